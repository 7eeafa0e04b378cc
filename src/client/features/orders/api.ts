import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ordersContract, type CreateOrderSchema, type CreatePaymentIntentSchema } from '@shared/contracts/orders';
import { api } from '@client/lib/api-client';
import { addressKeys } from '@client/features/addresses/api';

/** Every order query key starts here. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  lastShipping: () => [...orderKeys.all, 'last-shipping'] as const,
};

/** The signed-in customer's orders, newest first. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: () => api(ordersContract.list),
  });

/** Where the customer's latest order went: the checkout starts from it. */
export const lastShippingQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.lastShipping(),
    queryFn: () => api(ordersContract.lastShipping),
  });

/** With `key` (the order's link, docs/contract.md §7) it opens without an account. */
export const orderQueryOptions = (id: string, key?: string) =>
  queryOptions({
    queryKey: key ? [...orderKeys.detail(id), { key }] : orderKeys.detail(id),
    queryFn: () => api(ordersContract.get, { params: { id }, ...(key ? { query: { key } } : {}) }),
  });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateOrderSchema>) => api(ordersContract.create, { body }),
    // The order's address joined the customer's address book.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: addressKeys.all })]),
  });
}

export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (body: z.input<typeof CreatePaymentIntentSchema>) => api(ordersContract.createPaymentIntent, { body }),
  });
}
