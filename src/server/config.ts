import { IDENTIFY_ENGINE_IDS, isIdentifyEngineId } from '@shared/domain/identify-engines';
import path from 'node:path';
import { z } from 'zod';
import type { AdPlatformId } from '@shared/domain/ad-platforms';
import { ADDRESS_FIELD, COURIERS, courierFields, type CourierId, type CourierValues } from '@shared/domain/couriers';

/** Treat '' as unset: an empty variable in a .env or a CI file must not become a value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const EnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string()).default('0.0.0.0'),
  DATA_DIR: optional(z.string()).default('./data'),
  PGLITE_THREAD: optional(z.enum(['worker', 'main'])).default('worker'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })),
  REDIS_KEY_PREFIX: optional(z.string().max(100)).default('nabta:'),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters')),
  OWNER_EMAIL: optional(z.email()),
  PUBLIC_ORIGIN: optional(z.url()),
  TRUST_PROXY: optional(z.enum(['true', 'false'])).default('false'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  APP_ENV: optional(z.enum(['production', 'development', 'test'])).default('production'),
  SESSION_TTL_DAYS: optional(z.coerce.number().int().min(1).max(365)).default(30),
  LOGIN_DELAY_MS: optional(z.coerce.number().int().min(0).max(10_000)).default(250),
  // Accounts one address may open an hour (Algerian carriers put many customers behind one IP).
  SIGNUPS_PER_HOUR: optional(z.coerce.number().int().min(1).max(100_000)).default(30),
  // Orders without an account one address may place an hour (docs/contract.md §7).
  EXPRESS_ORDERS_PER_HOUR: optional(z.coerce.number().int().min(1).max(100_000)).default(5),
  SEED_DEMO_CATALOGUE: optional(z.enum(['true', 'false'])).default('true'),
  // Plant identification engines (README "Plant identification").
  IDENTIFY_ENGINES: optional(
    z.string().regex(/^\s*[a-z]+(\s*,\s*[a-z]+)*\s*$/, 'IDENTIFY_ENGINES is a comma-separated list: plantnet, plantid, vision, onnx, embedded'),
  ),
  IDENTIFY_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(120_000)).default(20_000),
  PLANTNET_API_KEY: optional(z.string()),
  PLANTNET_PROJECT: optional(z.string().regex(/^[a-z0-9-]+$/)).default('all'),
  PLANTNET_API_URL: optional(z.url()).default('https://my-api.plantnet.org'),
  PLANTID_API_KEY: optional(z.string()),
  PLANTID_API_URL: optional(z.url()).default('https://plant.id'),
  VISION_API_URL: optional(z.url()),
  VISION_API_KEY: optional(z.string()),
  VISION_MODEL: optional(z.string()),
  ONNX_MODEL_DIR: optional(z.string()),
  // Checkout: e-mail, Stripe and bank details (README "Configuration").
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string()).default('Nabta <no-reply@nabta.dz>'),
  MAIL_RETRY_INTERVAL_MS: optional(z.coerce.number().int().min(1000).max(3_600_000)).default(60_000),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_PUBLISHABLE_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/ })),
  BANK_NAME: optional(z.string()),
  BANK_ACCOUNT_HOLDER: optional(z.string()),
  BANK_RIB: optional(z.string()),
  CHARGILY_SECRET_KEY: optional(z.string()),
  CHARGILY_API_URL: optional(z.url({ protocol: /^https?$/ })).default('https://pay.chargily.net/test/api/v2'),
  // Conversions told by the server (docs/contract.md §9): the values saved in the owner's settings win.
  META_PIXEL_ID: optional(z.string().trim().regex(/^\d{5,30}$/, 'META_PIXEL_ID is the pixel\'s number')),
  META_ACCESS_TOKEN: optional(z.string().trim()),
  META_TEST_EVENT_CODE: optional(z.string().trim().max(100)),
  META_GRAPH_URL: optional(z.url({ protocol: /^https?$/ })).default('https://graph.facebook.com'),
  TIKTOK_PIXEL_ID: optional(z.string().trim().regex(/^[A-Za-z0-9]{5,40}$/, 'TIKTOK_PIXEL_ID is the pixel code (letters and digits)')),
  TIKTOK_ACCESS_TOKEN: optional(z.string().trim()),
  TIKTOK_TEST_EVENT_CODE: optional(z.string().trim().max(100)),
  TIKTOK_EVENTS_URL: optional(z.url({ protocol: /^https?$/ })).default('https://business-api.tiktok.com'),
  CONVERSION_RETRY_INTERVAL_MS: optional(z.coerce.number().int().min(1000).max(3_600_000)).default(60_000),
  // Signs the customers' order-confirmation links (decision 018); unset: a random secret kept in the settings row.
  ORDER_LINK_SECRET: optional(z.string().min(32, 'ORDER_LINK_SECRET must be at least 32 characters')),
  // Couriers (docs/contract.md §5; README "Configuration"): each family's variables are read from its
  // declaration (`couriersFromEnv`); the keys saved in the admin settings win.
  COURIER_POLL_INTERVAL_MS: optional(z.coerce.number().int().min(1000).max(86_400_000)).default(600_000),
  // The Plant Assistant's optional language model (README "Configuration").
  CHAT_LLM_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'CHAT_LLM_BASE_URL must be an http(s) URL ending in /v1' })),
  CHAT_LLM_MODEL: optional(z.string()),
  CHAT_LLM_API_KEY: optional(z.string()),
  CHAT_LLM_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(60_000)).default(8_000),
  // Plant-care reminders (docs/decisions/027-plant-care.md).
  CARE_REMINDER_INTERVAL_MS: optional(z.coerce.number().int().min(1000).max(86_400_000)).default(900_000),
  CARE_REMINDER_FROM_HOUR: optional(z.coerce.number().int().min(0).max(20)).default(8),
  WEB_PUSH_EXTRA_ORIGINS: optional(z.string()),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the embedded database runs: its own worker thread, or the event loop's (to compare). */
  pgliteThread: 'worker' | 'main';
  /** Undefined: counters, caches and messages shared by instances live in this process (one instance). */
  redis: { url: string; keyPrefix: string } | undefined;
  admin: { email: string; password: string } | undefined;
  /** The one account allowed to change roles (docs/contract.md §1). */
  ownerEmail: string;
  /** When set, state-changing requests must come from this origin (else from the request's own host). */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Shown in the admin's Application Info; never used to pick behaviour. */
  appEnv: z.infer<typeof EnvSchema>['APP_ENV'];
  sessionTtlMs: number;
  /** The first wait after a few failed password attempts; it doubles with each further failure (0: no waits). */
  loginDelayMs: number;
  /** Accounts one address may open an hour (SIGNUPS_PER_HOUR). */
  signupsPerHour: number;
  /** Orders without an account one address may place an hour (EXPRESS_ORDERS_PER_HOUR). */
  expressOrdersPerHour: number;
  seedDemoCatalogue: boolean;
  version: string;
  identify: IdentifyConfig;
  checkout: CheckoutConfig;
  couriers: CouriersConfig;
  conversions: ConversionsConfig;
  chat: ChatConfig;
  care: CareConfig;
}

/** Plant-care reminders: how often the sweep runs, and push services beyond the browsers' own (a local one in tests). */
export interface CareConfig {
  reminderIntervalMs: number;
  /** The hour (Algiers) from which a day's reminders go out (until 21:00). */
  reminderFromHour: number;
  extraPushOrigins: string[];
}

/** Couriers' keys from the environment (fallbacks: a value saved in the admin settings wins). */
export interface CouriersConfig {
  /** Per courier, its declared fields as the environment (or the declaration's default) gives them; '' where unset. */
  env: { [C in CourierId]: CourierValues<C> };
  /** How often couriers without webhooks (Ecotrack) are asked for their statuses. */
  pollIntervalMs: number;
}

/** Ad platforms' server APIs (docs/contract.md §9): the environment's values, fallbacks of the owner's settings. */
export interface ConversionsConfig {
  env: { [P in AdPlatformId]: { pixel: string; token: string; testCode: string } };
  /** Where each platform's API is (its fake in tests), without a trailing slash. */
  urls: { [P in AdPlatformId]: string };
  retryIntervalMs: number;
}

/** The Plant Assistant answers offline; with a model configured, the model phrases the same retrieved facts. */
export interface ChatConfig {
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
}

/**
 * E-mail, Stripe and bank transfer. Stripe keys and bank details here are fallbacks: a value saved
 * in the admin settings wins over the environment's.
 */
export interface CheckoutConfig {
  /** Undefined: e-mails are kept in the outbox table for admins (docs/contract.md §2). */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRetryIntervalMs: number;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined };
  bank: { bankName: string; bankAccountHolder: string; bankRib: string };
  /** Chargily Pay V2 (CIB / Edahabia); the key saved in the settings wins. */
  chargily: { secretKey: string; apiUrl: string };
  /** The HMAC key of the customers' confirmation links; undefined: the settings row's random one. */
  orderLinkSecret: string | undefined;
}

/** Which identification engines are configured; the chain tries them in `order`. */
export interface IdentifyConfig {
  /** From IDENTIFY_ENGINES; undefined: every configured engine, then the embedded one. */
  order: string[] | undefined;
  timeoutMs: number;
  plantnet: { apiKey: string; project: string; baseUrl: string } | undefined;
  plantid: { apiKey: string; baseUrl: string } | undefined;
  vision: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  onnx: { modelDir: string } | undefined;
  /** Addresses and flora for keys the admin saves in the settings. */
  defaults: { plantnetUrl: string; plantnetProject: string; plantidUrl: string };
}

/**
 * Each courier family's variables, as its declaration names them (`YALIDINE_API_URL`…): an empty one
 * counts as unset (the declaration's default, else ''); an API address must be an http(s) URL (kept
 * without its trailing slashes), else the server refuses to start.
 */
export function couriersFromEnv(env: NodeJS.ProcessEnv): CouriersConfig['env'] {
  const address = z.url({ protocol: /^https?$/ });
  const problems: string[] = [];
  const accounts = Object.fromEntries(
    COURIERS.map((id) => {
      const values = Object.fromEntries(
        courierFields(id).map((f) => {
          const value = env[f.env]?.trim() || f.default || '';
          if (f.name === ADDRESS_FIELD && value && !address.safeParse(value).success) problems.push(`  ${f.env}: must be an http(s) URL`);
          return [f.name, f.name === ADDRESS_FIELD ? value.replace(/\/+$/, '') : value];
        }),
      );
      return [id, values];
    }),
  );
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return accounts as CouriersConfig['env'];
}

/** The e-mail of the admin created on an empty database when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@nabta.local';

export class ConfigError extends Error {}

/** What a shop that mails is told when it has no public address (docs/contract.md §2). */
export const SMTP_NEEDS_ORIGIN =
  'SMTP_URL is set but PUBLIC_ORIGIN is not: set PUBLIC_ORIGIN to the shop\'s public address (e.g. PUBLIC_ORIGIN=https://nabta.dz). ' +
  'Links in e-mails (address confirmation, password reset, order confirmation) and courier webhooks are built from it, never from a request\'s Host.';

/** Reads and validates the environment once, at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '1.0.0'): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) throw new ConfigError('ADMIN_PASSWORD is set but ADMIN_EMAIL is not');
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) throw new ConfigError('ADMIN_EMAIL is set but ADMIN_PASSWORD is not');
  if (e.VISION_API_URL && !e.VISION_MODEL) throw new ConfigError('VISION_API_URL is set but VISION_MODEL is not');
  if (e.CHAT_LLM_BASE_URL && !e.CHAT_LLM_MODEL) throw new ConfigError('CHAT_LLM_BASE_URL is set but CHAT_LLM_MODEL is not');
  // docs/contract.md §2 "A shop that mails names its public address": links in mails are built from it, never from
  // a request's Host; without it addresses would go unconfirmed and "forgot password" would be off, silently.
  if (e.SMTP_URL && !e.PUBLIC_ORIGIN) throw new ConfigError(SMTP_NEEDS_ORIGIN);
  const engineOrder = e.IDENTIFY_ENGINES?.split(',').map((s) => s.trim());
  const unknownEngine = engineOrder?.find((id) => !isIdentifyEngineId(id));
  if (unknownEngine) throw new ConfigError(`IDENTIFY_ENGINES: unknown engine "${unknownEngine}" (${IDENTIFY_ENGINE_IDS.join(', ')})`);
  const adminEmail = e.ADMIN_EMAIL?.toLowerCase();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteThread: e.PGLITE_THREAD,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    admin: adminEmail && e.ADMIN_PASSWORD ? { email: adminEmail, password: e.ADMIN_PASSWORD } : undefined,
    ownerEmail: (e.OWNER_EMAIL ?? adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    appEnv: e.APP_ENV,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    loginDelayMs: e.LOGIN_DELAY_MS,
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    expressOrdersPerHour: e.EXPRESS_ORDERS_PER_HOUR,
    seedDemoCatalogue: e.SEED_DEMO_CATALOGUE === 'true',
    identify: {
      order: engineOrder,
      timeoutMs: e.IDENTIFY_TIMEOUT_MS,
      plantnet: e.PLANTNET_API_KEY ? { apiKey: e.PLANTNET_API_KEY, project: e.PLANTNET_PROJECT, baseUrl: e.PLANTNET_API_URL } : undefined,
      plantid: e.PLANTID_API_KEY ? { apiKey: e.PLANTID_API_KEY, baseUrl: e.PLANTID_API_URL } : undefined,
      vision: e.VISION_API_URL ? { baseUrl: e.VISION_API_URL, apiKey: e.VISION_API_KEY, model: e.VISION_MODEL ?? '' } : undefined,
      onnx: e.ONNX_MODEL_DIR ? { modelDir: path.resolve(e.ONNX_MODEL_DIR) } : undefined,
      defaults: { plantnetUrl: e.PLANTNET_API_URL, plantnetProject: e.PLANTNET_PROJECT, plantidUrl: e.PLANTID_API_URL },
    },
    checkout: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      mailRetryIntervalMs: e.MAIL_RETRY_INTERVAL_MS,
      orderLinkSecret: e.ORDER_LINK_SECRET,
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY ?? '',
        publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
        webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
        apiBase: e.STRIPE_API_BASE,
      },
      bank: { bankName: e.BANK_NAME ?? '', bankAccountHolder: e.BANK_ACCOUNT_HOLDER ?? '', bankRib: e.BANK_RIB ?? '' },
      chargily: { secretKey: e.CHARGILY_SECRET_KEY ?? '', apiUrl: e.CHARGILY_API_URL.replace(/\/+$/, '') },
    },
    couriers: { env: couriersFromEnv(env), pollIntervalMs: e.COURIER_POLL_INTERVAL_MS },
    conversions: {
      env: {
        meta: { pixel: e.META_PIXEL_ID ?? '', token: e.META_ACCESS_TOKEN ?? '', testCode: e.META_TEST_EVENT_CODE ?? '' },
        tiktok: { pixel: e.TIKTOK_PIXEL_ID ?? '', token: e.TIKTOK_ACCESS_TOKEN ?? '', testCode: e.TIKTOK_TEST_EVENT_CODE ?? '' },
      },
      urls: { meta: e.META_GRAPH_URL.replace(/\/+$/, ''), tiktok: e.TIKTOK_EVENTS_URL.replace(/\/+$/, '') },
      retryIntervalMs: e.CONVERSION_RETRY_INTERVAL_MS,
    },
    chat: {
      llm: e.CHAT_LLM_BASE_URL
        ? { baseUrl: e.CHAT_LLM_BASE_URL, model: e.CHAT_LLM_MODEL ?? '', apiKey: e.CHAT_LLM_API_KEY, timeoutMs: e.CHAT_LLM_TIMEOUT_MS }
        : undefined,
    },
    care: {
      reminderIntervalMs: e.CARE_REMINDER_INTERVAL_MS,
      reminderFromHour: e.CARE_REMINDER_FROM_HOUR,
      extraPushOrigins: (e.WEB_PUSH_EXTRA_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => new URL(o).origin),
    },
    version,
  };
}
