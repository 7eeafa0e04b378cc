import type { FastifyInstance } from 'fastify';
import { addressesContract as c } from '@shared/contracts/addresses';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import * as addresses from './addresses.service';

/** The signed-in customer's address book (issue 29); 401 for visitors, someone else's address is 404. */
export async function addressesRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = { access: 'user' as const };
  registerRoute(app, c.list, user, async (request) => addresses.listAddresses(ctx, actorOf(request)));
  registerRoute(app, c.create, user, async (request) => addresses.addAddress(ctx, actorOf(request), request.body));
  registerRoute(app, c.update, user, async (request) => addresses.updateAddress(ctx, actorOf(request), request.params.id, request.body));
  registerRoute(app, c.remove, user, async (request) => addresses.removeAddress(ctx, actorOf(request), request.params.id));
}
