import type { ShippingQuoteAnswer, ShippingWilaya } from '@shared/contracts/shipping';
import { parseMoney, toMoneyString } from '@shared/domain/money';
import { parseWilayaCode, quote, ShippingError, type DeliveryMode, type ShippingRules, type WilayaRate } from '@shared/domain/shipping';
import { WILAYAS } from '@shared/domain/wilayas';
import { msg } from '@shared/messages';
import { invalidateCatalog } from '../catalog/catalog.cache';
import type { ServiceContext } from '../../context';
import type { ShippingRateRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './shipping.repository';

const e = msg.checkout.errors;

const toRate = (r: ShippingRateRow): WilayaRate => ({
  wilaya: r.wilaya,
  home: r.homeCentimes,
  desk: r.deskCentimes,
  days: { min: r.daysMin, max: r.daysMax },
});

/** The live rules: the settings' threshold and flat fee, and the rates table. */
export async function getShippingRules(ctx: ServiceContext): Promise<ShippingRules> {
  const [row, rates] = await Promise.all([settingsRepo.getSettingsRow(ctx.db), repo.listRates(ctx.db)]);
  return { minFreeShipping: row.minFreeShippingCentimes, shippingFee: row.shippingFeeCentimes, rates: rates.map(toRate) };
}

/** `wilaya` as the client sends it ("31"); undefined when not given; 400 when not a wilaya. */
export function wilayaOf(code: string | null | undefined): number | undefined {
  if (code === null || code === undefined || code.trim() === '') return undefined;
  const n = parseWilayaCode(code);
  if (n === undefined) throw new AppError('BAD_REQUEST', e.unknownWilaya, { wilaya: e.unknownWilaya });
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

/** Every wilaya with what it costs; a wilaya without a rate shows the flat fee, home only. */
export function wilayasOf(rules: ShippingRules): ShippingWilaya[] {
  return WILAYAS.map((w) => {
    const rate = rules.rates.find((r) => r.wilaya === w.code);
    return {
      code: String(w.code),
      nameFr: w.name,
      nameAr: w.ar,
      home: toMoneyString(rate?.home ?? rules.shippingFee),
      desk: rate?.desk === null || rate === undefined ? null : toMoneyString(rate.desk),
      days: rate ? rate.days : null,
    };
  });
}

export async function listWilayas(ctx: ServiceContext): Promise<ShippingWilaya[]> {
  return wilayasOf(await getShippingRules(ctx));
}

/** `GET /api/shipping/quote`. */
export async function quoteFor(ctx: ServiceContext, q: { wilaya: string; delivery: DeliveryMode; subtotal: string }): Promise<ShippingQuoteAnswer> {
  const wilaya = wilayaOf(q.wilaya);
  const result = quoteOrRefuse(parseMoney(q.subtotal) ?? 0, wilaya, q.delivery, await getShippingRules(ctx));
  return { fee: toMoneyString(result.fee), free: result.free, freeFrom: toMoneyString(result.freeFrom) };
}

/** Admin: replaces the rates table (the route requires an admin). */
export async function updateRates(
  ctx: ServiceContext,
  rates: readonly { wilaya: number; home: string; desk: string | null; daysMin: number; daysMax: number }[],
): Promise<ShippingWilaya[]> {
  for (const r of rates) if (!parseWilayaCode(r.wilaya)) throw new AppError('BAD_REQUEST', e.unknownWilaya, { wilaya: e.unknownWilaya });
  await ctx.db.transaction((tx) =>
    repo.replaceRates(
      tx,
      rates.map((r) => ({
        wilaya: r.wilaya,
        homeCentimes: parseMoney(r.home) ?? 0,
        deskCentimes: r.desk === null ? null : (parseMoney(r.desk) ?? 0),
        daysMin: r.daysMin,
        daysMax: r.daysMax,
      })),
    ),
  );
  await invalidateCatalog(ctx); // the shipping page is rendered and cached with the catalogue
  return listWilayas(ctx);
}
