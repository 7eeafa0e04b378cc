import type { Catalogue } from './catalogue-type';
import type { communesEn } from './communes.en';

export const communesFr: Catalogue<typeof communesEn> = {
  unknownCommune: 'Commune inconnue',
  communeNotInWilaya: "Cette commune n'est pas dans la wilaya choisie.",
  deskNeedsDeskDelivery: "Un stop-desk ne se choisit qu'avec la livraison en stop-desk.",
  deskNotListed: 'Choisissez votre stop-desk dans la liste de cette wilaya.',
  commune: 'Commune',
  communeSearch: 'Tapez une commune (en français ou en arabe)',
  communeNone: 'Aucune commune ne correspond',
  communeFirstWilaya: "Choisissez d'abord la wilaya",
  communeHint: 'Les livreurs livrent par commune : choisissez la vôtre dans la liste.',
  desk: 'Stop-desk',
  deskChoose: 'Choisissez un stop-desk',
  deskNoList:
    "Aucune liste de stop-desks n'est disponible pour cette wilaya : le livreur vous appellera pour convenir du point de retrait. Vous pouvez aussi choisir la livraison à domicile.",
  deskNote: 'Quel stop-desk ? (facultatif)',
  orderCommune: 'Commune : {name}',
  orderDesk: 'Stop-desk : {desk}',
  switchDateInvalid: 'Une date au format AAAA-MM-JJ, par exemple 2027-01-01.',
};
