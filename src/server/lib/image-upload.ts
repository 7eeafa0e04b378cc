import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { msg } from '@shared/messages';
import { AppError } from './app-error';
import { IMAGE_MAX_BYTES } from './images';

const e = msg.identify.errors;

/** Multipart for the calling plugin only (encapsulated): one file, at most 10 MB. */
export async function registerImageMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
}

const isTooLarge = (err: unknown) =>
  typeof err === 'object' && err !== null && 'statusCode' in err && (err as { statusCode: unknown }).statusCode === 413;

/**
 * The upload: exactly one file, in the field `field` (`image`, or a receipt's `file`). Over 10 MB is always 413: busboy cuts the file
 * at the limit and flags it `truncated`, but multipart's own check looks at that flag only while
 * chunks are still arriving, so a file whose last chunk was the cut one came back whole-looking and
 * short (a 15.7 MB photo was accepted half the time). The flag and the size are checked once the
 * file has ended. A body busboy cannot read (no boundary, a part cut short) is the client's: 400.
 */
export async function readImageUpload(request: FastifyRequest, field = 'image'): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', e.notMultipart);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw new AppError('BAD_REQUEST', e.noFile);
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', e.tooLarge);
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', e.tooLarge);
    throw new AppError('BAD_REQUEST', msg.errors.malformedMultipart);
  }
}
