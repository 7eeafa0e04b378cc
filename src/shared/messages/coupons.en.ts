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
  },
  field: {
    label: 'Discount code',
    placeholder: 'Your code',
    apply: 'Apply',
  },
  lines: {
    discount: 'Discount',
    discountWithCode: 'Discount ({code})',
    emailDiscount: 'Discount {code}: −{amount}',
  },
} as const;
