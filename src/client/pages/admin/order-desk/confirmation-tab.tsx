import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { MessageCircleIcon, PhoneIcon } from 'lucide-react';
import type { ConfirmationItem } from '@shared/contracts/confirmation';
import { CALL_OUTCOMES } from '@shared/domain/confirmation';
import { orderNumber } from '@shared/domain/order';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { confirmationQueueOptions, useRecordCall } from '@client/features/admin/confirmation-api';
import { interpolate } from '@client/lib/interpolate';
import { Ltr, Typed } from '@client/lib/bidi';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useDates } from '@client/lib/dates';
import { WilayaName } from '../wilaya-name';

/**
 * The owner's COD confirmation queue (decision 018): pending cash-on-delivery orders, oldest first;
 * call or WhatsApp from the row (the message prefilled in the customer's language), then record what
 * the customer said. Works on a phone: each order is a card.
 */
export function ConfirmationTab({ active }: { active: boolean }) {
  const m = useMessages();
  const t = m.confirmation.queue;
  const queue = useQuery(confirmationQueueOptions({ enabled: active }));
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
        {queue.data ? <p className="text-xs text-muted-foreground">{interpolate(t.autoCancelRule, queue.data.rule)}</p> : null}
      </CardHeader>
      <CardContent>
        {queue.isError ? (
          <p role="alert" className="text-destructive">
            {t.loadFailed}
          </p>
        ) : queue.data?.items.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{t.empty}</p>
        ) : (
          <ul className="space-y-3" data-testid="confirmation-queue">
            {queue.data?.items.map((item) => <QueueRow key={item.id} item={item} />)}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function QueueRow({ item }: { item: ConfirmationItem }) {
  const m = useMessages();
  const t = m.confirmation.queue;
  const tr = useTranslator();
  const dates = useDates();
  const record = useRecordCall();
  return (
    <li className="rounded-lg border p-3" data-testid="confirmation-row" data-order={item.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={`/admin/orders/${item.id}`} className="font-medium underline-offset-4 hover:underline">
          <Ltr>{orderNumber(item.id)}</Ltr> · <Typed>{item.customerName}</Typed>
        </Link>
        <span className="tabular-nums">{tr.money(item.totalAmount)}</span>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        <Typed>{item.city}</Typed>
        {item.wilaya ? (
          <>
            {' · '}
            <WilayaName code={item.wilaya} />
          </>
        ) : null}
        {' · '}
        {dates.dateTime(item.createdAt)}
        {item.unanswered > 0 ? ` · ${tr.text(t.attempts, { count: item.unanswered })}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {item.telUrl && item.whatsappUrl && item.phone ? (
          <>
            <Button asChild size="sm" variant="outline">
              <a href={item.telUrl}>
                <PhoneIcon aria-hidden /> {t.call} <Ltr>{formatAlgerianMobile(item.phone)}</Ltr>
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={item.whatsappUrl} target="_blank" rel="noopener noreferrer">
                <MessageCircleIcon aria-hidden /> {t.whatsapp}
              </a>
            </Button>
          </>
        ) : (
          <span className="text-sm text-muted-foreground">{t.noPhone}</span>
        )}
      </div>
      <fieldset className="mt-3">
        <legend className="mb-2 text-xs font-medium text-muted-foreground">{t.record}</legend>
        <div className="flex flex-wrap gap-2">
          {CALL_OUTCOMES.map((outcome) => (
            <Button
              key={outcome}
              size="sm"
              variant={outcome === 'confirmed' ? 'default' : 'secondary'}
              disabled={record.isPending}
              onClick={() =>
                record.mutate(
                  { id: item.id, outcome },
                  {
                    onSuccess: () => toast({ title: t.recorded, description: m.confirmation.outcomes[outcome] }),
                    onError: (err) => toast({ variant: 'destructive', title: t.record, description: err.message }),
                  },
                )
              }
            >
              {m.confirmation.outcomes[outcome]}
            </Button>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
