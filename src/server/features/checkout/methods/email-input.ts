import { localizedName } from '@shared/domain/catalog-text';
import { wilayaByCode } from '@shared/domain/wilayas';
import type { OrderEmailInput } from '../../orders/orders.emails';
import type { PlacingOrder } from './types';

/** The figures an order e-mail repeats: the ones stored on the order, and each plant's name in the order's language. */
export function emailInputOf(p: PlacingOrder): OrderEmailInput {
  const wilaya = p.input.shippingAddress.wilaya ? wilayaByCode(Number(p.input.shippingAddress.wilaya)) : undefined;
  return {
    orderId: p.orderId,
    customerName: p.input.customerName,
    lines: p.lines.map((l) => ({ name: localizedName(l.plant, p.locale), quantity: l.quantity, unitPrice: l.unitPrice })),
    totals: p.totals,
    siteName: p.settings.siteName,
    destination: wilaya ? { wilaya, delivery: p.input.shippingAddress.delivery } : null,
    confirmUrl: p.confirmUrl,
    orderUrl: `${p.origin}/order/${p.orderId}`,
  };
}
