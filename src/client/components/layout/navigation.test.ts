import { describe, expect, it } from 'vitest';
import { en } from '@shared/messages';
import { isActive, navItemsFor } from './navigation';

const labels = (v: Parameters<typeof navItemsFor>[0]) => navItemsFor(v, en).map((i) => i.label);

describe('navigation by viewer (spec §2)', () => {
  it('shows visitors Home, Plant ID, Categories, Shop — no My Orders, no Wishlist', () => {
    expect(labels('visitor')).toEqual(['Home', 'Plant ID', 'Categories', 'Shop']);
  });

  it('shows signed-in customers My Orders, Plant ID, Categories, Shop, Wishlist', () => {
    expect(labels('user')).toEqual(['My Orders', 'Plant ID', 'Categories', 'Shop', 'Wishlist']);
  });

  it('shows admins Admin Dashboard first', () => {
    expect(labels('admin')).toEqual(['Admin Dashboard', 'My Orders', 'Plant ID', 'Categories', 'Shop', 'Wishlist']);
  });

  it('highlights My Orders on / for a signed-in customer only', () => {
    const [myOrders] = navItemsFor('user', en);
    expect(isActive(myOrders!, '/')).toBe(true);
    const adminOrders = navItemsFor('admin', en)[1]!;
    expect(isActive(adminOrders, '/')).toBe(false);
  });
});
