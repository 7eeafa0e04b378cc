import { describe, expect, it } from 'vitest';
import { csvCell, CsvSyntaxError, parseCsv, toCsv, typedCell } from './csv';

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

  it('reads back what it writes, cell for cell: quotes, commas, line breaks, Arabic and guarded formulas', () => {
    const rows = [
      ['id', 'name', 'price'],
      ['1', 'say "hi", twice\nthen stop', '1500.00'],
      ['2', 'صبار الأمل', ''],
      ['3', '=HYPERLINK("x")', '-1'],
      ['4', '\u202Eilana', 'x'.repeat(200)],
    ];
    const read = parseCsv(toCsv(rows));
    expect(read.map((r) => r.cells.map(typedCell))).toEqual(rows);
    expect(read.map((r) => r.line)).toEqual([1, 2, 4, 5, 6]);
  });

  it('reads what a spreadsheet saves: LF line ends, semicolons in French settings, no final line break', () => {
    expect(parseCsv('id;name;price\n7;Ficus;1500,00').map((r) => r.cells)).toEqual([['id', 'name', 'price'], ['7', 'Ficus', '1500,00']]);
    expect(parseCsv('a,b\r\n"x;y",2\r\n').map((r) => r.cells)).toEqual([['a', 'b'], ['x;y', '2']]);
  });

  it('refuses a quoted cell that is never closed, naming the line it opened on', () => {
    expect(() => parseCsv('id,name\n1,"Ficus\n2,Aloe\n')).toThrow(CsvSyntaxError);
    try {
      parseCsv('id,name\n1,"Ficus\n2,Aloe\n');
    } catch (err) {
      expect((err as CsvSyntaxError).line).toBe(2);
    }
  });

  it('keeps an apostrophe the owner typed when no formula sign follows it', () => {
    expect(typedCell("'Aloe")).toBe("'Aloe");
    expect(typedCell("'=1+1")).toBe('=1+1');
    expect(typedCell('\u2068plain\u2069')).toBe('\u2068plain\u2069');
  });
});
