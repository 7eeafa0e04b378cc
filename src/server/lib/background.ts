import type { ServiceContext } from '../context';

/**
 * Work an answer does not wait for, so that how long the answer takes tells nothing about it (a
 * "forgot password" for an address with an account answers as fast as one without), and that still
 * ends before the app closes (`settleBackground`, on close and in tests). A failure is logged, never
 * thrown at anyone.
 */
const pending = new WeakMap<object, Set<Promise<void>>>();

export function inBackground(ctx: ServiceContext, what: string, work: () => Promise<unknown>): void {
  let running = pending.get(ctx.database);
  if (!running) pending.set(ctx.database, (running = new Set()));
  // Started once the answer is on its way (setImmediate: after this turn's I/O), not before.
  const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (err: unknown) => ctx.log.error({ err }, `${what} failed`),
    )
    .finally(() => running.delete(done));
  running.add(done);
}

/** Waits for the background work of this app's database, including work it starts meanwhile. */
export async function settleBackground(ctx: ServiceContext): Promise<void> {
  const running = pending.get(ctx.database);
  while (running && running.size > 0) await Promise.allSettled([...running]);
}
