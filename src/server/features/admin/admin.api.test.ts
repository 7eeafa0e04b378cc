import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminStats, AdminUser } from '@shared/contracts/admin';
import type { AdminOrderPage } from '@shared/contracts/order-desk';
import { statWindows } from '@shared/domain/admin-stats';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { moveOrderTo, orderPayload } from '../../../../tests/factories/orders';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { contactMessages, identifications, orders, plants, users } from '../../db/schema';
import { en } from '@shared/messages';

const e = en.admin.errors;
const v = en.validation;

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
});
afterEach(() => t.close());

const db = () => t.app.ctx.db;

async function ownerClient() {
  const client = new Client(t.app);
  await logIn(client, TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

/** A second admin (not the owner), created by the owner. */
async function adminClient(owner: Client, email = 'karim.admin@nabta.test') {
  const res = await owner.post('/api/admin/users', { email, password: 'admin-pass', firstName: 'Karim', lastName: 'Haddad', role: 'admin' });
  expect(res.statusCode, res.body).toBe(201);
  const client = new Client(t.app);
  await logIn(client, email, 'admin-pass');
  return { client, user: res.json() as AdminUser };
}

async function customerClient(email = 'amina@example.dz') {
  const client = new Client(t.app);
  await signUp(client, { email });
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return { client, id: row!.id };
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 80 } } }).png().toBuffer();

type Role = 'visitor' | 'user' | 'admin' | 'owner';

describe('authorization matrix', () => {
  it('answers every admin route and every catalogue or order mutation with 401 to visitors, 403 to customers, and lets admins (and for roles, only the owner) through', async () => {
    const owner = await ownerClient();
    const { client: admin } = await adminClient(owner);
    const { client: customer } = await customerClient();
    const clients: Record<Role, Client> = { visitor: new Client(t.app), user: customer, admin, owner };
    const image = await png();

    /** Fresh things to act on for each role, so that one role's success does not change what the next one sees. */
    async function fixtures(role: Role) {
      const category = await createCategory(db(), { name: `Empty ${role}` });
      const home = await createCategory(db(), { name: `Home ${role}` });
      const plant = await createPlant(db(), { name: `Fern ${role}`, categoryId: home.id, stock: 5 });
      // A buyer per role: one account may hold only 5 unpaid orders (docs/contract.md §2).
      const { client: buyer } = await customerClient(`buyer.${role}@example.dz`);
      const order = (await buyer.post('/api/orders', orderPayload([{ plant, quantity: 1 }]))).json() as { id: string };
      const toCancel = (await buyer.post('/api/orders', orderPayload([{ plant, quantity: 1 }]))).json() as { id: string };
      const target = await customerClient(`target.${role}@example.dz`);
      const [message] = await db()
        .insert(contactMessages)
        .values({ name: 'Nadia', email: 'nadia@example.dz', subject: 'Livraison', message: 'Quand arrive ma commande ?' })
        .returning();
      return { category, home, plant, order, toCancel, user: target.id, message: message!.id };
    }
    type Fx = Awaited<ReturnType<typeof fixtures>>;

    // [method, url, body, status for an admin, status for the owner]; visitors always 401, customers always 403.
    const routes: [string, (f: Fx) => string, ((f: Fx) => object) | 'image' | null, number, number][] = [
      ['GET', () => '/api/admin/stats', null, 200, 200],
      ['GET', () => '/api/admin/app-info', null, 200, 200],
      ['GET', () => '/api/admin/users', null, 200, 200],
      ['POST', () => '/api/admin/users', () => ({ email: `new.${Math.random()}@example.dz`, password: 'secret123', firstName: 'A', lastName: 'B' }), 201, 201],
      ['PATCH', (f) => `/api/admin/users/${f.user}`, () => ({ email: `edited.${Math.random()}@example.dz`, firstName: 'C', lastName: 'D' }), 200, 200],
      ['PATCH', (f) => `/api/admin/users/${f.user}/role`, () => ({ role: 'admin' }), 403, 200],
      ['DELETE', (f) => `/api/admin/users/${f.user}`, null, 200, 200],
      ['GET', () => '/api/admin/orders?status=pending', null, 200, 200],
      ['GET', () => '/api/admin/orders.csv?paymentStatus=pending', null, 200, 200],
      ['GET', (f) => `/api/admin/orders/${f.order.id}`, null, 200, 200],
      ['POST', (f) => `/api/admin/orders/${f.order.id}/confirm`, () => ({}), 200, 200],
      ['POST', (f) => `/api/admin/orders/${f.order.id}/ship`, () => ({ carrier: 'Yalidine', trackingNumber: 'YAL-123' }), 200, 200],
      ['POST', (f) => `/api/admin/orders/${f.order.id}/deliver`, () => ({}), 200, 200],
      ['POST', (f) => `/api/admin/orders/${f.order.id}/mark-paid`, () => ({}), 200, 200],
      ['POST', (f) => `/api/admin/orders/${f.order.id}/notes`, () => ({ note: 'Called the customer' }), 200, 200],
      ['POST', (f) => `/api/admin/orders/${f.toCancel.id}/cancel`, () => ({ reason: 'Out of stock at the nursery' }), 200, 200],
      ['PATCH', () => '/api/admin/settings', () => ({ siteName: 'Nabta' }), 200, 200],
      ['POST', () => '/api/admin/images', 'image', 201, 201],
      ['GET', () => '/api/admin/contact-messages', null, 200, 200],
      ['PATCH', (f) => `/api/admin/contact-messages/${f.message}`, () => ({ read: true }), 200, 200],
      ['GET', () => '/api/admin/newsletter-subscribers', null, 200, 200],
      ['GET', () => '/api/admin/outbox', null, 200, 200],
      ['POST', () => '/api/plants', (f) => ({ name: 'Olivier', categoryId: f.home.id, price: '2500' }), 201, 201],
      ['PATCH', (f) => `/api/plants/${f.plant.id}`, () => ({ stock: 7 }), 200, 200],
      ['PATCH', (f) => `/api/plants/${f.plant.id}/featured`, () => ({ featured: true }), 200, 200],
      // The fixture order is delivered: setting it delivered again is the one change always allowed.
      ['PATCH', (f) => `/api/orders/${f.order.id}`, () => ({ orderStatus: 'delivered' }), 200, 200],
      ['DELETE', (f) => `/api/plants/${f.plant.id}`, null, 200, 200],
      ['POST', () => '/api/categories', () => ({ name: `Cacti ${Math.random()}` }), 201, 201],
      ['PATCH', (f) => `/api/categories/${f.category.id}`, () => ({ description: 'Dry lovers' }), 200, 200],
      ['DELETE', (f) => `/api/categories/${f.category.id}`, null, 200, 200],
    ];

    const seen: string[] = [];
    for (const role of ['visitor', 'user', 'admin', 'owner'] as const) {
      const f = await fixtures(role);
      for (const [method, url, body, adminStatus, ownerStatus] of routes) {
        const expected = { visitor: 401, user: 403, admin: adminStatus, owner: ownerStatus }[role];
        const payload = body === 'image' ? multipartFile(image) : body ? { payload: body(f) } : {};
        const res = await clients[role].request({
          method: method as 'GET',
          url: url(f),
          ...('headers' in payload ? { payload: payload.payload, headers: payload.headers } : payload),
        });
        seen.push(`${role} ${method} ${url(f)} → ${res.statusCode}`);
        expect(res.statusCode, `${role} ${method} ${url(f)}: ${res.body}`).toBe(expected);
        if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
      }
    }
    expect(seen).toHaveLength(4 * routes.length);

    // The one /api/admin/ route everyone may read (docs/contract.md §2): the public settings.
    for (const role of ['visitor', 'user', 'admin', 'owner'] as const) {
      expect((await clients[role].get('/api/admin/settings')).statusCode).toBe(200);
    }
  });
});

describe('GET /api/admin/stats', () => {
  it('counts plants, active orders, revenue in DA (paid orders only) and today’s identifications, with trends from the data', async () => {
    const now = new Date();
    const w = statWindows(now);
    const at = (d: Date, ms = 1) => new Date(d.getTime() + ms);
    const category = await createCategory(db(), { name: 'Garden' });

    // Plants: 2 this month, 1 in the same stretch of last month, 1 older.
    await createPlant(db(), { categoryId: category.id, createdAt: at(w.month.current.start) });
    await createPlant(db(), { categoryId: category.id, createdAt: at(w.month.current.start, 2) });
    await createPlant(db(), { categoryId: category.id, createdAt: at(w.month.previous.start) });
    await createPlant(db(), { categoryId: category.id, createdAt: new Date('2020-01-01T00:00:00Z') });

    // Orders: [status, payment status, total in centimes, placed at].
    const order = (orderStatus: string, paymentStatus: string, total: number, createdAt: Date) => ({
      customerName: 'Amina Benali',
      customerEmail: 'amina@example.dz',
      address: '12 rue Didouche Mourad',
      city: 'Alger',
      subtotalCentimes: total,
      shippingCentimes: 0,
      totalCentimes: total,
      paymentMethod: 'bank_transfer' as const,
      orderStatus: orderStatus as 'pending',
      paymentStatus: paymentStatus as 'pending',
      createdAt,
    });
    await db()
      .insert(orders)
      .values([
        // This week and this month (the week can start in last month: then they count for both).
        order('pending', 'pending', 150_000, at(w.week.current.start)),
        order('processing', 'completed', 250_000, at(w.week.current.start, 2)),
        order('cancelled', 'pending', 990_000, at(w.week.current.start, 3)), // never revenue, not "placed"
        order('shipped', 'refunded', 70_000, new Date('2020-01-01T00:00:00Z')), // active but refunded: no revenue
        order('delivered', 'completed', 300_000, new Date('2020-01-02T00:00:00Z')),
        order('pending', 'failed', 45_000, new Date('2020-01-03T00:00:00Z')), // active, payment failed: no revenue
        // Last week's same stretch, last month's same stretch.
        order('delivered', 'completed', 100_000, at(w.week.previous.start)),
        order('delivered', 'completed', 80_000, at(w.month.previous.start)),
      ]);

    // Identifications: 3 today, 2 yesterday at the same hour, 1 yesterday later (outside the compared stretch unless it is past).
    const ident = (createdAt: Date) => ({ plantName: 'Olea europaea', confidence: 90, engine: 'embedded', createdAt });
    await db()
      .insert(identifications)
      .values([ident(at(w.day.current.start)), ident(at(w.day.current.start, 2)), ident(at(w.day.current.start, 3)), ident(at(w.day.previous.start)), ident(at(w.day.previous.start, 2))]);

    const res = await (await ownerClient()).get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json() as AdminStats;

    // Revenue, paid orders only: processing 2500 + delivered 3000 + delivered 1000 + delivered 800 (not unpaid, cancelled, refunded or failed).
    expect(stats).toMatchObject({ totalPlants: 4, activeOrders: 4, totalRevenue: '7300.00', plantIds: 3 });
    expect(stats.revenueOrderStatuses).toEqual(['pending', 'processing', 'shipped', 'delivered']);

    const inLastMonthToo = (d: Date) => d.getTime() >= w.month.previous.start.getTime() && d.getTime() < (w.month.previous.end?.getTime() ?? Infinity);
    const thisMonth = (d: Date) => d.getTime() >= w.month.current.start.getTime();
    // Plants: 2 vs 1 → +100% from last month.
    expect(stats.trends.totalPlants).toMatchObject({ kind: 'up', percent: 100, current: '2', previous: '1', text: '+100% from last month' });
    // Orders placed (not cancelled): 2 this week vs 1 last week → +100% from last week.
    expect(stats.trends.activeOrders).toMatchObject({ current: '2', previous: '1', text: '+100% from last week' });
    // Identifications: 3 today vs 2 yesterday → +50% from yesterday.
    expect(stats.trends.plantIds).toMatchObject({ current: '3', previous: '2', text: '+50% from yesterday' });
    // Revenue this month vs last month, from the same rows (the week's orders may fall in either month).
    const revenueRows: [number, Date][] = [
      [250_000, at(w.week.current.start, 2)],
      [100_000, at(w.week.previous.start)],
      [80_000, at(w.month.previous.start)],
    ];
    const sum = (keep: (d: Date) => boolean) => revenueRows.filter(([, d]) => keep(d)).reduce((n, [c]) => n + c, 0);
    const current = sum(thisMonth);
    const previous = sum(inLastMonthToo);
    expect(stats.trends.totalRevenue.current).toBe((current / 100).toFixed(2));
    expect(stats.trends.totalRevenue.previous).toBe((previous / 100).toFixed(2));
    expect(stats.trends.totalRevenue.text).toBe(
      previous === 0 ? 'New this month' : `${current >= previous ? '+' : '-'}${Math.max(1, Math.round((Math.abs(current - previous) / previous) * 100))}% from last month`,
    );
  });

  it('says so when there is nothing to compare: an empty shop has no change, a first paid order is new revenue', async () => {
    const owner = await ownerClient();
    const empty = (await owner.get('/api/admin/stats')).json() as AdminStats;
    expect(empty).toMatchObject({ totalPlants: 0, activeOrders: 0, totalRevenue: '0.00', plantIds: 0 });
    expect(empty.trends.totalPlants.text).toBe('No change from last month');
    expect(empty.trends.plantIds.text).toBe('No change from yesterday');

    const category = await createCategory(db(), { name: 'Garden' });
    const plant = await createPlant(db(), { categoryId: category.id, priceCentimes: 150_000 });
    const { client } = await customerClient();
    expect((await client.post('/api/orders', orderPayload([{ plant, quantity: 1 }]))).statusCode).toBe(201);
    const unpaid = (await owner.get('/api/admin/stats')).json() as AdminStats;
    expect(unpaid).toMatchObject({ totalPlants: 1, activeOrders: 1, totalRevenue: '0.00' });
    const [placed] = await db().select().from(orders);
    expect((await owner.post(`/api/admin/orders/${placed!.id}/mark-paid`, {})).statusCode).toBe(200);
    const after = (await owner.get('/api/admin/stats')).json() as AdminStats;
    expect(after).toMatchObject({ totalPlants: 1, activeOrders: 1, totalRevenue: '1900.00' });
    expect(after.trends.activeOrders.text).toBe('New this week');
    expect(after.trends.totalRevenue).toMatchObject({ text: 'New this month', current: '1900.00', previous: '0.00' });
    expect(after.trends.totalPlants.text).toBe('New this month');
  });
});

describe('GET /api/admin/app-info', () => {
  it('tells the real version, environment and database', async () => {
    const res = await (await ownerClient()).get('/api/admin/app-info');
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info.version).toBe(t.config.version);
    expect(info.environment).toBe('test');
    expect(info.database).toMatch(process.env.TEST_DATABASE_URL ? /^PostgreSQL \d+(\.\d+)? \(server\)$/ : /^PostgreSQL \d+(\.\d+)? \(PGlite, embedded\)$/);
  });
});

describe('GET /api/admin/orders', () => {
  it('filters by status on the server (cancelled included), pages newest first, and counts each status', async () => {
    const category = await createCategory(db(), { name: 'Garden' });
    const plant = await createPlant(db(), { categoryId: category.id, stock: 50 });
    const { client } = await customerClient();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(((await client.post('/api/orders', orderPayload([{ plant, quantity: 1 }]))).json() as { id: string }).id);
    const owner = await ownerClient();
    await moveOrderTo(owner, ids[0]!, 'cancelled');
    await moveOrderTo(owner, ids[1]!, 'shipped');

    const cancelled = (await owner.get('/api/admin/orders?status=cancelled')).json() as AdminOrderPage;
    expect(cancelled.items.map((o) => o.id)).toEqual([ids[0]]);
    expect(cancelled.total).toBe(1);
    expect(cancelled.counts).toEqual({ all: 5, pending: 3, processing: 0, shipped: 1, delivered: 0, cancelled: 1, returned: 0 });

    const pending = (await owner.get('/api/admin/orders?status=pending&pageSize=2')).json() as AdminOrderPage;
    expect(pending).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(pending.items.map((o) => o.id)).toEqual([ids[4], ids[3]]);
    expect(pending.items[0]!.items).toHaveLength(1);
    const page2 = (await owner.get('/api/admin/orders?status=pending&pageSize=2&page=2')).json() as AdminOrderPage;
    expect(page2.items.map((o) => o.id)).toEqual([ids[2]]);

    const all = (await owner.get('/api/admin/orders')).json() as AdminOrderPage;
    expect(all.total).toBe(5);
    expect(all.items.map((o) => o.id)).toEqual([...ids].reverse());
    expect((await owner.get('/api/admin/orders?status=all')).json().total).toBe(5);
    expect((await owner.get('/api/admin/orders?status=lost')).statusCode).toBe(400);
  });
});

describe('users and the owner rules', () => {
  it('creates users with the spec’s validation messages, lists them newest first, and refuses a taken e-mail', async () => {
    const owner = await ownerClient();
    const bad = await owner.post('/api/admin/users', { email: 'nope', password: '123', firstName: ' ', lastName: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      email: e.emailInvalid,
      password: v.passwordMin,
      firstName: v.firstNameRequired,
      lastName: v.lastNameRequired,
    });
    const badRole = await owner.post('/api/admin/users', { email: 'a@example.dz', password: 'secret123', firstName: 'A', lastName: 'B', role: 'root' });
    expect(badRole.statusCode).toBe(400);

    const created = await owner.post('/api/admin/users', { email: 'Sara@Example.dz', password: 'secret123', firstName: 'Sara', lastName: 'Mansouri' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'sara@example.dz', role: 'user', isOwner: false });
    expect(created.json()).not.toHaveProperty('passwordHash');
    await logIn(new Client(t.app), 'sara@example.dz', 'secret123');

    const taken = await owner.post('/api/admin/users', { email: 'sara@example.dz', password: 'secret123', firstName: 'S', lastName: 'M' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ email: en.auth.emailTaken });

    // The spec's call table: a plain list without paging parameters; the total in X-Total-Count.
    const res = await owner.get('/api/admin/users');
    const list = res.json() as AdminUser[];
    expect(res.headers['x-total-count']).toBe('2');
    expect(list.map((u) => u.email)).toEqual(['sara@example.dz', TEST_ADMIN.email]);
    expect(list[1]).toMatchObject({ isOwner: true, role: 'admin' });
    expect((await owner.get('/api/admin/users?search=mansou')).json().map((u: AdminUser) => u.email)).toEqual(['sara@example.dz']);
    expect((await owner.get('/api/admin/users?search=%25')).json()).toEqual([]);
    const page = await owner.get('/api/admin/users?page=2&pageSize=1');
    expect(page.json().map((u: AdminUser) => u.email)).toEqual([TEST_ADMIN.email]);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('edits a user: an empty password keeps the old one, a short one is refused, a new one signs them out elsewhere', async () => {
    const owner = await ownerClient();
    const { client: sara, id } = await customerClient('sara@example.dz');

    const keep = await owner.patch(`/api/admin/users/${id}`, { email: 'sara@example.dz', firstName: 'Sarah', lastName: 'Mansouri', password: '' });
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({ firstName: 'Sarah', lastName: 'Mansouri' });
    await logIn(new Client(t.app), 'sara@example.dz', 'secret123');
    expect((await sara.get('/api/auth/user')).statusCode).toBe(200);

    const short = await owner.patch(`/api/admin/users/${id}`, { email: 'sara@example.dz', firstName: 'Sarah', lastName: 'M', password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ password: v.passwordMin });

    expect((await owner.patch(`/api/admin/users/${id}`, { email: 'sara@example.dz', firstName: 'Sarah', lastName: 'M', password: 'new-secret' })).statusCode).toBe(200);
    expect((await sara.get('/api/auth/user')).statusCode).toBe(401);
    await logIn(new Client(t.app), 'sara@example.dz', 'new-secret');

    expect((await owner.patch(`/api/admin/users/${id}`, { email: TEST_ADMIN.email, firstName: 'S', lastName: 'M' })).statusCode).toBe(403);
    await customerClient('other@example.dz');
    expect((await owner.patch(`/api/admin/users/${id}`, { email: 'other@example.dz', firstName: 'S', lastName: 'M' })).statusCode).toBe(409);
    expect((await owner.patch('/api/admin/users/00000000-0000-4000-8000-000000000000', { email: 'x@example.dz', firstName: 'S', lastName: 'M' })).statusCode).toBe(404);
  });

  it('lets only the owner change roles, never the owner’s own, through any route', async () => {
    const owner = await ownerClient();
    const { client: admin, user: karim } = await adminClient(owner);
    const { id: sara } = await customerClient('sara@example.dz');
    const [ownerRow] = await db().select().from(users).where(eq(users.email, TEST_ADMIN.email));

    // Another admin: 403 on the role route, on a create with role admin, and on an update that changes the role.
    for (const res of [
      await admin.patch(`/api/admin/users/${sara}/role`, { role: 'admin' }),
      await admin.post('/api/admin/users', { email: 'x@example.dz', password: 'secret123', firstName: 'X', lastName: 'Y', role: 'admin' }),
      await admin.patch(`/api/admin/users/${sara}`, { email: 'sara@example.dz', firstName: 'Sara', lastName: 'B', role: 'admin' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(e.ownerOnlyRoles);
    }
    // …but may edit a user without touching the role, or send the role unchanged.
    expect((await admin.patch(`/api/admin/users/${sara}`, { email: 'sara@example.dz', firstName: 'Sara', lastName: 'B', role: 'user' })).statusCode).toBe(200);
    expect((await admin.post('/api/admin/users', { email: 'x@example.dz', password: 'secret123', firstName: 'X', lastName: 'Y', role: 'user' })).statusCode).toBe(201);

    // The owner: promotes and demotes; the role is effective at once.
    const promoted = await owner.patch(`/api/admin/users/${sara}/role`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    expect((await owner.patch(`/api/admin/users/${karim.id}/role`, { role: 'user' })).json()).toMatchObject({ role: 'user' });
    expect((await admin.get('/api/admin/stats')).statusCode).toBe(403);

    // The owner's own role never changes.
    for (const res of [
      await owner.patch(`/api/admin/users/${ownerRow!.id}/role`, { role: 'user' }),
      await owner.patch(`/api/admin/users/${ownerRow!.id}`, { email: TEST_ADMIN.email, firstName: 'A', lastName: 'N', role: 'user' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(e.ownerProtected);
    }
    expect((await owner.patch(`/api/admin/users/${ownerRow!.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await owner.patch('/api/admin/users/00000000-0000-4000-8000-000000000000/role', { role: 'admin' })).statusCode).toBe(404);
  });

  it('refuses a non-owner admin who tries to reset another admin’s password or e-mail, or to delete them (docs/contract.md §2)', async () => {
    const owner = await ownerClient();
    const { client: karim } = await adminClient(owner);
    const { client: _nadia, user: nadia } = await adminClient(owner, 'nadia.admin@nabta.test');

    for (const res of [
      await karim.patch(`/api/admin/users/${nadia.id}`, { email: nadia.email, firstName: 'N', lastName: 'A', password: 'taken-over' }),
      await karim.patch(`/api/admin/users/${nadia.id}`, { email: 'karim.spare@example.dz', firstName: 'N', lastName: 'A' }),
      await karim.delete(`/api/admin/users/${nadia.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(e.ownerOnlyAdmins);
    }
    await logIn(new Client(t.app), nadia.email, 'admin-pass');
    // Names are not credentials; the owner may do all of it.
    expect((await karim.patch(`/api/admin/users/${nadia.id}`, { email: nadia.email, firstName: 'Nadia', lastName: 'B' })).statusCode).toBe(200);
    expect((await owner.patch(`/api/admin/users/${nadia.id}`, { email: nadia.email, firstName: 'N', lastName: 'A', password: 'new-pass' })).statusCode).toBe(200);
    expect((await owner.delete(`/api/admin/users/${nadia.id}`)).statusCode).toBe(200);
  });

  it('protects the owner’s account and one’s own: no self-deletion, owner never deleted or edited by others, its e-mail fixed', async () => {
    const owner = await ownerClient();
    const { client: admin, user: karim } = await adminClient(owner);
    const [ownerRow] = await db().select().from(users).where(eq(users.email, TEST_ADMIN.email));

    const self = await admin.delete(`/api/admin/users/${karim.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(e.cannotDeleteSelf);
    expect((await owner.delete(`/api/admin/users/${ownerRow!.id}`)).json().message).toBe(e.cannotDeleteSelf);

    const deleteOwner = await admin.delete(`/api/admin/users/${ownerRow!.id}`);
    expect(deleteOwner.statusCode).toBe(403);
    expect(deleteOwner.json().message).toBe(e.ownerProtected);

    const editOwner = await admin.patch(`/api/admin/users/${ownerRow!.id}`, { email: TEST_ADMIN.email, firstName: 'Hacked', lastName: 'X', password: 'taken-over' });
    expect(editOwner.statusCode).toBe(403);
    expect(editOwner.json().message).toBe(e.ownerEditOnlyByOwner);
    await logIn(new Client(t.app), TEST_ADMIN.email, TEST_ADMIN.password);

    const ownerEmail = await owner.patch(`/api/admin/users/${ownerRow!.id}`, { email: 'me@example.dz', firstName: 'A', lastName: 'N' });
    expect(ownerEmail.statusCode).toBe(403);
    expect(ownerEmail.json().message).toBe(e.ownerEmailFixed);
    expect((await owner.patch(`/api/admin/users/${ownerRow!.id}`, { email: TEST_ADMIN.email, firstName: 'Amine', lastName: 'Nabta' })).json()).toMatchObject({ firstName: 'Amine', isOwner: true });

    expect((await owner.delete(`/api/admin/users/${karim.id}`)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/stats')).statusCode).toBe(401);
    expect((await owner.delete(`/api/admin/users/${karim.id}`)).statusCode).toBe(404);
  });

  it('reserves the owner’s e-mail when no account has it yet', async () => {
    await t.close();
    t = await buildTestApp({ catalogue: false, env: { OWNER_EMAIL: 'boss@nabta.test' } });
    const admin = await ownerClient(); // ADMIN_EMAIL, not the owner here
    const res = await admin.post('/api/admin/users', { email: 'boss@nabta.test', password: 'secret123', firstName: 'B', lastName: 'O' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(e.ownerEmailReserved);
    expect((await admin.patch(`/api/admin/users/${(await customerClient()).id}/role`, { role: 'admin' })).statusCode).toBe(403);
  });

  it('keeps a deleted user’s orders, without the account', async () => {
    const category = await createCategory(db(), { name: 'Garden' });
    const plant = await createPlant(db(), { categoryId: category.id });
    const { client, id } = await customerClient();
    const order = (await client.post('/api/orders', orderPayload([{ plant, quantity: 1 }]))).json() as { id: string };
    const owner = await ownerClient();
    expect((await owner.delete(`/api/admin/users/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const kept = await owner.get(`/api/orders/${order.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id: order.id, userId: null, customerEmail: 'amina@example.dz' });
    expect((await db().select().from(plants)).length).toBe(1);
  });
});
