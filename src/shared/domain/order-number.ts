/**
 * Spec §2/§9: an order is shown as '#' and the last 8 characters of its id. A module of its own: the
 * isolating `<OrderNumber>` (client/lib/bidi.tsx) is on pages that need nothing else of an order.
 */
export function orderNumber(id: string): string {
  return `#${id.slice(-8)}`;
}
