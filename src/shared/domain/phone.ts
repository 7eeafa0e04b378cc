/**
 * Algerian mobile numbers (docs/contract.md §4): `0[567]XXXXXXXX` or `+213[567]XXXXXXXX`, with the spaces,
 * dots and dashes people type. Stored as E.164 (`+213…`). How one reads is `phone-format.ts`, a module
 * of its own: the pages that only show a number (the footer, the order page) do not load the checks,
 * and the checkout, which only checks, does not load the display.
 */
const MOBILE = /^(?:\+213|0)([567]\d{8})$/;

/** `+213…` for a valid mobile number, else null. */
export function normalizeAlgerianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s.-]/g, '');
  const m = MOBILE.exec(compact);
  return m ? `+213${m[1]}` : null;
}

/** A fixed line: `0` and 8 digits, the wilaya's code first (`021` Algiers, `041` Oran…). */
const LANDLINE = /^(?:\+213|0)([234]\d{7})$/;

/** `+213…` for a valid Algerian mobile or fixed-line number (the shop's own phone), else null. */
export function normalizeAlgerianPhone(input: string): string | null {
  const mobile = normalizeAlgerianMobile(input);
  if (mobile) return mobile;
  const m = LANDLINE.exec(input.trim().replace(/[\s.-]/g, ''));
  return m ? `+213${m[1]}` : null;
}
