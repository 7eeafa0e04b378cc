import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps';
import { SERVER_STATE_ID } from '@shared/server-state';
import { renderIndexHtml } from './head-html';
import type { PageHead } from './page-head';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="description" content="template" />
    <title>template</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/compat.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head: PageHead = { title: 'Figuier de Barbarie | Nabta', description: 'Un cactus', canonical: 'https://nabta.dz/plant/1', type: 'product', image: 'https://nabta.dz/icons/icon-512.png' };

describe('a page’s HTML', () => {
  it('holds the rendered body, live for taps (React replays them while it hydrates), then the answers it was rendered with', () => {
    const html = renderIndexHtml(TEMPLATE, 'ar', head, { html: '<main><h1>تين شوكي</h1></main>', state: { queries: [] } });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root"><main><h1>تين شوكي</h1></main></div>');
    expect(html).toContain(`<script type="application/json" id="${SERVER_STATE_ID}">{"queries":[]}</script>`);
  });

  it('keeps taps made before the scripts ran: the early-taps keeper comes first in the head of a rendered page, and only there', () => {
    const rendered = renderIndexHtml(TEMPLATE, 'fr', head, { html: '<main><button>Ajouter</button></main>', state: { queries: [] } });
    expect(rendered).toContain(`<head>\n    <script>${EARLY_TAPS_SCRIPT}</script>\n`);
    expect(rendered.indexOf(EARLY_TAPS_SCRIPT)).toBeLessThan(rendered.indexOf('<div id="root">'));
    // A page the browser draws shows no button before its code runs: nothing to keep.
    expect(renderIndexHtml(TEMPLATE, 'fr', head, null, { user: null })).not.toContain(EARLY_TAPS_SCRIPT);
  });

  it('keeps a plant name that would close the data block inside the JSON', () => {
    const name = '</script><script>alert(1)</script>';
    const html = renderIndexHtml(TEMPLATE, 'fr', head, { html: '<p>x</p>', state: { name } });
    const block = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(html)![1]!;
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block)).toEqual({ name });
  });

  it('writes `$&` and `$\'` in a title or the markup as text, not as replacement patterns', () => {
    const html = renderIndexHtml(TEMPLATE, 'en', { ...head, title: "Aloe $& $' $1" }, { html: "<p>price $' $&</p>", state: {} });
    expect(html).toContain("<title>Aloe $&amp; $&#39; $1</title>");
    expect(html).toContain("<p>price $' $&</p>");
  });

  it('lets a rendered page’s first picture go first, and asks for its code with the page (docs/decisions/029): no inert script waits for the paint', () => {
    const markup = '<img src="/images/plants/aloe.svg" alt="" loading="lazy"><img src="/images/plants/olive.svg" alt="Olive" fetchpriority="high">';
    const html = renderIndexHtml(TEMPLATE, 'en', head, { html: markup, state: {} });
    const imagePreload = html.indexOf('<link rel="preload" as="image" href="/images/plants/olive.svg" fetchpriority="high" />');
    expect(imagePreload).toBeGreaterThan(0);
    expect(html.indexOf('<script type="module" crossorigin src="/assets/index.js"></script>')).toBeGreaterThan(imagePreload);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/compat.js">');
    expect(html).not.toMatch(/x-nabta-module/);
    expect(EARLY_TAPS_SCRIPT).not.toMatch(/modulepreload|x-nabta-module|createElement\("script"\)/);
  });

  it('gives a page the browser draws the signed-in reader it was asked for, and leaves its root empty', () => {
    const reader = { queries: { name: '</script><p>Lina</p>' }, parts: [] };
    const html = renderIndexHtml(TEMPLATE, 'en', head, null, reader);
    expect(html).toContain(`<div id="root"></div>\n    <script type="application/json" id="${SERVER_STATE_ID}">`);
    const block = new RegExp(`id="${SERVER_STATE_ID}">(.*?)</script>`).exec(html)![1]!;
    expect(JSON.parse(block)).toEqual(reader);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it('preloads the chunks a page needs first in its head, a rendered page’s as a drawn one’s', () => {
    const html = renderIndexHtml(TEMPLATE, 'en', head, null, { queries: [] }, ['/assets/checkout-page.js', '/assets/a"b.js']);
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).toContain('<link rel="modulepreload" crossorigin href="/assets/checkout-page.js">');
    expect(headPart).toContain('<link rel="modulepreload" crossorigin href="/assets/a&quot;b.js">');
    // A rendered page's too, as they are: fetched with its entry.
    expect(renderIndexHtml(TEMPLATE, 'en', head, { html: '<p>x</p>', state: {} }, null, ['/assets/shop-page.js'])).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shop-page.js">',
    );
  });

  it('leaves a page the browser draws itself (no body) as the template made it', () => {
    const html = renderIndexHtml(TEMPLATE, 'en', head);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/compat.js">');
    expect(html).not.toContain('rel="preload"');
  });
});
