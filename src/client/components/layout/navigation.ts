import type { Messages } from '@shared/messages';

export type Viewer = 'visitor' | 'user' | 'admin';

export interface NavItem {
  href: string;
  label: string;
  /** Other paths that also highlight this item. */
  alsoActiveOn?: string[];
}

/** Spec §2 "Navigation by visitor", in the spec's order. */
export function navItemsFor(viewer: Viewer, t: Messages): NavItem[] {
  const common: NavItem[] = [
    { href: '/identify', label: t.nav.plantId, alsoActiveOn: ['/NabtaPlantAI'] },
    { href: '/categories', label: t.nav.categories },
    { href: '/shop', label: t.nav.shop },
  ];
  const wishlist: NavItem = { href: '/wishlist', label: t.nav.wishlist };
  switch (viewer) {
    case 'visitor':
      return [{ href: '/', label: t.nav.home }, ...common];
    case 'user':
      // For a signed-in non-admin, / also highlights as My Orders.
      return [{ href: '/dashboard', label: t.nav.myOrders, alsoActiveOn: ['/'] }, ...common, wishlist];
    case 'admin':
      return [
        { href: '/admin', label: t.nav.adminDashboard },
        { href: '/dashboard', label: t.nav.myOrders },
        ...common,
        wishlist,
      ];
  }
}

export function isActive(item: NavItem, location: string): boolean {
  return item.href === location || (item.alsoActiveOn?.includes(location) ?? false);
}
