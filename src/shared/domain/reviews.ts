import type { Locale } from '../messages';

/**
 * Reviews by verified buyers (docs/contract.md §6, docs/decisions 021): the rules both sides share.
 * The server applies them; the review form shows the same limits.
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REASON_MAX = 500;
export const REVIEW_REPLY_MAX = 2000;
/** A plant page's page of reviews. */
export const REVIEWS_PAGE_SIZE = 5;

/** "Amina B.": the first name and the last name's initial, never an e-mail (docs/contract.md §6). */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/gu;

/**
 * The language a review is written in: Arabic when Arabic letters outnumber Latin ones, otherwise
 * the writer's interface language — French when that is Arabic (in Algeria a Latin-script review from
 * the Arabic interface is French far more often than English).
 */
export function reviewLanguage(text: string, uiLocale: Locale): Locale {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (arabic > latin) return 'ar';
  return uiLocale === 'ar' ? 'fr' : uiLocale;
}

export interface RatingAggregate {
  /** One decimal ("4.5"), null without approved reviews. */
  rating: string | null;
  reviewCount: number;
}

/** How many approved reviews gave each number of stars (the plant page's distribution). */
export type StarCounts = Record<1 | 2 | 3 | 4 | 5, number>;
export const STARS = [5, 4, 3, 2, 1] as const;
export const noStars = (): StarCounts => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

/** The plant's figures from its approved reviews' stars: the mean to one decimal, half up; none → null and 0. */
export function aggregateOf(stars: StarCounts): RatingAggregate {
  const count = STARS.reduce((n, s) => n + stars[s], 0);
  if (count === 0) return { rating: null, reviewCount: 0 };
  const sum = STARS.reduce((n, s) => n + s * stars[s], 0);
  // Integer arithmetic: the mean × 10, rounded half up, so 4.45 never becomes 4.4 through a float.
  const tenths = Math.floor((sum * 20 + count) / (2 * count));
  return { rating: (tenths / 10).toFixed(1), reviewCount: count };
}
