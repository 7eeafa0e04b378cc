import { describe, expect, it } from 'vitest';
import { en, type Locale } from '../messages';
import { t } from '../messages/catalogues';
import { availableActions, collectsPaymentItself, listMoveOf, listStatusesOf, refusalOf, type OrderDeskAction, type DeskOrderState } from './order-desk';

const order = (o: Partial<DeskOrderState> = {}): DeskOrderState => ({ orderStatus: 'pending', paymentStatus: 'pending', paymentMethod: 'bank_transfer', ...o });
const e = en.orderDesk.errors;
/** The refusal as a reader of `locale` reads it. */
const refusal = (action: OrderDeskAction, o: DeskOrderState, locale: Locale = 'en') => {
  const text = refusalOf(action, o);
  return text === null ? null : t(locale).text(text);
};

describe('the order desk’s actions', () => {
  it('follows pending → processing → shipped → delivered, with cancel before delivery and notes always', () => {
    expect(availableActions(order())).toEqual(['confirm', 'markPaid', 'cancel', 'note']);
    expect(availableActions(order({ orderStatus: 'processing' }))).toEqual(['markPaid', 'ship', 'cancel', 'note']);
    expect(availableActions(order({ orderStatus: 'shipped', paymentStatus: 'completed' }))).toEqual(['ship', 'deliver', 'cancel', 'note']);
    expect(availableActions(order({ orderStatus: 'delivered' }))).toEqual(['markPaid', 'note']);
    expect(availableActions(order({ orderStatus: 'cancelled' }))).toEqual(['note']);
  });

  it('says why an action is refused', () => {
    expect(refusal('confirm', order({ orderStatus: 'shipped' }))).toBe('Only a pending order can be confirmed (this one is shipped).');
    expect(refusal('cancel', order({ orderStatus: 'delivered' }))).toBe('A delivered order cannot be cancelled.');
    expect(refusal('markPaid', order({ paymentStatus: 'completed' }))).toBe(e.alreadyPaid);
    expect(refusal('markPaid', order({ paymentStatus: 'refunded' }))).toBe(e.paidRefunded);
    expect(refusal('markPaid', order({ orderStatus: 'cancelled' }))).toBe(e.paidCancelled);
  });

  it('says it in the reader’s language, the status named in that language too', () => {
    expect(refusal('confirm', order({ orderStatus: 'shipped' }), 'fr')).toBe('Seule une commande en attente peut être confirmée (celle-ci est expédiée).');
    expect(refusal('cancel', order({ orderStatus: 'delivered' }), 'ar')).toBe('لا يمكن إلغاء طلب حالته تم التوصيل.');
    expect(refusal('markPaid', order({ paymentMethod: 'stripe' }), 'fr')).toBe(t('fr').m.orderDesk.errors.paidOnline);
  });

  it('lets an admin record only the money the shop receives itself: transfers and cash, not cards', () => {
    expect(refusal('markPaid', order({ paymentMethod: 'cod', orderStatus: 'delivered' }))).toBeNull();
    expect(refusal('markPaid', order({ paymentMethod: 'bank_transfer', paymentStatus: 'failed' }))).toBeNull();
    expect(refusal('markPaid', order({ paymentMethod: 'stripe' }))).toBe(e.paidOnline);
    expect(refusal('markPaid', order({ paymentMethod: 'chargily' }))).toBe(e.paidOnline);
  });

  it('reads who collects the money from the payment registry', () => {
    expect(['bank_transfer', 'cod', 'stripe', 'chargily', 'cheque'].filter(collectsPaymentItself)).toEqual(['bank_transfer', 'cod']);
  });
});

describe('the orders list’s status menu (issue 29): the desk’s rules on every path', () => {
  const cod = (o: Partial<DeskOrderState> = {}) => order({ paymentMethod: 'cod', ...o });
  const why = (move: ReturnType<typeof listMoveOf>, locale: Locale = 'en') => (move.kind === 'refused' ? t(locale).text(move.why) : null);

  it('reaches a status through the desk action leading there', () => {
    expect(listMoveOf('processing', order())).toEqual({ kind: 'desk', action: 'confirm' });
    expect(listMoveOf('delivered', order({ orderStatus: 'shipped' }))).toEqual({ kind: 'desk', action: 'deliver' });
    expect(listMoveOf('cancelled', order({ orderStatus: 'processing' }))).toEqual({ kind: 'desk', action: 'cancel' });
    expect(listMoveOf('pending', order({ orderStatus: 'cancelled' }))).toEqual({ kind: 'reopen' });
    expect(listMoveOf('returned', cod({ orderStatus: 'shipped' }))).toEqual({ kind: 'return' });
    expect(listMoveOf('shipped', order({ orderStatus: 'shipped' }))).toEqual({ kind: 'same' });
  });

  it('refuses shipping without a tracking number, skipping a step, or going back, and says why', () => {
    // An unpaid bank transfer, still pending: not shippable from the list (nor confirmed yet).
    expect(why(listMoveOf('shipped', order()))).toBe('Only a confirmed order can be shipped (this one is pending).');
    expect(why(listMoveOf('shipped', order({ orderStatus: 'processing' })))).toBe(e.shipNeedsTracking);
    expect(why(listMoveOf('delivered', order({ orderStatus: 'processing' })))).toBe('Only a shipped order can be marked delivered (this one is processing).');
    expect(why(listMoveOf('pending', order({ orderStatus: 'processing' })))).toBe(e.listCannotPend);
    expect(why(listMoveOf('returned', order({ orderStatus: 'pending' })), 'fr')).toBe('Seule une commande expédiée peut revenir en retour (celle-ci est en attente).');
  });

  it('offers in the menu only what it would accept', () => {
    expect(listStatusesOf(order())).toEqual(['pending', 'processing', 'cancelled']);
    expect(listStatusesOf(order({ orderStatus: 'shipped' }))).toEqual(['shipped', 'delivered', 'cancelled', 'returned']);
    expect(listStatusesOf(order({ orderStatus: 'cancelled' }))).toEqual(['pending', 'processing', 'cancelled']);
    expect(listStatusesOf(order({ orderStatus: 'delivered' }))).toEqual(['delivered']);
  });
});

describe('cash on delivery is paid at the door', () => {
  it('cannot be marked paid before the order is delivered', () => {
    const cod = (orderStatus: DeskOrderState['orderStatus']) => order({ paymentMethod: 'cod', orderStatus });
    expect(refusal('markPaid', cod('shipped'))).toBe(e.paidBeforeDelivery);
    expect(refusal('markPaid', cod('pending'), 'ar')).toBe('يُدفع الدفع عند الاستلام عند تسليم الطرد: حدِّد الطلب كمُسلَّم أولًا.');
    expect(refusal('markPaid', cod('delivered'))).toBeNull();
    // A bank transfer is paid before the parcel leaves.
    expect(refusal('markPaid', order({ orderStatus: 'pending' }))).toBeNull();
  });
});

