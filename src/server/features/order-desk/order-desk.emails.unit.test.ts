import { describe, expect, it } from 'vitest';
import { isolated } from '@shared/domain/typed-text';
import type { Locale } from '@shared/messages';
import type { OrderRow } from '../../db/schema';
import { overridesContained } from '../../../../tests/helpers/bidi';
import { deskEmail } from './order-desk.emails';

const NBSP = '\u00a0';
const orderIn = (locale: Locale) =>
  ({
    id: '2f1c7e0a-1b2c-4d3e-8f90-a1b2c3d4e5f6',
    customerName: 'Amina Benali',
    totalCentimes: 220_000,
    paymentMethod: 'bank_transfer',
    carrier: 'Yalidine',
    trackingNumber: 'YAL-42',
    cancelReason: 'Plante abîmée',
    locale,
  }) as OrderRow;
const url = 'https://nabta.dz/order/2f1c7e0a-1b2c-4d3e-8f90-a1b2c3d4e5f6';

describe('the order desk’s e-mails', () => {
  it('tells the shipment in the language the order was placed in, with the order page when the shop’s address is known', () => {
    const fr = deskEmail('shipped', { order: orderIn('fr'), siteName: 'Nabta', orderUrl: url });
    expect(fr.subject).toBe('Commande #c3d4e5f6 expédiée');
    expect(fr.text).toContain(`Transporteur : ${isolated('Yalidine')}`);
    expect(fr.text).toContain(`Numéro de suivi : ${isolated('YAL-42')}`);
    expect(fr.text).toContain(`page de votre commande : ${url}`);
    expect(fr.text).not.toContain('Hello');

    const en = deskEmail('shipped', { order: orderIn('en'), siteName: 'Nabta', orderUrl: url });
    expect(en.subject).toBe('Order #c3d4e5f6 shipped');
    expect(en.text).toContain(`Tracking number: ${isolated('YAL-42')}`);
    expect(en.text).not.toContain('Bonjour');

    const ar = deskEmail('shipped', { order: orderIn('ar'), siteName: 'Nabta', orderUrl: url });
    expect(ar.subject).toBe('تم شحن الطلب #c3d4e5f6');
    expect(ar.text).toContain(`رقم التتبع: ${isolated('YAL-42')}`);
    expect(deskEmail('shipped', { order: orderIn('fr'), siteName: 'Nabta', orderUrl: null }).text).not.toContain('/order/');
  });

  it('gives the reason of a cancellation and the total of a confirmation in the reader’s money format', () => {
    expect(deskEmail('cancelled', { order: orderIn('fr'), siteName: 'Nabta', orderUrl: null }).text).toContain(`Motif : ${isolated('Plante abîmée')}`);
    const fr = deskEmail('confirmed', { order: orderIn('fr'), siteName: 'Nabta', orderUrl: null });
    expect(fr.text).toContain(`Total : 2${NBSP}200,00${NBSP}DA (Virement bancaire).`);
    expect(fr.subject).toBe('Commande #c3d4e5f6 confirmée');
    expect(deskEmail('confirmed', { order: orderIn('en'), siteName: 'Nabta', orderUrl: null }).text).toContain('Total: 2200.00 DA (Bank Transfer).');
    expect(deskEmail('confirmed', { order: orderIn('ar'), siteName: 'Nabta', orderUrl: null }).text).toContain(`المجموع: 2${NBSP}200,00${NBSP}دج (تحويل بنكي).`);
  });
});

describe('what people typed, in the order desk’s e-mails (docs/contract.md §2, bidi)', () => {
  it('isolates the name, the carrier, the tracking number, the reason and the payment reference: an override typed in one ends with it', () => {
    const RLO = '\u202E';
    const order = { ...orderIn('ar'), customerName: `${RLO}Amina`, carrier: `${RLO}Yalidine`, trackingNumber: `YAL${RLO}-42`, cancelReason: `${RLO}abîmée`, paymentReference: `pi_${RLO}1` } as OrderRow;
    for (const kind of ['paid', 'confirmed', 'shipped', 'cancelled'] as const) {
      const mail = deskEmail(kind, { order, siteName: `Nabta${RLO}`, orderUrl: url });
      expect(overridesContained(mail.text), `${kind}: ${mail.text}`).toBe(true);
      expect(overridesContained(mail.subject)).toBe(true);
    }
  });
});
