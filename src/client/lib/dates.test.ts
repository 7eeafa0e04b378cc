import { describe, expect, it } from 'vitest';
import { dateFormats } from './dates';

const when = '2025-03-12T14:05:00Z';

describe('dates in the reader language', () => {
  it('keeps the English day-month-year', () => {
    expect(dateFormats('en').date(when)).toBe('12 Mar 2025');
  });

  it('writes French month names', () => {
    expect(dateFormats('fr').date(when)).toMatch(/^12 mars 2025$/);
  });

  it('writes Arabic month names with Latin digits only', () => {
    const text = dateFormats('ar').dateTime(when);
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).toMatch(/2025/);
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});

describe('how long ago', () => {
  const now = Date.parse(when);
  it('says the largest whole unit, a minute at least', () => {
    expect(dateFormats('en').ago(new Date(now - 20_000), now)).toBe('1 minute ago');
    expect(dateFormats('en').ago(new Date(now - 3 * 3_600_000 - 59 * 60_000), now)).toBe('3 hours ago');
    expect(dateFormats('fr').ago(new Date(now - 2 * 86_400_000), now)).toBe('il y a 2 jours');
  });

  it('writes Arabic with Latin digits', () => {
    const text = dateFormats('ar').ago(new Date(now - 5 * 60_000), now);
    expect(text).toMatch(/5/);
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
