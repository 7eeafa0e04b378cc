import { z } from 'zod';
import { DELIVERY_MODES } from '../domain/shipping';
import { msg } from '../messages';
import { IntIdSchema, MoneyStringSchema, oneLine } from '../schemas/fields';
import { defineRoute } from './http';

/*
 * The one pricing of a cart (docs/contract.md §8), apart from the admin's codes (coupons.ts) so that the
 * storefront's forms load only this.
 */

/** A code as a customer types it: one line, at most 50 characters (longer is no code of ours). Empty: none. */
export const CouponCodeInputSchema = oneLine(z.string().trim().max(50))
  .nullish()
  .transform((s) => s || null);

export const QuoteLineInputSchema = z.object({
  id: IntIdSchema,
  quantity: z.number().int().min(1).max(1000),
  /** docs/contract.md §8: the size, required when the plant has more than one. */
  variantId: IntIdSchema.nullish(),
});

export const QuoteInputSchema = z.object({
  items: z.array(QuoteLineInputSchema, { error: msg.checkout.errors.itemsRequired }).min(1, msg.checkout.errors.itemsRequired).max(100),
  couponCode: CouponCodeInputSchema,
  wilaya: z.string().trim().max(3).nullish(),
  delivery: z.enum(DELIVERY_MODES).default('home'),
  /** The express form's phone, when typed: a code's per-phone limits are then checked already. */
  phone: oneLine(z.string().trim().max(40)).nullish(),
});
export type QuoteInput = z.infer<typeof QuoteInputSchema>;

export const QuoteOfferSchema = z.object({ minQuantity: z.number().int(), percentOff: z.number().int() });

export const QuoteSchema = z.object({
  subtotal: MoneyStringSchema,
  discount: MoneyStringSchema,
  shipping: MoneyStringSchema,
  total: MoneyStringSchema,
  lines: z.array(
    z.object({
      id: z.number().int(),
      variantId: z.number().int().nullable(),
      /** The unit's price once its quantity offer applies. */
      unitPrice: MoneyStringSchema,
      quantity: z.number().int(),
      offer: QuoteOfferSchema.optional(),
    }),
  ),
  coupon: z.object({ code: z.string(), amount: MoneyStringSchema }).nullable(),
  /** Why the code sent does not apply, in the reader's language; null when it applies or none was sent. */
  couponError: z.string().nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const cartQuoteContract = {
  /** Public: the figures of a cart, a code's refusal as `couponError` (200). */
  quote: defineRoute({ method: 'POST', path: '/api/cart/quote', body: QuoteInputSchema, response: QuoteSchema }),
};
