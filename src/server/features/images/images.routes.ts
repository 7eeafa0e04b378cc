import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { msg } from '@shared/messages';
import { seedCategories, seedPlants } from '../../db/seed/catalogue.data';
import { AppError } from '../../lib/app-error';
import { CompressedBody, sendBody } from '../../lib/compressed-body';
import { renderCategorySvg, renderPlantSvg } from './plant-art';

/**
 * The illustrations are pure functions of the catalogue data: rendered once, then served from
 * memory, compressed (brotli or gzip, ~3× smaller) once per encoding.
 */
function renderAll<T extends { slug: string }>(items: readonly T[], render: (item: T) => string): Map<string, CompressedBody> {
  return new Map(items.map((item) => [item.slug, new CompressedBody(Buffer.from(render(item)), 'image/svg+xml; charset=utf-8')]));
}

const SlugParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.(svg|jpg)$/) });

/** The JPEG of a drawing: what ad platforms' catalogues and link previews take (they refuse SVG). */
const JPEG_WIDTH = 800;
const toJpeg = (svg: CompressedBody) => sharp(svg.raw).resize(JPEG_WIDTH).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

/**
 * The demo catalogue's own images (docs/contract.md §1: made by the project), cached for a year: the SVG
 * drawing, or `.jpg` its 800 px JPEG (docs/contract.md §9), rendered on first request and kept.
 */
export async function imagesRoutes(app: FastifyInstance) {
  let plants: Map<string, CompressedBody> | undefined;
  let categories: Map<string, CompressedBody> | undefined;
  const jpegs = new Map<CompressedBody, Promise<Buffer>>();

  const send = (images: Map<string, CompressedBody>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const params = SlugParams.safeParse(request.params);
    const [slug, extension] = params.success ? params.data.file.split('.') : [];
    const image = slug ? images.get(slug) : undefined;
    if (!image) throw new AppError('NOT_FOUND', msg.errors.notFound);
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (extension === 'jpg') {
      let jpeg = jpegs.get(image);
      if (!jpeg) jpegs.set(image, (jpeg = toJpeg(image)));
      return reply.type('image/jpeg').send(await jpeg);
    }
    return sendBody(request, reply, image);
  };

  app.get('/images/plants/:file', async (request, reply) => {
    plants ??= renderAll(seedPlants, (p) => renderPlantSvg(p.art, { title: p.name }));
    return send(plants)(request, reply);
  });
  app.get('/images/categories/:file', async (request, reply) => {
    categories ??= renderAll(seedCategories, (c) => renderCategorySvg(c.art, { title: c.name }));
    return send(categories)(request, reply);
  });
}
