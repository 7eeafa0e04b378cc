import { useMemo, useSyncExternalStore } from 'react';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, consentOf, PIXELS_META, type ConfiguredPixels, type ConsentChoice } from '@shared/domain/measurement';

/**
 * The visitor's answer about measurement cookies, kept in a first-party cookie the page reads (it
 * holds no secret: "granted" or "denied"), and the pixels the owner configured, which the server
 * writes into the page (`<meta name="nabta-pixels">`): nothing to ask the server for.
 */

const CHANGED = 'nabta:consent';

const noSubscription = () => () => {};

/** The configured pixels named by the page ({} on the server, and when the owner configured none: nothing to ask). */
export function usePagePixels(): ConfiguredPixels {
  const content = useSyncExternalStore(
    noSubscription,
    () => document.querySelector(`meta[name="${PIXELS_META}"]`)?.getAttribute('content') ?? '',
    () => '',
  );
  return useMemo(() => {
    try {
      return content ? (JSON.parse(content) as ConfiguredPixels) : {};
    } catch {
      return {};
    }
  }, [content]);
}

/** The answer, or null before one; `undefined` while the page's code has not run (the server does not know it). */
export const useConsent = (): ConsentChoice | null | undefined =>
  useSyncExternalStore(
    (changed) => {
      window.addEventListener(CHANGED, changed);
      return () => window.removeEventListener(CHANGED, changed);
    },
    () => consentOf(document.cookie),
    () => undefined,
  );

/**
 * Keeps the answer. Accepting reloads the page: the pixel's origins are in the policy of a page asked
 * for with the answer (the server's Content-Security-Policy), never in one sent before it. Leaving
 * "granted" also reloads, so that a pixel already running stops.
 */
export function setConsent(choice: ConsentChoice | null): void {
  const before = consentOf(document.cookie);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    choice === null
      ? `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
      : `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
  if (choice === 'granted' || before === 'granted') window.location.reload();
  else window.dispatchEvent(new Event(CHANGED));
}
