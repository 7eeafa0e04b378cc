/**
 * The catalogue's and the wishlist's API texts: admin plant and category validation (spec §5, the
 * spec's messages exactly where it gives one) and the errors of the catalogue and wishlist calls.
 */
export const catalogEn = {
  plantNotFound: 'Plant not found',
  categoryNotFound: 'Category not found',
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  categoryDoesNotExist: 'This category does not exist',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be an amount in DA with at most 2 decimals, e.g. 1500.00',
  priceNegative: 'Price must be non-negative',
  /** A plant sold for nothing is a typo (a 0 DA order would follow). */
  priceZero: 'Price must be more than 0',
  priceTooHigh: 'Price must be at most 10000000.00 DA',
  originalPriceInvalid: 'Original price must be an amount in DA with at most 2 decimals, e.g. 1800.00',
  originalPriceNegative: 'Original price must be non-negative',
  originalPriceTooHigh: 'Original price must be at most 10000000.00 DA',
  stockNonNegative: 'Stock must be non-negative',
  stockWholeNumber: 'Stock must be a whole number',
  stockTooHigh: 'Stock must be at most 1000000',
  imageUrlInvalid: 'Invalid url',
  tooManyImages: 'At most 12 photos',
  tooManySizes: 'At most 20 sizes',
  noSize: 'A plant needs at least one size',
  sizeLabelRequired: 'Name each size, e.g. 12 cm pot',
  sizeLabelTaken: 'Two sizes have the same name',
  sizePricesApart: 'With sizes, the price and stock are set on each size',
  sizeUnknown: 'This size is not one of this plant’s',
  skuTaken: 'This SKU is already used by another size',
  careLevelInvalid: 'Care level must be Easy, Intermediate or Hard',
  featuredInvalid: 'Featured must be true or false',
  tooLong: 'This field is too long',
  searchTooLong: 'Search text is too long: 100 characters at most.',
  categoryNameTaken: 'A category with this name already exists',
  categoryHasPlants: 'This category still has plants. Move them to another category or delete them first.',
  nameControlCharacters: 'A name cannot contain line breaks or control characters',
  textControlCharacters: 'This text cannot contain control characters',
  translationUnknownField: 'Translations hold a French and an Arabic name and description, nothing else',
  plantTranslationUnknownField:
    'A plant’s translations hold a French and an Arabic name, description, origin, light, watering and care instructions, nothing else',
  /** The admin plant and category forms' translation fields. */
  translationsForm: {
    title: 'Translations',
    hint: 'Optional. Where a translation is left empty, the shop shows the text above.',
    nameFr: 'Name (French)',
    descriptionFr: 'Description (French)',
    nameAr: 'Name (Arabic)',
    descriptionAr: 'Description (Arabic)',
    originFr: 'Origin (French)',
    originAr: 'Origin (Arabic)',
  },
} as const;
