import type { OrderRow } from '../../db/schema';
import type { OrderSource } from '@shared/contracts/express-orders';
import { SOURCE_COOKIE, SOURCE_COOKIE_DAYS } from '@shared/domain/site-cookies';

/** The order columns of a source (docs/contract.md §7). */
export type SourceColumns = Pick<OrderRow, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'clickId' | 'referrerHost'>;

/** The cookie holding the first landing's source for 30 days (first-party, set by the server: works without JS). */
export { SOURCE_COOKIE };
export const SOURCE_TTL_S = SOURCE_COOKIE_DAYS * 24 * 3600;

const CLICK_IDS = ['fbclid', 'ttclid', 'gclid'] as const;

/** Printable, short: what a URL may carry is anyone's text. */
const clean = (value: string | null | undefined, max = 200): string | null => {
  if (!value) return null;
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, max);
  return v || null;
};

/**
 * The source of a landing: its UTM parameters, click id (kept raw, `fbclid=…`, so Meta's `fbc` can be
 * built later) and the referrer's host when it is another site's. Null when the landing says nothing.
 */
export function sourceOfLanding(search: URLSearchParams, referer: string | undefined, ownHost: string): SourceColumns | null {
  const click = CLICK_IDS.find((k) => search.get(k));
  let referrerHost: string | null = null;
  if (referer) {
    try {
      const host = new URL(referer).hostname.toLowerCase();
      if (host && host !== ownHost.toLowerCase().replace(/:\d+$/, '')) referrerHost = clean(host, 255);
    } catch {
      referrerHost = null;
    }
  }
  const source: SourceColumns = {
    utmSource: clean(search.get('utm_source')),
    utmMedium: clean(search.get('utm_medium')),
    utmCampaign: clean(search.get('utm_campaign')),
    clickId: click ? clean(`${click}=${search.get(click)}`, 500) : null,
    referrerHost,
  };
  return Object.values(source).some(Boolean) ? source : null;
}

/** The cookie's value: the source and when the landing was (`at`, ms: Meta's `fbc` carries the click's time). */
export const encodeSource = (s: SourceColumns, at = Date.now()): string => Buffer.from(JSON.stringify({ ...s, at })).toString('base64url');

/** When the cookie's landing was (ms since the epoch), or null (an older cookie, not one of ours). */
export function landingTimeOf(cookie: string | undefined): number | null {
  if (!cookie || cookie.length > 2000) return null;
  try {
    const at = (JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as Record<string, unknown>).at;
    return typeof at === 'number' && Number.isSafeInteger(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}

/** The cookie's source, or null when absent or not one of ours. */
export function decodeSource(cookie: string | undefined): SourceColumns | null {
  if (!cookie || cookie.length > 2000) return null;
  try {
    const raw = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as Record<string, unknown>;
    const str = (k: string, max?: number) => (typeof raw[k] === 'string' ? clean(raw[k], max) : null);
    const s: SourceColumns = {
      utmSource: str('utmSource'),
      utmMedium: str('utmMedium'),
      utmCampaign: str('utmCampaign'),
      clickId: str('clickId', 500),
      referrerHost: str('referrerHost', 255),
    };
    return Object.values(s).some(Boolean) ? s : null;
  } catch {
    return null;
  }
}

/** The admin's answer: `source: {...} | null`. */
export function sourceAnswer(row: Pick<OrderRow, keyof SourceColumns>): OrderSource | null {
  if (!row.utmSource && !row.utmMedium && !row.utmCampaign && !row.clickId && !row.referrerHost) return null;
  return { utmSource: row.utmSource, utmMedium: row.utmMedium, utmCampaign: row.utmCampaign, clickId: row.clickId, referrer: row.referrerHost };
}
