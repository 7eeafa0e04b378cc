import { wilayaByCode } from '@shared/domain/wilayas';
import type { OrderRow } from '../../../db/schema';
import { itemNameOf } from '../../catalog/catalog.translations';
import { lineName } from '../pricing';
import { localizedName } from '@shared/domain/catalog-text';
import type { OrderEmailInput } from '../../orders/orders.emails';
import type { OrderItemWithNames } from '../../orders/orders.repository';
import type { PlacingOrder } from './types';

/** The figures an order e-mail repeats: the ones stored on the order, and each plant's name in the order's language. */
export function emailInputOf(p: PlacingOrder): OrderEmailInput {
  const wilaya = p.input.shippingAddress.wilaya ? wilayaByCode(Number(p.input.shippingAddress.wilaya)) : undefined;
  return {
    orderId: p.orderId,
    customerName: p.input.customerName,
    lines: p.lines.map((l) => ({ name: lineName(l, localizedName(l.plant, p.locale), p.locale), quantity: l.quantity, unitPrice: l.unitPrice })),
    totals: p.totals,
    couponCode: p.couponCode,
    siteName: p.settings.siteName,
    destination: wilaya ? { wilaya, delivery: p.input.shippingAddress.delivery } : null,
    confirmUrl: p.confirmUrl,
    orderUrl: `${p.origin}/order/${p.orderId}`,
  };
}

/** The same figures for an order already stored (its payment changed after it was placed). */
export function storedOrderEmailInput(
  order: OrderRow,
  items: readonly OrderItemWithNames[],
  siteName: string,
  origin: string,
  confirmUrl?: string,
): OrderEmailInput {
  const wilaya = order.wilaya ? wilayaByCode(Number(order.wilaya)) : undefined;
  return {
    orderId: order.id,
    customerName: order.customerName,
    lines: items.map((i) => ({ name: itemNameOf(i, order.locale), quantity: i.quantity, unitPrice: i.unitPriceCentimes })),
    totals: { subtotal: order.subtotalCentimes, shipping: order.shippingCentimes, discount: order.discountCentimes, total: order.totalCentimes },
    couponCode: order.couponCode,
    siteName,
    destination: wilaya ? { wilaya, delivery: order.delivery } : null,
    confirmUrl,
    orderUrl: `${origin}/order/${order.id}`,
  };
}
