import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderStatusFor, SHIPMENT_STATUSES } from '@shared/domain/couriers';
import { ecotrackStatus, ECOTRACK_STATUSES } from './ecotrack/statuses';
import { yalidineCash, yalidineStatus, YALIDINE_STATUSES } from './yalidine/statuses';
import { parseYalidineWebhook, isValidYalidineSignature } from './yalidine';
import { algiersTime } from './http';

describe("couriers' status tables", () => {
  it("maps every status of Yalidine's documented list, the delivered and returned ones to what moves the order", () => {
    expect(Object.keys(YALIDINE_STATUSES)).toHaveLength(30);
    expect(yalidineStatus('Livré')).toBe('delivered');
    expect(yalidineStatus('Retourné au vendeur')).toBe('returned');
    expect(yalidineStatus('Retour vers vendeur')).toBe('returning');
    expect(yalidineStatus('Sorti en livraison')).toBe('out_for_delivery');
    expect(yalidineStatus('Tentative échouée')).toBe('failed_attempt');
    expect(yalidineStatus('En préparation')).toBe('created');
    expect(yalidineStatus('Bloqué')).toBeNull();
    expect(yalidineStatus('Statut inconnu')).toBeNull();
    for (const s of Object.values(YALIDINE_STATUSES)) if (s) expect(SHIPMENT_STATUSES).toContain(s);
  });

  it("moves Yalidine's cash forward through payment_status", () => {
    expect(['not-ready', 'ready', 'receivable', 'payed', 'other'].map(yalidineCash)).toEqual(['none', 'with_courier', 'with_courier', 'remitted', null]);
  });

  it("maps Ecotrack's statuses, the cash with them", () => {
    expect(Object.keys(ECOTRACK_STATUSES)).toHaveLength(19);
    expect(ecotrackStatus('livre_non_encaisse')).toEqual({ status: 'delivered', cash: 'with_courier' });
    expect(ecotrackStatus('paye_et_archive')).toEqual({ status: 'delivered', cash: 'remitted' });
    expect(ecotrackStatus('retour_recu')).toEqual({ status: 'returned', cash: null });
    expect(ecotrackStatus('retour_chez_livreur')).toEqual({ status: 'returning', cash: null });
    expect(ecotrackStatus('en_livraison').status).toBe('out_for_delivery');
    expect(ecotrackStatus('annule').status).toBeNull();
    expect(ecotrackStatus('nouveau_statut')).toEqual({ status: null, cash: null });
  });

  it('moves an order only for delivered and returned', () => {
    expect(SHIPMENT_STATUSES.map(orderStatusFor)).toEqual([null, null, null, 'delivered', null, null, 'returned']);
  });
});

describe("Yalidine's webhook body", () => {
  it('checks the signature over the exact bytes, in constant time', () => {
    const body = Buffer.from('{"type":"parcel_status_updated","events":[]}');
    // Yalidine's scheme, written out here: hex HMAC-SHA256 of the raw body keyed with the webhook secret.
    const sig = createHmac('sha256', 'secret').update(body).digest('hex');
    expect(isValidYalidineSignature(body, sig, 'secret')).toBe(true);
    expect(isValidYalidineSignature(body, sig.toUpperCase(), 'secret')).toBe(true);
    expect(isValidYalidineSignature(Buffer.from(`${body.toString()} `), sig, 'secret')).toBe(false);
    expect(isValidYalidineSignature(body, sig, '')).toBe(false);
    expect(isValidYalidineSignature(body, 'abc', 'secret')).toBe(false);
  });

  it('reads status and payment events, dated in Algiers time, and ignores the other types', () => {
    const body = (type: string, data: object) => Buffer.from(JSON.stringify({ type, events: [{ event_id: 42, occurred_at: '2026-11-24T10:00:00Z', data }] }));
    expect(parseYalidineWebhook(body('parcel_status_updated', { tracking: 'yal-1', status: 'Livré', reason: '', date_status: '2026-11-24 11:30:00' }))).toEqual([
      { tracking: 'yal-1', key: 'event:42', kind: 'status', status: 'delivered', cash: null, courierStatus: 'Livré', reason: null, at: new Date('2026-11-24T10:30:00Z') },
    ]);
    // Payment events carry the payment status as `status` (as public integrations read it) and the payout's `payment_id`.
    expect(parseYalidineWebhook(body('parcel_payment_updated', { tracking: 'yal-1', order_id: 'NB-1', status: 'payed', payment_id: 'PAY-77' }))).toEqual([
      { tracking: 'yal-1', key: 'event:42', kind: 'payment', status: null, cash: 'remitted', courierStatus: 'payed', reason: 'PAY-77', at: new Date('2026-11-24T10:00:00Z') },
    ]);
    expect(parseYalidineWebhook(body('parcel_payment_updated', { tracking: 'yal-1', status: 'receivable', payment_id: null }))![0]).toMatchObject({ cash: 'with_courier', reason: null });
    // The parcels list's name for it, tolerated where `status` is absent.
    expect(parseYalidineWebhook(body('parcel_payment_updated', { tracking: 'yal-1', payment_status: 'payed' }))![0]).toMatchObject({ kind: 'payment', cash: 'remitted' });
    expect(parseYalidineWebhook(body('parcel_created', { tracking: 'yal-1' }))).toEqual([]);
    expect(parseYalidineWebhook(Buffer.from('not json'))).toBeNull();
    expect(parseYalidineWebhook(Buffer.from('{"events":"x"}'))).toBeNull();
  });

  it("reads couriers' local dates as Algiers time", () => {
    expect(algiersTime('2021-03-05', '11:04:49').toISOString()).toBe('2021-03-05T10:04:49.000Z');
    expect(Number.isNaN(algiersTime('yesterday').getTime())).toBe(true);
  });
});
