import type { FastifyInstance } from 'fastify';
import { adminContract } from '@shared/contracts/admin';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import { updateAdminSettings } from './settings.admin.service';

/** The settings dialog's save (401 visitors, 403 non-admins). Reading stays public: settings.routes.ts. */
export async function settingsAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerRoute(app, adminContract.updateSettings, { access: 'admin' }, async (request) =>
    updateAdminSettings(ctx, actorOf(request), request.body, request.tr),
  );
}
