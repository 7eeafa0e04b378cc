import type { Plant } from '@shared/contracts/catalog';
import { parseMoney } from '@shared/domain/money';
import { bullet } from '../chat.format';
import type { CategoryKey, PlantFacts } from '../chat.knowledge';
import type { Need, PriceLimit, Understanding } from '../chat.understand';
import type { Voice } from '../content/answers';
import { type Composed, link, composed } from './compose';
import { careSheetInReaderLanguage, facts, displayName, lightText, priceAndStock } from './plant-words';

/** Finding plants: the catalogue's plants that meet what was asked (light, water, pets, price…), or the closest. */

export function meets(need: Need, f: PlantFacts): boolean {
  switch (need) {
    case 'sun':
      return f.light.has('sun');
    case 'partial':
      return f.light.has('sun-partial') || (f.light.has('sun') && f.light.has('bright'));
    case 'shade':
      return f.light.has('shade') || f.light.has('medium');
    case 'bright':
      return f.light.has('bright') || f.light.has('medium');
    case 'dry':
      return f.water === 'sparse' || f.droughtTolerant;
    case 'pet':
      return f.plant.petSafe === true;
    case 'easy':
      return f.plant.careLevel === 'Easy';
    case 'indoor':
      return f.indoor;
    case 'outdoor':
      return f.outdoor;
    case 'flower':
      return f.flowering;
    case 'scent':
      return f.scented;
    case 'edible':
      return f.edible;
    case 'trailing':
      return f.trailing;
    case 'cheap':
    case 'gift':
      return true;
  }
}

export const HARD_NEEDS: readonly Need[] = ['sun', 'partial', 'shade', 'bright', 'dry', 'pet', 'easy', 'indoor', 'outdoor', 'flower', 'scent', 'edible', 'trailing'];

export function withinPrice(price: PriceLimit | undefined, plant: Plant): boolean {
  if (!price) return true;
  const c = plant.price === null ? null : parseMoney(plant.price);
  if (c === null) return false;
  return (price.max === undefined || c <= price.max) && (price.min === undefined || c >= price.min);
}

function criteriaText(v: Voice, needs: readonly Need[], categories: readonly CategoryKey[], price: PriceLimit | undefined): string {
  const w = v.a.find;
  const parts = needs.map((n) => w.needs[n]);
  if (categories.length) parts.unshift(v.say(w.inCategories, { names: v.list(categories.map((k) => w.categories[k])) }));
  if (price?.max !== undefined && price.min !== undefined) parts.push(v.say(w.between, { min: v.tr.money(price.min), max: v.tr.money(price.max) }));
  else if (price?.max !== undefined) parts.push(v.say(w.upTo, { max: v.tr.money(price.max) }));
  else if (price?.min !== undefined) parts.push(v.say(w.from, { min: v.tr.money(price.min) }));
  return v.list(parts);
}

function plantReasons(v: Voice, f: PlantFacts): string {
  const light = careSheetInReaderLanguage(v) ? f.plant.lightRequirements : lightText(v, f.plant, facts(v, f.species));
  const bits = [light?.toLowerCase()];
  if (f.water === 'sparse' || f.droughtTolerant) bits.push(v.a.find.littleWater);
  if (f.plant.petSafe) bits.push(v.a.find.petSafe);
  return v.list(bits.filter((b): b is string => !!b));
}

export interface FindResult {
  /** Plants meeting every criterion, best first (live data). */
  matches: PlantFacts[];
  /** When nothing meets every criterion: the closest, with what they miss. */
  closest: { facts: PlantFacts; missing: Need[] }[];
  /** The cheapest plant of the catalogue, when a price limit excludes everything. */
  cheapest: PlantFacts | undefined;
  /** Words nothing in the catalogue matches ("graines"), when they were the whole request. */
  unmatched?: string;
}

export function answerFind(v: Voice, u: Understanding, result: FindResult): Composed {
  const w = v.a.find;
  const needs = [...u.needs].filter((n) => n !== 'gift');
  const criteria = criteriaText(v, needs, [...u.categories], u.price);
  const line = (f: PlantFacts) => {
    const reasons = plantReasons(v, f);
    return bullet(`${displayName(v, f.plant)} — ${priceAndStock(v, f.plant)}${reasons ? ` · ${reasons}` : ''}`);
  };
  const links = [link('/shop', v.a.links.wholeShop)];
  if (result.matches.length) {
    const shown = result.matches.slice(0, 5);
    const head = criteria ? v.say(w.heading, { criteria }) : w.headingPlain;
    return composed([head, ...shown.map(line)].join('\n'), {
      plantIds: shown.map((f) => f.plant.id),
      links,
      context: { topic: 'find', plantIds: shown.map((f) => f.plant.id) },
    });
  }
  if (result.unmatched !== undefined) {
    return composed([v.say(w.nothingFor, { words: result.unmatched }), w.tellMe].join('\n'), { links, context: { topic: 'find' } });
  }
  const lines = [v.say(w.none, { criteria })];
  const shown: PlantFacts[] = [];
  if (result.cheapest && u.price?.max !== undefined) {
    lines.push(v.say(w.cheapest, { name: displayName(v, result.cheapest.plant), price: v.tr.money(result.cheapest.plant.price ?? 0) }));
    shown.push(result.cheapest);
  } else if (result.closest.length) {
    lines.push(w.closest);
    for (const { facts: f, missing } of result.closest.slice(0, 4)) {
      const miss = v.list(missing.map((n) => w.needs[n]));
      lines.push(`${line(f)}${miss ? v.say(w.butNot, { missing: miss }) : ''}`);
      shown.push(f);
    }
  }
  return composed(lines.join('\n'), { plantIds: shown.map((f) => f.plant.id), links, context: { topic: 'find' } });
}
