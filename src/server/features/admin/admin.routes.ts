import type { FastifyInstance } from 'fastify';
import { adminContract } from '@shared/contracts/admin';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import * as users from '../auth/users.admin.service';
import * as admin from './admin.service';

/** The dashboard's stats, Application Info and user management (every route: 401 visitors, 403 non-admins). */
export async function adminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const guard = { access: 'admin' as const };

  registerRoute(app, adminContract.stats, guard, async (request) => admin.getStats(ctx, actorOf(request), request.tr));
  registerRoute(app, adminContract.appInfo, guard, async (request) => admin.getAppInfo(ctx, actorOf(request), request.tr));

  registerRoute(app, adminContract.listUsers, guard, async (request, reply) => {
    const { users: list, total } = await users.listUsers(ctx, actorOf(request), request.query);
    reply.header('X-Total-Count', String(total));
    return list;
  });
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
