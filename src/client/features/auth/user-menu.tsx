import { lazy, type ComponentProps, type KeyboardEvent } from 'react';
import { UserIcon } from 'lucide-react';
import type { CurrentUser } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { OnFirstUse } from '@client/components/ui/on-first-use';
import { useMessages } from '@client/lib/i18n';
import { displayName } from './account';

// The menu itself (Radix dropdown, Popper and floating-ui, ~24 KB gzipped) is fetched when the
// reader points at the button or tabs to it, so it is usually there by the click that opens it
// (docs/decisions/010-js-budget.md).
const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));
const preload = () => void loadDropdown();

/** The signed-in reader's account menu: a button that opens it, the menu's code coming on first use. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const standIn = (open: () => void) => (
    <UserMenuButton
      user={user}
      aria-expanded={false}
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
      onKeyDown={(e: KeyboardEvent<HTMLButtonElement>) => {
        // Radix's trigger also opens on ArrowDown (Enter and Space click the button).
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          open();
        }
      }}
    />
  );
  return (
    <OnFirstUse standIn={standIn}>
      <UserMenuDropdown user={user} />
    </OnFirstUse>
  );
}

/** The menu's button: the reader's picture (or an icon) and name. */
// React 19 passes `ref` as a prop: the dropdown's trigger (asChild) reaches the button through `props`.
export function UserMenuButton({ user, ...props }: { user: CurrentUser } & ComponentProps<typeof Button>) {
  const t = useMessages();
  return (
    <Button variant="ghost" className="gap-2 px-2" aria-label={t.nav.userMenu} aria-haspopup="menu" data-testid="user-menu" {...props}>
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-7 rounded-full object-cover" width={28} height={28} />
      ) : (
        <UserIcon className="size-5" aria-hidden />
      )}
      {/* Not beside the desktop nav at lg, where French and Arabic labels leave no room for it. */}
      <span className="hidden max-w-40 truncate text-sm sm:inline lg:hidden xl:inline">{displayName(user)}</span>
    </Button>
  );
}
