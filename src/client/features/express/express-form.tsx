import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { expressContract } from '@shared/contracts/express-orders';
import type { Plant, PlantVariant } from '@shared/contracts/catalog';
import { pricedLine, variantIdOf, type CartItem } from '@shared/domain/cart';
import type { QuantityOffer } from '@shared/domain/discounts';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { toMoneyString } from '@shared/domain/money';
import { quote, type DeliveryMode, type ShippingRules } from '@shared/domain/shipping';
import { hasSizes, priceRange, totalStock } from '@shared/domain/sizes';
import { DEFAULT_FREE_SHIPPING_THRESHOLD, DEFAULT_SHIPPING_FEE } from '@shared/domain/shipping-defaults';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useCurrentUser } from '@client/features/auth/api';
import { lastShippingQueryOptions } from '@client/features/orders/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { CommuneField, DeskField } from '@client/features/shipping/commune-and-desk';
import { rulesOf, wilayasQueryOptions } from '@client/features/shipping/api';
import { api, ApiError } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useHydrated } from '@client/lib/use-hydrated';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { CouponField } from '@client/components/coupon-field';
import { cartQuoteQueryOptions } from '@client/lib/cart-quote';
import { discountLine } from '@client/lib/discount-line';
import { draftsQueryOptions, expressFormStateQueryOptions } from './api';

const SELECT = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** A valid Algerian mobile as typed (05/06/07 + 8 digits, or +213): only then is a draft kept. */
const looksLikeMobile = (s: string) => /^(?:\+?213|0)[567]\d{8}$/.test(s.replace(/[\s.-]/g, ''));
const UUID = /^[0-9a-f-]{36}$/;

/** The form's own fields as they stand in the page. */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const out: Record<string, string> = {};
  for (const name of ['customerName', 'phone', 'wilaya', 'delivery', 'address', 'quantity', 'couponCode', 'website']) {
    const value = data.get(name);
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

interface Values {
  customerName: string;
  phone: string;
  wilaya: string;
  commune: string;
  delivery: DeliveryMode;
  desk: string;
  address: string;
  quantity: string;
  couponCode: string;
}

/**
 * The plant page's form (its `id`): the page's size chooser, outside it, belongs to it with `form=` and
 * sends the size as the `size` field without JavaScript (docs/contract.md §8).
 */
export const EXPRESS_FORM_ID = 'express-order';

/** One line the form orders: a plant in a size, its price as the page knows it (the total shown; the server prices), and how many. */
interface Line {
  id: number;
  variantId?: number;
  price: string | null;
  quantity: number;
  offers?: QuantityOffer[];
}

/**
 * Where the form stands: on a plant page (one plant, its quantity typed in the form), or in the cart
 * panel (the cart's lines, their quantities set in the panel; `onPlaced` empties the cart).
 */
export type ExpressOrderFormProps = { plant: Plant; size?: PlantVariant } | { cart: readonly CartItem[]; onPlaced(): void };

/**
 * The express order form (docs/contract.md §7): cash on delivery without an account, on the plant
 * page and in the cart panel. On the plant page, a real HTML form posting to `/api/orders/express/form`
 * with the contract's field names, so it works before (or without) the page's code: the server answers
 * the order's page, or this page again with `?xf=` (what was typed and the errors). With the code: live
 * fee and total, the commune and stop-desk pickers, errors under each field without reloading, and the
 * phone kept as a draft. The cart panel exists only with the code: its form is the enhanced one alone.
 * An admin's order here is the caller's (docs/contract.md §7): opened from the desk's "to call back"
 * (`?draft=`), the form starts from that draft, and the placed order opens in the desk.
 */
export function ExpressOrderForm(props: ExpressOrderFormProps) {
  const plant = 'plant' in props ? props.plant : null;
  // The size the page shows (docs/contract.md §8): its price, its stock; the plant's own for a plant sold in one size.
  const size = 'plant' in props ? props.size : undefined;
  const cart = 'cart' in props ? props.cart : [];
  // The ids of the form's fields: the cart panel's form may open over a plant page showing its own.
  const idp = plant ? 'express' : 'cart-express';
  const m = useMessages();
  const x = m.express;
  const tr = useTranslator();
  const text = useCatalogText();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const formStateId = search.get('xf') ?? '';
  const refused = useQuery(expressFormStateQueryOptions(UUID.test(formStateId) ? formStateId : '')).data;
  const settings = useQuery(settingsQueryOptions()).data;
  const wilayas = useQuery(wilayasQueryOptions()).data ?? [];
  const { user } = useCurrentUser();
  const forCaller = user?.role === 'admin';
  const draftParam = search.get('draft') ?? '';
  const callBack = useQuery(draftsQueryOptions({ enabled: forCaller && UUID.test(draftParam) })).data?.find((d) => d.id === draftParam);
  // An admin's own last order is no caller's address.
  const last = useQuery({ ...lastShippingQueryOptions(), enabled: Boolean(user) && !forCaller }).data?.shipping;
  const hydrated = useHydrated();

  const typed = refused?.values ?? {};
  const [values, setValues] = useState<Values>(() => ({
    customerName: typed.customerName ?? '',
    phone: typed.phone ?? '',
    wilaya: typed.wilaya ?? '',
    commune: typed.commune ?? '',
    delivery: typed.delivery === 'desk' ? 'desk' : 'home',
    desk: typed.desk ?? '',
    address: typed.address ?? '',
    quantity: typed.quantity || '1',
    couponCode: typed.couponCode ?? '',
  }));
  // The code the quote prices (applied with the button or on leaving the field); a refused form's, at once.
  const [appliedCode, setAppliedCode] = useState(typed.couponCode ?? '');
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fieldErrors ?? {});
  const [message, setMessage] = useState<string>(refused?.message ?? '');
  const [busy, setBusy] = useState(false);
  const draftId = useRef<string | null>(null);
  const prefilled = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [version, setVersion] = useState(0);

  // In the cart panel the form opens under the cart's buttons: brought into view.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!plant) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [plant]);

  // What was typed before the page's code arrived is in the fields, not yet in the state: taken over once.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const frame = requestAnimationFrame(() => {
      const typedNow = fieldsOf(form);
      setValues((v) => ({
        ...v,
        ...Object.fromEntries(Object.entries(typedNow).filter(([k, value]) => value && k !== 'delivery' && !v[k as keyof Values])),
        delivery: typedNow.delivery === 'desk' ? 'desk' : v.delivery,
      }));
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // The desk's call back starts from what the caller typed; the admin completes the rest on the phone.
  useEffect(() => {
    if (prefilled.current || !callBack) return;
    prefilled.current = true;
    requestAnimationFrame(() => setVersion((n) => n + 1));
    const line = plant && (callBack.items.find((l) => l.id === plant.id && l.variantId === size?.id) ?? callBack.items.find((l) => l.id === plant.id));
    setValues((v) => ({
      ...v,
      customerName: callBack.customerName ?? v.customerName,
      phone: formatAlgerianMobile(callBack.phone),
      wilaya: callBack.wilaya ?? v.wilaya,
      quantity: line ? String(line.quantity) : v.quantity,
    }));
  }, [callBack, plant, size]);

  // A signed-in customer starts from their last order (every field still theirs to change).
  useEffect(() => {
    if (prefilled.current || !user || forCaller || last === undefined) return;
    prefilled.current = true;
    // The text fields take what they start with once: drawn again with the customer's last order.
    requestAnimationFrame(() => setVersion((n) => n + 1));
    setValues((v) => ({
      ...v,
      customerName: v.customerName || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
      phone: v.phone || (last?.phone ?? ''),
      wilaya: v.wilaya || (last?.wilaya ?? ''),
      commune: v.commune || (last?.commune ?? ''),
      delivery: last?.delivery ?? v.delivery,
      desk: v.desk || (last?.desk ?? ''),
      address: v.address || (last?.address ?? ''),
    }));
  }, [user, forCaller, last]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const stock = size?.stock ?? plant?.stock ?? 0;
  /** How many of the plant (its field as typed, kept between 1 and the stock shown). */
  const plantQuantity = (typed: string) => (plant ? Math.min(Math.max(1, Number(typed) || 1), Math.max(1, stock)) : 0);
  const linesFor = (typed: string): Line[] =>
    plant
      ? [{ id: plant.id, ...(size && { variantId: size.id }), price: size ? size.price : plant.price, quantity: plantQuantity(typed), offers: plant.offers }]
      : cart.map(({ id, variantId, price, quantity, offers }) => ({ id, ...variantIdOf({ id, variantId }), price, quantity, ...(offers && { offers }) }));
  const lines = linesFor(values.quantity);
  const itemsOf = (ls: Line[]) => ls.map((l) => ({ id: l.id, ...variantIdOf(l), quantity: l.quantity }));
  const rules: ShippingRules = settings && wilayas.length
    ? rulesOf(wilayas, settings.minFreeShipping, settings.shippingFee)
    : { minFreeShipping: DEFAULT_FREE_SHIPPING_THRESHOLD, shippingFee: DEFAULT_SHIPPING_FEE, rates: [] };
  const subtotal = lines.reduce((sum, l) => {
    const priced = pricedLine({ ...l, price: l.price ?? '' });
    return sum + priced.unitPrice * priced.quantity;
  }, 0);
  const code = values.wilaya ? Number(values.wilaya) : undefined;
  const rate = rules.rates.find((r) => r.wilaya === code);
  const shippedBy: DeliveryMode = values.delivery === 'desk' && rate?.desk == null ? 'home' : values.delivery;
  const fee = values.wilaya ? quote(subtotal, code, shippedBy, rules).fee : null;
  const priced = useQuery(
    cartQuoteQueryOptions(
      { items: itemsOf(lines), couponCode: appliedCode || null, wilaya: values.wilaya || null, delivery: shippedBy, phone: looksLikeMobile(values.phone) ? values.phone : null },
      hydrated,
    ),
  ).data;
  const discount = priced ? discountLine(tr, { discount: priced.discount, couponCode: priced.coupon?.code ?? null }) : null;

  if (settings && settings.expressOrders === false) return null;
  // No size of the plant can be bought. One size sold out while another is not: the form stays, its
  // button waits for a size in stock (without JavaScript the page's radios choose, the server checks).
  if (plant && (priceRange(plant.variants) === null || totalStock(plant.variants) <= 0)) return null;
  const sizeSoldOut = hydrated && size !== undefined && (size.stock <= 0 || size.price === null);
  // Before the page's code the radios change the size without drawing the form again: the browser's own
  // check allows the largest stock of any size, the server checks the size sent.
  const maxQuantity = Math.max(1, hydrated || !plant ? stock : Math.max(...plant.variants.map((v) => v.stock)));

  /** What someone typed once the phone is there, kept for a call-back (the notice under the field says so). */
  const saveDraft = async () => {
    // An admin typing for a caller is not someone leaving a form half-way.
    if (forCaller || !looksLikeMobile(values.phone)) return;
    try {
      const res = await api(expressContract.draft, {
        body: { draftId: draftId.current, phone: values.phone, customerName: values.customerName || null, wilaya: values.wilaya || null, items: itemsOf(lines) },
      });
      draftId.current = res.draftId;
    } catch {
      // A draft is a courtesy: never in the buyer's way.
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The fields as they are (a tap that beat the code is in them), then the pickers' choices.
    const typed = fieldsOf(event.currentTarget);
    const now = { ...values, ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value)) };
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      const delivery: DeliveryMode = now.delivery === 'desk' ? 'desk' : 'home';
      const res = await api(expressContract.create, {
        body: {
          items: itemsOf(linesFor(now.quantity)),
          customerName: now.customerName,
          phone: now.phone,
          wilaya: now.wilaya,
          commune: values.commune || null,
          delivery,
          desk: delivery === 'desk' ? values.desk || null : null,
          address: now.address || null,
          couponCode: now.couponCode.trim() || null,
          website: typed.website ?? '',
        },
      });
      if ('onPlaced' in props) props.onPlaced();
      if (forCaller) navigate(`/admin/orders/${res.order.id}`);
      else navigate(res.duplicate ? `${res.orderUrl}&duplicate=1` : res.orderUrl);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fieldErrors ?? {});
        setMessage(err.message);
      } else setMessage(m.errors.generic);
      setBusy(false);
    }
  };

  const err = (k: string) => errors[k];
  const deskChosen = hydrated && values.delivery === 'desk';
  // The shop's rates offer no stop-desk in this wilaya (e.g. Tamanrasset): the choice is greyed out, and says why.
  const deskNotOffered = wilayas.find((w) => w.code === values.wilaya)?.desk === null;
  // The fields that show their own error now: a message one of them says is not repeated above the form.
  const onFields = ['customerName', 'phone', 'wilaya', 'items', 'quantity', 'couponCode', ...(deskChosen ? [] : ['address'])];
  if (hydrated && values.wilaya) onFields.push('commune', ...(deskChosen ? ['desk'] : []));
  const banner = message && !onFields.some((k) => errors[k] === message) ? message : '';
  return (
    <section ref={sectionRef} id={idp} aria-labelledby={`${idp}-title`} className="space-y-4 rounded-xl border border-primary/40 bg-primary/5 p-4">
      <header className="space-y-1">
        <h2 id={`${idp}-title`} className="text-xl font-semibold">
          {x.form.title}
        </h2>
        <p className="text-sm text-muted-foreground">{x.form.subtitle}</p>
        {callBack ? (
          <p role="status" className="rounded-md border border-primary/40 bg-background p-3 text-sm" data-testid="express-for-caller">
            {callBack.customerName ? interpolate(x.desk.forCaller, { name: callBack.customerName }) : x.desk.forCallerNoName}
          </p>
        ) : null}
      </header>
      <form
        ref={formRef}
        {...(plant ? { id: EXPRESS_FORM_ID, method: 'post', action: '/api/orders/express/form' } : {})}
        onSubmit={submit}
        // One column that may shrink: a select or a fieldset is as wide as its longest line otherwise (the page was 405 px on a 360 px phone).
        className="grid grid-cols-1 gap-4"
        data-testid={plant ? 'express-form' : 'cart-express-form'}
        noValidate={hydrated}
      >
        {plant && <input type="hidden" name="plant" value={plant.id} />}
        {/* A field people never see: robots fill it (docs/contract.md §7). */}
        <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {banner && (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive" data-testid="express-error">
            {banner}
          </p>
        )}
        <FormField label={x.form.name} id={`${idp}-name`} error={err('customerName')}>
          <Input name="customerName" autoComplete="name" required maxLength={200} key={`n${version}`} defaultValue={values.customerName} onChange={(e) => set('customerName', e.target.value)} />
        </FormField>
        <FormField label={x.form.phone} id={`${idp}-phone`} error={err('phone')} description={x.form.phoneNotice}>
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            required
            maxLength={40}
            key={`p${version}`}
            defaultValue={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            onBlur={() => void saveDraft()}
          />
        </FormField>
        <FormField label={x.form.wilaya} id={`${idp}-wilaya`} error={err('wilaya')}>
          <select
            name="wilaya"
            required
            className={SELECT}
            value={values.wilaya}
            onChange={(e) => {
              const wilaya = e.target.value;
              // No stop-desk in that wilaya: home delivery (the desk choice is greyed out).
              const delivery = wilayas.find((w) => w.code === wilaya)?.desk === null ? 'home' : undefined;
              setValues((v) => ({ ...v, wilaya, commune: '', desk: '', delivery: delivery ?? v.delivery }));
            }}
            onBlur={() => void saveDraft()}
          >
            <option value="">{x.form.chooseWilaya}</option>
            {wilayas.map((w) => (
              <option key={w.code} value={w.code}>
                {w.code} {tr.locale === 'ar' ? w.nameAr : w.nameFr}
              </option>
            ))}
          </select>
        </FormField>
        {/* Before (or without) the page's code there is no list to choose from: the commune is written by name (docs/contract.md §7). */}
        {!hydrated && plant && (
          <FormField label={x.form.commune} id="express-commune-name" error={err('communeName')} description={x.form.communeTypedHint}>
            <Input name="communeName" autoComplete="address-level2" maxLength={100} defaultValue={typed.communeName ?? ''} />
          </FormField>
        )}
        {hydrated && values.wilaya && (
          <>
            <CommuneField id={`${idp}-commune`} wilaya={values.wilaya} value={values.commune} error={err('commune')} onChange={(c) => set('commune', c.code)} />
            <input type="hidden" name="commune" value={values.commune} />
          </>
        )}
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-2 text-sm font-medium">{x.form.delivery}</legend>
          <div className="flex flex-wrap gap-4">
            {(['home', 'desk'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm has-[:disabled]:opacity-60">
                <input
                  type="radio"
                  name="delivery"
                  value={mode}
                  checked={values.delivery === mode}
                  disabled={mode === 'desk' && deskNotOffered}
                  onChange={() => set('delivery', mode)}
                  {...(mode === 'desk' && deskNotOffered ? { 'aria-describedby': `${idp}-desk-not-offered` } : {})}
                />
                {mode === 'home' ? x.form.home : x.form.desk}
              </label>
            ))}
          </div>
          {deskNotOffered && (
            <p id={`${idp}-desk-not-offered`} className="text-xs text-muted-foreground" data-testid="delivery-desk-not-offered">
              {m.checkout.page.deliveryDeskNotOffered}
            </p>
          )}
        </fieldset>
        {hydrated && values.delivery === 'desk' && values.wilaya && (
          <>
            <DeskField id={`${idp}-desk`} wilaya={values.wilaya} value={values.desk} error={err('desk')} onChange={(d) => set('desk', d)} />
            <input type="hidden" name="desk" value={values.desk} />
          </>
        )}
        {/* docs/contract.md §5: a stop-desk needs no street; without the page's code, the field says so. */}
        {!deskChosen && (
          <FormField
            label={values.delivery === 'desk' ? x.form.addressOptional : x.form.address}
            id={`${idp}-address`}
            error={err('address')}
            description={hydrated ? undefined : m.checkout.page.addressDeskHint}
          >
            <Input name="address" autoComplete="street-address" maxLength={500} key={`a${version}`} defaultValue={values.address} onChange={(e) => set('address', e.target.value)} />
          </FormField>
        )}
        {plant ? (
          <FormField label={x.form.quantity} id="express-quantity" error={err('items') ?? err('quantity')}>
            <Input name="quantity" type="number" inputMode="numeric" min={1} max={maxQuantity} key={`q${version}`} defaultValue={values.quantity} onChange={(e) => set('quantity', e.target.value)} className="w-24" />
          </FormField>
        ) : (
          (err('items') ?? err('quantity')) && (
            <p role="alert" className="text-sm text-destructive" data-testid="express-items-error">
              {err('items') ?? err('quantity')}
            </p>
          )
        )}
        <CouponField
          id={`${idp}-coupon`}
          defaultValue={values.couponCode}
          error={err('couponCode') ?? (priced?.couponError || undefined)}
          onChange={(c) => set('couponCode', c)}
          onApply={(c) => {
            setErrors(({ couponCode: _refused, ...rest }) => rest);
            setAppliedCode(c);
          }}
        />
        {(fee !== null || discount) && (
          <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="express-totals" data-price>
            {fee !== null && (
              <>
                <dt>{x.form.shipping}</dt>
                <dd className="text-end">{tr.money(priced ? priced.shipping : toMoneyString(fee))}</dd>
              </>
            )}
            {discount && (
              <>
                <dt>{discount.label}</dt>
                <dd className="text-end" data-testid="express-discount">
                  {discount.amount}
                </dd>
              </>
            )}
            {fee !== null && (
              <>
                <dt className="font-semibold">{x.form.total}</dt>
                <dd className="text-end font-semibold" data-testid="express-total">
                  {tr.money(priced ? priced.total : toMoneyString(subtotal + fee))}
                </dd>
              </>
            )}
          </dl>
        )}
        {/* What is ordered, with its size (docs/contract.md §8); without JavaScript the page's radios say which. */}
        {plant && size && hydrated && hasSizes(plant.variants) && (
          <p className="text-sm font-medium" data-testid="express-item">
            {interpolate(x.form.ordering, { item: text.nameWithSize(plant, size) })}
          </p>
        )}
        <Button type="submit" size="lg" disabled={busy || sizeSoldOut} className="w-full">
          {busy ? x.form.submitting : x.form.submit}
        </Button>
      </form>
    </section>
  );
}
