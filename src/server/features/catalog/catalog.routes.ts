import type { FastifyInstance } from 'fastify';
import { catalogContract } from '@shared/contracts/catalog';
import { registerRoute } from '../../lib/route';
import * as catalog from './catalog.service';

export async function catalogRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const admin = { access: 'admin' as const };

  registerRoute(app, catalogContract.listCategories, {}, async () => catalog.listCategories(ctx));
  registerRoute(app, catalogContract.listPlants, {}, async (request, reply) => {
    const { plants, total } = await catalog.listPlants(ctx, request.query);
    reply.header('X-Total-Count', String(total));
    return plants;
  });
  registerRoute(app, catalogContract.featuredPlants, {}, async () => catalog.listFeaturedPlants(ctx));
  registerRoute(app, catalogContract.getPlant, {}, async (request) => catalog.getPlant(ctx, request.params.id));

  registerRoute(app, catalogContract.createPlant, admin, async (request) => catalog.createPlant(ctx, request.body));
  registerRoute(app, catalogContract.updatePlant, admin, async (request) =>
    catalog.updatePlant(ctx, request.params.id, request.body),
  );
  registerRoute(app, catalogContract.deletePlant, admin, async (request) => catalog.deletePlant(ctx, request.params.id));
  registerRoute(app, catalogContract.setPlantFeatured, admin, async (request) =>
    catalog.setPlantFeatured(ctx, request.params.plantId, request.body.featured),
  );

  registerRoute(app, catalogContract.createCategory, admin, async (request) => catalog.createCategory(ctx, request.body));
  registerRoute(app, catalogContract.updateCategory, admin, async (request) =>
    catalog.updateCategory(ctx, request.params.id, request.body),
  );
  registerRoute(app, catalogContract.deleteCategory, admin, async (request) =>
    catalog.deleteCategory(ctx, request.params.id),
  );
}
