import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Executor } from './client';

/**
 * Work that waits for a transaction's commit (docs/style.md, Writes and money: outside calls after the
 * commit). `afterCommit(db, fn)` inside `db.transaction(…)` keeps `fn` until the outermost transaction has
 * committed, and drops it when the transaction rolls back; outside a transaction (`db` is then the database
 * itself) it runs at once. `fn` is given the database, never the finished transaction. Savepoints
 * (`tx.transaction`) share their transaction's list.
 */
type Hook = (db: Db) => void;
const open = new AsyncLocalStorage<Hook[]>();

export function afterCommit(db: Executor, fn: Hook): void {
  const hooks = open.getStore();
  if (hooks) hooks.push(fn);
  else fn(db as Db);
}

/** Makes `db.transaction` run its `afterCommit` work once it has committed; done once, where the database is made. */
export function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const wrapped = async (...args: Parameters<Db['transaction']>) => {
    const hooks: Hook[] = [];
    const result = await open.run(hooks, () => transaction(...args));
    for (const hook of hooks) {
      try {
        hook(db);
      } catch {
        // A hook is background work (a wake-up); the committed transaction's answer never depends on it.
      }
    }
    return result;
  };
  db.transaction = wrapped as Db['transaction'];
  return db;
}
