import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistContract } from '@shared/contracts/wishlist';
import { api } from '@client/lib/api-client';

/** Spec §7/§9: the check call is cached for 5 minutes. */
export const WISHLIST_CHECK_STALE_MS = 5 * 60_000;

/** Keys carry the user's id, so one account never sees another's cached wishlist. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  user: (userId: string) => [...wishlistKeys.all, userId] as const,
};

export const wishlistQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...wishlistKeys.user(userId), 'list'] as const,
    // Spec §7: a non-array answer counts as empty.
    queryFn: async () => {
      const data = await api(wishlistContract.list);
      return Array.isArray(data) ? data : [];
    },
  });

export const wishlistCheckQueryOptions = (userId: string, plantId: number) =>
  queryOptions({
    queryKey: [...wishlistKeys.user(userId), 'check', plantId] as const,
    queryFn: async () => (await api(wishlistContract.check, { params: { plantId } })).isInWishlist,
    staleTime: WISHLIST_CHECK_STALE_MS,
  });

function useSetInWishlist(userId: string) {
  const queryClient = useQueryClient();
  return (plantId: number, isInWishlist: boolean) => {
    queryClient.setQueryData(wishlistCheckQueryOptions(userId, plantId).queryKey, isInWishlist);
    return queryClient.invalidateQueries({ queryKey: wishlistQueryOptions(userId).queryKey });
  };
}

export function useAddToWishlist(userId: string) {
  const setInWishlist = useSetInWishlist(userId);
  return useMutation({
    mutationFn: (plantId: number) => api(wishlistContract.add, { body: { plantId } }),
    onSuccess: (_data, plantId) => setInWishlist(plantId, true),
  });
}

/** Spec §7: after a removal the list is refetched. */
export function useRemoveFromWishlist(userId: string) {
  const setInWishlist = useSetInWishlist(userId);
  return useMutation({
    mutationFn: (plantId: number) => api(wishlistContract.remove, { params: { plantId } }),
    onSuccess: (_data, plantId) => setInWishlist(plantId, false),
  });
}
