import type { Catalogue } from './catalogue-type';
import type { catalogEn } from './catalog.en';

/** Arabic for `catalog.en.ts`. */
export const catalogAr: Catalogue<typeof catalogEn> = {
  plantNotFound: 'النبتة غير موجودة',
  categoryNotFound: 'الفئة غير موجودة',
  nameRequired: 'الاسم مطلوب',
  categoryRequired: 'الفئة مطلوبة',
  categoryDoesNotExist: 'هذه الفئة غير موجودة',
  priceRequired: 'السعر مطلوب',
  priceInvalid: 'يجب أن يكون السعر مبلغًا بالدينار برقمين عشريين على الأكثر، مثل 1500.00',
  priceNegative: 'لا يمكن أن يكون السعر سالبًا',
  priceZero: 'يجب أن يكون السعر أكبر من 0',
  priceTooHigh: 'لا يمكن أن يتجاوز السعر 10000000.00 دج',
  originalPriceInvalid: 'يجب أن يكون السعر الأصلي مبلغًا بالدينار برقمين عشريين على الأكثر، مثل 1800.00',
  originalPriceNegative: 'لا يمكن أن يكون السعر الأصلي سالبًا',
  originalPriceTooHigh: 'لا يمكن أن يتجاوز السعر الأصلي 10000000.00 دج',
  stockNonNegative: 'لا يمكن أن يكون المخزون سالبًا',
  stockWholeNumber: 'يجب أن يكون المخزون عددًا صحيحًا',
  stockTooHigh: 'لا يمكن أن يتجاوز المخزون 1000000',
  imageUrlInvalid: 'رابط غير صالح',
  careLevelInvalid: 'يجب أن يكون مستوى العناية سهلًا أو متوسطًا أو صعبًا',
  featuredInvalid: 'يجب أن تكون قيمة التمييز true أو false',
  tooLong: 'هذا الحقل طويل جدًا',
  searchTooLong: 'نص البحث طويل جدًا: 100 حرف على الأكثر.',
  categoryNameTaken: 'توجد فئة بهذا الاسم مسبقًا',
  categoryHasPlants: 'لا تزال هذه الفئة تحتوي على نباتات. انقلها إلى فئة أخرى أو احذفها أولًا.',
  nameControlCharacters: 'لا يمكن أن يحتوي الاسم على فواصل أسطر أو أحرف تحكم',
  textControlCharacters: 'لا يمكن أن يحتوي هذا النص على أحرف تحكم',
  translationUnknownField: 'تتضمن الترجمات اسمًا ووصفًا بالفرنسية والعربية فقط، ولا شيء غير ذلك',
  plantTranslationUnknownField:
    'تتضمن ترجمات النبتة الاسم والوصف والموطن والإضاءة والري وإرشادات العناية بالفرنسية والعربية فقط، ولا شيء غير ذلك',
  translationsForm: {
    title: 'الترجمات',
    hint: 'اختياري. إذا تُركت ترجمة فارغة، يعرض المتجر النص أعلاه.',
    nameFr: 'الاسم (بالفرنسية)',
    descriptionFr: 'الوصف (بالفرنسية)',
    nameAr: 'الاسم (بالعربية)',
    descriptionAr: 'الوصف (بالعربية)',
    originFr: 'الموطن (بالفرنسية)',
    originAr: 'الموطن (بالعربية)',
  },
};
