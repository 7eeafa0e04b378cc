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
    'Cette page n’est pas encore enregistrée sur ce téléphone. Les pages déjà ouvertes restent disponibles : essayez la boutique ou l’accueil, ou revenez une fois connecté.',
  retry: 'Réessayer',
  home: 'Accueil',
  shop: 'Boutique',
  needsConnectionTitle: 'Pas de connexion',
  checkoutNeedsConnection: 'Passer commande demande une connexion. Ce que vous avez saisi est conservé : envoyez-le dès que vous êtes reconnecté.',
  identifyNeedsConnection: 'L’identification d’une plante demande une connexion : réessayez une fois reconnecté.',
};
