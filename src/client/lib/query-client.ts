import { QueryClient } from '@tanstack/react-query';

/** Spec §7: no retries, data never goes stale by itself, no refetch on focus, no polling. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/** The browser's one client (the server renders each page with its own). */
export const queryClient = newQueryClient();
