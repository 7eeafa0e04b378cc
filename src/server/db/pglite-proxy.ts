import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../lib/project-root';

const workerFile = path.join(projectRoot, 'src/server/db/pglite-worker.mjs');

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The query side Drizzle's PGlite driver uses, for the client and inside a transaction. */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}

type DbError = Error & Record<string, unknown>;

/**
 * PGlite in a worker thread, with the shape Drizzle's PGlite driver calls (`query`, `transaction`),
 * so the same driver and migrator run over it. A transaction is one unit in the worker (PGlite's
 * own `transaction`, holding its single connection), so no other request's query can slip into it.
 */
export class PgliteWorkerClient implements PgliteLike {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;

  constructor(dir: string) {
    this.worker = new Worker(workerFile, { workerData: { dir } });
    this.worker.on('message', (msg: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const call = this.pending.get(msg.id);
      if (!call) return;
      this.pending.delete(msg.id);
      if (msg.error) call.reject(Object.assign(new Error(String(msg.error.message)), msg.error) as DbError);
      else call.resolve(msg.result);
    });
    const fail = (err: Error) => {
      this.dead ??= err;
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the embedded database's thread stopped (exit code ${code})`)));
  }

  /** Set once the worker is gone: every later call fails at once instead of waiting forever. */
  private dead: Error | undefined;

  private call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  private run(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Promise<Results> {
    // Drizzle only ever passes parsers that keep dates and intervals as text: the worker has the same set.
    return this.call<Results>({ op: 'query', sql, params: params ?? [], rowMode: options?.rowMode ?? 'object', rawDates: !!options?.parsers, tx });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    return this.run(sql, params, options);
  }

  async transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.run(sql, params, options, tx) });
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false });
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
