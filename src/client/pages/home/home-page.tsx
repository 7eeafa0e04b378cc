import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ArrowRightIcon, BookOpenIcon, CameraIcon, HeadsetIcon, LayoutGridIcon, ShoppingBagIcon } from 'lucide-react';
import type { PlantListItem } from '@shared/contracts/catalog';
import type { HomeFigures } from '@shared/contracts/figures';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useCurrentUser } from '@client/features/auth/api';
import { useAddToCart } from '@client/features/cart/use-add-to-cart';
import { categoriesQueryOptions, featuredPlantsQueryOptions, homeFiguresQueryOptions } from '@client/features/catalog/api';
import { CategoryCard } from '@client/features/catalog/category-card';
import { PlantCard, PlantCardSkeleton, plantGridClass } from '@client/features/catalog/plant-card';
import { sampleCategories, samplePlants } from '@client/features/catalog/samples';
import { categoryHref } from '@client/features/catalog/shop-url';
import { HomeIdentifyBlock } from '@client/features/identify/home-identify-block';
import { promptLogin } from '@client/features/wishlist/login-required';
import { WishlistToggle } from '@client/features/wishlist/wishlist-toggle';
import { useIdentifyPromise } from '@client/features/identify/api';
import { homeFigure } from '@shared/domain/home-figures';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';

/** Spec §9: Home shows at most 4 featured plants. */
const FEATURED_COUNT = 4;

export default function HomePage() {
  const t = useMessages();
  const heroText = useIdentifyPromise(t.home.heroText, t.home.heroTextOffline);
  // The headline promises what the engine answering first can do: any plant, or the shop's own (decision 024).
  const heroTitle = useIdentifyPromise(t.home.heroTitle, t.home.heroTitleOffline);
  useDocumentTitle(t.pages.home, heroText);
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="container py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{heroTitle}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{heroText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link href="/identify">
                <CameraIcon className="size-5" aria-hidden /> {t.home.identifyCta}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/categories">
                <LayoutGridIcon className="size-5" aria-hidden /> {t.home.browseCta}
              </Link>
            </Button>
          </div>
          <HomeFigureList />
        </div>
      </section>
      <HomeIdentifyBlock />
      <CategoriesSection />
      <FeaturedSection />
      <MyPlantsSection />
      <WhyChooseSection />
    </>
  );
}

/** After the sale (issue 41): what My Plants does, no more than the shop can keep. */
function MyPlantsSection() {
  const c = useMessages().care.home;
  return (
    <section className="container py-12 text-center" aria-labelledby="home-my-plants" data-testid="home-my-plants">
      <h2 id="home-my-plants" className="text-2xl font-bold">
        {c.title}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{c.text}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link href="/my-plants">{c.cta}</Link>
      </Button>
    </section>
  );
}

/**
 * The shop's figures (docs/contract.md §6): counted by the server, each hidden below the owner's
 * threshold, so a new shop shows none rather than a made-up "10K+".
 */
function HomeFigureList() {
  const tr = useTranslator();
  const figures = useQuery(homeFiguresQueryOptions()).data;
  const h = tr.m.home;
  const all: { id: keyof HomeFigures; label: string }[] = [
    { id: 'identifications', label: h.statIdentified },
    { id: 'species', label: h.statSpecies },
    { id: 'customers', label: h.statCustomers },
  ];
  const shown = figures ? all.flatMap(({ id, label }) => (figures[id] === null ? [] : [{ id, label, count: figures[id] }])) : [];
  if (!shown.length) return null;
  return (
    <ul className="mx-auto mt-12 flex max-w-2xl justify-center gap-4" data-testid="home-figures">
      {shown.map(({ id, count, label }) => (
        <li key={id} className="flex-1 rounded-lg bg-background/80 p-3 shadow-sm sm:p-4" data-testid={`home-figure-${id}`}>
          {/* Never broken inside: Arabic writes the whole number ("+10000"), wider than "10K+". */}
          <p className="whitespace-nowrap text-xl font-bold text-primary sm:text-2xl">{homeFigure(tr, count)}</p>
          <p className="text-sm text-muted-foreground">{label.replace('{figure}', '').trim()}</p>
        </li>
      ))}
    </ul>
  );
}

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{text}</p>
    </div>
  );
}

/** Spec §2: always the four built-in sample categories; each leads to its shelf once the real ids are known. */
function CategoriesSection() {
  const t = useMessages();
  const h = t.shop.home;
  const categories = useQuery(categoriesQueryOptions());
  const text = useCatalogText();
  // The samples are named in the reader's language: match the real categories by that name too.
  const idByName = new Map((categories.data ?? []).flatMap((c) => [[c.name, c.id] as const, [text.name(c), c.id] as const]));
  return (
    <section className="container py-16" aria-labelledby="home-categories">
      <SectionHeading id="home-categories" title={h.categoriesTitle} text={h.categoriesText} />
      <div className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {sampleCategories(t)
          .slice(0, 4)
          .map((category) => {
            const id = idByName.get(category.name);
            return <CategoryCard key={category.id} category={category} href={id ? categoryHref(id) : '/categories'} />;
          })}
      </div>
      <div className="mt-8 text-center">
        <Button asChild variant="outline">
          <Link href="/categories">
            {h.viewAllCategories} <ArrowRightIcon className="rtl:rotate-180" aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Spec §2: the first 4 featured plants, or four sample plants when the call returns nothing. */
function FeaturedSection() {
  const t = useMessages();
  const h = t.shop.home;
  const text = useCatalogText();
  const featured = useQuery(featuredPlantsQueryOptions());
  const { user } = useCurrentUser();
  const addToCart = useAddToCart();
  const plants = featured.data?.length ? featured.data.slice(0, FEATURED_COUNT) : null;

  // Spec §2: from Home, a visitor adding to cart is asked to log in first.
  const onAddToCart = (plant: PlantListItem) => (user ? addToCart(plant) : promptLogin(t.shop.wishlist.loginRequired, h.cartLoginText));

  return (
    <section className="bg-muted/40 py-16" aria-labelledby="home-featured">
      <div className="container">
        <SectionHeading id="home-featured" title={h.featuredTitle} text={h.featuredText} />
        <div className={plantGridClass()}>
          {featured.isPending
            ? Array.from({ length: FEATURED_COUNT }, (_, i) => <PlantCardSkeleton key={i} />)
            : plants
              ? plants.map((plant) => (
                  <PlantCard
                    key={plant.id}
                    plant={plant}
                    onAddToCart={onAddToCart}
                    cornerAction={<WishlistToggle userId={user?.id ?? null} plantId={plant.id} plantName={text.name(plant)} />}
                  />
                ))
              : samplePlants(t).map((plant) => <PlantCard key={plant.id} plant={plant} href={null} />)}
        </div>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link href="/shop">
              {h.shopAll} <ArrowRightIcon className="rtl:rotate-180" aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function WhyChooseSection() {
  const h = useMessages().shop.home;
  const whyAiText = useIdentifyPromise(h.whyAiText, h.whyAiTextOffline);
  const cards = [
    { icon: CameraIcon, title: h.whyAiTitle, text: whyAiText, href: '/identify' },
    { icon: ShoppingBagIcon, title: h.whyShopTitle, text: h.whyShopText, href: '/shop' },
    { icon: BookOpenIcon, title: h.whyCareTitle, text: h.whyCareText, href: '/plant-care' },
    { icon: HeadsetIcon, title: h.whySupportTitle, text: h.whySupportText, href: '/contact' },
  ];
  return (
    <section className="container py-16" aria-labelledby="home-why">
      <SectionHeading id="home-why" title={h.whyTitle} text={h.whyText} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ icon: Icon, title, text, href }) => (
          <li key={title}>
            <Card className="relative h-full text-center transition-shadow hover:shadow-md">
              <CardContent className="space-y-3 pt-6">
                <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold">
                  <Link href={href} className="focus-ring rounded-sm after:absolute after:inset-0 hover:text-primary">
                    {title}
                  </Link>
                </h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
