import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plant } from '@shared/contracts/catalog';
import { t as translator } from '@shared/messages/catalogues';
import { buildTestApp, Client, TEST_ADMIN, logIn, type TestApp } from '../../../../tests/helpers/test-app';

// The client's real index.html (the template the build copies), served from a folder of its own.
const root = mkdtempSync(path.join(tmpdir(), 'nabta-seo-'));
copyFileSync(path.resolve('src/client/index.html'), path.join(root, 'index.html'));

let t: TestApp;
let visitor: Client;
let plant: Plant;
beforeAll(async () => {
  t = await buildTestApp({ clientRoot: root, env: { PUBLIC_ORIGIN: 'https://nabta.example' } });
  visitor = new Client(t.app);
  const list = await visitor.get('/api/plants?limit=1');
  plant = list.json()[0];
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);

describe('pages arrive with their own head, in the reader’s language', () => {
  it('gives a plant page its name as title, its description, a canonical address and schema.org Product data in DZD', async () => {
    const res = await visitor.get(`/plant/${plant.id}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain(`<title>${plant.name} | Nabta</title>`);
    expect(head).toContain(`<link rel="canonical" href="https://nabta.example/plant/${plant.id}" />`);
    expect(head).toContain('<meta property="og:type" content="product" />');
    const product = jsonLdOf(res.body);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: plant.name,
      sku: String(plant.id),
      offers: { price: plant.price, priceCurrency: 'DZD', url: `https://nabta.example/plant/${plant.id}` },
    });
    expect(product.offers.availability).toBe(plant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
  });

  it('writes the page in Arabic, right to left, for a reader who chose Arabic', async () => {
    const res = await visitor.request({ method: 'GET', url: '/shop', headers: { cookie: 'lang=ar' } });
    expect(res.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(headOf(res.body)).toContain(`<title>${translator('ar').m.shop.page.title} | ${translator('ar').m.brand.name}</title>`);
    expect(headOf(res.body)).toContain('<meta property="og:locale" content="ar_DZ" />');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('follows a French browser with no choice made, and keeps English for an English one', async () => {
    const fr = await visitor.request({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-DZ,fr;q=0.9,ar;q=0.8' } });
    expect(fr.body).toMatch(/<html lang="fr" dir="ltr">/);
    expect(headOf(fr.body)).toContain(`<title>${translator('fr').m.seo.siteTitle}</title>`);
    const en = await visitor.request({ method: 'GET', url: '/', headers: { 'accept-language': 'en-GB,fr;q=0.9' } });
    expect(en.body).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('answers 404, kept out of search results, for a plant that does not exist', async () => {
    const res = await visitor.get('/plant/987654');
    expect(res.statusCode).toBe(404);
    expect(headOf(res.body)).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<div id="root">');
  });

  it('answers an unknown page address with 404 and the not-found page in the reader’s language; an unknown API path keeps its JSON 404', async () => {
    const res = await visitor.request({ method: 'GET', url: '/no-such-page/مرحبا', headers: { cookie: 'lang=ar' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(headOf(res.body)).toContain(`<title>${translator('ar').m.notFound.title} | ${translator('ar').m.brand.name}</title>`);
    expect(headOf(res.body)).toContain('<meta name="robots" content="noindex" />');
    // One page for every unknown address (kept once per language): it names none of them.
    expect(res.body).not.toContain('rel="canonical"');
    const other = await visitor.request({ method: 'GET', url: '/no/other', headers: { cookie: 'lang=ar' } });
    expect([other.statusCode, other.body]).toEqual([404, res.body]);
    expect((await visitor.get('/plant/not-a-number')).statusCode).toBe(404);
    const api = await visitor.get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String) });
    // Known pages stay 200, with a trailing slash too.
    for (const page of ['/', '/shop/', '/faq', '/login', `/plant/${plant.id}`]) expect((await visitor.get(page)).statusCode, page).toBe(200);
  });

  it('gives every page a preview image: a plant’s photo (its drawing as a JPEG) as an absolute address, else the shop’s picture', async () => {
    for (const page of ['/', '/shop', '/faq', '/privacy', '/checkout', '/no-such-page']) {
      expect(headOf((await visitor.get(page)).body), page).toContain('<meta property="og:image" content="https://nabta.example/icons/icon-512.png" />');
    }
    // The demo catalogue's drawings are SVG, which previewers do not show: the page names its JPEG, which is served.
    const drawing = /^\/images\/plants\/([a-z0-9-]+)\.svg$/.exec(plant.imageUrl!)![1];
    expect(headOf((await visitor.get(`/plant/${plant.id}`)).body)).toContain(`<meta property="og:image" content="https://nabta.example/images/plants/${drawing}.jpg" />`);
    expect((await visitor.get(`/images/plants/${drawing}.jpg`)).headers['content-type']).toBe('image/jpeg');
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const photo = await admin.patch(`/api/plants/${plant.id}`, { imageUrl: '/images/uploads/figuier-de-barbarie.webp' });
    expect(photo.statusCode, photo.body).toBe(200);
    const head = headOf((await visitor.get(`/plant/${plant.id}`)).body);
    expect(head).toContain('<meta property="og:image" content="https://nabta.example/images/uploads/figuier-de-barbarie.webp" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('keeps private pages out of search results', async () => {
    for (const page of ['/checkout', '/admin', '/dashboard', '/login']) {
      expect(headOf((await visitor.get(page)).body), page).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('escapes what an admin typed: a plant name cannot open a tag or end the JSON-LD block', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const evil = '</script><script>alert(1)</script> "Ficus" <b>';
    const res = await admin.patch(`/api/plants/${plant.id}`, { name: evil });
    expect(res.statusCode).toBe(200);
    const page = (await visitor.get(`/plant/${plant.id}`)).body;
    expect(page).not.toContain('<script>alert(1)');
    expect(headOf(page)).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ficus&quot; &lt;b&gt; | Nabta</title>');
    expect(jsonLdOf(page).name).toBe(evil);
  });

  it('shows a renamed plant’s new name at once (the cached page is forgotten on every catalogue change)', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    await visitor.get(`/plant/${plant.id}`);
    await admin.patch(`/api/plants/${plant.id}`, { name: 'Olivier du Hoggar' });
    expect(headOf((await visitor.get(`/plant/${plant.id}`)).body)).toContain('<title>Olivier du Hoggar | Nabta</title>');
  });
});

describe('crawlers', () => {
  it('get a sitemap of the storefront pages and every plant page, with absolute addresses', async () => {
    const res = await visitor.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>https://nabta.example/shop</loc>');
    expect(res.body).toContain(`<loc>https://nabta.example/plant/${plant.id}</loc>`);
    const plants = await visitor.get('/api/plants');
    expect(res.body.match(/\/plant\/\d+</g)?.length).toBe(Number(plants.headers['x-total-count']));
  });

  it('get a robots.txt that keeps them out of the API and private pages and points at the sitemap', async () => {
    const res = await visitor.get('/robots.txt');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /checkout');
    expect(res.body).toContain('Sitemap: https://nabta.example/sitemap.xml');
  });
});
