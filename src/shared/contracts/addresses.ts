import { z } from 'zod';
import { defineRoute } from './http';
import { LastShippingSchema, ShippingAddressSchema } from './orders';

/**
 * The customer's address book (issue 29 item 3): the places their orders went, remembered at each
 * order, editable in the profile, chosen at checkout. Each is a shipping address as an order takes it
 * (the phone as Algerians write it, the commune by its code), with when it was last used.
 */
export const SavedAddressSchema = LastShippingSchema.extend({ id: z.uuid(), usedAt: z.string() });
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

/** How many addresses one account keeps: an order to an 11th forgets the one used longest ago. */
export const MAX_SAVED_ADDRESSES = 10;

const AddressIdParams = z.object({ id: z.uuid() });

/** Signed-in customers, their own addresses only (someone else's is 404). */
export const addressesContract = {
  /** Most recently used first. */
  list: defineRoute({ method: 'GET', path: '/api/addresses', response: z.array(SavedAddressSchema) }),
  /** 201; 409 beyond MAX_SAVED_ADDRESSES; 400 for an unknown wilaya, a commune not in it, a phone that is not a mobile. */
  create: defineRoute({ method: 'POST', path: '/api/addresses', body: ShippingAddressSchema, response: SavedAddressSchema, status: 201 }),
  update: defineRoute({ method: 'PUT', path: '/api/addresses/:id', params: AddressIdParams, body: ShippingAddressSchema, response: SavedAddressSchema }),
  remove: defineRoute({ method: 'DELETE', path: '/api/addresses/:id', params: AddressIdParams, response: z.object({ id: z.uuid() }) }),
};
