import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploadedImages, uploadedImageVariants } from '../../db/schema';

export interface StoredImageInfo {
  id: string;
  width: number;
  height: number;
  bytes: number;
}

const infoColumns = {
  id: uploadedImages.id,
  width: uploadedImages.width,
  height: uploadedImages.height,
};

export async function findImageBySourceHash(db: Executor, sourceSha256: string): Promise<StoredImageInfo | undefined> {
  const [row] = await db
    .select({ ...infoColumns, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.sourceSha256, sourceSha256));
  return row && { id: row.id, width: row.width, height: row.height, bytes: row.bytes.length };
}

/** Stores an image; undefined when the same upload (same source hash) is already stored. */
export async function insertImage(
  db: Executor,
  values: { sourceSha256: string; width: number; height: number; bytes: Buffer; uploadedBy: string | null },
): Promise<StoredImageInfo | undefined> {
  const [row] = await db
    .insert(uploadedImages)
    .values({ ...values, contentType: 'image/webp' })
    .onConflictDoNothing({ target: uploadedImages.sourceSha256 })
    .returning(infoColumns);
  return row && { ...row, bytes: values.bytes.length };
}

export async function findImage(db: Executor, id: string): Promise<{ width: number; height: number; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ width: uploadedImages.width, height: uploadedImages.height, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id));
  return row;
}

export async function findVariant(db: Executor, imageId: string, width: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: uploadedImageVariants.bytes })
    .from(uploadedImageVariants)
    .where(and(eq(uploadedImageVariants.imageId, imageId), eq(uploadedImageVariants.width, width)));
  return row?.bytes;
}

/** Keeps a rendition; when two instances made it at once, the first one stays. */
export async function insertVariant(db: Executor, imageId: string, width: number, bytes: Buffer): Promise<void> {
  await db.insert(uploadedImageVariants).values({ imageId, width, bytes }).onConflictDoNothing();
}
