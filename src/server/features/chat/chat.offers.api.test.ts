import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply } from '@shared/contracts/chat';
import type { Plant, PlantListItem } from '@shared/contracts/catalog';
import { richTextToPlain, faqData } from '@shared/content/faq';
import { PAYMENT_METHODS } from '@shared/domain/payment-methods';
import { SHOP_COVERAGE } from '@shared/domain/shop-facts';
import { t as translatorOf } from '@shared/messages/catalogues';
import { answersAr } from './content/answers.ar';
import { answersEn } from './content/answers.en';
import { answersFr } from './content/answers.fr';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';

/**
 * Issue 39 item 5: "code promo ?" in every language the shop is asked in. The assistant says how a code is
 * used (the FAQ's own answer), names the quantity offers and sales running now from the catalogue, and
 * never gives out a code the owner created.
 */

let t: TestApp;
let admin: Client;
let offered: Plant;
let ip = 0;
const ask = (message: string) =>
  new Client(t.app).request({ method: 'POST', url: '/api/chat', payload: { message }, remoteAddress: `10.9.${Math.floor(ip / 200)}.${ip++ % 200}` });
const faqAnswer = (locale: 'fr' | 'ar') => {
  const entry = faqData(translatorOf(locale), { freeShipping: 0, identification: SHOP_COVERAGE, expressOrders: true, paymentMethods: PAYMENT_METHODS })
    .flatMap((c) => c.entries)
    .find((e) => e.id === 'order-codes')!;
  return richTextToPlain(entry.answer);
};
const fold = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await buildTestApp();
  admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  const [first] = (await admin.get('/api/plants?limit=1')).json() as PlantListItem[];
  const res = await admin.patch(`/api/plants/${first!.id}`, { offers: [{ minQuantity: 3, percentOff: 15 }], stock: 20 });
  expect(res.statusCode).toBe(200);
  offered = res.json() as Plant;
  const coupon = await admin.post('/api/admin/coupons', { code: 'SECRET-RAMADAN', kind: 'percent', value: 20, minSubtotal: 0, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, firstOrderOnly: false, active: true });
  expect(coupon.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('asked for a discount code', () => {
  const cases = [
    { q: 'vous avez un code promo ?', lang: 'fr', words: answersFr.offers, faq: () => faqAnswer('fr'), item: `3 ou plus, −15 % chacune` },
    { q: 'kayen promo wela takhfid ?', lang: 'fr', words: answersFr.offers, faq: () => faqAnswer('fr'), item: `3 ou plus, −15 % chacune` },
    { q: 'do you have a discount code?', lang: 'en', words: answersEn.offers, faq: () => faqAnswer('fr'), item: '3 or more, −15 % each' },
    { q: 'عندكم تخفيضات؟', lang: 'ar', words: answersAr.offers, faq: () => faqAnswer('ar'), item: '3 أو أكثر، −15 % للواحدة' },
  ] as const;
  for (const c of cases) {
    it(`"${c.q}": how a code is used, the offers running now, and never a code`, async () => {
      const res = await ask(c.q);
      expect(res.statusCode).toBe(200);
      const reply = res.json() as ChatReply;
      expect(reply.lang).toBe(c.lang);
      const text = fold(reply.response);
      expect(text).toContain(fold(c.faq()));
      expect(text).toContain(c.words.noCodes);
      expect(text).toContain(c.words.quantity);
      expect(text).toContain(c.item);
      expect(reply.plants.map((p) => p.id)).toContain(offered.id);
      expect(text.toUpperCase()).not.toContain('SECRET-RAMADAN');
    });
  }

  it('says so when nothing is on offer, rather than naming plants', async () => {
    await admin.patch(`/api/plants/${offered.id}`, { offers: [] });
    const onSale = ((await admin.get('/api/plants?limit=100')).json() as PlantListItem[]).filter((p) => p.originalPrice !== null);
    for (const plant of onSale) await admin.patch(`/api/plants/${plant.id}`, { originalPrice: null });
    const reply = (await ask('vous avez des promos en ce moment ?')).json() as ChatReply;
    expect(reply.response).toContain(answersFr.offers.none);
    expect(reply.plants).toEqual([]);
  });
});
