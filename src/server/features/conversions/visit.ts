import type { FastifyRequest } from 'fastify';
import type { VisitSignals } from '../../db/schema';
import { decodeSource, landingTimeOf, SOURCE_COOKIE } from '../checkout/order-source';

/** A cookie or header as the platforms take it: printable ASCII, bounded; anything else is left out. */
const token = (value: string | undefined, max = 255): string | null => (value && value.length <= max && /^[\x21-\x7e]+$/.test(value) ? value : null);

/** `fb.1.{ms}.{id}`, the shape of Meta's `_fbc` and `_fbp` cookies. */
const META_COOKIE = /^fb\.\d\.\d{10,16}\.[\w-]{1,500}$/;

/**
 * What the request that places an order tells the ad platforms (docs/contract.md §9): its address and
 * user agent; Meta's `fbc` (its `_fbc` cookie, else built from the landing's `fbclid` and the landing's
 * time) and `fbp` (`_fbp`); TikTok's `ttclid` (the landing's) and `ttp` (`_ttp`). The pixels' cookies
 * exist only once the visitor accepted measurement cookies; the landing's click id is the shop's own
 * first-party cookie (order-source.ts).
 */
export function visitOf(request: FastifyRequest, origin: string): VisitSignals {
  const cookies = request.cookies;
  const click = decodeSource(cookies[SOURCE_COOKIE])?.clickId ?? '';
  const param = (name: string) => (click.startsWith(`${name}=`) ? token(click.slice(name.length + 1), 500) : null);
  const fbclid = param('fbclid');
  const fbcCookie = token(cookies._fbc, 600);
  const fbc = fbcCookie && META_COOKIE.test(fbcCookie) ? fbcCookie : fbclid ? `fb.1.${landingTimeOf(cookies[SOURCE_COOKIE]) ?? Date.now()}.${fbclid}` : null;
  const fbp = token(cookies._fbp);
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    // eslint-disable-next-line no-control-regex
    userAgent: userAgent ? userAgent.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 512) || null : null,
    fbc,
    fbp: fbp && META_COOKIE.test(fbp) ? fbp : null,
    ttclid: param('ttclid'),
    ttp: token(cookies._ttp),
    url: pageOf(request.headers.referer, origin),
  };
}

/** The shop's page the order was placed from (the referer, when it is this site's), without its query. */
function pageOf(referer: string | undefined, origin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(origin).origin ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}
