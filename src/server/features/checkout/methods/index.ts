import type { PaymentMethod } from '@shared/domain/payment-methods';
import { bankTransfer } from './bank-transfer';
import { ccpTransfer } from './ccp';
import { chargily } from './chargily';
import { cashOnDelivery } from './cod';
import { stripeCard } from './stripe';
import type { PaymentMethodHandler } from './types';

/** One handler per method of `shared/domain/payment-methods.ts`: the compiler keeps the two lists equal. */
export const paymentMethodHandlers: Readonly<Record<PaymentMethod, PaymentMethodHandler>> = {
  bank_transfer: bankTransfer,
  stripe: stripeCard,
  cod: cashOnDelivery,
  chargily,
  ccp: ccpTransfer,
};
