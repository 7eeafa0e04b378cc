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

/**
 * A documented v3 answer with the health assessment (`"health": "all"` in the body; disease details
 * asked in `details`): `result.is_healthy` and `result.disease.suggestions`, each with its
 * `local_name`, `description` and `treatment` in the `language` asked (English and French here).
 */
export function plantIdHealthAnswer(language: string) {
  const fr = language === 'fr';
  return {
    ...plantIdSuccess,
    result: {
      ...plantIdSuccess.result,
      is_healthy: { binary: false, threshold: 0.525, probability: 0.0842 },
      disease: {
        suggestions: [
          {
            id: 'c8e4a0e71a2b6f11',
            name: 'Fungi',
            probability: 0.7712,
            similar_images: [],
            details: {
              language,
              entity_id: 'c8e4a0e71a2b6f11',
              local_name: fr ? 'Champignons' : 'Fungi',
              description: fr
                ? 'Les champignons se développent sur les feuilles et les racines quand la terre reste détrempée.'
                : 'Fungi thrive on leaves and roots when the soil stays soggy.',
              treatment: {
                biological: [fr ? 'Retirer les feuilles atteintes.' : 'Remove the affected leaves.'],
                chemical: [fr ? 'Un fongicide à base de cuivre.' : 'A copper-based fungicide.'],
                prevention: [fr ? 'Laisser sécher la terre entre deux arrosages.' : 'Let the soil dry between waterings.'],
              },
              cause: null,
              common_names: null,
            },
          },
          {
            id: '5d3c1f0a9e8b7c6d',
            name: 'water excess or uneven watering',
            probability: 0.3104,
            similar_images: [],
            details: {
              language,
              entity_id: '5d3c1f0a9e8b7c6d',
              local_name: fr ? 'Excès d’eau ou arrosage irrégulier' : 'Water excess or uneven watering',
              description: fr ? 'Les racines manquent d’air dans une terre trop mouillée.' : 'Roots lack air in soil that is too wet.',
              treatment: { prevention: [fr ? 'Un pot percé et un terreau drainant.' : 'A pot with drainage holes and a free-draining soil.'] },
              cause: null,
              common_names: null,
            },
          },
          { id: '0a1b2c3d4e5f6a7b', name: 'Insecta', probability: 0.0121, similar_images: [], details: { language, local_name: 'Insecta', description: null, treatment: null } },
        ],
      },
    },
  };
}

const notAPlant = {
  ...plantIdSuccess,
  result: { is_plant: { probability: 0.03, binary: false, threshold: 0.5 }, classification: { suggestions: [] } },
};

/** Fake plant.id: checks the request as the real API would, then plays the scenario. */
export async function startPlantIdFake(scenario: { current: PlantIdScenario }, port = 0): Promise<FakeServer> {
  return startFakeServer((req, res) => {
    let json: { images?: unknown; health?: unknown } = {};
    try {
      json = JSON.parse(req.body.toString('utf8')) as { images?: unknown; health?: unknown };
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
        if (json.health !== undefined) {
          if (!['all', 'auto', 'only'].includes(String(json.health))) return sendJson(res, 400, { error: 'Invalid health value' });
          return sendJson(res, 201, plantIdHealthAnswer(req.url.searchParams.get('language') ?? 'en'));
        }
        return sendJson(res, 201, plantIdSuccess);
      case 'no-plant':
        return sendJson(res, 201, notAPlant);
      case 'quota':
        return sendJson(res, 429, { error: 'Not enough credits' });
    }
  }, port);
}
