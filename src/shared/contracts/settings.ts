import { z } from 'zod';
import { MoneyStringSchema } from '../schemas/fields';
import { defineRoute } from './http';

/**
 * `GET /api/admin/settings` (docs/contract.md §2): everyone gets the public settings; admins also get
 * the bank details and the secret keys masked to their last 8 characters. A secret never leaves the
 * server in full. Amounts are decimal strings in DA ("5000.00"), like every amount on the wire.
 */
export const PublicSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  logo: z.string(),
  favicon: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  /** Free shipping from this subtotal on. */
  minFreeShipping: MoneyStringSchema,
  /** Shipping below it. */
  shippingFee: MoneyStringSchema,
  stripePublishableKey: z.string(),
  /** The methods the admin enabled, in order (payment-methods.ts ids). */
  paymentMethods: z.array(z.string()),
  defaultPaymentMethod: z.string(),
  /** Of those, the ones that can take orders now (configured): what checkout offers. */
  availablePaymentMethods: z.array(z.string()),
  /** True when card payment is enabled and Stripe's keys are configured. */
  cardPaymentsAvailable: z.boolean(),
  /** docs/contract.md §7: the express order form is on (default true; any admin may turn it off). */
  expressOrders: z.boolean().optional(),
  /** docs/contract.md §9: the ad platforms' pixel ids the browser pixels load (not secrets); null when none is set. */
  metaPixelId: z.string().nullable(),
  tiktokPixelId: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const SettingsSchema = PublicSettingsSchema.extend({
  /** Admins only: masked ('********' + last 8 characters), '' when not configured. */
  stripeSecretKey: z.string().optional(),
  stripeWebhookSecret: z.string().optional(),
  chargilySecretKey: z.string().optional(),
  /** Admins only: why an enabled method cannot take orders yet (e.g. no bank details). */
  paymentMethodProblems: z.record(z.string(), z.string()).optional(),
  /** Admins only: used in the bank transfer e-mail. */
  bankName: z.string().optional(),
  bankAccountHolder: z.string().optional(),
  bankRib: z.string().optional(),
  /** Admins only: the shop's CCP account, for transfers from a CCP account (docs/contract.md §4). */
  ccpNumber: z.string().optional(),
  ccpKey: z.string().optional(),
  ccpHolder: z.string().optional(),
  /** Admins only: the seller's identity as the owner typed it ('' = not published; issue 29 item 7). */
  sellerName: z.string().optional(),
  sellerAddress: z.string().optional(),
  sellerRc: z.string().optional(),
  sellerNif: z.string().optional(),
  /** Admins only: a new or edited review is published without waiting for approval (issue 27). */
  publishReviewsAtOnce: z.boolean().optional(),
  /** Admins only: the owner is e-mailed each new order (issue 29). */
  notifyNewOrders: z.boolean().optional(),
  /** Admins only: the day the 11 wilayas of law 26-06 operate (the setting, else the law's date; decision 019). */
  newWilayasFrom: z.string().optional(),
  /** Admins only: a COD order is cancelled after this many unanswered calls over at least this many days (decision 018). */
  codConfirmAttempts: z.number().int().optional(),
  codConfirmDays: z.number().int().optional(),
  /** Admins only: the shop's phone and WhatsApp number, as Algerians read them ('' = none; issue 29). */
  contactPhone: z.string().optional(),
  whatsappNumber: z.string().optional(),
  /** Admins only: the shop's contact e-mail (issue 38 item 9). */
  contactEmail: z.string().optional(),
  /** Admins only: what unpaid orders may hold and for how long (docs/contract.md §2, @shared/domain/unpaid-orders). */
  unpaidUnitsPerOrder: z.number().int().optional(),
  unpaidUnitsPerAccount: z.number().int().optional(),
  bankTransferDays: z.number().int().optional(),
  cardPaymentMinutes: z.number().int().optional(),
  /** Admins only: the home page shows a figure only from this number on (docs/contract.md §6). */
  homeFiguresFrom: z.number().int().optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** How a secret is shown: its last 8 characters only. */
export const SECRET_MASK = '********';

export const settingsContract = {
  get: defineRoute({ method: 'GET', path: '/api/admin/settings', response: SettingsSchema }),
};
