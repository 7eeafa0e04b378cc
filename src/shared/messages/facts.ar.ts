import type { Catalogue } from './catalogue-type';
import type { factsEn } from './facts.en';

export const factsAr: Catalogue<typeof factsEn> = {
  days: ['الأحد', 'الإثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  closed: 'مغلق',
  speciesCount: 'أكثر من {n} نوع',
  rangeJoin: '{from} – {to}',
  hoursRange: '{min}–{max} ساعة',
  daysRange: '{min}–{max} أيام',
  workingDays: 'من {min} إلى {max} أيام عمل',
  hoursFew: '{n} ساعات',
  hours: '{n} ساعة',
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
