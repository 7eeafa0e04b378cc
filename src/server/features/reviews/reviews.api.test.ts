import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlantListItem } from '@shared/contracts/catalog';
import type { AdminReviewPage, OwnReview, Review, ReviewSummary } from '@shared/contracts/reviews';
import type { Order } from '@shared/contracts/orders';
import { en } from '@shared/messages';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { moveOrderTo, orderPayload } from '../../../../tests/factories/orders';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { emailOutbox, orders, plants, reviews, users, type PlantRow } from '../../db/schema';

const e = en.reviews.errors;
const PHOTOS = 'tests/fixtures/photos';

let t: TestApp;
let amina: Client;
let owner: Client;
let fern: PlantRow;
let aloe: PlantRow;

const db = () => t.app.ctx.db;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  const category = await createCategory(db(), { name: 'Garden' });
  fern = await createPlant(db(), { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 50 });
  aloe = await createPlant(db(), { name: 'Aloe Vera', categoryId: category.id, priceCentimes: 120_000, stock: 50 });
  amina = new Client(t.app);
  await signUp(amina);
  owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(() => t.close());

async function order(client: Client, plant: PlantRow, email = 'amina@example.dz'): Promise<Order> {
  const res = await client.post('/api/orders', orderPayload([{ plant, quantity: 1 }], { customerEmail: email }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

/** The owner takes the order along the desk to `status` (a cancel with its reason). */
const setStatus = (id: string, status: 'shipped' | 'delivered' | 'cancelled') => moveOrderTo(owner, id, status);

/** A customer who received `plant` (their order delivered). */
async function buyer(email: string, firstName: string, lastName: string, plant: PlantRow = fern): Promise<Client> {
  const client = new Client(t.app);
  await signUp(client, { email, firstName, lastName });
  await setStatus((await order(client, plant, email)).id, 'delivered');
  return client;
}

const review = (overrides: Record<string, unknown> = {}) => ({ rating: 5, title: 'Arrived healthy', body: 'Well packed, green and bigger than expected.', ...overrides });

async function post(client: Client, plant: PlantRow, body: object = review()) {
  return client.post(`/api/plants/${plant.id}/reviews`, body);
}

async function figures(plant: PlantRow) {
  const [row] = await db().select({ rating: plants.rating, reviewCount: plants.reviewCount }).from(plants).where(eq(plants.id, plant.id));
  return row!;
}

/** The aggregate the approved rows give, computed here independently of the service. */
async function approvedFigures(plant: PlantRow) {
  const rows = await db().select().from(reviews).where(eq(reviews.plantId, plant.id));
  return figuresOf(rows.filter((r) => r.status === 'approved').map((r) => r.rating));
}

function figuresOf(approved: number[]) {
  if (approved.length === 0) return { rating: null, reviewCount: 0 };
  const mean = approved.reduce((a, b) => a + b, 0) / approved.length;
  return { rating: (Math.round(mean * 10 + 1e-9) / 10).toFixed(1), reviewCount: approved.length };
}

describe('who may review a plant', () => {
  it('refuses a visitor (401), and a customer whose order is not delivered, was cancelled, or did not hold the plant (403)', async () => {
    const visitor = new Client(t.app);
    expect((await post(visitor, fern)).statusCode).toBe(401);

    const placed = await order(amina, fern);
    const refused = await post(amina, fern);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: e.notBuyer });

    await setStatus(placed.id, 'shipped');
    expect((await post(amina, fern)).statusCode).toBe(403);
    await setStatus(placed.id, 'cancelled');
    expect((await post(amina, fern)).statusCode).toBe(403);

    // Someone else's delivered order does not make Amina a buyer; her delivered fern does not let her review the aloe.
    await buyer('karim@example.dz', 'Karim', 'Haddad');
    expect((await post(amina, fern)).statusCode).toBe(403);
    await setStatus((await order(amina, fern)).id, 'delivered');
    expect((await post(amina, aloe)).statusCode).toBe(403);
    expect(await db().select().from(reviews)).toHaveLength(0);
  });

  it('lets a delivered buyer review it once: pending, by first name and initial, its language stored', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'haddad');
    const res = await post(karim, fern, review({ title: 'نبتة رائعة', body: 'وصلت بحالة ممتازة <script>alert(1)</script>' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as OwnReview;
    expect(created).toMatchObject({ status: 'pending', author: 'Karim H.', lang: 'ar', verified: true, reply: null, plantId: fern.id });
    // Stored as typed: escaping is the page's job (React, the JSON-LD serializer), never a lossy rewrite.
    expect(created.body).toContain('<script>');
    expect(JSON.stringify(created)).not.toContain('karim@example.dz');

    const again = await post(karim, fern);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: e.alreadyReviewed });
    // Pending: not public, the figures unchanged.
    expect((await new Client(t.app).get(`/api/plants/${fern.id}/reviews`)).json()).toEqual([]);
    expect(await figures(fern)).toEqual({ rating: null, reviewCount: 0 });
  });

  it('keeps one review per customer and plant when the same customer posts many at once: one 201, the rest 409', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(karim, fern, review({ title: `Try ${i}` }))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await db().select().from(reviews)).toHaveLength(1);
  });

  it('refuses control characters, a rating outside 1–5 and a text over 2000 characters', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    for (const body of [
      review({ title: 'Nice\u0000plant' }),
      review({ body: 'Bad\u0007bell' }),
      review({ rating: 0 }),
      review({ rating: 6 }),
      review({ rating: 4.5 }),
      review({ rating: '5' }),
      review({ body: 'x'.repeat(2001) }),
      review({ title: '  ' }),
      { ...review(), status: 'approved' },
    ]) {
      const res = await post(karim, fern, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await post(karim, fern, review({ body: 'Line one\nLine two' }))).statusCode).toBe(201);
  });
});

describe('moderation and the plant figures', () => {
  it('the figures always equal the approved reviews: after approve, reject, edit and delete', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    const sara = await buyer('sara@example.dz', 'Sara', 'Mansouri');
    const k = (await post(karim, fern, review({ rating: 5 }))).json() as OwnReview;
    const s = (await post(sara, fern, review({ rating: 4 }))).json() as OwnReview;
    const check = async () => expect(await figures(fern)).toEqual(await approvedFigures(fern));

    expect((await owner.post(`/api/admin/reviews/${k.id}/approve`, {})).statusCode).toBe(200);
    await check();
    expect(await figures(fern)).toEqual({ rating: '5.0', reviewCount: 1 });
    await owner.post(`/api/admin/reviews/${s.id}/approve`, {});
    expect(await figures(fern)).toEqual({ rating: '4.5', reviewCount: 2 });
    // The shop list (cached) shows the new figures at once.
    const listed = (await new Client(t.app).get('/api/plants')).json() as PlantListItem[];
    expect(listed.find((p) => p.id === fern.id)).toMatchObject({ rating: '4.5', reviewCount: 2 });

    const rejected = await owner.post(`/api/admin/reviews/${s.id}/reject`, { reason: 'Talks about another shop' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Talks about another shop' });
    await check();
    expect(await figures(fern)).toEqual({ rating: '5.0', reviewCount: 1 });

    // Editing an approved review sends it back to moderation: it leaves the figures until approved again.
    const edited = await karim.patch(`/api/reviews/${k.id}`, { rating: 2 });
    expect(edited.json()).toMatchObject({ status: 'pending', rating: 2 });
    await check();
    expect(await figures(fern)).toEqual({ rating: null, reviewCount: 0 });
    await owner.post(`/api/admin/reviews/${k.id}/approve`, {});
    expect(await figures(fern)).toEqual({ rating: '2.0', reviewCount: 1 });

    expect((await karim.delete(`/api/reviews/${k.id}`)).statusCode).toBe(200);
    await check();
    expect(await figures(fern)).toEqual({ rating: null, reviewCount: 0 });
  });

  it('keeps the figures right when many reviews of one plant are approved at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = await buyer(`buyer${i}@example.dz`, `Buyer${i}`, 'Test');
      ids.push(((await post(client, fern, review({ rating: 1 + (i % 5) }))).json() as OwnReview).id);
    }
    await Promise.all(ids.map((id) => owner.post(`/api/admin/reviews/${id}/approve`, {})));
    // 1 + 2 + 3 + 4 + 5 + 1 = 16 over 6 = 2.67
    expect(await figures(fern)).toEqual({ rating: '2.7', reviewCount: 6 });
    expect(await figures(fern)).toEqual(await approvedFigures(fern));
  });

  it('publishes at once when the shop chose it, and an edit stays published then', async () => {
    expect((await owner.patch('/api/admin/settings', { publishReviewsAtOnce: true })).json()).toMatchObject({ publishReviewsAtOnce: true });
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    const created = (await post(karim, fern, review({ rating: 4 }))).json() as OwnReview;
    expect(created.status).toBe('approved');
    expect(await figures(fern)).toEqual({ rating: '4.0', reviewCount: 1 });
    expect((await karim.patch(`/api/reviews/${created.id}`, { rating: 3 })).json()).toMatchObject({ status: 'approved' });
    expect(await figures(fern)).toEqual({ rating: '3.0', reviewCount: 1 });
  });

  it('lists reviews for the owner by status with counts; only admins moderate; only the author edits or deletes', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    const sara = await buyer('sara@example.dz', 'Sara', 'Mansouri');
    const k = (await post(karim, fern)).json() as OwnReview;
    await post(sara, fern);
    await owner.post(`/api/admin/reviews/${k.id}/approve`, {});

    const pending = (await owner.get('/api/admin/reviews?status=pending')).json() as AdminReviewPage;
    expect(pending).toMatchObject({ total: 1, counts: { pending: 1, approved: 1, rejected: 0 } });
    expect(pending.items.map((r) => r.author)).toEqual(['Sara M.']);
    expect(((await owner.get('/api/admin/reviews?status=all')).json() as AdminReviewPage).total).toBe(2);

    expect((await karim.post(`/api/admin/reviews/${k.id}/approve`, {})).statusCode).toBe(403);
    expect((await sara.patch(`/api/reviews/${k.id}`, { rating: 1 })).statusCode).toBe(403);
    expect((await sara.delete(`/api/reviews/${k.id}`)).statusCode).toBe(403);
    expect((await owner.delete(`/api/reviews/${k.id}`)).statusCode).toBe(403);
    expect((await karim.patch('/api/reviews/999999', { rating: 1 })).statusCode).toBe(404);
    expect(await figures(fern)).toEqual({ rating: '5.0', reviewCount: 1 });
  });
  it('gives the owner the reviewed plant’s French and Arabic names beside the name it was reviewed under', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    const k = (await post(karim, fern)).json() as OwnReview;
    expect(k).toMatchObject({ plantName: 'Boston Fern', plantTranslations: { fr: { name: null }, ar: { name: null } } });
    await db().update(plants).set({ nameFr: 'Fougère de Boston', nameAr: 'سرخس بوسطن' }).where(eq(plants.id, fern.id));
    const names = { fr: { name: 'Fougère de Boston' }, ar: { name: 'سرخس بوسطن' } };
    const [listed] = ((await owner.get('/api/admin/reviews?status=pending')).json() as AdminReviewPage).items;
    expect(listed).toMatchObject({ plantName: 'Boston Fern', plantTranslations: names });
    expect((await owner.post(`/api/admin/reviews/${k.id}/approve`, {})).json()).toMatchObject({ plantTranslations: names });
    expect(((await karim.get('/api/reviews/mine')).json() as OwnReview[])[0]).toMatchObject({ plantTranslations: names });
  });
});

describe('the plant page reviews', () => {
  it('shows approved reviews newest first with the shop reply, paged when asked, and the stars distribution', async () => {
    const ids: number[] = [];
    for (const [i, rating] of [5, 4, 5].entries()) {
      const client = await buyer(`buyer${i}@example.dz`, `Buyer${i}`, 'Test');
      const id = ((await post(client, fern, review({ rating, title: `Review ${i}` }))).json() as OwnReview).id;
      await owner.post(`/api/admin/reviews/${id}/approve`, {});
      ids.push(id);
    }
    await owner.post(`/api/admin/reviews/${ids[0]}/reply`, { text: 'Merci beaucoup !' });

    const visitor = new Client(t.app);
    const all = await visitor.get(`/api/plants/${fern.id}/reviews`);
    expect(all.headers['x-total-count']).toBe('3');
    const list = all.json() as Review[];
    expect(list.map((r) => r.title)).toEqual(['Review 2', 'Review 1', 'Review 0']);
    expect(Object.keys(list[0]!).sort()).toEqual(['author', 'body', 'createdAt', 'id', 'lang', 'photoUrl', 'rating', 'reply', 'title', 'verified']);
    expect(list[2]!.reply).toMatchObject({ text: 'Merci beaucoup !' });

    const page = await visitor.get(`/api/plants/${fern.id}/reviews?limit=2&offset=2`);
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.json() as Review[]).map((r) => r.title)).toEqual(['Review 0']);

    const summary = (await visitor.get(`/api/plants/${fern.id}/reviews/summary`)).json() as ReviewSummary;
    expect(summary).toEqual({ rating: '4.7', reviewCount: 3, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } });
    expect((await visitor.get('/api/plants/999999/reviews')).statusCode).toBe(404);
  });

  it('keeps a review of a deleted plant for its author (delete only), and drops an account reviews with its figures', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad', aloe);
    const sara = await buyer('sara@example.dz', 'Sara', 'Mansouri');
    const k = (await post(karim, aloe)).json() as OwnReview;
    const s = (await post(sara, fern, review({ rating: 3 }))).json() as OwnReview;
    await owner.post(`/api/admin/reviews/${s.id}/approve`, {});

    await db().delete(plants).where(eq(plants.id, aloe.id));
    const mine = (await karim.get('/api/reviews/mine')).json() as OwnReview[];
    expect(mine).toMatchObject([{ id: k.id, plantId: null, plantName: 'Aloe Vera' }]);
    expect((await karim.patch(`/api/reviews/${k.id}`, { rating: 1 })).statusCode).toBe(409);
    expect((await karim.delete(`/api/reviews/${k.id}`)).statusCode).toBe(200);

    const [saraRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'sara@example.dz'));
    expect((await owner.delete(`/api/admin/users/${saraRow!.id}`)).statusCode).toBe(200);
    expect(await figures(fern)).toEqual({ rating: null, reviewCount: 0 });
  });
});

describe('asking for a review', () => {
  it('queues one e-mail in the order language once it is delivered, never a second for the same order', async () => {
    const placed = await order(amina, fern);
    await db().update(orders).set({ locale: 'fr' }).where(eq(orders.id, placed.id));
    await setStatus(placed.id, 'shipped');
    const requests = async () => (await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, placed.id))).filter((m) => m.kind === 'review_request');
    expect(await requests()).toHaveLength(0);

    expect((await owner.post(`/api/admin/orders/${placed.id}/deliver`, {})).statusCode).toBe(200);
    const [email] = await requests();
    expect(email).toMatchObject({ toAddress: 'amina@example.dz' });
    expect(email!.subject).toContain('Donnez votre avis');
    expect(email!.textBody).toContain('Boston Fern');

    // Delivered again (a second click, another tab): refused, and still the one e-mail.
    expect((await owner.post(`/api/admin/orders/${placed.id}/deliver`, {})).statusCode).toBe(409);
    expect((await owner.patch(`/api/orders/${placed.id}`, { orderStatus: 'delivered' })).statusCode).toBe(200);
    expect(await requests()).toHaveLength(1);
  });
});

describe('Best Rated', () => {
  it('sorts rated plants by rating then count, unrated plants last', async () => {
    const category = await createCategory(db(), { name: 'Herbs' });
    const mint = await createPlant(db(), { name: 'Mint', categoryId: category.id, priceCentimes: 50_000, stock: 50 });
    const approve = async (client: Client, plant: PlantRow, rating: number) => {
      const id = ((await post(client, plant, review({ rating }))).json() as OwnReview).id;
      await owner.post(`/api/admin/reviews/${id}/approve`, {});
    };
    const a = await buyer('a@example.dz', 'A', 'A', mint);
    await setStatus((await order(a, fern, 'a@example.dz')).id, 'delivered');
    const b = await buyer('b@example.dz', 'B', 'B', mint);
    await approve(a, mint, 4);
    await approve(b, mint, 4);
    await approve(a, fern, 4);

    const sorted = (await new Client(t.app).get('/api/plants?sort=rating')).json() as PlantListItem[];
    expect(sorted.map((p) => [p.name, p.rating, p.reviewCount])).toEqual([
      ['Mint', '4.0', 2],
      ['Boston Fern', '4.0', 1],
      ['Aloe Vera', null, 0],
    ]);
  });
});

describe('search engines', () => {
  it('gives the plant page Product data with aggregateRating and reviews only once approved reviews exist, escaped', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'nabta-reviews-seo-'));
    copyFileSync(path.resolve('src/client/index.html'), path.join(root, 'index.html'));
    await t.close();
    t = await buildTestApp({ catalogue: false, clientRoot: root });
    const category = await createCategory(db(), { name: 'Garden' });
    fern = await createPlant(db(), { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 50 });
    owner = new Client(t.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    const productOf = async () => {
      const html = (await new Client(t.app).get(`/plant/${fern.id}`)).body;
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
      expect(json).not.toContain('</script>');
      return JSON.parse(json) as Record<string, unknown>;
    };
    try {
      const before = await productOf();
      expect(before['@type']).toBe('Product');
      expect(before).not.toHaveProperty('aggregateRating');
      expect(before).not.toHaveProperty('review');

      const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
      const created = (await post(karim, fern, review({ rating: 4, body: 'Parfait </script><script>alert(1)</script>' }))).json() as OwnReview;
      expect(await productOf()).not.toHaveProperty('aggregateRating'); // pending: not yet
      await owner.post(`/api/admin/reviews/${created.id}/approve`, {});
      const after = await productOf();
      expect(after.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: '4.0', reviewCount: 1 });
      expect(after.review).toEqual([
        expect.objectContaining({
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Karim H.' },
          reviewRating: expect.objectContaining({ ratingValue: 4 }),
          reviewBody: 'Parfait </script><script>alert(1)</script>',
        }),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the demo shop', () => {
  it('shows no figure without review rows behind it: every plant\'s rating and count are its approved reviews', async () => {
    await t.close();
    t = await buildTestApp();
    const listed = (await new Client(t.app).get('/api/plants')).json() as PlantListItem[];
    expect(listed.length).toBeGreaterThanOrEqual(28);
    const rows = await db().select().from(reviews);
    for (const plant of listed) {
      const approved = rows.filter((r) => r.plantId === plant.id && r.status === 'approved').map((r) => r.rating);
      expect({ rating: plant.rating, reviewCount: plant.reviewCount }, plant.name).toEqual(figuresOf(approved));
    }
  });
});

describe('a review photo (issue 27)', () => {
  const aloePhoto = readFileSync(path.join(PHOTOS, 'aloe.jpg'));
  const uploadPhoto = (client: Client, file: Buffer, contentType = 'image/jpeg') => {
    const { payload, headers } = multipartFile(file, { contentType });
    return client.request({ method: 'POST', url: '/api/reviews/photos', payload, headers });
  };

  it('is uploaded only by a customer who received an order (403 before reading the file), and is sniffed like every upload', async () => {
    expect((await uploadPhoto(new Client(t.app), aloePhoto)).statusCode).toBe(401);
    expect((await uploadPhoto(amina, aloePhoto)).statusCode).toBe(403);
    await order(amina, fern);
    expect((await uploadPhoto(amina, aloePhoto)).statusCode).toBe(403);

    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    const notAnImage = await uploadPhoto(karim, Buffer.from('<?php system($_GET["c"]); ?>'), 'image/jpeg');
    expect([400, 415]).toContain(notAnImage.statusCode);
    // A phone's photo carries who took it and where: none of it may reach the plant page.
    const fromPhone = await sharp(aloePhoto).withExif({ IFD0: { Artist: 'Karim Haddad', Copyright: 'Tizi Ouzou' } }).jpeg().toBuffer();
    expect((await sharp(fromPhone).metadata()).exif).toBeDefined();
    const res = await uploadPhoto(karim, fromPhone);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as { id: string; url: string };
    expect(photo.url).toBe(`/images/uploads/${photo.id}.webp`);
    const served = await new Client(t.app).get(`${photo.url}?w=320`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes('Karim Haddad')).toBe(false);
  });

  it('goes with the review, shows on the plant page once approved, and can be replaced or removed by its author', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    const photo = (await uploadPhoto(karim, aloePhoto)).json() as { id: string; url: string };
    const unknown = await post(karim, fern, review({ photoId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(e.photoNotFound);
    expect((await post(karim, fern, review({ photoId: 'not-a-uuid' }))).statusCode).toBe(400);

    const created = await post(karim, fern, review({ photoId: photo.id }));
    expect(created.statusCode, created.body).toBe(201);
    const own = created.json() as OwnReview;
    expect(own.photoUrl).toBe(photo.url);
    expect((await new Client(t.app).get(`/api/plants/${fern.id}/reviews`)).json()).toEqual([]);
    expect((await owner.post(`/api/admin/reviews/${own.id}/approve`, {})).statusCode).toBe(200);
    const [shown] = (await new Client(t.app).get(`/api/plants/${fern.id}/reviews`)).json() as Review[];
    expect(shown!.photoUrl).toBe(photo.url);

    // Editing the words keeps the photo; null removes it.
    const edited = (await karim.patch(`/api/reviews/${own.id}`, { title: 'Still healthy' })).json() as OwnReview;
    expect(edited.photoUrl).toBe(photo.url);
    const removed = (await karim.patch(`/api/reviews/${own.id}`, { photoId: null })).json() as OwnReview;
    expect(removed.photoUrl).toBeNull();
  });

  it('is one its author uploaded as a review photo and no other review shows: a plant’s picture, another customer’s photo or one already shown is a 400 (issue 37)', async () => {
    const karim = await buyer('karim@example.dz', 'Karim', 'Haddad');
    await setStatus((await order(karim, aloe, 'karim@example.dz')).id, 'delivered');
    const sara = await buyer('sara@example.dz', 'سارة', 'Bouzid');
    const { payload, headers } = multipartFile(readFileSync(path.join(PHOTOS, 'dahlia.jpg')), { field: 'image', contentType: 'image/jpeg' });
    const plantPicture = (await owner.request({ method: 'POST', url: '/api/admin/images', payload, headers })).json() as { id: string };
    const sarasPhoto = (await uploadPhoto(sara, readFileSync(path.join(PHOTOS, 'butterfly.jpg')))).json() as { id: string };
    const karimsPhoto = (await uploadPhoto(karim, aloePhoto)).json() as { id: string };

    for (const [whose, id, message] of [
      ['the shop’s plant picture', plantPicture.id, e.photoNotFound],
      ['another customer’s photo', sarasPhoto.id, e.photoNotFound],
    ] as const) {
      const res = await post(karim, fern, review({ photoId: id }));
      expect(res.statusCode, whose).toBe(400);
      expect(res.json(), whose).toMatchObject({ message, fieldErrors: { photoId: message } });
    }
    const mine = (await post(karim, fern, review())).json() as OwnReview;
    expect((await karim.patch(`/api/reviews/${mine.id}`, { photoId: sarasPhoto.id })).statusCode).toBe(400);
    expect((await karim.patch(`/api/reviews/${mine.id}`, { photoId: karimsPhoto.id })).json()).toMatchObject({ photoUrl: `/images/uploads/${karimsPhoto.id}.webp` });
    // Sent again on the same review it is still that review's; on another review it is taken.
    expect((await karim.patch(`/api/reviews/${mine.id}`, { photoId: karimsPhoto.id })).statusCode).toBe(200);
    const second = await post(karim, aloe, review({ photoId: karimsPhoto.id }));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(e.photoTaken);
    // The same file uploaded by someone else is theirs too (stored once): a customer's own photo is never refused
    // because another customer's review shows the same bytes.
    const sameFile = (await uploadPhoto(sara, aloePhoto)).json() as { id: string };
    expect(sameFile.id).toBe(karimsPhoto.id);
    await setStatus((await order(sara, fern, 'sara@example.dz')).id, 'delivered');
    const saras = await post(sara, fern, review({ photoId: sameFile.id }));
    expect(saras.statusCode, saras.body).toBe(201);
    expect((await db().select().from(reviews).where(eq(reviews.photoId, karimsPhoto.id))).map((r) => r.id).sort()).toEqual([mine.id, saras.json().id].sort());
  });
});
