import { queryOptions } from '@tanstack/react-query';
import { cartQuoteContract, type QuoteInput } from '@shared/contracts/cart-quote';
import { api } from './api-client';

/**
 * The server's one pricing of a cart with a discount code (docs/contract.md §8): the figures the order
 * will store, a refused code as `couponError`. Asked only once a code is applied: without one, the
 * forms show the shipping quote they compute themselves (the same rule, no request).
 */
export const cartQuoteQueryOptions = (input: QuoteInput, enabled = true) =>
  queryOptions({
    queryKey: ['cart', 'quote', input] as const,
    queryFn: () => api(cartQuoteContract.quote, { body: input }),
    enabled: enabled && input.items.length > 0 && Boolean(input.couponCode),
    staleTime: 30_000,
    retry: false,
  });
