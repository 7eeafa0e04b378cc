/** Addresses couriers deliver to (issue 24, decision 019): communes and stop-desks at checkout. Part of `en` as `en.communes`. */
export const communesEn = {
  unknownCommune: 'Unknown commune',
  communeNotInWilaya: 'This commune is not in the chosen wilaya.',
  deskNeedsDeskDelivery: 'A stop-desk is chosen only with stop-desk delivery.',
  deskNotListed: 'Choose your stop-desk from the list for this wilaya.',
  commune: 'Commune',
  communeSearch: 'Type a commune (French or Arabic)',
  communeNone: 'No commune matches',
  communeFirstWilaya: 'Choose the wilaya first',
  communeHint: 'Couriers deliver by commune: choose yours from the list.',
  desk: 'Stop-desk',
  deskChoose: 'Choose a stop-desk',
  deskNoList:
    'No stop-desk list is available for this wilaya: the courier will call you to agree on the pick-up point. You may also choose home delivery.',
  deskNote: 'Which stop-desk? (optional)',
  orderCommune: 'Commune: {name}',
  orderDesk: 'Stop-desk: {desk}',
  switchDateInvalid: 'A date as YYYY-MM-DD, e.g. 2027-01-01.',
} as const;
