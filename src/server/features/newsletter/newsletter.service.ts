import type { PageQuery } from '@shared/contracts/paging';
import type { Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import * as repo from './newsletter.repository';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';

/** Duplicate-safe: signing up twice is not an error, it says so. */
export async function subscribe(ctx: ServiceContext, email: string, tr: Translator) {
  const isNew = await repo.insertSubscriber(ctx.db, email);
  return {
    message: isNew ? tr.m.footer.subscribed : tr.m.footer.alreadySubscribed,
    alreadySubscribed: !isNew,
  };
}

/** Admin: one page of sign-ups, newest first. The route is guarded by requireAdmin. */
export async function listSubscribers(ctx: ServiceContext, actor: Actor, query: PageQuery) {
  requireAdmin(actor);
  const { rows, total } = await repo.listSubscribers(ctx.db, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
