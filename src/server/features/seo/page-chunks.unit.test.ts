import { describe, expect, it } from 'vitest';
import type { ViteManifest } from '../../plugins/static-client';
import { signedInPageChunks } from './page-chunks';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A.js', imports: ['_compat-B.js'] },
  '_compat-B.js': { file: 'assets/compat-B.js' },
  '_api-C.js': { file: 'assets/api-C.js', imports: ['_compat-B.js'] },
  '_card-D.js': { file: 'assets/card-D.js', imports: ['_api-C.js'] },
  '_form.css': { file: 'assets/form-E.css' },
  'pages/checkout/checkout-page.tsx': { file: 'assets/checkout-page-F.js', imports: ['_compat-B.js', 'index.html', '_card-D.js', '_api-C.js', '_form.css'] },
  'pages/order/order-page.tsx': { file: 'assets/order-page-G.js', imports: ['_card-D.js'] },
  'features/auth/user-menu.tsx': { file: 'assets/user-menu-H.js', imports: ['_api-C.js', 'index.html'] },
};
const template =
  '<script type="module" crossorigin src="/assets/index-A.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/compat-B.js">';

const build = { manifest, template };

describe('the chunks a signed-in page is sent with', () => {
  it('are its page, the account menu and all they import, each once, without what the template already loads', () => {
    expect(signedInPageChunks(build, '/checkout')).toEqual([
      '/assets/checkout-page-F.js',
      '/assets/card-D.js',
      '/assets/api-C.js',
      '/assets/user-menu-H.js',
    ]);
  });

  it('match the route table’s paths, with an id or a trailing slash', () => {
    expect(signedInPageChunks(build, '/order/42')).toEqual(['/assets/order-page-G.js', '/assets/card-D.js', '/assets/api-C.js', '/assets/user-menu-H.js']);
    expect(signedInPageChunks(build, '/checkout/')).toContain('/assets/checkout-page-F.js');
  });

  it('are none for the storefront, an unknown path, or a build without a manifest', () => {
    expect(signedInPageChunks(build, '/shop')).toEqual([]);
    expect(signedInPageChunks(build, '/checkout/extra')).toEqual([]);
    expect(signedInPageChunks(build, '/order/42/x')).toEqual([]);
    expect(signedInPageChunks({ manifest: null, template }, '/checkout')).toEqual([]);
  });

  it('are worked out once per build and page', () => {
    expect(signedInPageChunks(build, '/checkout')).toBe(signedInPageChunks(build, '/checkout/'));
  });

  it('leave out a page whose module the build does not have, rather than fail', () => {
    expect(signedInPageChunks({ manifest: { 'features/auth/user-menu.tsx': { file: 'assets/user-menu-H.js' } }, template }, '/profile')).toEqual(['/assets/user-menu-H.js']);
  });
});
