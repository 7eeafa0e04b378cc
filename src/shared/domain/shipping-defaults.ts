import type { Centimes } from './money';

/*
 * The defaults of the owner's shipping settings, part of the shop's facts (shop-facts.ts re-exports
 * them). Their own module, so a page that only needs them (Contact's placeholder site info) does not
 * download the shipping table and the 58 wilayas.
 */

/** Default of settings.min_free_shipping_centimes (spec §9: 5000 DA). */
export const DEFAULT_FREE_SHIPPING_THRESHOLD: Centimes = 500_000;
/** Default of settings.shipping_fee_centimes (spec §9: 400 DA). */
export const DEFAULT_SHIPPING_FEE: Centimes = 40_000;
