import { describe, expect, it } from 'vitest';
import { english } from '../messages';
import { t } from '../messages/catalogues';
import { arabicWilayaList } from './arabic';
import { SHOP_COVERAGE } from '../domain/shop-facts';
import { PAYMENT_METHODS } from '../domain/payment-methods';
import { faqData, richTextToPlain } from './faq';
import { contentLocaleOf, contentTranslator } from './language';
import { contentLoader } from './loader';

describe('the help pages’ languages', () => {
  it('gives en and fr readers the French pages and ar readers the Arabic ones', () => {
    expect([contentLocaleOf('en'), contentLocaleOf('fr'), contentLocaleOf('ar')]).toEqual(['fr', 'fr', 'ar']);
  });

  it('writes the French pages’ figures in French for English readers', () => {
    const fr = contentTranslator(english);
    expect(fr.locale).toBe('fr');
    expect(fr.money(500_000)).toBe('5\u00a0000,00\u00a0DA');
    expect(fr.text(fr.m.facts.speciesCount, { n: 1 })).toBe('plus de 1 espèces');
    // The rest of the catalogue stays the default one: English readers do not load the French catalogue.
    expect(fr.m.nav).toBe(english.m.nav);
    expect(contentTranslator(t('ar')).locale).toBe('ar');
  });

  it('has the same FAQ questions in French and Arabic, and gives en readers the French FAQ', () => {
    const ids = (locale: 'en' | 'fr' | 'ar') => faqData(t(locale), { freeShipping: 500_000, identification: SHOP_COVERAGE, expressOrders: true, paymentMethods: PAYMENT_METHODS }).flatMap((c) => [c.id, ...c.entries.map((e) => e.id)]);
    expect(ids('ar')).toEqual(ids('fr'));
    expect(faqData(t('en'), { freeShipping: 500_000, identification: SHOP_COVERAGE, expressOrders: true, paymentMethods: PAYMENT_METHODS })).toEqual(faqData(t('fr'), { freeShipping: 500_000, identification: SHOP_COVERAGE, expressOrders: true, paymentMethods: PAYMENT_METHODS }));
    expect(faqData(t('ar'), { freeShipping: 500_000, identification: SHOP_COVERAGE, expressOrders: true, paymentMethods: PAYMENT_METHODS })[0]!.title).toBe('التعرف على النباتات');
  });
});

describe('the FAQ’s payment answer', () => {
  const answer = (locale: 'fr' | 'ar', paymentMethods: readonly string[]) =>
    richTextToPlain(faqData(t(locale), { freeShipping: 500_000, identification: SHOP_COVERAGE, expressOrders: true, paymentMethods }).flatMap((c) => c.entries).find((e) => e.id === 'order-payment')!.answer);

  it('names only the methods checkout offers now, never cash on delivery as "coming soon"', () => {
    expect(answer('fr', ['cod', 'ccp'])).toMatch(/^Paiement à la livraison : vous payez le livreur en espèces.* CCP \/ BaridiMob : /);
    expect(answer('fr', ['cod', 'ccp'])).not.toMatch(/Virement bancaire|Carte bancaire|bientôt/);
    expect(answer('ar', ['cod'])).toMatch(/^الدفع عند الاستلام: تدفع المبلغ نقدًا/);
    expect(answer('ar', ['cod'])).not.toMatch(/قريبًا|التحويل البنكي/);
    expect(answer('fr', ['bank_transfer', 'stripe'])).not.toMatch(/livraison/);
  });
});

describe('the FAQ’s account answer', () => {
  const answer = (locale: 'fr' | 'ar', expressOrders: boolean) =>
    richTextToPlain(faqData(t(locale), { freeShipping: 500_000, identification: SHOP_COVERAGE, expressOrders, paymentMethods: ['cod'] }).flatMap((c) => c.entries).find((e) => e.id === 'account-needed')!.answer);

  it('says an account is not needed to order cash on delivery while the shop takes orders without one, and is otherwise', () => {
    expect(answer('fr', true)).toMatch(/ou commander en paiement à la livraison/);
    expect(answer('fr', true)).not.toMatch(/Oui pour commander/);
    expect(answer('fr', false)).toMatch(/Oui pour commander/);
    expect(answer('ar', true)).toMatch(/أو الطلب مع الدفع عند الاستلام/);
    expect(answer('ar', false)).toMatch(/نعم، لتقديم الطلبات/);
  });
});

describe('Arabic place names', () => {
  it('names wilayas in Arabic from their French names', () => {
    expect(arabicWilayaList(['Alger', 'Tizi Ouzou', "M'Sila"])).toBe('الجزائر العاصمة، تيزي وزو، المسيلة');
  });
});

describe('a page’s content loader', () => {
  it('loads a language once, then hands it out at once; a failed load is retried', async () => {
    let calls = 0;
    let fail = true;
    const loader = contentLoader({
      fr: async () => {
        calls += 1;
        return 'contenu';
      },
      ar: async () => {
        if (fail) throw new Error('offline');
        return 'محتوى';
      },
    });
    expect(loader.peek('fr')).toBeUndefined();
    expect(await loader.load('fr')).toBe('contenu');
    expect(await loader.load('fr')).toBe('contenu');
    expect(calls).toBe(1);
    expect(loader.peek('fr')).toBe('contenu');

    await expect(loader.load('ar')).rejects.toThrow('offline');
    fail = false;
    expect(await loader.load('ar')).toBe('محتوى');
  });
});
