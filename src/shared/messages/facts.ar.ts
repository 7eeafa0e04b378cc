import type { Catalogue } from './catalogue-type';
import type { factsEn } from './facts.en';

export const factsAr: Catalogue<typeof factsEn> = {
  days: ['الأحد', 'الإثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  closed: 'مغلق',
  speciesCount: 'أكثر من {n} نوع',
  speciesExact: { zero: '{count} نوع', one: 'نوع واحد', two: 'نوعان', few: '{count} أنواع', many: '{count} نوعًا', other: '{count} نوع' },
  coverageWorld: 'نباتات العالم كله',
  coverageShop: 'نباتات متجرنا',
  // Arabic writes the whole number, "+" first (read right to left): "+500", "+10000".
  figurePlus: '+{n}',
  figureThousands: '+{n}000',
  figureMillions: '+{n}000000',
  rangeJoin: '{from} – {to}',
  hoursRange: {
    zero: '{min}–{max} ساعة',
    one: '{min}–{max} ساعة',
    two: '{min}–{max} ساعة',
    few: '{min}–{max} ساعات',
    many: '{min}–{max} ساعة',
    other: '{min}–{max} ساعة',
  },
  daysRange: { zero: '{min}–{max} يوم', one: '{min}–{max} يوم', two: '{min}–{max} يوم', few: '{min}–{max} أيام', many: '{min}–{max} يومًا', other: '{min}–{max} يوم' },
  workingDays: {
    zero: 'من {min} إلى {max} يوم عمل',
    one: 'من {min} إلى {max} يوم عمل',
    two: 'من {min} إلى {max} يومَي عمل',
    few: 'من {min} إلى {max} أيام عمل',
    many: 'من {min} إلى {max} يوم عمل',
    other: 'من {min} إلى {max} يوم عمل',
  },
  hours: { zero: '{count} ساعة', one: 'ساعة واحدة', two: 'ساعتين', few: '{count} ساعات', many: '{count} ساعة', other: '{count} ساعة' },
  dayCount: { zero: '{count} يوم', one: 'يوم واحد', two: 'يومين', few: '{count} أيام', many: '{count} يومًا', other: '{count} يوم' },
  clock: '{h}:{m}',
  proseOneDay: 'يوم {day}',
  proseDayRange: 'من {from} إلى {to}',
  proseDayList: '{list} و{last}',
  listSeparator: '، ',
  zones: {
    algiers: 'الجزائر العاصمة',
    north: 'الشمال والساحل',
    highlands: 'الهضاب العليا',
    south: 'الجنوب',
    'far-south': 'الجنوب الكبير',
  },
};
