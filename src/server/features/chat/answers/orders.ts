import type { Order } from '@shared/contracts/orders';
import { localizedName } from '@shared/domain/catalog-text';
import { parseMoney } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { paymentMethodLabel, transferExpected } from '@shared/domain/payment-methods';
import { RESPONSE_TIME_HOURS } from '@shared/domain/shop-facts';
import type { Understanding } from '../chat.understand';
import type { Voice } from '../content/answers';
import { type ShopData, type Composed, link, composed, DATE_LOCALE } from './compose';

/** Orders: following one without an account, and a signed-in customer's own orders. */

/** A status as the order pages name it (`checkout.orderStatus`, `checkout.paymentStatus`), inside a sentence ("is pending"). */
const statusWord = (v: Voice, word: string) => (v.locale === 'ar' ? word : `${word.charAt(0).toLocaleLowerCase(v.locale)}${word.slice(1)}`);

/** The `/track` page (linked in the footer): any order, by its number and phone, without signing in. */
const trackSentence = (v: Voice) => v.say(v.a.guest.track, { track: v.tr.m.express.track.link });
const trackLink = (v: Voice) => link('/track', v.tr.m.express.track.link);

/**
 * Ordering and following an order without an account (docs/contract.md §7). The express form is
 * promised only while the owner keeps `expressOrders` on; `/track` finds any order by number and phone.
 * Asked how to follow an order, that comes first.
 */
export function answerGuest(v: Voice, u: Understanding, shop: ShopData): Composed {
  const g = v.a.guest;
  const orders = v.tr.m.nav.myOrders;
  const ordering = shop.expressOrders
    ? [v.say(g.express, { form: v.tr.m.express.form.submit }), v.say(g.accountFor, { orders })]
    : [v.say(g.accountNeeded, { orders })];
  const tracking = (u.signals.get('order.status') ?? 0) > 0;
  const lines = tracking ? [trackSentence(v), ...ordering] : [...ordering, trackSentence(v)];
  const links = shop.expressOrders ? [link('/shop', v.a.links.shop), trackLink(v)] : [link('/signup', v.a.links.signUp), trackLink(v)];
  return composed(lines.join(' '), { links: tracking ? links.reverse() : links, context: { topic: 'order' } });
}

/** `orders` is null for a visitor: order status is only ever given to the signed-in owner (or on `/track`). */
export function answerOrder(v: Voice, u: Understanding, orders: readonly Order[] | null): Composed {
  const o = v.a.order;
  const ordersPage = v.tr.m.nav.myOrders;
  const dashboard = link('/dashboard', ordersPage);
  if (orders === null) {
    return composed(`${v.say(o.signInFirst, { orders: ordersPage })} ${trackSentence(v)}`, {
      links: [link('/login', v.a.links.signIn), dashboard, trackLink(v)],
      context: { topic: 'order' },
    });
  }
  let order: Order | undefined;
  if (u.orderRef) {
    order = orders.find((x) => x.id === u.orderRef || x.id.endsWith(u.orderRef!));
    if (!order)
      return composed(v.say(o.notFound, { number: `#${u.orderRef.slice(-8)}`, orders: ordersPage }), {
        links: [dashboard],
        context: { topic: 'order' },
      });
  } else {
    order = orders[0];
    if (!order) return composed(o.none, { links: [link('/shop', v.a.links.shop)], context: { topic: 'order' } });
  }
  const date = new Date(order.createdAt).toLocaleDateString(DATE_LOCALE[v.locale], { timeZone: 'Africa/Algiers', dateStyle: 'long' });
  const checkout = v.tr.m.checkout;
  const lines = [
    v.say(o.summary, { number: orderNumber(order.id), date, status: statusWord(v, checkout.orderStatus[order.orderStatus]) }),
    v.say(o.payment, {
      status: statusWord(v, checkout.paymentStatus[order.paymentStatus]),
      method: paymentMethodLabel(order.paymentMethod, v.tr.m),
      total: v.tr.money(parseMoney(order.totalAmount) ?? 0),
    }),
    // Each plant by its name in the reader's language where it has one (the admin's translations), else as ordered.
    v.say(o.items, { items: v.list(order.items.map((i) => `${localizedName(i, v.locale)} × ${i.quantity}`)) }),
  ];
  if (order.orderStatus === 'shipped') lines.push(o.shipped);
  // Bank and CCP transfers alike: prepared once the money is there, and the receipt goes on the order page.
  if (transferExpected(order)) lines.push(o.awaitingTransfer);
  if ((u.signals.get('order.cancel') ?? 0) > 0) lines.push(v.say(o.cancel, { hours: v.count('hours', RESPONSE_TIME_HOURS.orders) }));
  return composed(lines.join(' '), {
    links: [link(`/order/${order.id}`, v.say(v.a.links.order, { number: orderNumber(order.id) })), dashboard],
    context: { topic: 'order' },
  });
}
