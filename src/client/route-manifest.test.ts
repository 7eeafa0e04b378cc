import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MODULE, ROUTES, privatePrefixes, routeOf, sitemapPaths } from '@shared/route-manifest';

const clientDir = path.dirname(fileURLToPath(import.meta.url));
/** Every page module (`pages/<name>/<name>-page.tsx`), as the manifest names them. */
const pageModules = readdirSync(path.join(clientDir, 'pages'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(path.join(clientDir, 'pages', d.name)).filter((f) => f.endsWith('-page.tsx')).map((f) => `pages/${d.name}/${f}`));

describe('the route manifest', () => {
  it('declares every page module, and every entry’s module exists', () => {
    const declared = new Set([...ROUTES.map((r) => r.module), NOT_FOUND_MODULE]);
    expect(pageModules.filter((m) => !declared.has(m))).toEqual([]);
    expect([...declared].filter((m) => !pageModules.includes(m))).toEqual([]);
  });

  it('declares each path once, and a signed-in page says where a visitor goes', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(ROUTES.filter((r) => r.access === 'signed-in' && !r.guard).map((r) => r.path)).toEqual([]);
  });

  it('matches paths as the router does: parameters, a trailing slash, nothing deeper', () => {
    expect(routeOf('/plant/27')?.path).toBe('/plant/:id');
    expect(routeOf('/shop/')?.path).toBe('/shop');
    expect(routeOf('/checkout/extra')).toBeUndefined();
    expect(routeOf('/nowhere')).toBeUndefined();
  });

  it('lists public pages in the sitemap and keeps private ones out of it and out of robots', () => {
    expect(sitemapPaths()).toEqual(['/', '/identify', '/categories', '/shop', '/about', '/contact', '/faq', '/plant-care', '/shipping', '/returns', '/terms', '/privacy', '/cookies', '/track']);
    expect(privatePrefixes()).toEqual(['/login', '/forgot-password', '/reset-password', '/verify-email', '/signup', '/checkout', '/dashboard', '/profile', '/my-plants', '/my-plants/diagnose', '/my-plants/weekly-email', '/wishlist', '/order/', '/admin', '/admin/orders/']);
  });
});
