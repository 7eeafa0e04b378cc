import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { NOT_FOUND_MODULE, ROUTES, routeOf, type PageRoute } from '@shared/route-manifest';
import { Spinner } from '@client/components/ui/spinner';
import type { CurrentUser } from '@shared/contracts/auth';
import { useCurrentUser } from '@client/features/auth/api';
import { AuthRequired } from '@client/features/auth/auth-required';
import { loadTranslator, pageLocale, useMessages } from '@client/lib/i18n';

type PageModule = Record<string, ComponentType<PageProps>>;
/** What a signed-in page is given: who is signed in. */
interface PageProps {
  user?: CurrentUser;
  userId?: string;
}

// Every page is its own chunk, found by its module's name in the route manifest
// (src/shared/route-manifest.ts): a visitor downloads only what the page needs.
const MODULES = import.meta.glob<PageModule>('./pages/*/*-page.tsx');
const loaderOf = (module: string) => {
  const load = MODULES[`./${module}`];
  if (!load) throw new Error(`No page module ${module} (src/client/${module})`);
  return load;
};

/** An admin page's words come with it, not with the catalogue every page loads (lib/back-office-texts.ts). */
async function installBackOffice(): Promise<void> {
  const locale = pageLocale();
  const [{ installBackOfficeTexts }, tr] = await Promise.all([import('@client/lib/back-office-texts'), loadTranslator(locale)]);
  await installBackOfficeTexts(locale, tr.m);
}

const pages = new Map<string, ComponentType<PageProps>>();
/** The lazy component of a route's page (one per module and export, so two paths share one chunk). */
function pageOf(route: Pick<PageRoute, 'module' | 'export' | 'access'>): ComponentType<PageProps> {
  const name = route.export ?? 'default';
  const key = `${route.module}#${name}`;
  let page = pages.get(key);
  if (!page) {
    const load = () => Promise.all([loaderOf(route.module)(), route.access === 'admin' ? installBackOffice() : null]).then(([m]) => ({ default: m[name]! }));
    pages.set(key, (page = lazy(load)));
  }
  return page;
}

/**
 * main.tsx: the page module of `pathname`, fetched before a server-rendered page is hydrated, so that
 * React hydrates the page at once and a tap on it is never lost to a chunk still on its way.
 */
export const loadPageOf = (pathname: string): Promise<unknown> => loaderOf(routeOf(pathname)?.module ?? NOT_FOUND_MODULE)();

function PageFallback() {
  return (
    <div className="flex justify-center py-24" role="status" aria-live="polite">
      <Spinner />
    </div>
  );
}

const screens = new Map<string, ComponentType>();
/**
 * The component a route draws: one per route for the app's life, so that drawing the route table
 * again (a language switch, the current user's query answering again) never gives a page a new type,
 * which React would unmount and mount afresh, dropping what the customer chose or typed
 * (docs/decisions/026-choice-kept.md). Who is signed in is read inside it.
 */
function screenOf(route: PageRoute): ComponentType {
  if (route.access === 'everyone') return pageOf(route) as ComponentType;
  let screen = screens.get(route.path);
  if (!screen) {
    const Page = pageOf(route);
    screen = function SignedInScreen(props: object) {
      const t = useMessages();
      const { user, isLoading, isAdmin } = useCurrentUser();
      if (isLoading) return <PageFallback />;
      if (route.access === 'admin') {
        if (isAdmin) return <Page {...(props as PageProps)} />;
        const g = t.guards;
        return (
          <AuthRequired title={g.adminUnauthorized} description={g.adminUnauthorizedText} to="/api/login">
            {g.adminLoading}
          </AuthRequired>
        );
      }
      if (user) return <Page {...(props as PageProps)} user={user} userId={user.id} />;
      const guard = route.guard!(t);
      return <AuthRequired title={t.auth.authenticationRequired} description={guard.text} to={guard.to} />;
    };
    screens.set(route.path, screen);
  }
  return screen;
}

const notFound = pageOf({ module: NOT_FOUND_MODULE, access: 'everyone' }) as ComponentType;

/**
 * Spec §2 route table, from the route manifest. Pages that need a login are drawn for signed-in
 * users; for visitors the same paths lead to the spec's "authentication required" behaviour (toast,
 * then redirect), so their page code is never even downloaded. /admin likewise for non-admins.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} component={screenOf(route)} />
        ))}
        <Route component={notFound} />
      </Switch>
    </Suspense>
  );
}
