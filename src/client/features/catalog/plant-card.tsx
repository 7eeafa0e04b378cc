import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ShoppingCartIcon } from 'lucide-react';
import type { Plant, PlantListItem } from '@shared/contracts/catalog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { PlantImage } from '@client/components/plant-image';
import { Stars } from '@client/components/stars';
import { cn } from '@client/lib/cn';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { totalStock } from '@shared/domain/sizes';
import { fromPrice, isOnSale } from './plant-display';
import { useCatalogText } from './use-catalog-text';

export type PlantCardLayout = 'grid' | 'list';

/**
 * A whole plant (the wishlist's) carries its translated description; a list's plant only its names'
 * translations, so it shows no description rather than one in another language.
 */
const isWholePlant = (plant: PlantListItem | Plant): plant is Plant => 'description' in plant.translations.fr;

export interface PlantCardProps {
  /** A list's plant (shop, Home), or a whole plant (wishlist). */
  plant: PlantListItem | Plant;
  layout?: PlantCardLayout;
  /** Wishlist cards also show the description, the category name and the stock. */
  showDetails?: boolean;
  /** Where the card leads; `null` for a sample plant that has no page. Default `/plant/{id}`. */
  href?: string | null;
  /** Without it the card has no add-to-cart button. */
  onAddToCart?: (plant: PlantListItem) => void;
  /** Over the image's corner, e.g. the wishlist toggle. */
  cornerAction?: ReactNode;
  /** Beside the add-to-cart button, e.g. the wishlist's remove button. */
  footerAction?: ReactNode;
  /** The image is above the fold: load it at once. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** The one plant card of Home, Shop and Wishlist (spec §2), in grid or list layout. */
export function PlantCard({
  plant,
  layout = 'grid',
  showDetails = false,
  href = `/plant/${plant.id}`,
  onAddToCart,
  cornerAction,
  footerAction,
  priority = false,
  headingLevel: Heading = 'h3',
}: PlantCardProps) {
  const messages = useMessages();
  const t = messages.shop.card;
  const ratingLabel = messages.reviews.card.ratingLabel;
  const text = useCatalogText();
  const name = text.name(plant);
  const description = isWholePlant(plant) ? text.description(plant) : null;
  const commonName = text.commonName(plant);
  const tr = useTranslator();
  const list = layout === 'list';
  // docs/contract.md §8: in stock when any size is; on sale when any size is; "from" the lowest when the sizes cost differently.
  const stock = totalStock(plant.variants);
  const outOfStock = stock <= 0;
  const onSale = plant.variants.some(isOnSale);
  const from = fromPrice(plant.variants);
  // Several sizes: the card does not guess which, its button opens the page where one is chosen.
  const chooseSize = plant.variants.length > 1 && href !== null;

  return (
    <Card
      className={cn('group relative flex overflow-hidden transition-shadow hover:shadow-md', list ? 'flex-row' : 'flex-col')}
      data-testid="plant-card"
    >
      <div className={cn('relative shrink-0 overflow-hidden bg-accent', list ? 'w-32 sm:w-48' : 'w-full')}>
        <PlantImage
          src={plant.imageUrl}
          alt={name}
          priority={priority}
          className="w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        <div className="absolute start-2 top-2 flex flex-col gap-1">
          {plant.featured && <Badge>{t.featured}</Badge>}
          {onSale && <Badge variant="destructive">{t.sale}</Badge>}
        </div>
        {cornerAction && <div className="absolute end-2 top-2 z-10">{cornerAction}</div>}
      </div>

      {/* Two cards a row on a 360 px phone (~160 px each): tighter padding and type below `sm`. */}
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading className="text-sm font-semibold leading-tight sm:text-base">
          {href ? (
            // The whole card is the link's target area (one tab stop); buttons sit above it.
            <Link href={href} className="focus-ring rounded-sm after:absolute after:inset-0 hover:text-primary">
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        {commonName && <p className="text-xs text-muted-foreground sm:text-sm">{commonName}</p>}
        {/* Stars only for a plant with approved reviews: an unrated plant shows none (not 0, not 5). */}
        {plant.rating !== null && plant.reviewCount > 0 && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="plant-card-rating">
            <Stars rating={Number(plant.rating)} label={tr.text(ratingLabel, { rating: plant.rating, count: plant.reviewCount })} />
            <span aria-hidden>
              {plant.rating} ({plant.reviewCount})
            </span>
          </p>
        )}
        {showDetails && (
          <>
            {description && <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p>}
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span>
                {t.category}: {text.name(plant.category)}
              </span>
              <span>{outOfStock ? t.outOfStock : interpolate(t.inStock, { n: stock })}</span>
            </p>
          </>
        )}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 sm:pt-3">
          <p className="flex flex-wrap items-baseline gap-x-2" data-price>
            <span className="sr-only">{t.price}</span>
            <span className="text-base font-bold text-primary sm:text-lg" data-testid="plant-price">
              {from !== null ? interpolate(t.fromPrice, { price: tr.money(from) }) : plant.price === null ? t.noPrice : tr.money(plant.price)}
            </span>
            {from === null && isOnSale(plant) && plant.originalPrice && (
              <del className="text-sm text-muted-foreground">
                <span className="sr-only">{t.originalPrice} </span>
                {tr.money(plant.originalPrice)}
              </del>
            )}
          </p>
          {(onAddToCart || footerAction) && (
            <div className={cn('relative z-10 flex items-center gap-2', !list && 'w-full sm:w-auto')}>
              {onAddToCart &&
                (chooseSize && !outOfStock ? (
                  <Button asChild size="sm" className={cn(!list && 'flex-1 sm:flex-none')}>
                    <Link href={href} data-testid="plant-card-choose-size">
                      {t.chooseSize}
                    </Link>
                  </Button>
                ) : (
                  <Button size="sm" className={cn(!list && 'flex-1 sm:flex-none')} disabled={outOfStock} onClick={() => onAddToCart(plant)}>
                    {!outOfStock && <ShoppingCartIcon aria-hidden />}
                    {outOfStock ? t.outOfStock : t.addToCart}
                  </Button>
                ))}
              {footerAction}
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

/** The card's loading shape: same box, so nothing moves when the plants arrive. */
export function PlantCardSkeleton({ layout = 'grid' }: { layout?: PlantCardLayout }) {
  const list = layout === 'list';
  return (
    <Card className={cn('flex overflow-hidden', list ? 'flex-row' : 'flex-col')} data-testid="plant-card-skeleton">
      <Skeleton className={cn('aspect-square rounded-none', list ? 'w-32 sm:w-48' : 'w-full')} />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="mt-auto flex items-center justify-between pt-3">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
    </Card>
  );
}

/** The grid every plant list uses (Home, Shop, Wishlist). */
export function plantGridClass(layout: PlantCardLayout = 'grid') {
  return layout === 'list' ? 'grid gap-4' : 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';
}
