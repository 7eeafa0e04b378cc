import { helpFigures } from '../figures';
import type { ShippingContentOf } from './types';

/** The Shipping page as the spec writes it, in French; prices and delays from the live rates table. */
export const shippingFr: ShippingContentOf = (tr, { freeShipping, zones, expressOrders }) => {
  const f = helpFigures(tr, zones);
  const threshold = tr.money(freeShipping);
  return {
    title: 'Informations Livraison',
    description:
      "Livraison de plantes dans toute l'Algérie : tarifs et délais par zone et par wilaya, d'Alger au Grand Sud, à domicile ou en stop-desk, suivi du colis et livraison gratuite.",
    intro: "Nous livrons vos plantes dans toute l'Algérie, du littoral au Grand Sud, avec un emballage pensé pour qu'elles arrivent en pleine forme.",
    highlights: {
      label: "L'essentiel",
      freeTitle: 'Livraison gratuite partout',
      freeText: `Dès ${threshold} d'achat.`,
      fromTitle: `Dès ${f.algiers.price}`,
      fromText: `À ${f.algiers.name}, livré en ${f.algiers.delay}.`,
      daysTitle: `Plantes expédiées ${f.livePlantShippingDays}`,
      daysText: 'Jamais de plante bloquée en dépôt pendant le week-end.',
    },
    steps: {
      title: 'Comment se passe la livraison\u00a0?',
      items: [
        {
          id: 'confirmed',
          title: 'Commande confirmée',
          text:
            'La page de votre commande en donne aussitôt le récapitulatif ; un e-mail de confirmation le reprend une fois votre adresse e-mail confirmée. ' +
            'Si vous payez par virement bancaire, la page de la commande donne nos coordonnées de paiement (envoyées aussi par e-mail à une adresse confirmée) ; ' +
            'la préparation commence dès réception du virement.',
        },
        {
          id: 'preparation',
          title: 'Préparation',
          text:
            'Nos jardiniers choisissent votre plante, vérifient feuilles et racines, l’arrosent juste ce qu’il faut puis l’emballent : ' +
            'motte protégée, pot calé, carton ajouré pour qu’elle respire pendant le voyage.',
        },
        {
          id: 'shipped',
          title: 'Expédition avec numéro de suivi',
          text:
            'Dès que le colis part, son numéro de suivi s’affiche sur la page de votre commande (et vous est envoyé par e-mail si votre adresse est confirmée) : ' +
            'vous savez à tout moment où se trouve votre plante. ' +
            `Les plantes vivantes sont expédiées ${f.livePlantShippingDays}.`,
        },
        {
          id: 'delivery',
          title: 'Livraison',
          text:
            'Le livreur vous appelle avant de passer. Ouvrez le colis dès réception, posez la plante à la lumière indirecte et laissez-la ' +
            's’acclimater quelques jours avant de la rempoter.',
        },
      ],
    },
    rates: {
      title: 'Tarifs et délais par zone',
      intro: `De ${f.algiers.price} à ${f.algiers.name} en ${f.algiers.delay}, à ${f.farSouth.price} dans le ${f.farSouth.name} en ${f.farSouth.delay}. Le montant exact s'affiche avant la validation de votre commande.`,
      caption: 'Tarifs de livraison à domicile et délais après expédition, par zone',
      headers: { zone: 'Zone', wilayas: 'Wilayas (exemples)', price: 'Tarif', delay: 'Délai' },
      examples: (zone) => zone.examples.join(', '),
      note: `Livraison gratuite partout en Algérie pour toute commande d'au moins ${threshold}. Les délais courent à partir de l'expédition. Le stop-desk (retrait en point relais) coûte moins cher là où il existe.`,
      wilayaSummary: 'Tarif de votre wilaya',
      wilayaCaption: 'Tarifs par wilaya : à domicile, en stop-desk, délai',
      wilayaHeaders: { wilaya: 'Wilaya', home: 'À domicile', desk: 'En stop-desk', delay: 'Délai' },
      wilayaSearch: 'Chercher une wilaya (numéro ou nom)',
      wilayaNone: 'Aucune wilaya ne correspond.',
    },
    livePlants: {
      title: "Plantes vivantes : un calendrier d'expédition adapté",
      paragraphs: [
        [
          'Les plantes vivantes sont expédiées ',
          { strong: f.livePlantShippingDays },
          ' uniquement. Ainsi, aucune plante ne reste enfermée dans un dépôt pendant le week-end du vendredi et du samedi. Une commande passée du jeudi au samedi part le dimanche suivant.',
        ],
        [
          'En été, les colis pour le Sud et le Grand Sud partent en début de semaine et voyagent protégés de la chaleur. Les graines, bulbes et accessoires ne sont pas concernés par ce calendrier.',
        ],
      ],
    },
    ordering: {
      title: expressOrders ? 'Commander sans compte, suivre sa commande' : 'Suivre sa commande',
      paragraphs: [
        ...(expressOrders
          ? [
              [
                'Pas besoin de compte pour payer à la livraison : sur la page d’une plante, ou depuis votre panier, le formulaire « Commander — paiement à la livraison » ne demande que votre nom, votre téléphone, votre wilaya, votre commune et, pour une livraison à domicile, votre adresse. ',
                'La boutique vous appelle pour confirmer la commande avant de l’expédier ; vous payez le livreur en espèces à la réception.',
              ],
            ]
          : []),
        [
          'La page de votre commande montre où elle en est, et le numéro de suivi dès que le colis part. Avec un compte, elle est dans ',
          { text: 'Mes commandes', href: '/dashboard' },
          ". Sans compte, gardez le lien donné à la fin de la commande, ou ouvrez ",
          { text: 'Suivre ma commande', href: '/track' },
          ' (aussi en bas de chaque page) avec le numéro de la commande (les 8 caractères après #) et votre téléphone.',
        ],
      ],
    },
    problem: {
      title: 'Un souci avec votre colis\u00a0?',
      text: [
        "Une plante abîmée à l'arrivée ou qui dépérit malgré nos conseils est couverte par notre ",
        { strong: `garantie de survie de ${f.survivalDays}` },
        ' : consultez notre ',
        { text: 'politique de retour', href: '/returns' },
        ' ou ',
        { text: 'contactez-nous', href: '/contact' },
        ` — nous répondons aux questions sur les commandes sous ${f.responseHours.orders}.`,
      ],
    },
  };
};
