import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Identification, IdentifyNotRecognised } from '@shared/contracts/identify';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { linearColourClassifier } from '../../../../tests/helpers/onnx-model';
import { buildTestApp, Client, type TestApp } from '../../../../tests/helpers/test-app';
import { embeddedEngine } from './identify.engines';

/**
 * The local ONNX engine runs a real model (a tiny one this test writes) through onnxruntime-node,
 * a dependency of the project (its install script, which would fetch CUDA libraries, is skipped).
 */
let modelDir: string;
let t: TestApp | undefined;

beforeAll(async () => {
  modelDir = mkdtempSync(path.join(tmpdir(), 'nabta-onnx-'));
  // Green, red and blue detectors on the photo's mean colour.
  writeFileSync(
    path.join(modelDir, 'model.onnx'),
    linearColourClassifier(32, [[-4, 8, -4], [8, -4, -4], [-4, -4, 8]], [0, 0, 0]),
  );
  writeFileSync(
    path.join(modelDir, 'labels.json'),
    JSON.stringify(['Mentha spicata', { scientificName: 'Hibiscus rosa-sinensis', commonName: 'Chinese hibiscus' }, 'Cyperus papyrus']),
  );
  writeFileSync(path.join(modelDir, 'preprocess.json'), JSON.stringify({ size: 32, mean: [0, 0, 0], std: [1, 1, 1] }));
  await embeddedEngine().index();
}, 120_000);
afterAll(() => rmSync(modelDir, { recursive: true, force: true }));
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function postColour(colour: string, dir = modelDir) {
  t = await buildTestApp({ env: { IDENTIFY_ENGINES: 'onnx,embedded', ONNX_MODEL_DIR: dir } });
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } }).jpeg().toBuffer();
  const { payload, headers } = multipartFile(photo);
  return new Client(t.app).request({ method: 'POST', url: '/api/identify-plant', payload, headers });
}

async function identifyColour(colour: string): Promise<Identification> {
  const res = await postColour(colour);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { identification: Identification }).identification;
}

describe('local ONNX classifier', () => {
  it('runs the model, applies softmax and ranks the labels, completed from the knowledge base', async () => {
    const green = await identifyColour('#20c020');
    expect(green).toMatchObject({
      engine: { id: 'onnx' },
      plantName: 'Mentha spicata',
      confident: true,
      careLevel: 'Easy',
      family: 'Lamiaceae',
    });
    expect(green.confidence).toBeGreaterThanOrEqual(99);
    expect(green.catalogueMatches[0]).toMatchObject({ name: 'Spearmint', relation: 'species' });
  });

  it('reads label objects too', async () => {
    await t?.close();
    const red = await identifyColour('#d02020');
    expect(red).toMatchObject({ plantName: 'Hibiscus rosa-sinensis', engine: { id: 'onnx' } });
  });

  it('names no species when no class stands out (softmax of equal logits): 422, the labels as look-alikes', async () => {
    const res = await postColour('#808080');
    expect(res.statusCode).toBe(422);
    const body = res.json() as IdentifyNotRecognised;
    expect(body.notRecognised.engine).toMatchObject({ id: 'onnx', offline: true });
    expect(body.notRecognised.lookalikes.map((p) => p.scientificName).sort()).toEqual(['Cyperus papyrus', 'Hibiscus rosa-sinensis', 'Mentha spicata']);
    // Each with its French and Arabic names, for the reader's language.
    expect(body.notRecognised.lookalikes.find((p) => p.scientificName === 'Mentha spicata')).toMatchObject({
      name: 'Spearmint',
      translations: { fr: { name: 'Menthe verte' }, ar: { name: 'النعناع' } },
    });
  });

  it('a missing model hands over to the next engine', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'nabta-onnx-empty-'));
    try {
      const res = await postColour('#20c020', empty);
      // The embedded matcher looked (and, this being no catalogue plant, declined).
      expect((res.json() as IdentifyNotRecognised).notRecognised.engine.id).toBe('embedded');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
