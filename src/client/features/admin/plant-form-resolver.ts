import type { Resolver } from 'react-hook-form';
import { PlantFormSchema, type PlantFormValues, type PlantInput } from '@shared/contracts/catalog';
import { zodResolver } from '@client/lib/zod-resolver';

/**
 * What the schema checks and the server receives (docs/contract.md §8): with sizes, the plant's own
 * price, original price and stock are left out (sent beside `variants` they are a 400), whatever the
 * plain inputs held before the sizes editor replaced them, and whatever the schema's output fills in.
 */
export function pricingAsSent<V extends { price?: unknown; originalPrice?: unknown; stock?: unknown; variants?: unknown }>(values: V): V {
  if (values.variants === undefined) return values;
  const { price: _price, originalPrice: _originalPrice, stock: _stock, ...sized } = values;
  return sized as V;
}

const schemaResolver = zodResolver(PlantFormSchema);

/** The plant form's validation: the shared schema, given the sizes or the plain price and stock, never both. */
export const plantFormResolver: Resolver<PlantFormValues, unknown, PlantInput> = async (values, context, options) => {
  const result = await schemaResolver(pricingAsSent(values), context, options);
  // The schema's output has a null original price for one not sent: with sizes, the body leaves it out too.
  return Object.keys(result.errors).length > 0 ? result : { values: pricingAsSent(result.values as PlantInput), errors: {} };
};
