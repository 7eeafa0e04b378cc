import { CourierError } from './types';

/** Every courier call: a time limit, network failures and status codes turned into CourierError kinds. */

const TIMEOUT_MS = 15_000;

export interface CourierResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

export async function courierFetch(name: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<CourierResponse> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new CourierError('unavailable', `${name} unreachable: ${(err as Error).message}`);
  }
  const body = Buffer.from(await res.arrayBuffer().catch(() => new ArrayBuffer(0)));
  return { status: res.status, headers: res.headers, body };
}

/** The courier's own words about a refusal (`message`, or Laravel-style `errors`), short enough to show. */
export function refusalText(body: Buffer): string {
  try {
    const json = JSON.parse(body.toString('utf8')) as { message?: unknown; error?: unknown; errors?: Record<string, unknown> };
    const details = json.errors ? Object.values(json.errors).flat().filter((v) => typeof v === 'string') : [];
    const text = [typeof json.message === 'string' ? json.message : typeof json.error === 'string' ? json.error : '', ...details].filter(Boolean).join(' ');
    if (text) return text.slice(0, 300);
  } catch {
    // not JSON: the raw text below
  }
  return body.toString('utf8').slice(0, 300);
}

/** Status codes every courier shares: 401/403 keys, 5xx down. 4xx other than those: the courier refused the data. */
export function failureOf(name: string, res: CourierResponse): CourierError | null {
  if (res.status >= 200 && res.status < 300) return null;
  if (res.status === 401 || res.status === 403) return new CourierError('auth', `${name} refused the API keys (${res.status})`);
  if (res.status === 429) return new CourierError('quota', `${name}: too many requests, try again in a minute`);
  if (res.status >= 500) return new CourierError('unavailable', `${name} answered ${res.status}`);
  return new CourierError('invalid', `${name} refused the request: ${refusalText(res.body)}`);
}

export function jsonOf(name: string, res: CourierResponse): unknown {
  try {
    return JSON.parse(res.body.toString('utf8'));
  } catch {
    throw new CourierError('unavailable', `${name} answered something that is not JSON`);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Algerian couriers date statuses in local time without a zone ("2022-12-17 01:48:09"): Algeria is UTC+1 all year. */
export function algiersTime(date: string, time?: string): Date {
  const text = time ? `${date} ${time}` : date;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  if (!m) return new Date(Number.NaN);
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+01:00`);
}
