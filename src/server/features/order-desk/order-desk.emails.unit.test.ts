import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema';
import { deskEmail } from './order-desk.emails';

const order = {
  id: '2f1c7e0a-1b2c-4d3e-8f90-a1b2c3d4e5f6',
  customerName: 'Amina Benali',
  totalCentimes: 220_000,
  paymentMethod: 'bank_transfer',
  carrier: 'Yalidine',
  trackingNumber: 'YAL-42',
  cancelReason: 'Plante abîmée',
} as OrderRow;

describe('the order desk’s e-mails', () => {
  it('tells the shipment in French then English, with the order page when the shop’s address is known', () => {
    const mail = deskEmail('shipped', { order, siteName: 'Nabta', orderUrl: `https://nabta.dz/order/${order.id}` });
    expect(mail.subject).toBe('Commande #c3d4e5f6 expédiée / Order #c3d4e5f6 shipped');
    expect(mail.text).toContain('Transporteur : Yalidine');
    expect(mail.text).toContain('Tracking number: YAL-42');
    expect(mail.text).toContain(`https://nabta.dz/order/${order.id}`);
    expect(mail.text.indexOf('Bonjour')).toBeLessThan(mail.text.indexOf('Hello'));
    expect(deskEmail('shipped', { order, siteName: 'Nabta', orderUrl: null }).text).not.toContain('/order/');
  });

  it('gives the reason of a cancellation and the total of a confirmation', () => {
    expect(deskEmail('cancelled', { order, siteName: 'Nabta', orderUrl: null }).text).toContain('Motif : Plante abîmée');
    const confirmed = deskEmail('confirmed', { order, siteName: 'Nabta', orderUrl: null });
    expect(confirmed.text).toContain('Total : 2\u00a0200,00\u00a0DA (Bank Transfer).');
    expect(confirmed.subject).toBe('Commande #c3d4e5f6 confirmée / Order #c3d4e5f6 confirmed');
  });
});
