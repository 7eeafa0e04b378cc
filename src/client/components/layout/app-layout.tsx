import { Suspense, type ReactNode } from 'react';
import { CartPanel } from '@client/features/cart/cart-panel';
import { ChatWidget } from '@client/features/chat/chat-widget';
import { useMessages } from '@client/lib/i18n';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineNotice } from './offline-notice';

export function AppLayout({ children }: { children: ReactNode }) {
  const t = useMessages().common;
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
    </div>
  );
}
