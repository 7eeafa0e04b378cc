import { describe, expect, it } from 'vitest';
import { readShopParams, shopHref } from './shop-url';

describe('readShopParams', () => {
  it('reads the category id and the search text', () => {
    expect(readShopParams('category=3&search=lavande')).toEqual({ category: 3, search: 'lavande' });
  });

  it('decodes the search text the header encoded', () => {
    expect(readShopParams(`search=${encodeURIComponent('figuier de barbarie')}`).search).toBe('figuier de barbarie');
  });

  it('ignores a blank search and an invalid category', () => {
    expect(readShopParams('category=abc&search=%20%20')).toEqual({ category: null, search: null });
    expect(readShopParams('')).toEqual({ category: null, search: null });
  });
});

describe('shopHref', () => {
  it('keeps only the filters that are set', () => {
    expect(shopHref({ category: null, search: null })).toBe('/shop');
    expect(shopHref({ category: 4, search: null })).toBe('/shop?category=4');
    expect(shopHref({ category: null, search: 'aloe vera' })).toBe('/shop?search=aloe+vera');
    expect(shopHref({ category: 2, search: 'olive' })).toBe('/shop?category=2&search=olive');
  });

  it('round-trips through readShopParams', () => {
    const params = { category: 5, search: 'menthe & thym' };
    expect(readShopParams(shopHref(params).split('?')[1]!)).toEqual(params);
  });
});
