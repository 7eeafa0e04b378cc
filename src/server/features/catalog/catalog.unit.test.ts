import { describe, expect, it } from 'vitest';
import { buildTsquery } from './catalog.service';

describe('buildTsquery', () => {
  it('needs every word, each as a prefix or one of its look-alikes', () => {
    expect(buildTsquery([{ word: 'lavendre', alternatives: ['lavender', 'lavande'] }, { word: 'bleue', alternatives: [] }])).toBe(
      "('lavendre':* | 'lavender' | 'lavande') & ('bleue':*)",
    );
  });

  it('quotes what tsquery would read as syntax', () => {
    expect(buildTsquery([{ word: "o'neil", alternatives: ['a\\b'] }])).toBe("('o''neil':* | 'a\\\\b')");
  });

  it("leaves out one- and two-letter words (l', de) unless there is nothing else", () => {
    const words = [{ word: 'l', alternatives: [] }, { word: 'olivier', alternatives: [] }, { word: 'de', alternatives: [] }];
    expect(buildTsquery(words)).toBe("('olivier':*)");
    expect(buildTsquery([{ word: 'zz', alternatives: [] }])).toBe("('zz':*)");
  });

  it('is null when there is no word', () => {
    expect(buildTsquery([])).toBeNull();
  });
});
