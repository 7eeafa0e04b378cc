import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Identification, IdentifyNotRecognised } from '@shared/contracts/identify';
import type { FakeServer } from '../../../../tests/fakes/fake-server';
import { PLANTID_FAKE_KEY, startPlantIdFake, type PlantIdScenario } from '../../../../tests/fakes/plantid.fake';
import { PLANTNET_FAKE_KEY, startPlantNetFake, type PlantNetScenario } from '../../../../tests/fakes/plantnet.fake';
import { startVisionFake, VISION_FAKE_KEY, type VisionScenario } from '../../../../tests/fakes/vision.fake';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, Client, type TestApp } from '../../../../tests/helpers/test-app';
import { identifications } from '../../db/schema';
import { embeddedEngine } from './identify.engines';
import { en } from '@shared/messages';

/**
 * Each remote engine against a local fake that speaks its documented protocol: success, no plant,
 * bad key (401) and quota (429), and the chain falling back to the next engine.
 */
const plantnet = { current: 'success' as PlantNetScenario };
const plantid = { current: 'success' as PlantIdScenario };
const vision = { current: 'success' as VisionScenario };
let fakes: { plantnet: FakeServer; plantid: FakeServer; vision: FakeServer };
let photo: Buffer;
let t: TestApp | undefined;

beforeAll(async () => {
  fakes = { plantnet: await startPlantNetFake(plantnet), plantid: await startPlantIdFake(plantid), vision: await startVisionFake(vision) };
  photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#4f8a3c' } }).jpeg().toBuffer();
  await embeddedEngine().index();
}, 120_000);
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  plantnet.current = 'success';
  plantid.current = 'success';
  vision.current = 'success';
  for (const f of Object.values(fakes)) f.requests.length = 0;
});

const env = () => ({
  PLANTNET_API_KEY: PLANTNET_FAKE_KEY,
  PLANTNET_API_URL: fakes.plantnet.url,
  PLANTID_API_KEY: PLANTID_FAKE_KEY,
  PLANTID_API_URL: fakes.plantid.url,
  VISION_API_URL: `${fakes.vision.url}/v1`,
  VISION_API_KEY: VISION_FAKE_KEY,
  VISION_MODEL: 'fake-vision',
});

async function appWith(engines: string, extra: Record<string, string> = {}) {
  t = await buildTestApp({ env: { ...env(), IDENTIFY_ENGINES: engines, ...extra } });
  return new Client(t.app);
}

async function post(client: Client) {
  const { payload, headers } = multipartFile(photo);
  return client.request({ method: 'POST', url: '/api/identify-plant', payload, headers });
}

const identification = (res: { json(): unknown }) => (res.json() as { identification: Identification }).identification;

/** The offline matcher looked at the test photo (not a catalogue plant) and honestly declined to name it. */
function expectEmbeddedDeclined(res: { statusCode: number; body: string; json(): unknown }, why?: string) {
  expect(res.statusCode, why ?? res.body).toBe(422);
  expect((res.json() as IdentifyNotRecognised).notRecognised.engine).toMatchObject({ id: 'embedded', offline: true });
}

describe('Pl@ntNet', () => {
  it('lists no alternative that would show as 0 % (Pl@ntNet names many species below 0.5 %)', async () => {
    plantnet.current = 'faint-alternatives';
    const client = await appWith('plantnet');
    const res = await post(client);
    expect(res.statusCode, res.body).toBe(200);
    expect(identification(res).alternatives).toEqual([{ plantName: 'Sansevieria cylindrica', scientificName: 'Sansevieria cylindrica', confidence: 5 }]);
  });

  it('identifies, and completes the answer from the knowledge base through a synonym', async () => {
    const client = await appWith('plantnet');
    const res = await post(client);
    expect(res.statusCode, res.body).toBe(200);
    const id = identification(res);
    // Pl@ntNet answers with the old name Sansevieria trifasciata; the knowledge base files it as Dracaena trifasciata.
    expect(id).toMatchObject({
      plantName: 'Sansevieria trifasciata',
      scientificName: 'Sansevieria trifasciata',
      confidence: 83,
      confident: true,
      careLevel: 'Easy',
      family: 'Asparagaceae',
      origin: 'Tropical West Africa (Nigeria to the Congo)',
      commonName: "Snake plant, Mother-in-law's tongue",
      engine: { id: 'plantnet', label: 'Pl@ntNet' },
      alternatives: [{ scientificName: 'Sansevieria cylindrica', confidence: 5 }],
    });
    // The shop sells it as Dracaena trifasciata: same species.
    expect(id.catalogueMatches[0]).toMatchObject({ name: 'Snake Plant', relation: 'species' });

    const [req] = fakes.plantnet.requests;
    expect(req!.url.pathname).toBe('/v2/identify/all');
    expect(req!.url.searchParams.get('api-key')).toBe(PLANTNET_FAKE_KEY);
    expect(req!.url.searchParams.get('lang')).toBe('en');
    expect(req!.url.searchParams.get('nb-results')).toBe('5');
    // The photo went out resized once, as JPEG.
    expect(req!.body.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('asks in Arabic for an Arabic reader and completes the answer from the Arabic knowledge base', async () => {
    const client = await appWith('plantnet');
    const { payload, headers } = multipartFile(photo);
    const res = await client.request({ method: 'POST', url: '/api/identify-plant', payload, headers: { ...headers, 'accept-language': 'ar' } });
    expect(res.statusCode, res.body).toBe(200);
    const id = identification(res);
    expect(fakes.plantnet.requests[0]!.url.searchParams.get('lang')).toBe('ar');
    // Through the synonym Sansevieria trifasciata, in Arabic; the engine's English names are not used.
    expect(id).toMatchObject({
      plantName: 'Sansevieria trifasciata',
      commonName: 'جلد النمر، لسان الحماة',
      origin: 'غرب أفريقيا المدارية (من نيجيريا إلى الكونغو)',
      careLevel: 'Easy',
    });
    expect(id.description).toMatch(/^أوراق صلبة قائمة/);
    expect(id.catalogueMatches[0]).toMatchObject({ name: 'Snake Plant', translations: { fr: { name: 'Sansevière' }, ar: { name: 'لسان الحماة' } } });
  });

  it('"Species not found" (404) means no plant was recognised: 422, no fallback, nothing logged', async () => {
    plantnet.current = 'no-plant';
    const client = await appWith('plantnet,embedded');
    const res = await post(client);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: en.identify.notRecognised, notRecognised: { engine: { id: 'plantnet', offline: false } } });
    expect(await t!.app.ctx.db.$count(identifications)).toBe(0);
  });

  it('a bad key (401) hands over to Plant.id', async () => {
    plantnet.current = 'bad-key';
    const client = await appWith('plantnet,plantid');
    const res = await post(client);
    expect(res.statusCode).toBe(200);
    expect(identification(res).engine.id).toBe('plantid');
    expect(fakes.plantnet.requests).toHaveLength(1);
  });

  it('a spent quota (429) hands over to the next engine', async () => {
    plantnet.current = 'quota';
    const client = await appWith('plantnet,vision');
    const res = await post(client);
    expect(res.statusCode).toBe(200);
    expect(identification(res).engine.id).toBe('vision');
  });

  it('with every engine down and no fallback, answers 503 with a clear message', async () => {
    plantnet.current = 'quota';
    const client = await appWith('plantnet');
    const res = await post(client);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: en.identify.errors.unavailable });
  });

  it('an unreachable server hands over to the embedded engine', async () => {
    const client = await appWith('plantnet,embedded', { PLANTNET_API_URL: 'http://127.0.0.1:9' });
    const res = await post(client);
    expectEmbeddedDeclined(res);
  });
});

describe('Plant.id', () => {
  it('identifies and keeps the description with its licence when the knowledge base does not know the plant', async () => {
    const client = await appWith('plantid');
    const res = await post(client);
    expect(res.statusCode, res.body).toBe(200);
    expect(identification(res)).toMatchObject({
      plantName: 'Welwitschia mirabilis',
      confidence: 94,
      confident: true,
      careLevel: null,
      family: 'Welwitschiaceae',
      description: expect.stringContaining('endemic to the Namib desert'),
      descriptionSource: {
        citation: 'https://en.wikipedia.org/wiki/Welwitschia',
        license: 'CC BY-SA 3.0',
        licenseUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
      },
      light: 'Full sun, as in its native desert.',
      watering: 'Let the soil dry out between waterings.',
      catalogueMatches: [],
      engine: { id: 'plantid' },
    });
    const [req] = fakes.plantid.requests;
    expect(req!.headers['api-key']).toBe(PLANTID_FAKE_KEY);
    expect(req!.url.searchParams.get('details')).toBe('common_names,description,taxonomy,watering,best_light_condition');
  });

  it('"is not a plant" is an answer: 422', async () => {
    plantid.current = 'no-plant';
    const client = await appWith('plantid,embedded');
    expect((await post(client)).statusCode).toBe(422);
  });

  it('a bad key and a spent quota both hand over to the embedded engine', async () => {
    for (const scenario of ['bad-key', 'quota'] as const) {
      plantid.current = scenario;
      const client = await appWith('plantid,embedded');
      const res = await post(client);
      expectEmbeddedDeclined(res, scenario);
      await t!.close();
      t = undefined;
    }
  });
});

describe('OpenAI-compatible vision model', () => {
  it('identifies through a json_schema answer and matches the knowledge base through a synonym', async () => {
    const client = await appWith('vision');
    const res = await post(client);
    expect(res.statusCode, res.body).toBe(200);
    expect(identification(res)).toMatchObject({
      plantName: 'Rosmarinus officinalis',
      confidence: 86,
      confident: true,
      careLevel: 'Easy',
      family: 'Lamiaceae',
      commonName: 'Rosemary',
      engine: { id: 'vision' },
    });
    expect(identification(res).catalogueMatches[0]).toMatchObject({ name: 'Rosemary', relation: 'species' });
    const body = JSON.parse(fakes.vision.requests[0]!.body.toString('utf8')) as { model: string; messages: { content: unknown }[] };
    expect(body.model).toBe('fake-vision');
    expect(JSON.stringify(body.messages[0]!.content)).toContain('scientificName'); // the schema, repeated in the prompt
  });

  it('no plant in the photo: 422', async () => {
    vision.current = 'no-plant';
    const client = await appWith('vision,embedded');
    expect((await post(client)).statusCode).toBe(422);
  });

  it('an unreadable answer, a bad key or a spent quota hand over to the next engine', async () => {
    for (const scenario of ['garbage', 'bad-key', 'quota'] as const) {
      vision.current = scenario;
      const client = await appWith('vision,embedded');
      const res = await post(client);
      expectEmbeddedDeclined(res, scenario);
      await t!.close();
      t = undefined;
    }
  });
});

describe('the chain', () => {
  it('by default tries every configured engine, then the embedded one, and says so without secrets', async () => {
    t = await buildTestApp({ env: env() });
    const res = await new Client(t.app).get('/api/identify/engines');
    expect(res.statusCode).toBe(200);
    expect(res.json().chain.map((e: { id: string }) => e.id)).toEqual(['plantnet', 'plantid', 'vision', 'embedded']);
    expect(res.json().active.id).toBe('plantnet');
    expect(res.body).not.toContain(PLANTNET_FAKE_KEY);
    expect(res.body).not.toContain(PLANTID_FAKE_KEY);
    expect(res.body).not.toContain(VISION_FAKE_KEY);
  });

  it('falls through Pl@ntNet (401) and Plant.id (429) to the vision model', async () => {
    plantnet.current = 'bad-key';
    plantid.current = 'quota';
    const client = await appWith('plantnet,plantid,vision,embedded');
    const res = await post(client);
    expect(res.statusCode).toBe(200);
    expect(identification(res).engine.id).toBe('vision');
    expect([fakes.plantnet.requests.length, fakes.plantid.requests.length, fakes.vision.requests.length]).toEqual([1, 1, 1]);
  });

  it('refuses a configuration that names an engine without its key', async () => {
    await expect(buildTestApp({ env: { IDENTIFY_ENGINES: 'plantnet' } })).rejects.toThrow(/PLANTNET_API_KEY/);
  });
});
