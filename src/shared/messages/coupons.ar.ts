import type { Catalogue } from './catalogue-type';
import type { couponsEn } from './coupons.en';

export const couponsAr: Catalogue<typeof couponsEn> = {
  errors: {
    unknown: 'هذا الرمز غير موجود أو لم يعد متاحًا.',
    notStarted: 'لا يمكن استعمال هذا الرمز بعد.',
    expired: 'انتهت صلاحية هذا الرمز.',
    usedUp: 'استُعمل هذا الرمز بقدر ما يسمح به المتجر.',
    minSubtotal: 'يسري هذا الرمز ابتداءً من {amount} من النباتات.',
    firstOrderOnly: 'هذا الرمز خاص بالطلب الأول فقط.',
    alreadyUsed: 'لقد استعملت هذا الرمز من قبل.',
  },
  field: {
    label: 'رمز التخفيض',
    placeholder: 'رمزك',
    apply: 'تطبيق',
  },
  lines: {
    discount: 'التخفيض',
    discountWithCode: 'التخفيض ({code})',
    emailDiscount: 'التخفيض {code}: −{amount}',
  },
};
