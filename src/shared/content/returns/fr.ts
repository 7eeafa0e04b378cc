import { helpFigures } from '../figures';
import type { ReturnsContentOf } from './types';

/** The Returns page as the spec writes it, in French. */
export const returnsFr: ReturnsContentOf = (tr) => {
  const f = helpFigures(tr);
  return {
    title: 'Politique de Retour',
    description: `Retours sous ${f.returnDays['live-plants']} pour les plantes vivantes, ${f.returnDays['seeds-bulbs']} pour les graines et bulbes, ${f.returnDays.accessories} pour les accessoires, et garantie de survie de ${f.survivalDays}.`,
    intro: 'Une plante qui ne vous convient pas, un article abîmé ? Voici comment retourner un achat et être remboursé, simplement.',
    windows: {
      title: 'Délais de retour',
      intro: 'Les délais courent à partir du jour de la livraison.',
      items: [
        {
          category: 'live-plants',
          title: 'Plantes vivantes',
          condition: 'Dans leur pot d’origine, avec une photo de la plante et de l’emballage à la réception.',
        },
        { category: 'seeds-bulbs', title: 'Graines et bulbes', condition: 'Sachets non ouverts, bulbes non plantés, conservés au sec et au frais.' },
        { category: 'accessories', title: 'Accessoires', condition: 'Pots, outils et terreaux neufs, non utilisés, dans leur emballage d’origine.' },
      ],
      days: (category) => `${f.returnDays[category]}`,
    },
    guarantee: {
      title: `Garantie de survie de ${f.survivalDays}`,
      paragraphs: [
        [
          'Si votre plante arrive abîmée ou dépérit dans les ',
          { strong: `${f.survivalDays}` },
          ' suivant la livraison alors que vous avez suivi nos conseils d’entretien, nous la remplaçons gratuitement ou nous vous la remboursons.',
        ],
        [
          'Envoyez-nous une photo de la plante (et de l’emballage si le colis est abîmé). Nos conseils pour bien l’accueillir sont dans le ',
          { text: "Guide d'Entretien", href: '/plant-care' },
          '.',
        ],
      ],
    },
    procedure: {
      title: 'Comment retourner un article ?',
      steps: [
        {
          title: 'Contactez-nous',
          text: 'Écrivez-nous depuis la page Contact avec votre numéro de commande (affiché dans My Orders, par exemple #1A2B3C4D), l’article concerné et, pour une plante, une photo.',
        },
        {
          title: 'Recevez nos instructions',
          text: `Nous répondons aux questions sur les commandes sous ${f.responseHours.orders} pendant nos horaires d’ouverture, avec l’adresse et la marche à suivre.`,
        },
        {
          title: 'Renvoyez l’article',
          text: 'Emballez-le soigneusement et joignez votre numéro de commande. Pour une plante couverte par la garantie de survie, une photo suffit souvent : pas besoin de la renvoyer.',
        },
        {
          title: 'Remboursement ou remplacement',
          text: 'Dès l’article reçu et vérifié (ou la photo examinée), nous remplaçons l’article ou remboursons sur le moyen de paiement utilisé.',
        },
      ],
      request: 'Demander un retour',
    },
    refunds: {
      title: 'Délais de remboursement',
      intro: "Comptés à partir de l'acceptation du retour, sur le moyen de paiement utilisé pour la commande.",
      card: 'Paiement par carte',
      cardDelay: `Remboursé sous ${f.refundDelay.card}.`,
      transfer: 'Paiement par virement bancaire',
      transferDelay: `Remboursé sous ${f.refundDelay.bank_transfer}, par virement.`,
    },
    fees: {
      title: 'Frais de retour',
      text: 'Si l’erreur vient de nous — article abîmé, défectueux ou différent de votre commande — le retour est entièrement à notre charge. Dans les autres cas, les frais de renvoi restent à votre charge ; les frais de livraison initiaux ne sont remboursés que si toute la commande est retournée pour une erreur de notre part.',
    },
  };
};
