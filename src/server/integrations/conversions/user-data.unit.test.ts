import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashed, normalizeCity, normalizeEmail, normalizeName, normalizePhone, sha256, splitName } from './user-data';

/** Meta's customer information parameters: normalised as documented, then SHA-256 hex (computed here on its own). */
const hex = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

describe('customer data as the ad platforms match it', () => {
  it('writes an Algerian mobile with its country code, digits only, whatever way it was typed', () => {
    for (const typed of ['0661 23 45 67', '0661234567', '+213661234567', '+213 661 23 45 67', '00213661234567', '0661-23.45.67']) {
      expect(normalizePhone(typed), typed).toBe('213661234567');
    }
    expect(hashed(normalizePhone('0661 23 45 67'))).toBe(hex('213661234567'));
    expect(hashed(normalizePhone('0661 23 45 67'))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves out a phone that is not an Algerian number', () => {
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('+33 6 12 34 56 78')).toBeNull();
    expect(hashed(null)).toBeUndefined();
  });

  it('trims and lowercases an e-mail before hashing it', () => {
    expect(normalizeEmail('  Amina.Benali@Example.DZ ')).toBe('amina.benali@example.dz');
    expect(sha256(normalizeEmail(' Amina@Example.dz')!)).toBe(hex('amina@example.dz'));
    expect(normalizeEmail('   ')).toBeNull();
  });

  it('lowercases names without punctuation and keeps Arabic letters as written', () => {
    expect(normalizeName('Amina')).toBe('amina');
    expect(normalizeName("O'Brien-Smith.")).toBe('obriensmith');
    expect(normalizeName('أمينة')).toBe('أمينة');
    expect(splitName('أمينة بن علي')).toEqual({ firstName: 'أمينة', lastName: 'بن علي' });
    expect(splitName('Yacine')).toEqual({ firstName: 'Yacine', lastName: null });
  });

  it('writes a city lowercased without spaces, punctuation or digits', () => {
    expect(normalizeCity('Bordj Bou Arréridj')).toBe('bordjbouarréridj');
    expect(normalizeCity('Aïn Témouchent (46)')).toBe('aïntémouchent');
    expect(normalizeCity('Bir El-Djir')).toBe('bireldjir');
    expect(hashed(normalizeCity('Oran'))).toBe(hex('oran'));
  });
});
