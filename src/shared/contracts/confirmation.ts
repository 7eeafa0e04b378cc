import { z } from 'zod';
import { CALL_OUTCOMES } from '../domain/confirmation';
import { MoneyStringSchema, wholeNumber } from '../schemas/fields';
import { AdminOrderDetailSchema } from './order-desk';
import { defineRoute } from './http';

/** decision 018: what the desk knows of a phone number across every account (defined with the order view). */
export const PhoneReputationSchema = AdminOrderDetailSchema.shape.phoneReputation.unwrap();
export type PhoneReputation = z.infer<typeof PhoneReputationSchema>;

/** A cash-on-delivery order waiting for its confirmation call. */
export const ConfirmationItemSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  customerName: z.string(),
  phone: z.string().nullable(),
  wilaya: z.string().nullable(),
  city: z.string(),
  totalAmount: MoneyStringSchema,
  locale: z.enum(['en', 'fr', 'ar']),
  /** `tel:` and `https://wa.me/…?text=` (the message in the customer's language); null without a phone. */
  telUrl: z.string().nullable(),
  whatsappUrl: z.string().nullable(),
  unanswered: z.number().int(),
  lastCallAt: z.string().nullable(),
  reputation: PhoneReputationSchema.nullable(),
});
export type ConfirmationItem = z.infer<typeof ConfirmationItemSchema>;

export const ConfirmationQueueSchema = z.object({
  items: z.array(ConfirmationItemSchema),
  rule: z.object({ attempts: z.number().int(), days: z.number().int() }),
});
export type ConfirmationQueue = z.infer<typeof ConfirmationQueueSchema>;

export const RecordCallSchema = z.object({ outcome: z.enum(CALL_OUTCOMES), note: z.string().trim().max(500).optional() });
export const BlockPhoneSchema = z.object({ phone: z.string().trim().min(1).max(40), blocked: z.boolean() });
/** The signed link's parts (decision 018): expiry (Unix seconds) and the HMAC. */
export const ConfirmLinkSchema = z.object({ expires: z.number().int().min(0).max(1e11), sig: z.string().trim().min(1).max(200) });

const OrderIdParams = z.object({ id: z.uuid() });
/** The same link's parts as the page reads them from its address (digits only for the expiry). */
export const ConfirmLinkQuerySchema = z.strictObject({ expires: wholeNumber(0, 1e11), sig: z.string().trim().min(1).max(200) });

export const confirmationContract = {
  /** Admin: pending cash-on-delivery orders, oldest first. */
  queue: defineRoute({ method: 'GET', path: '/api/admin/confirmations', response: ConfirmationQueueSchema }),
  /** Admin: a call's outcome; confirmed → processing, refused / wrong number → cancelled (stock back). */
  recordCall: defineRoute({ method: 'POST', path: '/api/admin/orders/:id/calls', params: OrderIdParams, body: RecordCallSchema, response: AdminOrderDetailSchema }),
  /** Admin: block or allow cash on delivery for a number. */
  blockPhone: defineRoute({ method: 'PUT', path: '/api/admin/blocked-phones', body: BlockPhoneSchema, response: PhoneReputationSchema }),
  /**
   * Anyone holding the e-mail's signed link: which order it is and its amount, before the tap (reading
   * changes nothing; a forged or expired link is 400 like the confirmation's).
   */
  previewByLink: defineRoute({
    method: 'GET',
    path: '/api/orders/:id/confirm',
    params: OrderIdParams,
    query: ConfirmLinkQuerySchema,
    response: z.object({ status: z.enum(['pending', 'already', 'closed']), number: z.string(), totalAmount: MoneyStringSchema }),
  }),
  /** Anyone holding the e-mail's signed link: confirms that order, nothing else. */
  confirmByLink: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/confirm',
    params: OrderIdParams,
    body: ConfirmLinkSchema,
    response: z.object({ status: z.enum(['confirmed', 'already']), number: z.string(), totalAmount: MoneyStringSchema }),
  }),
};
