import type { Catalogue } from './catalogue-type';
import type { offlineEn } from './offline.en';

/** French for `offline.en.ts`. */
export const offlineFr: Catalogue<typeof offlineEn> = {
  appName: 'Nabta',
  appDescription: 'Des plantes livrées partout en Algérie, et l’identification des plantes par photo.',
  install: 'Installer l’application',
  notice: 'Vous êtes hors ligne ; les prix ont pu changer.',
  pageTitle: 'Vous êtes hors ligne',
  pageText:
    'Cette page n’est pas encore enregistrée sur ce téléphone. Celles-ci le sont, et s’ouvrent sans connexion :',
  pageTextNothingKept: 'Cette page n’est pas enregistrée sur ce téléphone, ni l’accueil ni la boutique pour l’instant : revenez une fois connecté.',
  retry: 'Réessayer',
  home: 'Accueil',
  shop: 'Boutique',
  needsConnectionTitle: 'Pas de connexion',
  checkoutNeedsConnection: 'Passer commande demande une connexion. Ce que vous avez saisi est conservé : envoyez-le dès que vous êtes reconnecté.',
  identifyNeedsConnection: 'L’identification d’une plante demande une connexion : réessayez une fois reconnecté.',
};
