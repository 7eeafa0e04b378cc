import type { LegalWords } from './types';

/** Les pages légales en français (issue 29 item 7). Les faits viennent des gabarits (build.ts) : ici, les mots seuls. */
export const legalFr: LegalWords = {
  notPublished: 'pas encore publié par le vendeur',
  labels: {
    name: 'Vendeur',
    address: 'Adresse',
    rc: 'Numéro du registre du commerce (RC)',
    nif: 'Numéro d’identification fiscale (NIF)',
    phone: 'Téléphone',
    email: 'E-mail',
  },
  terms: {
    intro: (site) => `Ces conditions s’appliquent à toute commande passée sur ${site}. Lisez-les avant de commander : passer commande vaut acceptation.`,
    seller: {
      title: 'Le vendeur',
      intro: (site) => [`${site} est exploitée par le vendeur ci-dessous, qui indique ici ce que la loi 18-05 du 10 mai 2018 relative au commerce électronique exige d’un vendeur en ligne :`],
      missing: [
        'Une ligne marquée « pas encore publié par le vendeur » n’a pas encore été renseignée par le vendeur. Vous pouvez la lui demander avant de commander, depuis la ',
        { text: 'page Contact', href: '/contact' },
        '.',
      ],
    },
    products: {
      title: 'Les produits',
      paragraphs: [
        ['Plantes, graines et bulbes, pots et accessoires, chacun décrit sur sa propre page : son nom, son nom botanique, son entretien, son prix et sa disponibilité.'],
        ['Une plante est un être vivant : sa taille et sa forme peuvent différer un peu de la photo. Seul ce qui est en stock peut être commandé, et les articles commandés vous sont réservés dès la commande passée.'],
      ],
    },
    prices: {
      title: 'Les prix',
      paragraphs: (freeFrom) => [
        ['Les prix sont en dinars algériens (DA), toutes taxes comprises : le prix affiché au moment de la commande est celui que vous payez pour le produit.'],
        [
          `La livraison s’ajoute selon votre wilaya et le mode choisi (à domicile ou en point relais) ; elle figure dans le récapitulatif avant que vous confirmiez. Elle est gratuite dès ${freeFrom} d’achats. Les frais par wilaya sont sur la page `,
          { text: 'Informations Livraison', href: '/shipping' },
          '.',
        ],
        ['La boutique calcule elle-même le total à partir de ses prix du moment ; si un prix a changé pendant votre commande, vous en êtes averti et invité à vérifier le nouveau total.'],
      ],
    },
    order: {
      title: 'Passer commande',
      steps: [
        ['Ajoutez des produits au panier, puis ouvrez la page de commande ; un compte est nécessaire, pour suivre votre commande.'],
        ['Indiquez votre nom, votre téléphone, votre wilaya, votre commune et votre adresse, choisissez la livraison à domicile ou en point relais, et un moyen de paiement.'],
        ['Vérifiez le récapitulatif — produits, livraison, total — puis validez la commande. Elle est enregistrée aussitôt et sa page vous dit la suite ; un e-mail la confirme une fois votre adresse e-mail vérifiée.'],
      ],
      methods: {
        cod: ['Une commande payée à la livraison est confirmée avant l’expédition : nous vous appelons, ou vous la confirmez avec le lien de l’e-mail de commande. Après plusieurs appels sans réponse, elle est annulée.'],
      },
      change: ['Pour modifier ou annuler une commande pas encore expédiée, contactez-nous comme indiqué à « Questions et réclamations ».'],
    },
    payment: {
      title: 'Le paiement',
      intro: 'La boutique propose ces moyens de paiement :',
      none: 'Aucun moyen de paiement n’est proposé pour le moment : les commandes ne peuvent pas être passées.',
      methods: {
        cod: ['Vous payez le total en espèces au livreur à la réception du colis.'],
        bank_transfer: [
          'Virez le total sur le compte bancaire de la boutique, indiqué sur la page de la commande et dans l’e-mail de commande, avec le numéro de commande pour référence, puis envoyez le reçu du virement depuis la page de la commande. La commande part dès réception du virement ; sans lui à la date indiquée sur la page de la commande, elle est annulée.',
        ],
        ccp: [
          'Virez le total depuis votre compte CCP, au bureau de poste ou avec BaridiMob, sur le compte CCP de la boutique indiqué sur la page de la commande, avec le numéro de commande pour motif, puis envoyez le reçu depuis la page de la commande. La commande part dès réception du virement ; sans lui à la date indiquée sur la page de la commande, elle est annulée.',
        ],
        chargily: [
          'Vous payez par carte CIB ou Edahabia sur la page sécurisée de Chargily Pay, où vous êtes conduit une fois la commande passée ; la boutique ne voit jamais le numéro de votre carte. Un paiement qui n’a pas abouti peut être repris depuis la page de la commande.',
        ],
        stripe: ['Vous payez par carte dans le formulaire de paiement fourni par Stripe, en passant la commande ; la boutique ne voit jamais le numéro de votre carte.'],
      },
    },
    delivery: {
      title: 'La livraison',
      paragraphs: (freeFrom, liveDays) => [
        [
          'La boutique livre dans les wilayas proposées à la commande, à domicile ou en point relais là où le transporteur en a un. Les frais et le délai habituel de chaque wilaya sont sur la page ',
          { text: 'Informations Livraison', href: '/shipping' },
          ` ; les frais de votre commande s’affichent avant que vous la confirmiez, et la livraison est gratuite dès ${freeFrom}.`,
        ],
        [`Les plantes vivantes sont expédiées ${liveDays} uniquement. Dès que votre colis est remis au transporteur, le transporteur et le numéro de suivi s’affichent sur la page de la commande.`],
        ['Vérifiez votre colis à la réception : s’il est abîmé, photographiez-le avec la plante et prévenez-nous.'],
      ],
    },
    returns: {
      title: 'Retours, remboursements et garantie',
      items: (f) => [
        [`Vous pouvez retourner les plantes vivantes sous ${f.returnDays['live-plants']} après la livraison, les graines et bulbes sous ${f.returnDays['seeds-bulbs']}, les accessoires sous ${f.returnDays.accessories}.`],
        [`Garantie de survie : une plante qui arrive abîmée, ou dépérit dans les ${f.survivalDays} suivant la livraison alors que vous avez suivi nos conseils d’entretien, est remplacée gratuitement ou remboursée.`],
        [`Le remboursement se fait sur le moyen de paiement utilisé : sous ${f.refundDelay.card} pour une carte, ${f.refundDelay.bank_transfer} pour un virement, à compter de l’acceptation du retour.`],
        ['Si l’erreur vient de nous (article abîmé, défectueux ou différent de votre commande), le retour est à notre charge ; sinon, le renvoi est à la vôtre.'],
      ],
      more: ['Comment retourner un article, pas à pas : notre ', { text: 'Politique de Retour', href: '/returns' }, '.'],
    },
    complaints: {
      title: 'Questions et réclamations',
      paragraphs: ({ email, phone, whatsapp, within }) => [
        [
          'Écrivez-nous depuis la ',
          { text: 'page Contact', href: '/contact' },
          `, par e-mail à ${email}${phone ? `, par téléphone au ${phone}` : ''}${whatsapp ? ' ou sur WhatsApp (le lien est sur la page Contact)' : ''}, en indiquant votre numéro de commande. Nous répondons aux questions sur les commandes sous ${within} pendant nos horaires d’ouverture.`,
        ],
        ['Si nous ne trouvons pas de solution ensemble, vous pouvez aussi vous adresser à la direction du commerce de votre wilaya, chargée de la protection du consommateur.'],
      ],
    },
    data: {
      title: 'Données personnelles',
      text: ['Ce que la boutique conserve sur vous, pourquoi, qui le reçoit, combien de temps, et vos droits : notre ', { text: 'politique de confidentialité', href: '/privacy' }, '.'],
    },
    law: {
      title: 'Droit applicable',
      paragraphs: [
        ['Ces conditions relèvent du droit algérien, notamment de la loi 18-05 du 10 mai 2018 relative au commerce électronique et de la loi 09-03 du 25 février 2009 relative à la protection du consommateur et à la répression des fraudes.'],
        ['Les conditions applicables à une commande sont celles publiées le jour où elle a été passée. Un litige est d’abord réglé à l’amiable ; à défaut, il est porté devant la juridiction algérienne compétente.'],
      ],
    },
  },
  privacy: {
    intro: (site) =>
      `Comment ${site} traite vos données personnelles, selon la loi 18-07 du 10 juin 2018 relative à la protection des personnes physiques dans le traitement des données à caractère personnel : ce qu’elle conserve et pourquoi, qui le reçoit, combien de temps, et comment exercer vos droits.`,
    controller: { title: 'Le responsable', intro: ['Le responsable du traitement est le vendeur :'] },
    kept: {
      title: 'Ce que la boutique conserve, et pourquoi',
      account: {
        term: 'Votre compte',
        lines: [
          ['Votre adresse e-mail, vos nom et prénom, et votre mot de passe sous une forme illisible (le mot de passe lui-même n’est jamais enregistré) : pour vous connecter et vous montrer vos commandes.'],
          ['Avec lui : votre carnet d’adresses (les adresses de vos commandes, dix au plus, que vous modifiez ou supprimez dans votre profil), vos favoris, les plantes enregistrées dans Mes plantes et, quand vous êtes connecté, vos conversations avec l’assistant.'],
        ],
      },
      orders: {
        term: 'Vos commandes',
        lines: [
          ['Les nom, e-mail, téléphone, wilaya, commune et adresse que vous indiquez, le mode de livraison, les produits, les montants et le moyen de paiement, l’historique de la commande (appels de confirmation, expédition, livraison) et la langue de la commande : pour vous livrer, être payé et vous répondre.'],
        ],
      },
      receipts: {
        term: 'Reçus de virement',
        lines: [['La photo ou le PDF du reçu que vous envoyez pour un virement bancaire ou CCP, pour vérifier votre paiement. Une photo est enregistrée ré-encodée, sans ses informations cachées comme le lieu de la prise de vue.']],
      },
      identification: (services) => ({
        term: 'Photos envoyées pour identifier une plante',
        lines: [
          [
            `La photo n’est pas conservée : elle est analysée, puis supprimée${services ? `, après avoir été envoyée à ${services} pour nommer la plante` : ' (elle est analysée sur le serveur même de la boutique)'}. Le résultat — la plante nommée, l’heure et, si vous êtes connecté, votre compte — est conservé pour votre historique et les chiffres de la boutique.`,
          ],
        ],
      }),
      reviews: {
        term: 'Avis',
        lines: [['Votre note, titre, texte et photo facultative, publiés avec votre prénom et l’initiale de votre nom une fois approuvés.']],
      },
      messages: {
        term: 'Messages et newsletter',
        lines: [['Ce que vous écrivez par le formulaire de contact (nom, e-mail, sujet, message), et l’adresse e-mail donnée pour la newsletter.']],
      },
      phones: {
        term: 'Numéros de téléphone et paiement à la livraison',
        lines: [['Pour le paiement à la livraison, l’issue des commandes passées avec un numéro (confirmée, refusée, sans réponse), afin que la boutique puisse refuser le paiement à la livraison à un numéro qui refuse ses colis à répétition.']],
      },
      security: (sessionDays) => ({
        term: 'Sécurité',
        lines: [
          [`La connexion ouvre une session de ${sessionDays} au plus. Les tentatives de connexion échouées sont comptées quelques minutes, par adresse réseau et par compte, contre le devinement des mots de passe. Le journal technique du serveur enregistre les requêtes (adresse réseau, page, heure), jamais les mots de passe ni les cookies.`],
        ],
      }),
    },
    recipients: {
      title: 'Qui les reçoit',
      team: { term: 'L’équipe de la boutique', lines: [['Le propriétaire et les administrateurs de la boutique, pour traiter les commandes, les paiements et les messages.']] },
      carriers: {
        term: 'Le transporteur',
        lines: [['La société de livraison qui transporte votre colis reçoit vos nom, téléphone, wilaya, commune et adresse et, pour le paiement à la livraison, le montant à encaisser.']],
      },
      methods: {
        stripe: {
          term: 'Stripe (paiement par carte)',
          lines: [['Quand vous payez par carte, les données de votre carte vont directement à Stripe, qui traite le paiement ; la boutique lui transmet le montant, votre nom et votre e-mail.']],
        },
        chargily: {
          term: 'Chargily Pay (CIB / Edahabia)',
          lines: [['Quand vous payez par carte CIB ou Edahabia, Chargily Pay reçoit le montant, le numéro de commande et votre e-mail ; vous saisissez votre carte sur sa page, jamais sur celle de la boutique.']],
        },
      },
      identification: (services) => ({ term: services, lines: [['La photo que vous envoyez pour identifier une plante, pour la nommer.']] }),
      assistant: {
        term: 'Le modèle de langage de l’assistant',
        lines: [['Les messages que vous écrivez à l’assistant sont envoyés au service de modèle de langage qui rédige ses réponses.']],
      },
      email: { term: 'E-mail', lines: [['Le serveur de messagerie qui achemine les e-mails de la boutique reçoit votre adresse et le message.']] },
      noSale: ['Rien n’est vendu, loué ni cédé à des annonceurs.'],
    },
    retention: {
      title: 'Combien de temps',
      items: (sessionDays) => [
        ['Votre compte, votre carnet d’adresses, vos favoris, vos avis et vos conversations avec l’assistant : jusqu’à la suppression du compte, qui les supprime aussi. Vos identifications restent alors, sans votre compte.'],
        ['Les commandes, avec leurs reçus et leur historique : conservées comme registre des ventes de la boutique. Supprimer votre compte ne les supprime pas ; elles en sont détachées.'],
        ['Les messages de contact et les inscriptions à la newsletter : jusqu’à ce que vous demandiez leur suppression.'],
        [`Une session de connexion : ${sessionDays} au plus, ou jusqu’à la déconnexion.`],
        ['Une photo envoyée pour identifier une plante : pas conservée.'],
      ],
    },
    rights: {
      title: 'Vos droits',
      intro: 'Selon la loi 18-07, vous pouvez :',
      items: [
        ['savoir ce que la boutique détient sur vous et en obtenir une copie (accès) ;'],
        ['le faire corriger ou compléter, et effacer quand il n’est plus nécessaire ou a été traité illicitement (rectification) ;'],
        ['vous opposer, pour un motif légitime, à son traitement, et à tout moment à son usage commercial, comme la newsletter (opposition).'],
      ],
      how: (email) => [
        'Vos nom et adresse e-mail se modifient dans ',
        { text: 'votre profil', href: '/profile' },
        `. Pour tout le reste, écrivez à ${email} ou passez par la `,
        { text: 'page Contact', href: '/contact' },
        '.',
      ],
      authority: ['Vous pouvez aussi saisir l’Autorité nationale de protection des données à caractère personnel (ANPDP).'],
    },
  },
  cookies: {
    intro: (site) => `${site} ne pose que les cookies dont elle a besoin pour fonctionner. Aucun ne sert à la publicité, au suivi ni à la mesure d’audience.`,
    introMeasured: (site, companies) => `${site} pose les cookies dont elle a besoin pour fonctionner et, seulement si vous l’acceptez, ${companies} posent un cookie qui mesure quelles publicités amènent des visiteurs. Aucun ne sert à vendre vos données.`,
    what: {
      title: 'Qu’est-ce qu’un cookie ?',
      paragraphs: [['Un cookie est un petit texte qu’un site enregistre dans votre navigateur et qu’il retrouve à vos visites suivantes. Cette boutique s’en sert pour vous garder connecté et retenir votre langue.']],
    },
    list: {
      title: 'Les cookies de cette boutique',
      purposes: {
        session: 'Vous garde connecté. Posé quand vous vous connectez ou créez un compte.',
        sessionHint: 'Ne contient aucun secret, seulement « 1 » : il indique à la page que vous êtes peut-être connecté, pour qu’elle ne demande qui vous êtes au serveur que dans ce cas. Posé et retiré avec le précédent.',
        device: 'Posé quand vous vous connectez avec succès : il montre que ce navigateur s’est déjà connecté à votre compte, pour que quelqu’un qui devine votre mot de passe ailleurs ne puisse pas vous bloquer. Envoyé au seul service de connexion.',
        lang: 'Retient la langue choisie dans l’en-tête.',
        source: 'Retient d’où venait votre première visite (une publicité, un site), 30 jours au plus, pour que la boutique sache quelles publicités amènent des commandes. Contient la campagne de la publicité et son numéro de clic, jamais vos nom ou coordonnées ; posé par le serveur quand vous arrivez par un lien qui dit d’où il vient.',
        consent: 'Retient votre réponse pour les cookies de mesure, pour que la boutique ne vous la redemande pas.',
      },
      keptFor: (days) => `Conservé ${days}.`,
      keptWhileSignedIn: (days) => `Conservé ${days} au plus ; retiré à la déconnexion.`,
      httpOnly: 'Les scripts de la page ne peuvent pas le lire ; seul le serveur de la boutique le peut.',
    },
    measurement: {
      title: 'Cookies de mesure (seulement si vous acceptez)',
      intro: (companies) => [`La boutique vous demande votre accord avant tout le reste : si vous acceptez, ${companies} chargent leur script de mesure, qui pose les cookies ci-dessous et leur indique la page ouverte, pour que la boutique voie quelles publicités amènent des visiteurs. Si vous refusez, rien de leur part n’est chargé et la boutique fonctionne de la même façon.`],
      setBy: (company) => `Posé par le script de ${company}, seulement après votre accord.`,
    },
    browser: {
      title: 'Ce que votre navigateur garde d’autre',
      items: [
        ['Votre panier, dans le stockage du navigateur, pour qu’il soit toujours là à votre retour. La boutique ne le reçoit qu’à la commande.'],
        ['Les pages que vous avez ouvertes, gardées par le mode hors ligne de la boutique pour s’ouvrir sans connexion. Les pages de compte et les commandes ne sont jamais gardées, et la déconnexion vide le reste.'],
      ],
    },
    outside: {
      title: 'Services extérieurs',
      methods: {
        stripe: ['Quand vous payez par carte, le formulaire de paiement de Stripe est chargé, à ce moment seulement ; Stripe peut alors poser ses propres cookies, qui lui servent à détecter et prévenir la fraude.'],
        chargily: ['Quand vous payez par carte CIB ou Edahabia, vous allez sur la page de Chargily Pay ; les cookies de cette page sont ceux de Chargily.'],
      },
    },
    choice: {
      title: 'Votre choix',
      paragraphs: [
        ['Votre navigateur affiche ces cookies et permet de les supprimer. Sans les cookies de connexion, vous ne pouvez pas rester connecté, donc pas commander ; sans le cookie de langue, la boutique suit la langue de votre navigateur.'],
      ],
    },
  },
};
