/**
 * Trust, second round (issue 25, decisions 020): owner-only settings and their audit log, the owner's
 * alerts. Part of `en` as `en.trust`.
 */
export const trustEn = {
  settings: {
    ownerOnly: 'Only the shop owner can change the bank details, the payment methods and the keys of outside services',
    ownerOnlyHint: 'Only the shop owner can change these settings.',
    auditRequired: 'Only the shop owner can read the audit log',
  },
  audit: {
    tab: 'Audit log',
    title: 'Settings audit log',
    description: 'Every change to the settings: who made it, when, and the value before and after (secrets masked).',
    when: 'When',
    who: 'Who',
    setting: 'Setting',
    before: 'Before',
    after: 'After',
    empty: 'No change yet.',
    loadError: 'Could not load the audit log.',
  },
  alerts: {
    settingsSubject: '{siteName}: where your money goes was changed',
    settingsIntro: '{actor} changed these settings on {date}:',
    settingsLine: '- {setting}: {before} → {after}',
    settingsOutro: 'If you did not expect this change, sign in and check the settings and the audit log now.',
  },
  refunds: {
    paidWhileCancelled: 'Paid after the order was cancelled: the customer must be refunded',
    alertSubject: '{siteName}: refund order {number}, paid after it was cancelled',
    alertText:
      'Order {number} had been cancelled when {method} reported it paid ({amount}, payment reference {reference}). Refund the customer through {method}, then note the refund in the order’s history.',
  },
} as const;
