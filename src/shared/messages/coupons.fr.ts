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
    codeTaken: 'Un autre code porte déjà ce nom.',
    notFound: "Ce code n'existe pas.",
    valueRequired: 'Donnez un montant au code.',
    percentRange: 'Un pourcentage va de 1 à 100.',
    endsBeforeStart: 'La fin vient avant le début.',
    codeFormat: 'Lettres, chiffres et tirets seulement, de 3 à 32.',
  },
  field: {
    label: 'Code promo',
    placeholder: 'Votre code',
    apply: 'Appliquer',
    remove: 'Retirer le code',
    applied: 'Code {code} appliqué',
  },
  lines: {
    discount: 'Remise',
    discountWithCode: 'Remise ({code})',
    offer: '-{percent} % dès {count}',
    emailDiscount: 'Remise {code} : −{amount}',
  },
};
