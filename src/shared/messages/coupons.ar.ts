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
    codeTaken: 'يحمل رمز آخر هذا الاسم.',
    notFound: 'هذا الرمز غير موجود.',
    valueRequired: 'حدّد قيمة الرمز.',
    percentRange: 'النسبة المئوية من 1 إلى 100.',
    endsBeforeStart: 'تاريخ النهاية قبل تاريخ البداية.',
    codeFormat: 'حروف وأرقام وشرطات فقط، من 3 إلى 32.',
  },
  field: {
    label: 'رمز التخفيض',
    placeholder: 'رمزك',
    apply: 'تطبيق',
    remove: 'إزالة الرمز',
    applied: 'تم تطبيق الرمز {code}',
  },
  lines: {
    discount: 'التخفيض',
    discountWithCode: 'التخفيض ({code})',
    offer: 'تخفيض {percent}٪ ابتداءً من {count}',
    emailDiscount: 'التخفيض {code}: −{amount}',
  },
};
