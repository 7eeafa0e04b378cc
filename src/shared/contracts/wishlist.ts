import { z } from 'zod';
import { IntIdSchema } from '../schemas/fields';
import { PlantSchema } from './catalog';
import { defineRoute } from './http';

const PlantIdParams = z.object({ plantId: IntIdSchema });

/** Spec §7 wishlist calls. A wishlist entry is the plant itself (with its category). */
export const wishlistContract = {
  list: defineRoute({ method: 'GET', path: '/api/wishlist', response: z.array(PlantSchema) }),
  check: defineRoute({
    method: 'GET',
    path: '/api/wishlist/:plantId/check',
    params: PlantIdParams,
    response: z.object({ isInWishlist: z.boolean() }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/api/wishlist',
    body: z.object({ plantId: IntIdSchema }),
    response: z.object({ plantId: z.number().int(), isInWishlist: z.literal(true) }),
    status: 201,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/wishlist/:plantId',
    params: PlantIdParams,
    response: z.object({ plantId: z.number().int(), isInWishlist: z.literal(false) }),
  }),
};
