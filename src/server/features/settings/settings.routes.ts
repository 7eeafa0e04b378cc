import type { FastifyInstance } from 'fastify';
import { settingsContract } from '@shared/contracts/settings';
import { registerRoute } from '../../lib/route';
import * as settings from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Public (decisions.md §2): the only /api/admin/ endpoint visitors may call; admins see more.
  registerRoute(app, settingsContract.get, {}, async (request) => settings.getSettings(ctx, request.user));
}
