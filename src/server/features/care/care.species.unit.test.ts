import { describe, expect, it } from 'vitest';
import { climateZoneOf } from '@shared/domain/care-climate';
import { carePlan } from '@shared/domain/care';
import { careSpeciesList, careSpeciesOf } from './care.species';

describe('care data from the species knowledge', () => {
  it('reads the watering code of real species, through synonyms', () => {
    expect(careSpeciesOf('Echinocactus grusonii')).toEqual({ name: 'Kroenleinia grusonii', water: 'sparse', known: true });
    expect(careSpeciesOf('Nephrolepis exaltata (L.) Schott')).toMatchObject({ water: 'moist', known: true });
    expect(careSpeciesOf('Sansevieria trifasciata')).toMatchObject({ name: 'Dracaena trifasciata', water: 'sparse' });
    expect(careSpeciesOf('Tillandsia ionantha')).toMatchObject({ water: 'mist' });
    expect(careSpeciesOf('Plantus imaginarius')).toEqual({ name: null, water: 'moderate', known: false });
    expect(careSpeciesOf(null).known).toBe(false);
  });

  it('a golden barrel cactus in Adrar in July is watered every 8 days, a Boston fern in Algiers in January every 6', () => {
    const july = new Date('2027-07-10T07:00:00Z');
    const january = new Date('2027-01-10T07:00:00Z');
    const cactus = carePlan(careSpeciesOf('Kroenleinia grusonii').water, climateZoneOf(1), { since: july, watered: null, fed: null, repotted: null }, july);
    const fern = carePlan(careSpeciesOf('Nephrolepis exaltata').water, climateZoneOf(16), { since: january, watered: null, fed: null, repotted: null }, january);
    expect([cactus.intervals.water, cactus.next.water, cactus.why]).toEqual([8, '2027-07-18', 'saharaHeat']);
    expect([fern.intervals.water, fern.next.water, fern.next.feed, fern.why]).toEqual([6, '2027-01-16', null, 'winterSlow']);
  });

  it('lists every species once, named in the reader’s language', () => {
    const ar = careSpeciesList('ar');
    const fr = careSpeciesList('fr');
    expect(ar.length).toBeGreaterThan(200);
    expect(new Set(ar.map((s) => s.name)).size).toBe(ar.length);
    expect(fr.find((s) => s.name === 'Monstera deliciosa')?.commonName).toBe('Monstera');
    expect(ar.find((s) => s.name === 'Monstera deliciosa')?.commonName).toMatch(/[\u0600-\u06ff]/);
  });
});
