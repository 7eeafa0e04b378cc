import { expect, test } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
import { fr } from '../../src/shared/messages/fr';
import { readIn, signInAsAdmin } from './i18n-support';

/*
 * Issue 40 item 3: the owner finds the product feed's addresses in the settings, in French, with how to give
 * one to Meta's Commerce Manager; the address copied is the feed the ad platforms read, in its language.
 */
test('fr: the owner finds the Arabic product feed in the settings, and it lists the plants in Arabic with their JPEG pictures', async ({ page, context, baseURL }) => {
  await readIn(context, 'fr', baseURL!);
  await signInAsAdmin(page.request);
  await page.goto('/admin?tab=settings');
  const card = page.getByTestId('product-feed');
  await expect(card.getByRole('heading', { name: fr.admin.productFeed.title })).toBeVisible();
  await expect(card.getByText(fr.admin.productFeed.steps[0]!)).toBeVisible();
  const address = await card.getByTestId('product-feed-ar').inputValue();
  expect(address).toBe(`${new URL(baseURL!).origin}/feeds/products.xml?lang=ar`);

  const xml = await (await page.request.get(address)).text();
  const plant = ((await (await page.request.get('/api/plants?limit=100')).json()) as Plant[]).find((p) => p.price && p.translations.ar.name)!;
  const item = xml.split('<item>').find((i) => i.includes(`<g:id>${plant.id}</g:id>`))!;
  expect(item).toContain(`<g:title>${plant.translations.ar.name}</g:title>`);
  const image = /<g:image_link>([^<]+)<\/g:image_link>/.exec(item)![1]!;
  const picture = await page.request.get(image);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
});
