/**
 * Algerian mobile numbers (decisions.md §4): `0[567]XXXXXXXX` or `+213[567]XXXXXXXX`, with the spaces,
 * dots and dashes people type. Stored as E.164 (`+213…`).
 */
const MOBILE = /^(?:\+213|0)([567]\d{8})$/;

/** `+213…` for a valid mobile number, else null. */
export function normalizeAlgerianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s.-]/g, '');
  const m = MOBILE.exec(compact);
  return m ? `+213${m[1]}` : null;
}

/** `+213661234567` → `0661 23 45 67`, how Algerians read a number. */
export function formatAlgerianMobile(e164: string): string {
  const m = /^\+213(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return m ? `0${m[1]}${m[2]} ${m[3]} ${m[4]} ${m[5]}` : e164;
}
