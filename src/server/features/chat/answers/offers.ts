import type { Plant } from '@shared/contracts/catalog';
import { parseMoney } from '@shared/domain/money';
import { bullet } from '../chat.format';
import type { Voice } from '../content/answers';
import { type Composed, type ShopData, composed } from './compose';
import { answerFaq } from './faq';
import { displayName, priceAndStock } from './plant-words';

/** How many plants of each kind of offer the answer names (and shows as cards). */
const SHOWN = 4;

const onSale = (plant: Plant) => !!plant.price && !!plant.originalPrice && (parseMoney(plant.originalPrice) ?? 0) > (parseMoney(plant.price) ?? 0);

/**
 * "Code promo ?", "wach kayen promo": how a code is used (the FAQ's answer), then the offers running now,
 * read from the catalogue — the plants in stock with a quantity offer, and those on sale. Never a code:
 * codes come with the shop's ads and messages, and a chat that gave them out would spend every one.
 */
/** `plants`: in stock, priced, with a quantity offer or a sale price (catalog.listPlantsOnOffer). */
export function answerOffers(v: Voice, shop: ShopData, plants: readonly Plant[]): Composed {
  const o = v.a.offers;
  const faq = answerFaq(v, shop, ['order-codes']);
  const quantity = plants.filter((plant) => plant.offers.length > 0).slice(0, SHOWN);
  const sale = plants.filter((plant) => onSale(plant) && !quantity.includes(plant)).slice(0, SHOWN);
  const lines = [faq.text, o.noCodes];
  if (quantity.length > 0) {
    lines.push(o.quantity);
    for (const plant of quantity) {
      const offers = plant.offers.map((offer) => v.say(o.quantityItem, { plant: displayName(v, plant), quantity: offer.minQuantity, percent: offer.percentOff }));
      lines.push(...offers.map(bullet));
    }
  }
  if (sale.length > 0) lines.push(o.sale, ...sale.map((plant) => bullet(`${displayName(v, plant)} — ${priceAndStock(v, plant)}`)));
  if (quantity.length === 0 && sale.length === 0) lines.push(o.none);
  const text = lines.join('\n');
  return composed(text, {
    plantIds: [...quantity, ...sale].map((plant) => plant.id),
    links: faq.links,
    passages: [...faq.passages, text],
    context: { topic: 'faq' },
  });
}
