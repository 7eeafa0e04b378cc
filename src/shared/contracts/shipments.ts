import { z } from 'zod';
import { ADDRESS_FIELD, COURIERS, courierFields, SHIPMENT_STATUSES, type CourierFieldName, type CourierId } from '../domain/couriers';
import { COURIER_REASONS } from '../domain/courier-reasons';
import { msg } from '../messages';
import { MoneyStringSchema } from '../schemas/fields';
import { defineRoute } from './http';
import { ShippingWilayaSchema } from './shipping';

/**
 * Couriers and shipments (docs/contract.md §5; decision 018). Admin routes answer 401 to visitors and
 * 403 to signed-in non-admins; the couriers' webhooks are public. The stop-desks list
 * (`shippingContract.desks`) is served by this feature too.
 */

/**
 * `shipment` on every order answer: null until a courier took the parcel. `courier` is the registry's
 * id (`yalidine`, as `/api/admin/couriers/figures` and the settings name it), `courierLabel` its brand.
 */
export const ShipmentSchema = z.object({
  courier: z.string(),
  courierLabel: z.string(),
  tracking: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /**
   * Oldest first; `reason` the courier's words for a failed attempt or a return, `reasonCode` the shop's code
   * for it when the courier's documented list has it (pages say it in the reader's language), else null.
   */
  history: z.array(z.object({ status: z.enum(SHIPMENT_STATUSES), at: z.string(), reason: z.string().nullable(), reasonCode: z.enum(COURIER_REASONS).nullable() })),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** The admin's view adds where the cash is and the courier's own words. */
export const AdminShipmentSchema = ShipmentSchema.extend({
  cash: z.enum(['none', 'with_courier', 'remitted']),
  courierStatus: z.string().nullable(),
});
export type AdminShipment = z.infer<typeof AdminShipmentSchema>;

const orderIds = z.array(z.uuid()).min(1).max(100);

export const CreateShipmentsSchema = z.object({ orderIds, courier: z.enum(COURIERS) });
export type CreateShipmentsInput = z.infer<typeof CreateShipmentsSchema>;

export const ShipmentResultSchema = z.object({
  orderId: z.string(),
  ok: z.boolean(),
  tracking: z.string().optional(),
  message: z.string().optional(),
});
export type ShipmentResult = z.infer<typeof ShipmentResultSchema>;

/** `?orderIds=a,b`: order ids, comma-separated, at most 100. */
export const LabelsQuerySchema = z.object({
  orderIds: z
    .string()
    .max(4000)
    .transform((s) => s.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(orderIds),
});

// ---- Courier settings (owner's keys: masked, saved wins over the environment) ----

export const CourierAccountSchema = z.object({
  id: z.enum(COURIERS),
  label: z.string(),
  /** Keys present (saved or from the environment): the courier can take parcels. */
  configured: z.boolean(),
  webhooks: z.boolean(),
  /** Field (its declaration's names: `apiUrl`, `apiToken`…) → the value in force; secrets masked to their last 8 characters. */
  fields: z.record(z.string(), z.string()),
  /** Where the courier must send its webhooks (Yalidine). */
  webhookUrl: z.string().nullable(),
});
export type CourierAccount = z.infer<typeof CourierAccountSchema>;

export const CourierSettingsSchema = z.object({ shipFromWilaya: z.string(), couriers: z.array(CourierAccountSchema) });
export type CourierSettings = z.infer<typeof CourierSettingsSchema>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A key or an id: one line, no control character. */
const key = z.string().max(500).refine((s) => !CONTROL.test(s), msg.validation.invalidInput);
const address = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]);

/** One courier's fields as its declaration lists them (`''` clears a saved value: the environment's applies). */
const accountInput = (id: CourierId) =>
  z.object(Object.fromEntries(courierFields(id).map((f) => [f.name, f.name === ADDRESS_FIELD ? address : key])) as Record<CourierFieldName, typeof key>).partial().strict();

/**
 * `PATCH /api/admin/couriers`: the shop's sending wilaya and, per courier, only the fields that
 * change (`{ couriers: { yalidine: { apiToken: "…" } } }`); a secret sent masked or empty keeps the
 * saved one. Unknown couriers or fields are refused (400).
 */
export const UpdateCourierSettingsSchema = z
  .object({
    shipFromWilaya: z.string().regex(/^\d{1,2}$/),
    couriers: z.object(Object.fromEntries(COURIERS.map((id) => [id, accountInput(id)])) as Record<CourierId, ReturnType<typeof accountInput>>).partial().strict(),
  })
  .partial()
  .strict();
export type UpdateCourierSettingsInput = z.infer<typeof UpdateCourierSettingsSchema>;

/**
 * The dashboard's courier figures (issue 24 item 3), from the parcels handed to couriers: the
 * cash-on-delivery money each courier collected and has not paid out yet, and per courier and
 * wilaya how many parcels were delivered and how many came back.
 */
export const CourierFiguresSchema = z.object({
  cashHeld: z.array(z.object({ courier: z.string(), label: z.string(), amount: MoneyStringSchema, parcels: z.number().int() })),
  outcomes: z.array(
    z.object({
      courier: z.string(),
      label: z.string(),
      /** The order's wilaya code ("31"); null for an order without one. */
      wilaya: z.string().nullable(),
      parcels: z.number().int(),
      delivered: z.number().int(),
      returned: z.number().int(),
    }),
  ),
});
export type CourierFigures = z.infer<typeof CourierFiguresSchema>;

/**
 * A courier's own fees from the shop's ship-from wilaya (issue 24 item 4, decision 018 "Courier
 * fees"), beside the owner's table: per wilaya the courier serves or not (1–58), home and stop-desk
 * (null: no such service), and how many of the table's wilayas an import would change.
 */
const FeeFiguresSchema = z.object({ home: MoneyStringSchema, desk: MoneyStringSchema.nullable() });
export const CourierFeesSchema = z.object({
  courier: z.enum(COURIERS),
  label: z.string(),
  /** The ship-from wilaya's code ("16"). */
  from: z.string(),
  fees: z.array(z.object({ wilaya: z.string(), home: MoneyStringSchema.nullable(), desk: MoneyStringSchema.nullable() })),
  changes: z.number().int(),
});
export type CourierFees = z.infer<typeof CourierFeesSchema>;

/** What an import changed (`before` null: a wilaya that had no row) and the table after it. */
export const CourierFeesImportSchema = z.object({
  changed: z.array(z.object({ wilaya: z.string(), before: FeeFiguresSchema.nullable(), after: FeeFiguresSchema })),
  rates: z.array(ShippingWilayaSchema),
});
export type CourierFeesImport = z.infer<typeof CourierFeesImportSchema>;

const CourierParams = z.object({ id: z.enum(COURIERS) });
const received = z.object({ received: z.literal(true) });

export const shipmentsContract = {
  /** One parcel per confirmed order, in one go; a result per order (200 even when some fail). */
  create: defineRoute({ method: 'POST', path: '/api/admin/shipments', body: CreateShipmentsSchema, response: z.object({ results: z.array(ShipmentResultSchema) }) }),
  /** `application/pdf`: the orders' labels, one after the other. Not JSON. */
  labels: defineRoute({ method: 'GET', path: '/api/admin/shipments/labels', query: LabelsQuerySchema, response: z.string() }),
  settings: defineRoute({ method: 'GET', path: '/api/admin/couriers', response: CourierSettingsSchema }),
  updateSettings: defineRoute({ method: 'PATCH', path: '/api/admin/couriers', body: UpdateCourierSettingsSchema, response: CourierSettingsSchema }),
  /** Calls the courier with the keys in force: 200 `{ ok: true }`, or 400 with what the courier answered (keys refused, unreachable), 409 when it has no keys. */
  test: defineRoute({ method: 'POST', path: '/api/admin/couriers/:id/test', params: CourierParams, response: z.object({ ok: z.literal(true) }) }),
  /** Admins: the cash the couriers hold and the delivery/return counts per courier and wilaya. */
  figures: defineRoute({ method: 'GET', path: '/api/admin/couriers/figures', response: CourierFiguresSchema }),
  /** Ecotrack-style couriers: ask now instead of waiting for the poller. */
  poll: defineRoute({ method: 'POST', path: '/api/admin/couriers/:id/poll', params: CourierParams, response: z.object({ updated: z.number().int() }) }),
  /** Admins: the courier's fees beside the table; 409 without keys or fees, 503 when the courier cannot be read. */
  fees: defineRoute({ method: 'GET', path: '/api/admin/couriers/:id/fees', params: CourierParams, response: CourierFeesSchema }),
  /** Admins (who edit the rates table): the courier's fees into the table, in one transaction; nothing changes on 409/503. */
  importFees: defineRoute({ method: 'POST', path: '/api/admin/couriers/:id/fees/import', params: CourierParams, response: CourierFeesImportSchema }),
  /**
   * A courier's signed webhook (those whose declaration says `webhooks`; Yalidine's address is
   * `/api/couriers/yalidine/webhook`): raw body, the signature checked first; 404 for a courier
   * without webhooks. `GET` on the same address answers the courier's registration check.
   */
  courierWebhook: defineRoute({ method: 'POST', path: '/api/couriers/:courier/webhook', params: z.object({ courier: z.string().max(40) }), response: received }),
};
