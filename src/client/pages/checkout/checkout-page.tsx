import { orderMailOf, type OrderMail } from '@shared/domain/order-mail';
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { ShoppingCartIcon } from 'lucide-react';
import type { SavedAddress } from '@shared/contracts/addresses';
import type { CurrentUser } from '@shared/contracts/auth';
import type { z } from 'zod';
import type { CreateOrderSchema, PaymentIntent, ShippingFormValues } from '@shared/contracts/orders';
import { toMoneyString } from '@shared/domain/money';
import { lineKey, pricedLine, variantIdOf } from '@shared/domain/cart';
import { orderTotals, subtotalOf, type OrderTotals } from '@shared/domain/order';
import { isPaymentMethod, PAYMENT_METHOD_INFO, paymentMethodLabel, type PaymentMethod } from '@shared/domain/payment-methods';
import { normalizeAlgerianMobile } from '@shared/domain/phone';
import { amountToFreeShipping, quote, shipsFree, type DeliveryMode, type ShippingRules } from '@shared/domain/shipping';
import { DEFAULT_FREE_SHIPPING_THRESHOLD, DEFAULT_SHIPPING_FEE } from '@shared/domain/shipping-defaults';
import { PlantImage } from '@client/components/plant-image';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { Separator } from '@client/components/ui/separator';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { nameAndEmailOf } from '@client/features/auth/account';
import { useCurrentUser } from '@client/features/auth/api';
import { useCart, useCartReady } from '@client/features/cart/cart-context';
import { catalogKeys } from '@client/features/catalog/api';
import { lastShippingQueryOptions, useCreateOrder, useCreatePaymentIntent } from '@client/features/orders/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { rulesOf, wilayasQueryOptions } from '@client/features/shipping/api';
import { ApiError } from '@client/lib/api-client';
import { NeedsConnection } from '@client/components/layout/offline-notice';
import { interpolate } from '@client/lib/interpolate';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { usePlainForm, type PlainForm } from '@client/lib/plain-form';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AddressFields } from '@client/features/addresses/address-fields';
import { addressesQueryOptions, addressFormValuesOf } from '@client/features/addresses/api';
import { SavedAddressPicker } from '@client/features/addresses/saved-address-picker';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { DetailRow, TotalRow } from '@client/components/ui/detail-row';
import { OnFirstUse } from '@client/components/ui/on-first-use';
import type { PricedCode } from './coupon-box';

// Stripe.js and its React bindings come only with the card form.
const CardPayment = lazy(() => import('./card-payment'));
// Fetched when the customer opens "Discount code": most orders have none (docs/decisions/010 budgets).
const CouponBox = lazy(() => import('./coupon-box'));
const loadShippingSchema = () => import('@client/lib/form-schemas').then((m) => m.ShippingFormSchema);
const resolver = lazyZodResolver(loadShippingSchema);

/** Until settings arrive, the spec's defaults (5000 DA, 400 DA). */
const DEFAULT_RULES: ShippingRules = { minFreeShipping: DEFAULT_FREE_SHIPPING_THRESHOLD, shippingFee: DEFAULT_SHIPPING_FEE, rates: [] };

/** The fee of this subtotal to this wilaya, as the server will compute it; a stop-desk the wilaya lacks falls back to home. */
function feeOf(subtotal: number, wilaya: string, delivery: DeliveryMode, rules: ShippingRules): number {
  const code = wilaya ? Number(wilaya) : undefined;
  const rate = rules.rates.find((r) => r.wilaya === code);
  return quote(subtotal, code, delivery === 'desk' && rate?.desk == null ? 'home' : delivery, rules).fee;
}

/** A payment intent is for one cart: changing the cart (e.g. in the cart panel) closes the card form. */
type OpenIntent = PaymentIntent & { cartKey: string; shipping: ShippingFormValues; method: PaymentMethod };

/** Spec §2 Checkout ('Complete Your Order'), §4 Checkout, §5 validation, §8 toasts. Registered for signed-in users. */
export default function CheckoutPage() {
  const { user } = useCurrentUser();
  return user ? <Checkout user={user} /> : null;
}

function Checkout({ user }: { user: CurrentUser }) {
  const m = useMessages();
  const t = m.checkout;
  useDocumentTitle(t.page.title);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const cart = useCart();
  // Rendered by the server for a signed-in reader, the page waits for the saved cart: its frame and
  // form arrive with the HTML, its summary once the browser has read the cart.
  const cartReady = useCartReady();
  const settings = useQuery(settingsQueryOptions());
  const wilayas = useQuery(wilayasQueryOptions());
  const createOrder = useCreateOrder();
  const createIntent = useCreatePaymentIntent();
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);
  const [intent, setIntent] = useState<OpenIntent | null>(null);

  // The address book, offered above the fields, and the last order's delivery details (issue 29).
  const addressBook = useQuery(addressesQueryOptions());
  const savedAddresses = addressBook.data ?? [];
  const last = useQuery(lastShippingQueryOptions());
  // The fields start from where the last order went (kept in the book, chosen in the picker); before a
  // first order, from the book's first address (the last used or added). Not before both answered: the
  // two are never mixed.
  const start = addressBook.isPending || last.isPending ? null : (last.data?.shipping ?? savedAddresses[0] ?? null);

  // Not react-hook-form: its ~13 KB would put this page over its budget (see plain-form.ts).
  const form = usePlainForm(resolver, { ...nameAndEmailOf(user), ...addressFormValuesOf(start) });
  useEffect(() => {
    if (!start) return;
    for (const [name, value] of Object.entries(addressFormValuesOf(start)) as [keyof ShippingFormValues & string, string][])
      if (value && !form.values[name]) form.setValue(name, value as never);
    // Once, when the answers arrive: later the customer's own edits win.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);
  const { wilaya, delivery } = form.values;

  const rules: ShippingRules =
    settings.data && wilayas.data ? rulesOf(wilayas.data, settings.data.minFreeShipping, settings.data.shippingFee) : DEFAULT_RULES;
  // Only enabled and configured methods (the server says which); card also needs its keys.
  const offered = (settings.data?.availablePaymentMethods ?? []).filter(isPaymentMethod);
  const preferred = settings.data?.defaultPaymentMethod;
  const defaultMethod: PaymentMethod | undefined = offered.find((p) => p === preferred) ?? offered[0];
  const method: PaymentMethod | undefined = chosenMethod && offered.includes(chosenMethod) ? chosenMethod : defaultMethod;
  const computed = orderTotals(cart.items.map(pricedLine), (subtotal) =>
    feeOf(subtotal, wilaya, delivery, rules),
  );
  // A discount code, once one applies: the server's figures (docs/contract.md §8).
  const [priced, setPriced] = useState<PricedCode | null>(null);
  const [couponRefusal, setCouponRefusal] = useState<string>();
  const totals = priced?.totals ?? computed;
  const couponCode = priced?.code ?? null;
  const missing = amountToFreeShipping(totals.subtotal, rules);
  // The code too: a card form opened for one amount is closed when a code changes it.
  const cartKey = `${cart.items.map((i) => `${lineKey(i)}x${i.quantity}@${i.price}`).join(',')}:${couponCode ?? ''}`;
  const openIntent = intent && intent.cartKey === cartKey ? intent : null;
  const busy = createOrder.isPending || createIntent.isPending;

  // Each line's size as the server prices and takes stock of it (docs/contract.md §8).
  const lines = () => cart.items.map((i) => ({ id: i.id, ...variantIdOf(i), name: i.name, price: Number(i.price), quantity: i.quantity }));

  const orderFailed = (err: unknown) =>
    toast({ variant: 'destructive', title: t.toasts.orderError, description: (err instanceof Error && err.message) || t.toasts.orderErrorText });

  // The schema is here by now: the form's resolver loaded it to validate these values.
  const placeOrder = async (shipping: ShippingFormValues, payment: { method: PaymentMethod; paymentIntentId?: string }) => {
    const parsed = (await loadShippingSchema()).parse(shipping);
    createOrder.mutate(
      orderRequest(user, parsed, lines(), totals.total, payment, couponCode),
      {
        onSuccess: (order) => {
          void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
          setIntent(null);
          cart.clearCart();
          // CIB / Edahabia: the customer pays on Chargily's page, which sends them back to the order page.
          if (order.checkoutUrl) {
            window.location.assign(order.checkoutUrl);
            return;
          }
          toast({ title: t.toasts.orderCreated, description: t.toasts.orderCreatedText });
          // The order's own page, saying what happens next (issue 29), rather than the list of orders.
          navigate(`/order/${order.id}?placed=1`);
        },
        onError: (err) => {
          // A field's own mistake is said under it, once: the toast is for the others.
          let shownOnField = false;
          if (err instanceof ApiError) {
            for (const [field, message] of Object.entries(err.fieldErrors)) {
              if (field === 'couponCode') {
                setCouponRefusal(message);
                shownOnField = true;
                continue;
              }
              const key = field.replace(/^shippingAddress\./, '');
              if (key in form.values) {
                form.setError(key as keyof ShippingFormValues, message, { focus: !shownOnField });
                shownOnField = true;
              }
            }
          }
          setIntent(null);
          if (!shownOnField) orderFailed(err);
        },
      },
    );
  };

  const onValid = (shipping: ShippingFormValues) => {
    // No network: nothing is sent and nothing typed is lost; the notice above the form says why (docs/decisions/023).
    if (!navigator.onLine) {
      toast({ variant: 'destructive', title: m.offline.needsConnectionTitle, description: m.offline.checkoutNeedsConnection });
      return;
    }
    if (cart.items.length === 0) {
      toast({ variant: 'destructive', title: t.toasts.emptyCart, description: t.toasts.emptyCartText });
      return;
    }
    if (!method) return;
    if (PAYMENT_METHOD_INFO[method].needsPhone && !normalizeAlgerianMobile(shipping.phone ?? '')) {
      // The field's own message says what is wrong: no second, generic toast.
      form.setError('phone', shipping.phone?.trim() ? t.validation.phoneInvalid : t.validation.phoneRequired, { focus: true });
      return;
    }
    if (!PAYMENT_METHOD_INFO[method].paidBeforePlacing) {
      void placeOrder(shipping, { method });
      return;
    }
    // Card: the first click asks the server for a PaymentIntent for this cart, then shows the card form.
    createIntent.mutate(
      {
        items: lines(),
        amount: toMoneyString(totals.total),
        customerEmail: shipping.email,
        customerName: `${shipping.firstName} ${shipping.lastName}`.trim(),
        wilaya: shipping.wilaya,
        delivery: shipping.delivery,
        couponCode,
      },
      {
        onSuccess: (created) => setIntent({ ...created, cartKey, shipping, method }),
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: t.payment.errorTitle,
            description: err instanceof ApiError && err.status === 409 ? err.message : t.payment.intentFailed,
          }),
      },
    );
  };

  const onInvalid = () => toast({ variant: 'destructive', title: t.toasts.missingInfo, description: t.toasts.missingInfoText });

  if (cartReady && cart.items.length === 0) return <EmptyCheckout />;

  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">{t.page.title}</h1>
      <p className="mt-1 text-muted-foreground">{t.page.subtitle}</p>
      <NeedsConnection text={m.offline.checkoutNeedsConnection} className="mt-6" />

      {/* On a phone the summary (fee and total) comes before Place Order; on a wide screen it sits beside the form. */}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <form
          id="checkout-form"
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          onFocusCapture={resolver.preload}
          noValidate
          className="space-y-6 lg:col-start-1 lg:row-start-1"
          aria-label={t.page.title}
        >
          <ShippingCard form={form} savedAddresses={savedAddresses} wilayas={wilayas.data ?? []} subtotal={totals.subtotal} rules={rules} />

          <PaymentMethodCard
            offered={offered}
            method={method}
            mail={orderMailOf(user)}
            onChoose={(chosen) => {
              setChosenMethod(chosen);
              setIntent(null);
            }}
          />
        </form>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {cartReady ? (
            <OrderSummary missing={missing} totals={totals} discount={priced?.line ?? null}>
              <OnFirstUse
                standIn={(use) => (
                  <Button type="button" variant="link" className="h-auto p-0" onClick={use} data-testid="checkout-coupon-open">
                    {m.coupons.field.label}
                  </Button>
                )}
              >
                <CouponBox
                  cart={{ items: cart.items.map((i) => ({ id: i.id, ...variantIdOf(i), quantity: i.quantity })), wilaya: wilaya || null, delivery }}
                  refusal={couponRefusal}
                  onApply={() => setCouponRefusal(undefined)}
                  onPriced={setPriced}
                />
              </OnFirstUse>
            </OrderSummary>
          ) : (
            <OrderSummaryPending />
          )}
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          {openIntent && settings.data ? (
            <CardStep
              publishableKey={settings.data.stripePublishableKey}
              intent={openIntent}
              onPaid={(paymentIntentId) => void placeOrder(openIntent.shipping, { method: openIntent.method, paymentIntentId })}
              onClose={() => setIntent(null)}
            />
          ) : (
            <Button type="submit" form="checkout-form" size="lg" className="w-full" disabled={busy}>
              {busy ? t.page.placingOrder : t.page.placeOrder}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

type OrderRequest = z.input<typeof CreateOrderSchema>;

/** The order as `POST /api/orders` takes it (spec §3): the checked form, the cart's lines, the total shown, the payment. */
function orderRequest(
  user: CurrentUser,
  parsed: z.output<Awaited<ReturnType<typeof loadShippingSchema>>>,
  items: OrderRequest['items'],
  total: number,
  payment: { method: PaymentMethod; paymentIntentId?: string },
  couponCode: string | null,
): OrderRequest {
  return {
    userId: user.id,
    customerName: `${parsed.firstName} ${parsed.lastName}`,
    customerEmail: parsed.email,
    shippingAddress: {
      address: parsed.address ?? '',
      city: parsed.city,
      zipCode: parsed.zipCode ?? '',
      phone: parsed.phone ?? '',
      wilaya: parsed.wilaya,
      commune: parsed.commune || null,
      desk: parsed.delivery === 'desk' ? parsed.desk || null : null,
      delivery: parsed.delivery,
    },
    items,
    totalAmount: toMoneyString(total),
    paymentMethod: payment.method,
    ...(couponCode ? { couponCode } : {}),
    ...(payment.paymentIntentId ? { paymentIntentId: payment.paymentIntentId, paymentStatus: 'completed' as const } : {}),
  };
}

/** The page of an empty cart: nothing to check out, a way back to the shop. */
function EmptyCheckout() {
  const t = useMessages().checkout.page;
  return (
    <div className="container max-w-2xl py-16 text-center">
      <ShoppingCartIcon className="mx-auto size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t.emptyTitle}</h1>
      <p className="mt-2 text-muted-foreground">{t.emptyText}</p>
      <Button asChild className="mt-6">
        <Link href="/shop">{t.continueShopping}</Link>
      </Button>
    </div>
  );
}

interface ShippingCardProps {
  form: PlainForm<ShippingFormValues, unknown>;
  savedAddresses: readonly SavedAddress[];
  wilayas: ComponentProps<typeof AddressFields>['wilayas'];
  subtotal: number;
  rules: ShippingRules;
}

/** Who the order is for and where it goes: name and e-mail, the address book, the address with each delivery mode's fee. */
function ShippingCard({ form, savedAddresses, wilayas, subtotal, rules }: ShippingCardProps) {
  const t = useMessages().checkout.page;
  const tr = useTranslator();
  const { errors } = form;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t.shippingInformation}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.firstName} id="firstName" error={errors.firstName}>
          <Input autoComplete="given-name" {...form.field('firstName')} />
        </FormField>
        <FormField label={t.lastName} id="lastName" error={errors.lastName}>
          <Input autoComplete="family-name" {...form.field('lastName')} />
        </FormField>
        <FormField label={t.email} id="email" error={errors.email} className="sm:col-span-2">
          <Input type="email" autoComplete="email" {...form.field('email')} />
        </FormField>
        {savedAddresses.length > 0 ? (
          <SavedAddressPicker
            addresses={savedAddresses}
            values={form.values}
            wilayas={wilayas}
            // Another address starts empty, but for the phone, which is usually the same.
            onChoose={(address) => form.reset({ ...form.values, ...(address ? addressFormValuesOf(address) : { ...addressFormValuesOf(null), phone: form.values.phone }) })}
          />
        ) : null}
        <AddressFields
          form={form}
          wilayas={wilayas}
          deliveryNote={(mode, chosen) => {
            // What this choice costs the customer: free above the threshold, as the summary says.
            const rate = chosen ? (mode === 'desk' ? chosen.desk : chosen.home) : null;
            const fee = rate && (shipsFree(subtotal, rules) ? t.free : tr.money(rate));
            return (
              <>
                {fee ? (
                  <span className="block text-muted-foreground tabular-nums" data-testid={`delivery-fee-${mode}`}>
                    {fee}
                  </span>
                ) : null}
                {chosen?.days ? (
                  <span className="block text-xs text-muted-foreground">
                    {interpolate(t.deliveryDays, { days: chosen.days.min === chosen.days.max ? chosen.days.min : `${chosen.days.min}–${chosen.days.max}` })}
                  </span>
                ) : null}
              </>
            );
          }}
        />
      </CardContent>
    </Card>
  );
}

interface PaymentMethodCardProps {
  /** The methods the shop offers now (enabled and configured), in its order. */
  offered: readonly PaymentMethod[];
  method: PaymentMethod | undefined;
  /** The account's address is not confirmed: a method mailing its details says they are on the order page. */
  /** Whether order e-mails reach the customer: the hints promise none that does not (order-mail.ts). */
  mail: OrderMail;
  onChoose: (method: PaymentMethod) => void;
}

/** The payment choices, each with the line its declaration gives it (`hint`). */
function PaymentMethodCard({ offered, method, mail, onChoose }: PaymentMethodCardProps) {
  const m = useMessages();
  const t = m.checkout.page;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="payment-method-title">{t.paymentMethod}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <RadioGroup value={method ?? ''} onValueChange={(v) => onChoose(v as PaymentMethod)} aria-labelledby="payment-method-title">
          {offered.map((p) => (
            <label key={p} htmlFor={`method-${p}`} className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[:checked]:border-primary">
              <RadioGroupItem value={p} id={`method-${p}`} className="mt-0.5" aria-describedby={`method-${p}-hint`} />
              <span>
                <span className="block font-medium">{paymentMethodLabel(p, m)}</span>
                <span id={`method-${p}-hint`} className="block text-sm text-muted-foreground">
                  {t[(mail === 'off' && PAYMENT_METHOD_INFO[p].hintNoMail) || (mail === 'unconfirmed' && PAYMENT_METHOD_INFO[p].hintUnconfirmed) || PAYMENT_METHOD_INFO[p].hint]}
                </span>
              </span>
            </label>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}

interface CardStepProps {
  publishableKey: string;
  intent: OpenIntent;
  /** The card was charged: the order is placed with the payment's id. */
  onPaid: (paymentIntentId: string) => void;
  /** The card form closes (refused, failed or cancelled): Place Order again. */
  onClose: () => void;
}

/** The card form (loaded with Stripe.js only now) for a method paid before its order is placed. */
function CardStep({ publishableKey, intent, onPaid, onClose }: CardStepProps) {
  const t = useMessages().checkout;
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-sm text-muted-foreground" lang="fr">
          <Spinner /> {t.payment.loading}
        </p>
      }
    >
      <CardPayment
        publishableKey={publishableKey}
        clientSecret={intent.clientSecret}
        amount={intent.amount}
        billing={{ name: `${intent.shipping.firstName} ${intent.shipping.lastName}`.trim(), email: intent.shipping.email }}
        onPaid={(paymentIntentId) => {
          toast({ title: t.payment.success, description: t.payment.successText });
          onPaid(paymentIntentId);
        }}
        onCardError={(message) => {
          onClose();
          toast({ variant: 'destructive', title: t.payment.errorTitle, description: message || t.payment.cardError });
        }}
        onException={() => {
          onClose();
          toast({ variant: 'destructive', title: t.payment.errorTitle, description: t.payment.exception });
        }}
        onCancel={onClose}
      />
    </Suspense>
  );
}

/** The summary's card: its heading, then its content (or, while the saved cart is read, its height). */
function SummaryCard({ children, ...props }: ComponentProps<typeof Card>) {
  const t = useMessages().checkout.page;
  return (
    <Card className="h-fit lg:sticky lg:top-24" {...props}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t.orderSummary}</h2>
        </CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}

/** The summary's place while the saved cart is read: the height of a one-plant summary. */
function OrderSummaryPending() {
  return (
    <SummaryCard aria-busy="true">
      <CardContent className="h-56" />
    </SummaryCard>
  );
}

/** The cart's lines and figures; `discount`: a code's line; `children`: the code's field, under the shipping. */
function OrderSummary({
  missing,
  totals,
  discount,
  children,
}: {
  missing: number;
  totals: OrderTotals;
  discount: { label: string; amount: string } | null;
  children: ReactNode;
}) {
  const t = useMessages().checkout.page;
  const tr = useTranslator();
  const { items } = useCart();
  const text = useCatalogText();
  return (
    <SummaryCard data-testid="order-summary">
      <CardContent className="space-y-4">
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={lineKey(item)} className="flex items-center gap-3" data-testid="summary-item">
              <PlantImage src={item.imageUrl} alt="" size={48} className="size-12 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{text.nameWithSize(item, item.size)}</p>
                <p className="text-xs text-muted-foreground">{interpolate(t.quantity, { n: item.quantity })}</p>
              </div>
              <p className="text-sm font-medium tabular-nums">{tr.money(subtotalOf([pricedLine(item)]))}</p>
            </li>
          ))}
        </ul>
        <Separator />
        {/* Two lists around the hint: a <dl> holds only name/value groups (a <p> inside one is invalid). */}
        <div className="space-y-2 text-sm">
          <dl className="space-y-2">
            <DetailRow label={t.subtotal} testId="summary-subtotal">
              {tr.money(totals.subtotal)}
            </DetailRow>
            <DetailRow label={t.shipping} testId="summary-shipping">
              {totals.shipping === 0 ? t.free : tr.money(totals.shipping)}
            </DetailRow>
            {discount ? (
              <DetailRow label={discount.label} testId="summary-discount">
                {discount.amount}
              </DetailRow>
            ) : null}
          </dl>
          {missing > 0 ? (
            <p className="text-xs text-muted-foreground" data-testid="free-shipping-hint">
              {interpolate(t.freeShippingHint, { amount: tr.money(missing) })}
            </p>
          ) : (
            <p className="text-xs text-primary">{t.freeShippingReached}</p>
          )}
          {children}
          <Separator />
          <dl>
            <TotalRow label={t.total} testId="summary-total">
              {tr.money(totals.total)}
            </TotalRow>
          </dl>
        </div>
      </CardContent>
    </SummaryCard>
  );
}
