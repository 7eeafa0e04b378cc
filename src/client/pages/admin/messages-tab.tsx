import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MailIcon, MailOpenIcon } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ADMIN_PAGE_SIZE, contactMessagesQueryOptions, newsletterSubscribersQueryOptions } from '@client/features/admin/api';
import { Pager } from '@client/features/admin/pager';
import { Ltr, Typed } from '@client/lib/bidi';
import { cn } from '@client/lib/cn';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useDates } from '@client/lib/dates';
import { useMarkReadMutation } from './queries';
import { AdminTable, EmptyState, SkeletonRows, td } from './table';

/** docs/contract.md §3: the contact messages and newsletter sign-ups the shop keeps, for its admins. */
export function MessagesTab({ active }: { active: boolean }) {
  return (
    <div className="space-y-6">
      <Inbox active={active} />
      <Subscribers active={active} />
    </div>
  );
}

function Inbox({ active }: { active: boolean }) {
  const m = useMessages();
  const tr = useTranslator();
  const dates = useDates();
  const t = m.admin.inbox;
  const [page, setPage] = useState(1);
  const query = useQuery(contactMessagesQueryOptions({ page, enabled: active }));
  const markRead = useMarkReadMutation();
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-2 space-y-0">
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        {query.data && query.data.unread > 0 ? <Badge data-testid="unread-count">{tr.text(t.unread, { count: query.data.unread })}</Badge> : null}
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{m.admin.common.loadFailed}</EmptyState>
        ) : !query.isPending && items.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : query.isPending ? (
          <div className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : (
          <ul className="divide-y" aria-label={t.title}>
            {items.map((msg) => (
              <li key={msg.id} className="flex gap-3 py-3" data-testid="contact-message">
                <div className="min-w-0 flex-1">
                  <p className={cn('truncate', !msg.read && 'font-semibold')}>
                    <Typed>{msg.subject}</Typed>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t.from} <Typed>{msg.name}</Typed> &lt;
                    <a className="underline-offset-2 hover:underline" href={`mailto:${msg.email}`}>
                      <Ltr>{msg.email}</Ltr>
                    </a>
                    &gt; · {dates.dateTime(msg.createdAt)}
                  </p>
                  {/* The visitor's text, in whatever script: its direction from its own first letter, isolated from the page. */}
                  <p className="mt-1 whitespace-pre-line text-sm" dir="auto">
                    {msg.message}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={msg.read ? t.markUnread : t.markRead}
                  disabled={markRead.isPending}
                  onClick={() => markRead.mutate({ id: msg.id, read: !msg.read })}
                >
                  {msg.read ? <MailOpenIcon aria-hidden /> : <MailIcon aria-hidden />}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}

function Subscribers({ active }: { active: boolean }) {
  const m = useMessages();
  const tr = useTranslator();
  const dates = useDates();
  const t = m.admin.inbox;
  const [page, setPage] = useState(1);
  const query = useQuery(newsletterSubscribersQueryOptions({ page, enabled: active }));
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-2 space-y-0">
        <CardTitle asChild>
          <h2>{t.newsletter}</h2>
        </CardTitle>
        {query.data ? <Badge variant="secondary">{tr.text(t.count, { count: query.data.total })}</Badge> : null}
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{m.admin.common.loadFailed}</EmptyState>
        ) : !query.isPending && items.length === 0 ? (
          <EmptyState>{t.newsletterEmpty}</EmptyState>
        ) : (
          <AdminTable label={t.newsletter} busy={query.isPending} head={[m.admin.users.email, t.subscribed]}>
            {query.isPending ? (
              <SkeletonRows columns={2} />
            ) : (
              items.map((s) => (
                <tr key={s.id} className="border-b last:border-0">
                  <td className={td}>{s.email}</td>
                  <td className={`${td} text-end`}>{dates.dateTime(s.createdAt)}</td>
                </tr>
              ))
            )}
          </AdminTable>
        )}
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
