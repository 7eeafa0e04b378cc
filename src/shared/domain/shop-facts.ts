import type { Translator } from '../messages';
import type { Centimes } from './money';
import { DEFAULT_WILAYA_RATES, DEFAULT_ZONE_DAYS, rateOf, type DaysRange, type WilayaRate } from './shipping';
import { algiersClock, unbreakable } from './service-hours';
import { DEFAULT_FREE_SHIPPING_THRESHOLD, DEFAULT_SHIPPING_FEE } from './shipping-defaults';
import { WILAYAS, type Wilaya } from './wilayas';

export { DEFAULT_FREE_SHIPPING_THRESHOLD, DEFAULT_SHIPPING_FEE } from './shipping-defaults';
export { COVERAGE_SCOPES, coverageText, formatInteger, roundedDown, SHOP_COVERAGE, type IdentifyCoverage } from './identify-coverage';
export { algiersClock, formatHours, isOpenAt, OPENING_HOURS, openingHours, RESPONSE_TIME_HOURS, type DayHours } from './service-hours';

/**
 * The shop's facts, written once (spec §9, the static pages). The help pages, the chat assistant
 * and checkout read them from here, so they can never disagree. Amounts are integer centimes.
 *
 * Live values that admins can change (the free-shipping threshold, the flat shipping fee) are in
 * the settings table; the constants here are their defaults, used until settings are known.
 */

// ---------------------------------------------------------------------------------------------
// Identification

// What identification covers and how it is promised: identify-coverage.ts (re-exported above).

// ---------------------------------------------------------------------------------------------
// Shipping

// The defaults of the owner's shipping settings: shipping-defaults.ts (re-exported above).

export type ShippingZoneId = 'algiers' | 'north' | 'highlands' | 'south' | 'far-south';

export interface Range {
  min: number;
  max: number;
}

export interface ShippingZone {
  id: ShippingZoneId;
  /** French name of the zone; readers see `zoneName(tr, id)`. */
  name: string;
  /** A few wilayas of the zone, as customers recognise them. */
  examples: readonly string[];
  /** Home-delivery price in centimes (min = max for a single price). */
  price: Range;
  /** Delivery delay in days after shipping. */
  delayDays: Range;
}

/** The zones customers recognise, from the cheapest (Algiers) to the far south. */
const ZONE_INFO: readonly Pick<ShippingZone, 'id' | 'name' | 'examples'>[] = [
  { id: 'algiers', name: 'Alger', examples: ['Alger'] },
  { id: 'north', name: 'Nord et littoral', examples: ['Blida', 'Boumerdès', 'Tipaza', 'Tizi Ouzou', 'Béjaïa', 'Oran', 'Constantine', 'Annaba', 'Tlemcen'] },
  { id: 'highlands', name: 'Hauts Plateaux', examples: ['Sétif', 'Bordj Bou Arréridj', 'Batna', "M'Sila", 'Djelfa', 'Tiaret', 'Médéa'] },
  { id: 'south', name: 'Sud', examples: ['Biskra', 'Laghouat', 'Ghardaïa', 'El Oued', 'Ouargla', 'Béchar'] },
  { id: 'far-south', name: 'Grand Sud', examples: ['Adrar', 'Tamanrasset', 'Illizi', 'Tindouf', 'In Salah', 'Djanet'] },
];

/**
 * The zones as the help pages and the assistant summarise them, computed from a rates table
 * (shipping.ts): each zone's cheapest and dearest home fee and its delays, over `wilayas` — the 58,
 * or the wilayas operating now (the 69 from the switch date of law 26-06: the shipping page passes
 * the server's list). One truth: the live table gives the live summary; the seeded table gives
 * `SHIPPING_ZONES`. Each wilaya counts at the rate `quote` charges (`rateOf`: its row, a new
 * wilaya's mother's, else the flat fee).
 */
export function zoneSummaries(rates: readonly WilayaRate[], flatFee: Centimes = DEFAULT_SHIPPING_FEE, wilayas: readonly Wilaya[] = WILAYAS): ShippingZone[] {
  return ZONE_INFO.map((zone) => {
    const fees: number[] = [];
    const days: DaysRange[] = [];
    for (const w of wilayas.filter((x) => x.zone === zone.id)) {
      const rate = rateOf(w.code, rates);
      fees.push(rate?.home ?? flatFee);
      if (rate) days.push(rate.days);
    }
    const delay = days.length ? days : [DEFAULT_ZONE_DAYS[zone.id]];
    return {
      ...zone,
      price: { min: Math.min(...fees), max: Math.max(...fees) },
      delayDays: { min: Math.min(...delay.map((d) => d.min)), max: Math.max(...delay.map((d) => d.max)) },
    };
  });
}

/**
 * Prices and delays by zone of the seeded rates table. The 11 wilayas of law 26-06 sit in their
 * mother's zone at their mother's rate, so this summary is the same over the 58 and the 69
 * (`shop-facts.test.ts` checks it): the static pages need not know the switch date.
 */
export const SHIPPING_ZONES: readonly ShippingZone[] = zoneSummaries(DEFAULT_WILAYA_RATES);

/** An order at or above the free-shipping threshold ships free in every zone (shipping.ts `quote`). */
export const FREE_SHIPPING_ZONES: readonly ShippingZoneId[] = ZONE_INFO.map((z) => z.id);

/**
 * Days of the week (0 = Sunday, as `Date#getDay`) on which live plants leave the greenhouse:
 * Sunday to Wednesday, so that no plant waits in a depot over the Friday–Saturday weekend.
 */
export const LIVE_PLANT_SHIPPING_DAYS: readonly number[] = [0, 1, 2, 3];

export function shippingZone(id: ShippingZoneId): ShippingZone {
  const zone = SHIPPING_ZONES.find((z) => z.id === id);
  if (!zone) throw new Error(`Unknown shipping zone ${id}`);
  return zone;
}

/** True when an order of `subtotal` delivered in `zone` ships free. */
export function qualifiesForFreeShipping(
  subtotal: Centimes,
  zone: ShippingZoneId,
  threshold: Centimes = DEFAULT_FREE_SHIPPING_THRESHOLD,
): boolean {
  return FREE_SHIPPING_ZONES.includes(zone) && subtotal >= threshold;
}

// ---------------------------------------------------------------------------------------------
// Returns, refunds, guarantee

export type ReturnCategory = 'live-plants' | 'seeds-bulbs' | 'accessories';

/** How many days after delivery an item may be returned. */
export const RETURN_WINDOW_DAYS: Readonly<Record<ReturnCategory, number>> = {
  'live-plants': 7,
  'seeds-bulbs': 30,
  accessories: 14,
};

/** Working days between an accepted return and the money back, by how the money goes back: to a card, or by transfer. */
export const REFUND_DELAY_WORKING_DAYS = {
  card: { min: 5, max: 7 },
  bank_transfer: { min: 2, max: 3 },
} as const satisfies Readonly<Record<string, Range>>;
export type RefundMethod = keyof typeof REFUND_DELAY_WORKING_DAYS;

/** A live plant that dies within this many days of delivery is replaced or refunded. */
export const SURVIVAL_GUARANTEE_DAYS = 7;

const DAY_MS = 86_400_000;

/** The last moment an item delivered at `deliveredAt` may be returned. */
export function returnDeadline(category: ReturnCategory, deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS[category] * DAY_MS);
}

export function isWithinReturnWindow(category: ReturnCategory, deliveredAt: Date, now: Date): boolean {
  return now.getTime() >= deliveredAt.getTime() && now.getTime() <= returnDeadline(category, deliveredAt).getTime();
}

export function isCoveredBySurvivalGuarantee(deliveredAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - deliveredAt.getTime();
  return elapsed >= 0 && elapsed <= SURVIVAL_GUARANTEE_DAYS * DAY_MS;
}

// ---------------------------------------------------------------------------------------------
// Customer service: service-hours.ts (re-exported above)

/** True when live plants may be shipped on the Algiers day of `date`. */
export function shipsLivePlantsOn(date: Date): boolean {
  return LIVE_PLANT_SHIPPING_DAYS.includes(algiersClock(date).day);
}

/** The first day, from `date` on, on which live plants are shipped (same time of day). */
export function nextLivePlantShippingDay(date: Date): Date {
  let d = date;
  while (!shipsLivePlantsOn(d)) d = new Date(d.getTime() + DAY_MS);
  return d;
}

// ---------------------------------------------------------------------------------------------
// The facts in the reader's language: words from the catalogue (`facts`), figures from here.

/** One price, or a range whose unit is written once: "800,00 – 1 000,00 DA". */
export function formatPriceRange(tr: Translator, price: Range): string {
  if (price.min === price.max) return tr.money(price.min);
  const unit = tr.money(0).replace(/^[^\s\u00a0]+[\s\u00a0]/, '');
  const from = tr.money(price.min).replace(new RegExp(`[\\s\\u00a0]${unit}$`), '');
  return tr.text(tr.m.facts.rangeJoin, { from, to: tr.money(price.max) });
}

/** "24–48 h" for one or two days, else "5–8 days" in the reader's language. */
export function formatDelay(tr: Translator, days: Range): string {
  const f = tr.m.facts;
  return unbreakable(
    days.max <= 2
      ? tr.text(f.hoursRange, { min: days.min * 24, max: days.max * 24, count: days.max * 24 })
      : tr.text(f.daysRange, { min: days.min, max: days.max, count: days.max }),
  );
}

/** "5 to 7 working days" / "5 à 7 jours ouvrés". */
export function formatWorkingDays(tr: Translator, days: Range): string {
  return unbreakable(tr.text(tr.m.facts.workingDays, { min: days.min, max: days.max, count: days.max }));
}

/** "30 days" / "30 jours" / "30 يومًا", "7 أيام", "يومين". */
export function formatDays(tr: Translator, days: number): string {
  return tr.text(tr.m.facts.dayCount, { count: days });
}

const shippingDays = () => [...LIVE_PLANT_SHIPPING_DAYS].sort((a, b) => a - b);
const isRun = (days: number[]) => days.every((d, i) => d === days[0]! + i);

/** "Sunday – Wednesday" for the live-plant shipping days (a table cell). */
export function livePlantShippingDays(tr: Translator): string {
  const f = tr.m.facts;
  const days = shippingDays();
  return isRun(days) ? tr.text(f.rangeJoin, { from: f.days[days[0]!]!, to: f.days[days.at(-1)!]! }) : days.map((d) => f.days[d]).join(f.listSeparator);
}

/** "from Sunday to Wednesday" / "du dimanche au mercredi" / "من الأحد إلى الأربعاء", for a sentence. */
export function livePlantShippingDaysProse(tr: Translator): string {
  const f = tr.m.facts;
  const days = shippingDays();
  // French writes day names in lower case inside a sentence; English and Arabic have no case to change.
  const name = (d: number) => (tr.locale === 'fr' ? f.days[d]!.toLowerCase() : f.days[d]!);
  if (days.length === 1) return tr.text(f.proseOneDay, { day: name(days[0]!) });
  if (isRun(days)) return tr.text(f.proseDayRange, { from: name(days[0]!), to: name(days.at(-1)!) });
  return tr.text(f.proseDayList, { list: days.slice(0, -1).map(name).join(f.listSeparator), last: name(days.at(-1)!) });
}

/** A shipping zone's name in the reader's language. */
export const zoneName = (tr: Translator, zone: ShippingZoneId): string => tr.m.facts.zones[zone];
