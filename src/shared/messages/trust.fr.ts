import type { Catalogue } from './catalogue-type';
import type { trustEn } from './trust.en';

/** French for `trust.en.ts`. */
export const trustFr: Catalogue<typeof trustEn> = {
  settings: {
    ownerOnly: 'Seul le propriétaire de la boutique peut modifier les coordonnées bancaires, les moyens de paiement et les clés des services extérieurs',
    ownerOnlyHint: 'Seul le propriétaire de la boutique peut modifier ces réglages.',
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
