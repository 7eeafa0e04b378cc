import { expect, test } from '@playwright/test';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { E2E_ADMIN } from '../../playwright.config';
import { buyablePlant, placeOrder, readIn, signUpCustomer } from './i18n-support';

/*
 * Issue 38 item 1: a shop that sends no e-mail (this suite's shop has no SMTP_URL: mails stay in the outbox)
 * promises none. The CCP and bank-transfer order pages say the details are on the page, not "sent to …",
 * and the checkout's hint does not say "sent to you by e-mail". At 360 px, in Arabic and French.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
const CCP = { ccpNumber: '0012345678', ccpKey: '42', ccpHolder: 'SARL Nabta' };

for (const [locale, m] of [
  ['fr', fr],
  ['ar', ar],
] as const) {
  test(`in ${locale}: without e-mail, the order page and the checkout promise no e-mail`, async ({ page, context, baseURL, browser }) => {
    const owner = await browser.newContext({ baseURL });
    expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
    const methods = ((await (await owner.request.get('/api/admin/settings')).json()) as { paymentMethods: string[] }).paymentMethods;
    expect((await owner.request.patch('/api/admin/settings', { data: { ...CCP, paymentMethods: [...methods.filter((x) => x !== 'ccp'), 'ccp'] } })).status()).toBe(200);
    try {
      await readIn(context, locale, baseURL!);
      const customer = await signUpCustomer(page.request, `no-mail-${locale}`);
      // The account could not be confirmed: this shop mails no link.
      expect(((await (await page.request.get('/api/auth/user')).json()) as { emailVerified: boolean | null }).emailVerified).toBeNull();
      const t = m.checkout.order;
      const plant = await buyablePlant(page.request);
      for (const [method, note] of [
        ['bank_transfer', t.bankTransferNoteNoMail],
        ['ccp', t.ccpNoteNoMail],
      ] as const) {
        const id = await placeOrder(page.request, plant, customer, method);
        await page.goto(`/order/${id}?placed=1`);
        await expect(page.getByTestId('just-placed')).toContainText(t.justPlaced.keepLinkNoMail);
        const text = (await page.getByTestId('transfer-note').innerText()).replace(/[\u2066-\u2069]/g, '');
        expect(text).toBe(note.replace('{number}', `#${id.slice(-8)}`));
        const body = await page.locator('main').innerText();
        for (const promise of [t.bankTransferNote, t.ccpNote, t.justPlaced.keepLink]) expect(body).not.toContain(promise.split('{email}')[0]!.trim());
      }
      await page.evaluate(
        (item) => localStorage.setItem('nabta-cart', JSON.stringify([item])),
        { id: plant.id, name: plant.name, price: plant.price, imageUrl: plant.imageUrl, quantity: 1 },
      );
      await page.goto('/checkout');
      const hint = page.locator('#method-bank_transfer-hint');
      await expect(hint).toHaveText(m.checkout.page.bankTransferHintNoMail);
    } finally {
      await owner.request.patch('/api/admin/settings', { data: { paymentMethods: methods } });
      await owner.close();
    }
  });
}
