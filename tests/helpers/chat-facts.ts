import { expect } from 'vitest';
import type { Plant } from '../../src/shared/contracts/catalog';
import type { SiteInfo } from '../../src/shared/contracts/contact';
import type { ShippingWilaya } from '../../src/shared/contracts/shipping';
import { formatMoney } from '../../src/shared/domain/money';
import type { Locale } from '../../src/shared/messages';

/** A text as a reader compares it: without accents, case, unbreakable spaces or runs of spaces. */
export const foldText = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** Every fact is in the assistant's answer (an array: one of these), compared folded; `fill` completes a fact (an order number). */
export function expectFacts(response: string, facts: readonly (string | readonly string[])[], fill: (fact: string) => string = (f) => f): void {
  const text = foldText(response);
  for (const fact of facts) {
    const options = (typeof fact === 'string' ? [fact] : fact).map((f) => foldText(fill(f)));
    expect(options.some((o) => text.includes(o)), `"${options.join('" or "')}" in:\n${response}`).toBe(true);
  }
}

/** What `fillFigures` reads the shop's figures from: its public API (GET /api/shipping/wilayas, /api/site/info, /api/plants). */
export interface ShopFigures {
  wilayas: readonly ShippingWilaya[];
  site: Pick<SiteInfo, 'minFreeShipping'>;
  plants: readonly Pick<Plant, 'name' | 'price'>[];
}

/** The shop's figures as its API gives them, read once per test file. */
export async function readShopFigures(client: { get(url: string): Promise<{ statusCode: number; json(): unknown }> }): Promise<ShopFigures> {
  const [wilayas, site, plants] = await Promise.all(['/api/shipping/wilayas', '/api/site/info', '/api/plants'].map((url) => client.get(url)));
  for (const res of [wilayas!, site!, plants!]) expect(res.statusCode).toBe(200);
  return { wilayas: wilayas!.json() as ShippingWilaya[], site: site!.json() as SiteInfo, plants: plants!.json() as Plant[] };
}

/**
 * A fact with the shop's figures in it, written as money is in `lang`: `{home:31}` and `{desk:31}` (a
 * wilaya's fees, by its code), `{free}` (the free-shipping threshold), `{price:Monstera Deliciosa}` (a
 * plant's price). The figures come from the shop, never from the test: a seeded price that changes
 * changes the fact, an answer that quotes another figure fails.
 */
export function fillFigures(fact: string, lang: Locale, shop: ShopFigures): string {
  return fact.replace(/\{(home|desk|free|price)(?::([^}]+))?\}/g, (_, kind: string, arg: string | undefined) => {
    let amount: string | null | undefined;
    if (kind === 'free') amount = shop.site.minFreeShipping;
    else if (kind === 'price') amount = shop.plants.find((p) => p.name === arg)?.price;
    else {
      const wilaya = shop.wilayas.find((w) => Number(w.code) === Number(arg));
      amount = kind === 'home' ? wilaya?.home : wilaya?.desk;
    }
    if (amount === null || amount === undefined) throw new Error(`the shop has no figure for ${kind}${arg ? `:${arg}` : ''}`);
    return formatMoney(lang, amount);
  });
}
