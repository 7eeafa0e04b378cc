import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CalendarDaysIcon, CheckCircle2Icon, MapPinnedIcon, PackageIcon, TruckIcon, type LucideIcon } from 'lucide-react';
import { contentLocaleOf, contentTranslator } from '@shared/content/language';
import { shippingContent } from '@shared/content/shipping/load';
import type { RichText } from '@shared/content/rich-text';
import type { ShippingContent, ShippingStepId } from '@shared/content/shipping/types';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import type { Translator } from '@shared/messages';
import { parseMoney } from '@shared/domain/money';
import { formatDelay, formatPriceRange, SHIPPING_ZONES, zoneName, zoneSummaries } from '@shared/domain/shop-facts';
import { wilayaByCode, type Wilaya } from '@shared/domain/wilayas';
import { Card, CardContent } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { InfoPage, InfoSection, Rich, usePageContent } from '@client/components/layout/info-page';
import { useSiteInfo } from '@client/features/contact/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { rulesOf, wilayasQueryOptions } from '@client/features/shipping/api';
import { matchWilayas } from '@client/features/shipping/wilaya-search';
import { cn } from '@client/lib/cn';
import { useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The server's list of the wilayas operating now, as the shared wilayas (their zones). */
const operating = (list: readonly ShippingWilaya[]) => list.map((w) => wilayaByCode(Number(w.code))).filter((w): w is Wilaya => w !== undefined);

/** Spec §2 Static pages: the four steps of an order's journey. */
const STEP_ICONS: Record<ShippingStepId, LucideIcon> = {
  confirmed: CheckCircle2Icon,
  preparation: PackageIcon,
  shipped: TruckIcon,
  delivery: MapPinnedIcon,
};

export default function ShippingPage() {
  const contentOf = usePageContent(shippingContent);
  const tr = contentTranslator(useTranslator());
  const { info } = useSiteInfo();
  // The live rates table, the one checkout prices with; the seeded figures until it arrives.
  const wilayas = useQuery(wilayasQueryOptions());
  const settings = useQuery(settingsQueryOptions());
  const rules = wilayas.data && settings.data ? rulesOf(wilayas.data, settings.data.minFreeShipping, settings.data.shippingFee) : null;
  // Over the wilayas operating now (the server's list: the 69 from the switch date of law 26-06).
  const zones = rules && wilayas.data ? zoneSummaries(rules.rates, rules.shippingFee, operating(wilayas.data)) : SHIPPING_ZONES;
  const c = contentOf(tr, { freeShipping: parseMoney(info.minFreeShipping) ?? 0, zones, expressOrders: settings.data?.expressOrders ?? false });
  const h = c.highlights;
  const arabic = contentLocaleOf(tr.locale) === 'ar';
  useDocumentTitle(c.title, c.description);

  return (
    <InfoPage title={c.title} intro={c.intro}>
      <ul className="grid gap-4 sm:grid-cols-3" aria-label={h.label}>
        <Highlight title={h.freeTitle} text={h.freeText} testId="free-shipping" />
        <Highlight title={h.fromTitle} text={h.fromText} />
        <Highlight title={h.daysTitle} text={h.daysText} />
      </ul>

      <InfoSection id="etapes" title={c.steps.title}>
        <ol className="grid gap-4 md:grid-cols-2">
          {c.steps.items.map((step, i) => {
            const Icon = STEP_ICONS[step.id];
            return (
              <li key={step.id}>
                <Card className="h-full">
                  <CardContent className="flex gap-4 pt-6">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <div>
                      <h3 className="font-semibold">
                        <span className="text-muted-foreground">{i + 1}. </span>
                        {step.title}
                      </h3>
                      <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ol>
      </InfoSection>

      <InfoSection id="tarifs" title={c.rates.title} intro={c.rates.intro}>
        <div className="overflow-x-auto rounded-xl border max-sm:border-0">
          <table className={cn('w-full text-sm', STACKED.table)}>
            <caption className="sr-only">{c.rates.caption}</caption>
            <thead className={cn('bg-muted/60 text-start', STACKED.head)}>
              <tr>
                <th scope="col" className="p-3 text-start font-semibold">{c.rates.headers.zone}</th>
                <th scope="col" className="p-3 text-start font-semibold">{c.rates.headers.wilayas}</th>
                <th scope="col" className="p-3 text-start font-semibold">{c.rates.headers.price}</th>
                <th scope="col" className="p-3 text-start font-semibold">{c.rates.headers.delay}</th>
              </tr>
            </thead>
            <tbody className={STACKED.body}>
              {zones.map((zone) => (
                <tr key={zone.id} className={cn('border-t', STACKED.row)} data-testid={`zone-${zone.id}`}>
                  <th scope="row" className={cn('p-3 text-start font-medium', STACKED.title)}>{zoneName(tr, zone.id)}</th>
                  <td className={cn('p-3 text-muted-foreground', STACKED.wide, STACKED.cell)} data-label={c.rates.headers.wilayas}>
                    {c.rates.examples(zone)}
                  </td>
                  <td className={cn('whitespace-nowrap p-3', STACKED.cell)} data-label={c.rates.headers.price}>{formatPriceRange(tr, zone.price)}</td>
                  <td className={cn('whitespace-nowrap p-3', STACKED.cell)} data-label={c.rates.headers.delay}>{formatDelay(tr, zone.delayDays)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">{c.rates.note}</p>
        {wilayas.data ? <WilayaRates wilayas={wilayas.data} c={c.rates} tr={tr} arabic={arabic} /> : null}
      </InfoSection>

      <InfoSection id="plantes-vivantes" title={c.livePlants.title}>
        <div className="flex gap-4 rounded-xl border bg-accent/50 p-5">
          <CalendarDaysIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
          <Paragraphs texts={c.livePlants.paragraphs} />
        </div>
      </InfoSection>

      <InfoSection id="commande" title={c.ordering.title}>
        <Paragraphs texts={c.ordering.paragraphs} />
      </InfoSection>

      <InfoSection id="probleme" title={c.problem.title}>
        <p className="text-sm">
          <Rich text={c.problem.text} linkClassName="" />
        </p>
      </InfoSection>
    </InfoPage>
  );
}

/** A section's paragraphs of rich text. */
function Paragraphs({ texts }: { texts: readonly RichText[] }) {
  return (
    <div className="space-y-2 text-sm">
      {texts.map((p, i) => (
        <p key={i}>
          <Rich text={p} />
        </p>
      ))}
    </div>
  );
}

/**
 * The rates tables stay tables from the `sm` width up; on a phone each row becomes a small card (its title, then each
 * cell under its column's name, taken from `data-label`), so no column is squeezed to a few letters a line.
 */
const STACKED = {
  table: 'max-sm:block',
  head: 'max-sm:hidden',
  body: 'max-sm:grid max-sm:gap-3',
  // Each column at least as wide as its amount ("1 000,00 DA" is one unbreakable word): never "D" and "A" on two lines.
  row: 'max-sm:grid max-sm:grid-cols-[repeat(3,minmax(min-content,1fr))] max-sm:gap-x-3 max-sm:rounded-xl max-sm:border max-sm:p-3',
  title: 'max-sm:col-span-3 max-sm:p-0 max-sm:pb-1',
  wide: 'max-sm:col-span-3',
  cell: 'max-sm:p-0 max-sm:pt-1 max-sm:whitespace-normal max-sm:[overflow-wrap:normal] max-sm:before:block max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
};

/** Every wilaya's own fees and delay, searchable by code, French or Arabic name (as the checkout's picker). */
function WilayaRates({ wilayas, c, tr, arabic }: { wilayas: readonly ShippingWilaya[]; c: ShippingContent['rates']; tr: Translator; arabic: boolean }) {
  const [query, setQuery] = useState('');
  const shown = matchWilayas(wilayas, query);
  const h = c.wilayaHeaders;
  return (
    <details className="mt-4 rounded-xl border p-3 text-sm">
      <summary className="cursor-pointer font-medium">{c.wilayaSummary}</summary>
      <label className="mt-3 block">
        <span className="sr-only">{c.wilayaSearch}</span>
        <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={c.wilayaSearch} data-testid="wilaya-rate-search" />
      </label>
      <table className={cn('mt-3 w-full', STACKED.table)}>
        <caption className="sr-only">{c.wilayaCaption}</caption>
        <thead className={cn('text-muted-foreground', STACKED.head)}>
          <tr>
            <th scope="col" className="p-1 text-start font-medium">{h.wilaya}</th>
            <th scope="col" className="p-1 text-start font-medium">{h.home}</th>
            <th scope="col" className="p-1 text-start font-medium">{h.desk}</th>
            <th scope="col" className="p-1 text-start font-medium">{h.delay}</th>
          </tr>
        </thead>
        <tbody className={STACKED.body} aria-live="polite">
          {shown.map((w) => (
            <tr key={w.code} className={cn('border-t', STACKED.row)} data-testid={`wilaya-rate-${w.code}`}>
              <th scope="row" className={cn('p-1 text-start font-normal', STACKED.title)}>
                {/* The French page also gives the Arabic name, as customers write both. */}
                {w.code} {arabic ? w.nameAr : w.nameFr}
                {!arabic && (
                  <>
                    {' '}
                    <bdi lang="ar">{w.nameAr}</bdi>
                  </>
                )}
              </th>
              <td className={cn('whitespace-nowrap p-1', STACKED.cell)} data-label={h.home}>{tr.money(w.home)}</td>
              <td className={cn('whitespace-nowrap p-1', STACKED.cell)} data-label={h.desk}>{w.desk ? tr.money(w.desk) : '—'}</td>
              <td className={cn('whitespace-nowrap p-1', STACKED.cell)} data-label={h.delay}>{w.days ? formatDelay(tr, w.days) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? <p className="mt-3 text-muted-foreground" role="status">{c.wilayaNone}</p> : null}
    </details>
  );
}

function Highlight({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <li data-testid={testId}>
      <Card className="h-full">
        <CardContent className="pt-6">
          <p className="font-semibold text-primary">{title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </CardContent>
      </Card>
    </li>
  );
}
