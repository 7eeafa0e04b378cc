import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney, sum, toMoneyString } from './money';

describe('money', () => {
  it('parses decimal strings into integer centimes', () => {
    expect(parseMoney('1500')).toBe(150000);
    expect(parseMoney('1500.5')).toBe(150050);
    expect(parseMoney('1500.05')).toBe(150005);
    expect(parseMoney(' 0.10 ')).toBe(10);
    expect(parseMoney(19.99)).toBe(1999);
  });

  it('rejects negative, malformed and over-precise amounts', () => {
    for (const bad of ['-1', 'abc', '1.234', '', '1e3', '1,50']) expect(parseMoney(bad)).toBeNull();
  });

  it('renders centimes with exactly two decimals', () => {
    expect(toMoneyString(150000)).toBe('1500.00');
    expect(toMoneyString(5)).toBe('0.05');
    expect(toMoneyString(-250)).toBe('-2.50');
  });

  it('adds amounts without floating-point drift', () => {
    expect(toMoneyString(sum([parseMoney('0.10')!, parseMoney('0.20')!]))).toBe('0.30');
  });

  it('formats in French: grouped thousands, decimal comma, no-break spaces', () => {
    const plain = (s: string) => s.replaceAll('\u00a0', ' ');
    expect(plain(formatMoney('fr', 150000))).toBe('1 500,00 DA');
    expect(plain(formatMoney('fr', '1234567.5'))).toBe('1 234 567,50 DA');
    expect(plain(formatMoney('fr', 30000))).toBe('300,00 DA');
    expect(plain(formatMoney('fr', 5))).toBe('0,05 DA');
    expect(plain(formatMoney('fr', -250000))).toBe('-2 500,00 DA');
    expect(formatMoney('fr', 150000)).not.toMatch(/ /); // never a breakable space
  });

  it('formats for display in DA', () => {
    expect(formatMoney('en', '2500')).toBe('2500.00 DA');
    expect(formatMoney('en', 99)).toBe('0.99 DA');
  });
});

describe('formatMoney, the one display per language', () => {
  const plain = (s: string) => s.replaceAll('\u00a0', ' ');
  it('keeps the spec display by default, groups in French and writes دج in Arabic with Latin digits', () => {
    expect(formatMoney('en', 150000)).toBe('1500.00 DA');
    expect(plain(formatMoney('fr', 150000))).toBe('1 500,00 DA');
    expect(plain(formatMoney('ar', '1234567.5'))).toBe('1 234 567,50 دج');
    expect(formatMoney('ar', 150000)).not.toMatch(/[\u0660-\u0669]/);
  });
});
