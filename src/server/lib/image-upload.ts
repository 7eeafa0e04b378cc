import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { msg, type Text } from '@shared/messages';
import { AppError } from './app-error';
import { IMAGE_MAX_BYTES } from './images';

const e = msg.identify.errors;

/** Multipart for the calling plugin only (encapsulated): one file, at most `maxBytes` (10 MB for a picture). */
export async function registerImageMultipart(app: FastifyInstance, maxBytes = IMAGE_MAX_BYTES) {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
}

const isTooLarge = (err: unknown) =>
  typeof err === 'object' && err !== null && 'statusCode' in err && (err as { statusCode: unknown }).statusCode === 413;

/** Which upload a route reads, and the words of its refusals. */
export interface UploadRules {
  field: string;
  maxBytes: number;
  notMultipart: Text;
  noFile: Text;
  tooLarge: Text;
}

/**
 * The upload: exactly one file, in the field `rules.field`. Over the limit is always 413: busboy cuts the file
 * at the limit and flags it `truncated`, but multipart's own check looks at that flag only while
 * chunks are still arriving, so a file whose last chunk was the cut one came back whole-looking and
 * short (a 15.7 MB photo was accepted half the time). The flag and the size are checked once the
 * file has ended. A body busboy cannot read (no boundary, a part cut short) is the client's: 400.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.notMultipart);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== rules.field) throw new AppError('BAD_REQUEST', rules.noFile);
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > rules.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
    throw new AppError('BAD_REQUEST', msg.errors.malformedMultipart);
  }
}

/** A picture (`image`, or a receipt's `file`), at most 10 MB. */
export const readImageUpload = (request: FastifyRequest, field = 'image'): Promise<Buffer> =>
  readUpload(request, { field, maxBytes: IMAGE_MAX_BYTES, notMultipart: e.notMultipart, noFile: e.noFile, tooLarge: e.tooLarge });
