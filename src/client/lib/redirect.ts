/** Spec: after an authentication problem the browser moves on after 500 ms. */
export const AUTH_REDIRECT_DELAY_MS = 500;

/** A full page navigation (the spec's /api/login redirects are full loads). */
export function redirectSoon(url: string, delay = AUTH_REDIRECT_DELAY_MS) {
  return window.setTimeout(() => window.location.assign(url), delay);
}
