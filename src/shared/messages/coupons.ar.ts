import type { Catalogue } from './catalogue-type';
import type { couponsEn } from './coupons.en';

export const couponsAr: Catalogue<typeof couponsEn> = {
  field: {
    label: 'رمز التخفيض',
    placeholder: 'رمزك',
    apply: 'تطبيق',
  },
  lines: {
    discount: 'التخفيض',
    discountWithCode: 'التخفيض ({code})',
  },
};
