import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { LayoutGridIcon, ListIcon, XIcon } from 'lucide-react';
import { SHOP_PAGE_SIZE, type PlantSort } from '@shared/contracts/catalog';
import { Button } from '@client/components/ui/button';
import { LazySelect } from '@client/components/ui/lazy-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api';
import { useAddToCart } from '@client/features/cart/use-add-to-cart';
import { categoriesQueryOptions, plantListQueryOptions } from '@client/features/catalog/api';
import { PlantCard, PlantCardSkeleton, plantGridClass, type PlantCardLayout } from '@client/features/catalog/plant-card';
import { flattenPlantPages } from '@client/features/catalog/plant-pages';
import { readShopParams, shopHref, type ShopParams } from '@client/features/catalog/shop-url';
import { WishlistToggle } from '@client/features/wishlist/wishlist-toggle';
import { cn } from '@client/lib/cn';
import { ApiError } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { CARDS_ON_ARRIVAL } from '@client/features/catalog/cards-on-arrival';

/** Spec §2/§4 Shop: category buttons, sort, grid/list, 8 plants a page, `?category=` and `?search=` from the URL. */
export default function ShopPage() {
  const t = useMessages();
  const tr = useTranslator();
  const s = t.shop.page;
  const text = useCatalogText();
  useDocumentTitle(s.title, s.subtitle);
  const [, navigate] = useLocation();
  const filters = readShopParams(useSearch());
  const [sort, setSort] = useState<PlantSort>('featured');
  const [layout, setLayout] = useState<PlantCardLayout>('grid');
  const { user } = useCurrentUser();
  const addToCart = useAddToCart();

  const categories = useQuery(categoriesQueryOptions());
  // Spec §7: the plants call runs only once the categories are loaded.
  const plants = useInfiniteQuery({
    ...plantListQueryOptions({ category: filters.category ?? undefined, search: filters.search ?? undefined, sort }),
    enabled: !categories.isPending,
    placeholderData: keepPreviousData,
  });

  const setFilters = (next: Partial<ShopParams>) => navigate(shopHref({ ...filters, ...next }));
  const list = plants.isError ? [] : flattenPlantPages(plants.data?.pages ?? []);
  const total = plants.data?.pages[0]?.total ?? list.length;
  const loading = plants.isPending;

  const sortOptions: { value: PlantSort; label: string }[] = [
    { value: 'featured', label: s.sortFeatured },
    { value: 'price-low', label: s.sortPriceLow },
    { value: 'price-high', label: s.sortPriceHigh },
    { value: 'newest', label: s.sortNewest },
    { value: 'rating', label: s.sortRating },
  ];

  const filterButton = (id: number | null, label: string) => {
    const selected = filters.category === id;
    return (
      <Button
        key={id ?? 'all'}
        size="sm"
        variant={selected ? 'default' : 'outline'}
        aria-pressed={selected}
        onClick={() => setFilters({ category: id })}
      >
        {label}
      </Button>
    );
  };

  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">{s.title}</h1>
      <p className="mt-1 text-muted-foreground">{s.subtitle}</p>

      {filters.search && (
        <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="search-summary">
          <p className="font-medium">{interpolate(s.searchResults, { q: filters.search })}</p>
          <Button variant="ghost" size="sm" onClick={() => setFilters({ search: null })}>
            <XIcon aria-hidden /> {s.clearSearch}
          </Button>
        </div>
      )}

      <div role="group" aria-label={s.filterLabel} className="mt-6 flex min-h-9 flex-wrap gap-2">
        {categories.isPending
          ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-9 w-24" />)
          : [filterButton(null, s.allPlants), ...(categories.data ?? []).map((c) => filterButton(c.id, text.name(c)))]}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite" data-testid="result-count">
          {!loading && tr.text(s.resultCount, { count: total })}
        </p>
        <div className="flex items-center gap-2">
          <LazySelect value={sort} options={sortOptions} onValueChange={setSort} label={s.sortLabel} className="w-48" />
          <div role="group" aria-label={s.viewLabel} className="flex rounded-md border">
            {(
              [
                ['grid', s.gridView, LayoutGridIcon],
                ['list', s.listView, ListIcon],
              ] as const
            ).map(([value, label, Icon]) => (
              <Button
                key={value}
                variant="ghost"
                size="icon"
                aria-label={label}
                aria-pressed={layout === value}
                className={cn('rounded-none first:rounded-s-md last:rounded-e-md', layout === value && 'bg-accent text-accent-foreground')}
                onClick={() => setLayout(value)}
              >
                <Icon />
              </Button>
            ))}
          </div>
        </div>
      </div>

      <section
        aria-label={s.title}
        aria-busy={loading || plants.isFetching}
        className={cn('mt-6 transition-opacity', plants.isPlaceholderData && 'opacity-60')}
      >
        {loading ? (
          <div className={plantGridClass(layout)}>
            {Array.from({ length: SHOP_PAGE_SIZE }, (_, i) => (
              <PlantCardSkeleton key={i} layout={layout} />
            ))}
          </div>
        ) : plants.isError ? (
          // The server's reason (e.g. a search text too long), in the reader's language: not "no plants".
          <div role="alert" className="rounded-lg border border-dashed py-16 text-center" data-testid="shop-error">
            <p className="text-lg font-medium">{plants.error instanceof ApiError ? plants.error.message : t.errors.generic}</p>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-lg border border-dashed py-16 text-center">
            <p className="text-lg font-medium">{s.noPlants}</p>
            <p className="mt-1 text-sm text-muted-foreground">{s.noPlantsHint}</p>
          </div>
        ) : (
          <div className={plantGridClass(layout)}>
            {list.map((plant, i) => (
              <PlantCard
                  key={plant.id}
                  plant={plant}
                  layout={layout}
                  headingLevel="h2"
                  priority={i < CARDS_ON_ARRIVAL}
                  onAddToCart={addToCart}
                  cornerAction={user ? <WishlistToggle userId={user.id} plantId={plant.id} plantName={text.name(plant)} /> : undefined}
                />
            ))}
          </div>
        )}
      </section>

      {plants.hasNextPage && !plants.isPlaceholderData && (
        <div className="mt-8 flex justify-center">
          <Button size="lg" variant="outline" onClick={() => void plants.fetchNextPage()} disabled={plants.isFetchingNextPage}>
            {plants.isFetchingNextPage ? s.loadingMore : s.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
