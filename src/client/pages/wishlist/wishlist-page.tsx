import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { loginPath } from '@client/lib/next-path';
import { HeartIcon, LockIcon, Trash2Icon } from 'lucide-react';
import type { Plant } from '@shared/contracts/catalog';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { useCurrentUser } from '@client/features/auth/api';
import { useAddToCart } from '@client/features/cart/use-add-to-cart';
import { PlantCard, PlantCardSkeleton, plantGridClass } from '@client/features/catalog/plant-card';
import { useRemoveFromWishlist, wishlistQueryOptions } from '@client/features/wishlist/api';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { CARDS_ON_ARRIVAL } from '@client/features/catalog/cards-on-arrival';

const PLACEHOLDER_COUNT = 8;

/** Spec §2 Wishlist: 'Login Required' for visitors; the saved plants for a signed-in user. */
export default function WishlistPage() {
  const t = useMessages().shop.wishlist;
  useDocumentTitle(t.title);
  const { user, isLoading } = useCurrentUser();

  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="mt-1 text-muted-foreground">{t.subtitle}</p>
      <div className="mt-8">
        {isLoading ? <Placeholders /> : user ? <WishlistGrid userId={user.id} /> : <LoginRequired />}
      </div>
    </div>
  );
}

function Placeholders() {
  return (
    <div className={plantGridClass()} aria-busy="true">
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
        <PlantCardSkeleton key={i} />
      ))}
    </div>
  );
}

function LoginRequired() {
  const t = useMessages().shop.wishlist;
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardContent className="space-y-3 pt-6">
        <LockIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-xl font-semibold">{t.loginRequired}</h2>
        <p className="text-muted-foreground">{t.loginToView}</p>
        <Button asChild>
          <Link href={loginPath('/wishlist')}>{t.login}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function WishlistGrid({ userId }: { userId: string }) {
  const t = useMessages().shop.wishlist;
  const query = useQuery(wishlistQueryOptions(userId));
  const addToCart = useAddToCart();

  if (query.isPending) return <Placeholders />;
  if (query.isError) {
    return (
      <p className="py-16 text-center text-destructive" role="alert">
        {t.fetchFailed}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed py-16 text-center">
        <HeartIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <p className="mt-3 text-lg font-medium">{t.empty}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t.emptyText}</p>
        <Button asChild className="mt-4">
          <Link href="/shop">{t.browse}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={plantGridClass()}>
      {query.data.map((plant, i) => (
        <PlantCard
          key={plant.id}
          plant={plant}
          showDetails
          priority={i < CARDS_ON_ARRIVAL}
          headingLevel="h2"
          onAddToCart={addToCart}
          footerAction={<RemoveButton userId={userId} plant={plant} />}
        />
      ))}
    </div>
  );
}

function RemoveButton({ userId, plant }: { userId: string; plant: Plant }) {
  const t = useMessages().shop;
  const text = useCatalogText();
  const remove = useRemoveFromWishlist(userId);
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-9 text-muted-foreground hover:text-destructive"
      aria-label={interpolate(t.wishlist.remove, { name: text.name(plant) })}
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(plant.id, {
          onSuccess: () => toast({ title: t.wishlist.removed, description: t.wishlist.removedText }),
          onError: () => toast({ variant: 'destructive', title: t.wishlist.error, description: t.wishlist.removeFailed }),
        })
      }
    >
      <Trash2Icon />
    </Button>
  );
}
