import { sendJson, startFakeServer, type FakeServer } from './fake-server';

export type VisionScenario = 'success' | 'no-plant' | 'bad-key' | 'quota' | 'garbage';

export const VISION_FAKE_KEY = 'sk-fake-vision';

const completion = (content: string) => ({
  id: 'chatcmpl-fake01',
  object: 'chat.completion',
  created: 1740823200,
  model: 'fake-vision',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 812, completion_tokens: 64, total_tokens: 876 },
});

/** Fake OpenAI-compatible server (/v1/chat/completions): checks the request shape, then plays the scenario. */
export async function startVisionFake(scenario: { current: VisionScenario }): Promise<FakeServer> {
  return startFakeServer((req, res) => {
    type Body = {
      model?: string;
      messages?: { role: string; content: unknown }[];
      response_format?: { type?: string; json_schema?: { name?: string; schema?: unknown } };
    };
    let body: Body = {};
    try {
      body = JSON.parse(req.body.toString('utf8')) as Body;
    } catch {
      // checked below
    }
    const user = body.messages?.find((m) => m.role === 'user');
    const parts = Array.isArray(user?.content) ? (user.content as { type: string; image_url?: { url?: string } }[]) : [];
    const wellFormed =
      req.method === 'POST' &&
      req.url.pathname === '/v1/chat/completions' &&
      !!body.model &&
      body.response_format?.type === 'json_schema' &&
      !!body.response_format.json_schema?.schema &&
      parts.some((p) => p.type === 'image_url' && p.image_url?.url?.startsWith('data:image/jpeg;base64,'));
    if (!wellFormed) return sendJson(res, 400, { error: { message: 'invalid request', type: 'invalid_request_error' } });
    if (req.headers.authorization !== `Bearer ${VISION_FAKE_KEY}` || scenario.current === 'bad-key') {
      return sendJson(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    switch (scenario.current) {
      case 'success':
        return sendJson(
          res,
          200,
          completion(
            JSON.stringify({
              isPlant: true,
              scientificName: 'Rosmarinus officinalis',
              commonName: 'Rosemary',
              family: 'Lamiaceae',
              confidence: 0.86,
              alternatives: [{ scientificName: 'Lavandula angustifolia', confidence: 0.06 }],
            }),
          ),
        );
      case 'no-plant':
        return sendJson(res, 200, completion(JSON.stringify({ isPlant: false, scientificName: '', commonName: '', family: '', confidence: 0, alternatives: [] })));
      case 'garbage':
        return sendJson(res, 200, completion('I think this is a nice plant!'));
      case 'quota':
        return sendJson(res, 429, { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } });
    }
  });
}
