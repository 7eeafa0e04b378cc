import { describe, expect, it } from 'vitest';
import { catalogContract } from './contracts/catalog';
import { ROUTES } from './route-manifest';
import { isOfflineApiRead, isOfflinePage, isOfflineRoute, mayKeepAnswer, mayKeepInWorker, OFFLINE_API_READS, READER_CACHES, receiptPath, SW_CACHES } from './offline';

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

  it('keeps only what its allowlist names: the build, public pictures, storefront pages and catalogue reads (issue 37)', () => {
    for (const path of ['/assets/index-4f2a9c.js', '/images/plants/fern.webp', '/images/categories/garden.webp', '/images/uploads/0b8c6d2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f.webp', '/icons/icon-192.png', '/shop', '/api/plants/7'])
      expect(mayKeepInWorker(path), path).toBe(true);
    for (const path of [
      '/api/orders/0b8c6d2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f/receipt',
      '/api/admin/shipments/labels',
      '/api/admin/orders/export.csv',
      '/api/admin/settings',
      '/api/auth/user',
      '/images/receipts/x.webp',
      '/images/../api/orders/1/receipt',
      '/admin/orders/3',
      '/dashboard',
      '/favicon-admin.pdf',
    ])
      expect(mayKeepInWorker(path), path).toBe(false);
  });

  it('a receipt’s address changes when it is replaced, so no copy of the old one is shown for the new', () => {
    const id = '0b8c6d2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f';
    const first = receiptPath(id, { uploadedAt: '2026-11-28T01:00:00.000Z' });
    const second = receiptPath(id, { uploadedAt: '2026-11-28T01:05:00.000Z' });
    expect(first).toMatch(new RegExp(`^/api/orders/${id}/receipt\\?v=`));
    expect(second).not.toBe(first);
  });

  it('signing out empties every cache that holds what a reader saw, pictures included', () => {
    expect([...READER_CACHES].sort()).toEqual([SW_CACHES.api, SW_CACHES.images, SW_CACHES.pages].sort());
  });
});
