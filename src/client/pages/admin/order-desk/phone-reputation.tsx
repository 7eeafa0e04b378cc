import type { AdminOrderDetail } from '@shared/contracts/order-desk';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { DetailRow } from '@client/components/ui/detail-row';
import { toast } from '@client/components/ui/use-toast';
import { useBlockPhone } from '@client/features/admin/confirmation-api';
import { Ltr } from '@client/lib/bidi';
import { useMessages } from '@client/lib/i18n';

/** decision 018: what the shop saw of this phone number across every account, and the COD block. */
export function PhoneReputation({ reputation }: { reputation: NonNullable<AdminOrderDetail['phoneReputation']> }) {
  const t = useMessages().confirmation.phone;
  const block = useBlockPhone();
  const counts = [
    [t.orders, reputation.orders, 'orders'],
    [t.delivered, reputation.delivered, 'delivered'],
    [t.refused, reputation.refused, 'refused'],
    [t.returned, reputation.returned, 'returned'],
    [t.wrongNumber, reputation.wrongNumber, 'wrong-number'],
  ] as const;
  return (
    <Card data-testid="phone-reputation">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            {t.title} <Ltr>{formatAlgerianMobile(reputation.phone)}</Ltr>
          </h2>
        </CardTitle>
        <p className="text-xs text-muted-foreground">{t.intro}</p>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <dl className="space-y-1">
          {counts.map(([label, n, id]) => (
            <DetailRow key={id} label={label} testId={`phone-${id}`}>
              <span className="tabular-nums">{n}</span>
            </DetailRow>
          ))}
        </dl>
        {reputation.blocked ? (
          <p role="status" className="font-medium text-destructive">
            {t.blocked}
          </p>
        ) : null}
        <Button
          variant={reputation.blocked ? 'outline' : 'destructive'}
          size="sm"
          disabled={block.isPending}
          onClick={() =>
            block.mutate(
              { phone: reputation.phone, blocked: !reputation.blocked },
              { onError: (err) => toast({ variant: 'destructive', title: t.title, description: err.message }) },
            )
          }
        >
          {reputation.blocked ? t.unblock : t.block}
        </Button>
      </CardContent>
    </Card>
  );
}
