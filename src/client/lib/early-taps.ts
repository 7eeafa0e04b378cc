import { EARLY_TAPS_GLOBAL, type EarlyTaps } from '@shared/early-taps';
import { nextTask } from './next-task';

/** The buttons tapped before the app started (src/shared/early-taps.ts); the page stops keeping them. */
export function stopKeepingTaps(): HTMLButtonElement[] {
  const early = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  return early ? early.stop() : [];
}

/** How long a kept tap waits for its button to come alive before it is dropped. */
const GIVE_UP_AFTER_MS = 10_000;
const POLL_MS = 50;

/**
 * Whether React has hydrated this element: it then carries its props under a `__reactProps$…` key.
 * React-internal, but stable since React 17; were it to change, kept taps would be dropped (as before
 * this module), nothing worse. A tap dispatched on a part React has not hydrated yet is not replayed
 * when React has not started on that part, so the wait is needed.
 */
const isAlive = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/**
 * Taps each kept button again, in order, once React has hydrated it and committed (a task later). A
 * button the first render removed or disabled is not tapped.
 */
export async function replayTaps(buttons: readonly HTMLButtonElement[]): Promise<void> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  for (const button of buttons) {
    while (button.isConnected && !isAlive(button) && Date.now() < deadline) await new Promise((r) => setTimeout(r, POLL_MS));
    await nextTask();
    if (button.isConnected && !button.disabled && isAlive(button)) button.click();
  }
}
