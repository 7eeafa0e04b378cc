import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { ServiceContext } from './context';
import type { Database } from './db/client';
import { adminRoutes } from './features/admin/admin.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { countingVisits } from './features/analytics/page-visits';
import { authRoutes } from './features/auth/auth.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { checkoutRoutes } from './features/checkout/checkout.routes';
import { expressRoutes } from './features/checkout/express.routes';
import { orderSourcePlugin } from './features/checkout/order-source.plugin';
import { chatRoutes } from './features/chat/chat.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { couponsRoutes } from './features/coupons/coupons.routes';
import { identifyRoutes } from './features/identify/identify.routes';
import { imagesRoutes } from './features/images/images.routes';
import { figuresRoutes } from './features/figures/figures.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { orderDeskRoutes } from './features/order-desk/order-desk.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { conversionsRoutes } from './features/conversions/conversions.routes';
import { shipmentsRoutes } from './features/shipments/shipments.routes';
import { settingsAdminRoutes } from './features/settings/settings.admin.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { pwaRoutes } from './features/pwa/pwa.routes';
import { feedsRoutes } from './features/feeds/feeds.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { builtRenderer, loadPageRenderer } from './features/seo/page-renderer';
import { indexPage } from './features/seo/seo.service';
import { shippingRoutes } from './features/shipping/shipping.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { careRoutes } from './features/care/care.routes';
import { addressesRoutes } from './features/addresses/addresses.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { MemoryStore, type SharedStore } from './lib/shared-store';
import { errorHandlerPlugin } from './plugins/error-handler';
import { localePlugin } from './plugins/locale';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticClientPlugin } from './plugins/static-client';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServiceContext;
    /** Every route registered, as `METHOD /path` (HEAD twins left out): the authorization matrix and the fuzzing walk it. */
    routeTable: { method: string; url: string; schema: FastifySchema | undefined }[];
  }
}

export interface AppDeps {
  database: Database;
  /** State shared by every instance (Redis with REDIS_URL); in process when omitted. Closed by its creator. */
  store?: SharedStore;
  /** The built web client's folder (default `dist/client`); tests give one of their own. */
  clientRoot?: string;
  /** The built page renderer (default `dist/ssr/entry-server.js`, used when present); null: none. */
  pageRenderer?: string | null;
  /** The clock the renderer's time budget is counted with (tests give one they move). */
  renderClock?: { now(): number };
}

/** Builds the whole app as a plugin tree. It never listens: main.ts does, tests use `inject`. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const store = deps.store ?? new MemoryStore();
  app.decorate('ctx', { db: deps.database.db, database: deps.database, store, config, log: app.log });

  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, schema: route.schema });
  });

  await app.register(errorHandlerPlugin);
  await app.register(localePlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(sessionPlugin);
  await app.register(orderSourcePlugin);

  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(wishlistRoutes);
  await app.register(addressesRoutes);
  await app.register(newsletterRoutes);
  await app.register(figuresRoutes);
  await app.register(contactRoutes);
  await app.register(imagesRoutes);
  await app.register(identifyRoutes);
  await app.register(settingsRoutes);
  await app.register(ordersRoutes);
  await app.register(checkoutRoutes);
  await app.register(expressRoutes);
  await app.register(couponsRoutes);
  await app.register(shippingRoutes);
  await app.register(outboxRoutes);
  await app.register(conversionsRoutes);
  await app.register(adminRoutes);
  await app.register(analyticsRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(orderDeskRoutes);
  await app.register(reviewsRoutes);
  await app.register(shipmentsRoutes);
  await app.register(uploadsRoutes);
  await app.register(chatRoutes);
  await app.register(careRoutes);

  await app.register(seoRoutes);
  await app.register(feedsRoutes);
  await app.register(pwaRoutes);
  const renderer = await loadPageRenderer(app, deps.pageRenderer === undefined ? builtRenderer : deps.pageRenderer, deps.renderClock);
  await app.register(staticClientPlugin, {
    ...(deps.clientRoot ? { root: deps.clientRoot } : {}),
    renderIndex: countingVisits(app.ctx, (request, client) => indexPage(app.ctx, request, client, renderer)),
  });
  return app;
}
