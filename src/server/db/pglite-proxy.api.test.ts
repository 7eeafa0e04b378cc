import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWorkerClient } from './pglite-proxy';

let pg: PgliteWorkerClient;
beforeAll(async () => {
  pg = new PgliteWorkerClient('memory://');
  await pg.query('create table t (id int primary key, n int not null)');
});
afterAll(() => pg.close());

const count = async () => Number(((await pg.query('select count(*)::int as c from t')).rows[0] as { c: number }).c);

describe('PGlite in its worker thread', () => {
  it('rolls a transaction back whole when its function throws, and keeps the database error code', async () => {
    await pg.query('insert into t values (1, 1)');
    const err: unknown = await pg
      .transaction(async (tx) => {
        await tx.query('insert into t values (2, 2)');
        await tx.query('insert into t values (1, 3)'); // duplicate key
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505' });
    expect(await count()).toBe(1);
  });

  it('runs no other query inside an open transaction: it waits for the commit', async () => {
    const seen: number[] = [];
    await pg.transaction(async (tx) => {
      await tx.query('update t set n = 10 where id = 1');
      // Sent while the transaction is open: must neither see its write early nor join it.
      const outside = pg.query('select n from t where id = 1').then((r) => seen.push((r.rows[0] as { n: number }).n));
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual([]);
      await tx.query('update t set n = 11 where id = 1');
      void outside;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([11]);
  });

  it('answers rows as objects or arrays, as Drizzle asks', async () => {
    expect((await pg.query('select 1 as a, 2 as b', [], { rowMode: 'array' })).rows).toEqual([[1, 2]]);
    expect((await pg.query('select $1::int as a', [5])).rows).toEqual([{ a: 5 }]);
  });
});
