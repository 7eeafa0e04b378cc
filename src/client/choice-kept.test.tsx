// @vitest-environment happy-dom
// @vitest-environment-options { "happyDOM": { "settings": { "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true } } }
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import type { PublicSettings } from '@shared/contracts/settings';
import type { CommuneAnswer, ShippingWilaya } from '@shared/contracts/shipping';
// The server's own list, answered as GET /api/shipping/communes does (the bundle never holds it; this test is no bundle).
// eslint-disable-next-line no-restricted-imports
import { communesOf } from '@shared/domain/communes';
import { WILAYAS } from '@shared/domain/wilayas';
import { en, translator, type Messages } from '@shared/messages';
import { fr } from '@shared/messages/fr';
import { CART_STORAGE_KEY, CartProvider } from '@client/features/cart/cart-context';
import { setApiTransport } from '@client/lib/api-client';
import { SESSION_HINT_COOKIE } from '@shared/session-hint';
import { I18nProvider, useSetLocale } from '@client/lib/i18n';
import { newQueryClient } from '@client/lib/query-client';
import { AppRoutes } from './routes';

/*
 * Issue 36, item 1: what a customer chose or typed on a signed-in page survives the route table being
 * drawn again (a language switch, the current user's query answering again) and the page's queries
 * being fetched again (what a language switch does). The shop answers from its own data: the wilayas
 * and communes of src/shared/domain, a customer with an Arabic name, every payment method on offer.
 */

const frMessages = fr as Messages;

const customer: CurrentUser = {
  id: '0b9e6d1c-3f4a-4c2e-9a57-1d2b3c4d5e6f',
  email: 'amina.benali@example.dz',
  firstName: 'أمينة',
  lastName: 'بن علي',
  role: 'user',
  profileImageUrl: null,
  isOwner: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  emailVerified: true,
};

const settings: PublicSettings = {
  siteName: 'Nabta',
  siteDescription: 'Plantes d’intérieur et d’extérieur, livrées dans les 58 wilayas',
  logo: '',
  favicon: '',
  primaryColor: '#2f7d4f',
  secondaryColor: '#e8f3ec',
  minFreeShipping: '5000.00',
  shippingFee: '400.00',
  stripePublishableKey: 'pk_test_51NabtaFakePublishableKeyForTestsOnly000000000000000',
  paymentMethods: ['bank_transfer', 'stripe', 'cod', 'chargily', 'ccp'],
  defaultPaymentMethod: 'bank_transfer',
  availablePaymentMethods: ['bank_transfer', 'stripe', 'cod', 'chargily', 'ccp'],
  cardPaymentsAvailable: true,
  metaPixelId: null,
  tiktokPixelId: null,
};

const wilayas: ShippingWilaya[] = WILAYAS.map((w) => ({ code: String(w.code), nameFr: w.name, nameAr: w.ar, home: '400.00', desk: '200.00', days: { min: 1, max: 3 } }));
const communes = (code: string): CommuneAnswer[] => communesOf(Number(code)).map((c) => ({ code: c.code, nameFr: c.nameFr, nameAr: c.nameAr, wilaya: code }));

const checked = (el: HTMLElement) => (el as HTMLInputElement).checked;
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;

/** What the shop answers, a fresh object each time (as a refetch gives); every call is counted. */
let calls: string[] = [];
function answer(url: string, init: RequestInit): Response {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  calls.push(`${init.method ?? 'GET'} ${pathname}`);
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  switch (pathname) {
    case '/api/auth/user':
      return json({ ...customer });
    case '/api/admin/settings':
      return json({ ...settings });
    case '/api/shipping/wilayas':
      return json(wilayas);
    case '/api/shipping/communes':
      return json(communes(searchParams.get('wilaya') ?? ''));
    case '/api/shipping/desks':
      return json([]);
    case '/api/orders/last-shipping':
      return json({ shipping: null });
    case '/api/addresses':
      return json([]);
    case '/api/create-payment-intent':
      return json({ clientSecret: 'pi_3Nabta0000000000_secret_Nabta0000', paymentIntentId: 'pi_3Nabta0000000000', amount: '2300.00', currency: 'dzd' });
    default:
      return new Response(JSON.stringify({ message: `no ${pathname} here` }), { status: 404 });
  }
}

/** A language switch as the header's: the catalogue changes, then every query is fetched again (app.tsx). */
function SwitchToFrench() {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => void setLocale('fr')}>
      Français
    </button>
  );
}

function Shop() {
  const queryClient = useQueryClient();
  return (
    <I18nProvider initial={translator('en', en)} onChange={() => void queryClient.invalidateQueries()}>
      <CartProvider serverRendered={false}>
        <SwitchToFrench />
        <AppRoutes />
      </CartProvider>
    </I18nProvider>
  );
}

function open(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = newQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Shop />
    </QueryClientProvider>,
  );
  /** The route table drawn again from above, as a new render of the app's tree does. */
  const redraw = () =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Shop />
      </QueryClientProvider>,
    );
  return { queryClient, redraw };
}

async function switchToFrench(frenchHeading: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Français' }));
  await screen.findByRole('heading', { level: 1, name: frenchHeading }, { timeout: 5000 });
  // The page's queries answered again, in the new language.
  await waitFor(() => expect(calls.filter((c) => c === 'GET /api/auth/user').length).toBeGreaterThan(1));
}

beforeEach(() => {
  calls = [];
  setApiTransport(async (url, init) => answer(url, init));
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([{ id: 7, name: 'Monstera deliciosa', price: '1900.00', imageUrl: '/images/monstera.webp', quantity: 1, stock: 12 }]),
  );
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('a signed-in page keeps what the customer chose', () => {
  it('checkout: Cash on Delivery and the wilaya stay chosen when the route table is drawn again and the page’s queries answer again', async () => {
    const { redraw } = open('/checkout');
    const cod = await screen.findByRole('radio', { name: /Cash on Delivery/ }, { timeout: 5000 });
    expect(checked(screen.getByRole('radio', { name: /Bank Transfer/ }))).toBe(true); // the shop's default
    fireEvent.click(cod);
    expect(checked(cod)).toBe(true);

    const wilaya = screen.getByRole('combobox', { name: 'Wilaya' });
    fireEvent.focus(wilaya);
    fireEvent.change(wilaya, { target: { value: 'وهران' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: /^31 Oran/ }));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Bir El Djir' } });
    expect(checked(screen.getByRole('radio', { name: /Cash on Delivery/ }))).toBe(true);

    redraw();
    expect(checked(screen.getByRole('radio', { name: /Cash on Delivery/ }))).toBe(true);

    await switchToFrench(frMessages.checkout.page.title);
    expect(checked(screen.getByRole('radio', { name: new RegExp(frMessages.checkout.methods.cod) }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: new RegExp(frMessages.checkout.methods.bank_transfer) }))).toBe(false);
    expect(valueOf(screen.getByRole('combobox', { name: frMessages.checkout.page.wilaya }))).toBe('31 Oran — وهران');
    expect(valueOf(screen.getByLabelText(frMessages.checkout.page.city))).toBe('Bir El Djir');
  });

  it('checkout: the open card form stays open when the route table is drawn again and the page’s queries answer again', async () => {
    const { redraw } = open('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: /^Card/ }, { timeout: 5000 }));
    const wilaya = screen.getByRole('combobox', { name: 'Wilaya' });
    fireEvent.focus(wilaya);
    fireEvent.change(wilaya, { target: { value: 'alger' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: /^16 Alger/ }));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 rue Didouche Mourad' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Alger Centre' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    });
    const card = await screen.findByTestId('card-payment', {}, { timeout: 5000 });
    expect(within(card).getByRole('heading', { name: en.checkout.payment.title }).isConnected).toBe(true);
    expect(calls).toContain('POST /api/create-payment-intent');

    redraw();
    expect(screen.getByTestId('card-payment').isConnected).toBe(true);

    await switchToFrench(frMessages.checkout.page.title);
    expect(screen.getByTestId('card-payment').isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: frMessages.checkout.page.placeOrder })).toBeNull();
    expect(calls.filter((c) => c === 'POST /api/create-payment-intent')).toHaveLength(1);
  });

  it('profile: the names being typed stay typed when the route table is drawn again and the page’s queries answer again', async () => {
    const { redraw } = open('/profile');
    const first = await screen.findByLabelText('First Name', {}, { timeout: 5000 });
    expect(valueOf(first)).toBe('أمينة');
    fireEvent.change(first, { target: { value: 'أمينة نور' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'بن علي الوهراني' } });

    redraw();
    expect(valueOf(screen.getByLabelText('First Name'))).toBe('أمينة نور');

    await switchToFrench(frMessages.profile.title);
    expect(valueOf(screen.getByLabelText(frMessages.auth.firstName))).toBe('أمينة نور');
    expect(valueOf(screen.getByLabelText(frMessages.auth.lastName))).toBe('بن علي الوهراني');
  });
});
