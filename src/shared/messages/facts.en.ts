/**
 * The words around the shop's facts (shop-facts.ts): day names, units and ranges. The figures
 * themselves are never written here — they come from the facts, so no language can drift from them.
 */
export const factsEn = {
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  closed: 'Closed',
  speciesCount: 'over {n} species',
  speciesExact: { one: '{count} species', other: '{count} species' },
  coverageWorld: 'plants from all over the world',
  coverageShop: 'the plants of our shop',
  /** A home page figure, rounded down (home-figures.ts): "500+", "10K+", "2M+". */
  figurePlus: '{n}+',
  figureThousands: '{n}K+',
  figureMillions: '{n}M+',
  rangeJoin: '{from} – {to}',
  /** Ranges agree with their upper bound (`count`): Arabic says "5–8 أيام" but "7–14 يومًا". */
  hoursRange: { one: '{min}–{max} h', other: '{min}–{max} h' },
  daysRange: { one: '{min}–{max} days', other: '{min}–{max} days' },
  workingDays: { one: '{min} to {max} working days', other: '{min} to {max} working days' },
  hours: { one: '{count} h', other: '{count} h' },
  dayCount: { one: '{count} day', other: '{count} days' },
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
