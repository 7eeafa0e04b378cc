const BASE = 'http://nabta.invalid';

/**
 * Where to go after signing in: the `next` of the login page's query when it is a path of this
 * site, else home. Resolved the way the browser will resolve it (tabs stripped, `\` read as `/`),
 * so `//evil.example`, `/\evil.example`, `/.//evil.example` or `https://…` can never leave the site.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || /^\/(api|login|signup)(\/|$)/.test(url.pathname)) return '/';
  const path = url.pathname + url.search + url.hash;
  // Dot segments resolved, '/.//evil.example' became '//evil.example': a path the browser would read as
  // another host. Only a path that resolves to itself on this site is followed.
  return path.startsWith('//') || new URL(path, BASE).origin !== BASE ? '/' : path;
}

/** The login (or sign-up) page, coming back to `path` (path + query of the current page) afterwards. */
export function loginPath(path: string, page: '/login' | '/signup' = '/login'): string {
  // Already on the login or sign-up page: the place to come back to is still its `next`.
  if (/^\/(login|signup)(\/|\?|$)/.test(path)) return otherAuthPath(page, path.includes('?') ? path.slice(path.indexOf('?')) : '');
  return path === '/' ? page : `${page}?next=${encodeURIComponent(path)}`;
}

/** The sign-up page, coming back to `path` afterwards. */
export const signupPath = (path: string) => loginPath(path, '/signup');

/** The path and query of the page being read: where signing in comes back to. */
export const currentPath = () => window.location.pathname + window.location.search;

/**
 * From the login page to the sign-up page (or back), keeping where to return: the same `next`,
 * checked again on arrival.
 */
export function otherAuthPath(page: '/login' | '/signup', search: string): string {
  const next = safeNextPath(search);
  return next === '/' ? page : loginPath(next, page);
}
