import { safeNextPath } from '@shared/domain/next-path';

// The rule lives in shared: the no-JavaScript login form's route follows it too (docs/decisions/032-forms-before-code.md).
export { safeNextPath };

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
