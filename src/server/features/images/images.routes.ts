import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '@shared/messages';
import { seedCategories, seedPlants } from '../../db/seed/catalogue.data';
import { AppError } from '../../lib/app-error';
import { renderCategorySvg, renderPlantSvg } from './plant-art';

interface Rendered {
  svg: string;
  etag: string;
}

/** The illustrations are pure functions of the catalogue data: rendered once, then served from memory. */
function renderAll<T extends { slug: string }>(items: readonly T[], render: (item: T) => string): Map<string, Rendered> {
  return new Map(
    items.map((item) => {
      const svg = render(item);
      return [item.slug, { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"` }];
    }),
  );
}

const SlugParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) });

/** The demo catalogue's own images (decisions.md §1: made by the project), cached for a year. */
export async function imagesRoutes(app: FastifyInstance) {
  let plants: Map<string, Rendered> | undefined;
  let categories: Map<string, Rendered> | undefined;

  const send = (images: Map<string, Rendered>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const params = SlugParams.safeParse(request.params);
    const image = params.success ? images.get(params.data.file.slice(0, -'.svg'.length)) : undefined;
    if (!image) throw new AppError('NOT_FOUND', messages.errors.notFound);
    reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return image.svg;
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
