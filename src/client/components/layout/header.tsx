import { lazy, Suspense, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LeafIcon, MenuIcon, SearchIcon, ShoppingCartIcon, UserIcon } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '@shared/contracts/catalog';
import { SEARCH_FIELD } from '@shared/early-taps';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useSheetParts } from '@client/components/ui/lazy-sheet';
import { useCurrentUser } from '@client/features/auth/api';
import { useCart } from '@client/features/cart/cart-context';
import { cn } from '@client/lib/cn';
import { useMessages } from '@client/lib/i18n';
import { loginPath, signupPath } from '@client/lib/next-path';
import { LanguageList, LanguageMenu } from './language-switcher';
import { isActive, navItemsFor, type Viewer } from './navigation';

// A signed-in reader's menu button loads only for them; the menu's Radix code on its first use (docs/decisions/010-js-budget.md).
const UserMenu = lazy(() => import('@client/features/auth/user-menu').then((m) => ({ default: m.UserMenu })));

/** The shop's current search text, so the box shows what the results are for. */
function useCurrentSearch(): string {
  const [location] = useLocation();
  const search = useSearch();
  return location === '/shop' ? (new URLSearchParams(search).get('search') ?? '') : '';
}

function SearchForm({ className, initial }: { className?: string; initial: string }) {
  const t = useMessages();
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server-rendered field before the page's code ran is on screen but not in
  // state: it is the search (docs/decisions 025). Once, on mount: only what came before the code; in
  // the commit itself, so that an Enter pressed just after hydration finds it.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initial) setText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = (input.current?.value ?? text).trim(); // what the field shows is what is searched
    if (!q) return; // spec: empty or blank text does nothing
    navigate(`/shop?search=${encodeURIComponent(q)}`);
  };
  // action/method/name: Enter pressed before the code has run asks the server for the same results page
  // (blank text is stopped by the page's early script, src/shared/early-taps.ts).
  return (
    <form role="search" action="/shop" method="get" onSubmit={submit} className={cn('relative', className)}>
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        ref={input}
        type="search"
        name={SEARCH_FIELD}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t.nav.searchPlaceholder}
        aria-label={t.nav.searchLabel}
        className="ps-9"
      />
    </form>
  );
}

export function Header() {
  const t = useMessages();
  const [location] = useLocation();
  const { user, isAdmin } = useCurrentUser();
  const cart = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const sheet = useSheetParts(menuOpen);
  const currentSearch = useCurrentSearch();
  const query = useSearch();
  const here = query ? `${location}?${query}` : location;
  const signInHref = loginPath(here);
  const signUpHref = signupPath(here);
  const viewer: Viewer = !user ? 'visitor' : isAdmin ? 'admin' : 'user';
  const items = navItemsFor(viewer, t);

  const navLinks = (onClick?: () => void, vertical = false) =>
    items.map((item) => (
      <Link
        key={item.href}
        href={item.href}
        onClick={onClick}
        aria-current={isActive(item, location) ? 'page' : undefined}
        className={cn(
          'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
          isActive(item, location) ? 'text-primary' : 'text-muted-foreground',
          vertical && 'text-base',
        )}
      >
        {item.label}
      </Link>
    ));

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="container flex h-16 items-center gap-3">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={t.nav.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className="size-5" />
        </Button>
        {/* The menu's panel is fetched on the first tap (see lazy-sheet.tsx). */}
        {sheet && (
          <sheet.Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <sheet.SheetContent side="left" className="flex flex-col gap-4 p-4">
              <sheet.SheetTitle className="flex items-center gap-2 text-lg font-semibold text-primary">
                <LeafIcon className="size-5" aria-hidden /> {t.brand.name}
              </sheet.SheetTitle>
              {/* No search field here: a phone has it under the header, and the menu's first field would pop the keyboard on opening. */}
              <nav className="flex flex-col gap-1" aria-label={t.nav.mobileNav}>
                {navLinks(() => setMenuOpen(false), true)}
              </nav>
              <LanguageList onChosen={() => setMenuOpen(false)} />
              {!user && (
                <div className="mt-auto flex gap-2">
                  <Button asChild variant="outline" className="flex-1" onClick={() => setMenuOpen(false)}>
                    <Link href={signInHref}>{t.nav.signIn}</Link>
                  </Button>
                  <Button asChild className="flex-1" onClick={() => setMenuOpen(false)}>
                    <Link href={signUpHref}>{t.nav.signUp}</Link>
                  </Button>
                </div>
              )}
            </sheet.SheetContent>
          </sheet.Sheet>
        )}

        <Link href="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap text-xl font-bold text-primary">
          <LeafIcon className="size-6" aria-hidden />
          <span>{t.brand.name}</span>
        </Link>

        <nav className="ms-4 hidden items-center gap-1 lg:flex" aria-label={t.nav.mainNav}>
          {navLinks()}
        </nav>

        <div className="ms-auto flex min-w-0 items-center gap-2">
          <SearchForm key={currentSearch} initial={currentSearch} className="hidden w-56 min-w-0 md:block" />
          <LanguageMenu className="hidden lg:inline-flex" />
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={t.nav.cart}
            onClick={() => cart.setOpen(true)}
            data-testid="cart-button"
          >
            <ShoppingCartIcon className="size-5" />
            {cart.itemCount > 0 && (
              <span
                className="absolute -end-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground"
                data-testid="cart-count"
              >
                {cart.itemCount}
              </span>
            )}
          </Button>
          {user ? (
            <Suspense fallback={<span className="size-9" aria-hidden />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm">
                <Link href={signInHref}>
                  <UserIcon className="size-4" aria-hidden /> {t.nav.signIn}
                </Link>
              </Button>
              <Button asChild size="sm">
                <Link href={signUpHref}>{t.nav.signUp}</Link>
              </Button>
            </div>
          )}
        </div>
      </div>
      {/* A phone's search, under the header's row: one tap away on every page, without opening the menu. */}
      <div className="container pb-3 md:hidden">
        <SearchForm key={currentSearch} initial={currentSearch} />
      </div>
    </header>
  );
}
