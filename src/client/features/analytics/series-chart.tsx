import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Analytics } from '@shared/contracts/analytics';
import type { Locale } from '@shared/messages';

/** Chart colours: the theme's green for orders, then delivered, returned and cancelled. */
const COLOURS = { orders: '#15803d', delivered: '#2563eb', returned: '#d97706', cancelled: '#6b7280' } as const;
const TAGS: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-DZ-u-nu-latn' };
const HEIGHT = 240;

export interface SeriesLabels {
  orders: string;
  delivered: string;
  returned: string;
  cancelled: string;
}

/**
 * Orders over time with uPlot (a maintained canvas chart library, ~20 KB gzip, loaded with the
 * Analytics tab only): one line per outcome, days along the bottom in the reader's language and
 * Latin digits. Time runs left to right in every language.
 */
export function SeriesChart({ series, labels, locale, title }: { series: Analytics['series']; labels: SeriesLabels; locale: Locale; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const day = new Intl.DateTimeFormat(TAGS[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const count = new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 0 });
    const xs = series.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
    const line = (key: keyof SeriesLabels): uPlot.Series => ({ label: labels[key], stroke: COLOURS[key], width: 2, value: (_u, v) => (v == null ? '—' : count.format(v)) });
    const chart = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        scales: { x: { time: true } },
        series: [{ value: (_u, v) => (v == null ? '—' : day.format(new Date(v * 1000))) }, line('orders'), line('delivered'), line('returned'), line('cancelled')],
        axes: [
          { values: (_u, splits) => splits.map((v) => day.format(new Date(v * 1000))), space: 60 },
          { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? count.format(v) : '')), size: 40 },
        ],
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
      },
      [xs, series.map((d) => d.orders), series.map((d) => d.delivered), series.map((d) => d.returned), series.map((d) => d.cancelled)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth || 320, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, labels, locale]);
  return <div ref={box} dir="ltr" role="img" aria-label={title} className="w-full min-w-0" data-testid="analytics-chart" />;
}
