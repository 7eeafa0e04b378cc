import { Link } from 'wouter';
import type { CurrentUser } from '@shared/contracts/auth';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, FirstUseDropdownMenu } from '@client/components/ui/dropdown-menu';
import { useMessages } from '@client/lib/i18n';
import { clearReaderCaches } from '@client/lib/offline-caches';
import { useLogout } from './api';
import { displayName } from './account';
import { UserMenuButton } from './user-menu';

/** The account menu once it has been used: fetched on first use (see user-menu.tsx) and opened at once. */
export function UserMenuDropdown({ user }: { user: CurrentUser }) {
  const t = useMessages();
  const logout = useLogout();
  const signOut = () =>
    logout.mutate(undefined, {
      // Spec: go to / whether logout succeeded or failed (a failure is logged).
      onError: (err) => console.warn('Logout failed', err),
      // What the account saw leaves the phone's caches before the next page (docs/decisions/023).
      onSettled: () => void clearReaderCaches().finally(() => window.location.assign('/')),
    });

  return (
    <FirstUseDropdownMenu button={<UserMenuButton user={user} />} className="w-56">
      <DropdownMenuLabel className="truncate">{displayName(user)}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link href="/profile">{t.nav.editProfile}</Link>
      </DropdownMenuItem>
      {user.role === 'admin' && (
        <DropdownMenuItem asChild>
          <Link href="/admin">{t.nav.adminDashboard}</Link>
        </DropdownMenuItem>
      )}
      <DropdownMenuItem asChild>
        <Link href="/wishlist">{t.nav.myWishlist}</Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link href="/dashboard">{t.nav.myOrders}</Link>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={signOut}>{t.nav.signOut}</DropdownMenuItem>
    </FirstUseDropdownMenu>
  );
}
