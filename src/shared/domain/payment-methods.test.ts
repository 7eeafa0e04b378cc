import { describe, expect, it } from 'vitest';
import { en } from '../messages';
import { t } from '../messages/catalogues';
import { CASH_ON_DELIVERY, methodHas, methodsThat, PAYMENT_METHOD_INFO, PAYMENT_METHODS, paymentMethodLabel } from './payment-methods';
import { normalizeAlgerianMobile } from './phone';
import { formatAlgerianMobile } from './phone-format';

describe('payment methods', () => {
  it('names each method once, as docs/contract.md §4 words it', () => {
    expect(PAYMENT_METHODS.map((p) => paymentMethodLabel(p, en))).toEqual(['Bank Transfer', 'Card', 'Cash on Delivery', 'CIB / Edahabia', 'CCP / BaridiMob']);
    expect(paymentMethodLabel('paypal', en)).toBe('paypal');
  });

  it('names a method in the reader’s catalogue', () => {
    expect(paymentMethodLabel('cod', t('fr').m)).toBe('Paiement à la livraison');
    expect(paymentMethodLabel('bank_transfer', t('ar').m)).toBe('تحويل بنكي');
  });

  it('asks a phone for the methods that call the customer, and redirects for Chargily only', () => {
    expect(PAYMENT_METHODS.filter((p) => PAYMENT_METHOD_INFO[p].needsPhone)).toEqual(['cod', 'chargily']);
    expect(PAYMENT_METHODS.filter((p) => PAYMENT_METHOD_INFO[p].redirect)).toEqual(['chargily']);
  });
});

describe('Algerian mobile numbers', () => {
  it('accepts 05/06/07 and +213 numbers with spaces, dots and dashes, stored as +213', () => {
    expect(normalizeAlgerianMobile('0661234567')).toBe('+213661234567');
    expect(normalizeAlgerianMobile('05 51.23-45 67')).toBe('+213551234567');
    expect(normalizeAlgerianMobile('+213 7 71 23 45 67')).toBe('+213771234567');
    expect(formatAlgerianMobile('+213661234567')).toBe('0661 23 45 67');
  });

  it('refuses fixed lines, short or long numbers and other countries', () => {
    for (const bad of ['021234567', '0461234567', '066123456', '06612345678', '+33612345678', '00213661234567', '06a1234567', '']) {
      expect(normalizeAlgerianMobile(bad), bad).toBeNull();
    }
  });

  it('declares each capability the callers ask for on the right methods', () => {
    expect(methodsThat('collectsOnDelivery')).toEqual([CASH_ON_DELIVERY]);
    expect(methodsThat('takesReceipt')).toEqual(['bank_transfer', 'ccp']);
    expect(methodsThat('paidBeforePlacing')).toEqual(['stripe']);
    expect(methodsThat('redirect')).toEqual(['chargily']);
    expect(methodsThat('takesLocalCards')).toEqual(['chargily']);
    expect(methodHas('paypal', 'takesReceipt')).toBe(false);
  });

});
