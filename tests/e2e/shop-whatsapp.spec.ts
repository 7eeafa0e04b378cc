import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { whatsappLink } from '../../src/shared/domain/confirmation';
import { en } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { orderNumber } from '../../src/shared/domain/order';
import { answersAr } from '../../src/server/features/chat/content/answers.ar';
import { answersFr } from '../../src/server/features/chat/content/answers.fr';
import { buyablePlant, placeOrder, readIn, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

/**
 * Issue 29 item 6, "the shop can be reached": the owner types the shop's WhatsApp number in Settings;
 * the contact page, the footer and the assistant then offer a wa.me link with a message ready in the
 * reader's language. The number is put back afterwards: other journeys expect a shop without one.
 */
const a = en.admin.settings;
/** The assistant's words (its contact answer's WhatsApp link). */
const ANSWERS = { fr: answersFr, ar: answersAr } as const;

test.afterAll(async ({ request }) => {
  await request.post('/api/auth/login', { data: E2E_ADMIN });
  await request.patch('/api/admin/settings', { data: { whatsappNumber: '', contactPhone: '' } });
});

test('the owner sets the shop’s WhatsApp; readers in French and Arabic (contact page, footer, assistant) and in English (contact page, an order’s page) get the link with a message in their language', async ({ page, browser, baseURL }) => {
  // Four browsers (the owner, then a reader in each language) in one journey.
  test.setTimeout(150_000);
  await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  await page.goto('/admin');
  await page.getByRole('tab', { name: en.admin.tabs.settings }).click();
  await page.getByRole('button', { name: a.edit }).click();
  const dialog = page.getByRole('dialog', { name: a.dialogTitle });
  await dialog.getByLabel(a.whatsappNumber, { exact: true }).fill('06612');
  await dialog.getByRole('button', { name: a.saveSettings }).click();
  await expect(dialog.getByText(en.admin.errors.whatsappInvalid, { exact: true })).toBeVisible();
  await dialog.getByLabel(a.whatsappNumber, { exact: true }).fill('0661 23 45 67');
  await dialog.getByLabel(a.contactPhone, { exact: true }).fill('021 23 45 67');
  await dialog.getByRole('button', { name: a.saveSettings }).click();
  await expect(dialog).toBeHidden();

  for (const [locale, catalogue] of [
    ['fr', fr],
    ['ar', ar],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await readIn(context, locale, baseURL!);
    const visitor = await context.newPage();
    await visitor.goto('/contact');
    await waitUntilAlive(visitor);
    const link = visitor.getByTestId('contact-whatsapp').getByRole('link', { name: catalogue.contact.whatsappCta });
    await expect(link).toHaveAttribute('href', whatsappLink('+213661234567', catalogue.contact.whatsappText));
    await expect(visitor.getByTestId('contact-phone')).toContainText('021 23 45 67');
    // The footer of every page carries them too.
    await expect(visitor.getByTestId('footer-whatsapp')).toHaveAttribute('href', whatsappLink('+213661234567', catalogue.contact.whatsappText));

    // The assistant's contact answer: a link of the panel (an <a> opening WhatsApp), its label and message in the reader's language.
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await visitor.goto('/about');
    await visitor.getByRole('button', { name: catalogue.chat.open }).click();
    const panel = visitor.getByRole('dialog', { name: catalogue.chat.title });
    const input = panel.getByRole('textbox', { name: catalogue.chat.inputLabel });
    await input.fill(locale === 'ar' ? 'كيف أتصل بكم؟' : 'comment vous contacter ?');
    await input.press('Enter');
    const words = ANSWERS[locale];
    const chatLink = panel.getByTestId('chat-message-bot').nth(1).getByRole('link', { name: words.links.whatsapp });
    await expect(chatLink).toHaveAttribute('href', whatsappLink('+213661234567', words.contact.whatsappText));
    await expect(chatLink).toHaveAttribute('target', '_blank');
    expect(await chatLink.evaluate((a) => a.tagName)).toBe('A');
    await expect(panel.getByTestId('chat-message-bot').nth(1)).not.toContainText('wa.me');
    await context.close();
  }

  // In English on a desktop: the contact page's link (the spec writes that page in French, its message too) and an order's page.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto('/contact');
  await waitUntilAlive(reader);
  await expect(reader.getByTestId('contact-whatsapp').getByRole('link', { name: en.contact.whatsappCta })).toHaveAttribute(
    'href',
    whatsappLink('+213661234567', en.contact.whatsappText),
  );
  const customer = await signUpCustomer(reader.request, 'whatsapp-order');
  const orderId = await placeOrder(reader.request, await buyablePlant(reader.request), customer);
  await reader.goto(`/order/${orderId}`);
  const number = orderNumber(orderId);
  await expect(reader.getByTestId('order-whatsapp')).toHaveAttribute('href', whatsappLink('+213661234567', en.checkout.order.whatsappText.replace('{number}', number)));
  await expect(reader.getByTestId('order-whatsapp')).toHaveText(en.checkout.order.whatsappCta);
  // The shop's phone beside it, to call.
  await expect(reader.getByTestId('order-shop-phone')).toHaveAttribute('href', 'tel:021234567');
  await expect(reader.getByTestId('order-shop-phone')).toHaveText(en.checkout.order.callCta.replace('{phone}', '021 23 45 67'));
  await context.close();
});
