import type { FastifyInstance } from 'fastify';
import { outboxContract } from '@shared/contracts/outbox';
import { registerRoute } from '../../lib/route';
import * as outbox from './outbox.service';
import { actorOf } from '../../plugins/session';

export async function outboxRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerRoute(app, outboxContract.list, { access: 'admin' }, async (request) => outbox.listOutbox(ctx, actorOf(request)));

  // The retry worker lives as long as the app: started when it is ready, stopped (and drained) on close.
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = outbox.startOutboxWorker(ctx);
  });
  app.addHook('onClose', async () => {
    await stop?.();
    await outbox.drainDeliveries();
  });
}
