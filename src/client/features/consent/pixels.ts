import { PIXELS, type ConfiguredPixels, type PixelId } from '@shared/domain/measurement';

/**
 * The ad platforms' browser pixels, started once the visitor accepted measurement cookies
 * (docs/decisions/037). Each is its platform's documented base code, written as a module instead of
 * the inline snippet (the page's policy allows no inline script): a queue that records calls until
 * the platform's script arrives and replays them. They report page views only: orders and payments
 * are told by the server (the Conversions API), which also sees cash-on-delivery orders.
 */

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string };
type TikTokQueue = unknown[][] & Record<string, unknown>;
declare global {
  interface Window {
    fbq?: Queue;
    _fbq?: Queue;
    ttq?: TikTokQueue;
    TiktokAnalyticsObject?: string;
  }
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

const scriptOf = (id: PixelId, pixelId: string) => PIXELS.find((p) => p.id === id)!.scriptUrl(pixelId);

/** Meta's base code (developers.facebook.com/docs/meta-pixel/get-started). It counts the router's page changes itself. */
function startMeta(pixelId: string): void {
  if (window.fbq) return;
  const fbq: Queue = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args));
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  window.fbq = window._fbq = fbq;
  addScript(scriptOf('meta', pixelId));
  fbq('init', pixelId);
  fbq('track', 'PageView');
}

const TIKTOK_METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];

/** TikTok's base code (ads.tiktok.com help, "Set up the TikTok Pixel"); a page change of the router is a page view. */
function startTikTok(pixelId: string): void {
  if (window.ttq) return;
  window.TiktokAnalyticsObject = 'ttq';
  const ttq = [] as unknown as TikTokQueue;
  for (const method of TIKTOK_METHODS) ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
  Object.assign(ttq, { _i: { [pixelId]: Object.assign([], { _u: 'https://analytics.tiktok.com/i18n/pixel/events.js' }) }, _t: { [pixelId]: Date.now() }, _o: { [pixelId]: {} } });
  window.ttq = ttq;
  addScript(scriptOf('tiktok', pixelId));
  const page = () => (window.ttq!.page as () => void)();
  page();
  // wouter announces its history changes with these events (its browser location hook).
  for (const event of ['pushState', 'popstate']) window.addEventListener(event, page);
}

let started = false;

export function startPixels(pixels: ConfiguredPixels): void {
  if (started) return;
  started = true;
  if (pixels.meta) startMeta(pixels.meta);
  if (pixels.tiktok) startTikTok(pixels.tiktok);
}
