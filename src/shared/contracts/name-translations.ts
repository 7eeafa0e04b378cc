import { z } from 'zod';

/**
 * A name's French and Arabic versions only (null: none, the default name is shown): a plant's
 * category, an order line's plant. Its own small module, so the order contract (checkout) does not
 * pull in the catalogue's.
 */
const NameTranslationSchema = z.object({ name: z.string().nullable() });
export const NameTranslationsSchema = z.object({ fr: NameTranslationSchema, ar: NameTranslationSchema });
export type NameTranslations = z.infer<typeof NameTranslationsSchema>;
