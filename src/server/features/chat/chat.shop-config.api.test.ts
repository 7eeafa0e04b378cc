import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatReply } from '@shared/contracts/chat';
import type { Order } from '@shared/contracts/orders';
import { whatsappLink } from '@shared/domain/confirmation';
import { formatMoney } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { en, type Locale } from '@shared/messages';
import { ar } from '@shared/messages/ar';
import { fr } from '@shared/messages/fr';
import { moveOrderTo, orderPayload } from '../../../../tests/factories/orders';
import { shopWithPlant, type ShopWithPlant } from '../../../../tests/factories/shop';
import { Client } from '../../../../tests/helpers/test-app';
import { answersAr } from './content/answers.ar';
import { answersEn } from './content/answers.en';
import { answersFr } from './content/answers.fr';
import { latinWordsInArabic } from './content/latin-words';

/**
 * Issue 29: the assistant answers from the shop as it is configured now — the methods checkout offers
 * (CCP / BaridiMob included), the names the order pages give a method and a status, the 69 wilayas and
 * the day the 11 of law 26-06 take orders, the shop's WhatsApp as a link.
 */

const ANSWERS = { en: answersEn, fr: answersFr, ar: answersAr } as const;
const CATALOGUES = { en, fr, ar } as const;
const CCP = { ccpNumber: '0012345678', ccpKey: '42', ccpHolder: 'SARL Nabta' };

let shop: ShopWithPlant;
let ip = 0;
beforeEach(async () => {
  shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 50 });
});
afterEach(() => shop.t.close());

/** One message from its own address (the per-minute limit is tested elsewhere). */
async function ask(client: Client, message: string, reader?: Locale): Promise<ChatReply> {
  const res = await client.request({
    method: 'POST',
    url: '/api/chat',
    payload: { message },
    remoteAddress: `10.7.${Math.floor(ip / 200)}.${ip++ % 200}`,
    ...(reader ? { headers: { cookie: `lang=${reader}` } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatReply;
}

const settings = async (patch: Record<string, unknown>) => {
  const res = await shop.owner.patch('/api/admin/settings', patch);
  expect(res.statusCode, res.body).toBe(200);
};
const place = async (overrides: Record<string, unknown> = {}) => {
  const res = await shop.customer.post('/api/orders', orderPayload([{ plant: shop.plant, quantity: 1 }], overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
};
const COD = { paymentMethod: 'cod', shippingAddress: { address: '12 rue Didouche Mourad', city: 'Alger', phone: '0661 23 45 67' } };

describe('an order’s status names its method and status as the order pages do', () => {
  it('in darija: a cash-on-delivery order, then a CCP order, each method in Arabic words', async () => {
    await settings({ ...CCP, paymentMethods: ['bank_transfer', 'cod', 'ccp'] });
    const cod = await place(COD);
    const first = await ask(shop.customer, 'وين راهي الكوموند تاعي؟');
    expect(first).toMatchObject({ lang: 'ar', context: { topic: 'order' } });
    expect(first.response).toContain(orderNumber(cod.id));
    expect(first.response).toContain(`(${paymentMethodLabel('cod', ar)})`);
    expect(first.response).toContain('الدفع عند الاستلام');
    expect(first.response).toContain(ar.checkout.orderStatus.pending);
    expect(first.response).not.toMatch(/\bcod\b/i);

    const ccp = await place({ paymentMethod: 'ccp' });
    const second = await ask(shop.customer, 'وين راهي الكوموند تاعي؟');
    expect(second.response).toContain(orderNumber(ccp.id));
    expect(second.response).toContain('بريدي موب');
    expect(second.response).not.toMatch(/\bccp\b/);
    // A CCP transfer is prepared once it arrives, like a bank transfer; its receipt goes on the order page.
    expect(second.response).toContain(answersAr.order.awaitingTransfer);
    expect(latinWordsInArabic(second.response, [shop.plant.name])).toEqual([]);
  });

  it('a parcel that came back is "returned", in each language', async () => {
    const order = await place(COD);
    await moveOrderTo(shop.owner, order.id, 'shipped');
    const back = await shop.owner.patch(`/api/orders/${order.id}`, { orderStatus: 'returned' });
    expect(back.statusCode, back.body).toBe(200);
    const number = orderNumber(order.id);
    const questions = { en: `where is my order ${number}?`, fr: `où en est ma commande ${number} ?`, ar: `أين طلبي ${number}؟` } as const;
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const reply = await ask(shop.customer, questions[locale]);
      expect(reply.lang).toBe(locale);
      expect(reply.response.toLowerCase(), locale).toContain(CATALOGUES[locale].checkout.orderStatus.returned.toLowerCase());
      expect(reply.response, locale).toContain(paymentMethodLabel('cod', CATALOGUES[locale]));
    }
  });

  it('a bank transfer the shop confirmed before it arrived still waits for the transfer and its receipt', async () => {
    const order = await place();
    await moveOrderTo(shop.owner, order.id, 'processing');
    const reply = await ask(shop.customer, `where is my order ${orderNumber(order.id)}?`);
    expect(reply.response).toContain(en.checkout.orderStatus.processing.toLowerCase());
    expect(reply.response).toContain(answersEn.order.awaitingTransfer);
  });
});

describe('payment answers follow the methods checkout offers', () => {
  const CCP_QUESTIONS = [
    ['ar', 'نقدر نخلص بالبريدي موب؟'],
    ['ar', 'هل يمكن الدفع عبر الحساب البريدي؟'],
    ['fr', 'CCP ?'],
    ['fr', 'je peux payer par baridimob ?'],
    ['en', 'Can I pay with BaridiMob?'],
  ] as const;

  it('CCP / BaridiMob not offered: said plainly, and only what is offered is listed', async () => {
    for (const [locale, q] of CCP_QUESTIONS) {
      const reply = await ask(shop.customer, q, locale);
      expect(reply, q).toMatchObject({ lang: locale, context: { topic: 'payment' } });
      const a = ANSWERS[locale].payment;
      expect(reply.response.startsWith(a.ccpNo), `${q}\n${reply.response}`).toBe(true);
      expect(reply.response, q).toContain(paymentMethodLabel('bank_transfer', CATALOGUES[locale]));
      expect(reply.response, q).not.toContain(paymentMethodLabel('ccp', CATALOGUES[locale]));
    }
  });

  it('CCP / BaridiMob offered: yes, with the account on the order page after ordering and the order prepared once the transfer arrives — and CIB off is no longer "pay by transfer instead"', async () => {
    await settings({ ...CCP, paymentMethods: ['cod', 'ccp'] });
    for (const [locale, q] of CCP_QUESTIONS) {
      const reply = await ask(shop.customer, q, locale);
      const a = ANSWERS[locale].payment;
      expect(reply.response.startsWith(a.ccpYes), `${q}\n${reply.response}`).toBe(true);
      expect(reply.response, q).toContain(`${paymentMethodLabel('ccp', CATALOGUES[locale])}`);
      expect(reply.response, q).toContain(a.methods.ccp);
      // Bank transfer is off: never offered as the way out.
      expect(reply.response, q).not.toContain(paymentMethodLabel('bank_transfer', CATALOGUES[locale]));
    }
    const cards = await ask(shop.customer, 'paiement par edahabia possible ?');
    expect(cards.response.startsWith(answersFr.payment.localCardsNotYet)).toBe(true);
    expect(cards.response).toContain(answersFr.payment.methods.ccp);
    expect(cards.response).not.toMatch(/virement bancaire/i);
  });
});

describe('the 69 wilayas, with the day the 11 of law 26-06 take orders', () => {
  const quoteOf = (wilaya: number) => shop.customer.get(`/api/shipping/quote?wilaya=${wilaya}&delivery=home&subtotal=1.00`);

  it('before the day: a new wilaya gets the date and the fees of the wilaya it comes from; the count is 58', async () => {
    await settings({ newWilayasFrom: '2099-01-01' });
    expect((await quoteOf(59)).statusCode).toBe(400);
    const laghouat = (await quoteOf(3)).json() as { fee: string };
    for (const [q, locale, date, mother] of [
      ['livraison à Aflou ?', 'fr', '1 janvier 2099', 'Laghouat'],
      ['frais de port wilaya 59', 'fr', '1 janvier 2099', 'Laghouat'],
      ['shipping to Bou Saada?', 'en', '1 January 2099', "M'Sila"],
      ['شحال التوصيل لآفلو؟', 'ar', '2099', 'الأغواط'],
    ] as const) {
      const reply = await ask(shop.customer, q);
      expect(reply, q).toMatchObject({ lang: locale, context: { topic: 'shipping' } });
      expect(reply.response, q).toContain(date);
      expect(reply.response, q).toContain(mother);
      expect(reply.response, q).toContain('26-06');
      if (mother === 'Laghouat') expect(reply.response, q).toContain(formatMoney(locale, laghouat.fee));
    }
    // The wilayas of 2019 (Timimoun…) have always been among the 58.
    const timimoun = await ask(shop.customer, 'livraison à Timimoun ?');
    expect(timimoun.response).toContain('Timimoun (49)');
    expect(timimoun.response).not.toContain('26-06');
    expect((await ask(shop.customer, 'livraison partout en Algérie ?')).response).toContain('58 wilayas');
  });

  it('from the day: a new wilaya’s own fees, as checkout quotes them; the count is 69', async () => {
    await settings({ newWilayasFrom: '2020-01-01' });
    const quote = await quoteOf(59);
    expect(quote.statusCode, quote.body).toBe(200);
    const fee = (quote.json() as { fee: string }).fee;
    const fr = await ask(shop.customer, 'livraison à Aflou ?');
    expect(fr.response).toContain(`Aflou (59) : ${formatMoney('fr', fee)}`);
    expect(fr.response).not.toContain('26-06');
    const arabic = await ask(shop.customer, 'شحال التوصيل لآفلو؟');
    expect(arabic.response).toContain(`آفلو (الولاية 59): ${formatMoney('ar', fee)}`);
    expect((await ask(shop.customer, 'wilaya 69 livraison')).response).toContain('El Abiodh Sidi Cheikh (69)');
    expect((await ask(shop.customer, 'livraison partout en Algérie ?')).response).toContain('69 wilayas');
  });
});

describe('the shop’s WhatsApp in the assistant', () => {
  it('is a link (label and prefilled message in the reader’s language), not an address in the text', async () => {
    const before = await ask(shop.customer, 'comment vous contacter ?');
    expect(before.links.some((l) => l.href.startsWith('https://wa.me/'))).toBe(false);
    await settings({ whatsappNumber: '0661 23 45 67' });
    for (const [locale, q] of [
      ['fr', 'comment vous contacter ?'],
      ['ar', 'كيف أتصل بكم؟'],
      ['en', 'I want to talk to a real person'],
    ] as const) {
      const reply = await ask(shop.customer, q);
      expect(reply.lang).toBe(locale);
      const a = ANSWERS[locale];
      expect(reply.links, q).toContainEqual({ href: whatsappLink('+213661234567', a.contact.whatsappText), label: a.links.whatsapp });
      expect(reply.response, q).not.toContain('wa.me');
      expect(reply.response, q).toContain('0661 23 45 67');
    }
  });
});

describe('ordering and following an order without an account, as the shop is configured (issue 35)', () => {
  /** Asked in French, Arabic, English, darija in Arabic script and darija in Latin letters (answered in French). */
  const ORDERING = [
    ['fr', 'est-ce que je dois créer un compte ?'],
    ['fr', 'je peux commander sans compte ?'],
    ['ar', 'نقدر نطلب بلا حساب؟'],
    ['ar', 'هل يمكنني الطلب بدون حساب؟'],
    ['en', 'do I need an account to order?'],
    ['fr', 'lazem ndir compte bach ncommandi?'],
  ] as const;
  const TRACKING = [
    ['fr', 'kifach ntba3 commande bla compte'],
    ['fr', 'comment suivre ma commande sans compte ?'],
    ['en', 'how do I track my order without an account?'],
    ['ar', 'كيفاش نتبع الكوموند بلا حساب؟'],
  ] as const;

  const formLabel = (locale: Locale) => CATALOGUES[locale].express.form.submit;
  const trackLabel = (locale: Locale) => CATALOGUES[locale].express.track.link;

  it('with express orders on: the plant page’s pay-on-delivery form, no account needed, the shop calls — and /track to follow it', async () => {
    for (const [locale, q] of [...ORDERING, ...TRACKING]) {
      const reply = await ask(shop.customer, q);
      expect(reply, q).toMatchObject({ lang: locale, context: { topic: 'order' } });
      const a = ANSWERS[locale].guest;
      expect(reply.response, q).toContain(formLabel(locale));
      expect(reply.response, q).toContain(a.express.slice(0, 20));
      expect(reply.response, q).toContain(trackLabel(locale));
      expect(reply.links, q).toContainEqual({ href: '/track', label: trackLabel(locale) });
      expect(reply.links.map((l) => l.href), q).not.toContain('/signup');
      if (locale === 'ar') expect(latinWordsInArabic(reply.response), q).toEqual([]);
    }
    // Asked how to follow an order, the answer starts there.
    const tracking = await ask(shop.customer, 'kifach ntba3 commande bla compte');
    expect(tracking.response.startsWith(answersFr.guest.track.slice(0, 30)), tracking.response).toBe(true);
  });

  it('with express orders off: an account is needed to order and no form is promised; /track still finds an order', async () => {
    await settings({ expressOrders: false });
    const form = await shop.customer.post('/api/orders/express', {
      items: [{ id: shop.plant.id, quantity: 1 }],
      customerName: 'Amina Benali',
      phone: '0661 23 45 67',
      wilaya: '16',
      address: '12 rue Didouche Mourad',
    });
    expect(form.statusCode, 'the form is really off').toBe(403);
    for (const [locale, q] of [...ORDERING, ...TRACKING]) {
      const reply = await ask(shop.customer, q);
      expect(reply, q).toMatchObject({ lang: locale, context: { topic: 'order' } });
      const a = ANSWERS[locale].guest;
      expect(reply.response, q).not.toContain(formLabel(locale));
      expect(reply.response, q).not.toContain(a.express.slice(0, 20));
      expect(reply.response, q).toContain(a.accountNeeded.slice(0, 20));
      expect(reply.response, q).toContain(trackLabel(locale));
      expect(reply.links, q).toContainEqual({ href: '/signup', label: ANSWERS[locale].links.signUp });
      expect(reply.links, q).toContainEqual({ href: '/track', label: trackLabel(locale) });
    }
  });

  it('tells a visitor asking where their order is about /track, beside signing in', async () => {
    for (const [locale, q] of [['fr', 'où en est ma commande ?'], ['fr', 'win rahi commande ta3i?'], ['ar', 'أين طلبي؟'], ['en', 'where is my order?']] as const) {
      const reply = await ask(new Client(shop.t.app), q);
      expect(reply, q).toMatchObject({ lang: locale, context: { topic: 'order' } });
      expect(reply.response, q).toContain(trackLabel(locale));
      expect(reply.links, q).toContainEqual({ href: '/track', label: trackLabel(locale) });
    }
  });
});
