/**
 * Why a courier could not deliver or holds a parcel, in the shop's own words (docs/contract.md §5): each
 * courier family's server module maps the reasons its documentation lists (French, as its agents pick
 * them) to these codes, which the catalogues (`shipments.reasons`) say in the reader's language. A reason
 * no list knows has no code and is shown as the courier wrote it.
 */
export const COURIER_REASONS = [
  'phone_unreachable',
  'no_answer',
  'wrong_number',
  'client_absent',
  'absent_postponed',
  'absent_failed',
  'postponed_by_client',
  'cancelled_by_client',
  'refused_by_client',
  'duplicate_order',
  'not_ordered',
  'wrong_product',
  'missing_product',
  'damaged_product',
  'cannot_pay',
  'wrong_wilaya',
  'wrong_commune',
  'wrong_address',
  'no_show',
  'undeliverable_address',
  'missing_document',
  'forbidden_product',
  'dangerous_product',
  'false_declaration',
] as const;
export type CourierReason = (typeof COURIER_REASONS)[number];

/** A reason as compared: case, accents, apostrophes and spacing aside ("Numero  erroné" is "Numéro erroné"). */
export function reasonWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A courier's list (its words → the shop's codes), keyed for lookup by `reasonWords`. */
export function reasonTable(list: Readonly<Record<string, CourierReason>>): (text: string | null) => CourierReason | null {
  const table = new Map(Object.entries(list).map(([words, code]) => [reasonWords(words), code]));
  return (text) => (text ? (table.get(reasonWords(text)) ?? null) : null);
}
