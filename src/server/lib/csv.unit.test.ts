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

  it('starts with a UTF-8 BOM and ends rows with CRLF', () => {
    expect(toCsv([['a', 'ب'], ['1', null]])).toBe('\uFEFFa,ب\r\n1,\r\n');
  });
});
