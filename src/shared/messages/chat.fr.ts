import type { Catalogue } from './catalogue-type';
import type { chatEn } from './chat.en';

/** French for `chat.en.ts`. */
export const chatFr: Catalogue<typeof chatEn> = {
  title: 'Assistant Plantes',
  open: "Ouvrir l'Assistant Plantes",
  close: "Fermer l'Assistant Plantes",
  greeting:
    "Bonjour ! Je suis votre Assistant Plantes. Posez-moi vos questions sur l'entretien d'une plante, le choix de la bonne plante, la livraison dans votre wilaya, les retours, le paiement ou vos commandes.",
  inputLabel: 'Votre message',
  placeholder: 'Posez votre question… (Entrée pour envoyer, Maj+Entrée pour aller à la ligne)',
  send: 'Envoyer',
  typing: "L'Assistant Plantes écrit…",
  you: 'Vous',
  bot: 'Assistant Plantes',
  plantsLabel: 'Plantes citées',
  outOfStock: 'Rupture de stock',
  noPrice: 'Prix non défini',
  errorTitle: 'Erreur du chat',
  errorText: "L'envoi du message a échoué. Veuillez réessayer.",
  errors: {
    empty: 'Veuillez écrire un message.',
    tooLong: 'Votre message est trop long : 1000 caractères au maximum.',
    tooMany: 'Trop de messages en peu de temps. Veuillez patienter une minute et réessayer.',
  },
};
