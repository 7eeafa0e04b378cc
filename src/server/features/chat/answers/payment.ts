import { methodHas, methodInfo, PAYMENT_METHODS, paymentMethodLabel } from '@shared/domain/payment-methods';
import { bullet } from '../chat.format';
import type { Understanding } from '../chat.understand';
import type { Voice } from '../content/answers';
import { type ShopData, type Composed, link, composed } from './compose';

/** Payment: what checkout offers now. */

/** Words that ask about the local cards (normalised): CIB, Edahabia. */
const LOCAL_CARD_WORDS = ['cib', 'edahabia', 'dahabia', 'eddahabia', 'الذهبيه', 'ذهبيه', 'بالذهبيه'];

/**
 * What checkout offers now (the live configuration), each method by its registry name and what paying
 * with it involves; asked about CCP / BaridiMob or the local cards, the first line says whether they are.
 */
export function answerPayment(v: Voice, u: Understanding, shop: ShopData): Composed {
  const p = v.a.payment;
  const enabled = new Set(shop.paymentMethods);
  const offered = PAYMENT_METHODS.filter((id) => enabled.has(id)).map((id) => v.say(p.method, { method: paymentMethodLabel(id, v.tr.m), text: p.methods[id] }));
  const direct: string[] = [];
  if ((u.signals.get('pay.ccp') ?? 0) > 0) direct.push([...enabled].some((m) => methodInfo(m)?.provider === 'poste') ? p.ccpYes : p.ccpNo);
  if (u.tokens.some((token) => LOCAL_CARD_WORDS.includes(token)) && ![...enabled].some((m) => methodHas(m, 'takesLocalCards'))) direct.push(p.localCardsNotYet);
  const lines = [...direct, p.heading, ...offered.map(bullet)];
  return composed(lines.join('\n'), {
    links: [link('/faq#boutique', v.a.links.faqShop)],
    context: { topic: 'payment' },
  });
}
