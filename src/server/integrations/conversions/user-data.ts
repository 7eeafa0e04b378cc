import { createHash } from 'node:crypto';

/**
 * Customer data as the ad platforms match it: normalised, then SHA-256 in lowercase hex, never sent in
 * the clear. NOTE: Meta's rules, https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters
 * (TikTok documents the same for e-mail and phone).
 */

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Digits only, country code first, no `+` nor leading zeros: `+213661234567` and `0661 23 45 67` → `213661234567`. */
export function normalizePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  // A national number (0 and 9 digits) is Algerian.
  if (/^0[1-9]\d{8}$/.test(digits)) return `213${digits.slice(1)}`;
  const international = digits.replace(/^00/, '');
  return international.startsWith('213') ? international : null;
}

/** Trimmed and lowercased. */
export const normalizeEmail = (email: string): string | null => email.trim().toLowerCase() || null;

const PUNCTUATION = /[\p{P}\p{S}]/gu;

/** A name: lowercased, without punctuation (Arabic letters kept as written, UTF-8). */
export const normalizeName = (name: string): string | null => name.normalize('NFC').toLowerCase().replace(PUNCTUATION, '').replace(/\s+/g, ' ').trim() || null;

/** A city: lowercased, without punctuation, spaces or digits (`Bordj Bou Arréridj` → `bordjbouarréridj`). */
export const normalizeCity = (city: string): string | null => city.normalize('NFC').toLowerCase().replace(PUNCTUATION, '').replace(/[\s\d]/g, '') || null;

/** A name typed in one field: the first word is the first name, the rest the last name. */
export function splitName(full: string): { firstName: string | null; lastName: string | null } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? null, lastName: words.length > 1 ? words.slice(1).join(' ') : null };
}

/** The hash of a normalised value, or undefined (the field is then left out). */
export const hashed = (value: string | null): string | undefined => (value ? sha256(value) : undefined);
