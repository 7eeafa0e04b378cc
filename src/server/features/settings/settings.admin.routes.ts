import type { FastifyInstance } from 'fastify';
import { adminContract } from '@shared/contracts/admin';
import { msg } from '@shared/messages';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import { settingsAuditContract } from '@shared/contracts/settings-audit';
import { updateAdminSettings } from './settings.admin.service';
import { listSettingsAudit } from './settings.service';

/** The settings dialog's save (401 visitors, 403 non-admins). Reading stays public: settings.routes.ts. */
export async function settingsAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerRoute(app, adminContract.updateSettings, { access: 'admin', refuseUnknownFields: msg.trust.settings.unknownSetting }, async (request) =>
    updateAdminSettings(ctx, actorOf(request), request.body, request.tr),
  );
  // The owner only: the service refuses other admins (403).
  registerRoute(app, settingsAuditContract.list, { access: 'admin' }, async (request, reply) => {
    const { entries, total } = await listSettingsAudit(ctx, request.user, request.query);
    reply.header('X-Total-Count', String(total));
    return entries;
  });
}
