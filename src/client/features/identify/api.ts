import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identifyContract } from '@shared/contracts/identify';
import { api } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';

export const identifySamplesQueryOptions = () =>
  queryOptions({ queryKey: ['identify', 'samples'] as const, queryFn: () => api(identifyContract.samples) });

export const myPlantsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['identify', 'my-plants', userId] as const, queryFn: () => api(identifyContract.myPlants) });

export function useIdentifySamples() {
  return useQuery(identifySamplesQueryOptions());
}

export const identifyEnginesQueryOptions = () =>
  queryOptions({ queryKey: ['identify', 'engines'] as const, queryFn: () => api(identifyContract.engines), staleTime: 60_000 });

/**
 * Whether an online engine (Pl@ntNet, Plant.id, a vision model) answers first: the spec's promise
 * of "over 10000 species" is true only then (docs/decisions 007). False until known.
 */
export function useIdentifiesOnline(): boolean {
  const engines = useQuery(identifyEnginesQueryOptions());
  return !!engines.data && engines.data.chain[0]?.offline === false;
}

export function useIdentifySubtitle(): string {
  const t = useMessages().identify;
  return useIdentifiesOnline() ? t.subtitle : t.subtitleOffline;
}

export function useSaveIdentification(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(identifyContract.save, { params: { id } }),
    onSuccess: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: myPlantsQueryOptions(userId).queryKey });
    },
  });
}

export function useUnsaveIdentification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(identifyContract.unsave, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPlantsQueryOptions(userId).queryKey }),
  });
}
