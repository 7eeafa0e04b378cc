import { t } from '@shared/messages/catalogues';
import { cashOnDeliveryEmail } from '../../orders/orders.emails';
import { emailInputOf } from './email-input';
import type { PaymentMethodHandler } from './types';

/** Cash on delivery (docs/contract.md §4): the order waits; the owner confirms by phone and records the cash when delivered. */
export const cashOnDelivery: PaymentMethodHandler = {
  id: 'cod',
  prepare: async () => ({ status: 'pending', reference: null, url: null }),
  email: (p) => ({ kind: 'order_cod', ...cashOnDeliveryEmail(emailInputOf(p), t(p.locale)) }),
};
