import { StarIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';

/**
 * Five stars, as many filled as the rating rounds to. Only for a plant or a review that has a rating:
 * an unrated plant shows no stars at all (never 0, never 5). `label` is what a screen reader hears.
 */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)} data-testid="stars" data-rating={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} aria-hidden className={cn('size-4', n <= filled ? 'fill-amber-500 text-amber-500' : 'text-muted-foreground/40')} />
      ))}
    </span>
  );
}
