import { useQuery } from '@tanstack/react-query';
import { HeartIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useAddToWishlist, useRemoveFromWishlist, wishlistCheckQueryOptions } from './api';
import { promptLogin } from './login-required';

export interface WishlistToggleProps {
  /** null: a visitor — the button asks them to log in. */
  userId: string | null;
  plantId: number;
  plantName: string;
  className?: string;
  /** `icon` on cards; `button` (with text) on the plant page. */
  variant?: 'icon' | 'button';
}

/**
 * Spec §4 "Wishlist toggle on a card": starts from the check call, flips after a successful add or
 * remove, and is disabled while a call is pending.
 */
export function WishlistToggle({ userId, plantId, plantName, className, variant = 'icon' }: WishlistToggleProps) {
  const t = useMessages().shop.wishlist;
  const c = useMessages().shop.card;
  const check = useQuery({ ...wishlistCheckQueryOptions(userId ?? '', plantId), enabled: userId !== null });
  const add = useAddToWishlist(userId ?? '');
  const remove = useRemoveFromWishlist(userId ?? '');
  const inWishlist = check.data === true;
  const pending = (userId !== null && check.isPending) || add.isPending || remove.isPending;

  const onClick = () => {
    if (userId === null) return promptLogin(t.loginRequired, t.loginRequiredText);
    if (inWishlist) {
      remove.mutate(plantId, {
        onSuccess: () => toast({ title: t.removed, description: t.removedText }),
        onError: () => toast({ variant: 'destructive', title: t.error, description: t.removeFailed }),
      });
    } else {
      add.mutate(plantId, {
        onSuccess: () => toast({ title: t.added, description: interpolate(t.addedText, { name: plantName }) }),
        onError: (err) => {
          if (err instanceof ApiError && err.isUnauthorized) return promptLogin(t.loginRequired, t.loginRequiredText);
          toast({ variant: 'destructive', title: t.error, description: t.addFailed });
        },
      });
    }
  };

  const label = inWishlist ? c.removeFromWishlist : c.addToWishlist;
  const icon = <HeartIcon className={cn(inWishlist && 'fill-current text-destructive')} aria-hidden />;
  return (
    <Button
      type="button"
      variant={variant === 'icon' ? 'secondary' : 'outline'}
      size={variant === 'icon' ? 'icon' : 'lg'}
      className={cn(variant === 'icon' && 'size-9 rounded-full bg-background/90 text-foreground hover:bg-background', className)}
      aria-label={variant === 'icon' ? label : undefined}
      data-state={inWishlist ? 'on' : 'off'}
      disabled={pending}
      onClick={onClick}
      data-testid="wishlist-toggle"
    >
      {icon}
      {variant === 'button' && label}
    </Button>
  );
}
