/**
 * Server-rendered pages (docs/decisions/015-server-rendering.md) are adopted by the browser, not
 * redrawn: the first render in the browser must produce the server's HTML. State only the browser
 * has (the saved cart) waits until that first render is done.
 */
let adopting = false;

let adopted: Promise<void> = Promise.resolve();

/** True while the browser adopts server-rendered HTML (the first render and every deferred part's). */
export const isAdopting = (): boolean => adopting;

/** True on the server and while the browser adopts server-rendered HTML. */
export const rendersLikeServer = (): boolean => adopting || typeof window === 'undefined';

/** Resolves once the page is adopted, every deferred part included (at once when there is nothing to adopt). */
export const whenAdopted = (): Promise<void> => adopted;

/**
 * main.tsx: the first render of a server-rendered page, then the parts it deferred (`AdoptLater`),
 * each in its turn, and the parts those deferred in theirs. Resolves when no part waits for a turn.
 */
export function adoptServerHtml(render: () => void): Promise<void> {
  adopting = true;
  adopted = (async () => {
    try {
      render();
      // A part is adopted in the task its turn resolves in; one more task lets the parts it
      // deferred in turn ask for theirs.
      for (let turn = lastTurn; ; turn = lastTurn) {
        await turn;
        await nextTask();
        if (turn === lastTurn) break;
      }
    } finally {
      adopting = false;
    }
  })();
  return adopted;
}

/**
 * Resolves in a later task, after the browser has had its turn (paint, input). Adopting a page is
 * split into such steps because a phone blocks on any task over 50 ms, and one long task of booting,
 * merging class tables and adopting the page blocked taps for 100–250 ms (Lighthouse's TBT).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

let lastTurn: Promise<void> = Promise.resolve();

/**
 * A turn to adopt a deferred part (`AdoptLater`): each resolves a task after the previous one, so
 * each part is adopted in a task of its own.
 */
export function adoptionTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}
