import type { FastifyInstance } from 'fastify';
import { careContract } from '@shared/contracts/care';
import { msg } from '@shared/messages';
import { acceptHtmlForms } from '../../lib/html-form';
import { readImageUpload, registerImageMultipart } from '../../lib/image-upload';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import { careSpeciesList } from './care.species';
import * as care from './care.service';
import * as reminders from './care.reminders';
import { diagnosePlant } from './care.diagnose';
import * as digest from './care.digest';
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

  await app.register(weeklyEmailRoutes);

  // The reminder sweep runs in every instance of a listening server (tests call sweepReminders themselves).
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => {
    stop = reminders.startReminderWorker(ctx, ctx.config.care.reminderFromHour);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

/**
 * The weekly e-mail's unsubscribe link, for anyone holding it (no session: docs/decisions/027-plant-care.md).
 * Its own plugin, so the form-encoded body of a mail client's one-click POST (RFC 8058) is parsed here only.
 */
async function weeklyEmailRoutes(app: FastifyInstance) {
  const { ctx } = app;
  acceptHtmlForms(app, 1024);
  // A public form's limit: the token cannot be guessed (256-bit secret), this only keeps a script from hammering the database.
  const open = { access: 'public' as const, config: { rateLimit: rateLimits.publicForm } };
  registerRoute(app, careContract.weeklyEmailStatus, open, async (request) => digest.weeklyEmailByToken(ctx, request.query.token));
  registerRoute(app, careContract.weeklyEmailUnsubscribe, open, async (request) => digest.unsubscribeByToken(ctx, request.query.token));
}
