import type { Voice } from './content/answers';

/** A bullet list line. */
export const bullet = (text: string) => `• ${text}`;

/**
 * A watering rhythm read from an English care sheet ("Every 2–3 weeks; …", "Weekly in summer, every
 * 2–3 weeks in winter"), said in the reader's language: the catalogue's care sheets are in English.
 */
export function wateringFrequency(v: Voice, schedule: string): string | undefined {
  const r = v.a.care.rhythm;
  const parts: string[] = [];
  for (const clause of schedule.split(/[;,.]/)) {
    const c = clause.trim().toLowerCase();
    let m: RegExpExecArray | null;
    let text: string | undefined;
    if ((m = /every (\d+)(?:\s*[–-]\s*(\d+))? (day|week)s?/.exec(c))) {
      const n = m[2] ? `${m[1]}–${m[2]}` : m[1]!;
      text = m[3] === 'day' ? v.say(r.everyDays, { n: v.count('days', n, Number(m[2] ?? m[1])) }) : v.say(r.everyWeeks, { n });
    } else if (/twice a week/.test(c)) text = r.twiceWeekly;
    else if (/weekly/.test(c)) text = r.weekly;
    else if (/monthly/.test(c)) text = r.monthly;
    else if (/sparingly/.test(c)) text = r.sparingly;
    if (!text) continue;
    if (/summer/.test(c)) text = v.say(r.inSummer, { rhythm: text });
    if (/winter/.test(c)) text = v.say(r.inWinter, { rhythm: text });
    parts.push(text);
  }
  return parts.length ? v.list(parts) : undefined;
}
