import { useMemo } from 'react';
import type { Analytics } from '@shared/contracts/analytics';
import { outcomeRates } from '@shared/domain/couriers';
import { ALL_WILAYAS, WILAYAS, wilayaByCode } from '@shared/domain/wilayas';
import { interpolate } from '@client/lib/interpolate';
import { layOutTiles } from './wilaya-tiles';

export interface WilayaMapTexts {
  cell: string;
  low: string;
  high: string;
  noData: string;
  percent: string;
  noRate: string;
}

/** A delivered share (0–100) as a green of five steps; null (nothing finished) as grey. */
const SHADES = ['#fee2e2', '#fde68a', '#bbf7d0', '#4ade80', '#15803d'] as const;
const shade = (rate: number | undefined) => (rate === undefined ? '#e5e7eb' : SHADES[Math.min(4, Math.floor(rate / 20))]);

/**
 * Algeria's wilayas as a tile map coloured by delivery rate (delivered among the parcels that reached
 * their end, `outcomeRates`): each square names its wilaya and figures to a screen reader and on hover.
 * The 11 wilayas of law 26-06 appear once one of them has orders. West stays left in Arabic too.
 */
export function WilayaMap({ byWilaya, texts, locale }: { byWilaya: Analytics['byWilaya']; texts: WilayaMapTexts; locale: 'en' | 'fr' | 'ar' }) {
  const figures = useMemo(() => new Map(byWilaya.map((w) => [Number(w.wilaya), w])), [byWilaya]);
  const withNew = byWilaya.some((w) => Number(w.wilaya) > WILAYAS.length);
  const tiles = useMemo(() => layOutTiles((withNew ? ALL_WILAYAS : WILAYAS).map((w) => w.code)), [withNew]);
  const cols = Math.max(...tiles.map((t) => t.col)) + 1;
  const rows = Math.max(...tiles.map((t) => t.row)) + 1;
  return (
    <figure className="m-0">
      <div
        dir="ltr"
        role="list"
        className="grid w-full gap-px"
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, auto)` }}
        data-testid="wilaya-map"
      >
        {tiles.map((tile) => {
          const w = wilayaByCode(tile.code)!;
          const f = figures.get(tile.code);
          const rate = f ? outcomeRates(f.delivered, f.returned)?.delivered : undefined;
          const name = locale === 'ar' ? w.ar : w.name;
          const label = interpolate(texts.cell, { wilaya: name, orders: f?.orders ?? 0, rate: rate === undefined ? texts.noData : interpolate(texts.percent, { n: rate }) });
          return (
            <div
              key={tile.code}
              role="listitem"
              aria-label={label}
              title={label}
              data-testid="wilaya-tile"
              data-wilaya={tile.code}
              data-rate={rate ?? ''}
              className="flex aspect-square items-center justify-center rounded-[2px] text-[7px] leading-none text-foreground/70 sm:text-[10px]"
              style={{ gridColumn: tile.col + 1, gridRow: tile.row + 1, background: shade(rate) }}
            >
              <span aria-hidden>{tile.code}</span>
            </div>
          );
        })}
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>{texts.low}</span>
        <span dir="ltr" className="flex" aria-hidden>
          {SHADES.map((c) => (
            <span key={c} className="inline-block size-3" style={{ background: c }} />
          ))}
        </span>
        <span>{texts.high}</span>
        <span className="inline-block size-3 rounded-[2px] bg-[#e5e7eb]" aria-hidden />
        <span>{texts.noData}</span>
      </figcaption>
    </figure>
  );
}
