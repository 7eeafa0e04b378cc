import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '@shared/messages';
import { createCategory, createPlant } from '../../../tests/factories/catalog';
import { orderPayload } from '../../../tests/factories/orders';
import { buildTestApp, Client, OTHER_ADMIN, ownerAndAdmin, signUp, TEST_ADMIN, type TestApp } from '../../../tests/helpers/test-app';
import { contactMessages, settings as settingsTable, uploadedImages, users as usersTable } from '../db/schema';
import { toActor, type Actor } from '../features/auth/auth.service';
import * as admin from '../features/admin/admin.service';
import * as analytics from '../features/analytics/analytics.service';
import * as expressOrders from '../features/checkout/express.service';
import * as users from '../features/auth/users.admin.service';
import * as catalog from '../features/catalog/catalog.service';
import * as catalogSheet from '../features/catalog/catalog-sheet.service';
import * as contact from '../features/contact/contact.service';
import * as engines from '../features/identify/identify.admin.service';
import * as conversions from '../features/conversions/conversions.admin.service';
import * as newsletter from '../features/newsletter/newsletter.service';
import * as confirmation from '../features/order-desk/confirmation.service';
import * as desk from '../features/order-desk/order-desk.service';
import * as outbox from '../features/outbox/outbox.service';
import * as reviews from '../features/reviews/reviews.service';
import * as adminSettings from '../features/settings/settings.admin.service';
import * as settings from '../features/settings/settings.service';
import * as couriers from '../features/shipments/courier-settings.service';
import { courierFees, importCourierFees } from '../features/shipments/courier-fees.service';
import { courierFigures } from '../features/shipments/courier-figures.service';
import { pollNow } from '../features/shipments/courier-poller.service';
import { labelsPdf } from '../features/shipments/parcel-labels.service';
import { createShipments } from '../features/shipments/shipments.service';
import * as coupons from '../features/coupons/coupons.service';
import * as shipping from '../features/shipping/shipping.service';
import * as uploads from '../features/uploads/uploads.service';
import { AppError } from '../lib/app-error';
import { ADMIN, OWNER, RULES } from './route-rules';

/**
 * Issue 25 item 5 (docs/contract.md §2, docs/style.md "Access inside the service"): a route's `access` is the
 * first gate, not the only one. Every admin service checks the actor itself (access-policy.ts), so a
 * future route or job that forgets its guard still cannot let a customer in. Called here directly,
 * with a signed-in customer's actor and real data (so that, without its check, each call would do
 * its work), each one refuses with 403 and changes nothing.
 *
 * Which services: the one behind every admin or owner route of `route-rules.ts` (a new admin route
 * without a line here fails), the services those call that take an actor themselves, and every
 * exported function of every `*.admin.service.ts` (a new one without a line here fails).
 */

type Ctx = TestApp['app']['ctx'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's signature: (ctx, ...its own arguments)
type Service = (ctx: Ctx, ...args: any[]) => Promise<unknown>;
interface Call {
  service: Service;
  run: (ctx: Ctx) => Promise<unknown>;
}
/** `service` called with `args` (typed against its own signature). */
const call = <A extends unknown[]>(service: (ctx: Ctx, ...args: A) => Promise<unknown>, ...args: A): Call => ({ service, run: (ctx) => service(ctx, ...args) });

let t: TestApp;
let customer: Actor;
let peerAdmin: Actor;
/** A real customer, a real order, plant, category and message: what the calls would change. */
let f: { target: string; targetName: string; order: string; plant: number; category: number; message: number; image: Buffer; siteDescription: string };

beforeAll(async () => {
  t = await buildTestApp({ catalogue: false, env: { LOGIN_DELAY_MS: '0' } });
  const db = t.app.ctx.db;
  await ownerAndAdmin(t.app);
  const shopper = new Client(t.app);
  await signUp(shopper, { email: 'amina@example.dz' });
  await signUp(new Client(t.app), { email: 'target@example.dz', firstName: 'Yacine' });
  const byEmail = async (email: string) => (await db.select().from(usersTable).where(eq(usersTable.email, email)))[0]!;
  customer = toActor(await byEmail('amina@example.dz'), TEST_ADMIN.email);
  peerAdmin = toActor(await byEmail(OTHER_ADMIN.email), TEST_ADMIN.email);
  const category = await createCategory(db, { name: 'Garden' });
  const fern = await createPlant(db, { name: 'Fern', categoryId: category.id, priceCentimes: 150_000, stock: 50 });
  const order = (await shopper.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }]))).json() as { id: string };
  const [message] = await db.insert(contactMessages).values({ name: 'N', email: 'n@example.dz', subject: 'S', message: 'M' }).returning();
  const [row] = await db.select().from(settingsTable);
  f = {
    target: (await byEmail('target@example.dz')).id,
    targetName: 'Yacine',
    order: order.id,
    plant: fern.id,
    category: category.id,
    message: message!.id,
    image: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2c5' } }).png().toBuffer(),
    siteDescription: row!.siteDescription,
  };
});
afterAll(() => t.close());

const page = { page: 1, pageSize: 10 } as never;
const noEngines = async () => [];

/** The service behind each admin or owner route, as that route calls it (with a customer's actor). */
const BY_ROUTE: Record<string, () => Call> = {
  'GET /api/admin/stats': () => call(admin.getStats, customer, english),
  'GET /api/admin/app-info': () => call(admin.getAppInfo, customer, english),
  'GET /api/admin/users': () => call(users.listUsers, customer, page),
  'POST /api/admin/users': () => call(users.createUser, customer, { email: 'new@example.dz', password: 'secret123', firstName: 'N', lastName: 'U', role: 'user' }),
  'PATCH /api/admin/users/:id': () => call(users.updateUser, customer, f.target, { email: 'taken-over@example.dz', firstName: 'X', lastName: 'Y', password: 'attacker-pass' }),
  'PATCH /api/admin/users/:userId/role': () => call(users.setUserRole, customer, f.target, 'admin'),
  'DELETE /api/admin/users/:id': () => call(users.deleteUser, customer, f.target),
  'PATCH /api/admin/settings': () => call(adminSettings.updateAdminSettings, customer, { siteDescription: 'Changed by a customer' } as never, english),
  'GET /api/admin/audit': () => call(settings.listSettingsAudit, customer, { page: 1, pageSize: 200 }),
  'POST /api/admin/images': () => call(uploads.uploadImage, customer, f.image),

  'POST /api/plants': () => call(catalog.createPlant, customer, { name: 'x' } as never),
  'GET /api/admin/plants.csv': () => call(catalogSheet.exportPlantsCsv, customer),
  'POST /api/admin/plants/import': () => call(catalogSheet.importPlantsCsv, customer, async () => Buffer.from(`id,price\n${f.plant},1.00\n`), { dryRun: false, tr: english }),
  'PATCH /api/plants/:id': () => call(catalog.updatePlant, customer, f.plant, { name: 'x' } as never),
  'DELETE /api/plants/:id': () => call(catalog.deletePlant, customer, f.plant),
  'PATCH /api/plants/:plantId/featured': () => call(catalog.setPlantFeatured, customer, f.plant, true),
  'POST /api/categories': () => call(catalog.createCategory, customer, { name: 'x' } as never),
  'PATCH /api/categories/:id': () => call(catalog.updateCategory, customer, f.category, { name: 'x' } as never),
  'DELETE /api/categories/:id': () => call(catalog.deleteCategory, customer, f.category),

  'GET /api/admin/newsletter-subscribers': () => call(newsletter.listSubscribers, customer, page),
  'GET /api/admin/contact-messages': () => call(contact.listMessages, customer, page),
  'PATCH /api/admin/contact-messages/:id': () => call(contact.markRead, customer, f.message, true),
  'GET /api/admin/identify': () => call(engines.getEngineSettings, customer, noEngines, english),
  'PATCH /api/admin/identify': () => call(engines.updateEngineSettings, noEngines, customer, {}, english),
  'POST /api/admin/identify/test': () => call(engines.testEngines, customer, noEngines, english),
  'GET /api/admin/outbox': () => call(outbox.listOutbox, customer),
  'GET /api/admin/conversions': () => call(conversions.getConversionSettings, customer),
  'PATCH /api/admin/conversions': () => call(conversions.updateConversionSettings, customer, { metaPixelId: '123456789012345' }, english),
  'POST /api/admin/conversions/test': () => call(conversions.testConversion, customer, 'meta', { ip: null, userAgent: null, fbc: null, fbp: null, ttclid: null, ttp: null, url: null }, english),

  'PATCH /api/orders/:id': () => call(desk.setOrderStatus, customer, f.order, 'cancelled', 'No stock'),
  'GET /api/admin/orders': () => call(desk.listOrders, customer, page),
  'GET /api/admin/orders.csv': () => call(desk.exportOrdersCsv, customer, {} as never, english),
  'GET /api/admin/orders/:id': () => call(desk.getOrderDetail, customer, f.order),
  'POST /api/admin/orders/:id/confirm': () => call(desk.confirmOrder, customer, f.order, {}),
  'POST /api/admin/orders/:id/mark-paid': () => call(desk.markOrderPaid, customer, f.order, {}),
  'POST /api/admin/orders/:id/ship': () => call(desk.shipOrder, customer, f.order, { carrier: 'Yalidine', trackingNumber: 'YAL-1' } as never),
  'POST /api/admin/orders/:id/deliver': () => call(desk.deliverOrder, customer, f.order, {}),
  'POST /api/admin/orders/:id/cancel': () => call(desk.cancelOrder, customer, f.order, { reason: 'No stock' }),
  'POST /api/admin/orders/:id/notes': () => call(desk.addOrderNote, customer, f.order, { note: 'x' }),
  'GET /api/admin/confirmations': () => call(confirmation.listQueue, customer),
  'GET /api/admin/orders/drafts': () => call(expressOrders.listDrafts, customer),
  'GET /api/admin/coupons': () => call(coupons.listCoupons, customer),
  'POST /api/admin/coupons': () => call(coupons.createCoupon, customer, { code: 'BY-CUSTOMER', kind: 'percent', value: 50, minSubtotal: 0, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, firstOrderOnly: false, active: true }),
  'PATCH /api/admin/coupons/:id': () => call(coupons.updateCoupon, customer, 1, { active: true }),
  'DELETE /api/admin/coupons/:id': () => call(coupons.deleteCoupon, customer, 1),
  'DELETE /api/admin/orders/drafts/:id': () => call(expressOrders.deleteDraft, customer, '00000000-0000-4000-8000-000000000000'),
  'POST /api/admin/orders/:id/calls': () => call(confirmation.recordCall, customer, f.order, { outcome: 'no_answer' }),
  'PUT /api/admin/blocked-phones': () => call(confirmation.setPhoneBlocked, customer, { phone: '+213550123456', blocked: true }),

  'PUT /api/admin/shipping-rates': () => call(shipping.updateRates, customer, []),
  'POST /api/admin/shipments': () => call(createShipments, customer, { orderIds: [f.order], courier: 'yalidine' } as never, english),
  'GET /api/admin/shipments/labels': () => call(labelsPdf, customer, [f.order]),
  'GET /api/admin/couriers': () => call(couriers.getCourierSettings, customer, 'https://nabta.example'),
  'PATCH /api/admin/couriers': () => call(couriers.updateCourierSettings, customer, { shipFromWilaya: '31' } as never, 'https://nabta.example', english),
  'POST /api/admin/couriers/:id/test': () => call(couriers.testCourier, customer, 'yalidine'),
  'POST /api/admin/couriers/:id/poll': () => call(pollNow, customer, 'ecotrack'),
  'GET /api/admin/couriers/figures': () => call(courierFigures, customer),
  'GET /api/admin/analytics': () => call(analytics.getAnalytics, customer, {}),
  'GET /api/admin/analytics.csv': () => call(analytics.analyticsCsv, customer, {}, english),
  'GET /api/admin/couriers/:id/fees': () => call(courierFees, customer, 'yalidine'),
  'POST /api/admin/couriers/:id/fees/import': () => call(importCourierFees, customer, 'yalidine'),

  'GET /api/admin/reviews': () => call(reviews.listForModeration, customer, { status: 'pending', page: 1, pageSize: 10 }),
  'POST /api/admin/reviews/:id/approve': () => call(reviews.approveReview, customer, 1),
  'POST /api/admin/reviews/:id/reject': () => call(reviews.rejectReview, customer, 1, 'x'),
  'POST /api/admin/reviews/:id/reply': () => call(reviews.replyToReview, customer, 1, 'x'),
};

/** Services that take an actor and are called by the ones above (or by jobs): they check it again. */
const WITHIN: Record<string, () => Call> = {
  'settings: save the dialog': () => call(settings.updateSettings, customer, { siteDescription: 'Changed by a customer' }, english),
  'settings: save any setting': () => call(settings.saveSettings, customer, { siteDescription: 'Changed by a customer' }, english),
  'plants: a batch from the catalogue sheet': () => call(catalog.applyPlantBatch, customer, { creates: [], updates: [{ id: f.plant, input: {}, sizes: [{ variantId: null, values: { priceCentimes: 100 } }] }] }),
  'rates: import a courier’s fees': () => call(shipping.importCourierFees, customer, [{ wilaya: 16, home: 100_00, desk: null }]),
};

/** Exported functions of a `*.admin.service.ts` that act for nobody (no actor): said why, one by one. */
const NOT_ACTIONS = new Map<Service, string>([
  [users.toAdminUser as never, 'maps a row to what admins see; the functions that return it check the actor'],
  [engines.engineSource as never, 'reads the engines’ configuration for the identification service; changes nothing'],
]);

const isAdminRule = (key: string) => RULES[key]!.access === ADMIN || RULES[key]!.access === OWNER;

/** One test per call: it must be refused with 403 (an AppError, before any work). */
function eachRefuses(calls: Record<string, () => Call>) {
  for (const [name, make] of Object.entries(calls)) {
    it(`refuses: ${name}`, async () => {
      const err = await make()
        .run(t.app.ctx)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err, 'the call went through').toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(403);
    });
  }
}

describe('admin services refuse a customer themselves, whatever route calls them', () => {
  it('names the service behind every admin or owner route of the authorization matrix', () => {
    const adminRoutes = Object.keys(RULES).filter(isAdminRule);
    expect(adminRoutes.filter((r) => !BY_ROUTE[r]), 'admin routes without their service here').toEqual([]);
    expect(Object.keys(BY_ROUTE).filter((r) => !adminRoutes.includes(r)), 'lines for routes that are not admin routes').toEqual([]);
  });

  it('calls every exported function of every *.admin.service.ts (or says why it acts for nobody)', async () => {
    const features = new URL('../features/', import.meta.url);
    const files = readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.admin.service.ts'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const called = new Set([...Object.values(BY_ROUTE), ...Object.values(WITHIN)].map((c) => c().service));
    const missing: string[] = [];
    for (const file of files) {
      const module = (await import(new URL(file, features).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === 'function' && !called.has(value as Service) && !NOT_ACTIONS.has(value as Service)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing, 'admin service functions this test does not call').toEqual([]);
  });

  eachRefuses({ ...BY_ROUTE, ...WITHIN });

  it('changed nothing: the customer they targeted, the settings and the images are as they were', async () => {
    const db = t.app.ctx.db;
    const [target] = await db.select().from(usersTable).where(eq(usersTable.id, f.target));
    expect(target).toMatchObject({ email: 'target@example.dz', firstName: f.targetName, role: 'user' });
    expect((await db.select().from(settingsTable))[0]!.siteDescription).toBe(f.siteDescription);
    expect(await db.$count(uploadedImages)).toBe(0);
    expect(await db.$count(usersTable, eq(usersTable.email, 'new@example.dz'))).toBe(0);
  });
});

describe('owner-only services refuse another admin themselves', () => {
  const OWNER_ONLY: Record<string, () => Call> = {
    'make a customer an admin': () => call(users.setUserRole, peerAdmin, f.target, 'admin'),
    'create an admin': () => call(users.createUser, peerAdmin, { email: 'second@example.dz', password: 'secret123', firstName: 'S', lastName: 'A', role: 'admin' }),
    'read the audit log': () => call(settings.listSettingsAudit, peerAdmin, { page: 1, pageSize: 200 }),
    'change the bank details': () => call(settings.saveSettings, peerAdmin, { bankRib: '00799999000123456789' }, english),
    'change the couriers’ keys': () => call(couriers.updateCourierSettings, peerAdmin, { couriers: { yalidine: { apiToken: 'stolen' } } } as never, 'https://nabta.example', english),
  };
  eachRefuses(OWNER_ONLY);

  it('lets another admin edit and delete a customer’s account (they are every admin’s)', async () => {
    const db = t.app.ctx.db;
    await users.updateUser(t.app.ctx, peerAdmin, f.target, { email: 'target@example.dz', firstName: 'Yacine', lastName: 'B' });
    await users.deleteUser(t.app.ctx, peerAdmin, f.target);
    expect(await db.$count(usersTable, eq(usersTable.id, f.target))).toBe(0);
  });
});
