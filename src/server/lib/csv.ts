import { BIDI_CONTROLS, isolated } from '@shared/domain/typed-text';

/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it holds a
 * quote, comma or line break. Starts with a UTF-8 BOM so that Excel reads Arabic and accents.
 */

export type CsvValue = string | number | null | undefined;

const BOM = '\uFEFF';

/**
 * What makes a spreadsheet read a cell as a formula (CSV injection): = + - @ first, or a tab, line
 * break or NUL (ASVS 1.2.10), and their full-width forms (＝ ＋ － ＠) in case a spreadsheet folds them.
 * NOTE: https://owasp.org/www-community/attacks/CSV_Injection
 */
// eslint-disable-next-line no-control-regex -- a NUL first is one of the triggers
const FORMULA_START = /^[=+\-@\t\r\n\u0000\uff1d\uff0b\uff0d\uff20]/;

/**
 * One cell. A text a spreadsheet would run as a formula is prefixed with an apostrophe, which
 * spreadsheets show as text. A text holding bidi controls (a name stored before names refused them)
 * is isolated (FSI … PDI, typed-text.ts): opened as text, a CSV line is one paragraph, and an
 * override in one cell would reorder the cells after it. Other cells are left exactly as typed (an
 * invisible character would change how the spreadsheet sorts and looks them up).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  if (BIDI_CONTROLS.test(text)) text = isolated(text);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
