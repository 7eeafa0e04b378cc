import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/test-app';

/**
 * docs/decisions/037-measurement-consent.md: a page names the configured pixels for the consent banner,
 * and its Content-Security-Policy opens to their origins only for a visitor who accepted.
 */

const PIXELS = { META_PIXEL_ID: '1234567890123456', TIKTOK_PIXEL_ID: 'CTEST12345ABCDE' };
const ORIGINS = ['https://connect.facebook.net', 'https://www.facebook.com', 'https://analytics.tiktok.com'];

// Pages from the client's HTML shell, whether or not a build is there (a fresh clone has none).
const clientRoot = mkdtempSync(path.join(tmpdir(), 'nabta-consent-'));
copyFileSync(path.resolve('src/client/index.html'), path.join(clientRoot, 'index.html'));

let t: TestApp;
afterEach(() => t.close());
afterAll(() => rmSync(clientRoot, { recursive: true, force: true }));

const page = (cookie?: string) => t.app.inject({ url: '/shop', headers: cookie ? { cookie } : {} });
const directive = (csp: string | undefined, name: string) => csp?.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const pixelsMeta = (html: string) => /<meta name="nabta-pixels" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"');

describe('measurement consent', () => {
  it('names the configured pixels in every page but opens the policy to them only after the visitor accepted', async () => {
    t = await buildTestApp({ env: PIXELS, clientRoot });
    for (const cookie of [undefined, 'nabta_consent=denied', 'lang=ar; nabta_consent=maybe']) {
      const res = await page(cookie);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(JSON.parse(pixelsMeta(res.body) ?? 'null'), String(cookie)).toEqual({ meta: PIXELS.META_PIXEL_ID, tiktok: PIXELS.TIKTOK_PIXEL_ID });
      const csp = res.headers['content-security-policy'] as string;
      for (const origin of ORIGINS) expect(csp, `${cookie}: ${origin}`).not.toContain(origin);
    }

    const accepted = await page('lang=fr; nabta_consent=granted');
    const csp = accepted.headers['content-security-policy'] as string;
    for (const name of ['script-src', 'connect-src']) for (const origin of ORIGINS) expect(directive(csp, name), `${name} ${origin}`).toContain(origin);
    // Nothing else is widened: frames and images stay as they were.
    expect(directive(csp, 'frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  }, 60_000);

  it('writes no pixel and opens nothing when the owner configured none, even to a visitor who accepted', async () => {
    t = await buildTestApp({ clientRoot });
    const res = await page('nabta_consent=granted');
    expect(pixelsMeta(res.body)).toBeUndefined();
    for (const origin of ORIGINS) expect(res.headers['content-security-policy']).not.toContain(origin);
  }, 60_000);
});
