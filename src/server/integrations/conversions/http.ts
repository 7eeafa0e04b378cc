import { PlatformError } from './types';

const TIMEOUT_MS = 15_000;

/**
 * POSTs JSON to a platform and reads its JSON answer. No answer, a 5xx or a 429 is worth retrying
 * (`PlatformError.retry`); any other answer is the caller's to read.
 */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new PlatformError(`no answer: ${err instanceof Error ? err.message : String(err)}`, true);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (res.status >= 500 || res.status === 429) throw new PlatformError(`HTTP ${res.status}${text ? `: ${text.slice(0, 300)}` : ''}`, true);
  return { status: res.status, body: json };
}
