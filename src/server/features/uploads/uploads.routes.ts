import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminContract } from '@shared/contracts/admin';
import { wholeNumber } from '@shared/schemas/fields';
import { msg } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { readImageUpload, registerImageMultipart } from '../../lib/image-upload';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import * as uploads from './uploads.service';


const FileParams = z.object({ file: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|jpg)$/) });
const WidthQuery = z.object({ w: wholeNumber(1, 10_000).optional() });

/**
 * `POST /api/admin/images` (admins) and `GET /images/uploads/{id}.webp?w=` (everyone, cached a year); `.jpg`
 * gives the same picture as a JPEG (docs/contract.md §9).
 */
export async function uploadsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  await registerImageMultipart(app);

  registerRoute(app, adminContract.uploadImage, { access: 'admin' }, async (request) =>
    uploads.uploadImage(ctx, actorOf(request), await readImageUpload(request)),
  );

  app.get('/images/uploads/:file', async (request, reply) => {
    const params = FileParams.safeParse(request.params);
    const query = WidthQuery.safeParse(request.query);
    if (!params.success) throw new AppError('NOT_FOUND', msg.errors.notFound);
    if (!query.success) throw new AppError('BAD_REQUEST', msg.validation.invalidInput);
    const [id = '', extension] = params.data.file.split('.');
    const jpeg = extension === 'jpg';
    const width = uploads.renditionWidth(query.data.w);
    // An uploaded image never changes (a new upload is a new id): its id, width and format are its version.
    const etag = `"${id}-${width}${jpeg ? '-jpeg' : ''}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply.status(304).header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable').send();
    }
    const bytes = await (jpeg ? uploads.getJpegRendition : uploads.getRendition)(ctx, id, width);
    if (!bytes) throw new AppError('NOT_FOUND', msg.admin.errors.imageNotFound);
    return reply
      .header('Content-Type', jpeg ? 'image/jpeg' : 'image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .send(bytes);
  });
}
