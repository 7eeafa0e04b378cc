import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewsContract, type AdminReviewListQuery, type ReviewInput, type ReviewUpdate } from '@shared/contracts/reviews';
import { REVIEWS_PAGE_SIZE } from '@shared/domain/reviews';
import { api, uploadImage } from '@client/lib/api-client';

/** Every review query key starts here. */
export const reviewKeys = {
  all: ['reviews'] as const,
  plant: (plantId: number) => [...reviewKeys.all, 'plant', plantId] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  admin: () => [...reviewKeys.all, 'admin'] as const,
};

/** The plant's approved reviews, newest first: the first `pages` pages. */
export const plantReviewsQueryOptions = (plantId: number, pages: number) =>
  queryOptions({
    queryKey: [...reviewKeys.plant(plantId), 'list', pages] as const,
    queryFn: () => api(reviewsContract.list, { params: { id: plantId }, query: { limit: pages * REVIEWS_PAGE_SIZE, offset: 0 } }),
    placeholderData: keepPreviousData,
  });

export const reviewSummaryQueryOptions = (plantId: number) =>
  queryOptions({ queryKey: [...reviewKeys.plant(plantId), 'summary'] as const, queryFn: () => api(reviewsContract.summary, { params: { id: plantId } }) });

/** The signed-in customer's own reviews (My Orders shows them beside their plants). */
export const myReviewsQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: reviewKeys.mine(), queryFn: () => api(reviewsContract.mine), enabled });

export const adminReviewsQueryOptions = (query: Pick<AdminReviewListQuery, 'status' | 'page' | 'pageSize'>, enabled: boolean) =>
  queryOptions({
    queryKey: [...reviewKeys.admin(), query] as const,
    queryFn: () => api(reviewsContract.adminList, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Writing, editing and deleting one's own review; every review query refetches after. */
export function useOwnReviewMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  return {
    create: useMutation({
      mutationFn: ({ plantId, body }: { plantId: number; body: ReviewInput }) => api(reviewsContract.create, { params: { id: plantId }, body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ReviewUpdate }) => api(reviewsContract.update, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api(reviewsContract.remove, { params: { id } }), onSuccess }),
  };
}

/** A photo for one's review (`POST /api/reviews/photos`): its id goes in the review. */
export const uploadReviewPhoto = (file: File) => uploadImage(reviewsContract.uploadPhoto, file);
