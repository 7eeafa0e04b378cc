/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it holds a
 * quote, comma or line break. Starts with a UTF-8 BOM so that Excel reads Arabic and accents.
 */

export type CsvValue = string | number | null | undefined;

const BOM = '\uFEFF';

/**
 * A cell starting with = + - @ (or a tab / carriage return) would run as a formula in Excel or
 * LibreOffice (CSV injection): it is prefixed with an apostrophe, which spreadsheets show as text.
 * NOTE: https://owasp.org/www-community/attacks/CSV_Injection
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
