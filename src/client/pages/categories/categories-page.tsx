import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions } from '@client/features/catalog/api';
import { CategoryCard, CategoryCardSkeleton } from '@client/features/catalog/category-card';
import { sampleCategories } from '@client/features/catalog/samples';
import { categoryHref } from '@client/features/catalog/shop-url';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { CARDS_ON_ARRIVAL } from '@client/features/catalog/cards-on-arrival';

const gridClass = 'grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Spec §2 Categories: every category with its plant count; 8 skeletons while loading; samples if the call fails. */
export default function CategoriesPage() {
  const t = useMessages();
  const c = t.shop.categories;
  useDocumentTitle(c.title, c.subtitle);
  const query = useQuery(categoriesQueryOptions());
  const categories = query.isError ? sampleCategories(t) : (query.data ?? []);

  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">{c.title}</h1>
      <p className="mt-1 text-muted-foreground">{c.subtitle}</p>
      {query.isError && (
        <p className="mt-4 text-sm text-muted-foreground" role="status">
          {c.unavailable}
        </p>
      )}
      <div className={`${gridClass} mt-8`} aria-busy={query.isPending}>
        {query.isPending
          ? Array.from({ length: 8 }, (_, i) => <CategoryCardSkeleton key={i} />)
          : categories.map((category, i) => (
              <CategoryCard
                key={category.id}
                category={category} href={categoryHref(category.id)} showCount priority={i < CARDS_ON_ARRIVAL} headingLevel="h2" />
            ))}
      </div>
    </div>
  );
}
