import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

const SlugParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) });

/** The demo catalogue's own images (docs/contract.md §1: made by the project), cached for a year. */
export async function imagesRoutes(app: FastifyInstance) {
  let plants: Map<string, CompressedBody> | undefined;
  let categories: Map<string, CompressedBody> | undefined;

  const send = (images: Map<string, CompressedBody>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const params = SlugParams.safeParse(request.params);
    const image = params.success ? images.get(params.data.file.slice(0, -'.svg'.length)) : undefined;
    if (!image) throw new AppError('NOT_FOUND', msg.errors.notFound);
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
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
