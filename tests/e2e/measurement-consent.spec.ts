import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';

/*
 * docs/decisions/037-measurement-consent.md: with a Meta pixel configured, a visitor on a phone is asked
 * before it runs. Refusing is one tap and loads nothing; the answer can be changed on /cookies; accepting
 * reloads the page under a policy that allows Meta's script, which then loads, once.
 * Meta's script is answered here (page.route): this machine has no internet.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const PIXEL_ID = '1234567890123456';
const META_SCRIPT = 'https://connect.facebook.net/**';
let owner: APIRequestContext;

/** The owner's Meta pixel; empty removes it. */
const setPixel = async (metaPixelId: string) =>
  expect((await owner.patch('/api/admin/conversions', { data: { metaPixelId } })).ok()).toBeTruthy();

test.beforeAll(async ({ baseURL }) => {
  owner = await playwrightRequest.newContext({ baseURL });
  expect((await owner.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await setPixel(PIXEL_ID);
});
// Every other journey runs without a pixel (and so without the banner).
test.afterAll(async () => {
  await setPixel('');
  await owner.dispose();
});

/** Answers Meta's script with a stand-in that says it ran; counts the requests for it. */
async function fakeMetaScript(page: Page) {
  const requests: string[] = [];
  await page.route(META_SCRIPT, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__metaScriptRan = true;' });
  });
  return requests;
}

const policyOf = async (page: Page, path: string) => (await page.goto(path))!.headers()['content-security-policy'] ?? '';

for (const [locale, t] of [['ar', ar.consent], ['fr', fr.consent]] as const) {
  test(`in ${locale} at 360 px: refusing loads nothing, the choice is changed on /cookies, accepting loads Meta's script once`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    const metaRequests = await fakeMetaScript(page);

    expect(await policyOf(page, '/')).not.toContain('facebook');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(banner).toContainText('Meta');
    // Both answers side by side, the same size, and the banner within the phone's width.
    const [refuse, accept] = [banner.getByRole('button', { name: t.refuse }), banner.getByRole('button', { name: t.accept })];
    const [r, a, b] = await Promise.all([refuse.boundingBox(), accept.boundingBox(), banner.boundingBox()]);
    expect(r!.width).toBeCloseTo(a!.width, 0);
    expect(r!.height).toBeCloseTo(a!.height, 0);
    expect(b!.x).toBeGreaterThanOrEqual(0);
    expect(b!.x + b!.width).toBeLessThanOrEqual(360);
    // Refuse comes first in reading order: on the right in Arabic.
    if (locale === 'ar') expect(r!.x).toBeGreaterThan(a!.x);
    else expect(r!.x).toBeLessThan(a!.x);

    await refuse.tap();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'nabta_consent')?.value).toBe('denied');
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(banner).toBeHidden();
    expect(metaRequests).toHaveLength(0);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);

    expect(await policyOf(page, '/cookies')).not.toContain('facebook');
    const choice = page.getByTestId('consent-choice');
    await expect(choice).toContainText(t.denied);
    await choice.getByRole('button', { name: t.change }).tap();
    await expect(banner).toBeVisible();

    // Accepting reloads the page: its new policy allows Meta's script, which loads once.
    const reloaded = page.waitForResponse((res) => res.request().resourceType() === 'document');
    const loaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: t.accept }).tap();
    const policy = (await (await reloaded).allHeaders())['content-security-policy'] ?? '';
    await loaded;
    expect(policy).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    await expect.poll(() => page.evaluate(() => (window as { __metaScriptRan?: boolean }).__metaScriptRan === true)).toBe(true);
    expect(metaRequests).toHaveLength(1);
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('consent-choice')).toContainText(t.granted);
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('function');
  });
}

test('a shop without a pixel asks nothing and names no pixel in its pages', async ({ page }) => {
  await setPixel('');
  try {
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    expect(await page.locator('meta[name="nabta-pixels"]').count()).toBe(0);
    // Give the page's code time to run: the banner would be mounted by then.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  } finally {
    await setPixel(PIXEL_ID);
  }
});
