import type { Centimes } from './money';
import { WILAYAS, wilayaByCode } from './wilayas';

/**
 * Shipping as one domain (docs/contract.md §4, docs/decisions 006): a fee per wilaya for home delivery
 * and, where the shop offers it, stop-desk; no rate for a wilaya → the flat `shippingFee`; a subtotal
 * at or above `minFreeShipping` ships free everywhere. Checkout, the server's pricing, the payment
 * amount, the help pages, the assistant and the e-mails all call `quote`.
 */

export const DELIVERY_MODES = ['home', 'desk'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/**
 * The one address rule (docs/contract.md §5): a street is needed only to deliver at home. A stop-desk
 * parcel waits at the courier's desk, so its order (and an address-book entry for a desk) may leave the
 * street out: it is then stored as '' and the desk is shown in its place.
 */
export function needsStreetAddress(delivery: DeliveryMode): boolean {
  return delivery === 'home';
}

/** Whether this address has the street its delivery mode needs. */
export function hasNeededStreet(a: { address?: string | null | undefined; delivery: DeliveryMode }): boolean {
  return !needsStreetAddress(a.delivery) || Boolean(a.address?.trim());
}

export interface DaysRange {
  min: number;
  max: number;
}

export interface WilayaRate {
  wilaya: number;
  home: Centimes;
  /** Null where the shop offers no stop-desk. */
  desk: Centimes | null;
  days: DaysRange;
}

export interface ShippingRules {
  minFreeShipping: Centimes;
  /** The flat fee, for a wilaya without a rate (or an order without a wilaya). */
  shippingFee: Centimes;
  rates: readonly WilayaRate[];
}

export interface ShippingQuote {
  fee: Centimes;
  free: boolean;
  /** The subtotal from which the order ships free. */
  freeFrom: Centimes;
  /** The rate used; null when the flat fee applied. */
  rate: WilayaRate | null;
}

export class ShippingError extends Error {
  constructor(readonly kind: 'unknown_wilaya' | 'no_desk') {
    super(kind);
  }
}

/** `"16"` → 16 for one of the 69 wilayas; undefined otherwise (whether it operates yet: `isWilayaActive`). */
export function parseWilayaCode(code: string | number): number | undefined {
  const n = typeof code === 'number' ? code : /^\d{1,2}$/.test(code.trim()) ? Number(code.trim()) : NaN;
  return wilayaByCode(n) ? n : undefined;
}

/**
 * The rate a wilaya is charged: its own row of the table; else, for a wilaya of law 26-06, its
 * mother's row (home, desk and days: couriers still deliver its communes under the mother's code, at
 * the mother's price), under its own code; null when neither has a row (the flat fee, home only).
 * The one place this is decided: the quote, the wilayas list, the zones' summaries call it.
 */
export function rateOf(wilaya: number, rates: readonly WilayaRate[]): WilayaRate | null {
  const own = rates.find((r) => r.wilaya === wilaya);
  if (own) return own;
  const mother = wilayaByCode(wilaya)?.mother;
  const inherited = mother === undefined ? undefined : rates.find((r) => r.wilaya === mother);
  return inherited ? { ...inherited, wilaya } : null;
}

/**
 * The shipping fee of an order of `subtotal` to `wilaya` (a code; undefined = not given, the flat
 * fee) by `delivery`. Throws ShippingError for an unknown wilaya or a stop-desk the wilaya lacks.
 */
export function quote(subtotal: Centimes, wilaya: number | undefined, delivery: DeliveryMode, rules: ShippingRules): ShippingQuote {
  if (wilaya !== undefined && !wilayaByCode(wilaya)) throw new ShippingError('unknown_wilaya');
  const rate = wilaya === undefined ? null : rateOf(wilaya, rules.rates);
  if (rate && delivery === 'desk' && rate.desk === null) throw new ShippingError('no_desk');
  const free = shipsFree(subtotal, rules);
  const base = rate ? (delivery === 'desk' ? rate.desk! : rate.home) : rules.shippingFee;
  return { fee: free || subtotal <= 0 ? 0 : base, free, freeFrom: rules.minFreeShipping, rate };
}

/** Whether an order of `subtotal` ships free, whatever the wilaya and the delivery mode. */
export function shipsFree(subtotal: Centimes, rules: Pick<ShippingRules, 'minFreeShipping'>): boolean {
  return subtotal > 0 && subtotal >= rules.minFreeShipping;
}

/** What is still missing for free shipping (0 when it already ships free). */
export function amountToFreeShipping(subtotal: Centimes, rules: Pick<ShippingRules, 'minFreeShipping'>): Centimes {
  return Math.max(0, rules.minFreeShipping - subtotal);
}

// ---- The seeded table: the shop's first courier contract, editable by the admin in Settings ----

type Zone = (typeof WILAYAS)[number]['zone'];

/** Home-delivery fee (DA), stop-desk discount and days by zone; big cities of a zone pay its lower fee. */
const ZONE_DEFAULTS: Record<Zone, { home: [number, number]; deskOff: number | null; days: DaysRange }> = {
  algiers: { home: [300, 300], deskOff: 100, days: { min: 1, max: 2 } },
  north: { home: [400, 500], deskOff: 200, days: { min: 2, max: 3 } },
  highlands: { home: [500, 600], deskOff: 200, days: { min: 3, max: 4 } },
  south: { home: [600, 800], deskOff: 200, days: { min: 4, max: 6 } },
  'far-south': { home: [800, 1000], deskOff: null, days: { min: 5, max: 8 } },
};

/** Delays by zone of the seeded table (a zone without any rate shows these). */
export const DEFAULT_ZONE_DAYS: Readonly<Record<Zone, DaysRange>> = Object.fromEntries(
  Object.entries(ZONE_DEFAULTS).map(([zone, d]) => [zone, d.days]),
) as Record<Zone, DaysRange>;

/** Wilayas with a courier hub: the zone's lower fee. */
const HUBS = new Set([9, 35, 42, 31, 25, 23, 6, 15, 13, 19, 5, 34, 7, 47, 3, 1]);

export const DEFAULT_WILAYA_RATES: readonly WilayaRate[] = WILAYAS.map((w) => {
  const zone = ZONE_DEFAULTS[w.zone];
  const homeDA = HUBS.has(w.code) || w.code === 16 ? zone.home[0] : zone.home[1];
  return {
    wilaya: w.code,
    home: homeDA * 100,
    desk: zone.deskOff === null ? null : (homeDA - zone.deskOff) * 100,
    days: zone.days,
  };
});

/**
 * An order's commune as a reader sees it (docs/contract.md §5: the code with its names beside it): the
 * Arabic name in Arabic, else the French one, else the code itself; null when the order has none.
 */
export function communeNameIn(address: { commune: string | null; communeName: string | null; communeNameAr: string | null }, locale: string): string | null {
  if (!address.commune) return null;
  return (locale === 'ar' ? address.communeNameAr : null) ?? address.communeName ?? address.commune;
}
