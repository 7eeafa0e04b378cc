import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LazyToaster } from '@client/components/ui/lazy-toaster';
import { CartProvider } from '@client/features/cart/cart-context';
import { I18nProvider } from '@client/lib/i18n';
import type { Translator } from '@shared/messages';
import { AppLayout } from '@client/components/layout/app-layout';
import { AppRoutes } from './routes';

/**
 * The browser renders with its one query client; the server renders each page with its own.
 * `serverRendered`: the server renders it, or the browser hydrates the server's HTML.
 */
export function App({ translator, queryClient, serverRendered = true }: { translator: Translator; queryClient: QueryClient; serverRendered?: boolean }) {
  // Texts fetched from the server (plant names, answers) are in the old language after a switch: fetch them again.
  const refetchInNewLanguage = useCallback(() => void queryClient.invalidateQueries(), [queryClient]);
  return (
    <I18nProvider initial={translator} onChange={refetchInNewLanguage}>
      <QueryClientProvider client={queryClient}>
        <CartProvider serverRendered={serverRendered}>
          <AppLayout>
            <AppRoutes />
          </AppLayout>
          <LazyToaster />
        </CartProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
