/**
 * A tile map of Algeria's wilayas (docs/decisions/035-owners-figures.md): one square per wilaya, laid out
 * from where its seat is. No installable boundaries of the wilayas exist under a licence we can ship, so
 * each square is put on the free cell nearest its seat, the dense north stretched so that its 40-odd
 * wilayas keep their neighbours, the Sahara shrunk. West stays left whatever the reading direction.
 */

/** The seat of each wilaya, longitude and latitude in degrees (rounded to 0.1°). */
const SEATS: Record<number, readonly [lon: number, lat: number]> = {
  1: [-0.3, 27.9], 2: [1.3, 36.2], 3: [2.9, 33.8], 4: [7.1, 35.9], 5: [6.2, 35.6], 6: [5.1, 36.8], 7: [5.7, 34.9], 8: [-2.2, 31.6],
  9: [2.8, 36.5], 10: [3.9, 36.4], 11: [5.5, 22.8], 12: [8.1, 35.4], 13: [-1.3, 34.9], 14: [1.3, 35.4], 15: [4.1, 36.7], 16: [3.1, 36.8],
  17: [3.3, 34.7], 18: [5.8, 36.8], 19: [5.4, 36.2], 20: [0.2, 34.8], 21: [6.9, 36.9], 22: [-0.6, 35.2], 23: [7.8, 36.9], 24: [7.4, 36.5],
  25: [6.6, 36.4], 26: [2.8, 36.3], 27: [0.1, 35.9], 28: [4.5, 35.7], 29: [0.1, 35.4], 30: [5.3, 32.0], 31: [-0.6, 35.7], 32: [1.0, 33.7],
  33: [8.5, 26.5], 34: [4.8, 36.1], 35: [3.5, 36.8], 36: [8.3, 36.8], 37: [-8.1, 27.7], 38: [1.8, 35.6], 39: [6.9, 33.4], 40: [7.1, 35.4],
  41: [8.0, 36.3], 42: [2.4, 36.6], 43: [6.3, 36.5], 44: [2.0, 36.3], 45: [-0.3, 33.3], 46: [-1.1, 35.3], 47: [3.7, 32.5], 48: [0.6, 35.7],
  49: [0.2, 29.3], 50: [1.0, 21.3], 51: [5.1, 34.4], 52: [-2.2, 30.1], 53: [2.5, 27.2], 54: [5.8, 19.6], 55: [6.1, 33.1], 56: [9.5, 24.6],
  57: [5.9, 34.0], 58: [2.9, 30.6], 59: [2.1, 34.1], 60: [5.4, 35.4], 61: [5.7, 35.2], 62: [8.1, 34.8], 63: [-1.3, 34.2], 64: [2.3, 35.2],
  65: [2.9, 35.5], 66: [3.5, 34.2], 67: [2.8, 35.9], 68: [4.2, 35.2], 69: [0.5, 32.9],
};

/** Where a seat falls on the grid before collisions: ~0.8° a column; rows of 0.42° in the north, 2° in the Sahara. */
function ideal([lon, lat]: readonly [number, number]): [number, number] {
  const col = (lon + 8.5) / 0.8;
  const row = lat >= 33 ? (37.2 - lat) / 0.42 : (37.2 - 33) / 0.42 + (33 - lat) / 2;
  return [col, row];
}

export interface Tile {
  code: number;
  col: number;
  row: number;
}

/** Every wilaya of `codes` on its own cell, northern ones placed first (they are the crowded ones). */
export function layOutTiles(codes: readonly number[]): Tile[] {
  const taken = new Set<string>();
  const tiles: Tile[] = [];
  const known = codes.filter((c) => SEATS[c]).sort((a, b) => SEATS[b]![1] - SEATS[a]![1] || a - b);
  for (const code of known) {
    const [x, y] = ideal(SEATS[code]!);
    let best: [number, number] | undefined;
    let bestDistance = Infinity;
    for (let r = Math.max(0, Math.floor(y) - 4); r <= Math.ceil(y) + 4; r++) {
      for (let c = Math.max(0, Math.floor(x) - 4); c <= Math.ceil(x) + 4; c++) {
        if (taken.has(`${c}:${r}`)) continue;
        const distance = (c + 0.5 - x) ** 2 + (r + 0.5 - y) ** 2;
        if (distance < bestDistance) [best, bestDistance] = [[c, r], distance];
      }
    }
    if (!best) continue;
    taken.add(`${best[0]}:${best[1]}`);
    tiles.push({ code, col: best[0], row: best[1] });
  }
  return tiles.sort((a, b) => a.code - b.code);
}
