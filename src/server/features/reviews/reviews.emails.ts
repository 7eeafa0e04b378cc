import { orderNumber } from '@shared/domain/order';
import { isolated } from '@shared/domain/typed-text';
import { t } from '@shared/messages/catalogues';
import type { OrderRow } from '../../db/schema';

/**
 * The one e-mail asking for a review once an order is delivered: in the order's language, naming
 * what was bought, with a link to My Orders (where "Review" sits beside each plant) when the shop's
 * public address is known. Plain text: nothing in it is interpreted as markup.
 */
export function reviewRequestEmail(input: { order: OrderRow; plantNames: readonly string[]; siteName: string; origin: string | null }) {
  const tr = t(input.order.locale);
  const m = tr.m.emails.review;
  const vars = { name: isolated(input.order.customerName), number: orderNumber(input.order.id), site: isolated(input.siteName) };
  const text = [
    tr.text(m.body, vars),
    ...input.plantNames.map((name) => `  - ${isolated(name)}`),
    '',
    input.origin ? tr.text(m.link, { url: `${input.origin}/dashboard` }) : m.noLink,
    '',
    vars.site,
  ].join('\n');
  return { subject: tr.text(m.subject, vars), text };
}
