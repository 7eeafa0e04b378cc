import type { ReactNode } from 'react';
import { CartPanel } from '@client/features/cart/cart-panel';
import { ChatWidget } from '@client/features/chat/chat-widget';
import { useMessages } from '@client/lib/i18n';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout({ children }: { children: ReactNode }) {
  const t = useMessages().common;
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        {t.skipToContent}
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <CartPanel />
      <ChatWidget />
    </div>
  );
}
