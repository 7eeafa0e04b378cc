/**
 * Resolves in a later task, after the browser has had its turn (paint, input). Starting a
 * server-rendered page is split into such steps because a phone blocks on any task over 50 ms
 * (Lighthouse's TBT): booting, building tailwind-merge's tables and hydrating the layout each get one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
