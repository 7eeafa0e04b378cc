import { useEffect, useState, type RefObject } from 'react';

/** What a visitor types in or presses to finish a task (not a fieldset around them): the launcher must never cover one. */
const CONTROLS = 'input:not([type=hidden]), select, textarea, button';

const overlaps = (a: DOMRect, b: DOMRect) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;

/**
 * True when a control of a form (the checkout's fields, its Place Order button — a `form=` button
 * outside the form counts —, the login form, the footer's newsletter) lies under `box`. Read from
 * `document.forms` and each form's `elements` (which include `form=` controls), not from every
 * button of the page: this runs on scroll, and a shop page has a button per plant.
 */
export function formControlUnder(box: DOMRect, forms: Iterable<HTMLFormElement> = document.forms): boolean {
  for (const form of forms) {
    for (const el of form.elements) {
      if (!el.matches(CONTROLS)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0 && overlaps(rect, box)) return true;
    }
  }
  return false;
}

/**
 * Whether the floating launcher should step aside: `spot` is its resting place (fixed, never moved),
 * checked again on every scroll, resize and change of the page, once a frame at most. On a
 * phone a form fills the width, so the launcher hides while a field or button passes under it and
 * comes back once the place is clear (decided in the layout, not from a page-specific padding).
 */
export function useClearOfFormControls(spot: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = spot.current?.getBoundingClientRect();
      if (box) setCovering(formControlUnder(box));
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
