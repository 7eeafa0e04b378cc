import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { adminContract } from '@shared/contracts/admin';
import { messages } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { IMAGE_MAX_BYTES } from '../../lib/images';
import { registerRoute } from '../../lib/route';
import { actorOf, requireAdmin } from '../../plugins/session';
import * as uploads from './uploads.service';

const e = messages.identify.errors;

/** The upload: exactly one file, in the field `image`. Too large: 413 (multipart's own error). */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', e.notMultipart);
  const part = await request.file();
  if (!part || part.fieldname !== 'image') throw new AppError('BAD_REQUEST', e.noFile);
  return part.toBuffer();
}

const FileParams = z.object({ file: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/) });
const WidthQuery = z.object({ w: z.coerce.number().int().min(1).max(10_000).optional() });

/** `POST /api/admin/images` (admins) and `GET /images/uploads/{id}.webp?w=` (everyone, cached a year). */
export async function uploadsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // Multipart only in this plugin (encapsulated): one file, at most 10 MB.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  registerRoute(app, adminContract.uploadImage, { preHandler: requireAdmin }, async (request) =>
    uploads.uploadImage(ctx, actorOf(request), await readImage(request)),
  );

  app.get('/images/uploads/:file', async (request, reply) => {
    const params = FileParams.safeParse(request.params);
    const query = WidthQuery.safeParse(request.query);
    if (!params.success) throw new AppError('NOT_FOUND', messages.errors.notFound);
    if (!query.success) throw new AppError('BAD_REQUEST', messages.validation.invalidInput);
    const id = params.data.file.slice(0, -'.webp'.length);
    const width = uploads.renditionWidth(query.data.w);
    // An uploaded image never changes (a new upload is a new id): its id and width are its version.
    const etag = `"${id}-${width}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply.status(304).header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable').send();
    }
    const bytes = await uploads.getRendition(ctx, id, width);
    if (!bytes) throw new AppError('NOT_FOUND', messages.admin.errors.imageNotFound);
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .send(bytes);
  });
}
