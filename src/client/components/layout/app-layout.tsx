import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CartPanel } from '@client/features/cart/cart-panel';
import { ChatWidget } from '@client/features/chat/chat-widget';
import { useMeasurementConfigured } from '@client/features/consent/measurement-configured';
import { useMessages } from '@client/lib/i18n';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineNotice } from './offline-notice';

/**
 * A new page opens at its top: the router's pushState keeps the scroll, so Place Order, pressed at the
 * bottom of the checkout, showed the order's confirmation page scrolled down to its footer. Back and
 * Forward keep the place the browser restores; a change of query alone (a filter) or an #anchor stays put.
 */
function useNewPageAtTop() {
  const [path] = useLocation();
  const shown = useRef(path);
  /** The path Back or Forward went to (the browser restores its scroll). */
  const popped = useRef<string | null>(null);
  useEffect(() => {
    const onPop = () => (popped.current = window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useLayoutEffect(() => {
    if (path === shown.current) return;
    shown.current = path;
    if (popped.current !== path && !window.location.hash) window.scrollTo(0, 0);
    popped.current = null;
  }, [path]);
}

// The measurement cookies' banner and the pixels (docs/decisions/037): a chunk only a shop with a pixel configured downloads.
const MeasurementConsent = lazy(() => import('@client/features/consent/measurement-consent'));

export function AppLayout({ children }: { children: ReactNode }) {
  const t = useMessages().common;
  const measured = useMeasurementConfigured();
  useNewPageAtTop();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        {t.skipToContent}
      </a>
      {/* The header, the page and the footer are Suspense boundaries: React hydrates each in a task of
          its own, the header first, and at once the one a tap lands on (docs/decisions/016-react-runtime.md). */}
      <Suspense>
        <Header />
      </Suspense>
      <OfflineNotice />
      {/* At least a screen high, so the footer starts below the fold and the page's content, which
          arrives with its chunk and data, does not push it down in view (a layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <CartPanel />
      <ChatWidget />
      {measured && (
        <Suspense>
          <MeasurementConsent />
        </Suspense>
      )}
    </div>
  );
}
