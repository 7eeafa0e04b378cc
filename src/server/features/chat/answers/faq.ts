import { faqData, richTextLinks, richTextToPlain, type FaqEntryData } from '@shared/content/faq';
import { PAYMENT_METHODS } from '@shared/domain/payment-methods';
import { SHOP_COVERAGE } from '@shared/domain/shop-facts';
import { t } from '@shared/messages/catalogues';
import type { Voice } from '../content/answers';
import { type ShopData, type Composed, faqLink, composed } from './compose';

/** The FAQ's answers, with the live figures; told as French where the FAQ is not in the reader's language yet. */

/** An FAQ entry in the reader's language (faqData), with the live free-shipping threshold. */
export function faqEntry(v: Voice, shop: ShopData, id: string): FaqEntryData | undefined {
  return findFaq(faqData(v.tr, { freeShipping: shop.freeShippingThreshold, identification: shop.identification, expressOrders: shop.expressOrders, paymentMethods: shop.paymentMethods }), id);
}

function findFaq(categories: ReturnType<typeof faqData>, id: string): FaqEntryData | undefined {
  for (const category of categories) {
    const entry = category.entries.find((e) => e.id === id);
    if (entry) return entry;
  }
  return undefined;
}

/** True when this FAQ entry is not yet written in the reader's language (it is in French). */
export function faqInFrenchOnly(v: Voice, entry: FaqEntryData): boolean {
  if (v.locale === 'fr') return false;
  return findFaq(faqData(t('fr'), { freeShipping: 0, identification: SHOP_COVERAGE, expressOrders: false, paymentMethods: PAYMENT_METHODS }), entry.id)?.question === entry.question;
}

/** An FAQ answer as plain text, told as French when the FAQ is not in the reader's language yet. */
export function faqText(v: Voice, shop: ShopData, id: string): string {
  const entry = faqEntry(v, shop, id);
  if (!entry) return '';
  const text = richTextToPlain(entry.answer);
  return faqInFrenchOnly(v, entry) ? `${v.a.faq.inFrench} ${text}` : text;
}

/** One or two FAQ answers, with the live free-shipping threshold and the FAQ's own links. */
export function answerFaq(v: Voice, shop: ShopData, ids: readonly string[]): Composed {
  const entries = ids.map((id) => faqEntry(v, shop, id)).filter((e) => e !== undefined);
  const texts = entries.map((e) => richTextToPlain(e.answer));
  const note = entries.some((e) => faqInFrenchOnly(v, e)) ? `${v.a.faq.inFrench}\n` : '';
  const text = entries.length > 1 ? entries.map((e, i) => `${e.question}\n${texts[i]}`).join('\n\n') : (texts[0] ?? '');
  return composed(`${note}${text}`, {
    links: [...entries.flatMap((e) => richTextLinks(e.answer).map((l) => ({ href: l.href, label: l.text }))), faqLink(v)],
    passages: entries.map((e, i) => `${e.question} ${texts[i]}`),
    context: { topic: 'faq' },
  });
}
