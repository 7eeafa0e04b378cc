import { parseId } from './plant-display';

/** What the shop reads from its URL: `?category={id}` and `?search={text}` (the header's search). */
export interface ShopParams {
  category: number | null;
  search: string | null;
}

export function readShopParams(search: string): ShopParams {
  const params = new URLSearchParams(search);
  const text = params.get('search')?.trim();
  return { category: parseId(params.get('category')), search: text ? text : null };
}

/** `/shop` with the given filters; empty ones are left out. */
export function shopHref({ category, search }: ShopParams): string {
  const params = new URLSearchParams();
  if (category !== null) params.set('category', String(category));
  if (search) params.set('search', search);
  const qs = params.toString();
  return qs ? `/shop?${qs}` : '/shop';
}

/** A category's shelf, `/shop?category={id}`; a sample category (negative id) leads to the whole shop. */
export function categoryHref(id: number): string {
  return id > 0 ? shopHref({ category: id, search: null }) : '/shop';
}
