import { randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

/**
 * A local Meta Conversions API on 127.0.0.1, as documented: `POST /{version}/{pixel-id}/events?access_token=…`
 * with a JSON `{ data: [event], test_event_code? }`; answers `{ events_received, messages, fbtrace_id }`, or a
 * Graph error `{ error: { message, type, code, fbtrace_id } }` — 400 `OAuthException` code 190 for a wrong
 * token, 400 code 100 for an event without its required parameters (`event_name`, `event_time` in
 * seconds, `action_source`, `user_data`; a `website` event needs `client_user_agent`). `outage(n)` makes
 * the next `n` calls answer 503, as an outage would. On `port` when given (the E2E's).
 * NOTE: https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api
 */
export interface MetaEvent {
  event_name: string;
  event_time: number;
  event_id?: string;
  action_source: string;
  event_source_url?: string;
  user_data: Record<string, unknown>;
  custom_data?: Record<string, unknown>;
}

export interface MetaCapiFake extends FakeServer {
  /** Every event accepted, with the pixel and test code it came with. */
  events: { pixelId: string; testEventCode: string | undefined; event: MetaEvent }[];
  outage(calls: number): void;
}

const graphError = (message: string, code: number, type = 'OAuthException') => ({ error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') } });

export async function startMetaCapiFake(opts: { pixelId: string; accessToken: string }, port = 0): Promise<MetaCapiFake> {
  const events: MetaCapiFake['events'] = [];
  let failing = 0;
  const server = await startFakeServer((req, res) => {
    const route = /^\/v\d+\.\d+\/([^/]+)\/events$/.exec(req.url.pathname);
    if (req.method !== 'POST' || !route) return sendJson(res, 400, graphError('Unsupported request', 100, 'GraphMethodException'));
    if (failing > 0) {
      failing -= 1;
      return sendJson(res, 503, graphError('Service temporarily unavailable', 2, 'OAuthException'));
    }
    if (req.url.searchParams.get('access_token') !== opts.accessToken) return sendJson(res, 400, graphError('Invalid OAuth access token - Cannot parse access token', 190));
    if (decodeURIComponent(route[1]!) !== opts.pixelId) return sendJson(res, 400, graphError(`Unsupported post request. Object with ID '${route[1]}' does not exist`, 100, 'GraphMethodException'));
    let body: { data?: MetaEvent[]; test_event_code?: string };
    try {
      body = JSON.parse(req.body.toString('utf8')) as typeof body;
    } catch {
      return sendJson(res, 400, graphError('Invalid parameter', 100));
    }
    const data = body.data;
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000) return sendJson(res, 400, graphError('Invalid parameter: data', 100));
    const now = Date.now() / 1000;
    for (const e of data) {
      const complete = typeof e.event_name === 'string' && Number.isInteger(e.event_time) && typeof e.action_source === 'string' && typeof e.user_data === 'object';
      if (!complete) return sendJson(res, 400, graphError('Invalid parameter: required event parameters missing', 100));
      if (e.event_time > now + 60 || e.event_time < now - 7 * 86_400) return sendJson(res, 400, graphError('Invalid parameter: event_time', 100));
      if (e.action_source === 'website' && !e.user_data.client_user_agent) return sendJson(res, 400, graphError('The client_user_agent parameter is required for website events', 100));
    }
    for (const event of data) events.push({ pixelId: opts.pixelId, testEventCode: body.test_event_code, event });
    sendJson(res, 200, { events_received: data.length, messages: [], fbtrace_id: randomBytes(8).toString('hex') });
  }, port);
  return {
    ...server,
    events,
    outage: (calls) => {
      failing = calls;
    },
  };
}
