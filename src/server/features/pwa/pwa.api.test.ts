import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, TEST_ADMIN, logIn, type TestApp } from '../../../../tests/helpers/test-app';
import { BRAND_COLOURS, webManifest } from './pwa.service';

// The client's real index.html (the template the build copies), served from a folder of its own.
const root = mkdtempSync(path.join(tmpdir(), 'nabta-pwa-'));
copyFileSync(path.resolve('src/client/index.html'), path.join(root, 'index.html'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clientRoot: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the web app manifest', () => {
  it('is served as a manifest, in the language asked for, with the icons phones ask for', async () => {
    const res = await new Client(t.app).get('/manifest.webmanifest?lang=ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'نبتة', short_name: 'نبتة', lang: 'ar', dir: 'rtl', start_url: '/', scope: '/', id: '/', display: 'standalone' });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const purpose of ['any', 'maskable']) for (const sizes of ['192x192', '512x512']) expect(icons).toContainEqual(expect.objectContaining({ sizes, purpose }));
    // Real PNGs of the size they claim (the build copies src/client/public as it is).
    for (const icon of icons) {
      const { width, height, format } = await sharp(path.resolve('src/client/public' + icon.src)).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  it('follows the reader’s language without ?lang (cookie, then browser), and ignores an unknown one', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-language': 'fr-DZ,fr;q=0.9' } });
    expect(french.json()).toMatchObject({ lang: 'fr', dir: 'ltr', name: 'Nabta' });
    const cookie = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?lang=xx', headers: { cookie: 'lang=ar' } });
    expect(cookie.json()).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('takes its theme colour from the shop’s settings, and the brand’s when the setting is not a colour', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.patch('/api/admin/settings', { primaryColor: '#0e7490' })).statusCode).toBe(200);
    expect((await new Client(t.app).get('/manifest.webmanifest')).json()).toMatchObject({ theme_color: '#0e7490', background_color: BRAND_COLOURS.background });
    expect(webManifest('en', { primaryColor: 'red; }' }).theme_color).toBe(BRAND_COLOURS.theme);
  });

  it('is named by every page in the reader’s language, with the iOS tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/faq', headers: { cookie: 'lang=ar' } });
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=ar" />');
    expect(res.body).toContain('<meta name="apple-mobile-web-app-title" content="نبتة" />');
    expect(res.body).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(res.body).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
  });

  it('lets pages register this site’s service worker and manifest, and nothing else’s (CSP)', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });
});

describe('the offline page', () => {
  it('speaks the language asked for, draws with nothing else from the network, and is never indexed', async () => {
    const res = await new Client(t.app).get('/offline?lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="fr" dir="ltr">');
    expect(res.body).toContain('Vous êtes hors ligne');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toMatch(/<script|<link rel="stylesheet"/);
    const arabic = await t.app.inject({ method: 'GET', url: '/offline', headers: { cookie: 'lang=ar' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('أنت غير متصل بالإنترنت');
  });
});
