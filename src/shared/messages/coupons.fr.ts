import type { Catalogue } from './catalogue-type';
import type { couponsEn } from './coupons.en';

export const couponsFr: Catalogue<typeof couponsEn> = {
  field: {
    label: 'Code promo',
    placeholder: 'Votre code',
    apply: 'Appliquer',
  },
  lines: {
    discount: 'Remise',
    discountWithCode: 'Remise ({code})',
  },
};
