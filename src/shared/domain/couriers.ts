import { ECOTRACK } from './courier-families/ecotrack';
import { YALIDINE } from './courier-families/yalidine';
import type { OrderStatus } from './order';

/**
 * The couriers a shop can hand parcels to (docs/contract.md §5; decision 018). Each courier family
 * declares itself once, in `courier-families/<id>.ts`: its brand, what it can do (webhooks, desks,
 * fees) and the settings it needs (each field's environment variable, whether it is secret, sent to
 * the courier's address with every call, required). The registry below, the settings storage, form,
 * audit and environment reading, and the server's modules (`server/integrations/couriers/<id>/`, a
 * `{ [C in CourierId]: … }` there keeps both lists equal) all read these declarations.
 */

/**
 * The settings a courier may need, each with one generic label in the catalogues
 * (`admin.couriers.fields`): its API address (`apiUrl`: where every call goes), an id, a token or a
 * key sent with the calls, a tenant, and the secret its webhooks are signed with.
 */
export const COURIER_FIELD_NAMES = ['apiUrl', 'apiId', 'apiToken', 'apiKey', 'tenant', 'webhookSecret'] as const;
export type CourierFieldName = (typeof COURIER_FIELD_NAMES)[number];

export interface CourierFieldDeclaration {
  name: CourierFieldName;
  /** The environment variable it is read from when none is saved (README "Configuration"). */
  env: string;
  /** Its value when neither the settings nor the environment give one. */
  default?: string;
  /** An example shown in the empty input (an address pattern: not translated). */
  placeholder?: string;
  /** The courier cannot take parcels without it. */
  required?: boolean;
  /**
   * Sent to the courier's address with every call: the environment's value goes only to the
   * environment's own address, and a changed address drops the saved secret unless one comes with it.
   */
  credential?: boolean;
  /** Leaves the server masked; sent back masked or empty, the saved one is kept. */
  secret?: boolean;
}

export interface CourierDeclaration {
  /** The brand shown to the owner (not translated: a name). */
  label: string;
  /** Statuses come by signed webhook (`/api/couriers/<id>/webhook`; else the server polls). */
  webhooks: boolean;
  /** Lists its stop-desks (`GET /api/shipping/desks`). */
  desks: boolean;
  /** Quotes its own fee per wilaya (shown beside the shop's table, importable into it). */
  fees: boolean;
  /** Its settings, in the order the form shows them. */
  fields: readonly CourierFieldDeclaration[];
}

/** The registry: one line per courier family. */
export const COURIER_INFO = { yalidine: YALIDINE, ecotrack: ECOTRACK } as const satisfies Record<string, CourierDeclaration>;
export type CourierId = keyof typeof COURIER_INFO;
export const COURIERS = Object.keys(COURIER_INFO) as [CourierId, ...CourierId[]];
export type CourierInfo = (typeof COURIER_INFO)[CourierId];

export const isCourierId = (value: unknown): value is CourierId => typeof value === 'string' && Object.hasOwn(COURIER_INFO, value);

/** A courier's settings, field → value ('' where none is set). */
export type CourierValues<C extends CourierId = CourierId> = Record<(typeof COURIER_INFO)[C]['fields'][number]['name'], string>;

/** The fields of a courier, typed as declarations (the `as const` entries differ in which keys they spell out). */
export const courierFields = (id: CourierId): readonly CourierFieldDeclaration[] => COURIER_INFO[id].fields;

/** The field a courier's calls go to (its API address), when it has one. */
export const ADDRESS_FIELD = 'apiUrl' satisfies CourierFieldName;

/** Its address and keys complete: every required field has a value. */
export const courierConfigured = (id: CourierId, values: Partial<Record<string, string>>) => courierFields(id).every((f) => !f.required || Boolean(values[f.name]?.trim()));

/**
 * The key a courier's setting is audited under, and how older lines named it: the courier's id then
 * the field (`yalidineApiToken`).
 */
export const courierSettingKey = (id: CourierId, field: CourierFieldName) => `${id}${field[0]!.toUpperCase()}${field.slice(1)}`;

/** The courier and field an audited key names, or null (`yalidineApiToken` → yalidine, apiToken). */
export function courierSettingOf(key: string): { courier: CourierId; field: CourierFieldName } | null {
  for (const courier of COURIERS) {
    const field = courierFields(courier).find((f) => courierSettingKey(courier, f.name) === key);
    if (field) return { courier, field: field.name };
  }
  return null;
}

/** A parcel's status, the same words for every courier (each module maps its own to these). */
export const SHIPMENT_STATUSES = ['created', 'in_transit', 'out_for_delivery', 'delivered', 'failed_attempt', 'returning', 'returned'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Where the courier is with the cash of a cash-on-delivery parcel. */
export const COURIER_CASH_STATES = ['none', 'with_courier', 'remitted'] as const;
export type CourierCashState = (typeof COURIER_CASH_STATES)[number];

/** The order status a parcel's status moves its order to (only from `shipped`), or null: it stays. */
export function orderStatusFor(status: ShipmentStatus): Extract<OrderStatus, 'delivered' | 'returned'> | null {
  if (status === 'delivered') return 'delivered';
  if (status === 'returned') return 'returned';
  return null;
}

/** Orders a courier takes: confirmed by the owner (processing), not yet handed to anyone. */
export const SHIPPABLE_ORDER_STATUSES: readonly OrderStatus[] = ['processing'];

/**
 * Of the parcels that reached their end (delivered, or returned to the shop), the share of each in
 * whole percents adding up to 100; null while none has (a rate over parcels still on their way would
 * say nothing yet).
 */
export function outcomeRates(delivered: number, returned: number): { delivered: number; returned: number } | null {
  const finished = delivered + returned;
  if (finished <= 0) return null;
  const share = Math.round((delivered / finished) * 100);
  return { delivered: share, returned: 100 - share };
}
