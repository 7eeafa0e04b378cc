/**
 * Money is handled as integer centimes (1 DA = 100 centimes) and exchanged as decimal strings with
 * two decimals ("1500.00"). Never as a float.
 */
export type Centimes = number;

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Parses "1500", "1500.5" or "1500.50" into centimes; null when it is not a non-negative amount. */
export function parseMoney(text: string | number): Centimes | null {
  const s = typeof text === 'number' ? String(text) : text.trim();
  const m = DECIMAL.exec(s);
  if (!m) return null;
  const units = Number(m[1]);
  const cents = Number((m[2] ?? '').padEnd(2, '0'));
  return units * 100 + cents;
}

/** "150000" centimes → "1500.00". */
export function toMoneyString(centimes: Centimes): string {
  const sign = centimes < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centimes));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The one money display, per language (docs/contract.md §4): the spec's "1500.00 DA" by default,
 * "1 500,00 DA" in French and "1 500,00 دج" in Arabic (Latin digits). Grouping and the unit's space are
 * no-break spaces, so an amount never wraps. Components and e-mails reach it through `tr.money()`.
 */
export function formatMoney(locale: 'en' | 'fr' | 'ar', amount: Centimes | string): string {
  if (locale === 'en') return `${toMoneyString(toCentimes(amount))} DA`;
  const grouped = groupedFrench(amount);
  return locale === 'fr' ? `${grouped}${NBSP}DA` : `${grouped}${NBSP}دج`;
}

const toCentimes = (amount: Centimes | string): Centimes => (typeof amount === 'string' ? (parseMoney(amount) ?? 0) : amount);

/** No-break space: a French amount never wraps between its digits and its unit. */
const NBSP = '\u00a0';

/** Thousands grouped with no-break spaces, decimal comma: "1 500,00". */
function groupedFrench(amount: Centimes | string): string {
  const [units = '0', cents = '00'] = toMoneyString(toCentimes(amount)).split('.');
  const sign = units.startsWith('-') ? '-' : '';
  const digits = sign ? units.slice(1) : units;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)},${cents}`;
}

export function multiply(unit: Centimes, quantity: number): Centimes {
  return unit * quantity;
}

export function sum(values: readonly Centimes[]): Centimes {
  return values.reduce((a, b) => a + b, 0);
}
