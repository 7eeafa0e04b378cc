/** Discount codes and quantity offers (docs/contract.md §8). Part of `en` as `en.coupons`. */
export const couponsEn = {
  field: {
    label: 'Discount code',
    placeholder: 'Your code',
    apply: 'Apply',
  },
  lines: {
    discount: 'Discount',
    discountWithCode: 'Discount ({code})',
  },
} as const;
