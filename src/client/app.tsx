import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@client/components/ui/lazy-toaster';
import { CartProvider } from '@client/features/cart/cart-context';
import { queryClient } from '@client/lib/query-client';
import { I18nProvider } from '@client/lib/i18n';
import type { Translator } from '@shared/messages';
import { AppLayout } from '@client/components/layout/app-layout';
import { AppRoutes } from './routes';

/** Texts fetched from the server (plant names, answers) are in the old language after a switch: fetch them again. */
const refetchInNewLanguage = () => void queryClient.invalidateQueries();

export function App({ translator }: { translator: Translator }) {
  return (
    <I18nProvider initial={translator} onChange={refetchInNewLanguage}>
      <QueryClientProvider client={queryClient}>
        <CartProvider>
          <AppLayout>
            <AppRoutes />
          </AppLayout>
          <LazyToaster />
        </CartProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
