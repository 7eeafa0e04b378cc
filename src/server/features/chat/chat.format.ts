import type { ChatLang } from '@shared/contracts/chat';
import { formatDA, formatDAFr, type Centimes } from '@shared/domain/money';
import {
  formatDelayFr,
  formatHoursFr,
  formatPriceRangeFr,
  formatWorkingDaysFr,
  FRENCH_DAYS,
  LIVE_PLANT_SHIPPING_DAYS,
  livePlantShippingDaysProseFr,
  OPENING_HOURS,
  openingHoursFr,
  type Range,
} from '@shared/domain/shop-facts';

/**
 * The shop's facts as sentences in the customer's language. French reuses shop-facts' own display
 * helpers (the help pages' wording); English is written here from the same values.
 */

export const pick = (lang: ChatLang, fr: string, en: string) => (lang === 'fr' ? fr : en);

export function money(lang: ChatLang, amount: Centimes | string): string {
  return lang === 'fr' ? formatDAFr(amount) : formatDA(amount);
}

export function priceRange(lang: ChatLang, price: Range): string {
  if (lang === 'fr') return formatPriceRangeFr(price);
  if (price.min === price.max) return formatDA(price.min);
  return `${formatDA(price.min).replace(' DA', '')}–${formatDA(price.max)}`;
}

export function delay(lang: ChatLang, days: Range): string {
  if (lang === 'fr') return formatDelayFr(days);
  if (days.max <= 2) return `${days.min * 24}–${days.max * 24} h`;
  return `${days.min}–${days.max} days`;
}

export function workingDays(lang: ChatLang, days: Range): string {
  return lang === 'fr' ? formatWorkingDaysFr(days) : `${days.min} to ${days.max} working days`;
}

export function hours(lang: ChatLang, h: number): string {
  return lang === 'fr' ? formatHoursFr(h) : `${h} h`;
}

const ENGLISH_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function livePlantDays(lang: ChatLang): string {
  if (lang === 'fr') return livePlantShippingDaysProseFr();
  const days = [...LIVE_PLANT_SHIPPING_DAYS].sort((a, b) => a - b);
  const first = days[0]!;
  const last = days.at(-1)!;
  if (days.every((d, i) => d === first + i)) return `from ${ENGLISH_DAYS[first]} to ${ENGLISH_DAYS[last]}`;
  return `on ${days.map((d) => ENGLISH_DAYS[d]).join(', ')}`;
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}:${String(m).padStart(2, '0')}` : `${h}:00`;
};

/** "Dimanche – Jeudi : 9h – 18h" lines, or their English equivalent. */
export function openingHourLines(lang: ChatLang): string[] {
  if (lang === 'fr') return openingHoursFr().map((g) => `${g.days} : ${g.hours}`);
  const groups: { from: number; to: number; label: string }[] = [];
  OPENING_HOURS.forEach((h, day) => {
    const label = h ? `${clock(h.opens)} – ${clock(h.closes)}` : 'closed';
    const last = groups.at(-1);
    if (last && last.label === label && last.to === day - 1) last.to = day;
    else groups.push({ from: day, to: day, label });
  });
  return groups.map((g) => `${g.from === g.to ? ENGLISH_DAYS[g.from] : `${ENGLISH_DAYS[g.from]} – ${ENGLISH_DAYS[g.to]}`}: ${g.label}`);
}

export { FRENCH_DAYS };

/** A bullet list line. */
export const bullet = (text: string) => `• ${text}`;

/** "2–3 weeks" read from an English care sheet, in French: the catalogue's care sheets are in English. */
export function wateringFrequencyFr(schedule: string): string | undefined {
  const parts: string[] = [];
  for (const clause of schedule.split(/[;,.]/)) {
    const c = clause.trim().toLowerCase();
    let m: RegExpExecArray | null;
    let text: string | undefined;
    if ((m = /every (\d+)(?:\s*[–-]\s*(\d+))? (day|week)s?/.exec(c))) {
      const n = m[2] ? `${m[1]}–${m[2]}` : m[1]!;
      text = m[3] === 'day' ? `tous les ${n} jours` : `toutes les ${n} semaines`;
    } else if (/twice a week/.test(c)) text = 'deux fois par semaine';
    else if (/weekly/.test(c)) text = 'une fois par semaine';
    else if (/monthly/.test(c)) text = 'une fois par mois';
    else if (/sparingly/.test(c)) text = 'avec parcimonie';
    if (!text) continue;
    if (/summer/.test(c)) text += ' en été';
    if (/winter/.test(c)) text += ' en hiver';
    parts.push(text);
  }
  return parts.length ? parts.join(', ') : undefined;
}
