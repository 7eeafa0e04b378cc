import type { Catalogue } from './catalogue-type';
import type { couponsEn } from './coupons.en';

export const couponsFr: Catalogue<typeof couponsEn> = {
  errors: {
    unknown: "Ce code n'existe pas ou n'est plus proposé.",
    notStarted: 'Ce code ne peut pas encore être utilisé.',
    expired: 'Ce code a expiré.',
    usedUp: 'Ce code a été utilisé autant de fois que la boutique le permet.',
    minSubtotal: "Ce code s'applique à partir de {amount} de plantes.",
    firstOrderOnly: "Ce code n'est valable que pour une première commande.",
    alreadyUsed: 'Vous avez déjà utilisé ce code.',
  },
  field: {
    label: 'Code promo',
    placeholder: 'Votre code',
    apply: 'Appliquer',
  },
  lines: {
    discount: 'Remise',
    discountWithCode: 'Remise ({code})',
    emailDiscount: 'Remise {code} : −{amount}',
  },
};
