import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QuoteInput } from '@shared/contracts/cart-quote';
import { parseMoney } from '@shared/domain/money';
import type { OrderTotals } from '@shared/domain/order';
import { CouponField } from '@client/components/coupon-field';
import { cartQuoteQueryOptions } from '@client/lib/cart-quote';
import { discountLine } from '@client/lib/discount-line';
import { useTranslator } from '@client/lib/i18n';

/** A code that applies: the server's figures for the cart, the code as the owner wrote it, the summary's line. */
export interface PricedCode {
  totals: OrderTotals;
  code: string;
  line: { label: string; amount: string };
}

/**
 * The checkout's discount code (docs/contract.md §8), a chunk fetched when the customer opens it: once a
 * code is applied the server's quote prices the cart (the figures the order will store), and the page
 * hears them (`onPriced`; null while no code applies). `refusal`: the order's own (a code used up meanwhile).
 */
export default function CouponBox({
  cart,
  refusal,
  onApply,
  onPriced,
}: {
  cart: Pick<QuoteInput, 'items' | 'wilaya' | 'delivery'>;
  refusal: string | undefined;
  onApply: () => void;
  onPriced: (priced: PricedCode | null) => void;
}) {
  const tr = useTranslator();
  const [code, setCode] = useState('');
  const priced = useQuery(cartQuoteQueryOptions({ ...cart, couponCode: code || null, phone: null })).data;
  const applied = priced && !priced.couponError && priced.coupon ? priced : null;
  useEffect(() => {
    if (!applied?.coupon) return onPriced(null);
    const totals = { subtotal: parseMoney(applied.subtotal)!, shipping: parseMoney(applied.shipping)!, discount: parseMoney(applied.discount)!, total: parseMoney(applied.total)! };
    onPriced({ totals, code: applied.coupon.code, line: discountLine(tr, { discount: applied.discount, couponCode: applied.coupon.code })! });
  }, [applied, tr, onPriced]);
  return (
    <CouponField
      id="checkout-coupon"
      autoFocus
      error={refusal ?? (priced?.couponError || undefined)}
      onApply={(typed) => {
        onApply();
        setCode(typed);
      }}
    />
  );
}
