import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquarePlusIcon, PencilIcon } from 'lucide-react';
import type { OwnReview } from '@shared/contracts/reviews';
import { Stars } from '@client/components/stars';
import { Button } from '@client/components/ui/button';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { myReviewsQueryOptions } from './api';

// The dialog (its form library and schemas) loads when a customer means to review, not with My Orders:
// it kept /dashboard over its script budget (scripts/js-budget.json). Pointing at a button starts it.
const loadReviewDialog = () => import('./review-dialog');
const ReviewDialog = lazy(() => loadReviewDialog().then((m) => ({ default: m.ReviewDialog })));

export interface DeliveredPlant {
  id: number;
  /** In the reader's language. */
  name: string;
}

/**
 * My Orders' delivered plants, each with "Review" (or the customer's review, to edit or delete):
 * only a plant the customer received can be reviewed (docs/contract.md §6).
 */
export function ReviewYourPlants({ plants }: { plants: readonly DeliveredPlant[] }) {
  const m = useMessages().reviews;
  const tr = useTranslator();
  const mine = useQuery(myReviewsQueryOptions(plants.length > 0));
  const [open, setOpen] = useState<DeliveredPlant | null>(null);
  if (plants.length === 0) return null;
  const reviewOf = (plantId: number): OwnReview | null => mine.data?.find((r) => r.plantId === plantId) ?? null;
  const current = open ? reviewOf(open.id) : null;

  return (
    <section className="mt-8 rounded-lg border p-4" aria-labelledby="review-plants-heading" data-testid="review-your-plants">
      <h2 id="review-plants-heading" className="text-lg font-semibold">
        {m.orders.heading}
      </h2>
      <ul className="mt-3 divide-y">
        {plants.map((plant) => {
          const review = reviewOf(plant.id);
          return (
            <li key={plant.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="delivered-plant">
              <span className="font-medium">{plant.name}</span>
              <span className="flex items-center gap-2">
                {review && (
                  <>
                    <Stars rating={review.rating} label={tr.text(m.form.star, { count: review.rating })} />
                    <span className="text-xs text-muted-foreground">{m.form.status[review.status]}</span>
                  </>
                )}
                <Button
                  size="sm"
                  variant={review ? 'outline' : 'default'}
                  disabled={mine.isPending}
                  onPointerEnter={() => void loadReviewDialog()}
                  onFocus={() => void loadReviewDialog()}
                  onClick={() => setOpen(plant)}
                >
                  {review ? <PencilIcon aria-hidden /> : <MessageSquarePlusIcon aria-hidden />}
                  {review ? m.orders.editReview : m.orders.review}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialog open onOpenChange={(o) => !o && setOpen(null)} plantId={open.id} plantName={open.name} review={current} />
        </Suspense>
      )}
    </section>
  );
}
