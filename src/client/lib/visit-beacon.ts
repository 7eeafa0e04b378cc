import { VISIT_BEACON_BODY, VISIT_BEACON_PATH } from '@shared/domain/visit-beacon';

/**
 * Tells the server a plant went into a cart (docs/decisions/035-owners-figures.md): a beacon the
 * browser sends even as the page goes, carrying nothing but the kind of event — no cookie is read for
 * it, no id, no cart. A browser without `sendBeacon` simply tells nothing.
 */
export function tellAddToCart(): void {
  try {
    navigator.sendBeacon?.(VISIT_BEACON_PATH, new Blob([VISIT_BEACON_BODY], { type: 'application/json' }));
  } catch {
    // A refused beacon (a blocker, a full queue) only loses a count.
  }
}
