import { useQuery } from '@tanstack/react-query';
import { TruckIcon } from 'lucide-react';
import { outcomeRates } from '@shared/domain/couriers';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { stackedTable } from '@client/components/ui/stacked-table';
import { courierFiguresQueryOptions } from '@client/features/admin/api';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { AdminTable } from './table';
import { WilayaName } from './wilaya-name';

const { cell } = stackedTable;

/**
 * The dashboard's couriers (issue 24 item 3): the cash on delivery each courier collected and has not
 * paid out yet, and per wilaya and courier the parcels handed over, delivered and returned with the
 * delivery and return rates. Nothing before a first parcel went to a courier.
 */
export function CourierFigures() {
  const t = useMessages().admin.courierFigures;
  const tr = useTranslator();
  const figures = useQuery(courierFiguresQueryOptions()).data;
  if (!figures || (figures.cashHeld.length === 0 && figures.outcomes.length === 0)) return null;
  const percent = (n: number | undefined) => (n === undefined ? t.noRate : interpolate(t.percent, { n }));
  return (
    <Card className="mt-4" data-testid="courier-figures">
      <CardHeader className="pb-2">
        <CardTitle asChild className="flex items-center gap-2 text-base">
          <h2>
            <TruckIcon className="size-5 text-primary" aria-hidden /> {t.title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-label={t.cashHeld}>
          <h3 className="text-sm font-medium">{t.cashHeld}</h3>
          <CardDescription className="mb-2">{t.cashHint}</CardDescription>
          {figures.cashHeld.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noCash}</p>
          ) : (
            <ul className="flex flex-wrap gap-x-8 gap-y-2">
              {figures.cashHeld.map((c) => (
                <li key={c.courier} data-testid="cash-held" data-courier={c.courier}>
                  <p className="text-sm text-muted-foreground">{c.label}</p>
                  <p className="text-2xl font-bold tabular-nums">{tr.money(c.amount)}</p>
                  <p className="text-xs text-muted-foreground">{tr.text(t.parcels, { count: c.parcels })}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={t.outcomes}>
          <h3 className="text-sm font-medium">{t.outcomes}</h3>
          <CardDescription className="mb-2">{t.outcomesHint}</CardDescription>
          <AdminTable stacked label={t.outcomes} head={[t.wilaya, t.courier, t.handed, t.onTheWay, t.delivered, t.returned, t.deliveryRate, t.returnRate]}>
            {figures.outcomes.map((o) => {
              const rates = outcomeRates(o.delivered, o.returned);
              return (
                <tr key={`${o.courier}:${o.wilaya}`} className={stackedTable.row} data-testid="courier-outcome" data-courier={o.courier} data-wilaya={o.wilaya ?? ''}>
                  <td className={cell} data-label={t.wilaya}>
                    <WilayaName code={o.wilaya} />
                  </td>
                  <td className={cell} data-label={t.courier}>
                    {o.label}
                  </td>
                  <td className={`${cell} tabular-nums`} data-label={t.handed}>
                    {o.parcels}
                  </td>
                  <td className={`${cell} tabular-nums`} data-label={t.onTheWay}>
                    {o.parcels - o.delivered - o.returned}
                  </td>
                  <td className={`${cell} tabular-nums`} data-label={t.delivered}>
                    {o.delivered}
                  </td>
                  <td className={`${cell} tabular-nums`} data-label={t.returned}>
                    {o.returned}
                  </td>
                  <td className={`${cell} tabular-nums`} data-label={t.deliveryRate} data-testid="delivery-rate">
                    {percent(rates?.delivered)}
                  </td>
                  <td className={`${cell} tabular-nums`} data-label={t.returnRate} data-testid="return-rate">
                    {percent(rates?.returned)}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        </section>
      </CardContent>
    </Card>
  );
}
