import { z } from 'zod';
import { parseMoney, toMoneyString } from '../domain/money';
import { msg } from '../messages';
import { IntIdSchema, NOT_ONE_LINE, wholeNumber } from '../schemas/fields';
import { defineRoute } from './http';
import { NameTranslationsSchema } from './name-translations';

const m = msg.catalog;

export const CareLevelSchema = z.enum(['Easy', 'Intermediate', 'Hard']);

/**
 * The languages a plant or category may be translated into: the default language (`name`,
 * `description`, the spec's fields) plus French and Arabic.
 */
export const TRANSLATED_LOCALES = ['fr', 'ar'] as const;

/** One language's name and description; null: not translated, the default one is shown. */
const TranslationSchema = z.object({ name: z.string().nullable(), description: z.string().nullable() });
/** Every response carries both languages, so one cached answer serves every reader (catalog.cache.ts). */
export const TranslationsSchema = z.object({ fr: TranslationSchema, ar: TranslationSchema });
export type Translations = z.infer<typeof TranslationsSchema>;

/**
 * A plant's texts that have a French and an Arabic version beside the default one: the name and
 * description of every catalogue item, and the plant's origin and care details.
 */
export const PLANT_TRANSLATED_FIELDS = ['name', 'description', 'origin', 'lightRequirements', 'wateringSchedule', 'careInstructions'] as const;
export type PlantTranslatedField = (typeof PLANT_TRANSLATED_FIELDS)[number];

/** One language's plant texts; null: not translated, the default one is shown. */
const PlantTranslationSchema = TranslationSchema.extend({
  origin: z.string().nullable(),
  lightRequirements: z.string().nullable(),
  wateringSchedule: z.string().nullable(),
  careInstructions: z.string().nullable(),
});
/** Both languages in every plant response, like TranslationsSchema. */
export const PlantTranslationsSchema = z.object({ fr: PlantTranslationSchema, ar: PlantTranslationSchema });
export type PlantTranslations = z.infer<typeof PlantTranslationsSchema>;

/**
 * A plant's photo (docs/contract.md §8): `alt` says what it shows in the default language, `translations`
 * in French and Arabic (null: not written; a reader then gets the default one, else the plant's name).
 */
export const PlantImageSchema = z.object({
  url: z.string(),
  alt: z.string().nullable(),
  translations: z.object({ fr: z.object({ alt: z.string().nullable() }), ar: z.object({ alt: z.string().nullable() }) }),
});
export type PlantImage = z.infer<typeof PlantImageSchema>;

/** The most photos a plant may have. */
export const MAX_PLANT_IMAGES = 12;

/**
 * A plant's size (docs/contract.md §8): its label in the default language ('' for a plant's only size),
 * French and Arabic (null: the default one is shown), SKU, price and stock. The first is the plant's.
 */
export const PlantVariantSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  labelFr: z.string().nullable(),
  labelAr: z.string().nullable(),
  sku: z.string().nullable(),
  price: z.string().nullable(),
  originalPrice: z.string().nullable(),
  stock: z.number().int(),
});
export type PlantVariant = z.infer<typeof PlantVariantSchema>;

/** The most sizes a plant may have. */
export const MAX_PLANT_VARIANTS = 20;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  translations: TranslationsSchema,
  imageUrl: z.string().nullable(),
  plantCount: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const PlantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  commonName: z.string().nullable(),
  scientificName: z.string().nullable(),
  family: z.string().nullable(),
  origin: z.string().nullable(),
  description: z.string().nullable(),
  translations: PlantTranslationsSchema,
  careInstructions: z.string().nullable(),
  careLevel: CareLevelSchema.nullable(),
  lightRequirements: z.string().nullable(),
  wateringSchedule: z.string().nullable(),
  /** The first photo's address (spec), or null. */
  imageUrl: z.string().nullable(),
  /** Every photo in display order; `imageUrl` is the first's. */
  images: z.array(PlantImageSchema),
  categoryId: z.number().int(),
  featured: z.boolean(),
  /** Decimal string in DA ("1500.00"); null when no price is set yet. */
  price: z.string().nullable(),
  originalPrice: z.string().nullable(),
  stock: z.number().int(),
  /** Its sizes in order (docs/contract.md §8); `price`, `originalPrice` and `stock` above are the first's. */
  variants: z.array(PlantVariantSchema),
  /** Quantity offers (docs/contract.md §8): "from `minQuantity`, `percentOff` % off the unit", applied by themselves. */
  offers: z.array(z.object({ minQuantity: z.number().int(), percentOff: z.number().int() })),
  rating: z.string().nullable(),
  reviewCount: z.number().int(),
  petSafe: z.boolean().nullable(),
  createdAt: z.string(),
  /** The plant's category, with its translated names for the product card. */
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    translations: NameTranslationsSchema,
  }),
});
export type Plant = z.infer<typeof PlantSchema>;

/**
 * A plant in a list (`GET /api/plants`, `/api/plants/featured`): every field of the spec's Plant, but
 * `translations` (our addition) holds only the French and Arabic names, the one translated text a
 * card, the cart and the admin's table show. The description, origin and care texts in every
 * language (~2.7 KB a plant, two thirds of a list's bytes) come with the plant itself
 * (`GET /api/plants/:id`): the plant page and the admin's edit form ask for it.
 */
export const PlantListItemSchema = PlantSchema.omit({ images: true }).extend({ translations: NameTranslationsSchema });
export type PlantListItem = z.infer<typeof PlantListItemSchema>;

/** The shop's sort orders (a plain list, so the shop page can check a choice without loading zod). */
export const PLANT_SORTS = ['featured', 'price-low', 'price-high', 'newest', 'rating'] as const;
export const PlantSortSchema = z.enum(PLANT_SORTS);
export type PlantSort = z.infer<typeof PlantSortSchema>;

/** The shop's page size: 'Load More Plants' appears above 8 plants (spec §9). */
export const SHOP_PAGE_SIZE = 8;

/** The longest search text (the header's search box stops there too). */
export const SEARCH_MAX_LENGTH = 100;

/** The most plants one unpaged `GET /api/plants` answers: one request must not be able to starve the others. */
export const UNPAGED_PLANTS_CAP = 1000;

/**
 * `GET /api/plants`. Without `limit` it answers the whole (filtered, sorted) list, as the spec's
 * plain call expects, up to UNPAGED_PLANTS_CAP plants (beyond it, page with `limit`/`offset`);
 * with `limit`/`offset` it answers one page. Either way the total number of
 * matches is in the `X-Total-Count` header, so 'Load More Plants' knows when to stop.
 *
 * `search` is accent-insensitive and typo-tolerant over name, common, scientific and family names
 * and description, and the French and Arabic names and descriptions (Arabic with or without harakat,
 * tatweel, hamza on alef or the article ال); blank means no filter. With a search, the default
 * order (`featured` or no sort) is by relevance; another sort orders the matches by that key. Ties are broken by id, so pages are stable.
 */
export const PlantListQuerySchema = z.object({
  category: IntIdSchema.optional(),
  search: z.string().trim().max(SEARCH_MAX_LENGTH, m.searchTooLong).optional(),
  sort: PlantSortSchema.optional(),
  limit: wholeNumber(1, 100).optional(),
  offset: wholeNumber(0, 100_000).optional(),
});
export type PlantListQuery = z.infer<typeof PlantListQuerySchema>;

// ---- Admin forms (spec §5): one schema for the react-hook-form dialog and the server. ----

/** Optional text: trimmed, and empty means null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .nullish()
    .transform((s) => (s ? s : null));

/** A description may have line breaks and tabs, no other control character. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A name on one line: trimmed, refused when it holds a control character. */
const nameText = (max: number) =>
  z
    .string({ error: m.nameRequired })
    .trim()
    .max(max, m.tooLong)
    .refine((s) => !NOT_ONE_LINE.test(s), m.nameControlCharacters);

/** Optional text without control characters (line breaks allowed): empty means null. */
const optionalLongText = (max: number) =>
  optionalText(max).refine((s) => s === null || !CONTROL_BUT_LINE_BREAKS.test(s), m.textControlCharacters);

/**
 * A plant's or category's French and Arabic texts, as the admin sends them: each part optional (an
 * update changes only what it sends), empty means 'no translation' (null), and no other key is
 * accepted (`unknownField` says which keys are). Same limits as the default fields: the name and
 * description's here, the others' in `more`.
 */
const translationsInput = <More extends z.ZodRawShape>(nameMax: number, descriptionMax: number, unknownField: string, more: More) => {
  const unknownKey = { error: unknownField };
  const one = z.strictObject(
    { name: nameText(nameMax).nullish().transform((s) => (s ? s : null)), description: optionalLongText(descriptionMax), ...more },
    unknownKey,
  );
  return z.strictObject({ fr: one.partial(), ar: one.partial() }, unknownKey).partial();
};
const categoryTranslationsInput = translationsInput(100, 1000, m.translationUnknownField, {});
export type TranslationsInput = z.output<typeof categoryTranslationsInput>;

/** An absolute http(s) URL or a path on this site (`/images/...`). */
function isImageUrl(s: string): boolean {
  if (s.startsWith('/')) return !s.startsWith('//') && !/\s/.test(s);
  try {
    const url = new URL(s);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** 'valid URL or empty' (spec §5): empty becomes null. */
const ImageUrlSchema = z
  .string({ error: m.imageUrlInvalid })
  .trim()
  .max(2000, m.imageUrlInvalid)
  .refine((s) => s === '' || isImageUrl(s), m.imageUrlInvalid)
  .nullish()
  .transform((s) => (s ? s : null));

/** What a photo shows, as the admin writes it (one line, at most 300 characters); empty means not written. */
const altText = () => optionalText(300).refine((s) => s === null || !NOT_ONE_LINE.test(s), m.textControlCharacters);

/** The photos as the admin sends them, in display order: an address each (required), what it shows in each language. */
const PlantImagesInput = z
  .array(
    z.strictObject(
      {
        url: ImageUrlSchema.pipe(z.string({ error: m.imageUrlInvalid })),
        alt: altText(),
        translations: z.strictObject({ fr: z.strictObject({ alt: altText() }).partial(), ar: z.strictObject({ alt: altText() }).partial() }).partial().optional(),
      },
      { error: m.imageUrlInvalid },
    ),
    { error: m.imageUrlInvalid },
  )
  .max(MAX_PLANT_IMAGES, m.tooManyImages);
export type PlantImageInput = z.output<typeof PlantImagesInput>[number];

/** Money in the database is an integer column of centimes: 10 000 000 DA is far above any plant. */
const MAX_PRICE_CENTIMES = 1_000_000_000;

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/**
 * A DA amount typed as text ("1500", "1500.5", "1500.50") or a number, answered normalised
 * ("1500.50"). Empty is `null` when `optional`, else the required message.
 */
const amount = (msg: { required?: string; invalid: string; negative: string; tooHigh: string; zero?: string }) =>
  z
    .union([z.string(), z.number()], { error: msg.required ?? msg.invalid })
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .superRefine((s, ctx) => {
      let message: string | undefined;
      if (s === '') message = msg.required;
      else if (s.startsWith('-')) message = msg.negative;
      else if (!AMOUNT.test(s)) message = msg.invalid;
      else if ((parseMoney(s) ?? Infinity) > MAX_PRICE_CENTIMES) message = msg.tooHigh;
      else if (msg.zero && parseMoney(s) === 0) message = msg.zero;
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((s) => (s === '' ? null : toMoneyString(parseMoney(s) ?? 0)));

/** Required (spec §5: 'Price is required'). */
const PriceSchema = amount({
  required: m.priceRequired,
  invalid: m.priceInvalid,
  negative: m.priceNegative,
  tooHigh: m.priceTooHigh,
  zero: m.priceZero,
}).pipe(z.string({ error: m.priceRequired }));

/** Optional: empty or null means no original price. */
const OriginalPriceSchema = amount({
  invalid: m.originalPriceInvalid,
  negative: m.originalPriceNegative,
  tooHigh: m.originalPriceTooHigh,
});

/** At most 5 quantity offers, each from 2 units and 1–90 % off, no two from the same quantity. */
const OffersSchema = z
  .array(
    z.object({
      minQuantity: z.number({ error: msg.validation.invalidInput }).int(msg.validation.invalidInput).min(2, msg.validation.invalidInput).max(1000, msg.validation.invalidInput),
      percentOff: z.number({ error: msg.validation.invalidInput }).int(msg.validation.invalidInput).min(1, msg.validation.invalidInput).max(90, msg.validation.invalidInput),
    }),
  )
  .max(5, msg.validation.invalidInput)
  .refine((list) => new Set(list.map((o) => o.minQuantity)).size === list.length, msg.validation.invalidInput);

/** Spec §5: non-numeric text in the stock input becomes 0; below 0 is refused. */
const StockSchema = z
  .union([z.number(), z.string()], { error: m.stockNonNegative })
  .transform((v) => {
    if (typeof v === 'number') return v;
    // Plain decimals only: Number() would also read "0x2", "1e3" or "Infinity".
    return /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : 0;
  })
  .pipe(z.number().int(m.stockWholeNumber).min(0, m.stockNonNegative).max(1_000_000, m.stockTooHigh));

/** A size's label: one line, at most 60 characters; empty means none. */
const sizeLabel = () => optionalText(60).refine((s) => s === null || !NOT_ONE_LINE.test(s), m.textControlCharacters);

/** A size as the admin sends it (docs/contract.md §8); `id` keeps a size already sold, none adds one. */
export const PlantVariantInput = z.strictObject(
  {
    id: IntIdSchema.optional(),
    label: sizeLabel().transform((s) => s ?? ''),
    labelFr: sizeLabel(),
    labelAr: sizeLabel(),
    sku: optionalText(64).refine((s) => s === null || !NOT_ONE_LINE.test(s), m.textControlCharacters),
    price: PriceSchema,
    originalPrice: OriginalPriceSchema,
    stock: StockSchema.optional().transform((n) => n ?? 0),
  },
  { error: msg.validation.invalidInput },
);
export type PlantVariantInput = z.output<typeof PlantVariantInput>;
/** A change to a size already sold (the catalogue sheet's row): any of its fields. */
export const PlantVariantPatchSchema = PlantVariantInput.omit({ id: true }).partial();
export type PlantVariantPatch = z.output<typeof PlantVariantPatchSchema>;

/** 1 to 20 sizes; with more than one, each named, no two alike whatever their case. */
const PlantVariantsInput = z
  .array(PlantVariantInput, { error: msg.validation.invalidInput })
  .min(1, m.noSize)
  .max(MAX_PLANT_VARIANTS, m.tooManySizes)
  .superRefine((sizes, ctx) => {
    if (sizes.length < 2) return;
    const seen = new Set<string>();
    sizes.forEach((size, i) => {
      const key = size.label.toLocaleLowerCase();
      if (!key) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: m.sizeLabelRequired });
      else if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: m.sizeLabelTaken });
      seen.add(key);
    });
    const skus = sizes.map((size) => size.sku?.toLocaleLowerCase()).filter(Boolean);
    sizes.forEach((size, i) => {
      if (size.sku && skus.indexOf(size.sku.toLocaleLowerCase()) !== skus.lastIndexOf(size.sku.toLocaleLowerCase())) {
        ctx.addIssue({ code: 'custom', path: [i, 'sku'], message: m.skuTaken });
      }
    });
  });

/** A category id from a <select> (string) or JSON (number); empty or missing is 'Category is required'. */
const CategoryIdSchema = z
  .union([z.number(), z.string().regex(/^\s*\d*\s*$/, m.categoryRequired)], { error: m.categoryRequired })
  .transform(Number)
  .pipe(z.number({ error: m.categoryRequired }).int(m.categoryRequired).positive(m.categoryRequired).max(2_147_483_647, m.categoryRequired));

const CareLevelInputSchema = z
  .union([z.literal(''), CareLevelSchema], { error: m.careLevelInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

/** A plant's origin and care texts: the same limits for the default texts and their translations. */
const plantCareTexts = () => ({
  origin: optionalText(200),
  careInstructions: optionalText(5000),
  lightRequirements: optionalText(500),
  wateringSchedule: optionalText(500),
});
const plantTranslationsInput = translationsInput(200, 5000, m.plantTranslationUnknownField, plantCareTexts());
export type PlantTranslationsInput = z.output<typeof plantTranslationsInput>;

/**
 * The plant form (spec §5), for `POST /api/plants` and the admin dialog. Messages are the spec's:
 * 'Name is required', 'Category is required', 'Price is required', 'Stock must be non-negative'.
 * `featured` and `stock` may be left out (not featured, 0 in stock). Rating and reviews are not
 * set by hand.
 */
const PlantFields = z.object({
  name: nameText(200).pipe(z.string().min(1, m.nameRequired)),
  commonName: optionalText(200),
  scientificName: optionalText(200),
  family: optionalText(200),
  description: optionalLongText(5000),
  translations: plantTranslationsInput.optional(),
  careLevel: CareLevelInputSchema,
  ...plantCareTexts(),
  imageUrl: ImageUrlSchema,
  /** docs/contract.md §8: every photo in order; when sent, `imageUrl` becomes the first's. */
  images: PlantImagesInput.optional(),
  categoryId: CategoryIdSchema,
  price: PriceSchema.optional(),
  originalPrice: OriginalPriceSchema,
  stock: StockSchema.optional(),
  /** docs/contract.md §8: every size in order; the prices and stock are then set there, not above. */
  variants: PlantVariantsInput.optional(),
  offers: OffersSchema.optional(),
  featured: z.boolean({ error: m.featuredInvalid }).optional(),
  petSafe: z.boolean().nullish(),
});
/**
 * Sizes and the plant's own price and stock are two ways of saying one thing: with `variants`, a
 * price, original price or stock sent beside them is refused rather than one of the two silently lost.
 */
function pricesOnceRule(input: { price?: unknown; originalPrice?: unknown; stock?: unknown; variants?: unknown } | undefined, ctx: z.RefinementCtx, priceRequired: boolean) {
  if (typeof input !== 'object' || input === null) return;
  if (input.variants !== undefined) {
    for (const field of ['price', 'originalPrice', 'stock'] as const) {
      // Null is "none" (a form's empty original price), not a second price.
      if (input[field] !== undefined && input[field] !== null) ctx.addIssue({ code: 'custom', path: [field], message: m.sizePricesApart });
    }
  } else if (priceRequired && input.price === undefined) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: m.priceRequired });
  }
}

// `when`: the rule runs even when other fields are wrong, so a form missing its name and price hears of both.
const always = { when: () => true };
export const PlantFormSchema = PlantFields.superRefine((input, ctx) => pricesOnceRule(input, ctx, true), always);
/** What the form holds (strings from inputs are fine). */
export type PlantFormValues = z.input<typeof PlantFormSchema>;
/** What the server receives after validation: trimmed, nulls for empty, price normalised ("1500.00"). */
export type PlantInput = z.output<typeof PlantFormSchema>;

/** `PATCH /api/plants/:id`: the same fields, any subset (the dialog sends them all). */
export const PlantUpdateSchema = PlantFields.partial().superRefine((input, ctx) => pricesOnceRule(input, ctx, false), always);
export type PlantUpdate = z.output<typeof PlantUpdateSchema>;

export const PlantFeaturedSchema = z.object({ featured: z.boolean({ error: m.featuredInvalid }) });

/** The category form (spec §5): 'Name is required'; imageUrl a valid URL or empty. */
export const CategoryFormSchema = z.object({
  name: nameText(100).pipe(z.string().min(1, m.nameRequired)),
  description: optionalLongText(1000),
  translations: categoryTranslationsInput.optional(),
  imageUrl: ImageUrlSchema,
});
export type CategoryFormValues = z.input<typeof CategoryFormSchema>;
export type CategoryInput = z.output<typeof CategoryFormSchema>;

export const CategoryUpdateSchema = CategoryFormSchema.partial();
export type CategoryUpdate = z.output<typeof CategoryUpdateSchema>;

export const DeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

const PlantIdParams = z.object({ id: IntIdSchema });
const CategoryIdParams = z.object({ id: IntIdSchema });

export const catalogContract = {
  listCategories: defineRoute({ method: 'GET', path: '/api/categories', response: z.array(CategorySchema) }),
  listPlants: defineRoute({
    method: 'GET',
    path: '/api/plants',
    query: PlantListQuerySchema,
    response: z.array(PlantListItemSchema),
  }),
  featuredPlants: defineRoute({ method: 'GET', path: '/api/plants/featured', response: z.array(PlantListItemSchema) }),
  getPlant: defineRoute({
    method: 'GET',
    path: '/api/plants/:id',
    params: z.object({ id: IntIdSchema }),
    response: PlantSchema,
  }),

  // Admin mutations (docs/contract.md §2: 401 for visitors, 403 for signed-in non-admins).
  createPlant: defineRoute({ method: 'POST', path: '/api/plants', body: PlantFormSchema, response: PlantSchema, status: 201 }),
  updatePlant: defineRoute({
    method: 'PATCH',
    path: '/api/plants/:id',
    params: PlantIdParams,
    body: PlantUpdateSchema,
    response: PlantSchema,
  }),
  deletePlant: defineRoute({ method: 'DELETE', path: '/api/plants/:id', params: PlantIdParams, response: DeletedSchema }),
  setPlantFeatured: defineRoute({
    method: 'PATCH',
    path: '/api/plants/:plantId/featured',
    params: z.object({ plantId: IntIdSchema }),
    body: PlantFeaturedSchema,
    response: PlantSchema,
  }),
  createCategory: defineRoute({
    method: 'POST',
    path: '/api/categories',
    body: CategoryFormSchema,
    response: CategorySchema,
    status: 201,
  }),
  updateCategory: defineRoute({
    method: 'PATCH',
    path: '/api/categories/:id',
    params: CategoryIdParams,
    body: CategoryUpdateSchema,
    response: CategorySchema,
  }),
  /** 409 while the category still has plants. */
  deleteCategory: defineRoute({
    method: 'DELETE',
    path: '/api/categories/:id',
    params: CategoryIdParams,
    response: DeletedSchema,
  }),
};
