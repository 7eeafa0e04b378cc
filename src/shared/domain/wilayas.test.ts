import { describe, expect, it } from 'vitest';
import { SHIPPING_ZONES } from './shop-facts';
import { WILAYAS, wilayaByCode, wilayasOfZone } from './wilayas';

const plain = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('wilayas', () => {
  it('lists the 58 wilayas, codes 1 to 58 in order', () => {
    expect(WILAYAS).toHaveLength(58);
    expect(WILAYAS.map((w) => w.code)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    expect(wilayaByCode(16)?.name).toBe('Alger');
    expect(wilayaByCode(31)?.ar).toBe('وهران');
  });

  it('puts every zone example of the shipping page in that zone', () => {
    for (const zone of SHIPPING_ZONES) {
      for (const example of zone.examples) {
        const wilaya = WILAYAS.find((w) => plain(w.name) === plain(example));
        expect(wilaya, example).toBeDefined();
        expect(wilaya!.zone, example).toBe(zone.id);
      }
    }
  });

  it('has every zone covered and names and aliases that do not collide', () => {
    for (const zone of SHIPPING_ZONES) expect(wilayasOfZone(zone.id).length).toBeGreaterThan(0);
    const seen = new Map<string, number>();
    for (const w of WILAYAS) {
      for (const alias of [plain(w.name), ...w.aliases]) {
        expect(alias, `${w.name}: aliases are lower case, without accents`).toBe(plain(alias));
        const other = seen.get(alias);
        expect(other === undefined || other === w.code, `${alias} names two wilayas`).toBe(true);
        seen.set(alias, w.code);
      }
    }
  });
});
