import type { Catalogue } from './catalogue-type';
import type { factsEn } from './facts.en';

export const factsFr: Catalogue<typeof factsEn> = {
  days: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
  closed: 'Fermé',
  speciesCount: 'plus de {n} espèces',
  rangeJoin: '{from} – {to}',
  hoursRange: '{min}–{max} h',
  daysRange: '{min}–{max} jours',
  workingDays: '{min} à {max} jours ouvrés',
  hoursFew: '{n} h',
  hours: '{n} h',
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
