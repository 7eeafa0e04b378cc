import { CASH_ON_DELIVERY } from '../domain/payment-methods';
import { z } from 'zod';
import { DELIVERY_MODES } from '../domain/shipping';
import { msg } from '../messages';
import { EmailSchema, IntIdSchema, oneLine } from '../schemas/fields';
import { formStateRoute, FormStateSchema, type FormState } from './form-state';
import { defineRoute } from './http';
import { NameTranslationsSchema } from './name-translations';
import { OrderSchema, withStreetRule } from './orders';

const x = msg.express;
const m = msg.checkout;

/** docs/contract.md §7: a line of the express form; `variantId` is for plants with sizes. */
export const ExpressLineSchema = z.object({
  id: IntIdSchema,
  quantity: z.number().int().min(1).max(1000),
  variantId: IntIdSchema.nullish(),
});

/** The fields of the express form, as named in the HTML form and in JSON (docs/contract.md §7). */
export const ExpressOrderSchema = withStreetRule(
  z.object({
    items: z.array(ExpressLineSchema, { error: m.errors.itemsRequired }).min(1, m.errors.itemsRequired).max(100),
    customerName: oneLine(z.string({ error: x.errors.nameRequired }).trim().min(1, x.errors.nameRequired).max(200, m.validation.tooLong)),
    phone: oneLine(z.string({ error: m.validation.phoneRequired }).trim().min(1, m.validation.phoneRequired).max(40, m.validation.tooLong)),
    wilaya: z.string({ error: m.validation.wilayaRequired }).trim().min(1, m.validation.wilayaRequired).max(3),
    commune: z.string().trim().max(8).nullish(),
    delivery: z.enum(DELIVERY_MODES).default('home'),
    desk: oneLine(z.string().trim().max(100, m.validation.tooLong)).nullish(),
    address: oneLine(z.string().trim().max(500, m.validation.tooLong)).nullish(),
    email: z.union([z.literal(''), EmailSchema]).nullish(),
    couponCode: oneLine(z.string().trim().max(50)).nullish(),
    note: oneLine(z.string().trim().max(500, m.validation.tooLong)).nullish(),
    /** A field people never see (a trap for robots): non-empty is 400. */
    website: z.string().max(500).nullish(),
    /** Cash on delivery only. */
    paymentMethod: z.literal(CASH_ON_DELIVERY, { error: x.errors.codOnly }).optional(),
  }),
);
export type ExpressOrderInput = z.infer<typeof ExpressOrderSchema>;
export type ExpressOrderFields = z.input<typeof ExpressOrderSchema>;

export const ExpressOrderResultSchema = z.object({ order: OrderSchema, orderUrl: z.string(), duplicate: z.boolean() });
export type ExpressOrderResult = z.infer<typeof ExpressOrderResultSchema>;

/** `#xxxxxxxx`: the last 8 characters of the order's id, as the pages show it (orderNumber). */
export const TrackSchema = z.object({
  number: z
    .string({ error: x.errors.trackNotFound })
    .trim()
    .transform((s) => s.replace(/^#/, '').toLowerCase())
    .pipe(z.string().regex(/^[0-9a-f]{8}$/, x.errors.trackNotFound)),
  phone: oneLine(z.string({ error: m.validation.phoneRequired }).trim().min(1, m.validation.phoneRequired).max(40, m.validation.tooLong)),
});

export const DraftSchema = z.object({
  draftId: z.uuid().nullish(),
  phone: oneLine(z.string().trim().min(1, m.validation.phoneRequired).max(40, m.validation.tooLong)),
  customerName: oneLine(z.string().trim().max(200, m.validation.tooLong)).nullish(),
  wilaya: z.string().trim().max(3).nullish(),
  items: z.array(ExpressLineSchema).max(100),
});

/** A form left half-way that no order of its phone followed yet (docs/contract.md §7): the desk's "to call back". */
export const DraftViewSchema = z.object({
  id: z.uuid(),
  /** `+213…`, as orders store it. */
  phone: z.string(),
  customerName: z.string().nullable(),
  wilaya: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      quantity: z.number().int(),
      variantId: z.number().int().nullish(),
      /** The plant's name and its French and Arabic ones; null once the plant is deleted. */
      name: z.string().nullable(),
      translations: NameTranslationsSchema,
      /** The size's names, for a plant sold by size (docs/contract.md §8); null otherwise or once it is gone. */
      size: z.object({ label: z.string(), labelFr: z.string().nullable(), labelAr: z.string().nullable() }).nullable(),
    }),
  ),
  updatedAt: z.string(),
});
export type DraftView = z.infer<typeof DraftViewSchema>;

/** Where an order came from (docs/contract.md §7): admin order answers carry it. */
export const OrderSourceSchema = z.object({
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  clickId: z.string().nullable(),
  referrer: z.string().nullable(),
});
export type OrderSource = z.infer<typeof OrderSourceSchema>;

/** What a no-JavaScript form sent and why it was refused, for the page that shows it again. */
export const ExpressFormStateSchema = FormStateSchema;
export type ExpressFormState = FormState;

export const expressContract = {
  /** The refused no-JavaScript form's state (`?xf=` of the page it came from), kept 15 minutes. */
  formState: formStateRoute,
  /** 201 a new order; 200 with `duplicate: true` when the same phone ordered the same items still open. */
  create: defineRoute({ method: 'POST', path: '/api/orders/express', body: ExpressOrderSchema, response: ExpressOrderResultSchema, status: 201 }),
  track: defineRoute({ method: 'POST', path: '/api/orders/track', body: TrackSchema, response: z.object({ orderUrl: z.string() }) }),
  draft: defineRoute({ method: 'PUT', path: '/api/orders/express/draft', body: DraftSchema, response: z.object({ draftId: z.uuid() }) }),
  drafts: defineRoute({ method: 'GET', path: '/api/admin/orders/drafts', response: z.array(DraftViewSchema) }),
  deleteDraft: defineRoute({
    method: 'DELETE',
    path: '/api/admin/orders/drafts/:id',
    params: z.object({ id: z.uuid() }),
    response: z.object({ deleted: z.boolean() }),
  }),
};
