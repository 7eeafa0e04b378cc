import type { CommuneAnswer, ShippingQuoteAnswer, ShippingWilaya } from '@shared/contracts/shipping';
import { communeByCode, communeNamed, communesOf, wilayaOfCommuneAt, type Commune } from '@shared/domain/communes';
import { mergeCourierFees, type CourierWilayaFee, type RateChange } from '@shared/domain/courier-fees';
import { rateChangesOf } from '@shared/domain/rates-audit';
import { parseMoney, toMoneyString } from '@shared/domain/money';
import { parseWilayaCode, quote, rateOf, ShippingError, type DeliveryMode, type ShippingRules, type WilayaRate } from '@shared/domain/shipping';
import { activeWilayas, isWilayaActive, NEW_WILAYAS_FROM, newWilayasActive, WILAYAS, type Wilaya } from '@shared/domain/wilayas';
import { msg } from '@shared/messages';
import { invalidateCatalog } from '../catalog/catalog.cache';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import type { ShippingRateRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './shipping.repository';
import { requireRatesEditor } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';

const e = msg.checkout.errors;

const toRate = (r: ShippingRateRow): WilayaRate => ({
  wilaya: r.wilaya,
  home: r.homeCentimes,
  desk: r.deskCentimes,
  days: { min: r.daysMin, max: r.daysMax },
});

/** The shop's rules and the day the wilayas of law 26-06 operate (the setting, else the law's date). */
export interface ShopShippingRules extends ShippingRules {
  newWilayasFrom: string;
}

/** The live rules: the settings' threshold and flat fee, and the rates table. */
export async function getShippingRules(ctx: ServiceContext): Promise<ShopShippingRules> {
  const [row, rates] = await Promise.all([settingsRepo.getSettingsRow(ctx.db), repo.listRates(ctx.db)]);
  return {
    minFreeShipping: row.minFreeShippingCentimes,
    shippingFee: row.shippingFeeCentimes,
    rates: rates.map(toRate),
    newWilayasFrom: row.newWilayasFrom || NEW_WILAYAS_FROM,
  };
}

/** `wilaya` as the client sends it ("31"); undefined when not given; 400 when not a wilaya operating at `now`. */
export function wilayaOf(code: string | null | undefined, switchDate: string = NEW_WILAYAS_FROM, now = new Date()): number | undefined {
  if (code === null || code === undefined || code.trim() === '') return undefined;
  const n = parseWilayaCode(code);
  if (n === undefined || !isWilayaActive(n, now, switchDate)) throw new AppError('BAD_REQUEST', e.unknownWilaya, { wilaya: e.unknownWilaya });
  return n;
}

/** `quote` with its refusals as 400s. */
export function quoteOrRefuse(subtotal: number, wilaya: number | undefined, delivery: DeliveryMode, rules: ShippingRules) {
  try {
    return quote(subtotal, wilaya, delivery, rules);
  } catch (err) {
    if (err instanceof ShippingError && err.kind === 'no_desk') throw new AppError('BAD_REQUEST', e.noStopDesk, { delivery: e.noStopDesk });
    if (err instanceof ShippingError) throw new AppError('BAD_REQUEST', e.unknownWilaya, { wilaya: e.unknownWilaya });
    throw err;
  }
}

/**
 * Every wilaya (the 58 unless told) with what it costs (`rateOf`, as `quote` charges it): its row, a
 * new wilaya's mother's (`inheritsFrom` says so: the rates editor leaves it to the mother until the
 * owner gives it a row), else the flat fee, home only.
 */
export function wilayasOf(rules: ShippingRules, wilayas: readonly Wilaya[] = WILAYAS): ShippingWilaya[] {
  return wilayas.map((w) => {
    const rate = rateOf(w.code, rules.rates);
    const own = rules.rates.some((r) => r.wilaya === w.code);
    return {
      code: String(w.code),
      nameFr: w.name,
      nameAr: w.ar,
      home: toMoneyString(rate?.home ?? rules.shippingFee),
      desk: rate?.desk === null || rate === null ? null : toMoneyString(rate.desk),
      days: rate ? rate.days : null,
      ...(rate && !own && w.mother !== undefined ? { inheritsFrom: String(w.mother) } : {}),
    };
  });
}

/** `GET /api/shipping/wilayas`: the wilayas operating now (decision 019). */
export async function listWilayas(ctx: ServiceContext, now = new Date()): Promise<ShippingWilaya[]> {
  const rules = await getShippingRules(ctx);
  return wilayasOf(rules, activeWilayas(now, rules.newWilayasFrom));
}

/** `GET /api/shipping/communes?wilaya=31`: 400 for an unknown wilaya or one not operating yet. */
export async function listCommunes(ctx: ServiceContext, q: { wilaya: string }, now = new Date()): Promise<CommuneAnswer[]> {
  const rules = await getShippingRules(ctx);
  const wilaya = wilayaOf(q.wilaya, rules.newWilayasFrom, now)!;
  const active = newWilayasActive(now, rules.newWilayasFrom);
  return communesOf(wilaya, active).map((c) => ({ code: c.code, nameFr: c.nameFr, nameAr: c.nameAr, wilaya: String(wilayaOfCommuneAt(c, active)) }));
}

/**
 * The commune an order names (docs/contract.md §5): null when not given; 400 with a field error on
 * `commune` when the code is unknown or belongs to another wilaya at `now` (or no wilaya was given).
 */
export function communeOf(code: string | null | undefined, wilaya: number | undefined, rules: ShopShippingRules, now = new Date()): Commune | null {
  if (code === null || code === undefined || code.trim() === '') return null;
  const commune = communeByCode(code.trim());
  if (!commune) throw new AppError('BAD_REQUEST', msg.communes.unknownCommune, { commune: msg.communes.unknownCommune });
  if (wilayaOfCommuneAt(commune, newWilayasActive(now, rules.newWilayasFrom)) !== wilaya) throw new AppError('BAD_REQUEST', msg.communes.communeNotInWilaya, { commune: msg.communes.communeNotInWilaya });
  return commune;
}

/**
 * The code of the commune of this wilaya a person wrote by name (the express form without JavaScript,
 * docs/contract.md §7), in the wilayas as they stand today; null when none of them has that name.
 */
export async function communeCodeNamed(ctx: ServiceContext, wilaya: string, typed: string, now = new Date()): Promise<string | null> {
  const rules = await getShippingRules(ctx);
  return communeNamed(Number(wilaya), typed, newWilayasActive(now, rules.newWilayasFrom))?.code ?? null;
}

/** `GET /api/shipping/quote`. */
export async function quoteFor(ctx: ServiceContext, q: { wilaya: string; delivery: DeliveryMode; subtotal: string }): Promise<ShippingQuoteAnswer> {
  const rules = await getShippingRules(ctx);
  const wilaya = wilayaOf(q.wilaya, rules.newWilayasFrom);
  const result = quoteOrRefuse(parseMoney(q.subtotal) ?? 0, wilaya, q.delivery, rules);
  return { fee: toMoneyString(result.fee), free: result.free, freeFrom: toMoneyString(result.freeFrom) };
}

const toRow = (r: WilayaRate): repo.NewShippingRate => ({ wilaya: r.wilaya, homeCentimes: r.home, deskCentimes: r.desk, daysMin: r.days.min, daysMax: r.days.max });

/** The rows of the table a courier's fees would change (`mergeCourierFees`): the preview beside the table. */
export async function courierFeeChanges(ctx: ServiceContext, fees: readonly CourierWilayaFee[]): Promise<RateChange[]> {
  const rules = await getShippingRules(ctx);
  return mergeCourierFees(rules.rates, fees, rules.shippingFee).changes;
}

/**
 * A courier's fees into the rates table (decision 018 "Courier fees"), in one transaction that reads
 * the table it changes: each wilaya's days are kept, a wilaya the courier does not serve keeps its row.
 * Returns what changed and the table after.
 */
export async function importCourierFees(ctx: ServiceContext, actor: Actor, fees: readonly CourierWilayaFee[]): Promise<{ changes: RateChange[]; rates: ShippingWilaya[] }> {
  requireRatesEditor(actor);
  const changes = await ctx.db.transaction(async (tx) => {
    // The settings row serialises the shop's settings writes: the audit's "before" is the table this changes.
    const settings = await settingsRepo.lockSettingsRow(tx);
    const rows = await repo.listRates(tx);
    const merged = mergeCourierFees(rows.map(toRate), fees, settings.shippingFeeCentimes);
    if (merged.changes.length > 0) {
      await repo.replaceRates(tx, merged.rates.map(toRow));
      await recordRateChanges(tx, actor, rows.map(toRate), merged.rates);
    }
    return merged.changes;
  });
  if (changes.length > 0) await invalidateCatalog(ctx); // the shipping page is rendered and cached with the catalogue
  return { changes, rates: await listWilayas(ctx) };
}

/**
 * The settings' audit log lines (docs/contract.md §2) of a change of the rates table from `before` to
 * `after`: one per wilaya whose row changed (`@shared/domain/rates-audit`), by `actor`, in the
 * caller's transaction. Every write of the table calls it: the admin's table (`updateRates`) and an
 * import of a courier's fees.
 */
export async function recordRateChanges(db: Executor, actor: Actor, before: readonly WilayaRate[], after: readonly WilayaRate[]): Promise<void> {
  await settingsRepo.insertAuditEntries(
    db,
    rateChangesOf(before, after).map(([key, oldValue, newValue]) => ({ actorId: actor.id, actorEmail: actor.email, key, oldValue, newValue })),
  );
}

/** Admin: replaces the rates table, each changed wilaya in the audit log. */
export async function updateRates(
  ctx: ServiceContext,
  actor: Actor,
  rates: readonly { wilaya: number; home: string; desk: string | null; daysMin: number; daysMax: number }[],
): Promise<ShippingWilaya[]> {
  requireRatesEditor(actor);
  for (const r of rates) if (!parseWilayaCode(r.wilaya)) throw new AppError('BAD_REQUEST', e.unknownWilaya, { wilaya: e.unknownWilaya });
  const after: WilayaRate[] = rates.map((r) => ({
    wilaya: r.wilaya,
    home: parseMoney(r.home) ?? 0,
    desk: r.desk === null ? null : (parseMoney(r.desk) ?? 0),
    days: { min: r.daysMin, max: r.daysMax },
  }));
  await ctx.db.transaction(async (tx) => {
    // The settings row serialises the shop's settings writes: the audit's "before" is the table this replaces.
    await settingsRepo.lockSettingsRow(tx);
    const before = (await repo.listRates(tx)).map(toRate);
    await repo.replaceRates(tx, after.map(toRow));
    await recordRateChanges(tx, actor, before, after);
  });
  await invalidateCatalog(ctx); // the shipping page is rendered and cached with the catalogue
  return listWilayas(ctx);
}
