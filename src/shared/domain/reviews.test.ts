import { describe, expect, it } from 'vitest';
import { aggregateOf, noStars, reviewAuthorName, reviewLanguage, type StarCounts } from './reviews';

const stars = (ratings: number[]): StarCounts => {
  const counts = noStars();
  for (const r of ratings) counts[r as keyof StarCounts] += 1;
  return counts;
};

describe('review rules', () => {
  it('shows the author as a first name and an initial, Arabic names included', () => {
    expect(reviewAuthorName('Amina', 'benali')).toBe('Amina B.');
    expect(reviewAuthorName(' يوسف ', 'بن علي')).toBe('يوسف ب.');
    expect(reviewAuthorName('Karim', '')).toBe('Karim');
  });

  it('stores Arabic text as Arabic whatever the interface, Latin text in the interface language (French from the Arabic one)', () => {
    expect(reviewLanguage('نبتة رائعة وصلت بحالة ممتازة', 'fr')).toBe('ar');
    expect(reviewLanguage('Très belle plante, arrivée en bon état', 'ar')).toBe('fr');
    expect(reviewLanguage('Lovely plant', 'en')).toBe('en');
    expect(reviewLanguage('Plante top, شكرا', 'fr')).toBe('fr');
  });

  it('computes the aggregate to one decimal, half up, and nothing without reviews', () => {
    expect(aggregateOf(stars([]))).toEqual({ rating: null, reviewCount: 0 });
    expect(aggregateOf(stars([5]))).toEqual({ rating: '5.0', reviewCount: 1 });
    expect(aggregateOf(stars([5, 4]))).toEqual({ rating: '4.5', reviewCount: 2 });
    expect(aggregateOf(stars([5, 4, 4]))).toEqual({ rating: '4.3', reviewCount: 3 });
    expect(aggregateOf(stars([1, 2, 2]))).toEqual({ rating: '1.7', reviewCount: 3 });
    // 89 / 20 = 4.45 exactly: half up gives 4.5 (a float mean would print 4.4)
    expect(aggregateOf(stars([...Array(9).fill(5), ...Array(11).fill(4)] as number[]))).toEqual({ rating: '4.5', reviewCount: 20 });
  });
});
