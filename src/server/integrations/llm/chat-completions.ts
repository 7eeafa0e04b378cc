import { z } from 'zod';

/**
 * Any OpenAI-compatible chat model through `POST {baseUrl}/chat/completions`: OpenAI, Mistral,
 * Ollama (http://127.0.0.1:11434/v1), vLLM, llama.cpp's server. Text in, text out; the caller
 * decides what to do when it fails (the Plant Assistant falls back to its offline answer).
 */
export interface ChatModelConfig {
  /** Ends in /v1. */
  baseUrl: string;
  model: string;
  /** Sent as a Bearer token when set (local servers usually need none). */
  apiKey?: string | undefined;
  timeoutMs: number;
}

export interface ChatModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class ChatModelError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'http' | 'network' | 'invalid-response',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ChatModelError';
  }
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** One completion; throws ChatModelError on a timeout, an HTTP error or an answer without text. */
export async function complete(config: ChatModelConfig, messages: readonly ChatModelMessage[], maxTokens = 400): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, temperature: 0.2, max_tokens: maxTokens, messages }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new ChatModelError(timeout ? `chat model: no answer within ${config.timeoutMs} ms` : 'chat model: unreachable', timeout ? 'timeout' : 'network', { cause: err });
  }
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ChatModelError(`chat model: HTTP ${res.status} ${body.slice(0, 200)}`, 'http');
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch (err) {
    throw new ChatModelError('chat model: the answer is not JSON', 'invalid-response', { cause: err });
  }
  const parsed = CompletionSchema.safeParse(json);
  const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
  if (!content) throw new ChatModelError('chat model: no message content', 'invalid-response');
  return content;
}
