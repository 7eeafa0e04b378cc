import { engineInfo } from '@shared/domain/identify-engines';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { identifyContract } from '@shared/contracts/identify';
import { isSampleThumbWidth } from '@shared/domain/identify-samples';
import { msg } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { readImageUpload, registerImageMultipart } from '../../lib/image-upload';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import { actorOf } from '../../plugins/session';
import { engineSource, getEngineSettings, testEngines, updateEngineSettings } from './identify.admin.service';
import { coverageOf } from './identify.coverage';
import { createEngines, embeddedEngine } from './identify.engines';
import { listSamples, sampleImage, sampleWebp } from './identify.samples';
import * as identify from './identify.service';


const SampleParams = z.object({ file: z.string().regex(/^sample-\d\.(jpg|webp)$/) });
const ThumbQuery = z.object({ w: z.string().regex(/^\d{1,4}$/).transform(Number).refine(isSampleThumbWidth) });

/** POST /api/identify-plant and what goes with it: samples, engines, Save to My Plants, My Plants. */
export async function identifyRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Checks the environment's chain at start-up (IDENTIFY_ENGINES naming an engine without its key
  // is a configuration error); each request then uses the chain with the admin's saved keys.
  const engines = createEngines(ctx.config.identify);
  const currentEngines = engineSource(ctx);

  await registerImageMultipart(app);

  // The embedded engine's index takes a few seconds to build: a listening server starts it at once,
  // not on the first photo (tests, which never listen, build it when they need it).
  if (engines.some((engine) => engineInfo(engine.id).indexesAtStart)) {
    app.addHook('onListen', async () => {
      embeddedEngine()
        .index()
        .catch((err: unknown) => ctx.log.error({ err }, 'embedded identification index could not be built'));
    });
  }

  registerRoute(app, identifyContract.identify, { access: 'public', config: { rateLimit: rateLimits.identify } }, async (request, reply) => {
    const started = performance.now();
    const file = await readImageUpload(request);
    const received = performance.now();
    const timings: Record<string, number> = {};
    try {
      return {
        identification: await identify.identifyPlant(ctx, {
          actor: request.user,
          file,
          // The knowledge base speaks the site's three languages: the reader's, unless the page asks otherwise.
          lang: request.query.lang ?? request.locale,
          tr: request.tr,
          engines: await currentEngines(),
          timings,
        }),
      };
    } finally {
      // Server-side times, on answers and on "not recognised" alike: read = receiving the upload;
      // identify = everything after it (checks, resize, engine, log).
      timings.read = received - started;
      timings.identify = performance.now() - received;
      reply.header('Server-Timing', Object.entries(timings).map(([step, ms]) => `${step};dur=${ms.toFixed(1)}`).join(', '));
    }
  });

  registerRoute(app, identifyContract.engines, { access: 'public' }, async (request) => {
    const engines = await currentEngines();
    const chain = engines.map((engine) => identify.engineInfoOf(engine, request.tr));
    return { active: chain[0]!, chain, coverage: await coverageOf(engines) };
  });

  registerRoute(app, identifyContract.adminSettings, { access: 'admin' }, async (request) => getEngineSettings(ctx, actorOf(request), currentEngines, request.tr));
  registerRoute(app, identifyContract.adminUpdateSettings, { access: 'admin', refuseUnknownFields: msg.trust.settings.unknownSetting }, async (request) =>
    updateEngineSettings(ctx, currentEngines, actorOf(request), request.body, request.tr),
  );
  registerRoute(app, identifyContract.adminTest, { access: 'admin', config: { rateLimit: rateLimits.identify } }, async (request) =>
    testEngines(ctx, actorOf(request), currentEngines, request.tr),
  );

  registerRoute(app, identifyContract.samples, { access: 'public' }, async () => listSamples());

  // The sample's JPEG (what an identification of it receives), or its WebP thumbnail (?w=160|320).
  app.get('/images/samples/:file', async (request, reply) => {
    const params = SampleParams.safeParse(request.params);
    if (!params.success) throw new AppError('NOT_FOUND', msg.errors.notFound);
    const n = Number(params.data.file.match(/\d/)![0]);
    const thumb = params.data.file.endsWith('.webp') ? ThumbQuery.safeParse(request.query) : undefined;
    if (thumb && !thumb.success) throw new AppError('NOT_FOUND', msg.errors.notFound);
    const file = thumb?.success ? sampleWebp(n, thumb.data.w) : sampleImage(n);
    if (!file) throw new AppError('NOT_FOUND', msg.errors.notFound);
    const { body, etag, type } = await file;
    reply.header('Content-Type', type).header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  });

  registerRoute(app, identifyContract.save, { access: 'user' }, async (request) =>
    identify.saveIdentification(ctx, actorOf(request), request.params.id),
  );
  registerRoute(app, identifyContract.unsave, { access: 'user' }, async (request) =>
    identify.unsaveIdentification(ctx, actorOf(request), request.params.id),
  );
  registerRoute(app, identifyContract.myPlants, { access: 'user' }, async (request) =>
    identify.listMyPlants(ctx, actorOf(request)),
  );
}
