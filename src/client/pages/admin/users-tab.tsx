import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UserPlusIcon } from 'lucide-react';
import type { AdminUser } from '@shared/contracts/admin';
import type { CurrentUser, Role } from '@shared/contracts/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { ADMIN_PAGE_SIZE, adminUsersQueryOptions } from '@client/features/admin/api';
import { Pager } from '@client/features/admin/pager';
import { UserDialog } from '@client/features/admin/user-dialog';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { Ltr } from '@client/lib/bidi';
import { useDates } from '@client/lib/dates';
import { useUserMutations } from './queries';
import { AdminTable, EditDeleteButtons, EmptyState, SearchBox, SkeletonRows, td } from './table';

const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
const initials = (u: AdminUser) => ((u.firstName?.[0] ?? '') + (u.lastName?.[0] ?? '') || u.email[0] || '?').toUpperCase();

/**
 * Spec §2 Users: count badge, add-user button, table (avatar and name, e-mail, role select, joined,
 * actions). Spec §6: the role select is enabled for the owner only; delete is disabled on one's own row.
 */
export function UsersTab({ active, me }: { active: boolean; me: CurrentUser }) {
  const m = useMessages();
  const dates = useDates();
  const t = m.admin.users;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useQuery(adminUsersQueryOptions({ page, search, enabled: active }));
  const mutations = useUserMutations();
  const [dialog, setDialog] = useState<{ open: boolean; user: AdminUser | null }>({ open: false, user: null });
  const users = query.data?.items ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <div className="flex items-center gap-2">
          <CardTitle asChild>
            <h2>{t.title}</h2>
          </CardTitle>
          <Badge variant="secondary" data-testid="user-count">
            {query.data?.total ?? '…'}
          </Badge>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SearchBox
            value={search}
            label={m.admin.common.searchPlaceholder}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          <Button onClick={() => setDialog({ open: true, user: null })}>
            <UserPlusIcon aria-hidden />
            {t.add}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{m.admin.common.loadFailed}</EmptyState>
        ) : !query.isPending && users.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <AdminTable label={t.title} busy={query.isPending} head={[t.user, t.email, t.role, t.joined, m.admin.common.actions]}>
            {query.isPending ? (
              <SkeletonRows columns={5} />
            ) : (
              users.map((user) => {
                const name = fullName(user);
                const own = user.id === me.id;
                const roleLocked = !me.isOwner || user.isOwner;
                return (
                  <tr key={user.id} className="border-b last:border-0" data-testid="admin-user-row" data-email={user.email}>
                    <td className={td}>
                      <div className="flex items-center gap-3">
                        <Avatar className="size-9">
                          {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
                          <AvatarFallback>{initials(user)}</AvatarFallback>
                        </Avatar>
                        <div>
                          <p className="font-medium">{name}</p>
                          <div className="flex gap-1">
                            {user.isOwner ? <Badge variant="outline">{t.owner}</Badge> : null}
                            {own ? <Badge variant="outline">{t.you}</Badge> : null}
                          </div>
                        </div>
                      </div>
                    </td>
                    <td className={td}>
                      <Ltr>{user.email}</Ltr>
                    </td>
                    <td className={td}>
                      <Select
                        value={user.role}
                        disabled={roleLocked || mutations.setRole.isPending}
                        onValueChange={(role) => mutations.setRole.mutate({ id: user.id, role: role as Role })}
                      >
                        <SelectTrigger className="h-9 w-28" aria-label={interpolate(t.changeRole, { name })} title={!me.isOwner ? t.roleOwnerOnly : undefined}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          <SelectItem value="user">{t.roleUser}</SelectItem>
                          <SelectItem value="admin">{t.roleAdmin}</SelectItem>
                        </SelectContent>
                      </Select>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{dates.date(user.createdAt)}</td>
                    <td className={`${td} whitespace-nowrap text-end`}>
                      <EditDeleteButtons
                        editLabel={interpolate(t.editUser, { name })}
                        deleteLabel={interpolate(t.deleteUser, { name })}
                        deleteTitle={own ? t.ownRow : undefined}
                        onEdit={() => setDialog({ open: true, user })}
                        onDelete={() => mutations.remove.mutate(user.id)}
                        deleteDisabled={own || user.isOwner || mutations.remove.isPending}
                      />
                      <Badge variant={user.role === 'admin' ? 'default' : 'secondary'} className="ms-1" data-testid="role-badge">
                        {user.role === 'admin' ? t.roleAdmin : t.roleUser}
                      </Badge>
                    </td>
                  </tr>
                );
              })
            )}
          </AdminTable>
        )}
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
      </CardContent>
      <UserDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        user={dialog.user}
        canChooseRole={me.isOwner}
        onCreate={(body) => mutations.create.mutateAsync(body)}
        onUpdate={(id, body) => mutations.update.mutateAsync({ id, body })}
      />
    </Card>
  );
}
