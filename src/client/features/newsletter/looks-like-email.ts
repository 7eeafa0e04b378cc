/**
 * A quick look at the address before it is sent: something@something.tld, at most 254 characters.
 * The server's schema has the last word (its field error is shown under the field); the form does
 * not load zod itself, because it is on every page (docs/decisions/010-js-budget.md).
 */
export const looksLikeEmail = (value: string): boolean => value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
