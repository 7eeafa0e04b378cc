import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shippingContract, type ShippingWilaya } from '@shared/contracts/shipping';
import { parseMoney } from '@shared/domain/money';
import type { ShippingRules, WilayaRate } from '@shared/domain/shipping';
import { api } from '@client/lib/api-client';

export const shippingKeys = { wilayas: ['shipping', 'wilayas'] as const };

/** The wilayas with their live fees (decisions.md §4); the checkout, the shipping page and the admin read it. */
export const wilayasQueryOptions = () =>
  queryOptions({ queryKey: shippingKeys.wilayas, queryFn: () => api(shippingContract.wilayas), staleTime: 5 * 60_000 });

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
