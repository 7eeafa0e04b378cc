import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Identification, IdentifyEngineSettings, IdentifyEngineTest } from '@shared/contracts/identify';
import type { FakeServer } from '../../../../tests/fakes/fake-server';
import { PLANTNET_FAKE_KEY, startPlantNetFake } from '../../../../tests/fakes/plantnet.fake';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { embeddedEngine } from './identify.engines';
import { en } from '@shared/messages';

/** The owner's identification settings: the chain, the engines' keys (masked), and "Test". */
let plantnet: FakeServer;
let t: TestApp | undefined;

beforeAll(async () => {
  plantnet = await startPlantNetFake({ current: 'success' });
  await embeddedEngine().index();
}, 120_000);
afterAll(() => plantnet.close());
afterEach(async () => {
  await t?.close();
  t = undefined;
  plantnet.requests.length = 0;
});

async function adminOf(env: Record<string, string> = {}) {
  t = await buildTestApp({ env: { PLANTNET_API_URL: plantnet.url, ...env } });
  const admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  return admin;
}

async function identify(client: Client) {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#4f8a3c' } }).jpeg().toBuffer();
  const { payload, headers } = multipartFile(photo);
  return client.request({ method: 'POST', url: '/api/identify-plant', payload, headers });
}

describe('identification settings (admin)', () => {
  it('are for admins only: 401 for a visitor, 403 for a customer', async () => {
    await adminOf();
    const visitor = new Client(t!.app);
    const customer = new Client(t!.app);
    await signUp(customer);
    for (const client of [visitor, customer]) {
      const expected = client === visitor ? 401 : 403;
      expect((await client.get('/api/admin/identify')).statusCode).toBe(expected);
      expect((await client.patch('/api/admin/identify', { plantnetApiKey: 'stolen-key-0123456789' })).statusCode).toBe(expected);
      expect((await client.post('/api/admin/identify/test')).statusCode).toBe(expected);
    }
  });

  it('on a fresh install show the offline matcher alone, and no key', async () => {
    const admin = await adminOf();
    const res = await admin.get('/api/admin/identify');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      chain: [{ id: 'embedded', label: 'Nabta offline matcher', offline: true }],
      plantnetApiKey: '',
      plantnetProject: 'all',
      plantidApiKey: '',
      visionApiUrl: '',
      visionModel: '',
      visionApiKey: '',
    });
  });

  it('a saved Pl@ntNet key is masked, heads the chain, and answers the next identification without a restart', async () => {
    const admin = await adminOf();
    expect((await identify(admin)).statusCode).toBe(422); // the offline matcher declines this photo
    const res = await admin.patch('/api/admin/identify', { plantnetApiKey: PLANTNET_FAKE_KEY, plantnetProject: 'k-northern-africa' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as IdentifyEngineSettings;
    expect(saved.plantnetApiKey).toBe(`********${PLANTNET_FAKE_KEY.slice(-8)}`);
    expect(saved.chain.map((e) => e.id)).toEqual(['plantnet', 'embedded']);

    const next = await identify(admin);
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json() as { identification: Identification }).identification.engine).toEqual({ id: 'plantnet', label: 'Pl@ntNet', offline: false });
    expect(plantnet.requests.at(-1)!.url.pathname).toBe('/v2/identify/k-northern-africa');
  });

  it('a key saved in the settings wins over the environment, and a masked key sent back keeps it', async () => {
    const admin = await adminOf({ PLANTNET_API_KEY: 'an-old-key-from-the-environment' });
    expect((await admin.get('/api/admin/identify')).json().plantnetApiKey).toBe('********ironment');
    await admin.patch('/api/admin/identify', { plantnetApiKey: PLANTNET_FAKE_KEY });
    const masked = (await admin.get('/api/admin/identify')).json().plantnetApiKey as string;
    expect((await admin.patch('/api/admin/identify', { plantnetApiKey: masked, plantnetProject: '' })).statusCode).toBe(200);
    expect((await identify(admin)).statusCode).toBe(200);
    expect(plantnet.requests.at(-1)!.url.searchParams.get('api-key')).toBe(PLANTNET_FAKE_KEY);
    // null removes the saved key: the environment's applies again.
    await admin.patch('/api/admin/identify', { plantnetApiKey: null });
    expect((await admin.get('/api/admin/identify')).json().plantnetApiKey).toBe('********ironment');
  });

  it('refuses unknown fields, a bad flora code, and a vision URL without its model', async () => {
    const admin = await adminOf();
    expect((await admin.patch('/api/admin/identify', { role: 'admin' })).statusCode).toBe(400);
    const project = await admin.patch('/api/admin/identify', { plantnetProject: 'Not a flora!' });
    expect(project.statusCode).toBe(400);
    expect(project.json().fieldErrors.plantnetProject).toBe(en.identify.admin.invalidProject);
    const vision = await admin.patch('/api/admin/identify', { visionApiUrl: 'http://127.0.0.1:11434/v1' });
    expect(vision.statusCode).toBe(400);
    expect(vision.json().fieldErrors.visionModel).toBe(en.identify.admin.modelRequired);
  });

  it('"Test" identifies a sample image through the chain as configured, with the latency', async () => {
    const admin = await adminOf();
    const offline = (await admin.post('/api/admin/identify/test')).json() as IdentifyEngineTest;
    expect(offline).toMatchObject({ engine: { id: 'embedded' }, outcome: 'identified' });
    expect(offline.confidence).toBeGreaterThanOrEqual(60);
    expect(offline.latencyMs).toBeGreaterThanOrEqual(0);

    await admin.patch('/api/admin/identify', { plantnetApiKey: PLANTNET_FAKE_KEY });
    const online = (await admin.post('/api/admin/identify/test')).json() as IdentifyEngineTest;
    expect(online).toMatchObject({ engine: { id: 'plantnet' }, outcome: 'identified', scientificName: 'Sansevieria trifasciata', confidence: 83 });
    expect(online.attempts).toEqual([expect.objectContaining({ engine: 'plantnet', outcome: 'identified' })]);
  });

  it('"Test" reports a refused key and the engine that answered instead', async () => {
    const admin = await adminOf();
    await admin.patch('/api/admin/identify', { plantnetApiKey: 'a-wrong-key-for-plantnet' });
    const res = (await admin.post('/api/admin/identify/test')).json() as IdentifyEngineTest;
    expect(res.engine?.id).toBe('embedded');
    expect(res.attempts.map((a) => [a.engine, a.outcome])).toEqual([
      ['plantnet', 'auth'],
      ['embedded', 'identified'],
    ]);
  });
});
