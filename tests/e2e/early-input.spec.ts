import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { en as messages } from '../../src/shared/messages';

/**
 * A phone shows a server-rendered page before it has run the page's code (docs/decisions 016): what a
 * customer does in between must not be lost. Chromium's CPU is slowed 4× (CDP), so that gap is real.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('on /identify a photo chosen as soon as the heading appears is taken and identified', async ({ page }) => {
  const t = messages.identify;
  await slowPhone(page);
  await page.goto('/identify', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  // At once: the page's code may still be on its way.
  await page.getByLabel(t.uploadLabel).setInputFiles({ name: 'dahlia.jpg', mimeType: 'image/jpeg', buffer: readFileSync('tests/fixtures/photos/dahlia.jpg') });
  await expect(page.getByAltText(t.previewAlt)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: t.identifyButton }).click();
  await expect(page.getByRole('heading', { name: t.notRecognisedTitle })).toBeVisible({ timeout: 30_000 });
});

// Not reached yet (decision 016): React replays a tap on a part it has not hydrated, but a tap before
// the entry module has run at all (the root has no listener yet) is lost; on this throttled CPU the
// button is visible ~1–2 s before that. Catching it needs a capture script the CSP allows (a hash).
test.fixme('a tap on Add to Cart as soon as /shop appears adds the plant', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  const button = page.getByTestId('plant-card').first().getByRole('button', { name: messages.shop.card.addToCart });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 15_000 });
});
