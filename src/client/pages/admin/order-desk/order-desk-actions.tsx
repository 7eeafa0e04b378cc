import { useState } from 'react';
import { zodResolver } from '@client/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CancelOrderSchema, OrderNoteSchema, ShipOrderSchema, type AdminOrderDetail } from '@shared/contracts/order-desk';
import { orderNumber } from '@shared/domain/order';
import { KNOWN_CARRIERS } from '@shared/domain/order-desk';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Separator } from '@client/components/ui/separator';
import { Textarea } from '@client/components/ui/textarea';
import { applyFieldErrors } from '@client/features/admin/use-admin-mutation';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { ltrText } from '@client/lib/bidi';
import { useOrderDeskAction, type DeskCall } from '../queries';

type Run = (call: DeskCall) => Promise<unknown>;

/** What the desk may do now (the server's `actions`, so a button never offers a 409). */
export function OrderDeskActions({ order }: { order: AdminOrderDetail }) {
  const t = useMessages().orderDesk;
  const mutation = useOrderDeskAction(order.id);
  const run: Run = (call) => mutation.mutateAsync(call);
  const can = (a: AdminOrderDetail['actions'][number]) => order.actions.includes(a);
  const busy = mutation.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t.view.actions}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {order.actions.length === 1 && can('note') ? <p className="text-sm text-muted-foreground">{t.view.noActions}</p> : null}
        <div className="flex flex-wrap gap-2" data-testid="desk-actions">
          {can('confirm') ? (
            <Button disabled={busy} title={t.actions.confirmHint} onClick={() => mutation.mutate({ action: 'confirm', body: {} })}>
              {t.actions.confirm}
            </Button>
          ) : null}
          {can('markPaid') ? (
            <Button variant="secondary" disabled={busy} title={t.actions.markPaidHint} onClick={() => mutation.mutate({ action: 'markPaid', body: {} })}>
              {t.actions.markPaid}
            </Button>
          ) : null}
          {can('deliver') ? (
            <Button variant="secondary" disabled={busy} onClick={() => mutation.mutate({ action: 'deliver', body: {} })}>
              {t.actions.deliver}
            </Button>
          ) : null}
          {can('cancel') ? <CancelButton order={order} run={run} /> : null}
        </div>
        {can('ship') ? (
          <>
            <Separator />
            <ShipForm key={order.trackingNumber ?? ''} order={order} run={run} />
          </>
        ) : null}
        <Separator />
        <NoteForm run={run} />
      </CardContent>
    </Card>
  );
}

function ShipForm({ order, run }: { order: AdminOrderDetail; run: Run }) {
  const t = useMessages().orderDesk;
  const form = useForm<z.input<typeof ShipOrderSchema>, unknown, z.output<typeof ShipOrderSchema>>({
    resolver: zodResolver(ShipOrderSchema),
    defaultValues: { carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await run({ action: 'ship', body });
    } catch (err) {
      applyFieldErrors(err as Error, ['carrier', 'trackingNumber'], form.setError as never);
    }
  });
  const label = order.orderStatus === 'shipped' ? t.actions.updateTracking : t.actions.ship;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={label}>
      <FormField label={t.view.carrier} id="desk-carrier" error={errors.carrier?.message}>
        <Input list="desk-carriers" autoComplete="off" {...form.register('carrier')} />
      </FormField>
      <datalist id="desk-carriers">
        {KNOWN_CARRIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <FormField label={t.view.trackingNumber} id="desk-tracking" error={errors.trackingNumber?.message}>
        <Input autoComplete="off" className="font-mono" {...form.register('trackingNumber')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {label}
      </Button>
    </form>
  );
}

function CancelButton({ order, run }: { order: AdminOrderDetail; run: Run }) {
  const m = useMessages();
  const t = m.orderDesk.actions;
  const tr = useTranslator();
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof CancelOrderSchema>, unknown, z.output<typeof CancelOrderSchema>>({
    resolver: zodResolver(CancelOrderSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await run({ action: 'cancel', body });
      setOpen(false);
    } catch (err) {
      applyFieldErrors(err as Error, ['reason'], form.setError as never);
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t.cancel}
      </Button>
      <DialogContent closeLabel={t.keep}>
        <DialogHeader>
          <DialogTitle>{interpolate(t.cancelTitle, { number: ltrText(tr.dir, orderNumber(order.id)) })}</DialogTitle>
          <DialogDescription>{t.cancelText}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t.reason} id="desk-cancel-reason" error={errors.reason?.message}>
            <Input autoComplete="off" {...form.register('reason')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t.keep}
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {t.cancel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({ run }: { run: Run }) {
  const t = useMessages().orderDesk.actions;
  const form = useForm<z.input<typeof OrderNoteSchema>, unknown, z.output<typeof OrderNoteSchema>>({
    resolver: zodResolver(OrderNoteSchema),
    defaultValues: { note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await run({ action: 'addNote', body });
      form.reset({ note: '' });
    } catch (err) {
      applyFieldErrors(err as Error, ['note'], form.setError as never);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t.note}>
      <FormField label={t.note} id="desk-note" error={errors.note?.message}>
        <Textarea rows={3} placeholder={t.notePlaceholder} {...form.register('note')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={isSubmitting} className="justify-self-start">
        {t.addNote}
      </Button>
    </form>
  );
}
