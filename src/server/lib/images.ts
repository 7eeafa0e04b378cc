import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { msg, say } from '@shared/messages';
import { AppError } from './app-error';

const e = msg.identify.errors;

/** docs/contract.md §2: uploads are at most 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Every phone camera fits (a 12 MP photo is 12 M); a decompression bomb (tiny file, huge canvas) does not. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Photos are resized once to this longest side before any engine sees them. */
export const IMAGE_MAX_SIDE = 1280;

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif' | 'tiff';

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1');

/**
 * The image type from the file's first bytes (never from its name or the declared Content-Type).
 * Only raster formats that sharp decodes: an SVG or a PDF is a document, not a photo.
 */
export function sniffImageType(buf: Buffer): ImageType | undefined {
  if (buf.length < 12) return undefined;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return 'gif';
  if (startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (ascii(buf, 4, 8) === 'ftyp') {
    const brand = ascii(buf, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heif';
  }
  return undefined;
}

/** A photo ready for the engines: upright, at most IMAGE_MAX_SIDE px, as raw sRGB pixels. */
export interface PreparedImage {
  type: ImageType;
  /** Size of the original upload, after EXIF rotation. */
  original: { width: number; height: number };
  width: number;
  height: number;
  /** width × height × 3 bytes, RGB. */
  pixels: Buffer;
  /** The same pixels as a JPEG, encoded once on first use (remote engines send it). */
  jpeg(): Promise<Buffer>;
}

const decodeOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 } as const;

/**
 * Checks and normalises an upload: type sniffed from the bytes (415 otherwise), size (413), pixel
 * count read from the header before anything is decoded (413: a decompression bomb is refused
 * without being inflated), EXIF orientation applied, transparency flattened on white, resized
 * once to ≤ IMAGE_MAX_SIDE.
 */
export async function prepareImage(buf: Buffer): Promise<PreparedImage> {
  if (buf.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', e.tooLarge);
  const type = sniffImageType(buf);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', e.notAnImage);

  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet, so the pixel count can be checked first.
    meta = await sharp(buf, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', e.unreadable);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new AppError('BAD_REQUEST', e.unreadable);
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', say(e.tooManyPixels, { n: IMAGE_MAX_PIXELS / 1_000_000 }));
  }

  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(buf, decodeOptions)
      .rotate() // EXIF orientation
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt data, or a format this build of libvips cannot decode (e.g. HEVC HEIC).
    throw new AppError('BAD_REQUEST', e.unreadable);
  }
  const { data, info } = out;
  const rotated = (meta.orientation ?? 1) >= 5;
  let jpeg: Promise<Buffer> | undefined;
  return {
    type,
    original: rotated ? { width: height, height: width } : { width, height },
    width: info.width,
    height: info.height,
    pixels: data,
    jpeg: () =>
      (jpeg ??= sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
        .jpeg({ quality: 85, mozjpeg: false })
        .toBuffer()),
  };
}
