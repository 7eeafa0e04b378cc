import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { useUpdateRates, wilayasQueryOptions } from '@client/features/shipping/api';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';

interface Draft {
  home: string;
  desk: string;
  days: string;
}

const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const DAYS = /^(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?$/;

const draftOf = (w: ShippingWilaya): Draft => ({
  home: w.days ? w.home.replace(/\.00$/, '') : '',
  desk: w.days && w.desk ? w.desk.replace(/\.00$/, '') : '',
  days: w.days ? (w.days.min === w.days.max ? String(w.days.min) : `${w.days.min}-${w.days.max}`) : '',
});

/** The admin's rates table (decisions.md §4): one row per wilaya; an empty home fee means the flat fee applies. */
export function ShippingRatesEditor({ active }: { active: boolean }) {
  const t = useMessages().admin.settings;
  const wilayas = useQuery({ ...wilayasQueryOptions(), enabled: active });
  const save = useUpdateRates();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
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
        toast({ variant: 'destructive', title: interpolate(t.ratesInvalid, { wilaya: `${w.code} ${w.nameFr}` }) });
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
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-sm" aria-label={t.ratesTitle}>
            <thead className="sticky top-0 bg-card text-start text-muted-foreground">
              <tr>
                <th className="py-1 font-medium">{t.ratesWilaya}</th>
                <th className="py-1 font-medium">{t.ratesHome}</th>
                <th className="py-1 font-medium">{t.ratesDesk}</th>
                <th className="py-1 font-medium">{t.ratesDays}</th>
              </tr>
            </thead>
            <tbody>
              {wilayas.data.map((w) => (
                <tr key={w.code} className="border-t">
                  <td className="py-1 pe-2">
                    {w.code} {w.nameFr} <span lang="ar">{w.nameAr}</span>
                  </td>
                  {(['home', 'desk', 'days'] as const).map((k) => (
                    <td key={k} className="py-1 pe-2">
                      <Input
                        className="h-8 w-24"
                        inputMode={k === 'days' ? 'text' : 'decimal'}
                        aria-label={`${t[k === 'home' ? 'ratesHome' : k === 'desk' ? 'ratesDesk' : 'ratesDays']} ${w.nameFr}`}
                        value={draft(w)[k]}
                        onChange={(e) => set(w, { [k]: e.target.value })}
                      />
                    </td>
                  ))}
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
