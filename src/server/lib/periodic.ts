import type { ServiceContext } from '../context';

/**
 * Runs `work` every `intervalMs` and once at start, never twice at once on this instance (a slow round
 * skips the next tick); a failure is logged and the next tick tries again. Returns the stop function,
 * which waits for a round in progress. Several instances may run the same work: it must lock its rows.
 */
export function startPeriodic(ctx: ServiceContext, name: string, work: () => Promise<unknown>, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = work()
      .catch((err: unknown) => ctx.log.warn({ err }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
