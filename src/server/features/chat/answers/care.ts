import { WATER_AR } from '../../identify/species/species.ar';
import { bullet, wateringFrequency } from '../chat.format';
import { waterFromText } from '../chat.knowledge';
import type { Understanding } from '../chat.understand';
import type { Voice } from '../content/answers';
import { type Composed, link, contactLink, composed } from './compose';
import { careSheetInReaderLanguage, sheetShown, facts, catalogueDescription, displayName, lightText, type PlantTarget } from './plant-words';

/** Care: one plant's care from the shop's care sheet and the species knowledge base, or which plant is meant. */

/** A species description that warns of toxicity: toxic, toxique, سام / سامة / السمية (not أجسام). */
const SAYS_TOXIC = /toxi|(?:^|[\s(])سامة?(?=[\s،؛.)]|$)|السمية/i;

/** A word of a table in words, or the code itself for one the table does not know. */
const label = <T extends Record<string, string>>(table: T, key: string): string => (key in table ? table[key as keyof T]! : key);

export type CareAspect = 'water' | 'light' | 'toxic' | 'repot' | 'feed' | 'prune' | 'winter' | 'problem' | 'general';

export function careAspects(u: Understanding): CareAspect[] {
  const has = (s: string) => (u.signals.get(s) ?? 0) > 0;
  const aspects: CareAspect[] = [];
  if (has('care.water')) aspects.push('water');
  if (has('care.light')) aspects.push('light');
  if (has('care.toxic') || u.needs.has('pet')) aspects.push('toxic');
  if (has('care.repot')) aspects.push('repot');
  if (has('care.feed')) aspects.push('feed');
  if (has('care.prune')) aspects.push('prune');
  if (has('care.winter')) aspects.push('winter');
  if (has('care.problem')) aspects.push('problem');
  return aspects.length ? aspects : ['general'];
}

const ASPECT_WORDS: Partial<Record<CareAspect, RegExp>> = {
  repot: /repot|pot-bound|root-bound|larger pot|bigger pot/i,
  feed: /feed|fertili[sz]/i,
  prune: /prun|cut|trim|pinch|propagat|cutting/i,
  winter: /winter|frost|cold/i,
  problem: /yellow|rot|brown|pest|overwater/i,
};

function sentencesAbout(text: string | null, re: RegExp | undefined): string[] {
  if (!text || !re) return [];
  return text.split(/(?<=[.!?])\s+/).filter((s) => re.test(s));
}

/** Care for one plant: from the shop's care sheet and the species knowledge base. */
export function answerCare(v: Voice, u: Understanding, target: PlantTarget, faq: (id: string) => string): Composed {
  const c = v.a.care;
  const plant = target.plant;
  const f = facts(v, target.species);
  const name = plant ? displayName(v, plant) : f?.commonNames[0] ? `${f.commonNames[0]} (${f.scientificName})` : (target.species?.name ?? '');
  const aspects = careAspects(u);
  const lines: string[] = [v.say(c.heading, { name })];
  const all = aspects.includes('general');
  if (all || aspects.includes('water')) {
    const schedule = plant?.wateringSchedule ?? null;
    if (careSheetInReaderLanguage(v)) {
      const parts = [schedule, f?.watering].filter(Boolean);
      if (parts.length) lines.push(bullet(v.say(c.watering, { text: parts.join(' — ') })));
    } else {
      const freq = schedule ? wateringFrequency(v, schedule) : undefined;
      // Without the species, the rhythm the care sheet implies (sparse, moderate…) in the reader's words.
      const general = f?.watering ?? (v.locale === 'ar' && schedule ? WATER_AR[waterFromText(schedule) ?? 'moderate'] : undefined);
      const lower = (text: string | undefined) => (text ? `${text[0]!.toLowerCase()}${text.slice(1)}` : undefined);
      const parts = freq ? [`${freq[0]!.toUpperCase()}${freq.slice(1)}`, lower(general)] : [general];
      const shown = parts.filter(Boolean);
      if (shown.length) lines.push(bullet(v.say(c.watering, { text: shown.join(v.a.list.lineSeparator) })));
      else if (schedule && sheetShown(v)) lines.push(bullet(v.say(c.wateringFromSheet, { text: schedule })));
    }
  }
  if (all || aspects.includes('light')) {
    const text = lightText(v, plant, f);
    if (text) lines.push(bullet(v.say(c.light, { text })));
  }
  if (all) {
    const level = plant?.careLevel ?? f?.careLevel;
    if (level) lines.push(bullet(v.say(c.level, { level: label(c.levels, level) })));
    if (careSheetInReaderLanguage(v) && plant?.careInstructions) lines.push(bullet(v.say(c.tip, { text: plant.careInstructions })));
    else if (!careSheetInReaderLanguage(v)) {
      const about = f?.description ?? (plant ? catalogueDescription(v, plant) : null);
      if (about) lines.push(bullet(v.say(c.aboutSpecies, { text: about })));
    }
  }
  if (aspects.includes('toxic')) {
    if (plant?.petSafe === true) lines.push(bullet(c.petSafe));
    else if (plant?.petSafe === false) lines.push(bullet(c.petUnsafe));
    else if (f?.description && SAYS_TOXIC.test(f.description)) lines.push(bullet(f.description));
    else lines.push(bullet(c.petUnknown));
  }
  for (const aspect of aspects) {
    if (!['repot', 'feed', 'prune', 'winter', 'problem'].includes(aspect)) continue;
    const found = sentencesAbout(plant?.careInstructions ?? null, ASPECT_WORDS[aspect]);
    if (found.length && sheetShown(v)) lines.push(bullet(v.say(c.sheet, { text: found.join(' ') })));
    if (aspect === 'problem') lines.push(bullet(faq('care-yellow')));
    else if (aspect === 'repot' && !found.length) lines.push(bullet(faq('care-arrival')));
  }
  if (lines.length === 1) {
    return composed(v.say(c.noInfo, { name }), { confident: false, links: [contactLink(v)], plantIds: plant ? [plant.id] : [] });
  }
  if (!plant && target.species) lines.push(c.notSold);
  return composed(lines.join('\n'), {
    plantIds: plant ? [plant.id, ...target.others.map((p) => p.id)] : target.others.map((p) => p.id),
    links: [link('/plant-care', v.a.links.plantCare)],
    context: { topic: 'care', ...(plant ? { plantIds: [plant.id] } : {}), ...(target.species ? { species: target.species.name } : {}) },
  });
}

/** Asked about care without naming a plant: the general advice, our plants of the kind asked about, or a question back. */
export function answerWhichPlant(v: Voice, general: Composed | undefined, plantIds: number[] = []): Composed {
  const lines = [general?.text, plantIds.length ? v.a.precisePlant : v.a.whichPlant].filter(Boolean);
  return composed(lines.join('\n'), {
    links: general?.links ?? [],
    passages: general?.passages ?? [],
    plantIds,
    context: { topic: 'care' },
    confident: !!general || plantIds.length > 0,
  });
}
