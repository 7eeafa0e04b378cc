import type { FastifyBaseLogger } from 'fastify';
import type { IdentifyLang } from '@shared/contracts/identify';
import type { PreparedImage } from '../../lib/images';
import { EngineError, type EngineAnswer, type EngineFailure, type IdentifyEngine } from './types';

export interface EngineAttempt {
  engine: string;
  /** Wall time of this engine's attempt, in ms. */
  ms: number;
  outcome: 'identified' | 'no-plant' | EngineFailure;
}

export interface ChainResult {
  engine: IdentifyEngine;
  answer: EngineAnswer;
  /** Time spent by the engine that answered. */
  latencyMs: number;
  /** Every engine tried, in order (failed ones included). */
  attempts: EngineAttempt[];
}

/** Every engine failed (keys refused, quotas spent, services down). */
export class ChainExhaustedError extends Error {
  constructor(readonly attempts: EngineAttempt[]) {
    super(`no identification engine could answer: ${attempts.map((a) => `${a.engine}=${a.outcome}`).join(', ')}`);
    this.name = 'ChainExhaustedError';
  }
}

/**
 * Asks the engines in order. An engine that cannot answer (bad key, quota, outage, unreadable
 * answer, time-out) hands over to the next one; an engine that answers — a plant, or "no plant in
 * this photo" — ends the chain. Each attempt has its own time limit and is timed.
 */
export async function runChain(
  engines: readonly IdentifyEngine[],
  image: PreparedImage,
  opts: { lang: IdentifyLang; timeoutMs: number; log?: FastifyBaseLogger },
): Promise<ChainResult> {
  const attempts: EngineAttempt[] = [];
  for (const engine of engines) {
    const started = performance.now();
    try {
      const answer = await engine.identify(image, { lang: opts.lang, signal: AbortSignal.timeout(opts.timeoutMs) });
      const ms = Math.round(performance.now() - started);
      attempts.push({ engine: engine.id, ms, outcome: answer.kind === 'identified' ? 'identified' : 'no-plant' });
      return { engine, answer, latencyMs: ms, attempts };
    } catch (err) {
      const ms = Math.round(performance.now() - started);
      const reason: EngineFailure = err instanceof EngineError ? err.reason : 'unavailable';
      attempts.push({ engine: engine.id, ms, outcome: reason });
      const level = err instanceof EngineError ? 'warn' : 'error';
      opts.log?.[level]({ err, engine: engine.id, reason, ms }, 'identification engine failed, trying the next one');
    }
  }
  throw new ChainExhaustedError(attempts);
}
