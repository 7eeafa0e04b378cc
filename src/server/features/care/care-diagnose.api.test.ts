import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnosis } from '@shared/contracts/care';
import { catalogues } from '@shared/messages/catalogues';
import type { FakeServer } from '../../../../tests/fakes/fake-server';
import { PLANTID_FAKE_KEY, startPlantIdFake, type PlantIdScenario } from '../../../../tests/fakes/plantid.fake';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/test-app';

let t: TestApp | undefined;
let fake: FakeServer | undefined;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  t = undefined;
  fake = undefined;
});

const photo = () => multipartFile(readFileSync('tests/fixtures/photos/potted-plant.jpg'));
const diagnose = (app: TestApp, lang: string, body = photo()) =>
  app.app.inject({ method: 'POST', url: '/api/diagnose-plant', payload: body.payload, headers: { ...body.headers, cookie: `lang=${lang}` } });

describe('POST /api/diagnose-plant', () => {
  it('without Plant.id: 422 saying what is missing and pointing to the symptom questions, in the reader’s language', async () => {
    t = await buildTestApp({ catalogue: false });
    for (const lang of ['fr', 'ar', 'en'] as const) {
      const res = await diagnose(t, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: catalogues[lang].care.diagnose.noEngine, missing: 'PLANTID_API_KEY' });
    }
    expect(catalogues.fr.care.diagnose.noEngine).toContain('Plant.id');
    // A file that is not a photo is the client's mistake, engine or not.
    const text = await diagnose(t, 'fr', multipartFile(Buffer.from('pas une image\u0000'), { contentType: 'image/jpeg' }));
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  }, 120_000);

  it('with Plant.id: its health assessment — likely problems with probability, description and treatment, in French when asked', async () => {
    const scenario = { current: 'success' as PlantIdScenario };
    fake = await startPlantIdFake(scenario);
    t = await buildTestApp({ catalogue: false, env: { PLANTID_API_KEY: PLANTID_FAKE_KEY, PLANTID_API_URL: fake.url } });
    const res = await diagnose(t, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as Diagnosis;
    expect(d.isHealthy).toBe(false);
    expect(d.problems.map((p) => [p.name, p.probability])).toEqual([
      ['Champignons', 0.7712],
      ['Excès d’eau ou arrosage irrégulier', 0.3104],
    ]);
    expect(d.problems[0]!.treatment).toEqual({ biological: ['Retirer les feuilles atteintes.'], chemical: ['Un fongicide à base de cuivre.'], prevention: ['Laisser sécher la terre entre deux arrosages.'] });
    const sent = fake.requests.at(-1)!;
    expect(JSON.parse(sent.body.toString()).health).toBe('all');
    expect(sent.url.searchParams.get('language')).toBe('fr');
    expect(sent.url.searchParams.get('details')).toContain('treatment');

    scenario.current = 'quota';
    const busy = await diagnose(t, 'en');
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ message: catalogues.en.care.diagnose.failed });
  }, 120_000);
});
