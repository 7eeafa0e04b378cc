import { toastListShown } from '@client/components/ui/lazy-toaster';

/** Spec: after an authentication problem the browser moves on after 500 ms. */
export const AUTH_REDIRECT_DELAY_MS = 500;

/**
 * A full page navigation (the spec's /api/login redirects are full loads), `delay` ms after the
 * toast that explains it can be seen: the toast list loads with the first toast, so the delay
 * starts when it is on screen (at once after the first time; the redirect happens even if it fails
 * to load). Returns a cancel.
 */
export function redirectSoon(url: string, delay = AUTH_REDIRECT_DELAY_MS): () => void {
  let cancelled = false;
  let timer: number | undefined;
  const start = () => {
    if (!cancelled) timer = window.setTimeout(() => window.location.assign(url), delay);
  };
  void toastListShown().then(start, start);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
