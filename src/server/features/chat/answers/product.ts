import type { Plant } from '@shared/contracts/catalog';
import { bullet } from '../chat.format';
import type { Voice } from '../content/answers';
import { type Composed, link, composed } from './compose';
import { hasSizes } from '@shared/domain/sizes';
import { facts, catalogueDescription, displayName, lightText, priceAndStock, sizeLine, type PlantTarget } from './plant-words';

/** A named plant: its price, stock and a word about it, or what we know and sell alike when we do not sell it. */

/** Price, stock and a word about a named plant (or, when we do not sell it, what we know and what we sell alike). */
export function answerProduct(v: Voice, target: PlantTarget, alike: Plant[], askedSize = false): Composed {
  const p = v.a.product;
  const f = facts(v, target.species);
  const plants = [target.plant, ...target.others].filter((x): x is Plant => !!x);
  const line = (x: Plant) => bullet(`${displayName(v, x)} — ${priceAndStock(v, x)}`);
  if (plants.length === 0) {
    const name = f ? `${f.commonNames[0] ?? f.scientificName} (${f.scientificName})` : '';
    const lines = [
      v.say(p.notSoldNamed, { name }),
      ...(f ? [f.description, v.say(p.lightAndWater, { light: f.light, water: f.watering })].filter((x): x is string => !!x) : []),
    ];
    if (alike.length) lines.push(p.similar, ...alike.map(line));
    return composed(lines.join('\n'), {
      plantIds: alike.map((x) => x.id),
      links: [link('/shop', v.a.links.shop)],
      context: { topic: 'product', ...(target.species ? { species: target.species.name } : {}) },
    });
  }
  const lines = plants.slice(0, 5).map(line);
  const main = plants[0]!;
  // "Vous l'avez en plus grand ?": the sizes, each with its price and stock, live.
  if (hasSizes(main.variants)) lines.push(v.say(p.sizes, { n: main.variants.length }), ...main.variants.map((size) => bullet(sizeLine(v, size))));
  else if (askedSize) lines.push(p.oneSize);
  const about = catalogueDescription(v, main) ?? f?.description;
  if (about) lines.push(about);
  const light = lightText(v, main, f);
  if (light) lines.push(v.say(p.light, { text: light }));
  return composed(lines.join('\n'), {
    plantIds: plants.slice(0, 5).map((x) => x.id),
    links: [],
    context: { topic: 'product', plantIds: plants.slice(0, 5).map((x) => x.id), ...(target.species ? { species: target.species.name } : {}) },
  });
}
