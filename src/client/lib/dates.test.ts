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
