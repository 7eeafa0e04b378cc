import type { Catalogue } from '@shared/messages/catalogue-type';
import { fill, pluralForm, type Locale, type Translator } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { answersAr } from './answers.ar';
import { answersEn, type AnswersEn } from './answers.en';
import { answersFr } from './answers.fr';

export type Answers = Catalogue<AnswersEn>;

export const ANSWERS: Record<Locale, Answers> = { en: answersEn, fr: answersFr, ar: answersAr };

/** The units the assistant counts; their plural forms are the shop's facts' (messages/facts.*.ts). */
type Unit = 'days' | 'hours';

/**
 * Everything an answer needs to speak one language: the assistant's words (`a`), the shop's
 * catalogue and formatters (`tr`: money, facts), and counted units with the language's own plural
 * agreement (Arabic has six forms: يوم واحد، يومين، 7 أيام، 14 يومًا…).
 */
export interface Voice {
  readonly locale: Locale;
  readonly tr: Translator;
  readonly a: Answers;
  /** A template of `a` with its `{placeholders}` filled. */
  say(template: string, vars?: Record<string, string | number>): string;
  /** "7 days", "7 أيام"; `n` may be a range ("2–3"), agreeing with `pluralOf` (its upper bound). */
  count(unit: Unit, n: number | string, pluralOf?: number): string;
  /** A list joined the language's way ("a, b, c" / "أ، ب، ج"). */
  list(items: readonly string[]): string;
}

const voices = new Map<Locale, Voice>();

export function voice(locale: Locale): Voice {
  const known = voices.get(locale);
  if (known) return known;
  const tr = t(locale);
  const a = ANSWERS[locale];
  const v: Voice = {
    locale,
    tr,
    a,
    say: (template, vars) => tr.text(template, vars),
    count: (unit, n, pluralOf) => fill(pluralForm(locale, unit === 'days' ? tr.m.facts.dayCount : tr.m.facts.hours, pluralOf ?? Number(n)), { count: n }),
    list: (items) => items.join(a.list.separator),
  };
  voices.set(locale, v);
  return v;
}
