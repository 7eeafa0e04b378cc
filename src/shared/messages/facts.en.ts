/**
 * The words around the shop's facts (shop-facts.ts): day names, units and ranges. The figures
 * themselves are never written here — they come from the facts, so no language can drift from them.
 */
export const factsEn = {
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  closed: 'Closed',
  speciesCount: 'over {n} species',
  rangeJoin: '{from} – {to}',
  hoursRange: '{min}–{max} h',
  daysRange: '{min}–{max} days',
  workingDays: '{min} to {max} working days',
  /** 3 to 10 hours: Arabic counts them with the plural. */
  hoursFew: '{n} h',
  hours: '{n} h',
  /** A clock time: "9h", "14h30" (the shop's own notation, as on the French pages). */
  clock: '{h}h{m}',
  proseOneDay: 'on {day}',
  proseDayRange: 'from {from} to {to}',
  proseDayList: '{list} and {last}',
  listSeparator: ', ',
  zones: {
    algiers: 'Algiers',
    north: 'North and coast',
    highlands: 'High Plateaus',
    south: 'South',
    'far-south': 'Far South',
  },
} as const;
