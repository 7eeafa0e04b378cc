import { IDENTIFY_ENGINE_IDS } from '@shared/domain/identify-engines';
import { DEFAULT_PAYMENT_METHOD, methodHas, methodsThat } from '@shared/domain/payment-methods';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { aboutContent } from '@shared/content/about/load';
import { faqContent } from '@shared/content/faq/load';
import type { ContentLocale } from '@shared/content/language';
import { careContent } from '@shared/content/plant-care/load';
import { returnsContent } from '@shared/content/returns/load';
import { shippingContent } from '@shared/content/shipping/load';
import type { SiteInfo } from '@shared/contracts/contact';
import type { HomeFigures } from '@shared/contracts/figures';
import type { Settings } from '@shared/contracts/settings';
import { toMoneyString } from '@shared/domain/money';
import { DEFAULT_FREE_SHIPPING_THRESHOLD, DEFAULT_SHIPPING_FEE } from '@shared/domain/shipping-defaults';
import type { IdentifyCoverage } from '@shared/domain/shop-facts';
import type { Translator } from '@shared/messages';
import { CartProvider } from '@client/features/cart/cart-context';
import { homeFiguresQueryOptions } from '@client/features/catalog/api';
import { defaultSiteInfo, siteInfoQueryOptions } from '@client/features/contact/api';
import { identifyEnginesQueryOptions } from '@client/features/identify/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { I18nProvider } from '@client/lib/i18n';

/**
 * Test support for the help pages: renders a page to static HTML in a reader's language, with the
 * shop's public details when given (else the defaults the page shows before the server answers).
 */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e);

/** Whitespace (no-break spaces included) collapsed, so a fact matches however it wraps. */
export const normalise = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A tag, attributes included. */
const TAG = /<[^>]*>/g;

/** Visible text of the markup, whitespace collapsed. */
export const textOf = (html: string) => normalise(decode(html.replace(TAG, ' ')));

/** Visible text of the markup exactly as written: every character, no-break spaces included. */
export const exactTextOf = (html: string) => decode(html.replace(TAG, ''));

/** The help pages' content in a language, loaded before rendering (static rendering cannot wait). */
export async function loadContent(locale: ContentLocale) {
  await Promise.all([aboutContent, careContent, faqContent, returnsContent, shippingContent].map((loader) => loader.load(locale)));
}

/** The identification chain as GET /api/identify/engines would describe one whose first engine covers `coverage`. */
export const enginesCovering = (coverage: IdentifyCoverage) => ({
  active: { id: IDENTIFY_ENGINE_IDS[0], label: 'Pl@ntNet' },
  chain: [{ id: IDENTIFY_ENGINE_IDS[0], label: 'Pl@ntNet', offline: false }],
  coverage,
});

/** A shop's public settings offering `methods` (a fresh shop offers bank transfer and cash on delivery: the others need keys). */
export const shopSettings = (methods: string[] = FRESH_SHOP_METHODS, over: Partial<Settings> = {}): Settings => ({
  siteName: 'Nabta',
  siteDescription: '',
  logo: '',
  favicon: '',
  primaryColor: '#22c55e',
  secondaryColor: '#64748b',
  minFreeShipping: toMoneyString(DEFAULT_FREE_SHIPPING_THRESHOLD),
  shippingFee: toMoneyString(DEFAULT_SHIPPING_FEE),
  stripePublishableKey: '',
  paymentMethods: methods,
  defaultPaymentMethod: methods[0] ?? DEFAULT_PAYMENT_METHOD,
  availablePaymentMethods: methods,
  cardPaymentsAvailable: methods.some((m) => methodHas(m, 'paidBeforePlacing')),
  metaPixelId: null,
  tiktokPixelId: null,
  ...over,
});
export const FRESH_SHOP_METHODS: string[] = methodsThat('onInNewShop');

export function renderPage(
  Page: ComponentType,
  path: string,
  {
    tr,
    siteInfo,
    coverage,
    figures,
    settings,
  }: { tr?: Translator; siteInfo?: Partial<SiteInfo>; coverage?: IdentifyCoverage; figures?: HomeFigures; settings?: Settings } = {},
) {
  const client = new QueryClient();
  if (settings) client.setQueryData(settingsQueryOptions().queryKey, settings);
  if (siteInfo) client.setQueryData(siteInfoQueryOptions().queryKey, { ...defaultSiteInfo, ...siteInfo });
  if (coverage) client.setQueryData(identifyEnginesQueryOptions().queryKey, enginesCovering(coverage));
  if (figures) client.setQueryData(homeFiguresQueryOptions().queryKey, figures);
  const page = (
    <QueryClientProvider client={client}>
      <CartProvider serverRendered>
        <Router ssrPath={path}>
          <Page />
        </Router>
      </CartProvider>
    </QueryClientProvider>
  );
  const html = renderToStaticMarkup(tr ? <I18nProvider initial={tr}>{page}</I18nProvider> : page);
  return { html, text: textOf(html) };
}
