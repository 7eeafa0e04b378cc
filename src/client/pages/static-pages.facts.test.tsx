import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTranslator } from '@shared/content/language';
import type { SiteInfo } from '@shared/contracts/contact';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  formatDays,
  formatDelay,
  formatHours,
  formatPriceRange,
  formatWorkingDays,
  livePlantShippingDaysProse,
  openingHours,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  SHIPPING_ZONES,
  SURVIVAL_GUARANTEE_DAYS,
  zoneName,
  type IdentifyCoverage,
} from '@shared/domain/shop-facts';
import { english, type Translator } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import AboutPage from './about/about-page';
import ContactPage from './contact/contact-page';
import FaqPage from './faq/faq-page';
import PlantCarePage from './plant-care/plant-care-page';
import ReturnsPage from './returns/returns-page';
import ShippingPage from './shipping/shipping-page';
import { loadContent, normalise, renderPage, shopSettings } from './static-pages.render';
import type { Settings } from '@shared/contracts/settings';

/** Pl@ntNet's world flora as its project listing declares it (GET /v2/projects). */
const PLANTNET: IdentifyCoverage = { scope: 'species', species: 84_612 };

/**
 * Every shop fact of spec §9 and of the static pages must be written on its page, in each language
 * the pages are written in. The pages are rendered to static HTML (closed accordion answers and
 * inactive tabs are in the document, hidden), so removing a fact from a page — or changing it in
 * one place only — fails here. The French pages (the default language's, as the spec writes them)
 * quote the facts in French; the Arabic pages quote the same figures in Arabic format.
 */

const PAGES = [
  [AboutPage, '/about'],
  [ContactPage, '/contact'],
  [FaqPage, '/faq'],
  [PlantCarePage, '/plant-care'],
  [ShippingPage, '/shipping'],
  [ReturnsPage, '/returns'],
] as const;

/** The French pages' figures, as `en` and `fr` readers see them. */
const fr = contentTranslator(english);
const arabic = t('ar');

beforeAll(() => Promise.all([loadContent('fr'), loadContent('ar')]));

const render = (Page: ComponentType, path: string, siteInfo?: Partial<SiteInfo>, tr?: Translator, coverage?: IdentifyCoverage, settings?: Settings) =>
  renderPage(Page, path, { siteInfo, tr, coverage, settings });

function expectFacts(text: string, facts: string[]) {
  const missing = facts.map(normalise).filter((f) => !text.includes(f));
  expect(missing, 'facts missing from the page').toEqual([]);
}

const threshold = fr.money(DEFAULT_FREE_SHIPPING_THRESHOLD);
const algiers = SHIPPING_ZONES[0]!;
const farSouth = SHIPPING_ZONES.at(-1)!;

describe('static pages carry the shop facts', () => {
  it('every page is French (lang="fr" on its root) and has its h1', () => {
    for (const [Page, path] of PAGES) {
      const { html } = render(Page, path);
      expect(html, path).toMatch(/^<div lang="fr"/);
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    }
  });

  it('Shipping: the four steps, every zone with its price and delay, free shipping, live-plant days', () => {
    const { text } = render(ShippingPage, '/shipping');
    expectFacts(text, [
      'Commande confirmée',
      'Préparation',
      'Expédition avec numéro de suivi',
      'Livraison',
      'numéro de suivi',
      ...SHIPPING_ZONES.flatMap((z) => [z.name, formatPriceRange(fr, z.price), formatDelay(fr, z.delayDays)]),
      `De ${formatPriceRange(fr, algiers.price)} à Alger en ${formatDelay(fr, algiers.delayDays)}`,
      `à ${formatPriceRange(fr, farSouth.price)} dans le Grand Sud en ${formatDelay(fr, farSouth.delayDays)}`,
      `Livraison gratuite partout en Algérie pour toute commande d'au moins ${threshold}`,
      `Plantes expédiées ${livePlantShippingDaysProse(fr)}`,
      `garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`,
    ]);
    // Readable figures: 300,00 DA in Algiers in 24–48 h, up to 800,00 – 1 000,00 DA in 5–8 days.
    expectFacts(text, ['300,00 DA', '24–48 h', '800,00 – 1 000,00 DA', '5–8 jours', '5 000,00 DA', 'du dimanche au mercredi']);
  });

  it('Shipping and FAQ show the live free-shipping threshold from settings', () => {
    const info: Partial<SiteInfo> = { phone: null, whatsapp: null, email: 'contact@nabta.dz', minFreeShipping: '6500.00' };
    expectFacts(render(ShippingPage, '/shipping', info).text, ['Dès 6 500,00 DA']);
    expectFacts(render(FaqPage, '/faq', info).text, ['gratuite partout en Algérie dès 6 500,00 DA']);
  });

  it('Shipping tells how to order without an account (when the shop takes such orders) and how to follow an order without one', () => {
    const on = render(ShippingPage, '/shipping', undefined, undefined, undefined, shopSettings(undefined, { expressOrders: true }));
    expectFacts(on.text, ['Commander sans compte, suivre sa commande', 'Pas besoin de compte pour payer à la livraison', 'La boutique vous appelle pour confirmer', 'Suivre ma commande', 'les 8 caractères après #']);
    expect(on.html).toContain('href="/track"');
    const off = render(ShippingPage, '/shipping', undefined, undefined, undefined, shopSettings(undefined, { expressOrders: false }));
    expect(off.text).not.toContain(normalise('Pas besoin de compte'));
    expectFacts(off.text, ['Suivre sa commande', 'les 8 caractères après #']);
    const ar = render(ShippingPage, '/shipping', undefined, arabic, undefined, shopSettings(undefined, { expressOrders: true }));
    expectFacts(ar.text, ['اطلب دون حساب وتابع طلبك', 'لا تحتاج إلى حساب للدفع عند الاستلام', 'تتبّع طلبي']);
  });

  it('Returns: the three windows, refund delays by method and the survival guarantee', () => {
    const { text } = render(ReturnsPage, '/returns');
    expectFacts(text, [
      `Plantes vivantes ${RETURN_WINDOW_DAYS['live-plants']} jours`,
      `Graines et bulbes ${RETURN_WINDOW_DAYS['seeds-bulbs']} jours`,
      `Accessoires ${RETURN_WINDOW_DAYS.accessories} jours`,
      `Paiement par carte Remboursé sous ${formatWorkingDays(fr, REFUND_DELAY_WORKING_DAYS.card)}`,
      `Paiement par virement bancaire Remboursé sous ${formatWorkingDays(fr, REFUND_DELAY_WORKING_DAYS.bank_transfer)}`,
      `Garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`,
      '7 jours',
      '30 jours',
      '14 jours',
      '5 à 7 jours ouvrés',
      '2 à 3 jours ouvrés',
    ]);
  });

  it('FAQ on a fresh install: identification promises the plants of the shop, no species figure', () => {
    const { text } = render(FaqPage, '/faq');
    expectFacts(text, ["Oui, l'identification est entièrement gratuite. Elle compare votre photo aux plantes de notre boutique"]);
    expect(text).not.toMatch(/\d espèces/);
  });

  it('FAQ: four categories; free identification of the species Pl@ntNet declares; payment; shipping; returns; accounts', () => {
    const { text } = render(FaqPage, '/faq', undefined, undefined, PLANTNET, shopSettings(['cod', 'bank_transfer', 'stripe']));
    expectFacts(text, [
      'Identification des plantes',
      'Boutique et commandes',
      'Entretien des plantes',
      'Compte et sécurité',
      "l'identification est entièrement gratuite et couvre plus de 84 000 espèces",
      // The payment methods checkout offers now, in its order (cash on delivery described, never "coming soon").
      'Paiement à la livraison : vous payez le livreur en espèces à la réception de vos plantes',
      'Virement bancaire : après votre commande, sa page donne nos coordonnées bancaires (banque, titulaire, RIB), envoyées aussi par e-mail une fois votre adresse confirmée',
      'Carte bancaire',
      `La livraison est gratuite partout en Algérie dès ${threshold}`,
      `De ${formatPriceRange(fr, algiers.price)} à Alger à ${formatPriceRange(fr, farSouth.price)} dans le Grand Sud`,
      `Comptez ${formatDelay(fr, algiers.delayDays)} à Alger et jusqu'à ${formatDelay(fr, farSouth.delayDays)} dans le Grand Sud`,
      `${RETURN_WINDOW_DAYS['live-plants']} jours pour les plantes vivantes, ${RETURN_WINDOW_DAYS['seeds-bulbs']} jours pour les graines et bulbes, ${RETURN_WINDOW_DAYS.accessories} jours pour les accessoires`,
      formatWorkingDays(fr, REFUND_DELAY_WORKING_DAYS.card),
      formatWorkingDays(fr, REFUND_DELAY_WORKING_DAYS.bank_transfer),
      `garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`,
      `sous ${formatHours(fr, RESPONSE_TIME_HOURS.identification)}`,
      'liste de souhaits',
      'au moins 6 caractères',
    ]);
  });

  it('Care guide: the four tabs and content for the coast, the high plateaux and the Sahara', () => {
    const { html, text } = render(PlantCarePage, '/plant-care');
    for (const tab of ['Saisons', 'Types de Plantes', 'Problèmes Courants', 'Spécial Algérie']) {
      expect(html).toMatch(new RegExp(`role="tab"[^>]*>(<svg.*?</svg>)?${tab}</button>`));
    }
    expectFacts(text, ['Printemps', 'Été', 'Automne', 'Hiver', 'Littoral', 'Hauts Plateaux', 'Sahara', 'sirocco', 'Feuilles jaunes']);
  });

  it('About: what the shop does, with the identification figure of the engine answering first', () => {
    const { text } = render(AboutPage, '/about', undefined, undefined, PLANTNET);
    expectFacts(text, ['Identification gratuite', 'notre intelligence artificielle reconnaît plus de 84 000 espèces', `garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`]);
  });

  it('About on a fresh install: the photo is compared with the plants of the shop, no figure', () => {
    const { text } = render(AboutPage, '/about');
    expectFacts(text, ['nous la comparons aux plantes de notre boutique']);
    expect(text).not.toMatch(/\d espèces/);
  });

  it('Contact: the French form (message box of 5 rows), e-mail, Algérie, opening hours and response times', () => {
    const { html, text } = render(ContactPage, '/contact', { phone: null, whatsapp: null, email: 'contact@nabta.dz', minFreeShipping: '5000.00' });
    const c = english.m.contact;
    expectFacts(text, [
      c.name,
      c.email,
      c.subject,
      c.message,
      c.send,
      'contact@nabta.dz',
      'Algérie',
      ...openingHours(fr).map((r) => `${r.days} ${r.hours}`),
      'Dimanche – Jeudi 9h – 18h',
      'Vendredi 14h – 18h',
      'Samedi Fermé',
      `Commandes ${formatHours(fr, RESPONSE_TIME_HOURS.orders)}`,
      `Identification ${formatHours(fr, RESPONSE_TIME_HOURS.identification)}`,
      `Questions générales ${formatHours(fr, RESPONSE_TIME_HOURS.general)}`,
    ]);
    expect(html).toMatch(/<textarea[^>]*rows="5"/);
    // No phone set: no phone card.
    expect(text).not.toContain('Téléphone');
  });

  it('Contact: shows the phone from settings when one is set', () => {
    const { text } = render(ContactPage, '/contact', { phone: '0550 12 34 56', whatsapp: null, email: 'bonjour@nabta.dz', minFreeShipping: '5000.00' });
    expectFacts(text, ['Téléphone 0550 12 34 56', 'bonjour@nabta.dz']);
  });
});

describe('French readers get the same French pages as the default language', () => {
  it.each(PAGES.map(([Page, path]) => [path, Page] as const))('%s reads the same in fr as in en', (path, Page) => {
    expect(render(Page, path, undefined, t('fr')).html).toBe(render(Page, path).html);
  });
});

describe('the Arabic pages quote the same facts, in Arabic format', () => {
  const ar = (Page: ComponentType, path: string, siteInfo?: Partial<SiteInfo>, coverage: IdentifyCoverage = PLANTNET) => render(Page, path, siteInfo, arabic, coverage);
  const arThreshold = arabic.money(DEFAULT_FREE_SHIPPING_THRESHOLD);

  it('every page is Arabic (lang="ar" on its root), has its h1 and no French word', () => {
    for (const [Page, path] of PAGES) {
      const { html, text } = ar(Page, path);
      expect(html, path).toMatch(/^<div lang="ar"/);
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
      // Latin letters only in codes and addresses: file formats, an order number, the e-mail address.
      const latin = text.replace(/JPEG|PNG|WebP|#1A2B3C4D|[\w.]+@[\w.]+|vous@exemple\.dz/g, '').match(/[A-Za-zÀ-ÿ]{2,}/g);
      expect(latin, path).toBeNull();
    }
  });

  it('Shipping: every zone with its price and delay, free shipping, live-plant days', () => {
    const { text } = ar(ShippingPage, '/shipping');
    expectFacts(text, [
      ...SHIPPING_ZONES.flatMap((z) => [zoneName(arabic, z.id), formatPriceRange(arabic, z.price), formatDelay(arabic, z.delayDays)]),
      `التوصيل مجاني في كل أنحاء الجزائر لكل طلب لا يقل عن ${arThreshold}`,
      `تُشحن النباتات ${livePlantShippingDaysProse(arabic)}`,
      `ضمان البقاء لمدة ${formatDays(arabic, SURVIVAL_GUARANTEE_DAYS)}`,
    ]);
    // The same figures as the French page, in Arabic format.
    expectFacts(text, ['300,00 دج', '24–48 ساعة', '800,00 – 1 000,00 دج', '5–8 أيام', '5 000,00 دج', 'من الأحد إلى الأربعاء']);
    expectFacts(text, ['الجزائر العاصمة', 'تيزي وزو', 'تمنراست']);
  });

  it('Shipping and FAQ show the live free-shipping threshold from settings', () => {
    const info: Partial<SiteInfo> = { phone: null, whatsapp: null, email: 'contact@nabta.dz', minFreeShipping: '6500.00' };
    expectFacts(ar(ShippingPage, '/shipping', info).text, ['ابتداءً من 6 500,00 دج من المشتريات']);
    expectFacts(ar(FaqPage, '/faq', info).text, ['التوصيل مجاني في كل أنحاء الجزائر ابتداءً من 6 500,00 دج']);
  });

  it('Returns: the three windows, refund delays by method and the survival guarantee', () => {
    const { text } = ar(ReturnsPage, '/returns');
    expectFacts(text, [
      `النباتات الحية ${formatDays(arabic, RETURN_WINDOW_DAYS['live-plants'])}`,
      `البذور والأبصال ${formatDays(arabic, RETURN_WINDOW_DAYS['seeds-bulbs'])}`,
      `الإكسسوارات ${formatDays(arabic, RETURN_WINDOW_DAYS.accessories)}`,
      `الدفع بالبطاقة يُسترد المبلغ في أجل يتراوح ${formatWorkingDays(arabic, REFUND_DELAY_WORKING_DAYS.card)}`,
      `الدفع بالتحويل البنكي يُسترد المبلغ في أجل يتراوح ${formatWorkingDays(arabic, REFUND_DELAY_WORKING_DAYS.bank_transfer)}`,
      '7 أيام',
      '30 يومًا',
      '14 يومًا',
      'من 5 إلى 7 أيام عمل',
      'من 2 إلى 3 أيام عمل',
    ]);
  });

  it('FAQ: the four categories and the same figures as the French FAQ', () => {
    const { text } = ar(FaqPage, '/faq');
    expectFacts(text, [
      'التعرف على النباتات',
      'المتجر والطلبات',
      'العناية بالنباتات',
      'الحساب والأمان',
      'ويشمل أكثر من 84 000 نوع',
      `التوصيل مجاني في كل أنحاء الجزائر ابتداءً من ${arThreshold}`,
      `من ${formatPriceRange(arabic, algiers.price)} في الجزائر العاصمة إلى ${formatPriceRange(arabic, farSouth.price)} في الجنوب الكبير`,
      formatDelay(arabic, algiers.delayDays),
      formatDelay(arabic, farSouth.delayDays),
      formatWorkingDays(arabic, REFUND_DELAY_WORKING_DAYS.card),
      formatWorkingDays(arabic, REFUND_DELAY_WORKING_DAYS.bank_transfer),
      `ضمان البقاء لمدة ${formatDays(arabic, SURVIVAL_GUARANTEE_DAYS)}`,
      `في غضون ${formatHours(arabic, RESPONSE_TIME_HOURS.identification)}`,
      `في غضون ${formatHours(arabic, RESPONSE_TIME_HOURS.general)}`,
    ]);
  });

  it('Care guide: the four tabs and content for the coast, the high plateaux and the Sahara', () => {
    const { html, text } = ar(PlantCarePage, '/plant-care');
    for (const tab of ['المواسم', 'أنواع النباتات', 'المشاكل الشائعة', 'خاص بالجزائر']) {
      expect(html).toMatch(new RegExp(`role="tab"[^>]*>(<svg.*?</svg>)?${tab}</button>`));
    }
    expectFacts(text, ['الربيع', 'الصيف', 'الخريف', 'الشتاء', 'الساحل', 'الهضاب العليا', 'الصحراء', 'السيروكو', 'أوراق صفراء', 'سطيف', 'غرداية']);
  });

  it('About: the identification figure, the zones and the guarantee', () => {
    const { text } = ar(AboutPage, '/about');
    expectFacts(text, ['يتعرف ذكاؤنا الاصطناعي على أكثر من 84 000 نوع', `${SHIPPING_ZONES.length} مناطق`, `ضمان بقاء لمدة ${formatDays(arabic, SURVIVAL_GUARANTEE_DAYS)}`]);
  });

  it('Contact: the Arabic form, opening hours and response times', () => {
    const { text } = ar(ContactPage, '/contact', { phone: '0550 12 34 56', whatsapp: null, email: 'contact@nabta.dz', minFreeShipping: '5000.00' });
    const c = arabic.m.contact;
    expectFacts(text, [
      c.name,
      c.send,
      `${c.phone} 0550 12 34 56`,
      'الجزائر — التوصيل إلى كل أنحاء البلاد',
      ...openingHours(arabic).map((r) => `${r.days} ${r.hours}`),
      'الأحد – الخميس 9:00 – 18:00',
      'الجمعة 14:00 – 18:00',
      'السبت مغلق',
      `${c.responseOrders} ${formatHours(arabic, RESPONSE_TIME_HOURS.orders)}`,
      `${c.responseGeneral} ${formatHours(arabic, RESPONSE_TIME_HOURS.general)}`,
    ]);
  });
});
