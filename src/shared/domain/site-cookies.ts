import { LANG_COOKIE, LANG_COOKIE_DAYS } from '../messages';
import { SESSION_HINT_COOKIE } from '../session-hint';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from './measurement';

/**
 * Every cookie the shop itself sets, declared once: the server and the language switcher set them
 * from these names and lifetimes, and the cookies page (/cookies) lists them from here, so the page
 * cannot name a cookie the shop does not set, nor miss one (site-cookies.api.test.ts signs in and
 * compares). The shop itself sets no tracking, advertising or analytics cookie; the ad platforms' pixels
 * set theirs only once a visitor accepted them (measurement.ts lists those).
 */

/** The sign-in (HttpOnly): a random token whose SHA-256 is the session row's id. */
export const SESSION_COOKIE = 'nabta_session';
/** OWASP "device cookie" (HttpOnly, sent to /api/ only): this browser signed in to the account before. */
export const DEVICE_COOKIE = 'nabta_device';
export const DEVICE_COOKIE_DAYS = 180;

/** Where the first landing came from (an ad's UTM parameters, its click id), for the order (docs/contract.md §7). */
export const SOURCE_COOKIE = 'nabta_src';
export const SOURCE_COOKIE_DAYS = 30;

export type SiteCookieId = 'session' | 'sessionHint' | 'device' | 'lang' | 'source' | 'consent';

export interface SiteCookie {
  id: SiteCookieId;
  name: string;
  /** `session`: the sign-in's lifetime (SESSION_TTL_DAYS, in the public site info), else a number of days. */
  days: number | 'session';
  /** Scripts of the page cannot read it. */
  httpOnly: boolean;
}

export const SITE_COOKIES: readonly SiteCookie[] = [
  { id: 'session', name: SESSION_COOKIE, days: 'session', httpOnly: true },
  { id: 'sessionHint', name: SESSION_HINT_COOKIE, days: 'session', httpOnly: false },
  { id: 'device', name: DEVICE_COOKIE, days: DEVICE_COOKIE_DAYS, httpOnly: true },
  { id: 'lang', name: LANG_COOKIE, days: LANG_COOKIE_DAYS, httpOnly: false },
  { id: 'source', name: SOURCE_COOKIE, days: SOURCE_COOKIE_DAYS, httpOnly: true },
  { id: 'consent', name: CONSENT_COOKIE, days: CONSENT_COOKIE_DAYS, httpOnly: false },
];
