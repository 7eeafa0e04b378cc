// The embedded database's own thread: PGlite (PostgreSQL in WASM) runs here, so a slow query keeps
// this thread busy instead of the server's event loop. Plain JavaScript so that Node runs it as it
// is, from the sources, under tsx, Vitest or the built server alike. Protocol (pglite-proxy.ts):
//   { id, op: 'query', sql, params, rowMode, rawDates, tx? }    → { id, result } | { id, error }
//   { id, op: 'begin' }                                        → { id, result: txId } (transaction open)
//   { id, op: 'end', tx, commit }                              → { id, result: null } (committed or rolled back)
//   { id, op: 'close' }                                        → { id, result: null }
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const db = new PGlite(workerData.dir, { extensions: { pg_trgm, unaccent } });

// Drizzle reads dates, timestamps and intervals as text and parses them itself.
const same = (value) => value;
const rawDates = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, same]));

/** Open transactions: their PGlite handle and the function that ends them. */
const open = new Map();
const ROLLBACK = new Error('rollback');
let nextTx = 1;

function errorOf(err) {
  const out = { message: err?.message ?? String(err) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity', 'hint', 'position', 'schema']) {
    if (err && err[key] !== undefined) out[key] = err[key];
  }
  return out;
}

async function run(msg) {
  switch (msg.op) {
    case 'query': {
      const target = msg.tx ? open.get(msg.tx)?.handle : db;
      if (!target) throw new Error('transaction is over');
      const options = { rowMode: msg.rowMode, ...(msg.rawDates ? { parsers: rawDates } : {}) };
      const { rows, fields, affectedRows } = await target.query(msg.sql, msg.params, options);
      return { rows, fields, affectedRows };
    }
    case 'begin': {
      const tx = nextTx++;
      const entry = {};
      open.set(tx, entry);
      return new Promise((resolveBegin, rejectBegin) => {
        // PGlite holds its lock for the whole callback: no other query runs until `end`.
        entry.finished = db.transaction(
          (handle) =>
            new Promise((resolveEnd, rejectEnd) => {
              entry.handle = handle;
              entry.end = (commit) => (commit ? resolveEnd() : rejectEnd(ROLLBACK));
              resolveBegin(tx);
            }),
        );
        entry.finished.catch((err) => {
          if (!entry.end) {
            open.delete(tx);
            rejectBegin(err);
          }
        });
      });
    }
    case 'end': {
      const entry = open.get(msg.tx);
      if (!entry?.end) throw new Error('transaction is over');
      open.delete(msg.tx);
      entry.end(msg.commit);
      try {
        await entry.finished;
      } catch (err) {
        if (err !== ROLLBACK) throw err; // the commit itself failed
      }
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

parentPort.on('message', (msg) => {
  run(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (err) => parentPort.postMessage({ id: msg.id, error: errorOf(err) }),
  );
});
