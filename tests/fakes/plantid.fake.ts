import { sendJson, startFakeServer, type FakeServer } from './fake-server';

export type PlantIdScenario = 'success' | 'no-plant' | 'bad-key' | 'quota';

export const PLANTID_FAKE_KEY = 'fake-plantid-key-0123456789';

const suggestion = (name: string, probability: number, details: object) => ({
  id: `${name.toLowerCase().replace(/\W+/g, '')}0001`,
  name,
  probability,
  similar_images: [],
  details: { language: 'en', entity_id: `${name.length}e0f1`, ...details },
});

/** A documented Plant.id v3 answer (POST /api/v3/identification, 201), with the details we ask for. */
export const plantIdSuccess = {
  access_token: 'ZXCvbnmASdfgh',
  model_version: 'plant_id:3.7.0',
  custom_id: null,
  input: { images: ['https://plant.id/media/imgs/fake.jpg'], datetime: '2025-03-01T10:00:00+00:00', similar_images: false },
  result: {
    is_plant: { probability: 0.99, binary: true, threshold: 0.5 },
    classification: {
      suggestions: [
        suggestion('Welwitschia mirabilis', 0.9412, {
          common_names: ['Welwitschia', 'tree tumbo'],
          taxonomy: { class: 'Gnetopsida', genus: 'Welwitschia', order: 'Welwitschiales', family: 'Welwitschiaceae', phylum: 'Tracheophyta', kingdom: 'Plantae' },
          url: 'https://en.wikipedia.org/wiki/Welwitschia',
          description: {
            value: 'Welwitschia is a monotypic gymnosperm genus, comprising solely the distinctive Welwitschia mirabilis, endemic to the Namib desert.',
            citation: 'https://en.wikipedia.org/wiki/Welwitschia',
            license_name: 'CC BY-SA 3.0',
            license_url: 'https://creativecommons.org/licenses/by-sa/3.0/',
          },
          watering: { max: 1, min: 1 },
          best_light_condition: 'Full sun, as in its native desert.',
        }),
        suggestion('Aloe vera', 0.0311, { common_names: ['aloe vera'], taxonomy: { genus: 'Aloe', family: 'Asphodelaceae' } }),
      ],
    },
  },
  status: 'COMPLETED',
  sla_compliant_client: true,
  sla_compliant_system: true,
  created: 1740823200.0,
  completed: 1740823201.2,
};

const notAPlant = {
  ...plantIdSuccess,
  result: { is_plant: { probability: 0.03, binary: false, threshold: 0.5 }, classification: { suggestions: [] } },
};

/** Fake plant.id: checks the request as the real API would, then plays the scenario. */
export async function startPlantIdFake(scenario: { current: PlantIdScenario }): Promise<FakeServer> {
  return startFakeServer((req, res) => {
    let json: { images?: unknown } = {};
    try {
      json = JSON.parse(req.body.toString('utf8')) as { images?: unknown };
    } catch {
      // checked below
    }
    const images = Array.isArray(json.images) ? json.images : [];
    const wellFormed =
      req.method === 'POST' &&
      req.url.pathname === '/api/v3/identification' &&
      (req.url.searchParams.get('details') ?? '').split(',').includes('description') &&
      images.length === 1 &&
      typeof images[0] === 'string' &&
      /^data:image\/jpeg;base64,\/9j\//.test(images[0]);
    if (!wellFormed) return sendJson(res, 400, { error: 'Invalid request' });
    if (req.headers['api-key'] !== PLANTID_FAKE_KEY || scenario.current === 'bad-key') return sendJson(res, 401, { error: 'Invalid api key' });
    switch (scenario.current) {
      case 'success':
        return sendJson(res, 201, plantIdSuccess);
      case 'no-plant':
        return sendJson(res, 201, notAPlant);
      case 'quota':
        return sendJson(res, 429, { error: 'Not enough credits' });
    }
  });
}
