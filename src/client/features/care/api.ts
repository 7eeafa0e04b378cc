import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { careContract, type GardenPlant } from '@shared/contracts/care';
import type { CareTask } from '@shared/domain/care';
import { api, uploadFile } from '@client/lib/api-client';
import { myPlantsQueryOptions } from '@client/features/identify/api';

/** My Plants as a garden (docs/decisions/027-plant-care.md): the queries and mutations over careContract. */
export const gardenQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['care', 'garden', userId] as const, queryFn: () => api(careContract.garden) });

export const careSpeciesQueryOptions = () =>
  queryOptions({ queryKey: ['care', 'species'] as const, queryFn: () => api(careContract.species), staleTime: Infinity });

function useGardenMutation<V, R>(userId: string, fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gardenQueryOptions(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: myPlantsQueryOptions(userId).queryKey });
    },
  });
}

export const useMarkDone = (userId: string) =>
  useGardenMutation(userId, ({ id, task }: { id: string; task: CareTask }): Promise<GardenPlant> => api(careContract.done, { params: { id }, body: { task } }));

export const useRemoveGardenPlant = (userId: string) => useGardenMutation(userId, (id: string) => api(careContract.removePlant, { params: { id } }));

export const useRenameGardenPlant = (userId: string) =>
  useGardenMutation(userId, ({ id, nickname }: { id: string; nickname: string | null }) => api(careContract.updatePlant, { params: { id }, body: { nickname } }));

export const useGardenPhoto = (userId: string) =>
  useGardenMutation(userId, ({ id, file }: { id: string; file: File }) => uploadFile(careContract.photo, { id }, 'image', file));

export const useAddOwnPlant = (userId: string) =>
  useGardenMutation(userId, (body: { speciesName: string; nickname?: string }) => api(careContract.addPlant, { body }));

export const useGardenSettings = (userId: string) =>
  useGardenMutation(userId, (body: { wilaya?: number | null; weeklyEmail?: boolean }) => api(careContract.settings, { body }));
