import { Link } from 'wouter';
import type { Category } from '@shared/contracts/catalog';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { PlantImage } from '@client/components/plant-image';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useCatalogText } from './use-catalog-text';

export interface CategoryCardProps {
  category: Pick<Category, 'name' | 'description' | 'imageUrl'> & Partial<Pick<Category, 'translations'>> & { plantCount?: number | null };
  href: string;
  /** Show '{n} plants' (defaults to 0 when the count is missing). */
  showCount?: boolean;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A category tile: image, name, description and (on /categories) the plant count. */
export function CategoryCard({ category, href, showCount = false, priority = false, headingLevel: Heading = 'h3' }: CategoryCardProps) {
  const t = useMessages().shop.categories;
  const tr = useTranslator();
  const text = useCatalogText();
  const description = text.description(category);
  return (
    <Card className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md" data-testid="category-card">
      <PlantImage
        src={category.imageUrl}
        alt=""
        priority={priority}
        className="w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-semibold">
          <Link href={href} className="focus-ring rounded-sm after:absolute after:inset-0 hover:text-primary">
            {text.name(category)}
          </Link>
        </Heading>
        {description && <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p>}
        {showCount && (
          <p className="mt-auto pt-2 text-sm font-medium text-primary" data-testid="category-count">
            {tr.text(t.plantCount, { count: category.plantCount ?? 0 })}
          </p>
        )}
      </div>
    </Card>
  );
}

export function CategoryCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="category-card-skeleton">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </Card>
  );
}
