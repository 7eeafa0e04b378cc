import { Link } from 'wouter';
import { UserIcon } from 'lucide-react';
import type { CurrentUser } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useMessages } from '@client/lib/i18n';
import { useLogout } from './api';

export function displayName(user: CurrentUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email;
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const t = useMessages();
  const logout = useLogout();
  const signOut = () =>
    logout.mutate(undefined, {
      // Spec: go to / whether logout succeeded or failed (a failure is logged).
      onError: (err) => console.warn('Logout failed', err),
      onSettled: () => window.location.assign('/'),
    });
  const name = displayName(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={t.nav.userMenu} data-testid="user-menu">
          {user.profileImageUrl ? (
            <img src={user.profileImageUrl} alt="" className="size-7 rounded-full object-cover" width={28} height={28} />
          ) : (
            <UserIcon className="size-5" aria-hidden />
          )}
          <span className="hidden max-w-40 truncate text-sm sm:inline">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
