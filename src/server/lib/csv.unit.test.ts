import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('quotes cells with quotes, commas or line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1500)).toBe('1500');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+213551234567', '-2+3', '@SUM(A1)', '\tx', '\r=1']) expect(csvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('neutralises the other starts spreadsheets read as formulas: a line break, NUL, and the full-width signs', () => {
    for (const cell of ['\n=1+1', '\u0000=1', '＝1+1', '＋1', '－1', '＠SUM(A1)']) expect(csvCell(cell).replace(/^"/, '').startsWith("'"), JSON.stringify(cell)).toBe(true);
    expect(csvCell('Amina = Benali')).toBe('Amina = Benali');
  });

  it('isolates a cell holding bidi controls so that it cannot reorder the cells after it, and leaves others as typed', () => {
    expect(csvCell('\u202Eilana Benali')).toBe('\u2068\u202Eilana Benali\u2069');
    expect(csvCell('=\u202E1+1')).toBe("\u2068'=\u202E1+1\u2069");
    expect(toCsv([['\u2067أمينة', 'Oran']])).toBe('\uFEFF\u2068\u2067أمينة\u2069,Oran\r\n');
    expect(csvCell('أمينة بن علي')).toBe('أمينة بن علي');
  });

  it('starts with a UTF-8 BOM and ends rows with CRLF', () => {
    expect(toCsv([['a', 'ب'], ['1', null]])).toBe('\uFEFFa,ب\r\n1,\r\n');
  });
});
