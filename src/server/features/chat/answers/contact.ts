import { whatsappLink } from '@shared/domain/confirmation';
import type { ChatLink } from '@shared/contracts/chat';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { isOpenAt, openingHours, RESPONSE_TIME_HOURS } from '@shared/domain/shop-facts';
import { bullet } from '../chat.format';
import type { Voice } from '../content/answers';
import { type ShopData, type Composed, link, contactLink, composed } from './compose';

/** Opening hours, how to reach the shop, a human. */

/**
 * How to reach the shop, as lines, and the links that go with them: the contact page and, when the shop
 * has WhatsApp, a wa.me link with a message ready in the reader's language (the panel makes links of
 * `links` only: an address inside the text would not be one).
 */
function contactLines(v: Voice, shop: ShopData): { lines: string[]; links: ChatLink[] } {
  const c = v.a.contact;
  const hours = (n: number) => v.count('hours', n);
  const lines = [v.say(c.email, { email: shop.email })];
  const links = [contactLink(v)];
  if (shop.phone) lines.push(v.say(c.phone, { phone: shop.phone }));
  if (shop.whatsapp) {
    lines.push(v.say(c.whatsapp, { phone: formatAlgerianMobile(shop.whatsapp) }));
    links.push(link(whatsappLink(shop.whatsapp, c.whatsappText), v.a.links.whatsapp));
  }
  lines.push(
    v.say(c.responseTimes, {
      orders: hours(RESPONSE_TIME_HOURS.orders),
      identification: hours(RESPONSE_TIME_HOURS.identification),
      general: hours(RESPONSE_TIME_HOURS.general),
    }),
  );
  return { lines, links };
}

/** "Sunday – Thursday: 9h – 18h" lines from the shop's opening hours. */
const openingHourLines = (v: Voice) => openingHours(v.tr).map((g) => v.say(v.a.hours.line, g));

export function answerHours(v: Voice, shop: ShopData): Composed {
  const h = v.a.hours;
  const lines = [h.heading, ...openingHourLines(v).map(bullet), isOpenAt(shop.now) ? h.openNow : h.closedNow, h.shopAlwaysOpen];
  return composed(lines.join('\n'), { links: [contactLink(v)], context: { topic: 'hours' } });
}

export function answerContact(v: Voice, shop: ShopData): Composed {
  const contact = contactLines(v, shop);
  const lines = [v.a.contact.intro, ...contact.lines.map(bullet), v.say(v.a.hours.summary, { lines: openingHourLines(v).join(v.a.list.lineSeparator) })];
  return composed(lines.join('\n'), { links: contact.links, context: { topic: 'contact' } });
}

export function answerHuman(v: Voice, shop: ShopData): Composed {
  const contact = contactLines(v, shop);
  return composed([v.a.contact.human, ...contact.lines.map(bullet)].join('\n'), { links: contact.links, context: { topic: 'human' } });
}
