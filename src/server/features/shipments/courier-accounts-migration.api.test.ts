import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { migrationsUpTo, migrationTarget, rowsOf } from '../../../../tests/helpers/migration-target';

/*
 * Migration 0033 moves the couriers' keys from a column per key (`courier_settings`) to one row per
 * courier (`courier_accounts`, its fields as JSON): a shop that saved keys before the change keeps
 * them. The database is migrated up to 0032, given keys as the old settings form saved them, then
 * migrated to the end. On PGlite, and on TEST_DATABASE_URL's server when set.
 */

const BEFORE = '0032_seller_identity';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

describe('migration 0033 (courier_accounts)', () => {
  // Every migration runs twice (up to 0032, then to the last), on PGlite and on the server when set: minutes on a busy machine.
  it("carries the keys saved before it over, field by field, and leaves out what was never saved", async () => {
    const old = await migrationsUpTo(BEFORE);
    folders.push(old);
    const target = await migrationTarget('couriers');
    try {
      await target.migrate(old);
      // As the settings form saved them: Yalidine's four keys (its address with a space typed after it), Ecotrack never configured.
      await target.db.execute(sql`
        insert into courier_settings (id, ship_from_wilaya, yalidine_api_id, yalidine_api_token, yalidine_api_url, yalidine_webhook_secret, ecotrack_api_url, ecotrack_api_token)
        values (1, '31', '08467949173865045243', 'tok_6tDv0VDFh5MKfvcyQtO3eouLUT8Sc7w5', 'https://api.guepex.app/v1 ', 'whsec_saved_before', '', '')`);

      await target.migrate(migrationsFolder);

      const accounts = rowsOf<{ courier: string; settings: Record<string, string> }>(await target.db.execute(sql`select courier, settings from courier_accounts order by courier`));
      expect(accounts).toEqual([
        {
          courier: 'yalidine',
          settings: { apiId: '08467949173865045243', apiToken: 'tok_6tDv0VDFh5MKfvcyQtO3eouLUT8Sc7w5', apiUrl: 'https://api.guepex.app/v1', webhookSecret: 'whsec_saved_before' },
        },
      ]);
      const settings = rowsOf<Record<string, unknown>>(await target.db.execute(sql`select * from courier_settings`));
      expect(settings).toHaveLength(1);
      expect(settings[0]).toMatchObject({ id: 1, ship_from_wilaya: '31' });
      expect(Object.keys(settings[0]!).sort()).toEqual(['id', 'ship_from_wilaya', 'updated_at']);
    } finally {
      await target.close();
    }
  }, 180_000);
});
