import { describe, expect, it } from 'vitest';
import { en, type Locale } from '../messages';
import { t } from '../messages/catalogues';
import { availableActions, collectsPaymentItself, refusalOf, type OrderDeskAction, type DeskOrderState } from './order-desk';

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
    expect(refusal('markPaid', order({ paymentMethod: 'cod' }))).toBeNull();
    expect(refusal('markPaid', order({ paymentMethod: 'bank_transfer', paymentStatus: 'failed' }))).toBeNull();
    expect(refusal('markPaid', order({ paymentMethod: 'stripe' }))).toBe(e.paidOnline);
    expect(refusal('markPaid', order({ paymentMethod: 'chargily' }))).toBe(e.paidOnline);
  });

  it('reads who collects the money from the payment registry', () => {
    expect(['bank_transfer', 'cod', 'stripe', 'chargily', 'cheque'].filter(collectsPaymentItself)).toEqual(['bank_transfer', 'cod']);
  });
});
