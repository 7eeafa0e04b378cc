import type { Sharp } from 'sharp';

/**
 * Image features for the embedded matcher, computed from a small thumbnail: the subject is cut
 * from its backdrop, framed by its bounding box, then described by four blocks (each L2-normalised
 * and weighted):
 *   - shape: where the subject is, on a 12×12 grid;
 *   - colour layout: the subject's mean colour (CIELAB) on a 6×6 grid;
 *   - colour histogram: hue × lightness of the subject's pixels (Hellinger-mapped);
 *   - texture: gradient orientations on a 3×3 grid (a small HOG).
 * Euclidean distance between two vectors then compares pictures; see embedded.engine.ts.
 */

/** Longest side of the thumbnail the features are computed on. */
export const THUMB_SIDE = 96;

const SHAPE_GRID = 12;
const LAYOUT_GRID = 6;
const HUE_BINS = 12;
const GREY_BINS = 4;
const HOG_GRID = 3;
const HOG_BINS = 8;
const FRAME = 48;

const BLOCK_WEIGHTS = { shape: 1.0, layout: 1.1, hist: 1.2, hog: 0.8 } as const;

export const FEATURE_LENGTH =
  SHAPE_GRID * SHAPE_GRID + LAYOUT_GRID * LAYOUT_GRID * 3 + (HUE_BINS * 2 + GREY_BINS) + HOG_GRID * HOG_GRID * HOG_BINS;

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Downscales raw RGB (or any encoded image) to at most THUMB_SIDE px, keeping the aspect ratio. */
export async function thumbnail(input: Sharp): Promise<RgbImage> {
  const { data, info } = await input
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', kernel: 'cubic' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

const srgbToLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const LINEAR = Float32Array.from({ length: 256 }, (_, i) => srgbToLinear(i));
const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** sRGB (0–255) to CIELAB (D65). */
export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const lr = LINEAR[r]!;
  const lg = LINEAR[g]!;
  const lb = LINEAR[b]!;
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

// ---------------------------------------------------------------------------------------------
// Segmentation

/** Per-channel median of the pixels on a 2-px frame: the backdrop's colour. */
function borderColour(img: RgbImage): [number, number, number] {
  const { data, width, height } = img;
  const rs: number[] = [];
  const gs: number[] = [];
  const bs: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x > 1 && y > 1 && x < width - 2 && y < height - 2) continue;
      const i = (y * width + x) * 3;
      rs.push(data[i]!);
      gs.push(data[i + 1]!);
      bs.push(data[i + 2]!);
    }
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1] ?? 0;
  return [median(rs), median(gs), median(bs)];
}

/**
 * Backdrop mask: a pixel belongs to the backdrop when its colour lies close to the segment from the
 * border colour towards white (the colour itself, its lighter tints and slight shadows). Flat and
 * softly lit backgrounds go; the subject, white pots included, stays.
 */
export function foregroundMask(img: RgbImage): Uint8Array {
  const { data, width, height } = img;
  const [br, bg, bb] = borderColour(img);
  const dr = 255 - br;
  const dg = 255 - bg;
  const db = 255 - bb;
  const len2 = dr * dr + dg * dg + db * db;
  const mask = new Uint8Array(width * height);
  let count = 0;
  for (let p = 0; p < width * height; p++) {
    const r = data[p * 3]! - br;
    const g = data[p * 3 + 1]! - bg;
    const b = data[p * 3 + 2]! - bb;
    const t = len2 > 0 ? (r * dr + g * dg + b * db) / len2 : 0;
    const tc = Math.max(-0.08, Math.min(0.6, t));
    const er = r - tc * dr;
    const eg = g - tc * dg;
    const eb = b - tc * db;
    const fg = er * er + eg * eg + eb * eb > 22 * 22;
    mask[p] = fg ? 1 : 0;
    count += mask[p]!;
  }
  // Nothing stands out (a close-up filling the frame): take the whole picture.
  if (count < width * height * 0.02) mask.fill(1);
  return mask;
}

/** The subject's bounding box, ignoring the 1% most outlying pixels on each side. */
function boundingBox(mask: Uint8Array, width: number, height: number) {
  const cols = new Float64Array(width);
  const rows = new Float64Array(height);
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      cols[x]! += 1;
      rows[y]! += 1;
      total++;
    }
  }
  const range = (hist: Float64Array) => {
    const cut = total * 0.01;
    let lo = 0;
    let acc = 0;
    while (lo < hist.length - 1 && acc + hist[lo]! <= cut) acc += hist[lo++]!;
    let hi = hist.length - 1;
    acc = 0;
    while (hi > lo && acc + hist[hi]! <= cut) acc += hist[hi--]!;
    return [lo, hi + 1] as const;
  };
  const [x0, x1] = range(cols);
  const [y0, y1] = range(rows);
  // A square frame centred on the box, so the aspect ratio of the subject is kept.
  const side = Math.max(x1 - x0, y1 - y0, 4);
  return { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, side };
}

// ---------------------------------------------------------------------------------------------
// Features

function normalise(v: Float32Array, from: number, to: number, weight: number) {
  let sum = 0;
  for (let i = from; i < to; i++) sum += v[i]! * v[i]!;
  const k = sum > 0 ? weight / Math.sqrt(sum) : 0;
  for (let i = from; i < to; i++) v[i]! *= k;
}

/** The feature vector of a thumbnail (see the module comment). */
export function extractFeatures(img: RgbImage): Float32Array {
  const { data, width, height } = img;
  const mask = foregroundMask(img);
  const { cx, cy, side } = boundingBox(mask, width, height);

  // Resample the framed subject to FRAME×FRAME (nearest pixel; the thumbnail is already smooth).
  const n = FRAME * FRAME;
  const fg = new Uint8Array(n);
  const lab = new Float32Array(n * 3);
  const grey = new Float32Array(n);
  const x0 = cx - side / 2;
  const y0 = cy - side / 2;
  for (let j = 0; j < FRAME; j++) {
    for (let i = 0; i < FRAME; i++) {
      const sx = Math.floor(x0 + ((i + 0.5) * side) / FRAME);
      const sy = Math.floor(y0 + ((j + 0.5) * side) / FRAME);
      const q = j * FRAME + i;
      if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
      const p = sy * width + sx;
      const [L, A, B] = rgbToLab(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!);
      grey[q] = L;
      if (!mask[p]) continue;
      fg[q] = 1;
      lab[q * 3] = L;
      lab[q * 3 + 1] = A;
      lab[q * 3 + 2] = B;
    }
  }

  const v = new Float32Array(FEATURE_LENGTH);
  let o = 0;

  // Shape.
  const shapeAt = o;
  for (let q = 0; q < n; q++) {
    if (!fg[q]) continue;
    const gx = Math.floor(((q % FRAME) * SHAPE_GRID) / FRAME);
    const gy = Math.floor((Math.floor(q / FRAME) * SHAPE_GRID) / FRAME);
    v[shapeAt + gy * SHAPE_GRID + gx]! += 1;
  }
  o += SHAPE_GRID * SHAPE_GRID;
  normalise(v, shapeAt, o, BLOCK_WEIGHTS.shape);

  // Colour layout: mean Lab of the subject per cell (empty cells stay 0).
  const layoutAt = o;
  const counts = new Float32Array(LAYOUT_GRID * LAYOUT_GRID);
  for (let q = 0; q < n; q++) {
    if (!fg[q]) continue;
    const c = Math.floor((Math.floor(q / FRAME) * LAYOUT_GRID) / FRAME) * LAYOUT_GRID + Math.floor(((q % FRAME) * LAYOUT_GRID) / FRAME);
    counts[c]! += 1;
    v[layoutAt + c * 3]! += lab[q * 3]! / 100;
    v[layoutAt + c * 3 + 1]! += lab[q * 3 + 1]! / 60;
    v[layoutAt + c * 3 + 2]! += lab[q * 3 + 2]! / 60;
  }
  for (let c = 0; c < counts.length; c++) {
    if (!counts[c]) continue;
    for (let k = 0; k < 3; k++) v[layoutAt + c * 3 + k]! /= counts[c]!;
  }
  o += LAYOUT_GRID * LAYOUT_GRID * 3;
  normalise(v, layoutAt, o, BLOCK_WEIGHTS.layout);

  // Colour histogram: chromatic pixels by hue × (dark, light); greyish ones by lightness.
  const histAt = o;
  let histTotal = 0;
  for (let q = 0; q < n; q++) {
    if (!fg[q]) continue;
    const L = lab[q * 3]!;
    const A = lab[q * 3 + 1]!;
    const B = lab[q * 3 + 2]!;
    const chroma = Math.hypot(A, B);
    let bin: number;
    if (chroma < 12) bin = HUE_BINS * 2 + Math.min(GREY_BINS - 1, Math.floor((L / 100) * GREY_BINS));
    else {
      const hue = (Math.atan2(B, A) + Math.PI) / (2 * Math.PI);
      bin = Math.min(HUE_BINS - 1, Math.floor(hue * HUE_BINS)) * 2 + (L > 55 ? 1 : 0);
    }
    v[histAt + bin]! += 1;
    histTotal++;
  }
  o += HUE_BINS * 2 + GREY_BINS;
  if (histTotal > 0) for (let i = histAt; i < o; i++) v[i] = Math.sqrt(v[i]! / histTotal);
  normalise(v, histAt, o, BLOCK_WEIGHTS.hist);

  // Texture: unsigned gradient orientation histogram per cell, weighted by magnitude.
  const hogAt = o;
  for (let j = 1; j < FRAME - 1; j++) {
    for (let i = 1; i < FRAME - 1; i++) {
      const q = j * FRAME + i;
      const gx = grey[q + 1]! - grey[q - 1]!;
      const gy = grey[q + FRAME]! - grey[q - FRAME]!;
      const mag = Math.hypot(gx, gy);
      if (mag < 2) continue;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      const bin = Math.min(HOG_BINS - 1, Math.floor((angle / Math.PI) * HOG_BINS));
      const cell = Math.floor((j * HOG_GRID) / FRAME) * HOG_GRID + Math.floor((i * HOG_GRID) / FRAME);
      v[hogAt + cell * HOG_BINS + bin]! += mag;
    }
  }
  o += HOG_GRID * HOG_GRID * HOG_BINS;
  for (let i = hogAt; i < o; i++) v[i] = Math.sqrt(v[i]!);
  normalise(v, hogAt, o, BLOCK_WEIGHTS.hog);

  return v;
}

export function distance(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    s += d * d;
  }
  return Math.sqrt(s);
}
