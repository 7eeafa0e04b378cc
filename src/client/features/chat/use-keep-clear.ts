import { useEffect, useState, type RefObject } from 'react';

/** What a visitor types in or chooses: the launcher never covers one, however large (a message's textarea). */
const FIELDS = 'input:not([type=hidden]), select, textarea';

/**
 * What a visitor presses to act: every link and button of the page (the checkout's Place Order, the order
 * page's Pay now and the receipt's send control, the order desk's Confirm, Mark as paid, Cancel…), not a list
 * of them; Radix's selects, tabs, checkboxes and switches are buttons. One taller than MAX_ACTION_HEIGHT is
 * a region that happens to be a link (a plant's card, a photo): the launcher may sit on a corner of it,
 * the rest of it still takes the press.
 */
const ACTIONS = 'a[href], button, summary, label[for], [role=button]';
const MAX_ACTION_HEIGHT = 112;

/**
 * What a visitor reads to act on: addresses, phone and WhatsApp links, what a page marks
 * `data-keep-clear` (an order's address, city and phone, for the customer and for the owner) and every
 * price a page marks `data-price` (a card's, a plant's, an order's lines and totals).
 */
const READ_TO_ACT = 'address, a[href^="tel:"], a[href^="https://wa.me/"], [data-keep-clear], [data-price]';

/** The launcher itself (and its resting place) is under its own box: never a reason to step aside. */
const LAUNCHER = '[data-chat-launcher]';

const overlaps = (a: DOMRect, b: DOMRect) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
const shownUnder = (el: Element, box: DOMRect, maxHeight = Infinity) => {
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && rect.height <= maxHeight && overlaps(rect, box) && !el.closest(LAUNCHER);
};

/**
 * True when something the launcher must not hide lies under `box`: a field, a link or button small enough
 * to be hidden by it (ACTIONS), or a value read to act on (READ_TO_ACT). It runs once a frame at most while
 * the page moves; a shop page has a link and a button per plant, each read with one getBoundingClientRect
 * of a layout already done — a few hundred reads, well under a millisecond.
 */
export function keptClearUnder(box: DOMRect, doc: Document = document): boolean {
  for (const el of doc.querySelectorAll(FIELDS)) if (shownUnder(el, box)) return true;
  for (const el of doc.querySelectorAll(ACTIONS)) if (shownUnder(el, box, MAX_ACTION_HEIGHT)) return true;
  for (const el of doc.querySelectorAll(READ_TO_ACT)) if (shownUnder(el, box)) return true;
  return false;
}

/**
 * Whether the floating launcher should step aside: `spot` is its resting place (fixed, never moved),
 * checked again on every scroll, resize and change of the page, once a frame at most. On a
 * phone a form, an order's details or its actions fill the width, so the launcher hides while a field, a
 * link, a button or a value passes under it and comes back once the place is clear (decided in the
 * layout from what the page holds, not from a list of pages or buttons).
 */
export function useKeepClear(spot: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = spot.current?.getBoundingClientRect();
      if (box) setCovering(keptClearUnder(box));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    // A new page, a field's error message or a section that opens moves the controls without a scroll.
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    const changed = new MutationObserver(schedule);
    changed.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      resized.disconnect();
      changed.disconnect();
    };
  }, [spot, enabled]);
  return enabled && covering;
}
