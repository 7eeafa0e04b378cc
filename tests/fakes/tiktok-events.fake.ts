import { randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

/**
 * A local TikTok Events API 2.0 on 127.0.0.1, as documented: `POST /open_api/v1.3/event/track/` with the
 * `Access-Token` header and `{ event_source: "web", event_source_id: <pixel code>, test_event_code?, data:
 * [event] }`; answers HTTP 200 `{ code: 0, message: "OK", request_id, data: {} }`, or a non-zero `code`
 * (40105 a wrong token, 40002 a bad parameter). `outage(n)`: the next `n` calls answer 503.
 * NOTE: https://business-api.tiktok.com/portal/docs?id=1771101303285761
 */
export interface TiktokEvent {
  event: string;
  event_time: number;
  event_id?: string;
  user: Record<string, unknown>;
  properties?: Record<string, unknown>;
  page?: { url?: string };
}

export interface TiktokEventsFake extends FakeServer {
  events: { pixelCode: string; testEventCode: string | undefined; event: TiktokEvent }[];
  outage(calls: number): void;
}

const answer = (code: number, message: string) => ({ code, message, request_id: randomBytes(10).toString('hex'), data: {} });

export async function startTiktokEventsFake(opts: { pixelCode: string; accessToken: string }): Promise<TiktokEventsFake> {
  const events: TiktokEventsFake['events'] = [];
  let failing = 0;
  const server = await startFakeServer((req, res) => {
    if (req.method !== 'POST' || req.url.pathname !== '/open_api/v1.3/event/track/') return sendJson(res, 404, answer(40400, 'Not found'));
    if (failing > 0) {
      failing -= 1;
      return sendJson(res, 503, answer(50000, 'Service unavailable'));
    }
    if (req.headers['access-token'] !== opts.accessToken) return sendJson(res, 200, answer(40105, 'Access token is incorrect or has been revoked.'));
    let body: { event_source?: string; event_source_id?: string; test_event_code?: string; data?: TiktokEvent[] };
    try {
      body = JSON.parse(req.body.toString('utf8')) as typeof body;
    } catch {
      return sendJson(res, 200, answer(40002, 'Invalid JSON'));
    }
    if (body.event_source !== 'web' || body.event_source_id !== opts.pixelCode) return sendJson(res, 200, answer(40002, 'event_source_id: pixel not found'));
    const data = body.data;
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000) return sendJson(res, 200, answer(40002, 'data: must be a non-empty list'));
    if (data.some((e) => typeof e.event !== 'string' || !Number.isInteger(e.event_time) || typeof e.user !== 'object')) return sendJson(res, 200, answer(40002, 'event, event_time and user are required'));
    for (const event of data) events.push({ pixelCode: opts.pixelCode, testEventCode: body.test_event_code, event });
    sendJson(res, 200, answer(0, 'OK'));
  });
  return {
    ...server,
    events,
    outage: (calls) => {
      failing = calls;
    },
  };
}
