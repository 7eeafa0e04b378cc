import type { Catalogue } from './catalogue-type';
import type { trustEn } from './trust.en';

/** French for `trust.en.ts`. */
export const trustFr: Catalogue<typeof trustEn> = {
  settings: {
    ownerOnly: 'Seul le propriétaire de la boutique peut modifier les coordonnées bancaires, les moyens de paiement et les clés des services extérieurs',
    ownerOnlyHint: 'Seul le propriétaire de la boutique peut modifier ces réglages.',
    unknownSetting: 'Ce réglage n’existe pas : {fields}',
    auditRequired: 'Seul le propriétaire de la boutique peut lire le journal des modifications',
  },
  audit: {
    tab: 'Journal',
    title: 'Journal des modifications des réglages',
    description: 'Chaque modification des réglages : qui, quand, la valeur avant et après (secrets masqués).',
    when: 'Date',
    who: 'Auteur',
    setting: 'Réglage',
    before: 'Avant',
    after: 'Après',
    empty: 'Aucune modification pour l’instant.',
    loadError: 'Impossible de charger le journal.',
    fromEnvironment: '(de l’environnement)',
  },
  unpaid: {
    unitsPerOrder: 'Une commande peut contenir au plus {max} articles tant qu’elle n’est pas payée. Pour une commande plus importante, contactez-nous.',
    unitsPerAccount: 'Vos commandes non payées retiennent déjà {held} articles ; {max} au plus peuvent attendre leur paiement. Dès qu’une est payée ou livrée, vous pourrez commander.',
    expiredBankTransfer: 'Nous n’avons pas reçu votre virement à temps : la commande est annulée et ses plantes sont de nouveau en vente.',
    expiredCod: 'Nous n’avons pas pu confirmer votre commande en paiement à la livraison à temps : elle est annulée et ses plantes sont remises en vente. Vous pouvez commander de nouveau.',
    expiredCard: 'Le paiement par carte n’a pas été effectué à temps : la commande est annulée et ses plantes sont de nouveau en vente.',
    cannotPayAgain: 'Cette commande n’attend plus de paiement par carte.',
    cannotSwitch: 'Le paiement de cette commande ne peut plus être changé.',
    alreadyPaid: 'Cette commande est déjà payée.',
    payBefore: 'Sans paiement avant le {date}, cette commande sera annulée et ses plantes remises en vente.',
    payAgain: 'Payer de nouveau par CIB / Edahabia',
    switchToCod: 'Payer plutôt à la livraison',
    switched: 'Votre commande sera payée à la livraison : nous vous appellerons pour la confirmer.',
    changeFailed: 'Le paiement n’a pas pu être changé',
    historyRetry: 'Paiement par carte relancé',
    historySwitched: 'Paiement changé pour : {method}',
    settingsSectionHint: 'Une commande non payée dans le délai est annulée, ses plantes remises en vente, le client prévenu.',
    settingsSection: 'Commandes non payées',
  },
  accounts: {
    currentPasswordForEmail: 'Saisissez votre mot de passe actuel pour changer votre adresse e-mail',
    emailChangedSubject: '{site} : l’adresse e-mail de votre compte a été changée',
    emailChangedBody:
      'Bonjour,\n\nL’adresse e-mail de votre compte chez {site} a été remplacée par {email}. Désormais, la boutique écrit à cette adresse.\n\nSi c’était vous, il n’y a rien à faire.\n\nSi ce n’était pas vous, ouvrez ce lien dans les 7 jours : il remet cette adresse sur votre compte, vous fait choisir un nouveau mot de passe et déconnecte tous les appareils.\n\n{url}',
    restored: 'Votre adresse e-mail est de nouveau celle de votre compte et votre nouveau mot de passe est enregistré. Vous pouvez vous connecter avec.',
  },
};
