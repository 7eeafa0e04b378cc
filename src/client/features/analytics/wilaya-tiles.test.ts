import { describe, expect, it } from 'vitest';
import { ALL_WILAYAS, WILAYAS } from '@shared/domain/wilayas';
import { layOutTiles } from './wilaya-tiles';

const at = (tiles: ReturnType<typeof layOutTiles>, code: number) => tiles.find((t) => t.code === code)!;

describe('the tile map of the wilayas', () => {
  it('gives each of the 58 and of the 69 wilayas a cell of its own', () => {
    for (const list of [WILAYAS, ALL_WILAYAS]) {
      const tiles = layOutTiles(list.map((w) => w.code));
      expect(tiles).toHaveLength(list.length);
      expect(new Set(tiles.map((t) => `${t.col}:${t.row}`)).size).toBe(list.length);
    }
  });

  it('keeps west on the left and north on top as on the map', () => {
    const tiles = layOutTiles(WILAYAS.map((w) => w.code));
    // Tlemcen, Oran, Alger, Constantine, Annaba from west to east.
    const cols = [13, 31, 16, 25, 23].map((c) => at(tiles, c).col);
    expect([...cols].sort((a, b) => a - b)).toEqual(cols);
    // Alger, Djelfa, Ghardaïa, Tamanrasset from north to south.
    const rows = [16, 17, 47, 11].map((c) => at(tiles, c).row);
    expect([...rows].sort((a, b) => a - b)).toEqual(rows);
    expect(at(tiles, 37).col).toBeLessThan(at(tiles, 1).col); // Tindouf west of Adrar
    expect(at(tiles, 56).col).toBeGreaterThan(at(tiles, 11).col); // Djanet east of Tamanrasset
  });
});
