import { describe, expect, it } from 'vitest';
import { telLink, unansweredExhausted, whatsappLink } from './confirmation';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 10));

describe('COD confirmation rules', () => {
  it('cancels only after N unanswered calls spread over at least D days', () => {
    const rule = { attempts: 3, days: 2 };
    expect(unansweredExhausted([], day(10), rule)).toBe(false);
    expect(unansweredExhausted([day(0), day(0)], day(10), rule)).toBe(false); // two calls only
    expect(unansweredExhausted([day(0), day(1), day(1)], day(1), rule)).toBe(false); // three calls, one day
    expect(unansweredExhausted([day(1), day(0), day(1)], day(2), rule)).toBe(true); // order of the calls does not matter
    expect(unansweredExhausted([day(0), day(0), day(0)], day(0), { attempts: 3, days: 0 })).toBe(true);
  });

  it('builds wa.me links with the E.164 digits and the text encoded, Arabic included', () => {
    const link = whatsappLink('+213661234567', 'السلام عليكم & merci ?');
    expect(link).toBe(`https://wa.me/213661234567?text=${encodeURIComponent('السلام عليكم & merci ?')}`);
    expect(new URL(link).searchParams.get('text')).toBe('السلام عليكم & merci ?');
    expect(telLink('+213 661 23 45 67')).toBe('tel:+213661234567');
  });
});
