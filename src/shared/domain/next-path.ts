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
