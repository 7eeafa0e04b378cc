// `npm run backup [-- FILE]` and `npm run restore -- FILE`: a copy of the embedded database
// (DATA_DIR/pg, PGlite) as one .tar.gz, and back. PostgreSQL servers use pg_dump/pg_restore (README).
// The server must be stopped: both take DATA_DIR's lock (nabta.lock, the server's own), so a running
// server makes them refuse, and a server started meanwhile refuses instead.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const extensions = { pg_trgm, unaccent };
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const pgDir = path.join(dataDir, 'pg');

function fail(message) {
  console.error(message);
  process.exit(1);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The server's lock protocol: a file holding the PID, created exclusively; a dead PID's lock is stale. */
function lock() {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'nabta.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => unlinkSync(file);
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      fail(`The database in ${dataDir} is in use by process ${pid} (a running Nabta server?). Stop it first.`);
    }
    unlinkSync(file);
  }
  fail(`Could not lock ${dataDir}.`);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

async function backup(file = `nabta-backup-${stamp()}.tar.gz`) {
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) fail(`No embedded database in ${pgDir}.`);
  const unlock = lock();
  try {
    const db = new PGlite(pgDir, { extensions });
    await db.waitReady; // dumping before PGlite is ready never settles
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`Backup of ${pgDir} written to ${path.resolve(file)}`);
  } finally {
    unlock();
  }
}

async function restore(file) {
  if (!file || !existsSync(file)) fail('Usage: npm run restore -- FILE (a .tar.gz made by npm run backup)');
  const unlock = lock();
  try {
    const incoming = `${pgDir}.restoring`;
    rmSync(incoming, { recursive: true, force: true });
    const blob = new Blob([readFileSync(file)]);
    // Opening the copy checks it is a database before the current one is touched.
    const db = new PGlite(incoming, { extensions, loadDataDir: blob });
    await db.query('select 1');
    await db.close();
    if (existsSync(pgDir)) {
      const kept = `${pgDir}.before-restore-${stamp()}`;
      renameSync(pgDir, kept);
      console.log(`The previous database is kept in ${kept}`);
    }
    renameSync(incoming, pgDir);
    console.log(`Restored ${path.resolve(file)} into ${pgDir}`);
  } finally {
    unlock();
  }
}

const [command, file] = process.argv.slice(2);
if (command === 'backup') await backup(file);
else if (command === 'restore') await restore(file);
else fail('Usage: node scripts/db-backup.mjs backup [FILE] | restore FILE');
