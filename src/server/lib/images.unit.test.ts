import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { IMAGE_MAX_SIDE, prepareImage, sniffImageType } from './images';

const solid = (width: number, height: number, background = '#4f8a3c') =>
  sharp({ create: { width, height, channels: 3, background } });

describe('sniffImageType', () => {
  it('recognises photos by their first bytes', async () => {
    expect(sniffImageType(await solid(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await solid(8, 8).png().toBuffer())).toBe('png');
    expect(sniffImageType(await solid(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffImageType(await solid(8, 8).gif().toBuffer())).toBe('gif');
    expect(sniffImageType(await solid(8, 8).tiff().toBuffer())).toBe('tiff');
    expect(sniffImageType(await solid(64, 64).avif().toBuffer())).toBe('avif');
  });

  it('refuses documents and text, whatever their name', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('just some text, not a photo'))).toBeUndefined();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('prepareImage', () => {
  it('applies the EXIF orientation (a portrait phone photo stays upright)', async () => {
    // Stored 300×200 (landscape) with orientation 6: the camera was turned; it shows 200×300.
    const jpeg = await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await prepareImage(jpeg);
    expect([image.width, image.height]).toEqual([200, 300]);
    expect(image.original).toEqual({ width: 200, height: 300 });
  });

  it('resizes once to at most 1280 px and gives raw RGB pixels', async () => {
    const image = await prepareImage(await solid(3000, 2000).jpeg().toBuffer());
    expect([image.width, image.height]).toEqual([IMAGE_MAX_SIDE, 853]);
    expect(image.pixels.length).toBe(IMAGE_MAX_SIDE * 853 * 3);
    expect(image.original).toEqual({ width: 3000, height: 2000 });
  });

  it('never enlarges a small photo', async () => {
    const image = await prepareImage(await solid(320, 240).png().toBuffer());
    expect([image.width, image.height]).toEqual([320, 240]);
  });

  it('flattens transparency on white', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const image = await prepareImage(png);
    expect([...image.pixels.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('encodes the prepared pixels as JPEG once, for remote engines', async () => {
    const image = await prepareImage(await solid(500, 400).webp().toBuffer());
    const first = await image.jpeg();
    expect(sniffImageType(first)).toBe('jpeg');
    expect(await image.jpeg()).toBe(first);
    expect((await sharp(first).metadata()).width).toBe(500);
  });

  it.each([
    ['a text file', Buffer.from('hello, plant'.repeat(4)), 415],
    ['more than 10 MB', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]), 413],
  ])('refuses %s (%i)', async (_, buf, status) => {
    const err = await prepareImage(buf).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(status);
  });

  it('refuses a photo over 40 megapixels (413) before decoding it', async () => {
    const big = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const err = await prepareImage(big).catch((e: unknown) => e);
    expect((err as AppError).status).toBe(413);
  });
});
