import { useEffect, useState, type RefObject } from 'react';

/** What a visitor types in or presses to finish a task (not a fieldset around them): the launcher must never cover one. */
const CONTROLS = 'input:not([type=hidden]), select, textarea, button';

/**
 * What a visitor reads to act on outside forms: addresses, phone and WhatsApp links, and what a page marks
 * `data-keep-clear` (an order's address, city and phone, for the customer and for the owner). A page has a few of
 * these at most (never one per plant), so they are looked up on each check.
 */
const READ_TO_ACT = 'address, a[href^="tel:"], a[href^="https://wa.me/"], [data-keep-clear]';

const overlaps = (a: DOMRect, b: DOMRect) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
const shownUnder = (el: Element, box: DOMRect) => {
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && overlaps(rect, box);
};

/**
 * True when something the launcher must not hide lies under `box`: a control of a form (the checkout's fields, its
 * Place Order button — a `form=` button outside the form counts —, the login form, the footer's newsletter), read
 * from `document.forms` and each form's `elements` rather than from every button of the page (this runs on scroll,
 * and a shop page has a button per plant); or a value read to act on (READ_TO_ACT).
 */
export function keptClearUnder(box: DOMRect, doc: Document = document): boolean {
  for (const form of doc.forms) {
    for (const el of form.elements) if (el.matches(CONTROLS) && shownUnder(el, box)) return true;
  }
  for (const el of doc.querySelectorAll(READ_TO_ACT)) if (shownUnder(el, box)) return true;
  return false;
}

/**
 * Whether the floating launcher should step aside: `spot` is its resting place (fixed, never moved),
 * checked again on every scroll, resize and change of the page, once a frame at most. On a
 * phone a form or an order's details fill the width, so the launcher hides while a field, a button or a
 * value passes under it and comes back once the place is clear (decided in the layout, not from a
 * page-specific padding).
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
