import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminReview, AdminReviewListQuery } from '@shared/contracts/reviews';
import { reviewsContract } from '@shared/contracts/reviews';
import { localizedName } from '@shared/domain/catalog-text';
import { Stars } from '@client/components/stars';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { Textarea } from '@client/components/ui/textarea';
import { ADMIN_PAGE_SIZE } from '@client/features/admin/api';
import { Pager } from '@client/features/admin/pager';
import { useAdminMutation } from '@client/features/admin/use-admin-mutation';
import { catalogKeys } from '@client/features/catalog/api';
import { adminReviewsQueryOptions, reviewKeys } from '@client/features/reviews/api';
import { ReviewPhotoThumb } from '@client/features/reviews/plant-reviews';
import { api } from '@client/lib/api-client';
import { useDates } from '@client/lib/dates';
import { useLocale, useMessages, useTranslator } from '@client/lib/i18n';
import { SettingSwitch } from './setting-switch';
import { EmptyState } from './table';

type StatusFilter = AdminReviewListQuery['status'];
const FILTERS: readonly StatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** The owner's moderation (issue 27): reviews by status, approve, reject with a reason, reply as the shop. */
export function ReviewsTab({ active }: { active: boolean }) {
  const m = useMessages();
  const t = m.reviews.admin;
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const query = useQuery(adminReviewsQueryOptions({ status, page, pageSize: ADMIN_PAGE_SIZE }, active));
  const items = query.data?.items ?? [];

  return (
    <Card>
      <CardHeader className="space-y-4">
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <SettingSwitch name="publishReviewsAtOnce" label={t.publishAtOnce} hint={t.publishAtOnceHint} active={active} />
        <div className="flex flex-wrap gap-2" role="group" aria-label={t.title}>
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={status === f ? 'default' : 'outline'}
              aria-pressed={status === f}
              onClick={() => {
                setStatus(f);
                setPage(1);
              }}
            >
              {t.filters[f]}
              {f !== 'all' && query.data ? <Badge variant="secondary">{query.data.counts[f]}</Badge> : null}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{t.loadFailed}</EmptyState>
        ) : query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : items.length === 0 ? (
          <EmptyState>{t.none}</EmptyState>
        ) : (
          <ul className="divide-y">
            {items.map((review) => (
              <ModeratedReview key={review.id} review={review} />
            ))}
          </ul>
        )}
        {query.data && <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={query.data.total} onPage={setPage} />}
      </CardContent>
    </Card>
  );
}

/** Approving, rejecting or replying changes the lists, the plant figures and the plant pages: all refetch. */
function useModeration() {
  const t = useMessages().reviews.admin;
  const invalidate = [reviewKeys.all, catalogKeys.all];
  const failure = { title: t.actionFailed, text: '' };
  return {
    approve: useAdminMutation({ mutationFn: (id: number) => api(reviewsContract.approve, { params: { id } }), invalidate, success: t.toasts.approved, failure }),
    reject: useAdminMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) => api(reviewsContract.reject, { params: { id }, body: { reason } }),
      invalidate,
      success: t.toasts.rejected,
      failure,
    }),
    reply: useAdminMutation({
      mutationFn: ({ id, text }: { id: number; text: string }) => api(reviewsContract.reply, { params: { id }, body: { text } }),
      invalidate,
      success: t.toasts.replied,
      failure,
    }),
  };
}

function ModeratedReview({ review }: { review: AdminReview }) {
  const m = useMessages().reviews;
  const t = m.admin;
  const tr = useTranslator();
  const dates = useDates();
  const { approve, reject, reply } = useModeration();
  const [editing, setEditing] = useState<'reject' | 'reply' | null>(null);
  const [text, setText] = useState('');
  const locale = useLocale();
  // The owner reads the plant in their language (docs/contract.md §6), the name it was reviewed under when none is written.
  const name = localizedName({ name: review.plantName, translations: review.plantTranslations }, locale);
  const plant = review.plantId === null ? tr.text(t.deletedPlant, { name }) : name;

  const submit = async () => {
    if (editing === 'reject') await reject.mutateAsync({ id: review.id, reason: text });
    if (editing === 'reply') await reply.mutateAsync({ id: review.id, text });
    setEditing(null);
  };

  return (
    <li className="space-y-2 py-4" data-testid="admin-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars rating={review.rating} label={tr.text(m.form.star, { count: review.rating })} />
        <span className="font-medium" dir="auto">
          {tr.text(t.reviewBy, { author: review.author, plant })}
        </span>
        <span className="text-xs text-muted-foreground">{dates.date(review.createdAt)}</span>
        <Badge variant={review.status === 'approved' ? 'default' : review.status === 'rejected' ? 'destructive' : 'secondary'}>{t.filters[review.status]}</Badge>
      </div>
      <div lang={review.lang} dir="auto">
        <p className="font-semibold">{review.title}</p>
        <p className="whitespace-pre-line text-sm text-muted-foreground">{review.body}</p>
      </div>
      {/* The owner sees the photo before approving: it is published with the words. */}
      {review.photoUrl && <ReviewPhotoThumb url={review.photoUrl} alt={tr.text(m.section.photoAlt, { author: review.author })} />}
      {review.rejectReason && <p className="text-sm text-destructive">{tr.text(m.form.rejectedBecause, { reason: review.rejectReason })}</p>}
      {review.reply && (
        <p className="ms-4 border-s-2 border-primary ps-3 text-sm" dir="auto">
          {review.reply.text}
        </p>
      )}
      {editing ? (
        <div className="grid gap-2">
          <Label htmlFor={`review-${review.id}-${editing}`}>{editing === 'reject' ? t.reason : t.reply}</Label>
          <Textarea id={`review-${review.id}-${editing}`} dir="auto" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
          <div className="flex gap-2">
            <Button size="sm" variant={editing === 'reject' ? 'destructive' : 'default'} disabled={!text.trim()} onClick={submit}>
              {editing === 'reject' ? t.confirmReject : t.saveReply}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
              {t.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {review.status !== 'approved' && (
            <Button size="sm" onClick={() => approve.mutate(review.id)} disabled={approve.isPending}>
              {t.approve}
            </Button>
          )}
          {review.status !== 'rejected' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setText('');
                setEditing('reject');
              }}
            >
              {t.reject}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setText(review.reply?.text ?? '');
              setEditing('reply');
            }}
          >
            {review.reply ? t.editReply : t.reply}
          </Button>
        </div>
      )}
    </li>
  );
}
