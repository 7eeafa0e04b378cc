import { formatWorkingDays, REFUND_DELAY_WORKING_DAYS, RESPONSE_TIME_HOURS, RETURN_WINDOW_DAYS, SURVIVAL_GUARANTEE_DAYS } from '@shared/domain/shop-facts';
import type { Understanding } from '../chat.understand';
import type { Voice } from '../content/answers';
import { type Composed, link, contactLink, composed } from './compose';

/** Returns: the survival guarantee, the return windows, refunds and how to ask. */

export function answerReturns(v: Voice, u: Understanding): Composed {
  const r = v.a.returns;
  const days = (n: number) => v.count('days', n);
  const guarantee = v.say(r.guarantee, { days: days(SURVIVAL_GUARANTEE_DAYS) });
  const windows = v.say(r.windows, {
    plants: days(RETURN_WINDOW_DAYS['live-plants']),
    seeds: days(RETURN_WINDOW_DAYS['seeds-bulbs']),
    accessories: days(RETURN_WINDOW_DAYS.accessories),
  });
  const refund = v.say(r.refund, {
    card: formatWorkingDays(v.tr, REFUND_DELAY_WORKING_DAYS.card),
    transfer: formatWorkingDays(v.tr, REFUND_DELAY_WORKING_DAYS.bank_transfer),
  });
  const how = v.say(r.how, { hours: v.count('hours', RESPONSE_TIME_HOURS.orders) });
  const first = (u.signals.get('ret.guarantee') ?? 0) > 0 ? [guarantee, windows] : [windows, guarantee];
  const ordered = (u.signals.get('ret.refund') ?? 0) > 0 ? [refund, ...first, how] : [...first, refund, how];
  return composed(ordered.join('\n'), {
    links: [link('/returns', v.a.links.returns), contactLink(v)],
    context: { topic: 'returns' },
  });
}
