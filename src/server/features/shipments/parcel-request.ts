import type { OrderRow, ShipmentRow } from '../../db/schema';
import type { ParcelRequest } from '../../integrations/couriers';
import type { ServiceContext } from '../../context';
import { SHIPPABLE_ORDER_STATUSES } from '@shared/domain/couriers';
import { orderNumber } from '@shared/domain/order';
import { communeByCode, courierWilayaCode } from '@shared/domain/communes';
import { courierCodeOfWilaya, wilayaByCode } from '@shared/domain/wilayas';
import { msg, say, type Text, type Translator } from '@shared/messages';
import { streetOrDesk } from '@shared/domain/street-or-desk';
import { ownerLocale } from '../auth/auth.service';

/** What a parcel asks of an order (docs/contract.md §5): the courier's request, in the language its agents read, or why the order cannot be one. */

const e = msg.shipments.errors;

/** Splits "Amina Benali" into the first and family names couriers ask for (one word: both the same). */
export function namesOf(fullName: string): { firstName: string; familyName: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return { firstName: words[0] ?? '', familyName: words[0] ?? '' };
  return { firstName: words[0]!, familyName: words.slice(1).join(' ') };
}

/** +213XXXXXXXXX → 0XXXXXXXXX (couriers take the national form). */
export const nationalPhone = (phone: string) => phone.replace(/^\+213/, '0');

/**
 * The parcel of an order, or why the order cannot be one (a reason for its result). Couriers know the
 * 58 wilayas: the commune's courier code (its ONS prefix) when the order has a commune, else the
 * wilaya's (a wilaya of law 26-06: its mother's); the commune's French name, else the typed city.
 */
export function parcelOf(order: OrderRow, productList: string, from: { code: number; name: string }, tr: Translator): ParcelRequest | Text {
  if (!order.customerPhone) return e.noPhone;
  const commune = order.commune ? communeByCode(order.commune) : undefined;
  const code = commune ? courierWilayaCode(commune) : order.wilaya ? courierCodeOfWilaya(Number(order.wilaya)) : undefined;
  const wilaya = code ? wilayaByCode(code) : undefined;
  if (!wilaya) return e.noWilaya;
  const collect = order.paymentStatus === 'completed' ? 0 : Math.round(order.totalCentimes / 100);
  return {
    orderId: order.id,
    reference: orderNumber(order.id),
    ...namesOf(order.customerName),
    phone: nationalPhone(order.customerPhone),
    // A stop-desk order without a street names its desk there (refined below with its name).
    address: streetOrDesk(order, tr),
    wilayaCode: wilaya.code,
    wilayaName: wilaya.name,
    communeName: commune?.nameFr ?? order.city,
    stopDesk: order.delivery === 'desk',
    deskId: order.desk,
    productList,
    collectDa: collect,
    declaredValueDa: Math.round(order.subtotalCentimes / 100),
    fromWilayaCode: from.code,
    fromWilayaName: from.name,
  };
}

/**
 * The language a parcel is written in (its products, the stop-desk stand-in for the street), which the
 * courier's agents and labels show: the owner's when French or Arabic, else French — couriers read
 * French or Arabic, not English (docs/contract.md §5).
 */
export async function parcelLocale(ctx: ServiceContext): Promise<'fr' | 'ar'> {
  return (await ownerLocale(ctx, 'fr')) === 'ar' ? 'ar' : 'fr';
}

/** Why this order cannot be handed to a courier now, or null. */
export function refusalOf(order: OrderRow | undefined, live: ShipmentRow | undefined): Text | null {
  if (!order) return e.orderNotFound;
  if (live) return live.state === 'live' ? say(e.alreadyShipped, { tracking: live.tracking ?? '' }) : e.inProgress;
  if (order.orderStatus === 'cancelled') return e.cancelled;
  if (!SHIPPABLE_ORDER_STATUSES.includes(order.orderStatus)) return say(e.notConfirmed, { status: (tr) => tr.m.checkout.orderStatus[order.orderStatus].toLowerCase() });
  return null;
}
