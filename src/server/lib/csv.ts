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

/** Why a file could not be read as CSV; `line` counts from 1, the header being line 1. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`CSV: a quoted cell opened on line ${line} is never closed`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * The cell separator a spreadsheet used: a comma (ours, RFC 4180), or a semicolon — what Excel writes
 * in French and Arabic settings, where the comma is the decimal mark. Read from the header line.
 */
function separatorOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads a CSV file (RFC 4180, as `toCsv` writes it or a spreadsheet saves it): a UTF-8 BOM skipped, CRLF
 * or LF line ends, quoted cells with doubled quotes and line breaks, comma or semicolon separators.
 * Each row comes with the file line it starts on. An unclosed quote is a CsvSyntaxError; cells are
 * returned exactly as in the file (see `typedCell` for the inverse of csvCell's guards).
 */
export function parseCsv(input: string): { line: number; cells: string[] }[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const separator = separatorOf(text);
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && cell === '') {
      // A quoted cell: up to the quote that is not doubled.
      const opened = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(opened);
        const c = text[i]!;
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n') line++;
        cell += c;
        i++;
      }
      // Whatever follows the closing quote up to the separator belongs to the cell, as spreadsheets read it.
      continue;
    }
    if (ch === separator) {
      cells.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 2;
      rowLine = ++line;
    } else if (ch === '\n') {
      endRow();
      i++;
      rowLine = ++line;
    } else {
      cell += ch;
      i++;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/**
 * What the shop wrote in a cell, undoing csvCell's guards: the apostrophe before a formula's first sign
 * and the isolation (FSI … PDI) around a text holding bidi controls. Any other cell is as typed.
 */
export function typedCell(cell: string): string {
  let text = cell;
  if (text.startsWith('\u2068') && text.endsWith('\u2069') && BIDI_CONTROLS.test(text.slice(1, -1))) text = text.slice(1, -1);
  if (text.startsWith("'") && FORMULA_START.test(text.slice(1))) text = text.slice(1);
  return text;
}
