import type { Catalogue } from './catalogue-type';
import type { emailsEn } from './emails.en';

/** French for `emails.en.ts` (server only). */
export const emailsFr: Catalogue<typeof emailsEn> = {
  order: {
    /** An order's discount line: the code and what it took off. */
    discount: 'Remise {code} : −{amount}',
    ccp: {
      subject: 'Commande {number} — coordonnées CCP pour le virement',
      intro: 'Merci pour votre commande {number} chez {site}. Nous la préparons dès que votre virement arrive.',
      total: 'Total à virer : {amount}',
      details: 'Notre compte CCP :',
      number: 'CCP : {value}',
      key: 'Clé : {value}',
      holder: 'Titulaire : {value}',
      reference: 'Motif du virement : {number}',
      receipt: 'Envoyez-nous ensuite le reçu depuis la page de votre commande.',
      noDetails: '(Notre service client vous enverra notre compte CCP.)',
    },
    greeting: 'Bonjour {name},',
    summary: 'Récapitulatif :',
    subtotal: 'Sous-total : {amount}',
    shipping: 'Livraison : {amount}',
    shippingTo: 'Livraison ({wilaya}, {delivery}) : {amount}',
    free: 'Gratuite',
    deliveries: { home: 'à domicile', desk: 'stop-desk (point relais)' },
    bankTransfer: {
      subject: 'Commande {number} — coordonnées pour le virement',
      intro: 'Merci pour votre commande {number} sur {site}. Elle est enregistrée et sera préparée dès réception de votre virement.',
      total: 'Total à virer : {amount}',
      details: 'Coordonnées bancaires :',
      bank: 'Banque : {value}',
      holder: 'Titulaire du compte : {value}',
      rib: 'RIB : {value}',
      reference: 'Référence à indiquer : {number}',
      noDetails: '(Nos coordonnées bancaires vous seront communiquées par notre service client.)',
    },
    cod: {
      subject: 'Commande {number} — paiement à la livraison',
      intro: 'Merci pour votre commande {number} sur {site}. Nous vous appelons pour la confirmer, puis elle part chez le transporteur.',
      total: 'À payer au livreur, en espèces : {amount}',
    },
  },
  desk: {
    newOrder: {
      subject: '{siteName} : nouvelle commande {number}, {total} ({method})',
      text: 'Nouvelle commande {number} de {name} ({phone}), pour {destination} :\n\n{items}\n\nTotal : {total} ({method}).\n\nL’ouvrir : {url}\n\n(Ces e-mails se désactivent dans l’onglet Commandes de l’administration.)',
    },
    paid: {
      subject: 'Paiement reçu pour la commande {number}',
      body: 'Bonjour {name},\n\nNous avons bien reçu votre paiement de {total} ({method}) pour la commande {number} sur {site}. Merci !\nRéférence du paiement : {reference}.\n\nNous préparons votre commande et vous écrirons dès son expédition.',
    },
    confirmed: {
      subject: 'Commande {number} confirmée',
      body: 'Bonjour {name},\n\nBonne nouvelle : votre commande {number} sur {site} est confirmée. Nous la préparons et vous écrirons dès son expédition.\n\nTotal : {total} ({method}).',
    },
    shipped: {
      subject: 'Commande {number} expédiée',
      body: 'Bonjour {name},\n\nVotre commande {number} est en route.\n\n  Transporteur : {carrier}\n  Numéro de suivi : {trackingNumber}',
    },
    orderLink: 'Le suivi est aussi sur la page de votre commande : {url}',
    cancelled: {
      subject: 'Commande {number} annulée',
      body: "Bonjour {name},\n\nNous sommes désolés : votre commande {number} a été annulée.\n\n  Motif : {reason}\n\nSi vous avez déjà payé, nous vous contacterons pour le remboursement. Une question ? Répondez à cet e-mail ou écrivez-nous depuis la page Contact.",
    },
  },
  account: {
    verifySubject: '{site} : confirmez votre adresse e-mail',
    verifyBody: 'Bonjour,\n\nPour confirmer que cette adresse est la vôtre, ouvrez ce lien dans les 24 heures :\n\n{url}\n\nSi vous n’avez pas créé de compte chez {site}, ignorez cet e-mail : rien d’autre ne vous sera envoyé.',
    resetSubject: '{site} : choisissez un nouveau mot de passe',
    resetBody: 'Bonjour,\n\nQuelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte sur {site}. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n\n{url}\n\nSi ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste le même.',
  },
  review: {
    subject: 'Comment vont vos plantes ? Donnez votre avis sur la commande {number}',
    body: 'Bonjour {name},\n\nVotre commande {number} chez {site} a été livrée. Comment vos plantes sont-elles arrivées ? Votre avis aide les autres clients à choisir :',
    link: 'Donner mon avis : {url}',
    noLink: 'Donnez votre avis depuis Mes commandes sur notre site.',
  },
  alerts: {
    settingsSubject: '{siteName} : la destination de vos paiements a été modifiée',
    settingsIntro: '{actor} a modifié ces réglages le {date} :',
    settingsLine: '- {setting} : {before} → {after}',
    settingsOutro: 'Si vous n’attendiez pas ce changement, connectez-vous et vérifiez les réglages et le journal dès maintenant.',
  },
  refunds: {
    paidWhileCancelled: 'Payée après l’annulation de la commande : le client doit être remboursé',
    alertSubject: '{siteName} : remboursez la commande {number}, payée après son annulation',
    alertText:
      'La commande {number} était annulée quand {method} l’a signalée payée ({amount}, référence de paiement {reference}). Remboursez le client via {method}, puis notez le remboursement dans l’historique de la commande.',
  },
};
