import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { ROLE_AUDIT_KEY, type SettingsAuditEntry } from '@shared/contracts/settings-audit';
import { courierSettingOf } from '@shared/domain/couriers';
import { SECRET_MASK, type Settings } from '@shared/contracts/settings';
import { toMoneyString, type Centimes } from '@shared/domain/money';
import { DEFAULT_PAYMENT_METHOD, isPaymentMethod, PAYMENT_METHOD_INFO, type PaymentMethod } from '@shared/domain/payment-methods';
import { paymentMethodHandlers } from '../checkout/methods';
import type { MethodSettings } from '../checkout/methods/types';
import { alertsOwner, isSecretSetting, keyDroppedBy } from '@shared/domain/settings-policy';
import { isolated } from '@shared/domain/typed-text';
import { AD_PLATFORM_INFO, AD_PLATFORMS, type AdPlatformId } from '@shared/domain/ad-platforms';
import { msg, type MessageKey, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import type { SettingsRow } from '../../db/schema';
import { requireAdmin, requireOwner, requireSettingsChange } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import { queueEmail } from '../outbox/outbox.service';
import { invalidateCatalog } from '../catalog/catalog.cache';
import * as repo from './settings.repository';
import { NEW_WILAYAS_FROM } from '@shared/domain/wilayas';
import type { UnpaidRules } from '@shared/domain/unpaid-orders';

/**
 * The shop's settings: one row, read by checkout (shipping, payment methods), the order e-mails
 * (bank details) and Stripe (keys). A value saved in the settings wins over the environment's
 * (STRIPE_*, BANK_*), which is the fallback for deployments that keep secrets out of the database.
 */

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export interface BankDetails {
  bankName: string;
  bankAccountHolder: string;
  bankRib: string;
}

const orEnv = (saved: string, env: string) => (saved.trim() ? saved.trim() : env);

export function stripeKeysOf(ctx: ServiceContext, row: SettingsRow): StripeKeys {
  const env = ctx.config.checkout.stripe;
  return {
    secretKey: orEnv(row.stripeSecretKey, env.secretKey),
    publishableKey: orEnv(row.stripePublishableKey, env.publishableKey),
    webhookSecret: orEnv(row.stripeWebhookSecret, env.webhookSecret),
  };
}

function bankDetailsOf(ctx: ServiceContext, row: SettingsRow): BankDetails {
  const env = ctx.config.checkout.bank;
  return {
    bankName: orEnv(row.bankName, env.bankName),
    bankAccountHolder: orEnv(row.bankAccountHolder, env.bankAccountHolder),
    bankRib: orEnv(row.bankRib, env.bankRib),
  };
}

/** The shop's CCP account (docs/contract.md §4): the settings' alone, no environment default. */
export interface CcpDetails {
  ccpNumber: string;
  ccpKey: string;
  ccpHolder: string;
}
const ccpDetailsOf = (row: SettingsRow): CcpDetails => ({ ccpNumber: row.ccpNumber, ccpKey: row.ccpKey, ccpHolder: row.ccpHolder });

export function chargilyKeyOf(ctx: ServiceContext, row: SettingsRow): string {
  return orEnv(row.chargilySecretKey, ctx.config.checkout.chargily.secretKey);
}

/** An ad platform's account in force (docs/contract.md §9): the saved values, else the environment's. */
export interface AdAccount {
  pixelId: string;
  accessToken: string;
  testEventCode: string;
  apiUrl: string;
}

function adAccountOf(ctx: ServiceContext, row: SettingsRow, id: AdPlatformId): AdAccount {
  const info = AD_PLATFORM_INFO[id];
  const env = ctx.config.conversions.env[id];
  return {
    pixelId: orEnv(row[info.pixelField], env.pixel),
    accessToken: orEnv(row[info.tokenField], env.token),
    testEventCode: orEnv(row[info.testCodeField], env.testCode),
    apiUrl: ctx.config.conversions.urls[id],
  };
}

/** Each platform's account in force, on `db` (a transaction's own reads); null while its pixel or its token is missing. */
export async function getAdAccounts(ctx: ServiceContext, db: Executor = ctx.db): Promise<{ [P in AdPlatformId]: AdAccount | null }> {
  const row = await repo.getSettingsRow(db);
  const all = Object.fromEntries(
    AD_PLATFORMS.map((id) => {
      const account = adAccountOf(ctx, row, id);
      return [id, account.pixelId && account.accessToken ? account : null];
    }),
  );
  return all as { [P in AdPlatformId]: AdAccount | null };
}

/** The same, whole (an empty pixel or token as it is): the owner's card shows them masked. */
export async function getAdAccountValues(ctx: ServiceContext): Promise<{ [P in AdPlatformId]: AdAccount }> {
  const row = await repo.getSettingsRow(ctx.db);
  return Object.fromEntries(AD_PLATFORMS.map((id) => [id, adAccountOf(ctx, row, id)])) as { [P in AdPlatformId]: AdAccount };
}

/** The value in force of each setting a method may require (saved, else the environment's). */
function methodSettingsOf(ctx: ServiceContext, row: SettingsRow): MethodSettings {
  const stripe = stripeKeysOf(ctx, row);
  return {
    bankRib: bankDetailsOf(ctx, row).bankRib,
    stripeSecretKey: stripe.secretKey,
    stripePublishableKey: stripe.publishableKey,
    chargilySecretKey: chargilyKeyOf(ctx, row),
    ccpNumber: row.ccpNumber,
    ccpKey: row.ccpKey,
    ccpHolder: row.ccpHolder,
  };
}

/** Why a method cannot take orders yet (null: it can), as a key: the admin reads it in their language. Each method's module checks. */
const missingConfiguration = (values: MethodSettings, method: PaymentMethod): MessageKey | null => paymentMethodHandlers[method].unconfigured?.(values) ?? null;

/** Enabled methods, those that can take orders now, and why the others cannot. */
function paymentMethodsOf(ctx: ServiceContext, row: SettingsRow) {
  const methods = row.paymentMethods.filter(isPaymentMethod);
  const problems: Partial<Record<PaymentMethod, MessageKey>> = {};
  const values = methodSettingsOf(ctx, row);
  for (const m of methods) {
    const problem = missingConfiguration(values, m);
    if (problem) problems[m] = problem;
  }
  const available = methods.filter((m) => !problems[m]);
  return { methods, available, problems, cardPaymentsAvailable: available.some((m) => PAYMENT_METHOD_INFO[m].paidBeforePlacing) };
}

/** A secret as admins see it: '********' and its last 8 characters; '' when not set. Short values are fully hidden. */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  return secret.length >= 20 ? `${SECRET_MASK}${secret.slice(-8)}` : SECRET_MASK;
}

/** The owner's preferred method when it is among `methods`, else the first of them. */
const defaultMethodOf = (row: SettingsRow, methods: readonly PaymentMethod[]): string =>
  methods.includes(row.defaultPaymentMethod as PaymentMethod) ? row.defaultPaymentMethod : (methods[0] ?? DEFAULT_PAYMENT_METHOD);

/**
 * docs/contract.md §2: everyone gets the public settings; admins also the bank details, masked secrets and
 * why a method is not ready, in their language (`tr`, required whenever the reader may be an admin).
 */
export async function getSettings(ctx: ServiceContext, actor: null): Promise<Settings>;
export async function getSettings(ctx: ServiceContext, actor: Actor | null, tr: Translator): Promise<Settings>;
export async function getSettings(ctx: ServiceContext, actor: Actor | null, tr?: Translator): Promise<Settings> {
  const row = await repo.getSettingsRow(ctx.db);
  const keys = stripeKeysOf(ctx, row);
  const { methods, available, problems, cardPaymentsAvailable } = paymentMethodsOf(ctx, row);
  const publicPart = {
    siteName: row.siteName,
    siteDescription: row.siteDescription,
    logo: row.logo,
    favicon: row.favicon,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    minFreeShipping: toMoneyString(row.minFreeShippingCentimes),
    shippingFee: toMoneyString(row.shippingFeeCentimes),
    stripePublishableKey: keys.publishableKey,
    // Customers are offered only what works (issue 29): a method enabled but not configured is absent
    // here; the owner sees it below, with the reason.
    paymentMethods: available,
    defaultPaymentMethod: defaultMethodOf(row, available),
    availablePaymentMethods: available,
    cardPaymentsAvailable,
    expressOrders: row.expressOrders,
    // The browser pixels' ids (docs/contract.md §9): not secrets; null when the owner set none.
    metaPixelId: adAccountOf(ctx, row, 'meta').pixelId || null,
    tiktokPixelId: adAccountOf(ctx, row, 'tiktok').pixelId || null,
  };
  if (actor?.role !== 'admin' || !tr) return publicPart;
  return {
    ...publicPart,
    paymentMethods: methods,
    defaultPaymentMethod: defaultMethodOf(row, methods),
    stripeSecretKey: maskSecret(keys.secretKey),
    stripeWebhookSecret: maskSecret(keys.webhookSecret),
    chargilySecretKey: maskSecret(chargilyKeyOf(ctx, row)),
    paymentMethodProblems: Object.fromEntries(Object.entries(problems).map(([method, why]) => [method, tr.text(why)])),
    ...bankDetailsOf(ctx, row),
    ...ccpDetailsOf(row),
    publishReviewsAtOnce: row.publishReviewsAtOnce,
    notifyNewOrders: row.notifyNewOrders,
    newWilayasFrom: row.newWilayasFrom || NEW_WILAYAS_FROM,
    codConfirmAttempts: row.codConfirmAttempts,
    codConfirmDays: row.codConfirmDays,
    homeFiguresFrom: row.homeFiguresFrom,
    ...unpaidRulesOf(row),
    sellerName: row.sellerName,
    sellerAddress: row.sellerAddress,
    sellerRc: row.sellerRc,
    sellerNif: row.sellerNif,
    contactPhone: row.contactPhone ? formatAlgerianMobile(row.contactPhone) : '',
    whatsappNumber: row.whatsappNumber ? formatAlgerianMobile(row.whatsappNumber) : '',
    contactEmail: row.contactEmail,
  };
}

const unpaidRulesOf = (row: SettingsRow): UnpaidRules => ({
  unpaidUnitsPerOrder: row.unpaidUnitsPerOrder,
  unpaidUnitsPerAccount: row.unpaidUnitsPerAccount,
  bankTransferDays: row.bankTransferDays,
  cardPaymentMinutes: row.cardPaymentMinutes,
});

/** What unpaid orders may hold and for how long (docs/contract.md §2). */
export async function getUnpaidRules(ctx: ServiceContext): Promise<UnpaidRules> {
  return unpaidRulesOf(await repo.getSettingsRow(ctx.db));
}

/** Whether a new or edited review is published without the owner's approval (default: it waits). */
export async function publishesReviewsAtOnce(ctx: ServiceContext): Promise<boolean> {
  return (await repo.getSettingsRow(ctx.db)).publishReviewsAtOnce;
}

export async function getBankDetails(ctx: ServiceContext): Promise<BankDetails> {
  return bankDetailsOf(ctx, await repo.getSettingsRow(ctx.db));
}

export interface CheckoutSettings {
  siteName: string;
  /** Enabled by the admin. */
  methods: readonly PaymentMethod[];
  /** Enabled, with why each cannot take orders yet (a key). */
  problems: Partial<Record<PaymentMethod, MessageKey>>;
  cardPaymentsAvailable: boolean;
  stripe: StripeKeys;
  bank: BankDetails;
  ccp: CcpDetails;
  chargilySecretKey: string;
  /** The owner is e-mailed each new order. */
  notifyNewOrders: boolean;
  /** The express order form is on (docs/contract.md §7). */
  expressOrders: boolean;
}

/** What checkout needs, in one read (shipping rules: shipping.service). */
export async function getCheckoutSettings(ctx: ServiceContext): Promise<CheckoutSettings> {
  const row = await repo.getSettingsRow(ctx.db);
  const { methods, problems, cardPaymentsAvailable } = paymentMethodsOf(ctx, row);
  return {
    siteName: row.siteName,
    methods,
    problems,
    cardPaymentsAvailable,
    stripe: stripeKeysOf(ctx, row),
    bank: bankDetailsOf(ctx, row),
    ccp: ccpDetailsOf(row),
    chargilySecretKey: chargilyKeyOf(ctx, row),
    notifyNewOrders: row.notifyNewOrders,
    expressOrders: row.expressOrders,
  };
}

export async function getStripeKeys(ctx: ServiceContext): Promise<StripeKeys> {
  return stripeKeysOf(ctx, await repo.getSettingsRow(ctx.db));
}

/** The admin's changes (the admin settings issue adds the PATCH route over this). */
export interface SettingsUpdate {
  siteName?: string;
  siteDescription?: string;
  logo?: string;
  favicon?: string;
  primaryColor?: string;
  secondaryColor?: string;
  minFreeShipping?: Centimes;
  shippingFee?: Centimes;
  stripePublishableKey?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  chargilySecretKey?: string;
  paymentMethods?: PaymentMethod[];
  defaultPaymentMethod?: PaymentMethod;
  bankName?: string;
  bankAccountHolder?: string;
  bankRib?: string;
  ccpNumber?: string;
  ccpKey?: string;
  ccpHolder?: string;
  publishReviewsAtOnce?: boolean;
  notifyNewOrders?: boolean;
  expressOrders?: boolean;
  newWilayasFrom?: string;
  codConfirmAttempts?: number;
  codConfirmDays?: number;
  homeFiguresFrom?: number;
  unpaidUnitsPerOrder?: number;
  unpaidUnitsPerAccount?: number;
  bankTransferDays?: number;
  cardPaymentMinutes?: number;
  contactPhone?: string;
  whatsappNumber?: string;
  contactEmail?: string;
  sellerName?: string;
  sellerAddress?: string;
  sellerRc?: string;
  sellerNif?: string;
}

/** A secret sent back masked (as GET showed it) or empty means "keep the stored one" (docs/contract.md §2). */
const keepsSecret = (value: string | undefined) => value === undefined || value.trim() === '' || value.startsWith(SECRET_MASK);

/** Saves an admin's changes (`saveSettings` says whose each setting is); secrets sent masked or empty are kept. */
export async function updateSettings(ctx: ServiceContext, actor: Actor, input: SettingsUpdate, tr: Translator): Promise<Settings> {
  requireAdmin(actor);
  const { minFreeShipping, shippingFee, stripeSecretKey, stripeWebhookSecret, chargilySecretKey, ...rest } = input;
  const values: repo.SettingsValues = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if (minFreeShipping !== undefined) values.minFreeShippingCentimes = minFreeShipping;
  if (shippingFee !== undefined) values.shippingFeeCentimes = shippingFee;
  if (!keepsSecret(stripeSecretKey)) values.stripeSecretKey = stripeSecretKey!.trim();
  if (!keepsSecret(stripeWebhookSecret)) values.stripeWebhookSecret = stripeWebhookSecret!.trim();
  if (!keepsSecret(chargilySecretKey)) values.chargilySecretKey = chargilySecretKey!.trim();
  // The form shows the environment's value where none is saved; sent back as it was shown, it is no change.
  const row = await repo.getSettingsRow(ctx.db);
  const shownNow: Partial<Record<keyof repo.SettingsValues, string>> = {
    ...bankDetailsOf(ctx, row),
    stripePublishableKey: stripeKeysOf(ctx, row).publishableKey,
    // Shown as the law's date while none is saved (decision 019).
    newWilayasFrom: NEW_WILAYAS_FROM,
  };
  for (const [key, value] of Object.entries(shownNow) as [keyof repo.SettingsValues, string][]) {
    if (values[key] === value && row[key] === '') delete values[key];
  }
  await saveSettings(ctx, actor, values, tr);
  return getSettings(ctx, actor, tr);
}

/** Changes of settings: which, what it was, what it is now. */
export type SettingChanges = [key: string, before: unknown, after: unknown][];

const shown = (key: string, value: unknown): string => {
  const text = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  return isSecretSetting(key) ? maskSecret(text) : text;
};
const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * Every write of the settings goes through here (the settings dialog, the identification engines'
 * card), under the settings policy (`@shared/domain/settings-policy`), in one transaction:
 * - only what differs from the stored value is a change (a form that sends back what it showed changes nothing);
 * - a changed service address drops that service's saved key unless a new key comes with it;
 * - the actor must be an admin, and a change to an owner-only setting the owner (`requireSettingsChange`):
 *   otherwise a 403, and nothing is saved;
 * - `check` sees the settings as they would be, to refuse a combination (400);
 * - each change is written to the audit log (secrets masked), and a change of where the money goes
 *   e-mails the owner (outbox, same transaction).
 */
export async function saveSettings(
  ctx: ServiceContext,
  actor: Actor,
  values: repo.SettingsValues,
  tr: Translator,
  check?: (next: SettingsRow) => void,
): Promise<void> {
  requireAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockSettingsRow(tx);
    const next: repo.SettingsValues = { ...values };
    for (const key of Object.keys(values) as (keyof repo.SettingsValues)[]) {
      const dropped = keyDroppedBy(key) as keyof repo.SettingsValues | undefined;
      if (dropped && differs(row[key], values[key]) && values[dropped] === undefined) (next as Record<string, unknown>)[dropped] = '';
    }
    const changes: SettingChanges = (Object.keys(next) as (keyof repo.SettingsValues)[])
      .filter((key) => next[key] !== undefined && differs(row[key], next[key]))
      .map((key) => [key, row[key], next[key]]);
    requireSettingsChange(actor, changes.map(([key]) => key));
    check?.({ ...row, ...next });
    if (changes.length === 0) return;
    await repo.updateSettingsRow(tx, Object.fromEntries(changes.map(([key, , after]) => [key, after])));
    await recordSettingChanges({ ...ctx, db: tx }, actor, changes, { siteName: row.siteName, tr });
  });
  await invalidateCatalog(ctx); // the public settings are cached with the catalogue
}

/**
 * What the environment gives a setting the shop has not saved (README's table: BANK_*, STRIPE_*,
 * CHARGILY_SECRET_KEY, the engines' and couriers' variables, or their declared defaults); '' where it
 * gives nothing. A saved value wins over it.
 */
function environmentValueOf(ctx: ServiceContext, key: string): string {
  const { bank, stripe, chargily } = ctx.config.checkout;
  const engines = ctx.config.identify;
  const courier = courierSettingOf(key);
  if (courier) return String((ctx.config.couriers.env[courier.courier] as Record<string, string>)[courier.field] ?? '');
  const fromEnvironment: Record<string, string | undefined> = {
    ...bank,
    stripeSecretKey: stripe.secretKey,
    stripePublishableKey: stripe.publishableKey,
    stripeWebhookSecret: stripe.webhookSecret,
    chargilySecretKey: chargily.secretKey,
    plantnetApiKey: engines.plantnet?.apiKey,
    plantnetProject: engines.defaults.plantnetProject,
    plantidApiKey: engines.plantid?.apiKey,
    visionApiUrl: engines.vision?.baseUrl,
    visionModel: engines.vision?.model,
    visionApiKey: engines.vision?.apiKey,
    ...Object.fromEntries(
      AD_PLATFORMS.flatMap((id) => {
        const info = AD_PLATFORM_INFO[id];
        const env = ctx.config.conversions.env[id];
        return [
          [info.pixelField, env.pixel],
          [info.tokenField, env.token],
          [info.testCodeField, env.testCode],
        ];
      }),
    ),
  };
  return Object.hasOwn(fromEnvironment, key) ? (fromEnvironment[key] ?? '') : '';
}

/**
 * The value in force before a change (issue 37: an environment-provided RIB was audited as `'' → new`):
 * the saved one, or — when nothing was saved — the environment's, saying which.
 */
function inForceBefore(ctx: ServiceContext, key: string, saved: unknown): { value: unknown; source: 'settings' | 'environment' } {
  const unsaved = saved === '' || saved === null || saved === undefined;
  const fromEnvironment = unsaved ? environmentValueOf(ctx, key) : '';
  return fromEnvironment ? { value: fromEnvironment, source: 'environment' } : { value: saved, source: 'settings' };
}

/**
 * The audit lines of `changes` (secrets masked, `SETTING_RULES`; the old value as it was in force, with
 * where it came from) and, for those that say where money goes, the owner's e-mail: in the caller's
 * transaction (`txCtx.db`). Every settings write calls it (`saveSettings`; the couriers' keys are settings too).
 */
export async function recordSettingChanges(txCtx: ServiceContext, actor: Actor, changes: SettingChanges, opts: { siteName: string; tr: Translator }): Promise<void> {
  const lines = changes.map(([key, before, after]) => ({ key, before: inForceBefore(txCtx, key, before), after }));
  await repo.insertAuditEntries(
    txCtx.db,
    lines.map(({ key, before, after }) => ({ actorId: actor.id, actorEmail: actor.email, key, oldValue: shown(key, before.value), oldSource: before.source, newValue: shown(key, after) })),
  );
  const alerting: SettingChanges = lines.filter(({ key }) => alertsOwner(key)).map(({ key, before, after }) => [key, before.value, after]);
  if (alerting.length > 0) await alertOwner(txCtx, txCtx.db, actor, opts.siteName, alerting, opts.tr);
}

/**
 * A change of a user's role in the audit log (docs/contract.md §2), in the caller's transaction: `subject`
 * is the account's e-mail, `before` '' for an account created with its role.
 */
export async function recordRoleChange(txCtx: ServiceContext, actor: Actor, subject: string, before: string, after: string): Promise<void> {
  await repo.insertAuditEntries(txCtx.db, [{ actorId: actor.id, actorEmail: actor.email, key: ROLE_AUDIT_KEY, subject, oldValue: before, newValue: after }]);
}

/** The owner's e-mail about a change of where the money goes, in the language of the admin who made it. */
async function alertOwner(ctx: ServiceContext, tx: Executor, actor: Actor, siteName: string, changes: SettingChanges, tr: Translator) {
  const m = tr.m.emails.alerts;
  const labels = tr.m.admin.settings as Record<string, unknown>;
  const label = (key: string) => (typeof labels[key] === 'string' ? (labels[key] as string) : key);
  const text = [
    tr.text(m.settingsIntro, { actor: isolated(actor.email), date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC' }),
    '',
    // The values are typed by whoever changed them: isolated (typed-text.ts).
    ...changes.map(([key, before, after]) =>
      tr.text(m.settingsLine, { setting: label(key), before: isolated(shown(key, before)) || '—', after: isolated(shown(key, after)) || '—' }),
    ),
    '',
    m.settingsOutro,
  ].join('\n');
  await queueEmail(ctx, tx, { kind: 'settings-alert', to: ctx.config.ownerEmail, subject: tr.text(m.settingsSubject, { siteName: isolated(siteName) }), text });
}

/** `GET /api/admin/audit`: the owner only, whatever the route let through; one page, newest first, and the count of every line. */
export async function listSettingsAudit(ctx: ServiceContext, actor: Actor | null, query: { page: number; pageSize: number }): Promise<{ entries: SettingsAuditEntry[]; total: number }> {
  requireOwner(actor, msg.trust.settings.auditRequired);
  const { rows, total } = await repo.auditEntriesPage(ctx.db, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const entries = rows.map((r) => ({
    id: r.id,
    actorEmail: r.actorEmail,
    key: r.key,
    oldValue: r.oldValue,
    newValue: r.newValue,
    oldSource: r.oldSource,
    subject: r.subject,
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, total };
}
