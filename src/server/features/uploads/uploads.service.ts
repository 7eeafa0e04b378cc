import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { UploadedImage } from '@shared/contracts/admin';
import { RENDITION_WIDTHS } from '@shared/domain/uploaded-images';
import type { ServiceContext } from '../../context';
import { prepareImage } from '../../lib/images';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import * as repo from './uploads.repository';

/**
 * Plant and category pictures uploaded from the admin dashboard. The upload is checked like a photo to
 * identify (lib/images.ts: type sniffed from the bytes, ≤ 10 MB, ≤ 40 megapixels, EXIF orientation,
 * at most 1280 px a side), stored once as WebP in the database (several app instances share it), and
 * served in a few widths, each made once and kept in the database, the most used also in memory.
 */

/** Without `?w=`: sharp on a card at 2× and on the plant page. */
export const DEFAULT_RENDITION_WIDTH = 800;
const WEBP = { quality: 82, effort: 4 } as const;

export const imageUrl = (id: string) => `/images/uploads/${id}.webp`;

/** Stores an admin's upload (the same file twice is stored once) and answers where it is served. */
export async function uploadImage(ctx: ServiceContext, actor: Actor, file: Buffer): Promise<UploadedImage> {
  requireAdmin(actor);
  return unsafeStoreImage(ctx, actor, file);
}

/**
 * `uploadImage` without the admin check, for a caller that has checked its own rule (a review's
 * photo: a customer who received an order, reviews.service).
 */
export async function unsafeStoreImage(ctx: ServiceContext, actor: Actor, file: Buffer): Promise<UploadedImage> {
  const sourceSha256 = createHash('sha256').update(file).digest('hex');
  const known = await repo.findImageBySourceHash(ctx.db, sourceSha256);
  if (known) return { ...known, url: imageUrl(known.id) };

  const image = await prepareImage(file);
  const bytes = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 3 } })
    .webp(WEBP)
    .toBuffer();
  const stored =
    (await repo.insertImage(ctx.db, { sourceSha256, width: image.width, height: image.height, bytes, uploadedBy: actor.id })) ??
    // The same file was stored meanwhile (a double click, another instance).
    (await repo.findImageBySourceHash(ctx.db, sourceSha256));
  return { ...stored!, url: imageUrl(stored!.id) };
}


/** The served width for a requested one: the next rendition width up (the largest if above them all). */
export function renditionWidth(requested: number | undefined): number {
  if (requested === undefined) return DEFAULT_RENDITION_WIDTH;
  return RENDITION_WIDTHS.find((w) => w >= requested) ?? RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!;
}

/** A small LRU of renditions in memory (per database), so popular cards are not read from the database each time. */
class RenditionCache {
  private entries = new Map<string, Buffer>();
  private size = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: Buffer) {
    if (value.length > this.maxBytes / 4 || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.size += value.length;
    for (const [k, v] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(k);
      this.size -= v.length;
    }
  }
}

const caches = new WeakMap<object, RenditionCache>();
const cacheOf = (ctx: ServiceContext) => {
  let cache = caches.get(ctx.database);
  if (!cache) caches.set(ctx.database, (cache = new RenditionCache(32 * 1024 * 1024)));
  return cache;
};

/** The image at `width` (a rendition width), made on first request and kept; undefined for an unknown id. */
export async function getRendition(ctx: ServiceContext, id: string, width: number): Promise<Buffer | undefined> {
  const cache = cacheOf(ctx);
  const key = `${id}:${width}`;
  const hit = cache.get(key);
  if (hit) return hit;

  let bytes = await repo.findVariant(ctx.db, id, width);
  if (!bytes) {
    const image = await repo.findImage(ctx.db, id);
    if (!image) return undefined;
    if (width >= image.width) {
      // Never enlarged: the stored image is this rendition.
      bytes = image.bytes;
    } else {
      bytes = await sharp(image.bytes).resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer();
      await repo.insertVariant(ctx.db, id, width, bytes);
    }
  }
  cache.set(key, bytes);
  return bytes;
}

/**
 * The same rendition as a JPEG, for what refuses WebP (ad platforms' catalogues, some link previews;
 * docs/contract.md §9): made from the WebP rendition, kept in memory only (few are asked for, often).
 */
export async function getJpegRendition(ctx: ServiceContext, id: string, width: number): Promise<Buffer | undefined> {
  const cache = cacheOf(ctx);
  const key = `${id}:${width}:jpeg`;
  const hit = cache.get(key);
  if (hit) return hit;
  const webp = await getRendition(ctx, id, width);
  if (!webp) return undefined;
  const jpeg = await sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  cache.set(key, jpeg);
  return jpeg;
}
