import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shippingContract, type ShippingWilaya } from '@shared/contracts/shipping';
import { parseMoney } from '@shared/domain/money';
import type { ShippingRules, WilayaRate } from '@shared/domain/shipping';
import { api, ApiError } from '@client/lib/api-client';

export const shippingKeys = {
  wilayas: ['shipping', 'wilayas'] as const,
  communes: (wilaya: string) => ['shipping', 'communes', wilaya] as const,
  desks: (wilaya: string) => ['shipping', 'desks', wilaya] as const,
};

/** The wilayas with their live fees (docs/contract.md §4); the checkout, the shipping page and the admin read it. */
export const wilayasQueryOptions = () =>
  queryOptions({ queryKey: shippingKeys.wilayas, queryFn: () => api(shippingContract.wilayas), staleTime: 5 * 60_000 });

/** A wilaya's communes, asked when it is chosen (the 1,541 never ship in the bundle; decision 019). */
export const communesQueryOptions = (wilaya: string) =>
  queryOptions({
    queryKey: shippingKeys.communes(wilaya),
    queryFn: () => api(shippingContract.communes, { query: { wilaya } }),
    enabled: wilaya !== '',
    staleTime: 24 * 60 * 60_000,
  });

/**
 * The stop-desks of a wilaya from the configured courier; none (a shop without a courier that lists
 * its desks, or a server without the courier registry: 404) is an empty list, not an error.
 */
export const desksQueryOptions = (wilaya: string) =>
  queryOptions({
    queryKey: shippingKeys.desks(wilaya),
    queryFn: async () => {
      try {
        return await api(shippingContract.desks, { query: { wilaya } });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
    enabled: wilaya !== '',
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The list back into the rules `quote` takes: a wilaya without days has no rate of its own (flat fee). */
export function rulesOf(wilayas: readonly ShippingWilaya[], minFreeShipping: string, shippingFee: string): ShippingRules {
  const rates: WilayaRate[] = wilayas
    .filter((w) => w.days !== null)
    .map((w) => ({
      wilaya: Number(w.code),
      home: parseMoney(w.home) ?? 0,
      desk: w.desk === null ? null : (parseMoney(w.desk) ?? 0),
      days: w.days!,
    }));
  return { minFreeShipping: parseMoney(minFreeShipping) ?? 0, shippingFee: parseMoney(shippingFee) ?? 0, rates };
}

export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: { wilaya: number; home: string; desk: string | null; daysMin: number; daysMax: number }[]) =>
      api(shippingContract.updateRates, { body: { rates } }),
    onSuccess: (wilayas) => queryClient.setQueryData(shippingKeys.wilayas, wilayas),
  });
}
