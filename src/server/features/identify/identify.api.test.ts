import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Identification, IdentifyResponse, SavedPlant } from '@shared/contracts/identify';
import { SAMPLE_THUMB_WIDTHS } from '@shared/domain/identify-samples';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, Client, signUp, type TestApp } from '../../../../tests/helpers/test-app';
import { identifications } from '../../db/schema';
import { seedPlants } from '../../db/seed/catalogue.data';
import { embeddedEngine } from './identify.engines';
import { samplePlants } from './identify.samples';
import { LIGHT_AR } from './species/species.ar';
import { en } from '@shared/messages';

const e = en.identify.errors;

/** CRC-32 as PNG chunks use it. */
function crc32(data: Buffer): number {
  let c = ~0;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

let t: TestApp;
let client: Client;

// The embedded engine's index is built once per test process; build it before the clocks start.
beforeAll(async () => {
  await embeddedEngine().index();
}, 120_000);

beforeEach(async () => {
  t = await buildTestApp();
  client = new Client(t.app);
});
afterEach(() => t.close());

const upload = (c: Client, content: Buffer, opts: Parameters<typeof multipartFile>[1] = {}, url = '/api/identify-plant') => {
  const { payload, headers } = multipartFile(content, opts);
  return c.request({ method: 'POST', url, payload, headers });
};

async function identify(c: Client, content: Buffer, opts: Parameters<typeof multipartFile>[1] = {}): Promise<Identification> {
  const res = await upload(c, content, opts);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { identification: Identification }).identification;
}

/** A photo-like JPEG that is no plant of the catalogue: smooth colour noise. */
async function unrelatedPhoto(): Promise<Buffer> {
  const w = 320;
  const h = 240;
  const data = Buffer.alloc(w * h * 3);
  for (let i = 0; i < data.length; i++) data[i] = (Math.imul(i, 2654435761) >>> 24) & 255;
  return sharp(data, { raw: { width: w, height: h, channels: 3 } }).blur(3).jpeg().toBuffer();
}

describe('identification with the embedded engine (no key, no network)', () => {
  it('is measured on unseen "photos": almost always right, rarely sure of a plant it does not know', async () => {
    const { quality, plants } = await embeddedEngine().index();
    expect(plants).toHaveLength(seedPlants.length);
    expect(quality.samples).toBeGreaterThanOrEqual(seedPlants.length * 4);
    expect(quality.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(quality.falseConfident).toBeLessThanOrEqual(0.15);
    // Calibrated on real photographs too (none of which it may name), not only on illustrations.
    expect(quality.realPhotos).toBeGreaterThanOrEqual(10);
  });

  it('identifies each of the six sample images as its catalogue plant, sure of itself', async () => {
    const list = await client.get('/api/identify/samples');
    expect(list.statusCode).toBe(200);
    const samples = list.json() as { url: string }[];
    expect(samples).toHaveLength(6);
    const expected = samplePlants();
    for (const [i, sample] of samples.entries()) {
      const image = await client.get(sample.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const plant = expected[i]!;
      const result = await identify(client, image.rawPayload);
      expect(result.scientificName, sample.url).toBe(plant.scientificName);
      expect(result.confident, sample.url).toBe(true);
      expect(result.confidence).toBeGreaterThanOrEqual(60);
      expect(result.engine.id).toBe('embedded');
      // Completed from the knowledge base, and linked to the shop's plant.
      expect(result.careLevel).not.toBeNull();
      expect(result.family).toBe(plant.family);
      expect(result.origin).toBeTruthy();
      expect(result.description).toBeTruthy();
      expect(result.catalogueMatches[0]).toMatchObject({ name: plant.name, relation: 'species' });
    }
  });

  it('shows each sample as a small WebP thumbnail, and refuses any other width', async () => {
    const full = await client.get('/images/samples/sample-2.jpg');
    for (const width of SAMPLE_THUMB_WIDTHS) {
      const thumb = await client.get(`/images/samples/sample-2.webp?w=${width}`);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
      expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length / 3);
      const again = await client.request({ method: 'GET', url: `/images/samples/sample-2.webp?w=${width}`, headers: { 'if-none-match': String(thumb.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    for (const url of ['/images/samples/sample-2.webp', '/images/samples/sample-2.webp?w=640', '/images/samples/sample-2.webp?w=1e3', '/images/samples/sample-9.webp?w=160']) {
      const refused = await client.get(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toHaveProperty('message');
    }
  });

  it('the samples are photos, not copies of the catalogue images', async () => {
    const sample = await client.get('/images/samples/sample-1.jpg');
    const plant = samplePlants()[0]!;
    const catalogue = await client.get(`/images/plants/${plant.slug}.svg`);
    const a = await sharp(sample.rawPayload).resize(64, 64).raw().toBuffer();
    const b = await sharp(catalogue.rawPayload).resize(64, 64).flatten({ background: '#fff' }).raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeGreaterThan(8);
  });

  it("identifies the catalogue's own images", async () => {
    for (const slug of ['olive-tree', 'prickly-pear', 'spearmint', 'sweet-basil', 'common-jasmine', 'bougainvillea']) {
      const svg = await client.get(`/images/plants/${slug}.svg`);
      expect(svg.statusCode).toBe(200);
      const png = await sharp(svg.rawPayload).png().toBuffer();
      const result = await identify(client, png, { filename: `${slug}.png`, contentType: 'image/png' });
      expect(result.scientificName, slug).toBe(seedPlants.find((p) => p.slug === slug)!.scientificName);
      expect(result.confident, slug).toBe(true);
    }
  });

  it('names no species when the photo matches no catalogue plant: 422, nothing logged', async () => {
    const res = await upload(client, await unrelatedPhoto());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: en.identify.notRecognisedOfflineMessage,
      notRecognised: { engine: { id: 'embedded', offline: true } },
    });
    expect(await t.app.ctx.db.$count(identifications)).toBe(0);
  });

  it('logs every identification with its engine, species, confidence and latency', async () => {
    const sample = await client.get('/images/samples/sample-2.jpg');
    const result = await identify(client, sample.rawPayload);
    const [row] = await t.app.ctx.db.select().from(identifications).where(eq(identifications.id, result.id));
    expect(row).toMatchObject({
      engine: 'embedded',
      scientificName: result.scientificName,
      confidence: result.confidence,
      userId: null,
      savedAt: null,
    });
    expect(row!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('names the active engine (embedded by default) without any secret', async () => {
    const res = await client.get('/api/identify/engines');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      active: { id: 'embedded', label: expect.any(String) },
      chain: [{ id: 'embedded', label: expect.any(String), offline: true }],
      // What the shop may promise: the plants the offline matcher was given, never "over 10000 species".
      coverage: { scope: 'shop', species: expect.any(Number) },
    });
  });

  it('names an engine without a brand in the reader’s language', async () => {
    const label = async (headers: Record<string, string>) =>
      (await client.request({ method: 'GET', url: '/api/identify/engines', headers })).json().active.label;
    expect(await label({})).toBe('Nabta offline matcher');
    expect(await label({ 'accept-language': 'fr' })).toBe('Reconnaissance hors ligne de Nabta');
    expect(await label({ 'accept-language': 'ar' })).toBe('أداة التعرّف دون اتصال من نبتة');
  });

  it('answers in French when asked', async () => {
    const sample = await client.get('/images/samples/sample-2.jpg');
    const { payload, headers } = multipartFile(sample.rawPayload);
    const res = await client.request({ method: 'POST', url: '/api/identify-plant?lang=fr', payload, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().identification).toMatchObject({ commonName: 'Olivier', origin: expect.stringContaining('Bassin méditerranéen') });
  });

  it('answers an Arabic reader in Arabic: the species facts, and the shop plant with its Arabic name', async () => {
    const sample = await client.get('/images/samples/sample-2.jpg');
    const { payload, headers } = multipartFile(sample.rawPayload);
    const res = await client.request({ method: 'POST', url: '/api/identify-plant', payload, headers: { ...headers, 'accept-language': 'ar' } });
    expect(res.statusCode, res.body).toBe(200);
    const result = (res.json() as IdentifyResponse).identification;
    expect(result).toMatchObject({
      scientificName: 'Olea europaea',
      commonName: 'الزيتون، شجرة الزيتون',
      origin: 'من حوض البحر الأبيض المتوسط إلى غرب آسيا',
      light: LIGHT_AR.sun,
      // The care level stays the enum: the page translates it.
      careLevel: expect.stringMatching(/^(Easy|Intermediate|Hard)$/),
    });
    expect(result.description).toContain('القبائل');
    expect(result.watering).toMatch(/[\u0600-\u06ff]/);
    expect(result.catalogueMatches[0]).toMatchObject({
      name: 'Olive Tree',
      translations: { fr: { name: 'Olivier' }, ar: { name: 'شجرة الزيتون' } },
      relation: 'species',
    });

    // The page may still ask for another language than the reader's.
    const { payload: again, headers: againHeaders } = multipartFile(sample.rawPayload);
    const english = await client.request({ method: 'POST', url: '/api/identify-plant?lang=en', payload: again, headers: { ...againHeaders, 'accept-language': 'ar' } });
    expect((english.json() as IdentifyResponse).identification.origin).toBe('Mediterranean Basin to western Asia');
  });
});

describe('uploads', () => {
  it('refuses a text file (415), whatever it claims to be', async () => {
    const text = Buffer.from('this is not a photo of a plant\n'.repeat(20));
    for (const opts of [
      { filename: 'notes.txt', contentType: 'text/plain' },
      { filename: 'plant.jpg', contentType: 'image/jpeg' },
    ]) {
      const res = await upload(client, text, opts);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: e.notAnImage });
    }
  });

  it('refuses an SVG (a document, not a photo) with 415', async () => {
    const svg = await client.get('/images/plants/olive-tree.svg');
    const res = await upload(client, svg.rawPayload, { filename: 'olive.svg', contentType: 'image/svg+xml' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a corrupt image with 400', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const res = await upload(client, jpeg.subarray(0, 300));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: e.unreadable });
  });

  it('refuses a body that is not multipart (415) and a form without the image field (400)', async () => {
    const json = await client.post('/api/identify-plant', { image: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const wrongField = await upload(client, jpeg, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: e.noFile });
  });

  it('refuses a file over 10 MB with 413', async () => {
    // A real JPEG header followed by 11 MB: the size check comes before any decoding.
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const res = await upload(client, big);
    expect(res.statusCode).toBe(413);
  });

  it('refuses a decompression bomb (a tiny PNG declaring 40 000 × 40 000 px) with 413, without inflating it', async () => {
    const width = 40_000;
    const height = 40_000;
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([len, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    // A few rows of zeros, deflated: the file is small, its canvas 1.6 gigapixels.
    const idat = deflateSync(Buffer.alloc((width + 1) * 64));
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', idat),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    const res = await upload(client, bomb, { filename: 'bomb.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(en.identify.errors.tooManyPixels.replace('{n}', '40'));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('limits identifications per client and says so (429)', async () => {
    const text = Buffer.from('not an image at all, but it still counts');
    let last = await upload(client, text);
    for (let i = 1; i < 31 && last.statusCode !== 429; i++) last = await upload(client, text);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: e.tooMany });
  });
});

describe('Save to My Plants', () => {
  const samplePhoto = async (n = 3) => (await client.get(`/images/samples/sample-${n}.jpg`)).rawPayload;

  it('asks a visitor to sign in (401)', async () => {
    const result = await identify(client, await samplePhoto());
    expect((await client.post(`/api/identifications/${result.id}/save`)).statusCode).toBe(401);
    expect((await client.get('/api/my-plants')).statusCode).toBe(401);
  });

  it("saves a signed-in user's identification and lists it on My Plants, linked to the shop", async () => {
    await signUp(client);
    const result = await identify(client, await samplePhoto());
    const saved = await client.post(`/api/identifications/${result.id}/save`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: result.id, savedAt: expect.any(String) });

    const list = await client.get('/api/my-plants');
    expect(list.statusCode).toBe(200);
    const plants = list.json() as SavedPlant[];
    expect(plants).toHaveLength(1);
    expect(plants[0]).toMatchObject({
      id: result.id,
      plantName: result.plantName,
      confidence: result.confidence,
      engine: 'embedded',
      cataloguePlant: { name: samplePlants()[2]!.name, translations: { ar: { name: expect.any(String) } }, relation: 'species' },
    });

    // Saving twice keeps one entry; removing it empties the list.
    expect((await client.post(`/api/identifications/${result.id}/save`)).statusCode).toBe(200);
    expect((await client.delete(`/api/identifications/${result.id}/save`)).statusCode).toBe(200);
    expect((await client.get('/api/my-plants')).json()).toEqual([]);
  });

  it('lets a visitor who signs in right after keep the identification they just made', async () => {
    const result = await identify(client, await samplePhoto());
    await signUp(client, { email: 'nadia@example.dz' });
    expect((await client.post(`/api/identifications/${result.id}/save`)).statusCode).toBe(200);
    expect((await client.get('/api/my-plants')).json()).toHaveLength(1);
  });

  it("refuses to save another user's identification (403) and an unknown one (404)", async () => {
    await signUp(client, { email: 'owner@example.dz' });
    const result = await identify(client, await samplePhoto());
    const other = new Client(t.app);
    await signUp(other, { email: 'other@example.dz' });
    expect((await other.post(`/api/identifications/${result.id}/save`)).statusCode).toBe(403);
    expect((await other.delete(`/api/identifications/${result.id}/save`)).statusCode).toBe(404);
    expect((await other.post('/api/identifications/7d1f2b7e-1d3c-4f55-9b1a-2f6c1a0e9d11/save')).statusCode).toBe(404);
    expect((await other.post('/api/identifications/not-a-uuid/save')).statusCode).toBe(400);
  });
});
