import type { CourierCashState, ShipmentStatus } from '@shared/domain/couriers';

/**
 * Yalidine's `last_status` / history `status` words (its documentation's list, shared by Guepex and
 * the sister couriers) → the shop's shipment statuses. Null: a status that says nothing about where
 * the parcel is (kept in the history as the courier said it, the shipment's status unchanged).
 * Decision 018 prints this table.
 */
export const YALIDINE_STATUSES: Record<string, ShipmentStatus | null> = {
  'Pas encore expédié': 'created',
  'A vérifier': 'created',
  'En préparation': 'created',
  'Pas encore ramassé': 'created',
  'Prêt à expédier': 'created',
  Ramassé: 'in_transit',
  Bloqué: null,
  Débloqué: null,
  Transfert: 'in_transit',
  Expédié: 'in_transit',
  Centre: 'in_transit',
  'En localisation': 'in_transit',
  'Vers Wilaya': 'in_transit',
  'Reçu à Wilaya': 'in_transit',
  'En attente du client': 'out_for_delivery',
  'Sorti en livraison': 'out_for_delivery',
  'En attente': null,
  'En alerte': null,
  'Alerte résolue': null,
  'Tentative échouée': 'failed_attempt',
  Livré: 'delivered',
  'Echèc livraison': 'returning',
  'Retour vers centre': 'returning',
  'Retourné au centre': 'returning',
  'Retour transfert': 'returning',
  'Retour groupé': 'returning',
  'Retour à retirer': 'returning',
  'Retour vers vendeur': 'returning',
  'Retourné au vendeur': 'returned',
  'Echange échoué': 'returning',
};

export const yalidineStatus = (status: string): ShipmentStatus | null => YALIDINE_STATUSES[status.trim()] ?? null;

/** `payment_status`: not-ready → ready → receivable (the courier holds the cash) → payed (paid out to the shop). */
export function yalidineCash(paymentStatus: string): CourierCashState | null {
  if (paymentStatus === 'payed') return 'remitted';
  if (paymentStatus === 'ready' || paymentStatus === 'receivable') return 'with_courier';
  if (paymentStatus === 'not-ready') return 'none';
  return null;
}
