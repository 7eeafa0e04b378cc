import {
  formatDays,
  formatDelay,
  formatHours,
  formatPriceRange,
  formatWorkingDays,
  livePlantShippingDaysProse,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  SHIPPING_ZONES,
  SURVIVAL_GUARANTEE_DAYS,
  zoneName,
  type ReturnCategory,
  type ShippingZone,
} from '../domain/shop-facts';
import type { Translator } from '../messages';

const mapValues = <K extends string, V, R>(record: Readonly<Record<K, V>>, f: (value: V) => R) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v as V)])) as Record<K, R>;

/** A shipping zone as the help pages quote it: its name, its home-delivery price (range) and delay. */
const zoneFigures = (tr: Translator, zone: ShippingZone) => ({
  name: zoneName(tr, zone.id),
  price: formatPriceRange(tr, zone.price),
  delay: formatDelay(tr, zone.delayDays),
});

/**
 * The shop's figures as the help pages (FAQ, Shipping, Returns) quote them, each written by `tr`
 * (the French facts for the French pages, see `contentTranslator`). Read from the facts here once,
 * so a page's French and Arabic modules differ only by their words. `zones`: the live rates table's
 * zones where the page has them; the nearest is Algiers, the farthest the Far South.
 */
export function helpFigures(tr: Translator, zones: readonly ShippingZone[] = SHIPPING_ZONES) {
  return {
    responseHours: mapValues(RESPONSE_TIME_HOURS, (hours) => formatHours(tr, hours)),
    algiers: zoneFigures(tr, zones[0]!),
    farSouth: zoneFigures(tr, zones.at(-1)!),
    livePlantShippingDays: livePlantShippingDaysProse(tr),
    returnDays: mapValues<ReturnCategory, number, string>(RETURN_WINDOW_DAYS, (days) => formatDays(tr, days)),
    survivalDays: formatDays(tr, SURVIVAL_GUARANTEE_DAYS),
    refundDelay: mapValues(REFUND_DELAY_WORKING_DAYS, (days) => formatWorkingDays(tr, days)),
  };
}
