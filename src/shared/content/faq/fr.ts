import { coverageText } from '../../domain/shop-facts';
import { helpFigures } from '../figures';
import type { Translator } from '../../messages';
import type { PaymentMethod } from '../../domain/payment-methods';
import type { RichText } from '../rich-text';
import { offeredPaymentMethods, type FaqCategoryData, type FaqContent, type FaqLive } from './types';

/** The payment answer, a sentence a method; only those checkout offers are shown (offeredPaymentMethods). */
const PAYMENT: Record<PaymentMethod, RichText> = {
  cod: [{ strong: 'Paiement à la livraison' }, ' : vous payez le livreur en espèces à la réception de vos plantes ; nous vous appelons d’abord pour confirmer la commande.'],
  chargily: [{ strong: 'CIB / Edahabia' }, ' : paiement en ligne sécurisé avec votre carte CIB ou Edahabia ; la commande est préparée dès le paiement confirmé.'],
  ccp: [
    { strong: 'CCP / BaridiMob' },
    ' : un virement depuis votre compte CCP, au bureau de poste ou dans l’application BaridiMob ; après la commande, sa page donne notre compte CCP et la référence à indiquer, et reçoit la photo de votre reçu ; la commande est préparée dès réception du virement.',
  ],
  bank_transfer: [
    { strong: 'Virement bancaire' },
    ' : après votre commande, sa page donne nos coordonnées bancaires (banque, titulaire, RIB), envoyées aussi par e-mail une fois votre adresse confirmée ; la commande est préparée dès réception du virement.',
  ],
  stripe: [{ strong: 'Carte bancaire' }, " : paiement en ligne sécurisé, votre carte est traitée par notre prestataire de paiement et n'est jamais enregistrée chez nous."],
};

/** The FAQ as the spec writes it, in French; the figures come from the shop's facts and settings. */

function categories(tr: Translator, { freeShipping, identification, expressOrders, paymentMethods }: FaqLive): FaqCategoryData[] {
  const f = helpFigures(tr);
  return [
    {
      id: 'identification',
      title: 'Identification des plantes',
      entries: [
        {
          id: 'identification-how',
          question: "Comment fonctionne l'identification d'une plante ?",
          answer: [
            'Ouvrez la page ',
            { text: 'Identification', href: '/identify' },
            ", prenez une photo ou choisissez une image de votre appareil. Notre intelligence artificielle analyse la photo et vous indique le nom de la plante, son nom scientifique, sa famille, son origine, un indice de confiance et ses besoins d'entretien.",
          ],
        },
        {
          id: 'identification-free',
          question: "L'identification est-elle gratuite ?",
          answer: [
            identification.scope === 'shop'
              ? "Oui, l'identification est entièrement gratuite. Elle compare votre photo aux plantes de notre boutique et vous dit quand elle n'est pas sûre. Vous n'avez même pas besoin de compte."
              : `Oui, l'identification est entièrement gratuite et couvre ${coverageText(tr, identification)} : plantes d'intérieur, arbres, fleurs, aromatiques, succulentes et plantes sauvages. Vous n'avez même pas besoin de compte.`,
          ],
        },
        {
          id: 'identification-photo',
          question: 'Comment prendre une photo qui donne un bon résultat ?',
          answer: [
            'Photographiez une seule plante, en lumière naturelle, de près et bien nette. Une feuille entière, une fleur ou un fruit aident beaucoup. Évitez le contre-jour et les photos floues. Formats acceptés : JPEG, PNG ou WebP, jusqu’à 10 Mo.',
          ],
        },
        {
          id: 'identification-unsure',
          question: "Et si l'identification se trompe ou hésite ?",
          answer: [
            'Essayez une autre photo sous un autre angle (feuille, fleur, port de la plante). Si le doute persiste, envoyez-nous la photo depuis la page ',
            { text: 'Contact', href: '/contact' },
            ` : nous répondons aux demandes d'identification sous ${f.responseHours.identification}.`,
          ],
        },
        {
          id: 'identification-save',
          question: 'Puis-je garder mes identifications ?',
          answer: [
            'Oui. Connecté à votre compte, enregistrez une identification dans votre collection « My Plants » pour retrouver la plante et ses conseils d’entretien.',
          ],
        },
      ],
    },
    {
      id: 'boutique',
      title: 'Boutique et commandes',
      entries: [
        {
          id: 'order-how',
          question: 'Comment passer commande ?',
          answer: [
            'Ajoutez vos plantes au panier depuis la ',
            { text: 'Boutique', href: '/shop' },
            ", puis validez votre panier. Il vous faut un compte (gratuit) pour finaliser la commande : adresse de livraison, mode de paiement, et c'est parti.",
            ...(expressOrders
              ? [
                  ' Sans compte, en paiement à la livraison : sur la page de la plante ou depuis votre panier, le formulaire « Commander » ne demande que votre nom, votre téléphone, votre wilaya et votre adresse ; la boutique vous appelle pour confirmer, et le lien de la commande (ou la page ',
                  { text: 'Suivre ma commande', href: '/track' },
                  ') vous permet de la suivre.',
                ]
              : []),
          ],
        },
        {
          id: 'order-payment',
          question: 'Quels moyens de paiement acceptez-vous ?',
          answer: offeredPaymentMethods(paymentMethods, PAYMENT),
        },
        {
          id: 'order-codes',
          question: 'Comment utiliser un code promo ?',
          answer: [
            "Saisissez-le dans le champ « Code promo » du panier, de la page de commande ou du formulaire « Commander » : la réduction s'affiche aussitôt, avant de commander, et le livreur encaisse le montant réduit. Un code peut avoir des conditions (dates, montant minimum, une utilisation par client ou par téléphone, première commande) : s'il est refusé, le formulaire dit pourquoi. Les offres de quantité (« 2 ou plus : −10 % ») s'appliquent toutes seules et sont affichées sur la page de la plante, dans la ",
            { text: 'Boutique', href: '/shop' },
            '.',
          ],
        },
        {
          id: 'order-shipping-cost',
          question: 'Combien coûte la livraison ?',
          answer: [
            `De ${f.algiers.price} à ${f.algiers.name} à ${f.farSouth.price} dans le ${f.farSouth.name}. La livraison est gratuite partout en Algérie dès ${tr.money(freeShipping)} d'achat ; le stop-desk (point relais) coûte moins cher. Le détail par zone est sur la page `,
            { text: 'Informations Livraison', href: '/shipping' },
            '.',
          ],
        },
        {
          id: 'order-delay',
          question: 'En combien de temps vais-je recevoir ma commande ?',
          answer: [
            `Comptez ${f.algiers.delay} à ${f.algiers.name} et jusqu'à ${f.farSouth.delay} dans le ${f.farSouth.name} après l'expédition. Les plantes vivantes sont expédiées ${f.livePlantShippingDays}, pour ne jamais passer le week-end en dépôt.`,
          ],
        },
        {
          id: 'order-tracking',
          question: 'Comment suivre ma commande ?',
          answer: [
            'Le statut de chaque commande est visible dans « My Orders » une fois connecté. Sans compte, la page ',
            { text: 'Suivre ma commande', href: '/track' },
            ' l’ouvre avec son numéro (les 8 caractères après #) et le téléphone de la commande. Dès l’expédition, la page de la commande donne le numéro de suivi du colis, envoyé aussi par e-mail si votre adresse est confirmée.',
          ],
        },
        {
          id: 'order-returns',
          question: 'Puis-je retourner un article ?',
          answer: [
            `Oui : ${f.returnDays['live-plants']} pour les plantes vivantes, ${f.returnDays['seeds-bulbs']} pour les graines et bulbes, ${f.returnDays.accessories} pour les accessoires, à compter de la livraison. Le remboursement arrive sous ${f.refundDelay.card} pour une carte et ${f.refundDelay.bank_transfer} pour un virement. Tout est expliqué dans notre `,
            { text: 'Politique de Retour', href: '/returns' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'entretien',
      title: 'Entretien des plantes',
      entries: [
        {
          id: 'care-water',
          question: 'À quelle fréquence arroser mes plantes ?',
          answer: [
            'Il n’y a pas de calendrier universel : enfoncez un doigt dans le terreau. S’il est sec sur 2 à 3 cm, arrosez copieusement puis videz la soucoupe. Les succulentes et cactus attendent que tout le pot soit sec ; en hiver, presque toutes les plantes boivent deux à trois fois moins.',
          ],
        },
        {
          id: 'care-arrival',
          question: 'Que faire à l’arrivée de ma plante ?',
          answer: [
            `Déballez-la tout de suite, placez-la à la lumière indirecte et vérifiez l’humidité du terreau. Attendez deux à trois semaines avant de la rempoter : elle doit d’abord s’habituer à sa nouvelle maison. Si elle arrive abîmée ou dépérit malgré ces soins, notre garantie de survie de ${f.survivalDays} s’applique.`,
          ],
        },
        {
          id: 'care-yellow',
          question: 'Pourquoi les feuilles de ma plante jaunissent-elles ?',
          answer: [
            "Le plus souvent, c'est un excès d'arrosage : laissez sécher le terreau et vérifiez que le pot est percé. Un manque de lumière ou d'engrais au printemps peut aussi en être la cause. Les solutions aux problèmes fréquents sont dans notre ",
            { text: "Guide d'Entretien", href: '/plant-care' },
            '.',
          ],
        },
        {
          id: 'care-tap-water',
          question: "L'eau du robinet convient-elle ?",
          answer: [
            'Dans beaucoup de villes, l’eau est calcaire et parfois chlorée. Laissez-la reposer 24 h dans un arrosoir ouvert avant de l’utiliser ; pour les plantes sensibles (fougères, calathéas, orchidées), préférez l’eau de pluie ou filtrée.',
          ],
        },
        {
          id: 'care-advice',
          question: 'Pouvez-vous me conseiller pour une plante précise ?',
          answer: [
            "Bien sûr. Posez votre question à l'assistant « Plant Assistant » en bas à droite de chaque page, ou écrivez-nous depuis la page ",
            { text: 'Contact', href: '/contact' },
            ` avec une photo : nous répondons aux questions générales sous ${f.responseHours.general}.`,
          ],
        },
      ],
    },
    {
      id: 'compte',
      title: 'Compte et sécurité',
      entries: [
        {
          id: 'account-needed',
          question: 'Dois-je créer un compte ?',
          answer: [
            expressOrders
              ? "Non pour identifier une plante, parcourir la boutique, discuter avec l'assistant ou commander en paiement à la livraison (le formulaire de la page de la plante ou du panier). Oui pour payer en ligne ou par virement, retrouver toutes vos commandes dans Mes commandes et garder une liste de souhaits. L'inscription est gratuite : "
              : "Non pour identifier une plante, parcourir la boutique ou discuter avec l'assistant. Oui pour commander, suivre vos commandes et garder une liste de souhaits. L'inscription est gratuite : ",
            { text: 'créer un compte', href: '/signup' },
            '.',
          ],
        },
        {
          id: 'account-wishlist',
          question: 'À quoi sert la liste de souhaits ?',
          answer: [
            'Connecté, ajoutez depuis la boutique les plantes qui vous plaisent à votre liste de souhaits (« My Wishlist ») : vous les retrouvez plus tard, prêtes à être commandées.',
          ],
        },
        {
          id: 'account-edit',
          question: 'Comment modifier mes informations ou mon mot de passe ?',
          answer: [
            'Dans le menu de votre compte, choisissez « Edit Profile ». Vous pouvez y changer votre nom, votre e-mail et votre mot de passe (au moins 6 caractères) ; le mot de passe actuel vous sera demandé.',
          ],
        },
        {
          id: 'account-security',
          question: 'Mes données et mes paiements sont-ils protégés ?',
          answer: [
            'Votre mot de passe est chiffré et n’est jamais stocké en clair. Les paiements par carte sont traités par notre prestataire de paiement : nous ne voyons ni ne conservons votre numéro de carte. Vos données ne servent qu’à traiter vos commandes et ne sont jamais revendues.',
          ],
        },
        {
          id: 'account-delete',
          question: 'Comment supprimer mon compte ?',
          answer: [
            'Faites-en la demande depuis la page ',
            { text: 'Contact', href: '/contact' },
            " avec l'adresse e-mail de votre compte. Seul l'historique de vos commandes est conservé, pour notre comptabilité.",
          ],
        },
      ],
    },
  ];
}

export const faqFr: FaqContent = {
  page: {
    title: 'FAQ',
    description:
      "Questions fréquentes sur l'identification gratuite des plantes, les commandes, le paiement, la livraison en Algérie, l'entretien et votre compte.",
    heading: 'Questions fréquentes',
    intro: "Les réponses aux questions que l'on nous pose le plus souvent. Vous ne trouvez pas la vôtre ? Écrivez-nous.",
    categoriesLabel: 'Catégories de questions',
    moreLabel: 'Autre question',
    moreTitle: "Vous n'avez pas trouvé votre réponse ?",
    moreText: 'Notre équipe vous répond avec plaisir.',
    moreCta: 'Contactez-nous',
  },
  categories,
};
