import { quote } from '@shared/domain/shipping';
import { formatDelay, formatPriceRange, livePlantShippingDaysProse, zoneName, zoneSummaries } from '@shared/domain/shop-facts';
import { activeWilayas, isWilayaActive, WILAYAS, wilayaByCode, type Wilaya } from '@shared/domain/wilayas';
import type { Locale } from '@shared/messages';
import { bullet } from '../chat.format';
import type { Understanding } from '../chat.understand';
import type { Voice } from '../content/answers';
import { type ShopData, type Composed, link, composed, dayIn } from './compose';

/** Shipping: a wilaya's fees as checkout computes them, or the zones, the free-shipping threshold and the days. */

/** A wilaya as the reader writes it: its Arabic name for Arabic, its French (official Latin) name otherwise. */
const wilayaName = (locale: Locale, w: Wilaya) => (locale === 'ar' ? w.ar : w.name);
/** An example wilaya of a zone (given by its French name) in the reader's spelling. */
const exampleName = (locale: Locale, name: string) => {
  const w = WILAYAS.find((x) => x.name === name);
  return w ? wilayaName(locale, w) : name;
};

function freeShippingSentence(v: Voice, shop: ShopData, here = false): string {
  return v.say(here ? v.a.shipping.freeHere : v.a.shipping.freeEverywhere, { threshold: v.tr.money(shop.freeShippingThreshold) });
}

/** The wilaya's fees as checkout computes them (shipping.ts `quote`, below the free threshold). */
function wilayaFees(v: Voice, wilaya: Wilaya, shop: ShopData): string {
  const s = v.a.shipping;
  const home = quote(1, wilaya.code, 'home', shop.shipping);
  const rate = home.rate;
  const desk = rate?.desk != null ? quote(1, wilaya.code, 'desk', shop.shipping).fee : null;
  return v.say(s.wilaya, {
    wilaya: wilayaName(v.locale, wilaya),
    code: wilaya.code,
    home: v.tr.money(home.fee),
    desk: desk === null ? '' : v.say(s.wilayaDesk, { fee: v.tr.money(desk) }),
    days: rate ? v.say(s.wilayaDays, { delay: formatDelay(v.tr, rate.days) }) : '',
  });
}

export function answerShipping(v: Voice, u: Understanding, shop: ShopData): Composed {
  const s = v.a.shipping;
  const wilaya: Wilaya | undefined = u.wilaya;
  const links = [link('/shipping', v.a.links.shipping)];
  const days = v.say(s.liveDays, { days: livePlantShippingDaysProse(v.tr) });
  if (wilaya) {
    // A wilaya of law 26-06 before its day: checkout does not offer it yet, the wilaya it comes from is what to choose.
    const mother = isWilayaActive(wilaya.code, shop.now, shop.shipping.newWilayasFrom) ? undefined : wilayaByCode(wilaya.mother ?? 0);
    const notYet = mother
      ? [v.say(s.notYet, { wilaya: wilayaName(v.locale, wilaya), code: wilaya.code, date: dayIn(v, shop.shipping.newWilayasFrom), mother: wilayaName(v.locale, mother), motherCode: mother.code })]
      : [];
    const text = [...notYet, wilayaFees(v, mother ?? wilaya, shop), freeShippingSentence(v, shop, true), days, s.exact].join(' ');
    return composed(text, { links, context: { topic: 'shipping', wilaya: wilaya.code } });
  }
  const onlyFree = (u.signals.get('ship.free') ?? 0) > 0 && (u.signals.get('ship.delay') ?? 0) <= 0;
  const zones = zoneSummaries(shop.shipping.rates, shop.shipping.shippingFee).map((z) =>
    bullet(
      v.say(s.zone, {
        zone: zoneName(v.tr, z.id),
        examples: v.list(z.examples.slice(0, 3).map((name) => exampleName(v.locale, name))),
        price: formatPriceRange(v.tr, z.price),
        delay: formatDelay(v.tr, z.delayDays),
      }),
    ),
  );
  const lines = onlyFree
    ? [freeShippingSentence(v, shop), s.elsewhere, ...zones]
    : [v.say(s.byZone, { count: activeWilayas(shop.now, shop.shipping.newWilayasFrom).length }), ...zones, freeShippingSentence(v, shop), days];
  lines.push(s.askWilaya);
  return composed(lines.join('\n'), { links, context: { topic: 'shipping' } });
}
