/**
 * Why a discount code is refused (docs/contract.md §8): the server's words, in the quote's `couponError`
 * and a refused order's 400. The server's alone: the browser's build holds an empty object
 * (vite.config.ts, serverOnlyTexts). Part of `ar` as `ar.couponRefusals`.
 */
export const couponRefusalsAr = {
  unknown: 'هذا الرمز غير موجود أو لم يعد متاحًا.',
  notStarted: 'لا يمكن استعمال هذا الرمز بعد.',
  expired: 'انتهت صلاحية هذا الرمز.',
  usedUp: 'استُعمل هذا الرمز بقدر ما يسمح به المتجر.',
  minSubtotal: 'يسري هذا الرمز ابتداءً من {amount} من النباتات.',
  firstOrderOnly: 'هذا الرمز خاص بالطلب الأول فقط.',
  alreadyUsed: 'لقد استعملت هذا الرمز من قبل.',
} as const;
