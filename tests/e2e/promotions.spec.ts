import { expect, test, type Browser } from '@playwright/test';
import { formatMoney, parseMoney } from '../../src/shared/domain/money';
import { fill } from '../../src/shared/messages';
import { fr } from '../../src/shared/messages/fr';
import { buyablePlant, readIn, signInAsAdmin } from './i18n-support';
import { waitUntilAlive } from './support';

/*
 * The Promotions tab (issue 39 item 3, docs/contract.md §8): the owner, reading French, creates a code
 * worth 500 DA that may be used once; a buyer on a phone takes it in the express form; the tab then says
 * it was used once of once, a second buyer is told it is used up, and the owner turns it off and deletes it.
 */

const t = fr.admin.promotions;
const CODE = `SOLDES-${Date.now().toString(36).toUpperCase()}`;
test.describe.configure({ timeout: 90_000 });

/** A buyer at 360 px in French types the code in the express form and applies it; returns the page. */
async function applyCode(browser: Browser, baseURL: string, phone: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await readIn(context, 'fr', baseURL);
  const page = await context.newPage();
  const plant = await buyablePlant(page.request);
  await page.goto(`/plant/${plant.id}`);
  await waitUntilAlive(page);
  const x = fr.express.form;
  const form = page.getByTestId('express-form');
  await form.getByLabel(x.name).fill('Yacine Haddad');
  await form.getByLabel(x.phone, { exact: true }).fill(phone);
  await form.getByLabel(x.wilaya).selectOption('31');
  await form.getByLabel(x.address).fill('5 boulevard de la Soummam');
  await form.getByLabel(fr.coupons.field.label).fill(CODE.toLowerCase());
  await form.getByRole('button', { name: fr.coupons.field.apply }).tap();
  return { page, form, plant, close: () => context.close() };
}

test('the owner creates a 500 DA code for one use, a buyer takes it, the tab counts it, the next buyer is told it is used up', async ({ page, context, browser, baseURL }) => {
  await readIn(context, 'fr', baseURL!);
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: t.title }).click();
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.createTitle });
  await dialog.getByLabel(t.code).fill(CODE);
  await dialog.getByLabel(t.kind).click();
  await page.getByRole('option', { name: t.kinds.fixed }).click();
  // A mistake first: the server's schema speaks beside the field, nothing is saved.
  await dialog.getByLabel(t.value).fill('');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByText(t.errors.valueRequired)).toBeVisible();
  await dialog.getByLabel(t.value).fill('500');
  await dialog.getByLabel(t.maxUses).fill('1');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid="admin-coupon"][data-code="${CODE}"]`);
  await expect(row).toContainText(formatMoney('fr', 50_000));
  await expect(row.getByTestId('coupon-uses')).toHaveText(fill(t.usesOf, { uses: 0, max: 1 }));

  const first = await applyCode(browser, baseURL!, '0661 45 12 01');
  const discount = Math.min(parseMoney(first.plant.price!)!, 50_000);
  await expect(first.page.getByTestId('express-discount')).toHaveText(`−${formatMoney('fr', discount)}`);
  await first.form.getByRole('button', { name: fr.express.form.submit }).tap();
  await first.page.waitForURL(/\/order\/[0-9a-f-]{36}\?key=/);
  await expect(first.page.getByTestId('order-discount')).toHaveText(`−${formatMoney('fr', discount)}`);
  await first.close();

  await page.reload();
  await page.getByRole('tab', { name: t.title }).click();
  await expect(row.getByTestId('coupon-uses')).toHaveText(fill(t.usesOf, { uses: 1, max: 1 }));

  // Its one use is taken: the next buyer reads why under the field, and no discount line.
  const second = await applyCode(browser, baseURL!, '0661 45 12 02');
  await expect(second.form.getByText(fr.couponRefusals.usedUp)).toBeVisible();
  await expect(second.page.getByTestId('express-discount')).toHaveCount(0);
  await second.close();

  // Off, then deleted (asked first).
  await row.getByRole('button', { name: fill(t.editLabel, { code: CODE }) }).click();
  const edit = page.getByRole('dialog', { name: t.editTitle });
  await expect(edit.getByLabel(t.value)).toHaveValue('500.00');
  await edit.getByLabel(t.active).click();
  await edit.getByRole('button', { name: t.save }).click();
  await expect(row).toContainText(t.off);
  await row.getByRole('button', { name: fill(t.deleteLabel, { code: CODE }) }).click();
  const confirm = page.getByRole('dialog', { name: fill(t.deleteLabel, { code: CODE }) });
  await expect(confirm).toContainText(fill(t.deleteConfirm, { code: CODE }));
  await confirm.getByRole('button', { name: t.delete }).click();
  await expect(row).toHaveCount(0);
});
