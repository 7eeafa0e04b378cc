import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCart, lineKey, parseSavedCart, type CartState } from './cart';

const fern = { id: 1, name: 'Boston Fern', price: '1200.50', stock: 3 };
const aloe = { id: 2, name: 'Aloe Vera', price: '800.00', imageUrl: '/images/plants/aloe.svg' };
const add = (s: CartState, item: typeof fern | typeof aloe) => cartReducer(s, { type: 'add', item });

describe('cart', () => {
  it('adds a new plant with quantity 1 and the default image', () => {
    const s = add(emptyCart, fern);
    expect(s.items).toEqual([{ ...fern, imageUrl: '/placeholder-plant.jpg', quantity: 1 }]);
    expect(s).toMatchObject({ total: '1200.50', itemCount: 1 });
  });

  it('adding an existing plant raises its quantity by one and recomputes totals exactly', () => {
    const s = add(add(add(emptyCart, fern), aloe), fern);
    expect(s.items.map((i) => i.quantity)).toEqual([2, 1]);
    expect(s.total).toBe('3201.00');
    expect(s.itemCount).toBe(3);
  });

  it('never goes above the stock shown to the customer', () => {
    let s = emptyCart;
    for (let i = 0; i < 5; i++) s = add(s, fern);
    expect(s.items[0]?.quantity).toBe(3);
    expect(cartReducer(s, { type: 'update', line: { id: 1 }, quantity: 10 }).items[0]?.quantity).toBe(3);
  });

  it('does not add a plant that is out of stock', () => {
    expect(add(emptyCart, { ...fern, stock: 0 }).items).toEqual([]);
  });

  it('drops an item whose quantity becomes 0 or less', () => {
    const s = add(add(emptyCart, fern), aloe);
    expect(cartReducer(s, { type: 'update', line: { id: 1 }, quantity: 0 }).items.map((i) => i.id)).toEqual([2]);
    expect(cartReducer(s, { type: 'update', line: { id: 2 }, quantity: -3 }).items.map((i) => i.id)).toEqual([1]);
  });

  it('removes by id and clears', () => {
    const s = add(add(emptyCart, fern), aloe);
    expect(cartReducer(s, { type: 'remove', line: { id: 2 } }).items).toHaveLength(1);
    expect(cartReducer(s, { type: 'clear' })).toEqual(emptyCart);
  });

  it('loads saved items and ignores unreadable data', () => {
    expect(parseSavedCart(null)).toEqual([]);
    expect(parseSavedCart('{not json')).toBeNull();
    expect(parseSavedCart('{"a":1}')).toBeNull();
    expect(parseSavedCart('[{"id":1,"name":"x","price":"abc","quantity":1}]')).toBeNull();
    const saved = JSON.stringify([{ id: 1, name: 'Fern', price: '10.00', imageUrl: '/x.svg', quantity: 2 }]);
    const items = parseSavedCart(saved)!;
    expect(cartReducer(emptyCart, { type: 'load', items })).toMatchObject({ total: '20.00', itemCount: 2 });
  });
});

describe('cart lines in the reader’s language', () => {
  const names = { fr: { name: 'Fougère de Boston' }, ar: { name: 'سرخس بوسطن' } };

  it('keeps a plant’s translated names through a reload of the saved cart', () => {
    const state = cartReducer(emptyCart, { type: 'add', item: { ...fern, translations: names } });
    expect(parseSavedCart(JSON.stringify(state.items))![0]!.translations).toEqual(names);
  });

  it('reads an older saved cart without names, and drops names of the wrong shape', () => {
    expect(parseSavedCart('[{"id":1,"name":"x","price":"1.00","quantity":1}]')![0]).not.toHaveProperty('translations');
    expect(parseSavedCart('[{"id":1,"name":"x","price":"1.00","quantity":1,"translations":{"fr":{"name":7}}}]')![0]).not.toHaveProperty('translations');
  });

  it('takes the newest names when the same plant is added again', () => {
    const first = cartReducer(emptyCart, { type: 'add', item: fern });
    const again = cartReducer(first, { type: 'add', item: { ...fern, translations: names } });
    expect(again.items[0]).toMatchObject({ quantity: 2, translations: names });
  });
});

describe('cart lines with quantity offers (docs/contract.md §8)', () => {
  const olive = { id: 3, name: 'Olivier', price: '1234.55', stock: 10, offers: [{ minQuantity: 2, percentOff: 10 }, { minQuantity: 4, percentOff: 20 }] };
  const addOlive = (s: CartState, item: Omit<typeof olive, 'offers'> & { offers?: typeof olive.offers } = olive) => cartReducer(s, { type: 'add', item });

  it('prices a line at its list price until it reaches an offer, then as the server does (half up to the centime)', () => {
    let s = addOlive(emptyCart);
    expect(s.total).toBe('1234.55');
    s = addOlive(s);
    // 1 234,55 − 123,46 (10 %, half up) = 1 111,09 a unit.
    expect(s.total).toBe('2222.18');
    s = cartReducer(s, { type: 'update', line: { id: 3 }, quantity: 4 });
    // 20 %: 1 234,55 − 246,91 = 987,64 a unit.
    expect(s.total).toBe('3950.56');
  });

  it('takes the plant’s offers as the page knows them now: gone from the plant, gone from the line', () => {
    let s = addOlive(addOlive(emptyCart));
    s = addOlive(s, { id: 3, name: 'Olivier', price: '1234.55', stock: 10 });
    expect(s.items[0]).not.toHaveProperty('offers');
    expect(s.total).toBe('3703.65');
  });

  it('keeps saved offers of the right shape and drops ones it cannot trust', () => {
    const saved = (offers: unknown) => parseSavedCart(JSON.stringify([{ id: 3, name: 'Olivier', price: '1234.55', quantity: 2, offers }]))![0]!;
    expect(saved(olive.offers).offers).toEqual(olive.offers);
    expect(saved([{ minQuantity: 2, percentOff: 150 }])).not.toHaveProperty('offers');
    expect(saved([{ minQuantity: '2', percentOff: 10 }])).not.toHaveProperty('offers');
    expect(saved('10%')).not.toHaveProperty('offers');
  });
});

describe('cart lines by size (docs/contract.md §8)', () => {
  const small = { id: 5, variantId: 51, size: { label: '12 cm pot', labelFr: 'Pot de 12 cm', labelAr: 'أصيص 12 سم' }, name: 'Monstera', price: '1800.00', stock: 5 };
  const large = { id: 5, variantId: 52, size: { label: '17 cm pot', labelFr: 'Pot de 17 cm', labelAr: null }, name: 'Monstera', price: '2900.00', stock: 1 };
  type Sized = typeof small | typeof large;
  const addSize = (s: CartState, item: Sized) => cartReducer(s, { type: 'add', item });

  it('puts two sizes of one plant on two lines, each at its own price', () => {
    const s = addSize(addSize(emptyCart, small), large);
    expect(s.items.map((i) => [i.variantId, i.price, i.quantity])).toEqual([[51, '1800.00', 1], [52, '2900.00', 1]]);
    expect(s).toMatchObject({ total: '4700.00', itemCount: 2 });
    expect(s.items.map(lineKey)).toEqual(['5-51', '5-52']);
  });

  it('adding the same size again raises that line only, up to that size’s stock', () => {
    let s = addSize(addSize(emptyCart, small), large);
    s = addSize(s, small);
    expect(s.items.map((i) => i.quantity)).toEqual([2, 1]);
    s = addSize(s, large);
    expect(s.items.map((i) => i.quantity)).toEqual([2, 1]);
    expect(cartReducer(s, { type: 'update', line: { id: 5, variantId: 52 }, quantity: 3 }).items[1]?.quantity).toBe(1);
  });

  it('removing or changing one size keeps the other', () => {
    const s = addSize(addSize(emptyCart, small), large);
    expect(cartReducer(s, { type: 'remove', line: { id: 5, variantId: 51 } }).items.map((i) => i.variantId)).toEqual([52]);
    expect(cartReducer(s, { type: 'update', line: { id: 5, variantId: 52 }, quantity: 0 }).items.map((i) => i.variantId)).toEqual([51]);
    expect(cartReducer(s, { type: 'update', line: { id: 5, variantId: 51 }, quantity: 3 }).items.map((i) => i.quantity)).toEqual([3, 1]);
    // A plant's id alone names no size: nothing changes.
    expect(cartReducer(s, { type: 'remove', line: { id: 5 } }).items).toHaveLength(2);
  });

  it('keeps the size’s id and names through a reload of the saved cart', () => {
    const s = addSize(addSize(emptyCart, small), large);
    expect(parseSavedCart(JSON.stringify(s.items))).toEqual(s.items);
  });

  it('loads a cart saved before sizes, and drops sizes of the wrong shape', () => {
    const old = parseSavedCart('[{"id":5,"name":"Monstera","price":"1800.00","imageUrl":"/m.svg","quantity":2,"stock":4}]')!;
    expect(old).toEqual([{ id: 5, name: 'Monstera', price: '1800.00', imageUrl: '/m.svg', quantity: 2, stock: 4 }]);
    expect(cartReducer(emptyCart, { type: 'load', items: old })).toMatchObject({ total: '3600.00', itemCount: 2 });
    const odd = parseSavedCart('[{"id":5,"name":"M","price":"1.00","quantity":1,"variantId":"51","size":{"label":7}}]')![0]!;
    expect(odd).not.toHaveProperty('variantId');
    expect(odd).not.toHaveProperty('size');
  });

  it('a line saved before sizes continues as the plant’s only size once it is added again', () => {
    const old = cartReducer(emptyCart, { type: 'load', items: parseSavedCart('[{"id":6,"name":"Aloe","price":"800.00","quantity":1}]')! });
    const again = cartReducer(old, { type: 'add', item: { id: 6, variantId: 61, name: 'Aloe', price: '800.00', stock: 3 } });
    expect(again.items).toEqual([expect.objectContaining({ id: 6, variantId: 61, quantity: 2 })]);
    // A named size is not the old line's: a line of its own.
    const sized = cartReducer(old, { type: 'add', item: { ...small, id: 6 } });
    expect(sized.items.map((i) => i.variantId)).toEqual([undefined, 51]);
  });
});
