import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '@shared/messages';
import { buildTestApp, type TestApp } from '../../../tests/helpers/test-app';
import type { Actor } from '../features/auth/auth.service';
import * as admin from '../features/admin/admin.service';
import * as users from '../features/auth/users.admin.service';
import * as catalog from '../features/catalog/catalog.service';
import * as contact from '../features/contact/contact.service';
import * as engines from '../features/identify/identify.admin.service';
import * as newsletter from '../features/newsletter/newsletter.service';
import * as desk from '../features/order-desk/order-desk.service';
import * as outbox from '../features/outbox/outbox.service';
import * as reviews from '../features/reviews/reviews.service';
import * as couriers from '../features/shipments/courier-settings.service';
import * as shipments from '../features/shipments/shipments.service';
import * as shipping from '../features/shipping/shipping.service';
import { AppError } from '../lib/app-error';

/**
 * Issue 25 item 5 (decisions.md §2, style.md "access inside the service"): a route's `access` is the
 * first gate, not the only one. Every admin service checks the actor itself (access-policy.ts), so a
 * future route or job that forgets its guard still cannot let a customer in. Called here directly,
 * with a signed-in customer's actor, each one refuses with 403 before touching anything.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ catalogue: false });
});
afterAll(() => t.close());

const customer: Actor = { id: randomUUID(), email: 'amina@example.dz', role: 'user', isOwner: false };
const noEngines = async () => [];

const CALLS: Record<string, (ctx: TestApp['app']['ctx']) => Promise<unknown>> = {
  'admin stats': (ctx) => admin.getStats(ctx, customer, english),
  'application info': (ctx) => admin.getAppInfo(ctx, customer, english),
  'list users': (ctx) => users.listUsers(ctx, customer, { page: 1, pageSize: 10 } as never),
  'create a plant': (ctx) => catalog.createPlant(ctx, customer, { name: 'x' } as never),
  'edit a plant': (ctx) => catalog.updatePlant(ctx, customer, 1, { name: 'x' } as never),
  'feature a plant': (ctx) => catalog.setPlantFeatured(ctx, customer, 1, true),
  'delete a plant': (ctx) => catalog.deletePlant(ctx, customer, 1),
  'create a category': (ctx) => catalog.createCategory(ctx, customer, { name: 'x' } as never),
  'edit a category': (ctx) => catalog.updateCategory(ctx, customer, 1, { name: 'x' } as never),
  'delete a category': (ctx) => catalog.deleteCategory(ctx, customer, 1),
  'read contact messages': (ctx) => contact.listMessages(ctx, customer, { page: 1, pageSize: 10 } as never),
  'mark a message read': (ctx) => contact.markRead(ctx, customer, 1, true),
  'read the engines’ settings': (ctx) => engines.getEngineSettings(ctx, customer, noEngines, english),
  'change the engines’ settings': (ctx) => engines.updateEngineSettings(ctx, noEngines, customer, {}, english),
  'test the engines': (ctx) => engines.testEngines(ctx, customer, noEngines, english),
  'list newsletter subscribers': (ctx) => newsletter.listSubscribers(ctx, customer, { page: 1, pageSize: 10 } as never),
  'read the outbox': (ctx) => outbox.listOutbox(ctx, customer),
  'replace the shipping rates': (ctx) => shipping.updateRates(ctx, customer, []),
  'open an order on the desk': (ctx) => desk.getOrderDetail(ctx, customer, randomUUID()),
  'moderate reviews': (ctx) => reviews.listForModeration(ctx, customer, { status: 'pending', page: 1, pageSize: 10 }),
  'read the courier settings': (ctx) => couriers.getCourierSettings(ctx, customer, 'https://nabta.example'),
  'read the couriers’ cash and rates': (ctx) => shipments.courierFigures(ctx, customer),
  'read a courier’s fees': (ctx) => shipments.courierFees(ctx, customer, 'yalidine'),
  'import a courier’s fees into the rates': (ctx) => shipments.importCourierFees(ctx, customer, 'yalidine'),
  'import fees into the rates table': (ctx) => shipping.importCourierFees(ctx, customer, []),
};

describe('admin services refuse a customer themselves, whatever route calls them', () => {
  for (const [name, call] of Object.entries(CALLS)) {
    it(`refuses to ${name}`, async () => {
      const refusal = await call(t.app.ctx).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).status).toBe(403);
    });
  }
});
