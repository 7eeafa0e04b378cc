import type { CourierCashState, ShipmentStatus } from '@shared/domain/couriers';
import type { CourierReason } from '@shared/domain/courier-reasons';

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

/**
 * The history's `reason` words Yalidine documents (a failed delivery attempt, then a parcel on hold) → the
 * shop's reason codes, which pages say in the reader's language (docs/contract.md §5).
 */
export const YALIDINE_REASONS: Record<string, CourierReason> = {
  'Téléphone injoignable': 'phone_unreachable',
  'Client ne répond pas': 'no_answer',
  'Faux numéro': 'wrong_number',
  'Client absent (reporté)': 'absent_postponed',
  'Client absent (échoué)': 'absent_failed',
  'Annulé par le client': 'cancelled_by_client',
  'Commande double': 'duplicate_order',
  "Le client n'a pas commandé": 'not_ordered',
  'Produit erroné': 'wrong_product',
  'Produit manquant': 'missing_product',
  'Produit cassé ou défectueux': 'damaged_product',
  'Client incapable de payer': 'cannot_pay',
  'Wilaya erronée': 'wrong_wilaya',
  'Commune erronée': 'wrong_commune',
  'Client no-show': 'no_show',
  'Adresse non livrable': 'undeliverable_address',
  'Document manquant': 'missing_document',
  'Produit interdit': 'forbidden_product',
  'Produit dangereux': 'dangerous_product',
  'Fausse déclaration': 'false_declaration',
};
