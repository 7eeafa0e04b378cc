import type {
  IdentifyCatalogueMatch,
  IdentifyNotRecognised,
  Identification,
  IdentifyLang,
  SavedPlant,
} from '@shared/contracts/identify';
import { toMoneyString } from '@shared/domain/money';
import { msg, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { prepareImage } from '../../lib/images';
import { ChainExhaustedError, runChain } from '../../integrations/identify/chain';
import { LOOKALIKE_FLOOR, type EngineAnswer, type EngineCandidate, type IdentifyEngine } from '../../integrations/identify/types';
import type { Actor } from '../auth/auth.service';
import * as repo from './identify.repository';
import { binomialKey, findSpecies, genusKey, speciesFacts, speciesKeys } from './species/species';
import { nameTranslationsOf } from '../catalog/catalog.translations';

const e = msg.identify.errors;

/** How many catalogue plants a result links to. */
const MAX_CATALOGUE_MATCHES = 4;

export interface IdentifyInput {
  actor: Actor | null;
  /** The uploaded file's bytes. */
  file: Buffer;
  lang: IdentifyLang;
  /** The reader's language, for the engine's name. */
  tr: Translator;
  engines: readonly IdentifyEngine[];
  /** Filled with the time of each step in ms (prepare, engine, save), for the Server-Timing header. */
  timings?: Record<string, number>;
}

/**
 * Identifies the plant in a photo: checks and normalises the upload, asks the engines in order,
 * completes the answer from the species knowledge base (care level, origin, light, watering,
 * description — no engine gives those), links the shop's plants of the same species or genus,
 * and logs the identification (engine, species, confidence, latency).
 */
export async function identifyPlant(ctx: ServiceContext, input: IdentifyInput): Promise<Identification> {
  const timings = input.timings ?? {};
  let mark = performance.now();
  const lap = (step: string) => {
    const now = performance.now();
    timings[step] = now - mark;
    mark = now;
  };
  const image = await prepareImage(input.file);
  lap('prepare');

  let result;
  try {
    result = await runChain(input.engines, image, { lang: input.lang, timeoutMs: ctx.config.identify.timeoutMs, log: ctx.log });
  } catch (err) {
    if (err instanceof ChainExhaustedError) throw new AppError('SERVICE_UNAVAILABLE', e.unavailable);
    throw err;
  }
  lap('engine');
  ctx.log.info({ attempts: result.attempts }, 'plant identification');
  const { answer, engine } = result;
  const engineInfo = engineInfoOf(engine, input.tr);
  if (answer.kind === 'no-plant') throw await notRecognised(ctx, engineInfo, []);
  const { best, candidates } = namedSpecies(engine, answer);
  if (!best) throw await notRecognised(ctx, engineInfo, lookalikeCandidates(answer, candidates));

  const details = describe(best, input.lang);
  const catalogueMatches = await findCatalogueMatches(ctx, best.scientificName);
  const row = await repo.insertIdentification(ctx.db, {
    userId: input.actor?.id ?? null,
    plantName: details.plantName,
    commonName: details.commonName,
    scientificName: best.scientificName,
    confidence: percent(best.score),
    careLevel: details.careLevel,
    family: details.family,
    origin: details.origin,
    description: details.description,
    engine: engine.id,
    latencyMs: result.latencyMs,
  });
  lap('save');
  return {
    id: row.id,
    ...details,
    scientificName: best.scientificName,
    confidence: row.confidence,
    confident: answer.confident,
    engine: engineInfo,
    // Only candidates that show as more than 0 %: three species "at 0 %" tell the reader nothing (issue 38 item 10).
    alternatives: candidates
      .slice(1)
      .filter((c) => percent(c.score) > 0)
      .slice(0, 3)
      .map((c) => ({
        plantName: c.scientificName,
        scientificName: c.scientificName,
        confidence: percent(c.score),
      })),
    catalogueMatches,
    savedAt: null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * 422 "not recognised", with the catalogue plants closest to the photo as "looks similar" (the
 * engine's candidates that the shop sells), so the page can help without naming a species.
 */
async function notRecognised(
  ctx: ServiceContext,
  engine: IdentifyNotRecognised['notRecognised']['engine'],
  candidates: EngineCandidate[],
): Promise<AppError> {
  const names = candidates.slice(0, MAX_CATALOGUE_MATCHES).map((c) => c.scientificName);
  const rows = names.length ? await repo.listPlantsOfGenera(ctx.db, [...new Set(names.flatMap(generaOf))]) : [];
  const lookalikes = names.flatMap((name) => {
    const species = speciesKeys(name);
    const plant = rows.find((p) => p.scientificName && species.has(binomialKey(p.scientificName)));
    return plant ? [{ id: plant.id, name: plant.name, translations: nameTranslationsOf(plant), scientificName: plant.scientificName, imageUrl: plant.imageUrl }] : [];
  });
  const unique = lookalikes.filter((p, i) => lookalikes.findIndex((q) => q.id === p.id) === i).slice(0, 3);
  const message = engine.offline ? msg.identify.notRecognisedOfflineMessage : msg.identify.notRecognised;
  const details: Omit<IdentifyNotRecognised, 'message'> = { notRecognised: { engine, lookalikes: unique } };
  return new AppError('UNPROCESSABLE', message, undefined, details);
}

/** The engine as answers name it: its label in the reader's language. */
/** The candidates close enough to the photo to be offered as "looks similar" (none for a photo of no plant). */
export function lookalikeCandidates(answer: EngineAnswer, candidates: EngineCandidate[]): EngineCandidate[] {
  const floor = answer.kind === 'identified' ? (answer.similarFrom ?? LOOKALIKE_FLOOR) : Infinity;
  return candidates.filter((c) => c.score >= floor);
}

export const engineInfoOf = (engine: IdentifyEngine, tr: Translator) => ({ id: engine.id, label: tr.text(engine.label), offline: engine.offline });

export const percent = (score: number) => Math.max(0, Math.min(100, Math.round(score * 100)));

/**
 * The species an answer may name, if any. Candidates best first, whatever the engine's order (the
 * main answer is never below an alternative); an offline engine names a plant only when its match
 * is strong; no engine's answer is shown at 0%.
 */
export function namedSpecies(engine: IdentifyEngine, answer: EngineAnswer): { best: EngineCandidate | undefined; candidates: EngineCandidate[] } {
  if (answer.kind === 'no-plant') return { best: undefined, candidates: [] };
  const candidates = [...answer.candidates].sort((a, b) => b.score - a.score);
  const best = candidates[0];
  const named = !!best && (answer.confident || !engine.offline) && percent(best.score) >= 1;
  return { best: named ? best : undefined, candidates };
}

/** The result panel's fields: the knowledge base first, the engine's own data where it knows more. */
function describe(candidate: EngineCandidate, lang: IdentifyLang) {
  const known = findSpecies(candidate.scientificName);
  const facts = known ? speciesFacts(known.entry, lang) : undefined;
  const commonNames = facts?.commonNames.length ? facts.commonNames : candidate.commonNames;
  const engineText = candidate.description?.text;
  return {
    plantName: candidate.scientificName,
    commonName: commonNames.slice(0, 2).join(lang === 'ar' ? '، ' : ', ') || null,
    careLevel: facts?.careLevel ?? null,
    family: facts?.family ?? candidate.family ?? null,
    origin: facts?.origin ?? null,
    description: facts?.description ?? engineText ?? null,
    light: facts?.light ?? candidate.light ?? null,
    watering: facts?.watering ?? candidate.watering ?? null,
    descriptionSource:
      !facts && engineText && candidate.description
        ? { citation: candidate.description.citation, license: candidate.description.license, licenseUrl: candidate.description.licenseUrl }
        : null,
  };
}

function toMatch(p: repo.CataloguePlantRow, relation: IdentifyCatalogueMatch['relation']): IdentifyCatalogueMatch {
  return {
    id: p.id,
    name: p.name,
    translations: nameTranslationsOf(p),
    scientificName: p.scientificName,
    imageUrl: p.imageUrl,
    price: p.priceCentimes === null ? null : toMoneyString(p.priceCentimes),
    inStock: p.stock > 0,
    relation,
  };
}

/** Genera a species is filed under (its own and its synonyms': Dracaena and Sansevieria…). */
function generaOf(scientificName: string): string[] {
  return [...new Set([...speciesKeys(scientificName)].map((k) => k.split(' ')[0]!).filter(Boolean))];
}

/** The shop's plants of the same species (synonyms included) first, then of the same genus. */
async function findCatalogueMatches(ctx: ServiceContext, scientificName: string): Promise<IdentifyCatalogueMatch[]> {
  const species = speciesKeys(scientificName);
  const rows = await repo.listPlantsOfGenera(ctx.db, generaOf(scientificName));
  const same = rows.filter((p) => p.scientificName && species.has(binomialKey(p.scientificName)));
  const genus = genusKey(scientificName);
  const related = rows.filter((p) => !same.includes(p) && p.scientificName && genusKey(p.scientificName) === genus);
  return [...same.map((p) => toMatch(p, 'species')), ...related.map((p) => toMatch(p, 'genus'))].slice(0, MAX_CATALOGUE_MATCHES);
}

/** Saves an identification to the user's My Plants (their own, or one they just made as a visitor). */
export async function saveIdentification(ctx: ServiceContext, actor: Actor, id: string): Promise<{ id: string; savedAt: string }> {
  const row = await repo.markSaved(ctx.db, id, actor.id);
  if (!row) {
    if (await repo.identificationExists(ctx.db, id)) throw new AppError('FORBIDDEN', e.notYours);
    throw new AppError('NOT_FOUND', msg.errors.notFound);
  }
  return { id: row.id, savedAt: row.savedAt!.toISOString() };
}

export async function unsaveIdentification(ctx: ServiceContext, actor: Actor, id: string): Promise<{ id: string; savedAt: null }> {
  const row = await repo.clearSaved(ctx.db, id, actor.id);
  if (!row) throw new AppError('NOT_FOUND', msg.errors.notFound);
  return { id: row.id, savedAt: null };
}

/** My Plants: the user's saved identifications, newest first, each with the shop's plant of that species. */
export async function listMyPlants(ctx: ServiceContext, actor: Actor): Promise<SavedPlant[]> {
  const rows = await repo.listSaved(ctx.db, actor.id);
  const names = rows.map((r) => r.scientificName ?? r.plantName);
  const genera = [...new Set(names.flatMap(generaOf))];
  const catalogue = await repo.listPlantsOfGenera(ctx.db, genera);
  return rows.map((r, i) => {
    const species = speciesKeys(names[i]!);
    const plant = catalogue.find((p) => p.scientificName && species.has(binomialKey(p.scientificName)));
    return {
      id: r.id,
      plantName: r.plantName,
      commonName: r.commonName,
      scientificName: r.scientificName,
      confidence: r.confidence,
      careLevel: (r.careLevel as SavedPlant['careLevel']) ?? null,
      family: r.family,
      origin: r.origin,
      description: r.description,
      engine: r.engine,
      savedAt: r.savedAt!.toISOString(),
      createdAt: r.createdAt.toISOString(),
      cataloguePlant: plant ? toMatch(plant, 'species') : null,
    };
  });
}
