import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Identification, IdentifyNotRecognised } from '@shared/contracts/identify';
import type { FakeServer } from '../../../../tests/fakes/fake-server';
import { PLANTID_FAKE_KEY, startPlantIdFake } from '../../../../tests/fakes/plantid.fake';
import { PLANTNET_FAKE_KEY, startPlantNetFake } from '../../../../tests/fakes/plantnet.fake';
import { startVisionFake, VISION_FAKE_KEY } from '../../../../tests/fakes/vision.fake';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { linearColourClassifier } from '../../../../tests/helpers/onnx-model';
import { buildTestApp, Client, type TestApp } from '../../../../tests/helpers/test-app';
import { identifications } from '../../db/schema';
import { embeddedEngine } from './identify.engines';

/**
 * Real photographs (tests/fixtures/photos, licences in LICENSES.md): plants the shop does not sell
 * (aloe, dahlia, a potted grass) and no plant at all (a baboon, a squirrel, fruit, a temple…).
 */
const PHOTO_DIR = 'tests/fixtures/photos';
const photos = readdirSync(PHOTO_DIR)
  .filter((f) => f.endsWith('.jpg'))
  .map((name) => ({ name, bytes: readFileSync(path.join(PHOTO_DIR, name)) }));

let t: TestApp | undefined;
let fakes: FakeServer[] = [];
let modelDir: string;

beforeAll(async () => {
  modelDir = mkdtempSync(path.join(tmpdir(), 'nabta-onnx-photos-'));
  writeFileSync(path.join(modelDir, 'model.onnx'), linearColourClassifier(32, [[-4, 8, -4], [8, -4, -4], [-4, -4, 8]], [0, 0, 0]));
  writeFileSync(path.join(modelDir, 'labels.json'), JSON.stringify(['Mentha spicata', 'Hibiscus rosa-sinensis', 'Cyperus papyrus']));
  writeFileSync(path.join(modelDir, 'preprocess.json'), JSON.stringify({ size: 32, mean: [0, 0, 0], std: [1, 1, 1] }));
  await embeddedEngine().index();
}, 120_000);
afterAll(async () => {
  rmSync(modelDir, { recursive: true, force: true });
  await Promise.all(fakes.map((f) => f.close()));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function post(client: Client, bytes: Buffer) {
  const { payload, headers } = multipartFile(bytes);
  return client.request({ method: 'POST', url: '/api/identify-plant', payload, headers });
}

describe('the offline matcher on real photographs', () => {
  it('has real photographs to look at, plants and non-plants', () => {
    expect(photos.map((p) => p.name)).toEqual(expect.arrayContaining(['aloe.jpg', 'dahlia.jpg', 'baboon.jpg', 'temple.jpg']));
  });

  it('names no species for any of them, and offers no look-alike: none resembles a catalogue plant above the calibrated floor (a baboon gets none)', async () => {
    t = await buildTestApp();
    const client = new Client(t.app);
    for (const photo of photos) {
      const res = await post(client, photo.bytes);
      expect(res.statusCode, `${photo.name}: ${res.body}`).toBe(422);
      const body = res.json() as IdentifyNotRecognised & { identification?: unknown };
      expect(body.identification).toBeUndefined();
      expect(body.notRecognised.engine).toMatchObject({ id: 'embedded', offline: true });
      expect(body.notRecognised.lookalikes, photo.name).toEqual([]);
    }
    expect(await t.app.ctx.db.$count(identifications)).toBe(0);
  }, 120_000);
});

describe("every engine's answer on real photographs is coherent", () => {
  it('names a species only above 0%, never below an alternative, and an offline engine only when sure', async () => {
    const plantnet = await startPlantNetFake({ current: 'success' });
    const plantid = await startPlantIdFake({ current: 'success' });
    const vision = await startVisionFake({ current: 'success' });
    fakes = [plantnet, plantid, vision];
    const chains: Record<string, Record<string, string>> = {
      plantnet: { PLANTNET_API_KEY: PLANTNET_FAKE_KEY, PLANTNET_API_URL: plantnet.url },
      plantid: { PLANTID_API_KEY: PLANTID_FAKE_KEY, PLANTID_API_URL: plantid.url },
      vision: { VISION_API_URL: `${vision.url}/v1`, VISION_API_KEY: VISION_FAKE_KEY, VISION_MODEL: 'fake-vision' },
      onnx: { ONNX_MODEL_DIR: modelDir },
      embedded: {},
    };
    for (const [engine, env] of Object.entries(chains)) {
      t = await buildTestApp({ env: { ...env, IDENTIFY_ENGINES: engine } });
      const client = new Client(t.app);
      for (const photo of photos) {
        const res = await post(client, photo.bytes);
        const why = `${engine} on ${photo.name}: ${res.body}`;
        expect([200, 422], why).toContain(res.statusCode);
        if (res.statusCode === 422) {
          expect((res.json() as IdentifyNotRecognised).notRecognised.engine.id, why).toBe(engine);
          continue;
        }
        const id = (res.json() as { identification: Identification }).identification;
        expect(id.engine.id, why).toBe(engine);
        expect(id.confidence, why).toBeGreaterThanOrEqual(1);
        for (const alt of id.alternatives) expect(id.confidence, why).toBeGreaterThanOrEqual(alt.confidence);
        if (id.engine.offline) expect(id.confident, why).toBe(true);
      }
      await t.close();
      t = undefined;
    }
  }, 180_000);
});
