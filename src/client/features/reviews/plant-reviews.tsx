import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheckIcon, StoreIcon } from 'lucide-react';
import type { Review } from '@shared/contracts/reviews';
import { STARS } from '@shared/domain/reviews';
import { Stars } from '@client/components/stars';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useDates } from '@client/lib/dates';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { plantReviewsQueryOptions, reviewSummaryQueryOptions } from './api';

/**
 * The plant page's reviews (issue 27): the aggregate and the distribution of stars, then the approved
 * reviews newest first, each a verified purchase with the shop's reply under it, a page at a time.
 * A review is shown in its own direction (`lang`, `dir="auto"`): Arabic right to left on a French page.
 */
export function PlantReviews({ plantId }: { plantId: number }) {
  const t = useMessages().reviews.section;
  const tr = useTranslator();
  const [pages, setPages] = useState(1);
  const summary = useQuery(reviewSummaryQueryOptions(plantId));
  const list = useQuery(plantReviewsQueryOptions(plantId, pages));
  const reviews = list.data ?? [];
  const total = summary.data?.reviewCount ?? 0;

  return (
    <section className="space-y-4" aria-labelledby="reviews-heading" data-testid="plant-reviews">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t.title}
      </h2>
      {summary.isError || list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t.loadFailed}
        </p>
      ) : summary.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : summary.data.rating === null ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-start gap-6 rounded-lg border p-4" data-testid="review-summary">
            <div className="space-y-1">
              <p className="text-3xl font-bold">{tr.text(t.outOf, { rating: summary.data.rating })}</p>
              <Stars rating={Number(summary.data.rating)} label={tr.text(t.outOf, { rating: summary.data.rating })} />
              <p className="text-sm text-muted-foreground">{tr.text(t.basedOn, { count: total })}</p>
            </div>
            <dl className="min-w-40 flex-1 space-y-1 text-sm">
              {STARS.map((s) => (
                <div key={s} className="flex items-center gap-2">
                  <dt className="w-16 shrink-0">{tr.text(t.starsLabel, { count: s })}</dt>
                  <dd className="flex flex-1 items-center gap-2">
                    <span className="h-2 flex-1 overflow-hidden rounded bg-muted" aria-hidden>
                      <span className="block h-full bg-amber-500" style={{ width: `${(100 * summary.data.stars[s]) / total}%` }} />
                    </span>
                    <span className="w-6 text-end tabular-nums">{summary.data.stars[s]}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <ul className="divide-y">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.length < total && (
            <Button variant="outline" onClick={() => setPages((n) => n + 1)} disabled={list.isFetching}>
              {t.showMore}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const m = useMessages().reviews;
  const t = m.section;
  const tr = useTranslator();
  const dates = useDates();
  return (
    <li className="space-y-2 py-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} label={tr.text(m.form.star, { count: review.rating })} />
        <span className="text-sm font-medium" dir="auto">
          {review.author}
        </span>
        <span className="text-xs text-muted-foreground">{dates.date(review.createdAt)}</span>
        {review.verified && (
          <span className="inline-flex items-center gap-1 text-xs text-primary">
            <BadgeCheckIcon className="size-3.5" aria-hidden />
            {t.verified}
          </span>
        )}
      </div>
      <div lang={review.lang} dir="auto" className="space-y-1">
        <h3 className="font-semibold">{review.title}</h3>
        <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground">{review.body}</p>
      </div>
      {review.photoUrl && <ReviewPhotoThumb url={review.photoUrl} alt={tr.text(t.photoAlt, { author: review.author })} />}
      {review.reply && (
        <div className="ms-4 rounded-md border-s-2 border-primary bg-accent/50 p-3 text-sm" data-testid="review-reply">
          <p className="flex items-center gap-1 font-medium">
            <StoreIcon className="size-4" aria-hidden />
            {t.reply}
          </p>
          <p dir="auto" className="whitespace-pre-line">
            {review.reply.text}
          </p>
        </div>
      )}
    </li>
  );
}

/** The buyer's photo, small and loaded only when scrolled to; a tap opens it full size. */
export function ReviewPhotoThumb({ url, alt }: { url: string; alt: string }) {
  return (
    <a href={url} target="_blank" rel="noopener" className="inline-block" data-testid="review-photo">
      <img src={`${url}?w=320`} alt={alt} width={160} height={160} loading="lazy" decoding="async" className="size-40 rounded-md object-cover" />
    </a>
  );
}
