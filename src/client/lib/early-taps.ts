import { EARLY_TAPS_GLOBAL, REACT_PROPS_PREFIX, type EarlyTaps } from '@shared/early-taps';
import { nextTask } from './next-task';

/** How long a held tap waits for its button to come alive before it is dropped. */
const GIVE_UP_AFTER_MS = 10_000;
const POLL_MS = 50;

/**
 * Whether React has hydrated this element (its props are attached). React-internal, but stable since
 * React 17; were it to change, held taps would be dropped after GIVE_UP_AFTER_MS, nothing worse.
 */
const isAlive = (el: Element) => Object.keys(el).some((key) => key.startsWith(REACT_PROPS_PREFIX));

/**
 * A tap as a finger makes it: pointer down, the compatibility mouse down, pointer and mouse up, then
 * the click. Controls act on different ones: Radix's menu and select triggers open on pointerdown, its
 * tabs switch on mousedown, buttons act on the click.
 */
function tap(button: HTMLButtonElement) {
  const press = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...press, buttons: 1 }));
  button.dispatchEvent(new MouseEvent('mousedown', { ...press, buttons: 1 }));
  button.dispatchEvent(new PointerEvent('pointerup', { ...press, buttons: 0 }));
  button.dispatchEvent(new MouseEvent('mouseup', { ...press, buttons: 0 }));
  button.click();
}

/** Taps `button` again once React has hydrated it and committed (a task later), unless it is gone or disabled by then. */
async function replay(button: HTMLButtonElement) {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  while (button.isConnected && !isAlive(button) && Date.now() < deadline) await new Promise((r) => setTimeout(r, POLL_MS));
  await nextTask();
  if (button.isConnected && !button.disabled && isAlive(button)) tap(button);
}

/**
 * Takes over the taps the page's early script holds (src/shared/early-taps.ts): those made so far and
 * every later one on a part not hydrated yet, each tapped again, in order, once its button is alive.
 */
export function replayHeldTaps(): void {
  const early = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (!early) return;
  let queue = Promise.resolve();
  const later = (button: HTMLButtonElement) => {
    queue = queue.then(() => replay(button));
  };
  for (const button of early.take(later)) later(button);
}

/** The early photo's preview (src/shared/early-taps.ts) gives way to the hydrated part's own. */
export function dropEarlyPhoto(): void {
  (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL]?.dropPhoto();
}
