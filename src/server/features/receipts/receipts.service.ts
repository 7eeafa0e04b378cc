import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { takesReceipt, transferExpected } from '@shared/domain/payment-methods';
import { msg } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { orderReceipts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { IMAGE_MAX_BYTES, prepareImage, sniffImageType, type ImageType } from '../../lib/images';
import type { Actor } from '../auth/auth.service';
import { mayReadOrder } from '../auth/access-policy';
import { findOrder } from '../orders/orders.repository';
import { activeContentOf } from './pdf-content';

/*
 * The receipt of a transfer (bank or CCP; docs/contract.md §4): the order's customer sends a photo or a PDF
 * from the order page while its money is expected, the owner opens it on the order desk and marks the
 * order paid. One per order: a second replaces the first.
 */

const r = msg.checkout.order.receipt;
export interface ReceiptInfo {
  uploadedAt: string;
  contentType: string;
}

/** A PDF starts with `%PDF-` (ISO 32000). */
const isPdf = (file: Buffer) => file.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * The photos the contract takes (docs/contract.md §4: JPEG, PNG, WebP — or a PDF), by their bytes. GIF, TIFF,
 * AVIF and HEIF/HEIC, which the identification accepts, are refused here with the list of what is taken:
 * an iPhone's HEIC arrives as JPEG anyway, Safari converting it for a file field that asks for JPEG.
 */
const RECEIPT_PHOTOS: readonly ImageType[] = ['jpeg', 'png', 'webp'];
const isReceiptPhoto = (file: Buffer) => {
  const type = sniffImageType(file);
  return type !== undefined && RECEIPT_PHOTOS.includes(type);
};

/** 409 unless the order waits for a transfer (`transferExpected`), with the reason in the reader's words. */
function refuseUnlessExpected(order: { paymentMethod: string; paymentStatus: string; orderStatus: string }) {
  if (!takesReceipt(order.paymentMethod)) throw new AppError('CONFLICT', r.onlyTransfers);
  if (transferExpected(order)) return;
  if (order.orderStatus === 'cancelled') throw new AppError('CONFLICT', r.cancelled);
  if (order.orderStatus === 'returned') throw new AppError('CONFLICT', r.returned);
  throw new AppError('CONFLICT', r.paid);
}

/** The order, if `actor` is its customer or an admin; 404 otherwise (another customer learns nothing). */
async function readableOrder(ctx: ServiceContext, actor: Actor, id: string) {
  const order = await findOrder(ctx.db, id);
  if (!order || !mayReadOrder(actor, order)) throw new AppError('NOT_FOUND', msg.checkout.errors.orderNotFound);
  return order;
}

/**
 * `POST /api/orders/:id/receipt`: 404 for someone else's order, 409 unless a transfer order whose money is
 * still expected — unpaid, confirmed or not, neither cancelled nor returned (each refusal says why) —, then
 * the file is read (`readFile`: 413 over 10 MB); 415 unless a JPEG, PNG or WebP photo or a PDF. A photo is
 * re-encoded to WebP from its pixels (EXIF and GPS left behind), a PDF kept as sent — 422 when it carries
 * scripts, automatic actions or attached files (`activeContentOf`).
 */
export async function uploadReceipt(ctx: ServiceContext, actor: Actor, id: string, readFile: () => Promise<Buffer>): Promise<ReceiptInfo> {
  const order = await readableOrder(ctx, actor, id);
  refuseUnlessExpected(order);
  const file = await readFile();
  let stored: { contentType: string; bytes: Buffer };
  if (isPdf(file) && file.length <= IMAGE_MAX_BYTES) {
    // The owner opens it on the order desk: nothing in it may act (issue 37). Refused rather than rewritten,
    // so the stored file is byte for byte the bank's (docs/decisions/028-trust-third-round.md).
    const active = await activeContentOf(file);
    if (active) {
      ctx.log.warn({ orderId: id, found: active }, 'PDF receipt refused: active content');
      throw new AppError('UNPROCESSABLE', r.activePdf);
    }
    stored = { contentType: 'application/pdf', bytes: file };
  } else if (isReceiptPhoto(file)) {
    const image = await prepareImage(file);
    // From its pixels: the photo's metadata (the phone, the place) is not carried over. Legible at 1280 px.
    const bytes = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 3 } })
      .webp({ quality: 85 })
      .toBuffer();
    stored = { contentType: 'image/webp', bytes };
  } else throw new AppError('UNSUPPORTED_MEDIA_TYPE', r.wrongType);
  const [row] = await ctx.db
    .insert(orderReceipts)
    .values({ orderId: id, ...stored })
    .onConflictDoUpdate({ target: orderReceipts.orderId, set: { ...stored, uploadedAt: sql`now()` } })
    .returning({ uploadedAt: orderReceipts.uploadedAt, contentType: orderReceipts.contentType });
  return { uploadedAt: row!.uploadedAt.toISOString(), contentType: row!.contentType };
}

/** `GET /api/orders/:id/receipt`: the file, for the order's customer and admins; 404 without one. */
export async function readReceipt(ctx: ServiceContext, actor: Actor, id: string): Promise<{ contentType: string; bytes: Buffer }> {
  await readableOrder(ctx, actor, id);
  const [row] = await ctx.db.select().from(orderReceipts).where(inArray(orderReceipts.orderId, [id]));
  if (!row) throw new AppError('NOT_FOUND', r.none);
  return { contentType: row.contentType, bytes: row.bytes };
}

/** Whether and when each order got its receipt, in one query (the order lists). */
export async function receiptsOf(db: Executor, orderIds: readonly string[]): Promise<Map<string, ReceiptInfo>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderReceipts.orderId, uploadedAt: orderReceipts.uploadedAt, contentType: orderReceipts.contentType })
    .from(orderReceipts)
    .where(inArray(orderReceipts.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, { uploadedAt: row.uploadedAt.toISOString(), contentType: row.contentType }]));
}
