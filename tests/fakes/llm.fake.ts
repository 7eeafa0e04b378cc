import { sendJson, startFakeServer, type FakeServer } from './fake-server';

/**
 * How the fake model behaves: `grounded` answers with the first fact of its context (what a good
 * model does), `invents` adds a price that is nowhere in the context, `slow` answers after the
 * client's timeout, `error` fails with a 500, `garbage` sends a completion without text.
 */
export type LlmScenario = 'grounded' | 'invents' | 'slow' | 'error' | 'garbage';

export const LLM_FAKE_KEY = 'sk-fake-chat';

const completion = (content: string | null) => ({
  id: 'chatcmpl-fakechat',
  object: 'chat.completion',
  created: 1740823200,
  model: 'fake-chat',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 420, completion_tokens: 40, total_tokens: 460 },
});

/** A fake OpenAI-compatible server (`POST /v1/chat/completions`) on 127.0.0.1. */
export async function startLlmFake(scenario: { current: LlmScenario; delayMs?: number }): Promise<FakeServer> {
  return startFakeServer((req, res) => {
    type Body = { model?: string; messages?: { role: string; content: string }[] };
    let body: Body = {};
    try {
      body = JSON.parse(req.body.toString('utf8')) as Body;
    } catch {
      // checked below
    }
    const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
    const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
    const wellFormed = req.method === 'POST' && req.url.pathname === '/v1/chat/completions' && !!body.model && !!system && user.includes('Context:');
    if (!wellFormed) return sendJson(res, 400, { error: { message: 'invalid request', type: 'invalid_request_error' } });
    if (req.headers.authorization !== `Bearer ${LLM_FAKE_KEY}`) {
      return sendJson(res, 401, { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } });
    }
    const firstFact = /^- (.*)$/m.exec(user)?.[1] ?? '';
    switch (scenario.current) {
      case 'grounded':
        return sendJson(res, 200, completion(`D'après nos informations : ${firstFact}`));
      case 'invents':
        return sendJson(res, 200, completion(`${firstFact} Et aujourd'hui seulement, tout est à 123 DA !`));
      case 'slow':
        setTimeout(() => sendJson(res, 200, completion(`Trop tard : ${firstFact}`)), scenario.delayMs ?? 3000);
        return;
      case 'error':
        return sendJson(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
      case 'garbage':
        return sendJson(res, 200, completion(null));
    }
  });
}
