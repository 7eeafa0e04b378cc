/**
 * Trust, second round (issue 25, decisions 020): owner-only settings and their audit log, the owner's
 * alerts. Part of `en` as `en.trust`.
 */
export const trustEn = {
  settings: {
    ownerOnly: 'Only the shop owner can change the bank details, the payment methods and the keys of outside services',
    ownerOnlyHint: 'Only the shop owner can change these settings.',
    unknownSetting: 'There is no such setting: {fields}',
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
    /** Beside an old value the shop had not saved: it came from the server's environment variables. */
    fromEnvironment: '(from the environment)',
  },
  /** Stock held only by orders that will be paid (issue 25 item 2, docs/contract.md §2). */
  unpaid: {
    unitsPerOrder: 'An order can hold at most {max} items until it is paid. For a larger order, please contact us.',
    unitsPerAccount: 'Your unpaid orders already hold {held} items; at most {max} can wait for payment. Once one is paid or delivered you can order again.',
    expiredBankTransfer: 'We did not receive your bank transfer in time: the order is cancelled and its plants are back on sale.',
    expiredCod: 'We could not confirm your cash-on-delivery order in time: it is cancelled and its plants are back on sale. You are welcome to order again.',
    expiredCard: 'The card payment was not completed in time: the order is cancelled and its plants are back on sale.',
    cannotPayAgain: 'This order no longer waits for a card payment.',
    cannotSwitch: 'The payment of this order can no longer be changed.',
    alreadyPaid: 'This order is paid already.',
    payBefore: 'Without payment by {date}, this order will be cancelled and its plants put back on sale.',
    payAgain: 'Pay again by CIB / Edahabia',
    switchToCod: 'Pay cash on delivery instead',
    switched: 'Your order will be paid cash on delivery: we will call you to confirm it.',
    changeFailed: 'The payment could not be changed',
    historyRetry: 'Card payment started again',
    historySwitched: 'Payment switched to {method}',
    settingsSectionHint: 'An unpaid order past its delay is cancelled, its plants back on sale, the customer e-mailed.',
    settingsSection: 'Unpaid orders',
  },
  /** Accounts that stay their owner's (issue 37, docs/contract.md §2). */
  accounts: {
    currentPasswordForEmail: 'Enter your current password to change your e-mail address',
    emailChangedSubject: '{site}: the e-mail address of your account was changed',
    emailChangedBody:
      'Hello,\n\nThe e-mail address of your account at {site} was changed to {email}. From now on the shop writes to that address.\n\nIf it was you, there is nothing to do.\n\nIf it was not you, open this link within 7 days: it puts this address back on your account, lets you choose a new password and signs out every device.\n\n{url}',
    restored: 'Your e-mail address is back on your account and your new password is set. You can sign in with it now.',
  },
} as const;
