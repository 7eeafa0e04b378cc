/**
 * Why a discount code is refused (docs/contract.md §8): the server's words, in the quote's `couponError`
 * and a refused order's 400. The server's alone: the browser's build holds an empty object
 * (vite.config.ts, serverOnlyTexts). Part of `fr` as `fr.couponRefusals`.
 */
export const couponRefusalsFr = {
  unknown: "Ce code n'existe pas ou n'est plus proposé.",
  notStarted: 'Ce code ne peut pas encore être utilisé.',
  expired: 'Ce code a expiré.',
  usedUp: 'Ce code a été utilisé autant de fois que la boutique le permet.',
  minSubtotal: "Ce code s'applique à partir de {amount} de plantes.",
  firstOrderOnly: "Ce code n'est valable que pour une première commande.",
  alreadyUsed: 'Vous avez déjà utilisé ce code.',
} as const;
