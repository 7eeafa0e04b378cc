import type { consentEn } from './consent.en';
import type { Catalogue } from './catalogue-type';

export const consentFr: Catalogue<typeof consentEn> = {
  title: 'Mesure de nos publicités',
  text: 'Avec votre accord, {companies} mesurent quelles publicités vous ont amené ici, grâce à un cookie dans ce navigateur. Refuser ne change rien d’autre sur le site.',
  accept: 'Accepter',
  refuse: 'Refuser',
  more: 'À propos des cookies',
  granted: 'Vous avez accepté les cookies de mesure.',
  denied: 'Vous avez refusé les cookies de mesure.',
  none: 'Vous n’avez pas encore répondu pour les cookies de mesure.',
  change: 'Modifier mon choix',
};
