import { useQuery } from '@tanstack/react-query';
import { ActivityIcon, CameraIcon, LeafIcon, ShoppingBagIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type { StatTrend } from '@shared/contracts/admin';
import { trendText } from '@shared/domain/admin-stats';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { adminStatsQueryOptions } from './api';

/** Spec §2: the four stat cards. Revenue in DA and trends from the data (docs/contract.md §2). */
export function StatCards() {
  const t = useMessages().admin.stats;
  const tr = useTranslator();
  const query = useQuery(adminStatsQueryOptions());
  const s = query.data;
  const cards = [
    { id: 'total-plants', label: t.totalPlants, value: s && String(s.totalPlants), trend: s?.trends.totalPlants, icon: <LeafIcon /> },
    { id: 'active-orders', label: t.activeOrders, value: s && String(s.activeOrders), trend: s?.trends.activeOrders, icon: <ShoppingBagIcon /> },
    { id: 'total-revenue', label: t.totalRevenue, value: s && tr.money(s.totalRevenue), trend: s?.trends.totalRevenue, icon: <ActivityIcon />, hint: t.revenueHint, note: t.revenueNote },
    { id: 'plant-ids', label: t.plantIds, value: s && String(s.plantIds), trend: s?.trends.plantIds, icon: <CameraIcon /> },
  ];
  if (query.isError) {
    return (
      <p className="mt-8 text-sm text-destructive" role="alert">
        {t.loadFailed}
      </p>
    );
  }
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.id} data-testid={`stat-${card.id}`} title={card.hint}>
          <CardContent className="pt-6">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-muted-foreground">{card.label}</p>
              <span className="text-primary [&>svg]:size-5" aria-hidden>
                {card.icon}
              </span>
            </div>
            {card.value === undefined ? (
              <>
                <Skeleton className="mt-2 h-8 w-24" />
                <Skeleton className="mt-2 h-4 w-32" />
              </>
            ) : (
              <>
                <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="stat-value">
                  {card.value}
                </p>
                {card.trend ? <TrendLine trend={card.trend} /> : null}
                {card.note ? (
                  <p className="mt-1 text-xs text-muted-foreground" data-testid="stat-note">
                    {card.note}
                  </p>
                ) : null}
              </>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function TrendLine({ trend }: { trend: StatTrend }) {
  const texts = useMessages().admin.stats.trend;
  const Icon = trend.kind === 'down' ? TrendingDownIcon : TrendingUpIcon;
  return (
    <p
      className={cn(
        'mt-1 flex items-center gap-1 text-xs',
        trend.kind === 'down' ? 'text-destructive' : trend.kind === 'same' ? 'text-muted-foreground' : 'text-primary',
      )}
      data-testid="stat-trend"
    >
      {trend.kind !== 'same' ? <Icon className="size-3.5" aria-hidden /> : null}
      {trendText(trend, texts)}
    </p>
  );
}
