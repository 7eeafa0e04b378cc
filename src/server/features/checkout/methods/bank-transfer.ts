import { msg } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { bankTransferEmail } from '../../orders/orders.emails';
import { emailInputOf } from './email-input';
import type { PaymentMethodHandler } from './types';

/** Spec §1 / docs/contract.md §2: the order waits for the transfer; the bank details go by e-mail and on the order page. */
export const bankTransfer: PaymentMethodHandler = {
  id: 'bank_transfer',
  unconfigured: (s) => (s.bankRib ? null : msg.checkout.errors.bankDetailsMissing),
  expiredText: 'expiredBankTransfer',
  prepare: async () => ({ status: 'pending', reference: null, url: null }),
  email: (p) => ({ kind: 'order_bank_transfer', ...bankTransferEmail({ ...emailInputOf(p), bank: p.settings.bank }, t(p.locale)) }),
};
