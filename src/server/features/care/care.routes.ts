import type { FastifyInstance } from 'fastify';
import { careContract } from '@shared/contracts/care';
import { msg } from '@shared/messages';
import { readImageUpload, registerImageMultipart } from '../../lib/image-upload';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import { careSpeciesList } from './care.species';
import * as care from './care.service';
import * as reminders from './care.reminders';
import { diagnosePlant } from './care.diagnose';
import { rateLimits } from '../../plugins/rate-limit';

/** My Plants as a garden (docs/contract.md §10): the signed-in customer's own plants and care plans. */
export async function careRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = { access: 'user' as const };
  await registerImageMultipart(app);

  registerRoute(app, careContract.garden, user, async (request) => care.getGarden(ctx, actorOf(request)));
  registerRoute(app, careContract.addPlant, user, async (request) => care.addOwnPlant(ctx, actorOf(request), request.body, request.locale));
  registerRoute(app, careContract.updatePlant, user, async (request) =>
    care.updatePlant(ctx, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, careContract.removePlant, user, async (request) => care.removePlant(ctx, actorOf(request), request.params.id));
  registerRoute(app, careContract.done, user, async (request) => care.markTaskDone(ctx, actorOf(request), request.params.id, request.body.task));
  registerRoute(app, careContract.photo, user, async (request) =>
    care.setPhoto(ctx, actorOf(request), request.params.id, await readImageUpload(request)),
  );
  registerRoute(app, careContract.settings, { ...user, refuseUnknownFields: msg.trust.settings.unknownSetting }, async (request) => care.updateSettings(ctx, actorOf(request), request.body, request.locale));
  registerRoute(app, careContract.species, user, async (request) => careSpeciesList(request.locale));

  registerRoute(app, careContract.vapidKey, user, async () => reminders.vapidPublicKey(ctx));
  registerRoute(app, careContract.subscriptions, user, async (request) => reminders.listSubscriptions(ctx, actorOf(request)));
  registerRoute(app, careContract.subscribe, user, async (request) => reminders.subscribe(ctx, actorOf(request), request.body, request.locale));
  registerRoute(app, careContract.unsubscribe, user, async (request) => reminders.unsubscribe(ctx, actorOf(request), request.params.id));

  // Public like identification (a visitor may ask), rate-limited like it: each call spends a Plant.id credit.
  registerRoute(app, careContract.diagnose, { access: 'public', config: { rateLimit: rateLimits.identify } }, async (request) =>
    diagnosePlant(ctx, await readImageUpload(request), request.locale),
  );

  // The reminder sweep runs in every instance of a listening server (tests call sweepReminders themselves).
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => {
    stop = reminders.startReminderWorker(ctx, ctx.config.care.reminderFromHour);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
