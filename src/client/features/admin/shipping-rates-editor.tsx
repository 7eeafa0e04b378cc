import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import { COURIER_INFO, COURIERS } from '@shared/domain/couriers';
import { parseMoney } from '@shared/domain/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { useUpdateRates, wilayasQueryOptions } from '@client/features/shipping/api';
import { interpolate } from '@client/lib/interpolate';
import { useLocale, useMessages } from '@client/lib/i18n';
import { courierFeesQueryOptions, courierSettingsQueryOptions } from './api';
import { CourierFeesImport } from './courier-fees-import';

interface Draft {
  home: string;
  desk: string;
  days: string;
}

const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const DAYS = /^(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?$/;

/** The figures a wilaya is charged, as the inputs write them ('' where it has none: the flat fee). */
const figuresOf = (w: ShippingWilaya): Draft => ({
  home: w.days ? w.home.replace(/\.00$/, '') : '',
  desk: w.days && w.desk ? w.desk.replace(/\.00$/, '') : '',
  days: w.days ? (w.days.min === w.days.max ? String(w.days.min) : `${w.days.min}-${w.days.max}`) : '',
});
const EMPTY: Draft = { home: '', desk: '', days: '' };
/**
 * A wilaya's own row; a wilaya of law 26-06 charged its mother's rate has none: its inputs stay empty
 * (saving does not copy the mother's figures into a row of its own) and show those figures as placeholders.
 */
const draftOf = (w: ShippingWilaya): Draft => (w.inheritsFrom ? EMPTY : figuresOf(w));

/** A courier's fee beside the table's figure: the fee in DA and, where they differ, by how much ("700 (+100)"). */
function FeeBeside({ fee, table }: { fee: string | null | undefined; table: string | null }) {
  if (fee === undefined) return null;
  if (fee === null) return <span className="text-muted-foreground">—</span>;
  const diff = table === null ? null : (parseMoney(fee) ?? 0) - (parseMoney(table) ?? 0);
  return (
    <span className="whitespace-nowrap tabular-nums">
      {fee.replace(/\.00$/, '')}
      {diff ? <span className={diff > 0 ? 'ms-1 text-amber-700' : 'ms-1 text-emerald-700'}>({diff > 0 ? '+' : '−'}{String(Math.abs(diff) / 100)})</span> : null}
    </span>
  );
}

/**
 * The admin's rates table (docs/contract.md §4): one row per wilaya; an empty home fee means the flat fee
 * applies. With a courier that quotes its fees configured, its fees sit beside the table's figures,
 * and the owner may import them (decision 018 "Courier fees"): the table stays what customers pay.
 */
export function ShippingRatesEditor({ active }: { active: boolean }) {
  const m = useMessages();
  const t = m.admin.settings;
  const locale = useLocale();
  // The wilaya as the reader names it (toasts, field names); the row itself shows both names.
  const nameOf = (w: ShippingWilaya) => (locale === 'ar' ? w.nameAr : w.nameFr);
  const wilayas = useQuery({ ...wilayasQueryOptions(), enabled: active });
  const save = useUpdateRates();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const couriers = useQuery({ ...courierSettingsQueryOptions({ enabled: active }) });
  const quoting = couriers.data?.couriers.find((c) => c.configured && COURIER_INFO[c.id].fees);
  // Asked for, not read on opening: a read spends the courier's quota (Yalidine: one call per wilaya).
  const [compare, setCompare] = useState(false);
  const fees = useQuery({ ...courierFeesQueryOptions(quoting?.id ?? COURIERS[0], { enabled: active && compare && Boolean(quoting) }) });
  const feeOf = new Map(fees.data?.fees.map((f) => [f.wilaya, f]));
  if (!wilayas.data) return null;
  const draft = (w: ShippingWilaya) => drafts[w.code] ?? draftOf(w);
  const set = (w: ShippingWilaya, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [w.code]: { ...draft(w), ...patch } }));

  const submit = () => {
    const rates = [];
    for (const w of wilayas.data) {
      const d = draft(w);
      if (!d.home.trim()) continue;
      const days = DAYS.exec(d.days.trim() || '2');
      if (!AMOUNT.test(d.home.trim()) || (d.desk.trim() && !AMOUNT.test(d.desk.trim())) || !days) {
        toast({ variant: 'destructive', title: interpolate(t.ratesInvalid, { wilaya: `${w.code} ${nameOf(w)}` }) });
        return;
      }
      const min = Number(days[1]);
      rates.push({
        wilaya: Number(w.code),
        home: d.home.trim().replace(',', '.'),
        desk: d.desk.trim() ? d.desk.trim().replace(',', '.') : null,
        daysMin: min,
        daysMax: Math.max(min, Number(days[2] ?? min)),
      });
    }
    save.mutate(rates, {
      onSuccess: () => {
        setDrafts({});
        toast({ title: t.ratesSaved });
      },
      onError: (err) => toast({ variant: 'destructive', title: err.message }),
    });
  };

  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild className="text-base">
          <h3>{t.ratesTitle}</h3>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t.ratesHint}</p>
      </CardHeader>
      <CardContent>
        {quoting ? (
          <div className="mb-3 space-y-2 text-sm" aria-live="polite">
            <p className="text-muted-foreground">{interpolate(t.feesHint, { courier: quoting.label })}</p>
            {!compare ? (
              <Button variant="outline" size="sm" onClick={() => setCompare(true)}>
                {interpolate(t.feesCompare, { courier: quoting.label })}
              </Button>
            ) : fees.isPending ? (
              <p>{interpolate(t.feesReading, { courier: quoting.label })}</p>
            ) : null}
            {fees.isError ? (
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-destructive">{fees.error.message}</p>
                <Button variant="outline" size="sm" disabled={fees.isFetching} onClick={() => void fees.refetch()}>
                  {m.admin.common.retry}
                </Button>
              </div>
            ) : null}
            {fees.data ? <CourierFeesImport fees={fees.data} onImported={() => setDrafts({})} /> : null}
          </div>
        ) : null}
        {/* On a phone the table scrolls inside its card; the wilaya's name stays in sight, never broken letter by letter. */}
        <div className="max-h-96 overflow-auto" data-testid="rates-scroller">
          <table className="w-full text-sm" aria-label={t.ratesTitle}>
            <thead className="sticky top-0 z-[2] bg-card text-start text-muted-foreground">
              <tr>
                <th className="sticky start-0 z-[1] bg-card py-1 font-medium">{t.ratesWilaya}</th>
                <th className="py-1 font-medium">{t.ratesHome}</th>
                <th className="py-1 font-medium">{t.ratesDesk}</th>
                <th className="py-1 font-medium">{t.ratesDays}</th>
                {fees.data ? (
                  <>
                    <th className="py-1 font-medium">{interpolate(t.feesCourierHome, { courier: fees.data.label })}</th>
                    <th className="py-1 font-medium">{interpolate(t.feesCourierDesk, { courier: fees.data.label })}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {wilayas.data.map((w) => (
                <tr key={w.code} className="border-t">
                  <td className="sticky start-0 z-[1] min-w-28 bg-card py-1 pe-2" data-testid="rates-wilaya">
                    <bdi dir="ltr">{w.code}</bdi> <bdi>{w.nameFr}</bdi> <bdi lang="ar">{w.nameAr}</bdi>
                  </td>
                  {(['home', 'desk', 'days'] as const).map((k) => (
                    <td key={k} className="py-1 pe-2">
                      <Input
                        className="h-8 w-24"
                        inputMode={k === 'days' ? 'text' : 'decimal'}
                        aria-label={`${t[k === 'home' ? 'ratesHome' : k === 'desk' ? 'ratesDesk' : 'ratesDays']} ${nameOf(w)}`}
                        value={draft(w)[k]}
                        placeholder={w.inheritsFrom ? figuresOf(w)[k] : undefined}
                        onChange={(e) => set(w, { [k]: e.target.value })}
                      />
                    </td>
                  ))}
                  {fees.data ? (
                    <>
                      <td className="py-1 pe-2" data-testid={`courier-home-${w.code}`}>
                        <FeeBeside fee={feeOf.get(w.code)?.home} table={w.home} />
                      </td>
                      <td className="py-1 pe-2" data-testid={`courier-desk-${w.code}`}>
                        <FeeBeside fee={feeOf.get(w.code)?.desk} table={w.desk} />
                      </td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Button className="mt-4" onClick={submit} disabled={save.isPending}>
          {t.ratesSave}
        </Button>
      </CardContent>
    </Card>
  );
}
