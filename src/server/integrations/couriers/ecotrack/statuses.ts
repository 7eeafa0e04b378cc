import type { CourierCashState, ShipmentStatus } from '@shared/domain/couriers';
import type { CourierReason } from '@shared/domain/courier-reasons';

/**
 * Ecotrack's order statuses (its documentation's `get/orders/status` list, the same on DHD,
 * Conexlog, World Express… tenants) → the shop's shipment statuses and the courier's cash. Null: no
 * movement (`suspendu` may resume; `annule` is the shop's own cancellation). Decision 018 prints it.
 */
export const ECOTRACK_STATUSES: Record<string, { status: ShipmentStatus | null; cash: CourierCashState | null }> = {
  prete_a_expedier: { status: 'created', cash: null },
  en_ramassage: { status: 'in_transit', cash: null },
  en_preparation_stock: { status: 'in_transit', cash: null },
  vers_hub: { status: 'in_transit', cash: null },
  en_hub: { status: 'in_transit', cash: null },
  vers_wilaya: { status: 'in_transit', cash: null },
  en_preparation: { status: 'in_transit', cash: null },
  en_livraison: { status: 'out_for_delivery', cash: null },
  suspendu: { status: 'failed_attempt', cash: null },
  livre_non_encaisse: { status: 'delivered', cash: 'with_courier' },
  encaisse_non_paye: { status: 'delivered', cash: 'with_courier' },
  paiements_prets: { status: 'delivered', cash: 'with_courier' },
  paye_et_archive: { status: 'delivered', cash: 'remitted' },
  retour_chez_livreur: { status: 'returning', cash: null },
  retour_transit_entrepot: { status: 'returning', cash: null },
  retour_en_traitement: { status: 'returning', cash: null },
  retour_recu: { status: 'returned', cash: null },
  retour_archive: { status: 'returned', cash: null },
  annule: { status: null, cash: null },
};

export const ecotrackStatus = (status: string) => ECOTRACK_STATUSES[status.trim()] ?? { status: null, cash: null };

/**
 * The reasons an Ecotrack tenant's agent gives in a parcel's `activity` (a suspended delivery, a return) →
 * the shop's reason codes, which pages say in the reader's language (docs/contract.md §5).
 */
export const ECOTRACK_REASONS: Record<string, CourierReason> = {
  'Client absent': 'client_absent',
  'Client injoignable': 'phone_unreachable',
  'Client ne répond pas': 'no_answer',
  'Numéro erroné': 'wrong_number',
  'Reporté par le client': 'postponed_by_client',
  'Annulé par le client': 'cancelled_by_client',
  'Refusé par le client': 'refused_by_client',
  'Adresse erronée': 'wrong_address',
  'Commande double': 'duplicate_order',
  "Le client n'a pas commandé": 'not_ordered',
};
