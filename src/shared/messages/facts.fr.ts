import type { Catalogue } from './catalogue-type';
import type { factsEn } from './facts.en';

export const factsFr: Catalogue<typeof factsEn> = {
  days: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
  closed: 'Fermé',
  speciesCount: 'plus de {n} espèces',
  speciesExact: { one: '{count} espèce', many: '{count} d’espèces', other: '{count} espèces' },
  coverageWorld: 'les plantes du monde entier',
  coverageShop: 'les plantes de notre boutique',
  figurePlus: '{n}+',
  figureThousands: '{n}K+',
  figureMillions: '{n}M+',
  rangeJoin: '{from} – {to}',
  hoursRange: { one: '{min}–{max} h', many: '{min}–{max} h', other: '{min}–{max} h' },
  daysRange: { one: '{min}–{max} jour', many: '{min}–{max} de jours', other: '{min}–{max} jours' },
  workingDays: { one: '{min} à {max} jour ouvré', many: '{min} à {max} de jours ouvrés', other: '{min} à {max} jours ouvrés' },
  hours: { one: '{count} h', many: '{count} h', other: '{count} h' },
  dayCount: { one: '{count} jour', many: '{count} de jours', other: '{count} jours' },
  clock: '{h}h{m}',
  proseOneDay: 'le {day}',
  proseDayRange: 'du {from} au {to}',
  proseDayList: 'les {list} et {last}',
  listSeparator: ', ',
  zones: {
    algiers: 'Alger',
    north: 'Nord et littoral',
    highlands: 'Hauts Plateaux',
    south: 'Sud',
    'far-south': 'Grand Sud',
  },
};
