import { z } from 'zod';
import { toMoneyString } from '@shared/domain/money';
import type { Conversion } from '@shared/domain/ad-platforms';
import { postJson } from './http';
import { PlatformError, type ConversionEvent, type ConversionPlatform } from './types';
import { hashed, normalizeEmail, normalizePhone } from './user-data';

/**
 * TikTok's Events API 2.0: `POST {api}/open_api/v1.3/event/track/`, header `Access-Token`, body
 * `{ event_source: "web", event_source_id: <pixel code>, test_event_code?, data: [event] }`, answered
 * HTTP 200 `{ code, message, request_id }` where `code` 0 is success. E-mail and phone (E.164, `+213…`)
 * hashed; `ttclid`, `ttp` (the `_ttp` cookie), IP and user agent as they are.
 * NOTE: https://business-api.tiktok.com/portal/docs?id=1771101303285761 (standard events: PlaceAnOrder, CompletePayment)
 */
const EVENT_NAMES: Record<Conversion, string> = { lead: 'PlaceAnOrder', purchase: 'CompletePayment' };

const AnswerSchema = z.object({ code: z.number().int(), message: z.string().optional(), request_id: z.string().optional() });

/** "Later": 40100 is too many calls, 5xxxx TikTok's own errors (its return codes' table). */
const isTransient = (code: number) => code === 40100 || code >= 50000;

const decimal = (centimes: number) => Number(toMoneyString(centimes));

export function tiktokEvent(e: ConversionEvent) {
  const c = e.customer;
  const v = e.visit;
  const phone = c.phone ? normalizePhone(c.phone) : null;
  return {
    event: EVENT_NAMES[e.conversion],
    event_time: Math.floor(e.time.getTime() / 1000),
    event_id: e.eventId,
    user: {
      ...(phone ? { phone: hashed(`+${phone}`) } : {}),
      ...(c.email && normalizeEmail(c.email) ? { email: hashed(normalizeEmail(c.email)) } : {}),
      external_id: hashed(e.orderId),
      ...(v?.ttclid ? { ttclid: v.ttclid } : {}),
      ...(v?.ttp ? { ttp: v.ttp } : {}),
      ...(v?.ip ? { ip: v.ip } : {}),
      ...(v?.userAgent ? { user_agent: v.userAgent } : {}),
    },
    properties: {
      currency: 'DZD',
      value: decimal(e.valueCentimes),
      order_id: e.orderId,
      content_type: 'product',
      contents: e.items.map((i) => ({ content_id: i.id, content_type: 'product', quantity: i.quantity, price: decimal(i.unitPriceCentimes) })),
    },
    ...(v?.url ? { page: { url: v.url } } : {}),
  };
}

export const tiktok: ConversionPlatform = {
  async send(account, events, opts = {}) {
    const body = {
      event_source: 'web',
      event_source_id: account.pixelId,
      ...(opts.testEventCode ? { test_event_code: opts.testEventCode } : {}),
      data: events.map(tiktokEvent),
    };
    const res = await postJson(`${account.apiUrl}/open_api/v1.3/event/track/`, body, { 'Access-Token': account.accessToken });
    const answer = AnswerSchema.safeParse(res.body);
    if (!answer.success) throw new PlatformError(`HTTP ${res.status}: not an answer of the Events API`, false);
    const { code, message, request_id } = answer.data;
    const words = `code ${code}${message ? ` ${message}` : ''}${request_id ? `, request_id ${request_id}` : ''}`;
    if (res.status === 200 && code === 0) return { received: events.length, detail: words };
    throw new PlatformError(`HTTP ${res.status}: ${words}`, isTransient(code));
  },
};
