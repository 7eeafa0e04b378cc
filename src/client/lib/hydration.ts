/**
 * Server-rendered pages (docs/decisions/015-server-rendering.md) are adopted by the browser, not
 * redrawn: the first render in the browser must produce the server's HTML. State only the browser
 * has (the saved cart) waits until that first render is done.
 */
let adopting = false;

/** True on the server and while the browser adopts server-rendered HTML. */
export const rendersLikeServer = (): boolean => adopting || typeof window === 'undefined';

/** main.tsx: around the first render of a server-rendered page. */
export function adoptServerHtml(render: () => void): void {
  adopting = true;
  try {
    render();
  } finally {
    adopting = false;
  }
}
