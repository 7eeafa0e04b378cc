import { z } from 'zod';
import { toMoneyString } from '@shared/domain/money';
import type { Conversion } from '@shared/domain/ad-platforms';
import { postJson } from './http';
import { PlatformError, type ConversionEvent, type ConversionPlatform } from './types';
import { hashed, normalizeCity, normalizeEmail, normalizeName, normalizePhone } from './user-data';

/**
 * Meta's Conversions API: `POST {graph}/{version}/{pixel-id}/events?access_token=…` with `{ data: [event],
 * test_event_code? }`, answered `{ events_received, messages, fbtrace_id }`, or a Graph error
 * `{ error: { message, type, code, fbtrace_id } }`. Contact data hashed (user-data.ts), `country` too;
 * the IP, user agent, `fbc` and `fbp` are sent as they are, as Meta asks.
 * NOTE: https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api
 */
export const META_GRAPH_VERSION = 'v23.0';

const EVENT_NAMES: Record<Conversion, string> = { lead: 'Lead', purchase: 'Purchase' };

const AnswerSchema = z.object({ events_received: z.number().int(), fbtrace_id: z.string().optional() });
const ErrorSchema = z.object({ error: z.object({ message: z.string(), code: z.number().optional(), is_transient: z.boolean().optional(), fbtrace_id: z.string().optional() }) });

/** Graph error codes that say "later": unknown, service, too many calls (https://developers.facebook.com/docs/graph-api/guides/error-handling). */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 341]);

const decimal = (centimes: number) => Number(toMoneyString(centimes));

/** One event as Meta documents it (server event parameters, customer information, custom data). */
export function metaEvent(e: ConversionEvent) {
  const c = e.customer;
  const v = e.visit;
  const wrap = (value: string | undefined) => (value ? [value] : undefined);
  return {
    event_name: EVENT_NAMES[e.conversion],
    event_time: Math.floor(e.time.getTime() / 1000),
    event_id: e.eventId,
    // The order was placed on the site; a payment without the visit's signals is the shop's own record.
    action_source: v?.userAgent ? 'website' : 'system_generated',
    ...(v?.url ? { event_source_url: v.url } : {}),
    user_data: {
      ph: wrap(hashed(c.phone ? normalizePhone(c.phone) : null)),
      em: wrap(hashed(c.email ? normalizeEmail(c.email) : null)),
      fn: wrap(hashed(c.firstName ? normalizeName(c.firstName) : null)),
      ln: wrap(hashed(c.lastName ? normalizeName(c.lastName) : null)),
      ct: wrap(hashed(c.city ? normalizeCity(c.city) : null)),
      country: wrap(hashed('dz')),
      external_id: wrap(hashed(e.orderId)),
      ...(v?.ip ? { client_ip_address: v.ip } : {}),
      ...(v?.userAgent ? { client_user_agent: v.userAgent } : {}),
      ...(v?.fbc ? { fbc: v.fbc } : {}),
      ...(v?.fbp ? { fbp: v.fbp } : {}),
    },
    custom_data: {
      currency: 'DZD',
      value: decimal(e.valueCentimes),
      order_id: e.orderId,
      content_type: 'product',
      content_ids: e.items.map((i) => i.id),
      contents: e.items.map((i) => ({ id: i.id, quantity: i.quantity, item_price: decimal(i.unitPriceCentimes) })),
      num_items: e.items.reduce((n, i) => n + i.quantity, 0),
    },
  };
}

export const meta: ConversionPlatform = {
  async send(account, events, opts = {}) {
    const url = `${account.apiUrl}/${META_GRAPH_VERSION}/${encodeURIComponent(account.pixelId)}/events?access_token=${encodeURIComponent(account.accessToken)}`;
    const body = { data: events.map(metaEvent), ...(opts.testEventCode ? { test_event_code: opts.testEventCode } : {}) };
    const res = await postJson(url, body);
    const ok = AnswerSchema.safeParse(res.body);
    if (res.status === 200 && ok.success) return { received: ok.data.events_received, detail: `events_received ${ok.data.events_received}${ok.data.fbtrace_id ? `, fbtrace_id ${ok.data.fbtrace_id}` : ''}` };
    const refused = ErrorSchema.safeParse(res.body);
    if (refused.success) {
      const { message, code, is_transient } = refused.data.error;
      throw new PlatformError(`HTTP ${res.status}: ${message}${code === undefined ? '' : ` (code ${code})`}`, is_transient === true || (code !== undefined && TRANSIENT_CODES.has(code)));
    }
    throw new PlatformError(`HTTP ${res.status}: not an answer of the Conversions API`, false);
  },
};
