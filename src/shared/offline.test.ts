import { describe, expect, it } from 'vitest';
import { catalogContract } from './contracts/catalog';
import { ROUTES } from './route-manifest';
import { isOfflineApiRead, isOfflinePage, isOfflineRoute, mayKeepAnswer, OFFLINE_API_READS } from './offline';

describe('what the phone may keep offline', () => {
  it('keeps the storefront and help pages, from the route manifest', () => {
    for (const path of ['/', '/shop', '/categories', '/plant/12', '/plant-care', '/faq', '/shipping', '/returns', '/about', '/identify'])
      expect(isOfflinePage(path), path).toBe(true);
    expect(isOfflinePage('/shop/')).toBe(true);
  });

  it('never keeps an account, order, checkout, admin or form page, nor an unknown address', () => {
    for (const path of ['/dashboard', '/profile', '/checkout', '/order/5', '/order/5/confirm', '/admin', '/admin/orders/3', '/login', '/signup', '/wishlist', '/my-plants', '/nowhere'])
      expect(isOfflinePage(path), path).toBe(false);
  });

  it('derives the pages from every manifest entry: cached, public, for everyone', () => {
    for (const route of ROUTES) expect(isOfflineRoute(route), route.path).toBe(route.render === 'cached' && !route.private && route.access === 'everyone');
  });

  it('keeps only the catalogue reads of the API, each a GET of the catalogue contract', () => {
    const gets = Object.values(catalogContract).filter((r) => r.method === 'GET').map((r) => r.path);
    for (const path of OFFLINE_API_READS) expect(gets).toContain(path);
    expect(isOfflineApiRead('/api/plants')).toBe(true);
    expect(isOfflineApiRead('/api/plants/7')).toBe(true);
    for (const path of ['/api/auth/user', '/api/orders', '/api/admin/settings', '/api/cart', '/api/plants/7/reviews', '/api/wishlist'])
      expect(isOfflineApiRead(path), path).toBe(false);
  });

  it('keeps no answer the server marks private or no-store', () => {
    expect(mayKeepAnswer('no-cache')).toBe(true);
    expect(mayKeepAnswer(null)).toBe(true);
    expect(mayKeepAnswer('public, max-age=31536000, immutable')).toBe(true);
    expect(mayKeepAnswer('private, no-cache')).toBe(false);
    expect(mayKeepAnswer('no-store')).toBe(false);
  });
});
