import type { PaymentMethod } from '@shared/domain/payment-methods';
import { orderNumber } from '@shared/domain/order';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { isolated } from '@shared/domain/typed-text';
import { english, msg } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import type { ServiceContext } from '../../context';
import type { OrderRow } from '../../db/schema';
import { ownerLocale } from '../auth/auth.service';
import { insertEvent } from '../order-desk/order-desk.repository';
import { queueCustomerEmail } from '../order-desk/order-desk.service';
import { queueEmail } from '../outbox/outbox.service';
import { queueConversion } from '../conversions/conversions.service';
import { getCheckoutSettings } from '../settings/settings.service';
import * as repo from './checkout.repository';

/**
 * A gateway (Stripe, Chargily) says `reference` was paid `amount` centimes: the order becomes paid, once.
 * When the shop had cancelled that order meanwhile, the money still arrived: the payment is recorded
 * with a history line, and the owner is e-mailed to refund it — all in one transaction, so a replayed
 * event changes nothing and alerts no one twice.
 */
export async function recordGatewayPayment(ctx: ServiceContext, method: PaymentMethod, reference: string, amount: number): Promise<OrderRow | undefined> {
  // Read before: PGlite's one connection is the transaction's.
  const { siteName } = await getCheckoutSettings(ctx);
  const owner = t(await ownerLocale(ctx, 'en'));
  return ctx.db.transaction(async (tx) => {
    const paid = await repo.completePayment(tx, method, reference, amount);
    if (!paid) return paid;
    // The receipt (issue 29), once: a replayed event finds the order paid already and updates nothing.
    if (paid.orderStatus !== 'cancelled') {
      await queueCustomerEmail({ ...ctx, db: tx }, paid, 'paid');
      await queueConversion(ctx, tx, paid, 'purchase');
      return paid;
    }
    const m = msg.emails.refunds;
    await insertEvent(tx, { orderId: paid.id, kind: 'paid', fromStatus: 'pending', toStatus: 'completed', note: english.text(m.paidWhileCancelled), details: { by: 'gateway', gateway: method } });
    // The owner's alert is in the owner's language (docs/contract.md §4).
    const number = orderNumber(paid.id);
    const methodName = paymentMethodLabel(method, owner.m);
    await queueEmail(ctx, tx, {
      kind: 'refund-alert',
      to: ctx.config.ownerEmail,
      orderId: paid.id,
      subject: owner.text(m.alertSubject, { siteName: isolated(siteName), number }),
      text: owner.text(m.alertText, { number, method: methodName, amount: owner.money(amount), reference: isolated(reference) }),
    });
    return paid;
  });
}
