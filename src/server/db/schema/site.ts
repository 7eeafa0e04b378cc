import { DEFAULT_PAYMENT_METHOD } from '@shared/domain/payment-methods';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The shop's settings: one row (id = 1). */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    siteName: text('site_name').notNull().default('Nabta'),
    siteDescription: text('site_description').notNull().default('Plant identification and e-commerce platform'),
    logo: text('logo').notNull().default(''),
    favicon: text('favicon').notNull().default(''),
    stripePublishableKey: text('stripe_publishable_key').notNull().default(''),
    stripeSecretKey: text('stripe_secret_key').notNull().default(''),
    stripeWebhookSecret: text('stripe_webhook_secret').notNull().default(''),
    chargilySecretKey: text('chargily_secret_key').notNull().default(''),
    primaryColor: text('primary_color').notNull().default('#22c55e'),
    secondaryColor: text('secondary_color').notNull().default('#64748b'),
    minFreeShippingCentimes: integer('min_free_shipping_centimes').notNull().default(500000),
    shippingFeeCentimes: integer('shipping_fee_centimes').notNull().default(40000),
    /** Payment methods offered at checkout, in display order; each also needs its configuration (keys, bank details). */
    paymentMethods: text('payment_methods').array().notNull().default(sql`'{bank_transfer,cod,chargily,stripe}'::text[]`),
    defaultPaymentMethod: text('default_payment_method').notNull().default(DEFAULT_PAYMENT_METHOD),
    bankName: text('bank_name').notNull().default(''),
    bankAccountHolder: text('bank_account_holder').notNull().default(''),
    bankRib: text('bank_rib').notNull().default(''),
    /** The shop's phone, E.164 ('' = none); its WhatsApp number (a mobile, E.164; '' = none). Issue 29. */
    contactPhone: text('contact_phone').notNull().default(''),
    whatsappNumber: text('whatsapp_number').notNull().default(''),
    /** The shop's CCP account at Algérie Poste, for transfers from a CCP account (docs/contract.md §4); '' until the owner sets it. */
    ccpNumber: text('ccp_number').notNull().default(''),
    ccpKey: text('ccp_key').notNull().default(''),
    ccpHolder: text('ccp_holder').notNull().default(''),
    contactEmail: text('contact_email').notNull().default('contact@nabta.dz'),
    /**
     * The seller's identity (law 18-05 art. 11), shown in the footer and on the terms and privacy pages;
     * '' until the owner publishes it (the pages then say so). The owner's alone (settings-policy.ts).
     */
    sellerName: text('seller_name').notNull().default(''),
    sellerAddress: text('seller_address').notNull().default(''),
    /** Registre du commerce (or artisan card) number, as written on the extract. */
    sellerRc: text('seller_rc').notNull().default(''),
    /** Numéro d'identification fiscale: 15 to 20 digits. */
    sellerNif: text('seller_nif').notNull().default(''),
    /** Identification engines' keys (a value here wins over the environment's; '' = use the environment). */
    plantnetApiKey: text('plantnet_api_key').notNull().default(''),
    plantnetProject: text('plantnet_project').notNull().default(''),
    plantidApiKey: text('plantid_api_key').notNull().default(''),
    visionApiUrl: text('vision_api_url').notNull().default(''),
    visionModel: text('vision_model').notNull().default(''),
    visionApiKey: text('vision_api_key').notNull().default(''),
    /**
     * Ad platforms told of conversions by the server (docs/contract.md §9, ad-platforms.ts): the pixel, the
     * token of its server API (a secret) and its test events' code; '' = the environment's.
     */
    metaPixelId: text('meta_pixel_id').notNull().default(''),
    metaAccessToken: text('meta_access_token').notNull().default(''),
    metaTestEventCode: text('meta_test_event_code').notNull().default(''),
    tiktokPixelId: text('tiktok_pixel_id').notNull().default(''),
    tiktokAccessToken: text('tiktok_access_token').notNull().default(''),
    tiktokTestEventCode: text('tiktok_test_event_code').notNull().default(''),
    /** Issue 29: the owner is e-mailed each new order (OWNER_EMAIL); the owner can turn it off. */
    notifyNewOrders: boolean('notify_new_orders').notNull().default(true),
    /** docs/contract.md §7: the express order form (cash on delivery without an account); admins may turn it off. */
    expressOrders: boolean('express_orders').notNull().default(true),
    /** Reviews (issue 27): a new or edited review is published at once instead of waiting for approval. */
    publishReviewsAtOnce: boolean('publish_reviews_at_once').notNull().default(false),
    /** When the 11 wilayas of law 26-06 operate (YYYY-MM-DD); '' = the law's date, NEW_WILAYAS_FROM (decision 019). */
    newWilayasFrom: text('new_wilayas_from').notNull().default(''),
    /** COD confirmation (decision 018): cancel after this many unanswered calls spread over at least this many days. */
    codConfirmAttempts: integer('cod_confirm_attempts').notNull().default(3),
    codConfirmDays: integer('cod_confirm_days').notNull().default(2),
    /** Stock held only by orders that will be paid (docs/contract.md §2; defaults: @shared/domain/unpaid-orders). */
    unpaidUnitsPerOrder: integer('unpaid_units_per_order').notNull().default(20),
    unpaidUnitsPerAccount: integer('unpaid_units_per_account').notNull().default(40),
    bankTransferDays: integer('bank_transfer_days').notNull().default(7),
    cardPaymentMinutes: integer('card_payment_minutes').notNull().default(60),
    /** The home page shows a figure (identifications, species, customers) only from this number on (issue 27). */
    homeFiguresFrom: integer('home_figures_from').notNull().default(100),
    /**
     * Signs the customer's confirmation links (HMAC-SHA256, decision 018): random per shop, shared by every
     * instance through the database; the env's ORDER_LINK_SECRET wins when set.
     */
    orderLinkSecret: text('order_link_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settings_singleton_check', sql`${t.id} = 1`)],
);

/** Every identification made, for history, "Plant IDs Today" and My Plants. */
export const identifications = pgTable(
  'identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plantName: text('plant_name').notNull(),
    commonName: text('common_name'),
    scientificName: text('scientific_name'),
    confidence: integer('confidence').notNull(),
    careLevel: text('care_level'),
    family: text('family'),
    origin: text('origin'),
    description: text('description'),
    engine: text('engine').notNull(),
    /** Time the answering engine took, in ms (the admin's and the bench's figure). */
    latencyMs: integer('latency_ms'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identifications_created_at_idx').on(t.createdAt),
    index('identifications_user_id_idx').on(t.userId, t.createdAt),
  ],
);

/** Chat turns kept for signed-in users. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['user', 'bot'] }).notNull(),
    message: text('message').notNull(),
    /** A bot turn's plants (ids, re-read live when shown) and links. */
    meta: jsonb('meta').$type<{ plantIds?: number[]; links?: { href: string; label: string }[] }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_id_idx').on(t.userId, t.createdAt)],
);

/** Contact form messages (docs/contract.md §3: stored, readable by admins). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export type SettingsRow = typeof settings.$inferSelect;

/** Newsletter sign-ups from the footer; one row per e-mail. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);

/**
 * Every change of a setting, and of a user's role (docs/contract.md §2): who, when, which setting, old
 * → new (secrets masked), where the old value came from. The actor's e-mail is kept as text so the line still says who after the account is gone.
 */
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    key: text('key').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    /** Where the old value was in force from: the saved settings, or the environment when none was saved (issue 37). */
    oldSource: text('old_source', { enum: ['settings', 'environment'] }).notNull().default('settings'),
    /** The account a line is about (a change of its role: its e-mail); null for the shop's own settings. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_audit_created_at_idx').on(t.createdAt)],
);

export type SettingsAuditRow = typeof settingsAudit.$inferSelect;
