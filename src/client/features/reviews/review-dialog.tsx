import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { StarIcon } from 'lucide-react';
import { ReviewInputSchema, type OwnReview, type ReviewInput } from '@shared/contracts/reviews';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@shared/domain/reviews';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { zodResolver } from '@client/lib/zod-resolver';
import { useOwnReviewMutations } from './api';
import { ReviewPhotoField } from './review-photo-field';

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plantId: number;
  /** The plant's name in the reader's language. */
  plantName: string;
  /** The customer's review of this plant, to edit or delete; null to write one. */
  review: OwnReview | null;
}

/** The review form reached from My Orders: 1–5 stars, a title, a text (≤ 2000); edit or delete one's own. */
export function ReviewDialog(props: ReviewDialogProps) {
  const t = useMessages().reviews.form;
  const tr = useTranslator();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t.cancel}>
        <DialogHeader>
          <DialogTitle>{tr.text(t.heading, { name: props.plantName })}</DialogTitle>
          {props.review && (
            <DialogDescription data-testid="review-status">
              {props.review.status === 'rejected' && props.review.rejectReason
                ? tr.text(t.rejectedBecause, { reason: props.review.rejectReason })
                : t.status[props.review.status]}
            </DialogDescription>
          )}
        </DialogHeader>
        <ReviewForm key={props.review?.id ?? 'new'} {...props} onDone={() => props.onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ plantId, plantName, review, onDone }: ReviewDialogProps & { onDone: () => void }) {
  const m = useMessages().reviews;
  const t = m.form;
  const tr = useTranslator();
  const { create, update, remove } = useOwnReviewMutations();
  const [confirming, setConfirming] = useState(false);
  /** Photos uploaded in this dialog: id → where it is shown. */
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const form = useForm<ReviewInput>({
    resolver: zodResolver(ReviewInputSchema),
    defaultValues: { rating: review?.rating ?? 0, title: review?.title ?? '', body: review?.body ?? '', photoId: undefined },
  });
  const { errors, isSubmitting } = form.formState;
  const rating = useWatch({ control: form.control, name: 'rating' });
  const bodyLength = useWatch({ control: form.control, name: 'body' }).length;

  const fail = (err: unknown) => toast({ variant: 'destructive', title: t.failed, description: err instanceof ApiError ? err.message : undefined });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = review ? await update.mutateAsync({ id: review.id, body }) : await create.mutateAsync({ plantId, body });
      toast({ title: saved.status === 'approved' ? t.sentApproved : t.sentPending });
      onDone();
    } catch (err) {
      fail(err);
    }
  });
  const onDelete = async () => {
    if (!review) return;
    try {
      await remove.mutateAsync(review.id);
      toast({ title: t.deleted });
      onDone();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={tr.text(t.heading, { name: plantName })}>
      <fieldset className="grid gap-2">
        <legend className={cn('mb-2 text-sm font-medium', errors.rating && 'text-destructive')}>{t.rating}</legend>
        {/* Radios hold strings: a Controller keeps the rating a number, as the schema wants. */}
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <div className="flex gap-1" dir="ltr">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer rounded p-1 focus-within:ring-2 focus-within:ring-ring">
                  <input type="radio" name={field.name} value={n} checked={field.value === n} onChange={() => field.onChange(n)} onBlur={field.onBlur} className="sr-only" />
                  <span className="sr-only">{tr.text(t.star, { count: n })}</span>
                  <StarIcon aria-hidden className={cn('size-8', n <= rating ? 'fill-amber-500 text-amber-500' : 'text-muted-foreground')} />
                </label>
              ))}
            </div>
          )}
        />
        {errors.rating?.message && (
          <p role="alert" className="text-sm text-destructive">
            {tr.text(errors.rating.message)}
          </p>
        )}
      </fieldset>
      <FormField label={t.title} id="review-title" error={errors.title?.message}>
        <Input dir="auto" maxLength={REVIEW_TITLE_MAX} autoComplete="off" {...form.register('title')} />
      </FormField>
      <FormField label={t.body} id="review-body" error={errors.body?.message} description={tr.text(t.length, { count: bodyLength, max: REVIEW_BODY_MAX })}>
        <Textarea dir="auto" rows={5} maxLength={REVIEW_BODY_MAX} {...form.register('body')} />
      </FormField>
      <Controller
        control={form.control}
        name="photoId"
        render={({ field }) => (
          <ReviewPhotoField
            plantName={plantName}
            // Unchanged (undefined): the review's own photo; null: removed; an id: the one just uploaded.
            shownUrl={field.value === undefined ? (review?.photoUrl ?? null) : field.value === null ? null : uploaded[field.value] ?? null}
            onUploaded={(photo) => {
              setUploaded((all) => ({ ...all, [photo.id]: photo.url }));
              field.onChange(photo.id);
            }}
            onRemove={() => field.onChange(null)}
            onError={fail}
          />
        )}
      />
      <DialogFooter className="gap-2">
        {review &&
          (confirming ? (
            <Button type="button" variant="destructive" onClick={onDelete} disabled={remove.isPending}>
              {tr.text(t.confirmDelete, { name: plantName })}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              {t.delete}
            </Button>
          ))}
        <Button type="submit" disabled={isSubmitting}>
          {review ? t.save : t.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
