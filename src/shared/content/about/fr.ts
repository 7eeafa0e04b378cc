import { formatDays, formatHours, RESPONSE_TIME_HOURS, SHIPPING_ZONES, coverageText, SURVIVAL_GUARANTEE_DAYS } from '../../domain/shop-facts';
import type { AboutContentOf } from './types';

/** The About page as the spec writes it, in French. */
export const aboutFr: AboutContentOf = (tr, { identification }) => {
  const shopOnly = identification.scope === 'shop';
  const covers = coverageText(tr, identification);
  return {
    title: 'À Propos',
    description: shopOnly
      ? "Nabta, la boutique de plantes pensée pour l'Algérie, du littoral au Sahara, et l'identification gratuite de ses plantes à partir d'une photo."
      : `Nabta, la boutique de plantes et l'identification gratuite de plantes (${covers}) pensées pour l'Algérie, du littoral au Sahara.`,
    heading: 'À Propos de Nabta',
    intro:
      "Nabta (نبتة), c'est « la pousse » en arabe : une jeune plante qui s'enracine. Notre ambition est de faire pousser l'amour des plantes dans chaque foyer algérien.",
    story: {
      title: 'Notre histoire',
      paragraphs: [
        "Tout est parti d'une question que beaucoup se posent en passant devant un jardin : « Comment s'appelle cette plante, et pourrait-elle vivre chez moi ? » Trouver la réponse, puis trouver la plante et les bons conseils, relevait du parcours du combattant.",
        "Nabta réunit tout au même endroit : l'identification d'une plante à partir d'une photo, une boutique en ligne livrée dans toute l'Algérie, et des conseils d'entretien écrits pour nos climats — l'humidité du littoral, les hivers rudes des Hauts Plateaux, la chaleur du Sahara.",
      ],
    },
    mission: {
      title: 'Notre mission',
      text: "Rendre le jardinage simple et accessible à tous : reconnaître ses plantes, choisir celles qui réussiront là où l'on vit, et savoir en prendre soin, saison après saison.",
    },
    offer: {
      title: 'Ce que nous proposons',
      items: [
        {
          id: 'identification',
          title: 'Identification gratuite',
          text: shopOnly
            ? "Une photo suffit : nous la comparons aux plantes de notre boutique et vous donnons son nom, sa famille et ses besoins, ou vous disons franchement quand nous ne sommes pas sûrs. C'est gratuit, sans compte."
            : `Une photo suffit : notre intelligence artificielle reconnaît ${covers} et vous donne son nom, sa famille et ses besoins. C'est gratuit, sans compte.`,
        },
        {
          id: 'shop',
          title: 'Une boutique de plantes',
          text: "Plantes d'intérieur, succulentes, aromatiques, arbres fruitiers, cactus… choisies pour réussir sous notre climat, avec les prix en dinars.",
        },
        {
          id: 'guides',
          title: "Des guides d'entretien",
          text: 'Saisons, types de plantes, problèmes courants et conseils par région : littoral, Hauts Plateaux et Sahara.',
        },
        {
          id: 'advice',
          title: 'Des conseils de passionnés',
          text: `Une question ? Nous répondons sous ${formatHours(tr, RESPONSE_TIME_HOURS.identification)} pour une identification et sous ${formatHours(tr, RESPONSE_TIME_HOURS.orders)} pour une commande.`,
        },
      ],
    },
    values: {
      title: 'Nos valeurs',
      items: [
        {
          id: 'climate',
          title: 'Des plantes adaptées au climat',
          text: "Olivier, romarin, lavande, figuier de Barbarie, palmier dattier, jasmin, bougainvillier : nous privilégions les plantes qui aiment le soleil algérien et économisent l'eau.",
        },
        {
          id: 'parcels',
          title: 'Des colis soignés',
          text: `Chaque plante est vérifiée, arrosée et calée avant de partir, puis livrée dans ${SHIPPING_ZONES.length} zones, d'Alger au Grand Sud.`,
        },
        {
          id: 'trust',
          title: 'La confiance',
          text: `Prix et frais affichés avant de commander, et une garantie de survie de ${formatDays(tr, SURVIVAL_GUARANTEE_DAYS)} sur les plantes vivantes.`,
        },
        {
          id: 'water',
          title: "Le respect de l'eau",
          text: "Dans un pays où chaque goutte compte, nos conseils d'arrosage visent juste : ni trop, ni trop peu.",
        },
      ],
    },
    cta: {
      label: 'Commencer',
      title: 'Prêt à faire pousser votre jungle ?',
      identify: 'Identifier une plante',
      shop: 'Visiter la boutique',
      contact: 'Nous contacter',
    },
  };
};
