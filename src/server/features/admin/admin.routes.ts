import type { FastifyInstance } from 'fastify';
import { adminContract } from '@shared/contracts/admin';
import { registerRoute } from '../../lib/route';
import { actorOf, requireAdmin } from '../../plugins/session';
import * as users from '../auth/users.admin.service';
import * as admin from './admin.service';

/** The dashboard's stats, Application Info and user management (every route: 401 visitors, 403 non-admins). */
export async function adminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const guard = { preHandler: requireAdmin };

  registerRoute(app, adminContract.stats, guard, async () => admin.getStats(ctx));
  registerRoute(app, adminContract.appInfo, guard, async () => admin.getAppInfo(ctx));

  registerRoute(app, adminContract.listUsers, guard, async (request) => users.listUsers(ctx, request.query));
  registerRoute(app, adminContract.createUser, guard, async (request) => users.createUser(ctx, actorOf(request), request.body));
  registerRoute(app, adminContract.updateUser, guard, async (request) =>
    users.updateUser(ctx, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, adminContract.setUserRole, guard, async (request) =>
    users.setUserRole(ctx, actorOf(request), request.params.userId, request.body.role),
  );
  registerRoute(app, adminContract.deleteUser, guard, async (request) =>
    users.deleteUser(ctx, actorOf(request), request.params.id),
  );
}
