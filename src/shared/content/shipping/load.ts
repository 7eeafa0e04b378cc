import { contentLoader } from '../loader';
import type { ShippingContentOf } from './types';

/** The Shipping page's content, loaded for the reader's language only. */
export const shippingContent = contentLoader<ShippingContentOf>({
  fr: async () => (await import('./fr')).shippingFr,
  ar: async () => (await import('./ar')).shippingAr,
});
