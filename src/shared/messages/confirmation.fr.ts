import type { Catalogue } from './catalogue-type';
import type { confirmationEn } from './confirmation.en';

export const confirmationFr: Catalogue<typeof confirmationEn> = {
  queue: {
    tab: 'À confirmer',
    title: 'Commandes en paiement à la livraison à confirmer',
    intro: 'Appelez ou écrivez sur WhatsApp à chaque client avant d’expédier, puis notez sa réponse.',
    empty: 'Aucune commande en paiement à la livraison n’attend de confirmation.',
    call: 'Appeler',
    whatsapp: 'WhatsApp',
    noPhone: 'Pas de numéro',
    attempts: { one: '{count} appel sans réponse', many: '{count} appels sans réponse', other: '{count} appels sans réponse' },
    autoCancelRule: 'Une commande est annulée, son stock remis, après {attempts} appels sans réponse sur au moins {days} jours.',
    record: 'Noter la réponse',
    recorded: 'Réponse notée',
    loadFailed: 'Les commandes à confirmer n’ont pas pu être chargées.',
  },
  outcomes: {
    confirmed: 'Confirmée',
    no_answer: 'Pas de réponse',
    refused: 'Refusée',
    wrong_number: 'Faux numéro',
  },
  history: {
    call: 'Appel de confirmation : {outcome}',
    customerConfirmed: 'Confirmée par le client (lien de l’e-mail)',
    automatic: 'la boutique (automatique)',
  },
  whatsapp:
    'Bonjour {name}, ici {shop}. Nous avons bien reçu votre commande {number} de {total} (paiement à la livraison) pour {place}. Pouvez-vous la confirmer pour que nous l’expédiions ? Merci !',
  reasons: {
    unanswered: 'Nous n’avons pas pu vous joindre par téléphone pour confirmer cette commande en paiement à la livraison.',
    refused: 'Vous avez refusé cette commande lors de notre appel de confirmation.',
    wrongNumber: 'Le numéro de téléphone donné pour cette commande ne vous a pas joint.',
  },
  link: {
    emailLine: 'Confirmez votre commande en un clic (paiement à la livraison) : {url}',
    title: 'Confirmez votre commande',
    text: 'Commande {number} : {total}, payée à la livraison. Confirmez-la et nous préparons votre colis.',
    button: 'Confirmer ma commande',
    done: 'Merci ! Votre commande est confirmée.',
    confirmedText: 'La commande {number} ({total}) est confirmée : nous préparons votre colis.',
    already: 'Cette commande est déjà confirmée.',
    invalid: 'Ce lien de confirmation n’est pas valide.',
    expired: 'Ce lien de confirmation a expiré. Répondez à notre appel ou contactez-nous pour confirmer.',
    notPending: 'Cette commande ne peut plus être confirmée.',
  },
  phone: {
    title: 'Historique du numéro',
    intro: 'Les commandes passées avec ce numéro, tous comptes confondus.',
    orders: 'Commandes',
    delivered: 'Livrées',
    refused: 'Refusées',
    returned: 'Retournées',
    wrongNumber: 'Faux numéro',
    block: 'Bloquer le paiement à la livraison',
    unblock: 'Autoriser à nouveau le paiement à la livraison',
    blocked: 'Le paiement à la livraison est bloqué pour ce numéro.',
    invalid: 'Ce n’est pas un numéro de mobile algérien.',
  },
  codBlocked:
    'Le paiement à la livraison n’est pas disponible pour ce numéro de téléphone. Vous pouvez toujours payer par carte CIB / Edahabia ou par virement bancaire.',
};
