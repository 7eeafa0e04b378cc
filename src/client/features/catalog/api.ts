import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { catalogContract, SHOP_PAGE_SIZE, type PlantSort } from '@shared/contracts/catalog';
import { figuresContract } from '@shared/contracts/figures';
import { api, apiWithHeaders } from '@client/lib/api-client';
import { nextPageOffset, readTotalCount, type PlantPage } from './plant-pages';

/** Every catalogue query key starts here: invalidate `catalogKeys.all` after a catalogue change. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  plants: () => [...catalogKeys.all, 'plants'] as const,
};

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: () => api(catalogContract.listCategories),
  });

/** Spec §7: no retry; Home shows the first 4. */
export const featuredPlantsQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogKeys.plants(), 'featured'] as const,
    queryFn: () => api(catalogContract.featuredPlants),
    retry: false,
  });

/** The home page's figures (GET /api/figures): the server counts them, hidden below the owner's threshold. */
export const homeFiguresQueryOptions = () =>
  queryOptions({ queryKey: ['figures', 'home'] as const, queryFn: () => api(figuresContract.home), staleTime: 5 * 60_000 });

export const plantQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...catalogKeys.plants(), 'detail', id] as const,
    queryFn: () => api(catalogContract.getPlant, { params: { id } }),
  });

export interface PlantFilters {
  category?: number | undefined;
  search?: string | undefined;
  sort: PlantSort;
}

/** The shop's list, 8 plants a page; 'Load More Plants' asks for the next page (docs/contract.md §3). */
export const plantListQueryOptions = ({ category, search, sort }: PlantFilters) =>
  infiniteQueryOptions({
    queryKey: [...catalogKeys.plants(), 'list', { category, search, sort }] as const,
    queryFn: async ({ pageParam }): Promise<PlantPage> => {
      const { data, headers } = await apiWithHeaders(catalogContract.listPlants, {
        query: { category, search, sort, limit: SHOP_PAGE_SIZE, offset: pageParam },
      });
      return { plants: data, offset: pageParam, total: readTotalCount(headers) };
    },
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
