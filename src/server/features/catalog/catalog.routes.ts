import type { FastifyInstance } from 'fastify';
import { catalogContract } from '@shared/contracts/catalog';
import { catalogSheetContract as sheet, PLANT_SHEET_MAX_BYTES } from '@shared/contracts/catalog-sheet';
import { msg } from '@shared/messages';
import { readUpload, registerImageMultipart } from '../../lib/image-upload';
import { registerCachedRoute } from '../../lib/cached-route';
import { registerRoute, requireAdmin } from '../../lib/route';
import { startCatalogCache } from './catalog.cache';
import * as catalog from './catalog.service';
import { exportPlantsCsv, importPlantsCsv } from './catalog-sheet.service';
import { actorOf } from '../../plugins/session';
import { sendCsvFile } from '../../lib/csv-file';

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

  // The catalogue in a spreadsheet (docs/contract.md §8). The export is not JSON: registered by hand, with
  // the guard at onRequest like registerRoute's, then the service's own check.
  app.route({
    method: sheet.exportCsv.method,
    url: sheet.exportCsv.path,
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      return sendCsvFile(reply, 'plants', await exportPlantsCsv(ctx, actorOf(request)));
    },
  });
  await registerImageMultipart(app, PLANT_SHEET_MAX_BYTES);
  const e = msg.catalogSheet;
  registerRoute(app, sheet.importCsv, admin, async (request) =>
    importPlantsCsv(ctx, actorOf(request), () => readUpload(request, { field: 'file', maxBytes: PLANT_SHEET_MAX_BYTES, notMultipart: e.noFile, noFile: e.noFile, tooLarge: e.tooLarge }), {
      dryRun: request.query.dryRun === '1',
      tr: request.tr,
    }),
  );
}
