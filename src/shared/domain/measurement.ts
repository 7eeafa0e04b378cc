/**
 * Measurement cookies and the ad platforms' browser pixels (docs/contract.md §9, docs/decisions/037).
 * A pixel loads only when the owner configured it and the visitor accepted measurement cookies (law
 * 18-07 asks for consent before personal data is collected); the choice is kept in CONSENT_COOKIE.
 * Each pixel is declared once here: the host its script comes from and sends to (the page's
 * Content-Security-Policy opens to them only then) and the cookies it sets (listed on /cookies).
 */

export const CONSENT_COOKIE = 'nabta_consent';
export const CONSENT_COOKIE_DAYS = 365;
export type ConsentChoice = 'granted' | 'denied';

export type PixelId = 'meta' | 'tiktok';

export interface Pixel {
  id: PixelId;
  /** The company, as the cookies and privacy pages name it. */
  company: string;
  /** Where its script is loaded from. */
  scriptUrl: (pixelId: string) => string;
  /** Origins its script is fetched from and sends events to (script-src, connect-src; its images are https:, already allowed). */
  origins: readonly string[];
  /** The cookies its script sets on the shop's domain, with their lifetime in days as the company documents it. */
  cookies: readonly { name: string; days: number }[];
}

export const PIXELS: readonly Pixel[] = [
  {
    id: 'meta',
    company: 'Meta',
    scriptUrl: () => 'https://connect.facebook.net/en_US/fbevents.js',
    origins: ['https://connect.facebook.net', 'https://www.facebook.com'],
    cookies: [{ name: '_fbp', days: 90 }],
  },
  {
    id: 'tiktok',
    company: 'TikTok',
    scriptUrl: (pixelId) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(pixelId)}&lib=ttq`,
    origins: ['https://analytics.tiktok.com'],
    cookies: [{ name: '_ttp', days: 390 }],
  },
];

/** The pixels the owner configured: each one's id at its platform (public: the platforms' own snippets show it). */
export type ConfiguredPixels = Partial<Record<PixelId, string>>;

/** A pixel id as the platforms issue them (Meta: digits; TikTok: letters and digits); anything else is not loaded. */
const PIXEL_ID = /^[A-Za-z0-9]{5,40}$/;

/** The configured pixels of the public settings (`metaPixelId`, `tiktokPixelId`), the well-formed ones only. */
export function configuredPixels(settings: { metaPixelId?: string | null; tiktokPixelId?: string | null }): ConfiguredPixels {
  const pixels: ConfiguredPixels = {};
  if (settings.metaPixelId && PIXEL_ID.test(settings.metaPixelId)) pixels.meta = settings.metaPixelId;
  if (settings.tiktokPixelId && PIXEL_ID.test(settings.tiktokPixelId)) pixels.tiktok = settings.tiktokPixelId;
  return pixels;
}

export const hasPixels = (pixels: ConfiguredPixels): boolean => Object.keys(pixels).length > 0;

/** The pixels of `configured`, in PIXELS' order. */
export const pixelsOf = (configured: ConfiguredPixels): Pixel[] => PIXELS.filter((p) => configured[p.id]);

/** The visitor's choice in a Cookie header or `document.cookie`; null when they have not chosen. */
export function consentOf(cookieHeader: string | undefined): ConsentChoice | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value;
  }
  return null;
}

/** The origins the page's policy opens to: the configured pixels', and only once the visitor accepted. */
export function measurementOrigins(configured: ConfiguredPixels, choice: ConsentChoice | null): string[] {
  if (choice !== 'granted') return [];
  return pixelsOf(configured).flatMap((p) => p.origins);
}

export { PIXELS_META } from './measurement-meta';
