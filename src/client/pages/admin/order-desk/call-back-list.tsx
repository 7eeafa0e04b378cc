import { sizeLabel, withSize } from '@shared/domain/sizes';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PhoneIcon, ShoppingBagIcon, Trash2Icon } from 'lucide-react';
import { expressContract, type DraftView } from '@shared/contracts/express-orders';
import { localizedName } from '@shared/domain/catalog-text';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { wilayaByCode } from '@shared/domain/wilayas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { adminKeys } from '@client/features/admin/api';
import { useAdminMutation } from '@client/features/admin/use-admin-mutation';
import { draftsQueryOptions } from '@client/features/express/api';
import { api } from '@client/lib/api-client';
import { Ltr, Typed } from '@client/lib/bidi';
import { useDates } from '@client/lib/dates';
import { interpolate } from '@client/lib/interpolate';
import { interpolateNodes } from '@client/lib/interpolate-nodes';
import { useLocale, useMessages } from '@client/lib/i18n';

/**
 * "To call back" (docs/contract.md §7): the express forms left half-way whose phone has not ordered
 * since, most recent first. The owner calls, then "Order for them" opens the plant page's express form
 * started from the draft (an admin's express order is the caller's), or removes the form.
 */
export function CallBackList({ active }: { active: boolean }) {
  const m = useMessages();
  const x = m.express.desk;
  const drafts = useQuery(draftsQueryOptions({ enabled: active }));
  const [removing, setRemoving] = useState<DraftView | null>(null);
  const remove = useAdminMutation({
    mutationFn: (id: string) => api(expressContract.deleteDraft, { params: { id } }),
    invalidate: [adminKeys.orders()],
    success: x.removed,
    failure: { title: m.admin.failures.deleteFailed, text: x.removeFailed },
    onSuccess: () => setRemoving(null),
  });
  const list = drafts.data ?? [];

  return (
    <section aria-labelledby="call-back-title" className="mb-6 rounded-lg border p-4" data-testid="call-back">
      <h3 id="call-back-title" className="font-semibold">
        {x.toCallBack} {drafts.data ? <span className="text-sm font-normal tabular-nums text-muted-foreground">({list.length})</span> : null}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{x.callBackHint}</p>
      {drafts.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {m.admin.common.loadFailed}
        </p>
      ) : drafts.data && list.length === 0 ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          {x.noDrafts}
        </p>
      ) : (
        <ul className="mt-3 divide-y" aria-busy={drafts.isPending} aria-label={x.toCallBack}>
          {list.map((draft) => (
            <DraftRow key={draft.id} draft={draft} onRemove={() => setRemoving(draft)} />
          ))}
        </ul>
      )}
      <Dialog open={removing !== null} onOpenChange={(open) => (open ? null : setRemoving(null))}>
        <DialogContent closeLabel={x.keep}>
          <DialogHeader>
            <DialogTitle>{x.removeTitle}</DialogTitle>
            <DialogDescription>
              {removing ? interpolateNodes(x.removeText, { phone: <Ltr>{formatAlgerianMobile(removing.phone)}</Ltr> }) : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setRemoving(null)}>
              {x.keep}
            </Button>
            <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => removing && remove.mutate(removing.id)}>
              {x.remove}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function DraftRow({ draft, onRemove }: { draft: DraftView; onRemove: () => void }) {
  const m = useMessages();
  const x = m.express.desk;
  const locale = useLocale();
  const dates = useDates();
  const phone = formatAlgerianMobile(draft.phone);
  const wilaya = draft.wilaya ? wilayaByCode(Number(draft.wilaya)) : undefined;
  // The express form is a plant page's: the draft's first plant still in the shop opens it.
  const first = draft.items.find((l) => l.name !== null);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="call-back-draft" data-draft-id={draft.id}>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium">
          <a href={`tel:${draft.phone}`} className="tabular-nums hover:underline" data-testid="call-back-phone">
            <Ltr>{phone}</Ltr>
          </a>
          <span className="ms-2">{draft.customerName ? <Typed>{draft.customerName}</Typed> : <span className="text-muted-foreground">{x.noName}</span>}</span>
        </p>
        <p className="text-muted-foreground" data-testid="call-back-wilaya">
          {wilaya ? `${wilaya.code} ${locale === 'ar' ? wilaya.ar : wilaya.name}` : x.noWilaya}
        </p>
        <ul data-testid="call-back-items">
          {draft.items.map((line, i) => (
            <li key={i}>
              {line.name === null ? <span className="text-muted-foreground">{x.deletedPlant}</span> : withSize(localizedName({ name: line.name, translations: line.translations }, locale), line.size && sizeLabel(line.size, locale))}{' '}
              <span className="whitespace-nowrap text-muted-foreground">× {line.quantity}</span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{interpolate(x.leftAgo, { ago: dates.ago(draft.updatedAt) })}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`tel:${draft.phone}`} aria-label={interpolate(x.call, { phone })}>
            <PhoneIcon aria-hidden /> <Ltr>{phone}</Ltr>
          </a>
        </Button>
        {first ? (
          <Button asChild size="sm">
            <Link href={`/plant/${first.id}?draft=${draft.id}#express`}>
              <ShoppingBagIcon aria-hidden /> {x.orderForThem}
            </Link>
          </Button>
        ) : null}
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`${x.remove} ${phone}`}>
          <Trash2Icon aria-hidden /> {x.remove}
        </Button>
      </div>
    </li>
  );
}
