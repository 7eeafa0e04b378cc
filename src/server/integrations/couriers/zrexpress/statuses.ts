import type { ShipmentStatus } from '@shared/domain/couriers';

/**
 * ZR Express's `Situation` words (as public clients of its Procolis API switch on them) → the shop's
 * shipment statuses; null: no movement.
 */
export const ZREXPRESS_STATUSES: Record<string, ShipmentStatus | null> = {
  'En Préparation': 'created',
  'Prêt à expédier': 'created',
  'En Transit': 'in_transit',
  'En livraison': 'out_for_delivery',
  'Livrée': 'delivered',
  'Livrée [ Encaisser ]': 'delivered',
  'Retour de Dispatche': 'returning',
  'Retour Stock': 'returned',
  'Supprimée': null,
};

export const zrexpressStatus = (situation: string): ShipmentStatus | null => ZREXPRESS_STATUSES[situation.trim()] ?? null;
