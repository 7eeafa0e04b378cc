import type { FastifyInstance } from 'fastify';
import { catalogContract } from '@shared/contracts/catalog';
import { registerCachedRoute } from '../../lib/cached-route';
import { registerRoute } from '../../lib/route';
import { startCatalogCache } from './catalog.cache';
import * as catalog from './catalog.service';
import { actorOf } from '../../plugins/session';

export async function catalogRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const admin = { access: 'admin' as const };

  // Everyone gets the same answer for the same question: served from the catalogue cache.
  const cache = await startCatalogCache(ctx);
  registerCachedRoute(app, catalogContract.listCategories, cache, {
    key: () => 'categories',
    load: async () => ({ value: await catalog.listCategories(ctx) }),
  });
  registerCachedRoute(app, catalogContract.listPlants, cache, {
    key: (request) => `plants:${JSON.stringify(request.query)}`,
    load: async (request) => {
      const { plants, total } = await catalog.listPlants(ctx, request.query);
      return { value: plants, headers: { 'X-Total-Count': String(total) } };
    },
  });
  registerCachedRoute(app, catalogContract.featuredPlants, cache, {
    key: () => 'featured',
    load: async () => ({ value: await catalog.listFeaturedPlants(ctx) }),
  });
  registerCachedRoute(app, catalogContract.getPlant, cache, {
    key: (request) => `plant:${request.params.id}`,
    load: async (request) => ({ value: await catalog.getPlant(ctx, request.params.id) }),
  });

  registerRoute(app, catalogContract.createPlant, admin, async (request) => catalog.createPlant(ctx, actorOf(request), request.body));
  registerRoute(app, catalogContract.updatePlant, admin, async (request) =>
    catalog.updatePlant(ctx, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, catalogContract.deletePlant, admin, async (request) => catalog.deletePlant(ctx, actorOf(request), request.params.id));
  registerRoute(app, catalogContract.setPlantFeatured, admin, async (request) =>
    catalog.setPlantFeatured(ctx, actorOf(request), request.params.plantId, request.body.featured),
  );

  registerRoute(app, catalogContract.createCategory, admin, async (request) => catalog.createCategory(ctx, actorOf(request), request.body));
  registerRoute(app, catalogContract.updateCategory, admin, async (request) =>
    catalog.updateCategory(ctx, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, catalogContract.deleteCategory, admin, async (request) =>
    catalog.deleteCategory(ctx, actorOf(request), request.params.id),
  );
}
