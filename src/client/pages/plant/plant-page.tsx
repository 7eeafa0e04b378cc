import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ArrowLeftIcon, DropletsIcon, GaugeIcon, GlobeIcon, LeafIcon, ShoppingCartIcon, SunIcon } from 'lucide-react';
import type { Plant, PlantVariant } from '@shared/contracts/catalog';
import { chosenSize, hasSizes } from '@shared/domain/sizes';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Stars } from '@client/components/stars';
import { useCurrentUser } from '@client/features/auth/api';
import { useAddToCart } from '@client/features/cart/use-add-to-cart';
import { plantQueryOptions } from '@client/features/catalog/api';
import { PlantGallery } from '@client/features/catalog/plant-gallery';
import { isOnSale, parseId, stockLevel } from '@client/features/catalog/plant-display';
import { PlantReviews } from '@client/features/reviews/plant-reviews';
import { ExpressOrderForm } from '@client/features/express/express-form';
import { WishlistToggle } from '@client/features/wishlist/wishlist-toggle';
import { ApiError } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { SizeChooser } from './size-chooser';

/** docs/contract.md §3: every plant has its own page with care details, add to cart, wishlist, title and meta. */
export default function PlantPage() {
  const t = useMessages();
  const p = t.shop.plant;
  const id = parseId(useParams<{ id: string }>().id);
  const query = useQuery({ ...plantQueryOptions(id ?? 0), enabled: id !== null });
  const notFound = id === null || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  const plant = query.data;
  const text = useCatalogText();

  useDocumentTitle(
    plant ? text.name(plant) : notFound ? p.notFound : t.pages.plant,
    plant ? metaDescription(plant, text) : undefined,
  );

  if (notFound) {
    return (
      <div className="container flex justify-center py-20">
        <Card className="w-full max-w-md text-center">
          <CardContent className="space-y-3 pt-6">
            <LeafIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
            <h1 className="text-2xl font-bold">{p.notFound}</h1>
            <p className="text-muted-foreground">{p.notFoundText}</p>
            <Button asChild>
              <Link href="/shop">{p.backToShop}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="container py-8">
      <Button asChild variant="ghost" size="sm" className="-ms-3 mb-4">
        <Link href="/shop">
          <ArrowLeftIcon className="rtl:rotate-180" aria-hidden /> {p.backToShop}
        </Link>
      </Button>
      {plant ? (
        <PlantDetails plant={plant} />
      ) : query.isError ? (
        <p className="py-16 text-center text-muted-foreground" role="alert">
          {p.loadFailed}
        </p>
      ) : (
        <PlantDetailsSkeleton />
      )}
    </div>
  );
}

/** The meta description: the plant's own text, trimmed to what search engines show. */
function metaDescription(plant: Plant, catalogText: ReturnType<typeof useCatalogText>): string {
  const text = [catalogText.commonName(plant), catalogText.description(plant)].filter(Boolean).join(' — ') || catalogText.name(plant);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * The size the address names (`?size=`, docs/contract.md §8), read the same way by the server's render
 * and the browser's; an unknown one falls back as `chosenSize` says. Choosing one replaces the address
 * (Back leaves the page rather than stepping through sizes), so a shared link opens that size.
 */
function useChosenSize(plant: Plant): [PlantVariant | undefined, (size: PlantVariant) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const size = chosenSize(plant.variants, parseId(params.get('size')));
  const choose = (next: PlantVariant) => {
    params.set('size', String(next.id));
    navigate(`/plant/${plant.id}?${params.toString()}`, { replace: true });
  };
  return [size, choose];
}

function PlantDetails({ plant }: { plant: Plant }) {
  const t = useMessages().shop;
  const reviewTexts = useMessages().reviews;
  const tr = useTranslator();
  const p = t.plant;
  const { user } = useCurrentUser();
  const addToCart = useAddToCart();
  const [size, chooseSize] = useChosenSize(plant);
  // What the page prices and counts: the chosen size (the plant's own fields are its first size's).
  const shown = size ?? plant;
  const level = stockLevel(shown.stock);
  const onSale = isOnSale(shown);
  const text = useCatalogText();
  const name = text.name(plant);
  const description = text.description(plant);
  const commonName = text.commonName(plant);
  const careInstructions = text.field(plant, 'careInstructions');

  const facts = [
    { icon: LeafIcon, label: p.family, value: plant.family },
    { icon: GlobeIcon, label: p.origin, value: text.field(plant, 'origin') },
    { icon: GaugeIcon, label: p.careLevel, value: plant.careLevel && p.careLevels[plant.careLevel] },
    { icon: SunIcon, label: p.light, value: text.field(plant, 'lightRequirements') },
    { icon: DropletsIcon, label: p.watering, value: text.field(plant, 'wateringSchedule') },
  ].filter((f) => f.value);

  return (
    <article className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:gap-12">
      <div className="relative self-start overflow-hidden rounded-xl border">
        <PlantGallery plant={plant} name={name} />
        <div className="absolute start-3 top-3 flex flex-col gap-1">
          {plant.featured && <Badge>{t.card.featured}</Badge>}
          {onSale && <Badge variant="destructive">{t.card.sale}</Badge>}
        </div>
      </div>

      <div className="space-y-6">
        <header className="space-y-1">
          <p className="text-sm font-medium text-primary">{text.name(plant.category)}</p>
          <h1 className="text-3xl font-bold">{name}</h1>
          {commonName && <p className="text-lg text-muted-foreground">{commonName}</p>}
          {plant.scientificName && (
            <p className="text-sm">
              <span className="sr-only">{p.scientificName}: </span>
              <i>{plant.scientificName}</i>
            </p>
          )}
          {plant.rating && plant.reviewCount > 0 && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="plant-rating">
              <Stars rating={Number(plant.rating)} label={tr.text(reviewTexts.card.ratingLabel, { rating: plant.rating, count: plant.reviewCount })} />
              <a href="#reviews-heading" className="hover:underline">
                {tr.text(p.reviews, { rating: plant.rating, count: plant.reviewCount })}
              </a>
            </p>
          )}
        </header>

        {size && hasSizes(plant.variants) && <SizeChooser sizes={plant.variants} chosen={size} onChoose={chooseSize} />}

        <div className="space-y-2">
          <p className="flex flex-wrap items-baseline gap-3" data-price>
            <span className="text-3xl font-bold text-primary" data-testid="plant-price">
              {shown.price === null ? t.card.noPrice : tr.money(shown.price)}
            </span>
            {onSale && shown.originalPrice && (
              <del className="text-lg text-muted-foreground">
                <span className="sr-only">{t.card.originalPrice} </span>
                {tr.money(shown.originalPrice)}
              </del>
            )}
          </p>
          {plant.offers.length > 0 && (
            <ul className="text-sm font-medium text-primary" data-testid="plant-offers">
              {[...plant.offers]
                .sort((a, b) => a.minQuantity - b.minQuantity)
                .map((o) => (
                  <li key={o.minQuantity}>{interpolate(p.offer, { n: o.minQuantity, percent: o.percentOff })}</li>
                ))}
            </ul>
          )}
          <p
            className={level === 'in' ? 'text-sm text-primary' : 'text-sm font-medium text-destructive'}
            data-testid="plant-stock"
          >
            {level === 'out'
              ? t.card.outOfStock
              : level === 'low'
                ? interpolate(p.lowStock, { n: shown.stock })
                : interpolate(p.inStock, { n: shown.stock })}
          </p>
        </div>

        <div className="flex flex-wrap gap-3">
          <Button size="lg" disabled={level === 'out'} onClick={() => addToCart(plant, size)}>
            {level !== 'out' && <ShoppingCartIcon aria-hidden />}
            {level === 'out' ? t.card.outOfStock : t.card.addToCart}
          </Button>
          <WishlistToggle userId={user?.id ?? null} plantId={plant.id} plantName={name} variant="button" />
        </div>

        <ExpressOrderForm plant={plant} size={size} />

        <div className="space-y-6">
          {description && (
              <section className="space-y-2">
                <h2 className="text-xl font-semibold">{p.about}</h2>
              <p className="leading-relaxed text-muted-foreground">{description}</p>
            </section>
          )}

          {facts.length > 0 && (
            <section className="space-y-3">
              <h2 className="text-xl font-semibold">{p.details}</h2>
              <dl className="grid gap-3 sm:grid-cols-2">
                {facts.map(({ icon: Icon, label, value }) => (
                  // A <dl>'s group holds only its <dt> and <dd>: the icon sits in the <dt>, placed at the start.
                  <div key={label} className="relative rounded-lg border p-3 ps-11">
                    <dt className="text-xs font-medium uppercase text-muted-foreground">
                      <Icon className="absolute start-3 top-3.5 size-5 text-primary" aria-hidden />
                      {label}
                    </dt>
                    <dd className="text-sm">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          {careInstructions && (
            <section className="space-y-2">
              <h2 className="text-xl font-semibold">{p.careInstructions}</h2>
              <p className="whitespace-pre-line leading-relaxed text-muted-foreground">{careInstructions}</p>
            </section>
          )}

          <PlantReviews plantId={plant.id} />
        </div>
      </div>
    </article>
  );
}

function PlantDetailsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:gap-12" aria-busy="true" data-testid="plant-skeleton">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-11 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
