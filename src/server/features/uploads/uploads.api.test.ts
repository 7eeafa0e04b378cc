import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadedImage } from '@shared/contracts/admin';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { RESPONSIVE_WIDTHS } from '@shared/domain/uploaded-images';
import { uploadedImages, uploadedImageVariants } from '../../db/schema';
import { en } from '@shared/messages';

let t: TestApp;
let admin: Client;
beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(() => t.close());

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 70 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

async function upload(client: Client, file: Buffer, opts: Parameters<typeof multipartFile>[1] = {}) {
  const { payload, headers } = multipartFile(file, opts);
  return client.request({ method: 'POST', url: '/api/admin/images', payload, headers });
}

describe('POST /api/admin/images', () => {
  it('refuses visitors (401) and customers (403)', async () => {
    const customer = new Client(t.app);
    await signUp(customer);
    const file = await photo(50, 50);
    expect((await upload(new Client(t.app), file)).statusCode).toBe(401);
    expect((await upload(customer, file)).statusCode).toBe(403);
    expect(await t.app.ctx.db.select().from(uploadedImages)).toHaveLength(0);
  });

  it('stores the image in the database as WebP (at most 1280 px) and serves it with a year of cache; the same file is stored once', async () => {
    const file = await photo(2000, 1500, 'png');
    const res = await upload(admin, file, { filename: 'monstera.png', contentType: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as UploadedImage;
    expect(image).toMatchObject({ width: 1280, height: 960, url: `/images/uploads/${image.id}.webp` });

    const again = await upload(admin, file);
    expect((again.json() as UploadedImage).id).toBe(image.id);
    expect(await t.app.ctx.db.select({ id: uploadedImages.id }).from(uploadedImages)).toHaveLength(1);

    // The default rendition is 800 px wide; ?w= rounds up to a rendition width; never enlarged.
    const served = await new Client(t.app).get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    const card = await new Client(t.app).get(`${image.url}?w=390`);
    expect((await sharp(card.rawPayload).metadata()).width).toBe(400);
    const huge = await new Client(t.app).get(`${image.url}?w=5000`);
    expect((await sharp(huge.rawPayload).metadata()).width).toBe(1280);

    // Each rendition is made once and kept in the database (another instance finds it there).
    const variants = await t.app.ctx.db.select({ width: uploadedImageVariants.width }).from(uploadedImageVariants).where(eq(uploadedImageVariants.imageId, image.id));
    expect(variants.map((r) => r.width).sort((a, b) => a - b)).toEqual([400, 800]);

    // Revalidation: the ETag is the image's version.
    const etag = card.headers.etag as string;
    const notModified = await new Client(t.app).request({ method: 'GET', url: `${image.url}?w=400`, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
  });

  it('serves the widths a card’s srcset offers (320, 640, 1280) as WebP, each exactly that wide and lighter than the next', async () => {
    // A photo-like picture (noise compresses like detail does): a flat colour would be a few bytes at any width.
    const file = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7d44', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const image = (await upload(admin, file)).json() as UploadedImage;
    let previous = 0;
    for (const width of RESPONSIVE_WIDTHS) {
      const res = await new Client(t.app).get(`${image.url}?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 3) / 4));
      expect(res.rawPayload.length).toBeGreaterThan(previous);
      previous = res.rawPayload.length;
    }
  });

  it('goes by the bytes, not the name: a text file named .jpg is 415; a corrupt image 400; over 10 MB 413', async () => {
    const text = await upload(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.padEnd(200, ' ')), { filename: 'plant.jpg' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(en.identify.errors.notAnImage);

    const jpeg = await photo(64, 64);
    const truncated = await upload(admin, jpeg.subarray(0, 200));
    expect(truncated.statusCode).toBe(400);

    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    expect((await upload(admin, big)).statusCode).toBe(413);

    expect((await upload(admin, jpeg, { field: 'file' })).statusCode).toBe(400);
    expect((await admin.post('/api/admin/images', { image: 'x' })).statusCode).toBe(415);
    expect(await t.app.ctx.db.select().from(uploadedImages)).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed image', async () => {
    expect((await new Client(t.app).get('/images/uploads/00000000-0000-4000-8000-000000000000.webp')).statusCode).toBe(404);
    expect((await new Client(t.app).get('/images/uploads/nope.webp')).statusCode).toBe(404);
  });

  it('an uploaded image can be a plant’s or a category’s imageUrl', async () => {
    const image = (await upload(admin, await photo(300, 300))).json() as UploadedImage;
    const category = await admin.post('/api/categories', { name: 'Palms', imageUrl: image.url });
    expect(category.statusCode).toBe(201);
    expect(category.json().imageUrl).toBe(image.url);
    const plant = await admin.post('/api/plants', { name: 'Date Palm', categoryId: category.json().id, price: '4500', imageUrl: `${image.url}?w=400` });
    expect(plant.statusCode).toBe(201);
  });
});
