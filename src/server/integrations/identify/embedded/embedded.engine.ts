import sharp from 'sharp';
import type { PreparedImage } from '../../../lib/images';
import { LOOKALIKE_FLOOR, type EngineAnswer, type EngineCandidate, type IdentifyEngine } from '../types';
import { distance, extractFeatures, thumbnail } from './features';
import { mix, prng, renderVariation, type DrawOnBackdrop, type Variation } from './variations';
import { msg } from '@shared/messages';

/** A plant the embedded engine can recognise: a catalogue plant and its own illustration. */
export interface ReferencePlant {
  key: string;
  scientificName: string;
  commonNames: string[];
  family: string | null;
  /** Draws the plant's illustration, on its own backdrop or another one. */
  draw: DrawOnBackdrop;
}

/** The catalogue picture itself and a few "photos" of it: what the engine compares a photo with. */
const INDEX_VARIATIONS: Variation[] = [
  {},
  { background: '#f4efe6' },
  { background: '#e2eaf3', rotate: 4 },
  { rotate: -5, crop: { scale: 0.9, dx: 0.02, dy: -0.02 } },
  { background: '#ffffff', crop: { scale: 0.86, dx: 0, dy: 0.03 }, brightness: 0.95 },
  { background: '#dfe6d8', rotate: 7, brightness: 1.05, noise: 6, seed: 7 },
  { background: '#f6e7ea', mirror: true, crop: { scale: 0.92, dx: -0.02, dy: 0 } },
  // Close framings, where the plant touches the edges of the photo.
  { background: '#f3efe6', rotate: -3, crop: { scale: 0.8, dx: -0.035, dy: -0.03 } },
  { background: '#eaeef2', rotate: 3, crop: { scale: 0.8, dx: 0.035, dy: 0.03 } },
];

const BACKDROPS = ['#ffffff', '#f5f1e8', '#e8eef5', '#eef5e9', '#f7ece4', '#ece9f5', '#e4ece9', '#faf7ef'];

/**
 * A random "photo" of a plant: another backdrop, a turn of up to ±9°, a crop keeping 78–98% of the
 * side, light ±10%, saturation ±15%, noise up to σ 9. Deterministic for a seed.
 */
export function randomVariation(seed: number): Variation {
  const r = prng(seed);
  const between = (a: number, b: number) => a + (b - a) * r();
  const base = BACKDROPS[Math.floor(r() * BACKDROPS.length)]!;
  return {
    background: mix(base, '#000000', between(0, 0.08)),
    rotate: Math.round(between(-9, 9) * 10) / 10,
    crop: { scale: between(0.78, 0.98), dx: between(-0.04, 0.04), dy: between(-0.04, 0.04) },
    brightness: between(0.9, 1.1),
    saturation: between(0.85, 1.15),
    noise: between(0, 9),
    seed: seed * 7919,
    mirror: r() < 0.3,
  };
}

/** How many unseen "photos" per plant the confidence is calibrated on. */
const CALIBRATION_PER_PLANT = 4;
const CALIBRATION_SEED = 90_001;
/** Rendering size of the reference pictures. */
const RENDER_SIZE = 128;
/** Below this calibrated probability the answer is "closest match, not sure". */
export const EMBEDDED_CONFIDENT = 0.6;

interface Entry {
  plant: number;
  vector: Float32Array;
}

export interface EmbeddedIndex {
  plants: ReferencePlant[];
  entries: Entry[];
  /** P(correct) = σ(b + w1·d1 + w2·(d2 − d1)), fitted on the calibration photos. */
  calibration: { b: number; w1: number; w2: number };
  /** Typical distance of a correct match, for spreading the rest of the probability. */
  scale: number;
  /** From this calibrated probability on, the engine names the plant: at least EMBEDDED_CONFIDENT, and above every real photo's. */
  threshold: number;
  /** From this probability on, a plant "looks similar": at least LOOKALIKE_FLOOR, and above every real photo of no plant. */
  similarFrom: number;
  /** Measured on the calibration photos: top-1 accuracy, and how often an unknown plant was taken as sure. */
  quality: { accuracy: number; falseConfident: number; samples: number; realPhotos: number };
}

/** Best distance per plant, ascending. */
function rank(index: Pick<EmbeddedIndex, 'entries'>, v: Float32Array, exclude?: number) {
  const best = new Map<number, number>();
  for (const e of index.entries) {
    if (e.plant === exclude) continue;
    const d = distance(v, e.vector);
    if (d < (best.get(e.plant) ?? Infinity)) best.set(e.plant, d);
  }
  return [...best].map(([plant, d]) => ({ plant, d })).sort((a, b) => a.d - b.d);
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Logistic regression by Newton's method on two features (standardised), lightly regularised. */
function fitLogistic(rows: { x1: number; x2: number; y: number }[]) {
  const mean = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0) / rows.length;
  const m1 = mean((r) => r.x1);
  const m2 = mean((r) => r.x2);
  const s1 = Math.sqrt(mean((r) => (r.x1 - m1) ** 2)) || 1;
  const s2 = Math.sqrt(mean((r) => (r.x2 - m2) ** 2)) || 1;
  const X = rows.map((r) => [1, (r.x1 - m1) / s1, (r.x2 - m2) / s2] as const);
  let w = [0, 0, 0];
  const lambda = 0.05;
  for (let iter = 0; iter < 50; iter++) {
    const g = [0, 0, 0];
    const H = [
      [lambda, 0, 0],
      [0, lambda, 0],
      [0, 0, lambda],
    ];
    X.forEach((x, i) => {
      const p = sigmoid(w[0]! * x[0] + w[1]! * x[1] + w[2]! * x[2]);
      const err = p - rows[i]!.y;
      const s = p * (1 - p);
      for (let a = 0; a < 3; a++) {
        g[a]! += err * x[a]!;
        for (let b = 0; b < 3; b++) H[a]![b]! += s * x[a]! * x[b]!;
      }
    });
    for (let a = 0; a < 3; a++) g[a]! += lambda * w[a]!;
    const step = solve3(H, g);
    w = w.map((wi, a) => wi - step[a]!);
    if (Math.hypot(...step) < 1e-6) break;
  }
  // Back to the raw features.
  const w1 = w[1]! / s1;
  const w2 = w[2]! / s2;
  return { b: w[0]! - w1 * m1 - w2 * m2, w1, w2 };
}

function solve3(A: number[][], y: number[]): number[] {
  const M = A.map((row, i) => [...row, y[i]!]);
  for (let c = 0; c < 3; c++) {
    let p = c;
    for (let r = c + 1; r < 3; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = 0; r < 3; r++) {
      if (r === c) continue;
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k < 4; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  return [0, 1, 2].map((i) => M[i]![3]! / M[i]![i]!);
}

/** Maps with at most `limit` calls in flight, keeping the order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      out[at] = await fn(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function vectorOf(draw: DrawOnBackdrop, v: Variation) {
  const raw = await renderVariation(draw, v, RENDER_SIZE);
  return extractFeatures(await thumbnail(sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })));
}

/**
 * Builds the index: features of each plant's picture and its indexed variations, then calibrates
 * the confidence on unseen random variations — each asked twice: once with its own plant in the
 * index (should be right and sure), once with its plant left out (an unknown plant: should be unsure).
 */
export async function buildEmbeddedIndex(plants: ReferencePlant[], realPhotos: Float32Array[] = []): Promise<EmbeddedIndex> {
  // Rendering is libvips work off the main thread: a few at a time keeps both cores busy.
  const entries: Entry[] = await mapLimit(
    plants.flatMap((plant, i) => INDEX_VARIATIONS.map((v) => ({ plant, i, v }))),
    4,
    async ({ plant, i, v }) => ({ plant: i, vector: await vectorOf(plant.draw, v) }),
  );
  const held = await mapLimit(
    plants.flatMap((plant, i) => Array.from({ length: CALIBRATION_PER_PLANT }, (_, k) => ({ plant, i, k }))),
    4,
    async ({ plant, i, k }) => ({ i, vector: await vectorOf(plant.draw, randomVariation(CALIBRATION_SEED + i * 101 + k)) }),
  );
  const rows: { x1: number; x2: number; y: number }[] = [];
  let correct = 0;
  let total = 0;
  const positives: number[] = [];
  for (const { i, vector } of held) {
    const known = rank({ entries }, vector);
    const unknown = rank({ entries }, vector, i);
    if (known[0] && known[1]) {
      const right = known[0].plant === i;
      rows.push({ x1: known[0].d, x2: known[1].d - known[0].d, y: right ? 1 : 0 });
      correct += right ? 1 : 0;
      total++;
      if (right) positives.push(known[0].d);
    }
    if (unknown[0] && unknown[1]) rows.push({ x1: unknown[0].d, x2: unknown[1].d - unknown[0].d, y: 0 });
  }
  // Real photographs of things that are no catalogue plant: the illustrations' "photos" alone would
  // teach the engine nothing about a camera's colours, textures and backgrounds.
  const real = realPhotos.flatMap((vector) => {
    const [first, second] = rank({ entries }, vector);
    return first && second ? [{ x1: first.d, x2: second.d - first.d, y: 0 }] : [];
  });
  rows.push(...real);
  let calibration = rows.length >= 6 ? fitLogistic(rows) : { b: 4, w1: -8, w2: 8 };
  // A wider margin over the runner-up can only make a match more certain: if the fit says
  // otherwise (the two features are correlated), keep the distance alone.
  if (calibration.w2 < 0) calibration = fitLogistic(rows.map((r) => ({ ...r, x2: 0 })));
  const p = (x1: number, x2: number) => sigmoid(calibration.b + calibration.w1 * x1 + calibration.w2 * x2);
  const negatives = rows.filter((r) => r.y === 0);
  // No real photo may pass: the threshold rises above the most probable one, with a margin.
  const threshold = Math.min(0.95, Math.max(EMBEDDED_CONFIDENT, ...real.map((r) => p(r.x1, r.x2) + 0.1)));
  const falseConfident = negatives.filter((r) => p(r.x1, r.x2) >= threshold).length;
  // The calibration photos show no plant at all: none of their closest plants may be offered as a look-alike.
  const similarFrom = Math.min(threshold, Math.max(LOOKALIKE_FLOOR, ...real.map((r) => p(r.x1, r.x2) + 0.05)));
  positives.sort((a, b) => a - b);
  return {
    plants,
    entries,
    calibration,
    scale: positives[positives.length >> 1] ?? 0.3,
    threshold,
    similarFrom,
    quality: {
      accuracy: total ? correct / total : 0,
      falseConfident: negatives.length ? falseConfident / negatives.length : 0,
      samples: total,
      realPhotos: real.length,
    },
  };
}

/** Matches a photo against the index; the best plant is always returned, with its calibrated probability. */
export function matchEmbedded(index: EmbeddedIndex, vector: Float32Array): { candidates: EngineCandidate[]; confident: boolean; similarFrom: number } {
  const ranked = rank(index, vector);
  const [first, second] = ranked;
  if (!first) return { candidates: [], confident: false, similarFrom: index.similarFrom };
  const { b, w1, w2 } = index.calibration;
  const p1 = sigmoid(b + w1 * first.d + w2 * ((second?.d ?? first.d * 2) - first.d));
  // The rest of the probability, shared among the next plants by closeness, but never more than a
  // plant's own calibrated probability at its distance: a photo far from every plant (an animal)
  // leaves them all near 0, not a third each.
  const others = ranked.slice(1, 4);
  const weights = others.map((o) => Math.exp(-(o.d - first.d) / Math.max(index.scale, 1e-3)));
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const alone = (d: number) => sigmoid(b + w1 * d);
  const candidate = (plant: number, score: number): EngineCandidate => {
    const ref = index.plants[plant]!;
    return {
      scientificName: ref.scientificName,
      commonNames: ref.commonNames,
      family: ref.family,
      genus: ref.scientificName.split(' ')[0] ?? null,
      score,
    };
  };
  return {
    candidates: [candidate(first.plant, p1), ...others.map((o, k) => candidate(o.plant, Math.min(((1 - p1) * weights[k]!) / sum, alone(o.d))))],
    confident: p1 >= index.threshold,
    similarFrom: index.similarFrom,
  };
}

/**
 * The embedded default: no key, no network. It compares the photo with the catalogue's own
 * illustrations and answers the closest catalogue plant with a calibrated confidence — and says
 * it is not sure when the photo is far from all of them (any real plant outside the catalogue).
 */
export function createEmbeddedEngine(
  loadPlants: () => ReferencePlant[],
  loadRealPhotos: () => Promise<Buffer[]> = async () => [],
): IdentifyEngine & { index(): Promise<EmbeddedIndex> } {
  let index: Promise<EmbeddedIndex> | undefined;
  const build = async () => {
    const photos = await Promise.all((await loadRealPhotos()).map(async (bytes) => extractFeatures(await thumbnail(sharp(bytes).rotate()))));
    return buildEmbeddedIndex(loadPlants(), photos);
  };
  const getIndex = () => {
    index ??= build().catch((err: unknown) => {
      index = undefined;
      throw err;
    });
    return index;
  };
  return {
    id: 'embedded',
    label: msg.identify.engines.embedded,
    offline: true,
    index: getIndex,
    // The shop's reference plants: all it can name.
    species: async () => new Set(loadPlants().map((p) => p.scientificName)).size,
    async identify(image: PreparedImage): Promise<EngineAnswer> {
      const idx = await getIndex();
      const thumb = await thumbnail(sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 3 } }));
      const { candidates, confident, similarFrom } = matchEmbedded(idx, extractFeatures(thumb));
      if (!candidates.length) return { kind: 'no-plant' };
      return { kind: 'identified', candidates, confident, similarFrom };
    },
  };
}

