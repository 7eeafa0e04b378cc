/**
 * What a person typed (a name, an address, a bank's name, a reason) placed inside the shop's own
 * text where no markup can isolate it: a plain-text e-mail, a CSV cell. Wrapped in FIRST STRONG
 * ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069, Unicode's bidi algorithm, UAX #9), it takes its
 * direction from its own first letter and cannot reorder the text around it: an Arabic name in a
 * French sentence keeps the sentence's punctuation in place, and a right-to-left override typed
 * into a name (or stored before names refused them) ends at the isolate's end. The pages do the
 * same with `<bdi>` (`Typed`, client/lib/bidi.tsx).
 * NOTE: https://www.w3.org/International/questions/qa-bidi-unicode-controls
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

/** `value` isolated; empty stays empty (a "—" placeholder is the shop's, not typed). */
export const isolated = (value: string): string => (value ? `${FSI}${value}${PDI}` : value);

/** The bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
