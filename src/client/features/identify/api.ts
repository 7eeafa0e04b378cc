import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identifyContract } from '@shared/contracts/identify';
import { coverageText, SHOP_COVERAGE, type IdentifyCoverage } from '@shared/domain/identify-coverage';
import { fill } from '@shared/messages';
import { api } from '@client/lib/api-client';
import { useMessages, useTranslator } from '@client/lib/i18n';

export const identifySamplesQueryOptions = () =>
  queryOptions({ queryKey: ['identify', 'samples'] as const, queryFn: () => api(identifyContract.samples) });

export const myPlantsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['identify', 'my-plants', userId] as const, queryFn: () => api(identifyContract.myPlants) });

export function useIdentifySamples() {
  return useQuery(identifySamplesQueryOptions());
}

export const identifyEnginesQueryOptions = () =>
  queryOptions({ queryKey: ['identify', 'engines'] as const, queryFn: () => api(identifyContract.engines), staleTime: 60_000 });

/** What identification covers now (docs/contract.md §6); the embedded matcher's until the engines are known. */
export function useIdentifyCoverage(): IdentifyCoverage {
  const engines = useQuery(identifyEnginesQueryOptions());
  return engines.data?.coverage ?? SHOP_COVERAGE;
}

/**
 * A promise about identification that follows the engines: `shopText` while the embedded matcher
 * answers first, else `text` with its coverage in `{species}` ("over 84,000 species").
 */
export function useIdentifyPromise(text: string, shopText: string): string {
  const coverage = useIdentifyCoverage();
  const tr = useTranslator();
  return coverage.scope === 'shop' ? shopText : fill(text, { species: coverageText(tr, coverage) });
}

export function useIdentifySubtitle(): string {
  const t = useMessages().identify;
  return useIdentifyPromise(t.subtitle, t.subtitleOffline);
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
