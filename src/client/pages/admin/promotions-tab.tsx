import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import type { Coupon } from '@shared/contracts/coupons';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { stackedTable } from '@client/components/ui/stacked-table';
import { couponFormOf, CouponDialog } from '@client/features/admin/coupon-dialog';
import { Ltr } from '@client/lib/bidi';
import { useDates } from '@client/lib/dates';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { couponsQueryOptions, useCouponMutations } from './queries';
import { AdminTable, EditDeleteButtons, EmptyState } from './table';

const { cell, row } = stackedTable;

/**
 * The owner's discount codes (issue 39 item 3, docs/contract.md §8): each with what it takes off, when
 * it runs, how often it may be used and how many orders hold it; a new code, an edit, a delete (asked
 * first: orders that used it keep their discount).
 */
export function PromotionsTab({ active }: { active: boolean }) {
  const m = useMessages().admin;
  const t = m.promotions;
  const tr = useTranslator();
  const dates = useDates();
  const query = useQuery(couponsQueryOptions(active));
  const mutations = useCouponMutations();
  const [dialog, setDialog] = useState<{ open: boolean; coupon: Coupon | null }>({ open: false, coupon: null });
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const coupons = query.data ?? [];

  const valueOf = (c: Coupon) =>
    c.kind === 'percent' ? interpolate(t.valueOf.percent, { n: c.value }) : c.kind === 'fixed' ? tr.money(c.value) : t.valueOf.free_shipping;
  // A shop day at noon in Algiers: the same calendar day in every time zone the owner may be in.
  const day = (d: string) => dates.date(`${d}T12:00:00+01:00`);
  const runs = (c: Coupon) => {
    const { startsAt, endsAt } = couponFormOf(c);
    if (startsAt && endsAt) return interpolate(t.between, { from: day(startsAt), to: day(endsAt) });
    if (startsAt) return interpolate(t.fromDay, { date: day(startsAt) });
    if (endsAt) return interpolate(t.untilDay, { date: day(endsAt) });
    return t.always;
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>{t.title}</h2>
          </CardTitle>
          <CardDescription>{t.subtitle}</CardDescription>
        </div>
        <Button onClick={() => setDialog({ open: true, coupon: null })}>
          <PlusIcon aria-hidden />
          {t.add}
        </Button>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{m.common.loadFailed}</EmptyState>
        ) : !query.isPending && coupons.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <AdminTable stacked busy={query.isPending} label={t.title} head={[t.code, t.value, t.startsAt, t.uses, t.active, '']}>
            {coupons.map((c) => (
              <tr key={c.id} className={row} data-testid="admin-coupon" data-code={c.code}>
                <td className={`${cell} ${stackedTable.wide} font-medium`} data-label={t.code}>
                  <Ltr>{c.code}</Ltr>
                  {c.firstOrderOnly ? <span className="block text-xs font-normal text-muted-foreground">{t.firstOrderOnly}</span> : null}
                </td>
                <td className={cell} data-label={t.value}>
                  {valueOf(c)}
                  {c.minSubtotal !== '0.00' ? <span className="block text-xs text-muted-foreground">{`${t.minSubtotal}: ${tr.money(c.minSubtotal)}`}</span> : null}
                </td>
                <td className={cell} data-label={t.startsAt}>
                  {runs(c)}
                </td>
                <td className={`${cell} tabular-nums`} data-label={t.uses} data-testid="coupon-uses">
                  {c.maxUses === null ? c.uses : interpolate(t.usesOf, { uses: c.uses, max: c.maxUses })}
                </td>
                <td className={cell} data-label={t.active}>
                  {c.active ? t.active : t.off}
                </td>
                <td className={`${cell} sm:text-end`}>
                  <EditDeleteButtons
                    editLabel={interpolate(t.editLabel, { code: c.code })}
                    deleteLabel={interpolate(t.deleteLabel, { code: c.code })}
                    onEdit={() => setDialog({ open: true, coupon: c })}
                    onDelete={() => setDeleting(c)}
                    deleteDisabled={mutations.remove.isPending}
                  />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </CardContent>
      <CouponDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        coupon={dialog.coupon}
        onSave={(body) => (dialog.coupon ? mutations.update.mutateAsync({ id: dialog.coupon.id, body }) : mutations.create.mutateAsync(body))}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent closeLabel={t.cancel}>
          <DialogHeader>
            <DialogTitle>{deleting ? interpolate(t.deleteLabel, { code: deleting.code }) : t.delete}</DialogTitle>
            <DialogDescription>{deleting ? interpolate(t.deleteConfirm, { code: deleting.code }) : ''}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDeleting(null)}>
              {t.cancel}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={mutations.remove.isPending}
              onClick={() => deleting && mutations.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              {t.delete}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
