import { describe, expect, it } from 'vitest';
import { formatDays, formatHours } from '../domain/shop-facts';
import { t } from './catalogues';
import { msg, say } from './index';

const counted = (locale: 'en' | 'fr' | 'ar', key: Parameters<ReturnType<typeof t>['text']>[0], counts: number[], vars = {}) =>
  counts.map((count) => t(locale).text(key, { ...vars, count }));

describe('a counted text', () => {
  it('reads as the spec writes it in English: "1 item", "2 items"', () => {
    expect(counted('en', msg.shop.cart.itemCount, [1, 2])).toEqual(['1 item', '2 items']);
    expect(counted('en', msg.shop.page.resultCount, [1, 2])).toEqual(['1 plant', '2 plants']);
    expect(counted('en', msg.shop.plant.reviews, [1, 2], { rating: 4.5 })).toEqual(['4.5 (1 review)', '4.5 (2 reviews)']);
  });

  it('takes the French singular for 0 and 1 and the plural from 2', () => {
    expect(counted('fr', msg.shop.cart.itemCount, [0, 1, 2])).toEqual(['0 article', '1 article', '2 articles']);
    expect(counted('fr', msg.admin.inbox.count, [0, 1, 2])).toEqual(['0 abonné', '1 abonné', '2 abonnés']);
  });

  it('takes the six Arabic forms: spelled-out one and two, plural from 3 to 10, accusative singular from 11, singular at 100', () => {
    expect(counted('ar', msg.shop.cart.itemCount, [0, 1, 2, 3, 11, 100])).toEqual(['0 منتج', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج']);
    expect(counted('ar', msg.shop.categories.plantCount, [0, 1, 2, 3, 11, 100])).toEqual(['0 نبتة', 'نبتة واحدة', 'نبتتان', '3 نباتات', '11 نبتةً', '100 نبتة']);
    expect(counted('ar', msg.shop.plant.reviews, [3, 92], { rating: 4.6 })).toEqual(['4.6 (3 تقييمات)', '4.6 (92 تقييمًا)']);
  });

  it('counts the stars of the reviews’ histogram by the plural rules: « نجمة واحدة », never « 1 نجوم » (issue 38 item 10)', () => {
    expect(counted('ar', msg.reviews.section.starsLabel, [1, 2, 3, 5])).toEqual(['نجمة واحدة', 'نجمتان', '3 نجوم', '5 نجوم']);
    expect(counted('fr', msg.reviews.section.starsLabel, [1, 2])).toEqual(['1 étoile', '2 étoiles']);
    expect(counted('en', msg.reviews.section.starsLabel, [1, 5])).toEqual(['1 star', '5 stars']);
  });

  it('writes the number in Latin digits in every language', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) expect(t(locale).text(msg.admin.orders.count, { count: 1234 })).toMatch(/1234/);
  });

  it('reads the counted text of a key, of the catalogue by property, or deferred, alike', () => {
    const ar = t('ar');
    expect(ar.text(ar.m.shop.cart.itemCount, { count: 4 })).toBe('4 منتجات');
    expect(ar.text(say(msg.shop.cart.itemCount, { count: 4 }))).toBe('4 منتجات');
    expect(ar.text(msg.shop.cart.itemCount, { count: 4 })).toBe('4 منتجات');
  });

  it('falls back to the other form without a count', () => {
    expect(t('en').text(msg.shop.cart.itemCount)).toBe('{count} items');
  });
});

describe('counted days and hours of the shop facts', () => {
  it('agree with their number in Arabic and keep the English and French units', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => formatDays(t('ar'), n))).toEqual(['0 يوم', 'يوم واحد', 'يومين', '3 أيام', '11 يومًا', '100 يوم']);
    expect([4, 24].map((n) => formatHours(t('ar'), n).replace(/\u00a0/g, ' '))).toEqual(['4 ساعات', '24 ساعة']);
    expect([1, 2].map((n) => formatDays(t('fr'), n))).toEqual(['1 jour', '2 jours']);
    expect([1, 30].map((n) => formatDays(t('en'), n))).toEqual(['1 day', '30 days']);
  });
});
