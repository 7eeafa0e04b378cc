import { msg, say, type Deferred, type Text } from '../messages';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from './order';
import { isPaymentMethod, PAYMENT_METHOD_INFO } from './payment-methods';

/**
 * The owner's order desk (issue 11): which actions an order allows in its current state. The server
 * refuses any other with 409 and the admin order view shows only these buttons — one table for both.
 */

export const ORDER_DESK_ACTIONS = ['confirm', 'markPaid', 'ship', 'deliver', 'cancel', 'note'] as const;
export type OrderDeskAction = (typeof ORDER_DESK_ACTIONS)[number];

/** The order-status moves: `ship` from `shipped` again corrects the carrier or tracking number. */
export const ORDER_MOVES = {
  confirm: { from: ['pending'], to: 'processing' },
  ship: { from: ['processing', 'shipped'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['pending', 'processing', 'shipped'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderMove = keyof typeof ORDER_MOVES;

export interface DeskOrderState {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
}

/** The money reaches the shop itself (a transfer to its account, cash from the courier), so an admin records it. */
export function collectsPaymentItself(method: string): boolean {
  if (!isPaymentMethod(method)) return false;
  const { provider } = PAYMENT_METHOD_INFO[method];
  return provider === 'bank' || provider === 'poste' || provider === 'courier';
}

/** The status as it reads inside a sentence ("this one is shipped"), in the reader's language. */
const statusInSentence =
  (s: OrderStatus): Deferred =>
  (tr) =>
    tr.m.checkout.orderStatus[s].toLowerCase();

/** Why `action` is refused for this order (the 409's message, words chosen for its reader), or null when it is allowed. */
export function refusalOf(action: OrderDeskAction, order: DeskOrderState): Text | null {
  const e = msg.orderDesk.errors;
  if (action === 'note') return null;
  if (action === 'markPaid') {
    if (order.orderStatus === 'cancelled') return e.paidCancelled;
    if (order.paymentStatus === 'completed') return e.alreadyPaid;
    if (order.paymentStatus === 'refunded') return e.paidRefunded;
    if (!collectsPaymentItself(order.paymentMethod)) return e.paidOnline;
    // The courier collects the cash at the door: before delivery nothing has been paid.
    if (PAYMENT_METHOD_INFO[order.paymentMethod as keyof typeof PAYMENT_METHOD_INFO].provider === 'courier' && order.orderStatus !== 'delivered')
      return e.paidBeforeDelivery;
    return null;
  }
  const move = ORDER_MOVES[action];
  if ((move.from as readonly OrderStatus[]).includes(order.orderStatus)) return null;
  return say(e.cannot[action], { status: statusInSentence(order.orderStatus) });
}

/**
 * How the orders list's status menu (`PATCH /api/orders/:id`) reaches `status` (issue 29): by the desk
 * action that leads there, with its rules and e-mail; or by reopening a cancelled order (its stock
 * taken again), or recording a shipped parcel as returned (its stock given back). Shipping needs the
 * carrier and tracking number, which the order page asks for: the list refuses it with that reason.
 */
export type ListMove =
  | { kind: 'same' }
  | { kind: 'desk'; action: 'confirm' | 'deliver' | 'cancel' }
  | { kind: 'reopen' }
  | { kind: 'return' }
  | { kind: 'refused'; why: Text };

export function listMoveOf(status: OrderStatus, order: DeskOrderState): ListMove {
  const e = msg.orderDesk.errors;
  const from = order.orderStatus;
  if (status === from) return { kind: 'same' };
  if (from === 'cancelled' && (status === 'pending' || status === 'processing')) return { kind: 'reopen' };
  const desk = (action: 'confirm' | 'deliver' | 'cancel'): ListMove => {
    const why = refusalOf(action, order);
    return why ? { kind: 'refused', why } : { kind: 'desk', action };
  };
  switch (status) {
    case 'processing':
      return desk('confirm');
    case 'delivered':
      return desk('deliver');
    case 'cancelled':
      return desk('cancel');
    case 'shipped':
      return { kind: 'refused', why: refusalOf('ship', order) ?? e.shipNeedsTracking };
    case 'returned':
      return from === 'shipped' ? { kind: 'return' } : { kind: 'refused', why: say(e.listCannotReturn, { status: statusInSentence(from) }) };
    case 'pending':
      return { kind: 'refused', why: e.listCannotPend };
  }
}

/** The statuses the orders list offers for this order: its own, then those it can move to from the list. */
export function listStatusesOf(order: DeskOrderState): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => s === order.orderStatus || listMoveOf(s, order).kind !== 'refused');
}

/** The actions the admin order view offers for this order. */
export function availableActions(order: DeskOrderState): OrderDeskAction[] {
  return ORDER_DESK_ACTIONS.filter((a) => refusalOf(a, order) === null);
}

/** Carriers Algerian shops use, offered as suggestions (any name is accepted). */
export const KNOWN_CARRIERS = ['Yalidine', 'ZR Express', 'Maystro Delivery', 'Ecotrack', 'Noest Express', 'Algérie Poste (EMS)'] as const;
