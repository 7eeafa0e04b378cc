/** Discount codes and quantity offers (docs/contract.md §8). Part of `en` as `en.coupons`. */
export const couponsEn = {
  errors: {
    unknown: 'This code does not exist or is no longer offered.',
    notStarted: 'This code cannot be used yet.',
    expired: 'This code has expired.',
    usedUp: 'This code has been used as many times as the shop allows.',
    minSubtotal: 'This code applies from {amount} of plants.',
    firstOrderOnly: 'This code is for a first order only.',
    alreadyUsed: 'You have already used this code.',
    codeTaken: 'Another code already has this name.',
    notFound: 'This code does not exist.',
    valueRequired: 'Give the code an amount.',
    percentRange: 'A percentage goes from 1 to 100.',
    endsBeforeStart: 'The end comes before the start.',
    codeFormat: 'Letters, digits and dashes only, 3 to 32 of them.',
  },
  field: {
    label: 'Discount code',
    placeholder: 'Your code',
    apply: 'Apply',
    remove: 'Remove the code',
    applied: 'Code {code} applied',
  },
  lines: {
    discount: 'Discount',
    discountWithCode: 'Discount ({code})',
    offer: '{percent}% off from {count}',
    emailDiscount: 'Discount {code}: −{amount}',
  },
} as const;
