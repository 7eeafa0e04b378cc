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
const template = '<script type="module" crossorigin src="/assets/index-A.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/compat-B.js">';

describe('the chunks a signed-in page is sent with', () => {
  it('are its page, the account menu and all they import, each once, without what the template already loads', () => {
    expect(signedInPageChunks(manifest, template, '/checkout')).toEqual([
      '/assets/checkout-page-F.js',
      '/assets/card-D.js',
      '/assets/api-C.js',
      '/assets/user-menu-H.js',
    ]);
  });

  it('match the route table’s paths, with an id or a trailing slash', () => {
    expect(signedInPageChunks(manifest, template, '/order/42')).toEqual(['/assets/order-page-G.js', '/assets/card-D.js', '/assets/api-C.js', '/assets/user-menu-H.js']);
    expect(signedInPageChunks(manifest, template, '/checkout/')).toContain('/assets/checkout-page-F.js');
  });

  it('are none for the storefront, an unknown path, or a build without a manifest', () => {
    expect(signedInPageChunks(manifest, template, '/shop')).toEqual([]);
    expect(signedInPageChunks(manifest, template, '/checkout/extra')).toEqual([]);
    expect(signedInPageChunks(manifest, template, '/order/42/x')).toEqual([]);
    expect(signedInPageChunks(null, template, '/checkout')).toEqual([]);
  });

  it('leave out a page whose module the build does not have, rather than fail', () => {
    expect(signedInPageChunks({ 'features/auth/user-menu.tsx': { file: 'assets/user-menu-H.js' } }, template, '/profile')).toEqual(['/assets/user-menu-H.js']);
  });
});
