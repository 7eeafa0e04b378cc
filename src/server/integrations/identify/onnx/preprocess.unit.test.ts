import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toNchw } from './onnx.engine';

const IMAGENET = { size: 224, mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225] };

interface Reference {
  photo: string;
  channelMeans: [number, number, number];
  points: [number, number, number, number][];
}

/** Computed by scripts/model/preprocess-reference.py with Pillow and NumPy, as torchvision does it. */
const reference = JSON.parse(readFileSync('tests/fixtures/photos/preprocess-reference.json', 'utf8')) as Reference;

async function pixelsOf(file: string) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

describe('ONNX preprocessing (resize 256, centre crop 224, ImageNet mean/std, NCHW)', () => {
  it('matches the reference computed with Pillow on a real photo', async () => {
    const tensor = await toNchw(await pixelsOf(`tests/fixtures/photos/${reference.photo}`), IMAGENET);
    expect(tensor).toHaveLength(3 * 224 * 224);
    const plane = 224 * 224;
    reference.channelMeans.forEach((mean, c) => {
      const ours = tensor.subarray(c * plane, (c + 1) * plane).reduce((s, v) => s + v, 0) / plane;
      expect(Math.abs(ours - mean)).toBeLessThan(0.01);
    });
    // Pixel by pixel the two bilinear resamplers differ a little (and the JPEG decoders by a grey level).
    const errors = reference.points.map(([c, y, x, value]) => Math.abs(tensor[c * plane + y * 224 + x]! - value));
    expect(Math.max(...errors)).toBeLessThan(0.05);
    expect(errors.reduce((s, e) => s + e, 0) / errors.length).toBeLessThan(0.01);
  });

  it('crops the centre exactly when no resize is needed, channel planes first', async () => {
    // 320 × 256: the shorter side is already 256, so the tensor is the centre 224 × 224, normalised.
    const width = 320;
    const height = 256;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
    const tensor = await toNchw({ pixels, width, height }, IMAGENET);
    const plane = 224 * 224;
    for (const [c, y, x] of [[0, 0, 0], [1, 100, 37], [2, 223, 223], [0, 57, 200]] as const) {
      const source = pixels[((y + 16) * width + (x + 48)) * 3 + c]!;
      expect(tensor[c * plane + y * 224 + x]).toBeCloseTo((source / 255 - IMAGENET.mean[c]!) / IMAGENET.std[c]!, 5);
    }
  });
});
