import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { availableActions, collectsPaymentItself, refusalOf, type DeskOrderState } from './order-desk';

const order = (o: Partial<DeskOrderState> = {}): DeskOrderState => ({ orderStatus: 'pending', paymentStatus: 'pending', paymentMethod: 'bank_transfer', ...o });
const e = messages.orderDesk.errors;

describe('the order desk’s actions', () => {
  it('follows pending → processing → shipped → delivered, with cancel before delivery and notes always', () => {
    expect(availableActions(order())).toEqual(['confirm', 'markPaid', 'cancel', 'note']);
    expect(availableActions(order({ orderStatus: 'processing' }))).toEqual(['markPaid', 'ship', 'cancel', 'note']);
    expect(availableActions(order({ orderStatus: 'shipped', paymentStatus: 'completed' }))).toEqual(['ship', 'deliver', 'cancel', 'note']);
    expect(availableActions(order({ orderStatus: 'delivered' }))).toEqual(['markPaid', 'note']);
    expect(availableActions(order({ orderStatus: 'cancelled' }))).toEqual(['note']);
  });

  it('says why an action is refused', () => {
    expect(refusalOf('confirm', order({ orderStatus: 'shipped' }))).toBe('Only a pending order can be confirmed (this one is shipped).');
    expect(refusalOf('cancel', order({ orderStatus: 'delivered' }))).toBe('A delivered order cannot be cancelled.');
    expect(refusalOf('markPaid', order({ paymentStatus: 'completed' }))).toBe(e.alreadyPaid);
    expect(refusalOf('markPaid', order({ paymentStatus: 'refunded' }))).toBe(e.paidRefunded);
    expect(refusalOf('markPaid', order({ orderStatus: 'cancelled' }))).toBe(e.paidCancelled);
  });

  it('lets an admin record only the money the shop receives itself: transfers and cash, not cards', () => {
    expect(refusalOf('markPaid', order({ paymentMethod: 'cod' }))).toBeNull();
    expect(refusalOf('markPaid', order({ paymentMethod: 'bank_transfer', paymentStatus: 'failed' }))).toBeNull();
    expect(refusalOf('markPaid', order({ paymentMethod: 'stripe' }))).toBe(e.paidOnline);
    expect(refusalOf('markPaid', order({ paymentMethod: 'chargily' }))).toBe(e.paidOnline);
  });

  it('reads who collects the money from the payment registry', () => {
    expect(['bank_transfer', 'cod', 'stripe', 'chargily', 'cheque'].filter(collectsPaymentItself)).toEqual(['bank_transfer', 'cod']);
  });
});
