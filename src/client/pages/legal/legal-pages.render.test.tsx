import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalContent } from '@shared/content/legal/load';
import type { SiteInfo } from '@shared/contracts/contact';
import type { IdentifyEnginesSchema } from '@shared/contracts/identify';
import { PAYMENT_METHODS, paymentMethodLabel } from '@shared/domain/payment-methods';
import { SITE_COOKIES } from '@shared/domain/site-cookies';
import { LOCALES, type Locale } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { defaultSiteInfo, siteInfoQueryOptions } from '@client/features/contact/api';
import { identifyEnginesQueryOptions } from '@client/features/identify/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { I18nProvider } from '@client/lib/i18n';
import { normalise, shopSettings, textOf } from '../static-pages.render';
import { CookiesPage, PrivacyPage, TermsPage } from './legal-page';
import type { z } from 'zod';

type IdentifyEngines = z.infer<typeof IdentifyEnginesSchema>;

/**
 * The legal pages are templates (issue 29 item 7): what they state comes from the shop's settings —
 * the seller's identity, contact, payment methods, free-shipping threshold, the sign-in's lifetime,
 * the identification engines — and a part of the identity the owner has not published is said to be
 * missing, never made up.
 */

const SELLER = { name: 'SARL Nabta Plantes', address: '12 rue Didouche Mourad, 16000 Alger', rc: '16/00-1234567 B 18', nif: '000016001234567' };
const NO_SELLER = { name: null, address: null, rc: null, nif: null };

const info = (over: Partial<SiteInfo> = {}): SiteInfo => ({
  ...defaultSiteInfo,
  phone: '021 23 45 67',
  whatsapp: '+213661234567',
  email: 'bonjour@nabta.dz',
  minFreeShipping: '6500.00',
  seller: SELLER,
  privacy: { sessionDays: 14, assistantModel: false },
  ...over,
});

const settings = (methods: string[]) => shopSettings(methods, { minFreeShipping: '6500.00', shippingFee: '400.00' });

const OFFLINE_CHAIN = { active: { id: 'embedded', label: 'Nabta' }, chain: [{ id: 'embedded', label: 'Nabta', offline: true }], coverage: { scope: 'shop' as const, species: 40 } };
const PLANTNET_CHAIN = {
  active: { id: 'plantnet', label: 'Pl@ntNet' },
  chain: [
    { id: 'plantnet', label: 'Pl@ntNet', offline: false },
    { id: 'embedded', label: 'Nabta', offline: true },
  ],
  coverage: { scope: 'world' as const, species: null },
};

function render(Page: ComponentType, locale: Locale, { site = info(), methods = ['cod', 'ccp'], engines = OFFLINE_CHAIN as IdentifyEngines } = {}) {
  const client = new QueryClient();
  client.setQueryData(siteInfoQueryOptions().queryKey, site);
  client.setQueryData(settingsQueryOptions().queryKey, settings(methods));
  client.setQueryData(identifyEnginesQueryOptions().queryKey, engines);
  const html = renderToStaticMarkup(
    <I18nProvider initial={t(locale)}>
      <QueryClientProvider client={client}>
        <Router ssrPath="/terms">
          <Page />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { html, text: textOf(html) };
}

const expectAll = (text: string, facts: string[]) => expect(facts.map(normalise).filter((f) => !text.includes(f)), 'missing from the page').toEqual([]);

beforeAll(() => Promise.all(LOCALES.map((locale) => legalContent.load(locale))));

describe('the terms of sale', () => {
  it('state the seller’s identity and contact, the methods checkout offers (and no other), the threshold and the return windows', () => {
    const { text } = render(TermsPage, 'fr');
    const m = t('fr').m;
    expectAll(text, [
      'Conditions générales de vente',
      `Vendeur ${SELLER.name}`,
      `Adresse ${SELLER.address}`,
      `Numéro du registre du commerce (RC) ${SELLER.rc}`,
      `Numéro d’identification fiscale (NIF) ${SELLER.nif}`,
      'Téléphone 021 23 45 67',
      'ou sur WhatsApp (le lien est sur la page Contact)',
      'E-mail bonjour@nabta.dz',
      'loi 18-05 du 10 mai 2018',
      m.checkout.methods.cod,
      m.checkout.methods.ccp,
      'gratuite dès 6 500,00 DA',
      'les plantes vivantes sous 7 jours',
      'les graines et bulbes sous 30 jours',
      'Garantie de survie',
      'du dimanche au mercredi',
      'nous vous appelons',
    ]);
    for (const other of ['bank_transfer', 'stripe', 'chargily'] as const) expect(text).not.toContain(m.checkout.methods[other]);
    expect(text).not.toContain('pas encore publié');
  });

  it('name each method as the checkout does (the payment methods registry), in every language', () => {
    for (const locale of LOCALES) {
      const { text } = render(TermsPage, locale, { methods: [...PAYMENT_METHODS] });
      for (const method of PAYMENT_METHODS) expect(text, `${locale} ${method}`).toContain(paymentMethodLabel(method, t(locale).m));
    }
  });

  it('link to the delivery, returns, contact and privacy pages', () => {
    const { html } = render(TermsPage, 'en');
    for (const href of ['/shipping', '/returns', '/contact', '/privacy']) expect(html).toContain(`href="${href}"`);
  });

  it('say plainly which part of the identity the seller has not published, in each language', () => {
    for (const locale of LOCALES) {
      const { html, text } = render(TermsPage, locale, { site: info({ seller: { ...NO_SELLER, name: SELLER.name }, phone: null }) });
      const missing = html.match(/data-missing="true"/g) ?? [];
      // Address, RC, NIF and the phone.
      expect(missing, locale).toHaveLength(4);
      expect(text, locale).toContain(SELLER.name);
      expect(text, locale).not.toContain(SELLER.rc);
    }
    expect(render(TermsPage, 'en', { site: info({ seller: NO_SELLER }) }).text).toContain('not yet published by the seller');
    expect(render(TermsPage, 'ar', { site: info({ seller: NO_SELLER }) }).text).toContain('لم ينشره البائع بعد');
  });

  it('say when no payment method is offered, and describe a card only when checkout takes cards', () => {
    expect(render(TermsPage, 'en', { methods: [] }).text).toContain('No payment method is offered at the moment');
    expect(render(TermsPage, 'en', { methods: ['stripe'] }).text).toContain('payment form provided by Stripe');
    expect(render(TermsPage, 'en').text).not.toContain('Stripe');
  });

  it('are written in the reader’s language, Arabic included (lang on the page’s root)', () => {
    expect(render(TermsPage, 'en').html).toMatch(/^<div lang="en"/);
    expect(render(TermsPage, 'fr').html).toMatch(/^<div lang="fr"/);
    const { html, text } = render(TermsPage, 'ar');
    expect(html).toMatch(/^<div lang="ar"/);
    expectAll(text, ['الشروط العامة للبيع', `رقم السجل التجاري ${SELLER.rc}`, `رقم التعريف الجبائي ${SELLER.nif}`, 'القانون رقم 18-05', '6 500,00 دج']);
  });
});

describe('the privacy policy', () => {
  it('names the controller and only the recipients that receive something: carriers always, a card gateway and engines when used', () => {
    const plain = render(PrivacyPage, 'en').html;
    expect(plain).toContain('data-testid="recipient-carriers"');
    for (const id of ['stripe', 'chargily', 'identification', 'assistant']) expect(plain).not.toContain(`data-testid="recipient-${id}"`);
    expect(textOf(plain)).toContain('it is analysed on the shop’s own server');
    expect(textOf(plain)).toContain(`Seller ${SELLER.name}`);

    const { html, text } = render(PrivacyPage, 'en', { methods: ['stripe', 'chargily'], engines: PLANTNET_CHAIN, site: info({ privacy: { sessionDays: 14, assistantModel: true } }) });
    for (const id of ['stripe', 'chargily', 'identification', 'assistant']) expect(html).toContain(`data-testid="recipient-${id}"`);
    expectAll(text, ['after being sent to Pl@ntNet to name the plant', 'a session of at most 14 days', 'law 18-07 of 10 June 2018', 'ANPDP']);
  });

  it('is written in Arabic for Arabic readers, with the authority named in Arabic', () => {
    const { text } = render(PrivacyPage, 'ar');
    expectAll(text, ['سياسة الخصوصية', 'السلطة الوطنية لحماية المعطيات ذات الطابع الشخصي', '14 يومًا']);
  });
});

describe('the cookies page', () => {
  it('lists every cookie the shop sets, with the sign-in’s real lifetime, and Stripe’s only when cards are taken', () => {
    const { html, text } = render(CookiesPage, 'fr');
    for (const cookie of SITE_COOKIES) expect(html).toContain(`data-testid="cookie-${cookie.name}"`);
    expectAll(text, ['Conservé 14 jours au plus', 'Conservé 180 jours', 'Conservé 365 jours', 'Aucun ne sert à la publicité']);
    expect(text).not.toContain('Stripe');
    expect(render(CookiesPage, 'fr', { methods: ['stripe'] }).text).toContain('Stripe peut alors poser ses propres cookies');
  });
});
