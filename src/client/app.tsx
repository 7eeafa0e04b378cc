import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@client/components/ui/toaster';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { CartProvider } from '@client/features/cart/cart-context';
import { queryClient } from '@client/lib/query-client';
import { AppLayout } from '@client/components/layout/app-layout';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <CartProvider>
          <AppLayout>
            <AppRoutes />
          </AppLayout>
          <Toaster />
        </CartProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
