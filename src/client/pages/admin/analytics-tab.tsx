import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { outcomeRates } from '@shared/domain/couriers';
import { parseMoney, sum } from '@shared/domain/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { stackedTable } from '@client/components/ui/stacked-table';
import { analyticsCsvUrl, analyticsQueryOptions, type AnalyticsRange } from '@client/features/analytics/api';
import { Funnel } from '@client/features/analytics/funnel';
import { SeriesChart } from '@client/features/analytics/series-chart';
import { WilayaMap } from '@client/features/analytics/wilaya-map';
import { Typed } from '@client/lib/bidi';
import { interpolate } from '@client/lib/interpolate';
import { useLocale, useMessages, useTranslator } from '@client/lib/i18n';
import { AdminTable } from './table';
import { WilayaName } from './wilaya-name';

const { cell, row } = stackedTable;

/** A count or an amount in a stacked table: on a phone its column's name stands beside it. */
function Figure({ label, end = false, children }: { label: string; end?: boolean; children: ReactNode }) {
  return (
    <td className={`${cell} tabular-nums${end ? ' sm:text-end' : ''}`} data-label={label}>
      {children}
    </td>
  );
}

/** One of the tab's titled cards. */
function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
        {hint ? <CardDescription>{hint}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The owner's figures (docs/contract.md §9, docs/decisions/035-owners-figures.md): a date range, the
 * totals, orders over time (uPlot), the funnel, the wilayas' map and table, sources, couriers and top
 * plants, and the CSV of it all. Its own chunk, loaded when the tab is first opened.
 */
export default function AnalyticsTab({ active }: { active: boolean }) {
  const t = useMessages().analytics;
  const tr = useTranslator();
  const locale = useLocale();
  const [range, setRange] = useState<AnalyticsRange>({});
  const figures = useQuery(analyticsQueryOptions(range, active));
  const a = figures.data;
  const percent = (delivered: number, returned: number) => {
    const rates = outcomeRates(delivered, returned);
    return rates ? interpolate(t.percent, { n: rates.delivered }) : t.noRate;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setRange({ from: String(data.get('from') ?? '') || undefined, to: String(data.get('to') ?? '') || undefined } as AnalyticsRange);
  };
  const totalOrders = a ? a.series.reduce((n, d) => n + d.orders, 0) : 0;
  const totalRevenue = a ? sum(a.series.map((d) => parseMoney(d.revenue) ?? 0)) : 0;
  const totalDelivered = a ? a.series.reduce((n, d) => n + d.delivered, 0) : 0;
  const totalReturned = a ? a.series.reduce((n, d) => n + d.returned, 0) : 0;

  return (
    <div className="space-y-4" data-testid="analytics-tab">
      <Card>
        <CardHeader className="gap-3">
          <CardTitle asChild>
            <h2>{t.title}</h2>
          </CardTitle>
          <CardDescription>{t.intro}</CardDescription>
          <form key={a ? `${a.from}:${a.to}` : 'none'} onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <Label htmlFor="analytics-from">{t.from}</Label>
              <Input id="analytics-from" name="from" type="date" defaultValue={a?.from} className="w-40" />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="analytics-to">{t.to}</Label>
              <Input id="analytics-to" name="to" type="date" defaultValue={a?.to} className="w-40" />
            </div>
            <Button type="submit">{t.show}</Button>
            <Button asChild variant="outline">
              <a href={analyticsCsvUrl(range)} download>
                <DownloadIcon aria-hidden /> {t.exportCsv}
              </a>
            </Button>
          </form>
          {figures.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {figures.error instanceof Error && figures.error.message ? figures.error.message : t.loadFailed}
            </p>
          ) : null}
        </CardHeader>
        {a ? (
          <CardContent>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted-foreground">{t.totals.orders}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid="analytics-orders">
                  {totalOrders}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">{t.totals.revenue}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid="analytics-revenue">
                  {tr.money(totalRevenue)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">{t.totals.deliveredRate}</dt>
                <dd className="text-2xl font-bold tabular-nums">{percent(totalDelivered, totalReturned)}</dd>
              </div>
            </dl>
          </CardContent>
        ) : null}
      </Card>

      {a ? (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="min-w-0 lg:col-span-2">
              <CardHeader>
                <CardTitle asChild>
                  <h3>{t.overTime.title}</h3>
                </CardTitle>
                <CardDescription>{t.overTime.hint}</CardDescription>
              </CardHeader>
              <CardContent>{totalOrders === 0 ? <p className="text-sm text-muted-foreground">{t.empty}</p> : <SeriesChart series={a.series} labels={t.overTime} locale={locale} title={t.overTime.title} />}</CardContent>
            </Card>
            <Section title={t.funnel.title} hint={t.funnel.hint}>
                <Funnel funnel={a.funnel} texts={t.funnel} />
              </Section>
          </div>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h3>{t.map.title}</h3>
              </CardTitle>
              <CardDescription>{t.map.hint}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6 lg:grid-cols-2">
              <WilayaMap byWilaya={a.byWilaya} texts={{ ...t.map, percent: t.percent, noRate: t.noRate }} locale={locale} />
              <AdminTable stacked label={t.map.title} head={[t.map.wilaya, t.map.orders, t.map.delivered, t.map.returned, t.map.deliveredRate]}>
                {a.byWilaya.map((w) => (
                  <tr key={w.wilaya ?? 'none'} className={row} data-testid="analytics-wilaya" data-wilaya={w.wilaya ?? ''}>
                    <td className={`${cell} ${stackedTable.wide}`} data-label={t.map.wilaya}>
                      {w.wilaya ? <WilayaName code={w.wilaya} /> : t.map.unknown}
                    </td>
                    <Figure label={t.map.orders}>{w.orders}</Figure>
                    <Figure label={t.map.delivered}>{w.delivered}</Figure>
                    <Figure label={t.map.returned}>{w.returned}</Figure>
                    <Figure label={t.map.deliveredRate} end>{percent(w.delivered, w.returned)}</Figure>
                  </tr>
                ))}
              </AdminTable>
            </CardContent>
          </Card>

          <Section title={t.sources.title} hint={t.sources.hint}>
              <AdminTable stacked label={t.sources.title} head={[t.sources.source, t.sources.campaign, t.sources.orders, t.sources.revenue, t.sources.delivered, t.sources.returned]}>
                {a.bySource.map((s) => (
                  <tr key={`${s.source}:${s.campaign}`} className={row} data-testid="analytics-source" data-source={s.source ?? ''}>
                    <td className={cell} data-label={t.sources.source}>
                      {s.source ? <Typed>{s.source}</Typed> : t.sources.direct}
                    </td>
                    <td className={cell} data-label={t.sources.campaign}>
                      {s.campaign ? <Typed>{s.campaign}</Typed> : t.sources.noCampaign}
                    </td>
                    <Figure label={t.sources.orders}>{s.orders}</Figure>
                    <Figure label={t.sources.revenue}>{tr.money(s.revenue)}</Figure>
                    <Figure label={t.sources.delivered}>{s.delivered}</Figure>
                    <Figure label={t.sources.returned} end>{s.returned}</Figure>
                  </tr>
                ))}
              </AdminTable>
            </Section>

          <div className="grid gap-4 lg:grid-cols-2">
            <Section title={t.couriers.title}>
                {a.byCourier.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t.couriers.none}</p>
                ) : (
                  <AdminTable stacked label={t.couriers.title} head={[t.couriers.courier, t.couriers.parcels, t.couriers.delivered, t.couriers.returned, t.couriers.deliveredRate]}>
                    {a.byCourier.map((c) => (
                      <tr key={c.courier} className={row} data-testid="analytics-courier" data-courier={c.courier}>
                        <td className={`${cell} ${stackedTable.wide}`} data-label={t.couriers.courier}>
                          {c.label}
                        </td>
                        <Figure label={t.couriers.parcels}>{c.parcels}</Figure>
                        <Figure label={t.couriers.delivered}>{c.delivered}</Figure>
                        <Figure label={t.couriers.returned}>{c.returned}</Figure>
                        <Figure label={t.couriers.deliveredRate} end>{percent(c.delivered, c.returned)}</Figure>
                      </tr>
                    ))}
                  </AdminTable>
                )}
              </Section>
            <Section title={t.topPlants.title}>
                <AdminTable stacked label={t.topPlants.title} head={[t.topPlants.plant, t.topPlants.quantity, t.topPlants.orders, t.topPlants.revenue]}>
                  {a.topPlants.map((p) => (
                    <tr key={`${p.plantId}:${p.name}`} className={row} data-testid="analytics-plant">
                      <td className={`${cell} ${stackedTable.wide}`} data-label={t.topPlants.plant}>
                        <Typed>{p.name}</Typed>
                      </td>
                      <Figure label={t.topPlants.quantity}>{p.quantity}</Figure>
                      <Figure label={t.topPlants.orders}>{p.orders}</Figure>
                      <Figure label={t.topPlants.revenue} end>{tr.money(p.revenue)}</Figure>
                    </tr>
                  ))}
                </AdminTable>
              </Section>
          </div>
        </>
      ) : null}
    </div>
  );
}
