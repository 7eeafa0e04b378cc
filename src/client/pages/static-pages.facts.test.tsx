import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '@shared/contracts/contact';
import { formatMoney } from '@shared/domain/money';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  formatDelayFr,
  formatHoursFr,
  formatPriceRangeFr,
  formatWorkingDaysFr,
  livePlantShippingDaysProseFr,
  openingHoursFr,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  SHIPPING_ZONES,
  speciesCountFr,
  SURVIVAL_GUARANTEE_DAYS,
} from '@shared/domain/shop-facts';
import { en } from '@shared/messages';
import { siteInfoQueryOptions } from '@client/features/contact/api';
import AboutPage from './about/about-page';
import ContactPage from './contact/contact-page';
import FaqPage from './faq/faq-page';
import PlantCarePage from './plant-care/plant-care-page';
import ReturnsPage from './returns/returns-page';
import ShippingPage from './shipping/shipping-page';

/**
 * Every shop fact of spec §9 and of the static pages must be written on its page. The pages are
 * rendered to static HTML (closed accordion answers and inactive tabs are in the document,
 * hidden), so removing a fact from a page — or changing it in one place only — fails here.
 */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
/** Visible text of the markup, whitespace (no-break spaces included) collapsed. */
const textOf = (html: string) =>
  normalise(html.replace(/<[^>]+>/g, ' ').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e));
const normalise = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

function render(Page: ComponentType, path: string, siteInfo?: SiteInfo) {
  const client = new QueryClient();
  if (siteInfo) client.setQueryData(siteInfoQueryOptions().queryKey, siteInfo);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath={path}>
        <Page />
      </Router>
    </QueryClientProvider>,
  );
  return { html, text: textOf(html) };
}

function expectFacts(text: string, facts: string[]) {
  const missing = facts.map(normalise).filter((f) => !text.includes(f));
  expect(missing, 'facts missing from the page').toEqual([]);
}

const threshold = formatMoney('fr', DEFAULT_FREE_SHIPPING_THRESHOLD);
const algiers = SHIPPING_ZONES[0]!;
const farSouth = SHIPPING_ZONES.at(-1)!;

describe('static pages carry the shop facts', () => {
  it('every page is French (lang="fr" on its root) and has its h1', () => {
    for (const [Page, path] of [
      [AboutPage, '/about'],
      [ContactPage, '/contact'],
      [FaqPage, '/faq'],
      [PlantCarePage, '/plant-care'],
      [ShippingPage, '/shipping'],
      [ReturnsPage, '/returns'],
    ] as const) {
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
      ...SHIPPING_ZONES.flatMap((z) => [z.name, formatPriceRangeFr(z.price), formatDelayFr(z.delayDays)]),
      `De ${formatPriceRangeFr(algiers.price)} à Alger en ${formatDelayFr(algiers.delayDays)}`,
      `à ${formatPriceRangeFr(farSouth.price)} dans le Grand Sud en ${formatDelayFr(farSouth.delayDays)}`,
      `Livraison gratuite partout en Algérie pour toute commande d'au moins ${threshold}`,
      `Plantes expédiées ${livePlantShippingDaysProseFr()}`,
      `garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`,
    ]);
    // Readable figures: 300,00 DA in Algiers in 24–48 h, up to 800,00 – 1 000,00 DA in 5–8 days.
    expectFacts(text, ['300,00 DA', '24–48 h', '800,00 – 1 000,00 DA', '5–8 jours', '5 000,00 DA', 'du dimanche au mercredi']);
  });

  it('Shipping and FAQ show the live free-shipping threshold from settings', () => {
    const info: SiteInfo = { phone: null, email: 'contact@nabta.dz', minFreeShipping: '6500.00' };
    expectFacts(render(ShippingPage, '/shipping', info).text, ['Dès 6 500,00 DA']);
    expectFacts(render(FaqPage, '/faq', info).text, ['gratuite partout en Algérie dès 6 500,00 DA']);
  });

  it('Returns: the three windows, refund delays by method and the survival guarantee', () => {
    const { text } = render(ReturnsPage, '/returns');
    expectFacts(text, [
      `Plantes vivantes ${RETURN_WINDOW_DAYS['live-plants']} jours`,
      `Graines et bulbes ${RETURN_WINDOW_DAYS['seeds-bulbs']} jours`,
      `Accessoires ${RETURN_WINDOW_DAYS.accessories} jours`,
      `Paiement par carte Remboursé sous ${formatWorkingDaysFr(REFUND_DELAY_WORKING_DAYS.card)}`,
      `Paiement par virement bancaire Remboursé sous ${formatWorkingDaysFr(REFUND_DELAY_WORKING_DAYS.bank_transfer)}`,
      `Garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`,
      '7 jours',
      '30 jours',
      '14 jours',
      '5 à 7 jours ouvrés',
      '2 à 3 jours ouvrés',
    ]);
  });

  it('FAQ: four categories; free identification of over 10000 species; payment; shipping; returns; accounts', () => {
    const { text } = render(FaqPage, '/faq');
    expectFacts(text, [
      'Identification des plantes',
      'Boutique et commandes',
      'Entretien des plantes',
      'Compte et sécurité',
      `l'identification est entièrement gratuite et couvre ${speciesCountFr()}`,
      'plus de 10 000 espèces',
      // Spec §9 payment methods (bank transfer, card), details e-mailed, cash on delivery planned.
      'Virement bancaire : après votre commande, nous vous envoyons par e-mail nos coordonnées bancaires',
      'Carte bancaire',
      'Paiement à la livraison : bientôt disponible',
      `La livraison est gratuite partout en Algérie dès ${threshold}`,
      `De ${formatPriceRangeFr(algiers.price)} à Alger à ${formatPriceRangeFr(farSouth.price)} dans le Grand Sud`,
      `Comptez ${formatDelayFr(algiers.delayDays)} à Alger et jusqu'à ${formatDelayFr(farSouth.delayDays)} dans le Grand Sud`,
      `${RETURN_WINDOW_DAYS['live-plants']} jours pour les plantes vivantes, ${RETURN_WINDOW_DAYS['seeds-bulbs']} jours pour les graines et bulbes, ${RETURN_WINDOW_DAYS.accessories} jours pour les accessoires`,
      formatWorkingDaysFr(REFUND_DELAY_WORKING_DAYS.card),
      formatWorkingDaysFr(REFUND_DELAY_WORKING_DAYS.bank_transfer),
      `garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`,
      `sous ${formatHoursFr(RESPONSE_TIME_HOURS.identification)}`,
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

  it('About: what the shop does, with the identification figure', () => {
    const { text } = render(AboutPage, '/about');
    expectFacts(text, ['Identification gratuite', speciesCountFr(), `garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`]);
  });

  it('Contact: the French form (message box of 5 rows), e-mail, Algérie, opening hours and response times', () => {
    const { html, text } = render(ContactPage, '/contact', { phone: null, email: 'contact@nabta.dz', minFreeShipping: '5000.00' });
    const c = en.contact;
    expectFacts(text, [
      c.name,
      c.email,
      c.subject,
      c.message,
      c.send,
      'contact@nabta.dz',
      'Algérie',
      ...openingHoursFr().map((r) => `${r.days} ${r.hours}`),
      'Dimanche – Jeudi 9h – 18h',
      'Vendredi 14h – 18h',
      'Samedi Fermé',
      `Commandes ${formatHoursFr(RESPONSE_TIME_HOURS.orders)}`,
      `Identification ${formatHoursFr(RESPONSE_TIME_HOURS.identification)}`,
      `Questions générales ${formatHoursFr(RESPONSE_TIME_HOURS.general)}`,
    ]);
    expect(html).toMatch(/<textarea[^>]*rows="5"/);
    // No phone set: no phone card.
    expect(text).not.toContain('Téléphone');
  });

  it('Contact: shows the phone from settings when one is set', () => {
    const { text } = render(ContactPage, '/contact', { phone: '0550 12 34 56', email: 'bonjour@nabta.dz', minFreeShipping: '5000.00' });
    expectFacts(text, ['Téléphone 0550 12 34 56', 'bonjour@nabta.dz']);
  });
});
