/**
 * Why a discount code is refused (docs/contract.md §8): the server's words, in the quote's `couponError`
 * and a refused order's 400. The server's alone: the browser's build holds an empty object
 * (vite.config.ts, serverOnlyTexts). Part of `en` as `en.couponRefusals`.
 */
export const couponRefusalsEn = {
  unknown: 'This code does not exist or is no longer offered.',
  notStarted: 'This code cannot be used yet.',
  expired: 'This code has expired.',
  usedUp: 'This code has been used as many times as the shop allows.',
  minSubtotal: 'This code applies from {amount} of plants.',
  firstOrderOnly: 'This code is for a first order only.',
  alreadyUsed: 'You have already used this code.',
} as const;
