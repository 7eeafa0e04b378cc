import { sendJson, startFakeServer, type FakeServer } from './fake-server';

export type PlantNetScenario = 'success' | 'faint-alternatives' | 'no-plant' | 'bad-key' | 'quota';

export const PLANTNET_FAKE_KEY = '2b10fake-plantnet-key';

/** A documented Pl@ntNet v2 answer (shape of POST /v2/identify/all), for a snake plant filed under its old name. */
export const plantNetSuccess = {
  query: { project: 'all', images: ['5a1b0c2d3e4f'], organs: ['auto'], includeRelatedImages: false, noReject: false },
  predictedOrgans: [{ image: '5a1b0c2d3e4f', filename: 'plant.jpg', organ: 'leaf', score: 0.91 }],
  language: 'en',
  preferedReferential: 'k-world-flora',
  bestMatch: 'Sansevieria trifasciata Prain',
  results: [
    {
      score: 0.83146,
      species: {
        scientificNameWithoutAuthor: 'Sansevieria trifasciata',
        scientificNameAuthorship: 'Prain',
        genus: { scientificNameWithoutAuthor: 'Sansevieria', scientificNameAuthorship: '', scientificName: 'Sansevieria' },
        family: { scientificNameWithoutAuthor: 'Asparagaceae', scientificNameAuthorship: '', scientificName: 'Asparagaceae' },
        commonNames: ["Mother-in-law's tongue", 'Snake plant'],
        scientificName: 'Sansevieria trifasciata Prain',
      },
      gbif: { id: '2768885' },
      powo: { id: '537409-1' },
    },
    {
      score: 0.05212,
      species: {
        scientificNameWithoutAuthor: 'Sansevieria cylindrica',
        scientificNameAuthorship: 'Bojer ex Hook.',
        genus: { scientificNameWithoutAuthor: 'Sansevieria', scientificNameAuthorship: '', scientificName: 'Sansevieria' },
        family: { scientificNameWithoutAuthor: 'Asparagaceae', scientificNameAuthorship: '', scientificName: 'Asparagaceae' },
        commonNames: ['African spear'],
        scientificName: 'Sansevieria cylindrica Bojer ex Hook.',
      },
      gbif: { id: '2768860' },
    },
  ],
  version: '2025-01-17 (7.3)',
  remainingIdentificationRequests: 487,
};

/**
 * GET /v2/projects as Pl@ntNet answers it: the floras, each with the number of species it names.
 * The catch-all `all` is not a flora and is not listed.
 */
export const plantNetProjects = [
  { id: 'k-world-flora', title: 'World flora', description: 'Plants of the world', speciesCount: 84_612 },
  { id: 'k-northern-africa', title: 'Northern Africa', description: 'Flora of Northern Africa', speciesCount: 7_921 },
];

/** Fake my-api.plantnet.org: checks the request as the real API would, then plays the scenario. */
export async function startPlantNetFake(scenario: { current: PlantNetScenario }, port = 0): Promise<FakeServer> {
  return startFakeServer((req, res) => {
    if (req.method === 'GET' && req.url.pathname === '/v2/projects') {
      if (req.url.searchParams.get('api-key') !== PLANTNET_FAKE_KEY || scenario.current === 'bad-key') {
        return sendJson(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid API key' });
      }
      return sendJson(res, 200, plantNetProjects);
    }
    const body = req.body.toString('latin1');
    const wellFormed =
      req.method === 'POST' &&
      /^\/v2\/identify\/[a-z0-9-]+$/.test(req.url.pathname) &&
      req.url.searchParams.has('lang') &&
      String(req.headers['content-type']).startsWith('multipart/form-data') &&
      body.includes('name="images"') &&
      body.includes('name="organs"');
    if (!wellFormed) return sendJson(res, 400, { statusCode: 400, error: 'Bad Request', message: 'Invalid request' });
    if (req.url.searchParams.get('api-key') !== PLANTNET_FAKE_KEY || scenario.current === 'bad-key') {
      return sendJson(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid API key' });
    }
    switch (scenario.current) {
      case 'success':
        return sendJson(res, 200, plantNetSuccess);
      case 'faint-alternatives':
        // Pl@ntNet lists many species below 0.5 %: the same answer with three of them after the best two.
        return sendJson(res, 200, {
          ...plantNetSuccess,
          results: [
            ...plantNetSuccess.results,
            ...['Dracaena angolensis', 'Dracaena hyacinthoides', 'Aloe vera'].map((name, i) => ({
              score: 0.004 - i * 0.001,
              species: { ...plantNetSuccess.results[1]!.species, scientificNameWithoutAuthor: name, scientificName: name, commonNames: [] },
            })),
          ],
        });
      case 'no-plant':
        return sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'Species not found' });
      case 'quota':
        return sendJson(res, 429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' });
    }
  }, port);
}
