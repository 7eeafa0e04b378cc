import { z } from 'zod';
import { parseMoney, toMoneyString } from '../domain/money';
import { ORDER_STATUSES } from '../domain/order';
import { PAYMENT_METHODS } from '../domain/payment-methods';
import { HOME_FIGURES_MAX, HOME_FIGURES_MIN } from '../domain/home-figures';
import { UNPAID_LIMITS } from '../domain/unpaid-orders';
import { normalizeAlgerianMobile, normalizeAlgerianPhone } from '../domain/phone';
import { isCalendarDate } from '../domain/wilayas';
import { isNif, isRcNumber, nifDigits, SELLER_ADDRESS_MAX, SELLER_NAME_MAX, SELLER_RC_MAX } from '../domain/seller-identity';
import { msg } from '../messages';
import { emailSchema, FirstNameSchema, LastNameSchema, MoneyStringSchema, NewPasswordSchema, oneLine } from '../schemas/fields';
import { CurrentUserSchema, RoleSchema } from './auth';
import { defineRoute } from './http';
import { PageQuerySchema } from './paging';
import { SettingsSchema } from './settings';

/**
 * The admin dashboard's own API (spec §7 admin calls; docs/contract.md §2). Every route here answers 401
 * to visitors and 403 to signed-in non-admins. The catalogue's admin mutations are in `catalog.ts`,
 * the order status change in `orders.ts`, the order desk (orders list, view, actions, CSV) in
 * `order-desk.ts`, the inbox in `contact.ts` and `newsletter.ts`.
 */

const m = msg.admin.errors;

// ---- Stats (spec §2 stat cards) ----

export const StatTrendSchema = z.object({
  /** What the card says, in the spec's wording: '+12% from last month', 'New this week'. */
  text: z.string(),
  kind: z.enum(['up', 'down', 'same', 'new']),
  /** Rounded change in percent; null when the previous period had nothing. */
  percent: z.number().int().nullable(),
  period: z.enum(['lastMonth', 'lastWeek', 'yesterday']),
  /** The two figures compared: counts ("3"), or amounts in DA ("12500.00") for revenue. */
  current: z.string(),
  previous: z.string(),
});
export type StatTrend = z.infer<typeof StatTrendSchema>;

/**
 * Spec §3 Admin stats, plus the trend of each card, computed from the data:
 * - totalPlants: plants in the catalogue; trend: plants added this month vs. the same stretch of last month;
 * - activeOrders: orders pending, processing or shipped; trend: orders placed this week (not cancelled) vs. last week;
 * - totalRevenue (DA): paid orders only (`countsAsRevenue`): payment completed and status one of
 *   `revenueOrderStatuses` (never cancelled); trend: that revenue by the day it was paid, this month vs. last month;
 * - plantIds: identifications made today (shop time, UTC+1); trend: today vs. yesterday at the same hour.
 */
export const AdminStatsSchema = z.object({
  totalPlants: z.number().int(),
  activeOrders: z.number().int(),
  totalRevenue: MoneyStringSchema,
  plantIds: z.number().int(),
  trends: z.object({
    totalPlants: StatTrendSchema,
    activeOrders: StatTrendSchema,
    totalRevenue: StatTrendSchema,
    plantIds: StatTrendSchema,
  }),
  revenueOrderStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** Application Info (docs/contract.md §2: the real version, environment and database). */
export const AppInfoSchema = z.object({
  version: z.string(),
  environment: z.enum(['production', 'development', 'test']),
  /** E.g. 'PostgreSQL 17.4 (PGlite, embedded)'. */
  database: z.string(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

// ---- Users (spec §5 Admin user) ----

/** Spec §5 Admin user: 'Invalid email address' (the admin form's own wording). */
export const AdminEmailSchema = emailSchema(m.emailInvalid);

const RoleInputSchema = z.enum(RoleSchema.options, { error: msg.validation.invalidInput });

/** A user as admins see it: the same fields as the current user (isOwner names the OWNER_EMAIL account). */
export const AdminUserSchema = CurrentUserSchema;
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `POST /api/admin/users` and the 'Add New User' dialog. Giving the role 'admin' takes the owner. */
export const AdminUserCreateSchema = z.object({
  email: AdminEmailSchema,
  password: NewPasswordSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  role: RoleInputSchema.default('user'),
});
export type AdminUserCreateValues = z.input<typeof AdminUserCreateSchema>;
export type AdminUserCreate = z.output<typeof AdminUserCreateSchema>;

/**
 * `PATCH /api/admin/users/:id` and the 'Edit User' dialog. The spec keeps the password rule when
 * editing (the field starts empty); we read an empty password as "keep the current one" — an admin
 * editing a name must not have to reset the password — and a typed one must still have 6 characters.
 * `role`, when sent and different, takes the owner (like the role route).
 */
export const AdminUserUpdateSchema = z.object({
  email: AdminEmailSchema,
  password: z
    .string()
    .max(200)
    .optional()
    .transform((s) => (s ? s : undefined))
    .pipe(NewPasswordSchema.optional()),
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  role: RoleInputSchema.optional(),
});
export type AdminUserUpdateValues = z.input<typeof AdminUserUpdateSchema>;
export type AdminUserUpdate = z.output<typeof AdminUserUpdateSchema>;

/**
 * The spec's call table answers a plain list: without `page`/`pageSize` every user comes back; with
 * either, one page (20 rows unless `pageSize` says). The total number of matches is always in the
 * `X-Total-Count` header, as on `GET /api/plants`.
 */
export const AdminUserListQuerySchema = z.object({
  page: PageQuerySchema.shape.page.removeDefault().optional(),
  pageSize: PageQuerySchema.shape.pageSize.removeDefault().optional(),
  /** Part of the e-mail or the name; blank means every user. */
  search: z.string().trim().max(100).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

const UserIdParams = z.object({ id: z.uuid() });

// ---- Settings (spec §5 Admin settings; docs/contract.md §2 secrets) ----

/** An absolute http(s) URL or a path on this site (`/images/...`). */
export function isUrlOrPath(s: string): boolean {
  if (s.startsWith('/')) return !s.startsWith('//') && !/\s/.test(s);
  try {
    const url = new URL(s);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max, m.tooLong).optional();

/** 'valid URL or empty' (spec §5); empty clears it. */
const UrlOrEmptySchema = z
  .string()
  .trim()
  .max(2000, m.urlInvalid)
  .refine((s) => s === '' || isUrlOrPath(s), m.urlInvalid)
  .optional();

/** '#22c55e' (or '#2c5'); empty keeps the current colour. */
const ColorSchema = z
  .string()
  .trim()
  .refine((s) => s === '' || /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(s), m.colorInvalid)
  .optional()
  .transform((s) => (s ? s.toLowerCase() : undefined));

const MAX_AMOUNT_CENTIMES = 1_000_000_000;

/**
 * A DA amount typed as text or a number ("5000", "400.5"), answered normalised ("5000.00"). The spec
 * turns an empty number field into ''; our amounts are never empty, so empty keeps the current one.
 */
const SettingsAmountSchema = z
  .union([z.string(), z.number()], { error: m.amountInvalid })
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).trim()))
  .superRefine((s, ctx) => {
    if (s === '') return;
    if (!/^\d+(?:\.\d{1,2})?$/.test(s)) ctx.addIssue({ code: 'custom', message: m.amountInvalid });
    else if ((parseMoney(s) ?? Infinity) > MAX_AMOUNT_CENTIMES) ctx.addIssue({ code: 'custom', message: m.amountTooHigh });
  })
  .transform((s) => (s === '' ? undefined : toMoneyString(parseMoney(s) ?? 0)));

/** '' or a number `normalize` accepts, sent on as its E.164 form. */
const phoneOrEmpty = (normalize: (s: string) => string | null, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((s) => s === '' || normalize(s) !== null, message)
    .transform((s) => (s === '' ? '' : normalize(s)!))
    .optional();

/** A one-line text of at most `max` characters (control characters refused, docs/contract.md §2); '' clears it. */
const oneLineText = (max: number) => oneLine(z.string({ error: m.tooLong }).trim().max(max, m.tooLong));

/** A whole number within one of the unpaid-order limits (UNPAID_LIMITS), with that setting's message. */
const unpaidLimit = (key: keyof typeof UNPAID_LIMITS) => {
  const message = m[`${key}Invalid`];
  return z.number({ error: message }).int(message).min(UNPAID_LIMITS[key].min, message).max(UNPAID_LIMITS[key].max, message).optional();
};

/**
 * `PATCH /api/admin/settings` and the settings dialog: any subset of the fields. A secret sent masked
 * (as GET shows it: '********' + its last 8 characters) or empty keeps the stored secret.
 */
export const AdminSettingsUpdateSchema = z
  .object({
    siteName: oneLine(z.string({ error: m.siteNameRequired }).trim().min(1, m.siteNameRequired).max(100, m.tooLong)).optional(),
    siteDescription: text(500),
    logo: UrlOrEmptySchema,
    favicon: UrlOrEmptySchema,
    stripePublishableKey: text(255),
    stripeSecretKey: text(255),
    stripeWebhookSecret: text(255),
    chargilySecretKey: text(255),
    primaryColor: ColorSchema,
    secondaryColor: ColorSchema,
    minFreeShipping: SettingsAmountSchema,
    shippingFee: SettingsAmountSchema,
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1, m.paymentMethodsRequired).optional(),
    defaultPaymentMethod: z.enum(PAYMENT_METHODS).optional(),
    // Where the money goes, shown in every transfer's e-mail: one line each (docs/contract.md §2).
    bankName: oneLineText(200).optional(),
    bankAccountHolder: oneLineText(200).optional(),
    bankRib: oneLineText(100).optional(),
    /** The CCP account: up to 10 digits, its 2-digit key, its holder ('' clears them). */
    ccpNumber: z.string({ error: m.ccpNumberInvalid }).trim().regex(/^\d{0,10}$/, m.ccpNumberInvalid).optional(),
    ccpKey: z.string({ error: m.ccpKeyInvalid }).trim().regex(/^(\d{2})?$/, m.ccpKeyInvalid).optional(),
    ccpHolder: oneLineText(200).optional(),
    /** The seller's identity (law 18-05 art. 11; @shared/domain/seller-identity); '' withdraws a part. */
    sellerName: oneLineText(SELLER_NAME_MAX).optional(),
    sellerAddress: oneLineText(SELLER_ADDRESS_MAX).optional(),
    sellerRc: oneLineText(SELLER_RC_MAX)
      .refine((s) => s === '' || isRcNumber(s), m.sellerRcInvalid)
      .optional(),
    sellerNif: oneLineText(40)
      .transform(nifDigits)
      .refine((s) => s === '' || isNif(s), m.sellerNifInvalid)
      .optional(),
    publishReviewsAtOnce: z.boolean().optional(),
    notifyNewOrders: z.boolean().optional(),
    /** docs/contract.md §7: the express order form. */
    expressOrders: z.boolean().optional(),
    /** When the 11 wilayas of law 26-06 operate ('' = the law's 2027-01-01), decision 019. */
    newWilayasFrom: z
      .string()
      .trim()
      .refine((d) => d === '' || isCalendarDate(d), msg.communes.switchDateInvalid)
      .optional(),
    /** COD confirmation (decision 018): cancel after this many unanswered calls over at least this many days. */
    codConfirmAttempts: z.number({ error: m.codConfirmAttemptsInvalid }).int(m.codConfirmAttemptsInvalid).min(1, m.codConfirmAttemptsInvalid).max(20, m.codConfirmAttemptsInvalid).optional(),
    codConfirmDays: z.number({ error: m.codConfirmDaysInvalid }).int(m.codConfirmDaysInvalid).min(0, m.codConfirmDaysInvalid).max(30, m.codConfirmDaysInvalid).optional(),
    /** The shop's phone (mobile or fixed line) and WhatsApp (a mobile), stored as E.164; '' removes it. */
    contactPhone: phoneOrEmpty(normalizeAlgerianPhone, m.shopPhoneInvalid),
    whatsappNumber: phoneOrEmpty(normalizeAlgerianMobile, m.whatsappInvalid),
    /** Where customers write (issue 38 item 9): the footer, contact, help and legal pages, and the Reply-To of the shop's e-mails. */
    contactEmail: emailSchema(m.contactEmailInvalid).optional(),
    /** Stock held only by orders that will be paid (docs/contract.md §2). */
    unpaidUnitsPerOrder: unpaidLimit('unpaidUnitsPerOrder'),
    unpaidUnitsPerAccount: unpaidLimit('unpaidUnitsPerAccount'),
    bankTransferDays: unpaidLimit('bankTransferDays'),
    cardPaymentMinutes: unpaidLimit('cardPaymentMinutes'),
    /** The home page's figures show from this number on (docs/contract.md §6): below it, a figure is hidden. */
    homeFiguresFrom: z
      .number({ error: m.homeFiguresFromInvalid })
      .int(m.homeFiguresFromInvalid)
      .min(HOME_FIGURES_MIN, m.homeFiguresFromInvalid)
      .max(HOME_FIGURES_MAX, m.homeFiguresFromInvalid)
      .optional(),
  })
  .refine((s) => !s.paymentMethods || !s.defaultPaymentMethod || s.paymentMethods.includes(s.defaultPaymentMethod), {
    message: m.defaultMethodNotOffered,
    path: ['defaultPaymentMethod'],
  });
export type AdminSettingsValues = z.input<typeof AdminSettingsUpdateSchema>;
export type AdminSettingsUpdate = z.output<typeof AdminSettingsUpdateSchema>;

// ---- Uploaded images ----

export const UploadedImageSchema = z.object({
  id: z.uuid(),
  /** Where it is served: put it in a plant's or a category's imageUrl. `?w=` asks for another width. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Size of the stored WebP, in bytes. */
  bytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const adminContract = {
  stats: defineRoute({ method: 'GET', path: '/api/admin/stats', response: AdminStatsSchema }),
  appInfo: defineRoute({ method: 'GET', path: '/api/admin/app-info', response: AppInfoSchema }),

  listUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    query: AdminUserListQuerySchema,
    response: z.array(AdminUserSchema),
  }),
  /** 409 when the e-mail is taken; 403 when a non-owner asks for the role 'admin'. */
  createUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users',
    body: AdminUserCreateSchema,
    response: AdminUserSchema,
    status: 201,
  }),
  updateUser: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    params: UserIdParams,
    body: AdminUserUpdateSchema,
    response: AdminUserSchema,
  }),
  /** The owner only (403 for other admins); the owner's own role never changes. */
  setUserRole: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:userId/role',
    params: z.object({ userId: z.uuid() }),
    body: z.object({ role: RoleInputSchema }),
    response: AdminUserSchema,
  }),
  /** 403 for one's own account and for the owner's. The user's orders stay (without their account). */
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    params: UserIdParams,
    response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
  }),

  updateSettings: defineRoute({
    method: 'PATCH',
    path: '/api/admin/settings',
    body: AdminSettingsUpdateSchema,
    response: SettingsSchema,
  }),

  /**
   * multipart/form-data, one file in the field `image`: type sniffed from the bytes (else 415), at
   * most 10 MB and 40 megapixels (else 413). Stored in the database as WebP and served at `url`.
   */
  uploadImage: defineRoute({ method: 'POST', path: '/api/admin/images', response: UploadedImageSchema, status: 201 }),
};
