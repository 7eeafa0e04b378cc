import { z } from 'zod';
import { DELIVERY_MODES } from '../domain/shipping';
import { MoneyStringSchema } from '../schemas/fields';
import { defineRoute } from './http';

/** docs/contract.md §4: the wilayas with their fees ("400.00"), `desk` null where there is no stop-desk. */
export const ShippingWilayaSchema = z.object({
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  home: MoneyStringSchema,
  desk: MoneyStringSchema.nullable(),
  days: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** A wilaya of law 26-06 without a row of its own: the code of its mother, whose rate it is charged. */
  inheritsFrom: z.string().optional(),
});
export type ShippingWilaya = z.infer<typeof ShippingWilayaSchema>;

export const ShippingQuoteQuerySchema = z.object({
  wilaya: z.string().trim().min(1).max(3),
  delivery: z.enum(DELIVERY_MODES).default('home'),
  subtotal: z.string().trim().regex(/^\d{1,10}(?:\.\d{1,2})?$/),
});

export const ShippingQuoteSchema = z.object({ fee: MoneyStringSchema, free: z.boolean(), freeFrom: MoneyStringSchema });
export type ShippingQuoteAnswer = z.infer<typeof ShippingQuoteSchema>;

/** A rate as the admin edits it; a wilaya left out pays the flat fee. */
export const ShippingRateInputSchema = z.object({
  wilaya: z.coerce.number().int().min(1).max(69),
  home: z.string().trim().regex(/^\d{1,7}(?:\.\d{1,2})?$/),
  desk: z.string().trim().regex(/^\d{1,7}(?:\.\d{1,2})?$/).nullable(),
  daysMin: z.coerce.number().int().min(0).max(60),
  daysMax: z.coerce.number().int().min(0).max(60),
}).refine((r) => r.daysMax >= r.daysMin, { path: ['daysMax'], message: 'daysMax must be at least daysMin' });
export const ShippingRatesUpdateSchema = z.object({ rates: z.array(ShippingRateInputSchema).max(69) });

/** docs/contract.md §5: a commune of `GET /api/shipping/communes?wilaya=31`; `code` the official code ("3101"). */
export const CommuneSchema = z.object({ code: z.string(), nameFr: z.string(), nameAr: z.string(), wilaya: z.string() });
export type CommuneAnswer = z.infer<typeof CommuneSchema>;

/** docs/contract.md §5: a stop-desk customers may choose (`GET /api/shipping/desks?wilaya=31`, from the configured courier). */
export const ShippingDeskSchema = z.object({ id: z.string(), name: z.string(), commune: z.string(), address: z.string() });
export type ShippingDesk = z.infer<typeof ShippingDeskSchema>;

const WilayaQuerySchema = z.object({ wilaya: z.string().trim().min(1).max(3) });

export const shippingContract = {
  /** The wilayas operating now: 58, or 69 from the switch date (decision 019). */
  wilayas: defineRoute({ method: 'GET', path: '/api/shipping/wilayas', response: z.array(ShippingWilayaSchema) }),
  /** Public and cacheable; 400 for an unknown wilaya or one not operating yet. */
  communes: defineRoute({ method: 'GET', path: '/api/shipping/communes', query: WilayaQuerySchema, response: z.array(CommuneSchema) }),
  /** Served by the courier registry (decision 018, couriers half); the checkout treats a 404 or an empty list as "no desk to choose". */
  desks: defineRoute({ method: 'GET', path: '/api/shipping/desks', query: WilayaQuerySchema, response: z.array(ShippingDeskSchema) }),
  /** 400 for an unknown wilaya or a stop-desk the wilaya lacks. */
  quote: defineRoute({ method: 'GET', path: '/api/shipping/quote', query: ShippingQuoteQuerySchema, response: ShippingQuoteSchema }),
  /** Admin: replaces the whole rates table. */
  updateRates: defineRoute({
    method: 'PUT',
    path: '/api/admin/shipping-rates',
    body: ShippingRatesUpdateSchema,
    response: z.array(ShippingWilayaSchema),
  }),
};
