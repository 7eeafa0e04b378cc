import { z } from 'zod';
import { OrderSourceSchema } from './express-orders';
import { ORDER_DESK_ACTIONS } from '../domain/order-desk';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../domain/order';
import { msg } from '../messages';
import { defineRoute } from './http';
import { OrderSchema } from './orders';
import { AdminShipmentSchema } from './shipments';
import { pageOf, PageQuerySchema } from './paging';

/**
 * The owner's order desk (issue 11; docs/contract.md §2): the admin Orders tab (filters, CSV), the admin
 * order view and its actions. Every route answers 401 to visitors and 403 to signed-in non-admins;
 * an action the order's state does not allow answers 409.
 */

const v = msg.orderDesk.validation;

// ---- Free text an admin types ----

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A one-line field (it goes into an e-mail or a CSV cell): no newline, no control character. */
const oneLine = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, v.tooLong).refine((s) => !CONTROL.test(s), v.oneLine);

/** An internal note: several lines allowed, no other control character. */
const noteText = (max = 2000) =>
  z
    .string({ error: v.noteRequired })
    .trim()
    .max(max, v.tooLong)
    .refine((s) => !CONTROL_BUT_NEWLINES.test(s), v.oneLine);

// ---- The Orders tab ----

export const AdminOrderStatusFilterSchema = z.enum(['all', ...ORDER_STATUSES]);
export type AdminOrderStatusFilter = z.infer<typeof AdminOrderStatusFilterSchema>;
export const PaymentMethodFilterSchema = z.enum(['all', ...PAYMENT_METHODS]);
export type PaymentMethodFilter = z.infer<typeof PaymentMethodFilterSchema>;
export const PaymentStatusFilterSchema = z.enum(['all', ...PAYMENT_STATUSES]);
export type PaymentStatusFilter = z.infer<typeof PaymentStatusFilterSchema>;
/** Where an order was placed: `/checkout` or the express form (docs/contract.md §7). */
export const ORDER_CHANNELS = ['checkout', 'express'] as const;
export const ChannelFilterSchema = z.enum(['all', ...ORDER_CHANNELS]);
export type ChannelFilter = z.infer<typeof ChannelFilterSchema>;

/** `?status=&paymentMethod=&paymentStatus=&channel=&source=`: filtered on the server (docs/contract.md §2, §7), cancelled included. */
export const AdminOrderFiltersSchema = z.object({
  status: AdminOrderStatusFilterSchema.optional(),
  paymentMethod: PaymentMethodFilterSchema.optional(),
  paymentStatus: PaymentStatusFilterSchema.optional(),
  channel: ChannelFilterSchema.optional(),
  /** docs/contract.md §7: orders whose source (`utm_source`) is this, case aside. */
  source: z.string().trim().max(100).optional(),
});
export type AdminOrderFilters = z.infer<typeof AdminOrderFiltersSchema>;

export const AdminOrderListQuerySchema = PageQuerySchema.extend(AdminOrderFiltersSchema.shape);
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

/** An order as the Orders tab lists it: the customer's order plus how to reach them and where it goes. */
export const AdminOrderSchema = OrderSchema.extend({
  /** The admin's view of the parcel: also where the cash is. */
  shipment: AdminShipmentSchema.nullable(),
  /** `+213…` (docs/contract.md §4), null for orders placed without one. */
  customerPhone: z.string().nullable(),
  /** Official code, "1"…"58". */
  wilaya: z.string().nullable(),
  /** Where it was placed: `/checkout` or the express form (docs/contract.md §7). */
  channel: z.enum(ORDER_CHANNELS),
  /** The first landing's source (docs/contract.md §7); null when none was known. */
  source: OrderSourceSchema.nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderPageSchema = pageOf(AdminOrderSchema).extend({
  /** How many orders have each status, whatever the filters ('all': every order). */
  counts: z.record(AdminOrderStatusFilterSchema, z.number().int()),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

// ---- The admin order view ----

export const OrderEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['status', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled', 'note', 'call', 'payment']),
  at: z.string(),
  /** Who did it: the account's e-mail when it was done (null for the customer's own events). */
  actorEmail: z.string().nullable(),
  /** Order statuses; payment statuses for `paid`. */
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** The cancel reason, the internal note or an action's remark. */
  note: z.string().nullable(),
  details: z.record(z.string(), z.string()).nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const AdminOrderDetailSchema = AdminOrderSchema.extend({
  /** Home delivery or stop-desk; null when the order did not say. */
  delivery: z.enum(['home', 'desk']).nullable(),
  /** Where the shop's e-mails about this order go: the account's address (docs/contract.md §2), null once deleted. */
  accountEmail: z.string().nullable(),
  /** Oldest first. Internal notes included: this view is for admins only. */
  history: z.array(OrderEventSchema),
  /** What the desk may do now (`shared/domain/order-desk.ts`). */
  actions: z.array(z.enum(ORDER_DESK_ACTIONS)),
  /** decision 018: the phone's history across accounts; null for an order without a phone. */
  phoneReputation: z
    .object({
      phone: z.string(),
      orders: z.number().int(),
      delivered: z.number().int(),
      refused: z.number().int(),
      returned: z.number().int(),
      wrongNumber: z.number().int(),
      blocked: z.boolean(),
    })
    .nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** An action's optional internal remark ("confirmed by phone with Mr Benali"). */
export const ActionRemarkSchema = z.object({ note: noteText(500).optional() });
export const ShipOrderSchema = z.object({
  carrier: oneLine(v.carrierRequired, 100),
  trackingNumber: oneLine(v.trackingRequired, 100),
  note: noteText(500).optional(),
});
export type ShipOrderInput = z.infer<typeof ShipOrderSchema>;
export const CancelOrderSchema = z.object({ reason: oneLine(v.reasonRequired, 500) });
export const OrderNoteSchema = z.object({ note: noteText().pipe(z.string().min(1, v.noteRequired)) });

const OrderIdParams = z.object({ id: z.uuid() });
const action = <B extends z.ZodType>(path: string, body: B) =>
  defineRoute({ method: 'POST', path: `/api/admin/orders/:id/${path}`, params: OrderIdParams, body, response: AdminOrderDetailSchema });

export const orderDeskContract = {
  list: defineRoute({ method: 'GET', path: '/api/admin/orders', query: AdminOrderListQuerySchema, response: AdminOrderPageSchema }),
  /** `text/csv` (UTF-8 with a BOM), every order matching the filters; the response is not JSON. */
  exportCsv: defineRoute({ method: 'GET', path: '/api/admin/orders.csv', query: AdminOrderFiltersSchema, response: z.string() }),
  get: defineRoute({ method: 'GET', path: '/api/admin/orders/:id', params: OrderIdParams, response: AdminOrderDetailSchema }),
  /** pending → processing; the customer is e-mailed. */
  confirm: action('confirm', ActionRemarkSchema),
  /** Bank transfer received or cash collected: payment completed, paidAt set. */
  markPaid: action('mark-paid', ActionRemarkSchema),
  /** processing (or shipped, to correct it) → shipped with carrier and tracking; the customer is e-mailed. */
  ship: action('ship', ShipOrderSchema),
  /** shipped → delivered. */
  deliver: action('deliver', ActionRemarkSchema),
  /** → cancelled with a reason; the stock goes back once; the customer is e-mailed the reason. */
  cancel: action('cancel', CancelOrderSchema),
  /** An internal note, never shown to the customer. */
  addNote: action('notes', OrderNoteSchema),
};
