import type { FastifyInstance } from 'fastify';
import { settingsContract } from '@shared/contracts/settings';
import { registerCachedRoute } from '../../lib/cached-route';
import { startCatalogCache } from '../catalog/catalog.cache';
import * as settings from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const cache = await startCatalogCache(ctx);
  // Public (docs/contract.md §2): the only /api/admin/ endpoint visitors may call; admins see more, so
  // only the public answer is cached.
  registerCachedRoute(app, settingsContract.get, cache, {
    key: (request) => (request.user?.role === 'admin' ? null : 'settings:public'),
    load: async (request) => ({ value: await settings.getSettings(ctx, request.user, request.tr) }),
    cacheControl: 'private, no-cache',
  });
}
