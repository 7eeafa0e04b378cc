import { IDENTIFY_ENGINE_IDS, type IdentifyEngineId } from '@shared/domain/identify-engines';
import type { IdentifyLang } from '@shared/contracts/identify';
import type { Text } from '@shared/messages';
import type { PreparedImage } from '../../lib/images';

/** The engines' ids, from their registry (`shared/domain/identify-engines.ts`). */
export type EngineId = IdentifyEngineId;
export const ENGINE_IDS: readonly EngineId[] = IDENTIFY_ENGINE_IDS;

/** One species an engine proposes. */
export interface EngineCandidate {
  /** Binomial (or infraspecific) name without author, e.g. 'Olea europaea'. */
  scientificName: string;
  commonNames: string[];
  family: string | null;
  genus: string | null;
  /** The engine's probability, 0–1. */
  score: number;
  /** Text the engine itself supplied, with its licence (kept as the source asks). */
  description?: { text: string; citation: string | null; license: string | null; licenseUrl: string | null } | null;
  light?: string | null;
  watering?: string | null;
}

export type EngineAnswer =
  /** Best first. `confident` is false when the best candidate is only the closest guess. */
  | {
      kind: 'identified';
      candidates: EngineCandidate[];
      confident: boolean;
      /**
       * From this score on a candidate resembles the photo enough to be offered as "looks similar"
       * (the embedded matcher calibrates it on real photographs of no plant); LOOKALIKE_FLOOR if absent.
       */
      similarFrom?: number;
    }
  /** The engine works but sees no plant it knows in the photo: an answer, not an outage. */
  | { kind: 'no-plant' };

/**
 * Why an engine could not answer; each reason moves the chain to the next engine.
 * `auth`: bad or missing key (401/403). `quota`: out of credits or rate-limited (429).
 * `unavailable`: network error, timeout, 5xx. `invalid-response`: an answer we cannot read.
 */
export type EngineFailure = 'auth' | 'quota' | 'unavailable' | 'invalid-response';

export class EngineError extends Error {
  constructor(
    readonly reason: EngineFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}

export interface IdentifyOptions {
  lang: IdentifyLang;
  /** Aborted when the engine's time is up. */
  signal: AbortSignal;
}

/** An identification engine: a remote API, a local model or the embedded matcher. */
export interface IdentifyEngine {
  readonly id: EngineId;
  /** Shown to users ("Identified by Pl@ntNet"): a brand name as it is, or a text for the reader's language. */
  readonly label: Text;
  /** True when the photo never leaves the server. */
  readonly offline: boolean;
  /**
   * How many species it can name, as the engine itself declares it (Pl@ntNet's project listing, the
   * model's labels, the shop's reference plants); null when the engine publishes no figure. What the
   * shop promises customers about identification is computed from it (docs/contract.md §6).
   */
  species(): Promise<number | null>;
  identify(image: PreparedImage, options: IdentifyOptions): Promise<EngineAnswer>;
}

/**
 * Below this score a candidate is not offered as "looks similar": an engine's probability under 10%
 * is noise (a photo of an animal still gets a top five).
 */
export const LOOKALIKE_FLOOR = 0.1;

/** Maps an HTTP status from a remote engine to the chain's failure reasons. */
export function failureForStatus(status: number): EngineFailure {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429 || status === 402) return 'quota';
  return 'unavailable';
}

/** fetch() that turns network errors and time-outs into EngineError('unavailable'). */
export async function engineFetch(engine: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new EngineError('unavailable', `${engine}: ${timedOut ? 'timed out' : 'network error'}`, { cause: err });
  }
}

/** Reads a JSON body, or fails with `invalid-response`. */
export async function readJson(engine: string, res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch (err) {
    throw new EngineError('invalid-response', `${engine}: the answer is not JSON`, { cause: err });
  }
}

/** Reads an error body for the log, bounded. */
export async function errorText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return text.slice(0, 300);
}
