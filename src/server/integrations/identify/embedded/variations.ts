import sharp, { type Sharp } from 'sharp';

/**
 * Photographs of a catalogue illustration: the same plant with another backdrop, turned a little,
 * framed differently, lit differently, with sensor noise. The embedded engine indexes a few of
 * them per plant (so it does not depend on one exact picture) and calibrates its confidence on
 * others; the sample images of /identify are made the same way, with their own parameters.
 */
export interface Variation {
  /** Backdrop colour '#rrggbb' (the illustration is redrawn on it). */
  background?: string;
  /** Degrees, clockwise. */
  rotate?: number;
  /** Keep this fraction of the side (≤ 1), shifted by dx, dy (fractions of the side, ±). */
  crop?: { scale: number; dx: number; dy: number };
  /** 1 keeps the light; 0.9 darker, 1.1 brighter. */
  brightness?: number;
  saturation?: number;
  /** Standard deviation of the added noise, in 0–255 units. */
  noise?: number;
  /** Seed of the noise. */
  seed?: number;
  mirror?: boolean;
}

/** The illustration to photograph, drawn on a given backdrop colour (or its own). */
export type DrawOnBackdrop = (background: string | undefined) => string;

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const rawOf = async (s: Sharp): Promise<Raw> => {
  const { data, info } = await s.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
const fromRaw = (r: Raw) => sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } });

/** Renders one variation as raw RGB pixels of `size`×`size`. */
export async function renderVariation(draw: DrawOnBackdrop, v: Variation, size: number): Promise<Raw> {
  const svg = draw(v.background);
  // The illustrations are 400×400 user units: render straight at the working size (plus margin for the crop).
  const work = Math.round(size / (v.crop?.scale ?? 1));
  let img = await rawOf(sharp(Buffer.from(svg), { density: (72 * work) / 400 }).resize(work, work).flatten({ background: '#ffffff' }));

  if (v.rotate) {
    const corner = (img.data[0] ?? 255) as number;
    const bg = { r: corner, g: img.data[1] ?? 255, b: img.data[2] ?? 255 };
    const turned = await rawOf(fromRaw(img).rotate(v.rotate, { background: bg }));
    const left = Math.floor((turned.width - work) / 2);
    const top = Math.floor((turned.height - work) / 2);
    img = await rawOf(fromRaw(turned).extract({ left, top, width: work, height: work }));
  }
  if (v.crop) {
    const side = Math.min(work, Math.round(work * v.crop.scale));
    const left = Math.max(0, Math.min(work - side, Math.round((work - side) / 2 + v.crop.dx * work)));
    const top = Math.max(0, Math.min(work - side, Math.round((work - side) / 2 + v.crop.dy * work)));
    img = await rawOf(fromRaw(img).extract({ left, top, width: side, height: side }));
  }
  let pipeline = fromRaw(img).resize(size, size);
  if (v.mirror) pipeline = pipeline.flop();
  if (v.brightness !== undefined || v.saturation !== undefined) {
    pipeline = pipeline.modulate({ brightness: v.brightness ?? 1, saturation: v.saturation ?? 1 });
  }
  const out = await rawOf(pipeline);
  if (v.noise) {
    const rnd = prng(v.seed ?? 1);
    for (let i = 0; i < out.data.length; i++) {
      // Sum of three uniforms: close enough to a Gaussian for sensor noise.
      const g = (rnd() + rnd() + rnd() - 1.5) * 2;
      out.data[i] = Math.max(0, Math.min(255, Math.round(out.data[i]! + g * v.noise)));
    }
  }
  return out;
}

/** A variation as a JPEG file, like a phone would send it. */
export async function variationJpeg(draw: DrawOnBackdrop, v: Variation, size: number, quality = 84): Promise<Buffer> {
  return fromRaw(await renderVariation(draw, v, size)).jpeg({ quality }).toBuffer();
}

/** Lab-free colour helpers for backdrops: mixes '#rrggbb' towards another colour. */
export function mix(hex: string, other: string, t: number): string {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(other.slice(1), 16);
  const ch = (s: number) => Math.round(((a >> s) & 255) * (1 - t) + ((b >> s) & 255) * t);
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}
