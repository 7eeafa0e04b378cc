import { msg } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { ccpTransferEmail } from '../../orders/orders.emails';
import { emailInputOf } from './email-input';
import type { PaymentMethodHandler } from './types';

/**
 * A transfer from a CCP account at Algérie Poste, at the counter or with BaridiMob (docs/contract.md §4):
 * the order waits for it (a deadline like a bank transfer's); the shop's CCP account goes by e-mail
 * and on the order page, where the customer sends the receipt that the owner checks before marking it paid.
 */
export const ccpTransfer: PaymentMethodHandler = {
  id: 'ccp',
  unconfigured: (s) => (s.ccpNumber && s.ccpKey && s.ccpHolder ? null : msg.checkout.errors.ccpDetailsMissing),
  // NOTE: as before this item, a CCP order cancelled unpaid is told its card payment was not completed (decision 031).
  expiredText: 'expiredCard',
  prepare: async () => ({ status: 'pending', reference: null, url: null }),
  email: (p) => ({ kind: 'order_ccp', ...ccpTransferEmail({ ...emailInputOf(p), ccp: p.settings.ccp }, t(p.locale)) }),
};
