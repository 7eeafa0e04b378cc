import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPglite } from './client';
import { DataDirLockedError, DataDirLockUnavailableError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nabta-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database’s directory lock', () => {
  it('refuses a second opening of the same DATA_DIR until the first is closed', async () => {
    const dataDir = tempDir();
    const first = createPglite(dataDir);
    expect(() => createPglite(dataDir)).toThrow(DataDirLockedError);
    await first.close();
    expect(existsSync(path.join(dataDir, 'nabta.lock'))).toBe(false);
    const second = createPglite(dataDir);
    await second.close();
  }, 60_000);

  it('refuses while another live process holds it, naming that process', async () => {
    const dataDir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dataDir, 'nabta.lock'), `${other.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
    // Its process is gone: the lock is stale and taken over.
    const lock = lockDataDir(dataDir);
    lock.release();
  });

  it('takes over a lock naming this process’s PID that it did not take (a restarted container)', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'nabta.lock'), `${process.pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
  });
});

const canUnsharePid = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
/** Its full path: the child's PATH may hold node alone. */
const UNSHARE = spawnSync('sh', ['-c', 'command -v unshare'], { encoding: 'utf8' }).stdout.trim() || 'unshare';

/** Tries to take `dir` in a new PID namespace (our PIDs mean nothing there), with `env`: TAKEN, or the refusal's name. */
const tryLockElsewhere = (dir: string, env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(
    UNSHARE,
    ['--pid', '--fork', process.execPath, '--import', 'tsx', '-e', `import('${path.resolve('src/server/db/data-dir-lock.ts')}').then((m) => { try { m.lockDataDir(${JSON.stringify(dir)}); console.log('TAKEN'); process.exit(0); } catch (e) { console.log(e.name); process.exit(3); } })`],
    { encoding: 'utf8', timeout: 60_000, env },
  );

describe('the embedded database’s directory lock across PID namespaces (a second container on the same volume)', () => {
  // `unshare --pid` needs CAP_SYS_ADMIN (root, or a user namespace); without it the test says why it is skipped.
  it.runIf(canUnsharePid)('refuses a server in another PID namespace, where our PID means nothing, while this one holds DATA_DIR', async () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir);
    try {
      const other = tryLockElsewhere(dataDir);
      expect(other.stdout.trim(), other.stderr).toBe('DataDirLockedError');
      expect(other.status).toBe(3);
    } finally {
      lock.release();
    }
    // Released: the other namespace may take it (and its lock ends with it).
    const after = tryLockElsewhere(dataDir);
    expect(after.stdout.trim(), after.stderr).toBe('TAKEN');
  }, 120_000);

  it.runIf(canUnsharePid)('still refuses where no `flock` program is installed (BusyBox or Alpine images): the lock is taken from Node itself (issue 37)', async () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir);
    const noFlock = mkdtempSync(path.join(tmpdir(), 'nabta-path-'));
    dirs.push(noFlock);
    // A PATH with node alone: no util-linux, no BusyBox `flock`.
    symlinkSync(process.execPath, path.join(noFlock, 'node'));
    try {
      const other = tryLockElsewhere(dataDir, { ...process.env, PATH: noFlock });
      expect(other.stdout.trim(), other.stderr).toBe('DataDirLockedError');
    } finally {
      lock.release();
    }
  }, 120_000);

  it.runIf(!canUnsharePid)('is skipped here: `unshare --pid` needs CAP_SYS_ADMIN', () => {
    expect(canUnsharePid).toBe(false);
  });
});

describe('a lock that fails closed (issue 37)', () => {
  it('refuses to start when the kernel lock cannot be taken at all, saying why, and leaves no lock file behind', () => {
    const dataDir = tempDir();
    const broken = { tryLock: () => { throw Object.assign(new Error('ENOLCK: no locks available'), { code: 'ENOLCK' }); } };
    expect(() => lockDataDir(dataDir, { locks: () => broken })).toThrow(DataDirLockUnavailableError);
    expect(() => lockDataDir(dataDir, { locks: () => { throw new Error('Cannot find addon'); } })).toThrow(/kernel lock/);
    expect(existsSync(path.join(dataDir, 'nabta.lock'))).toBe(false);
    // With the kernel's lock working, the same directory is taken.
    lockDataDir(dataDir).release();
  });
});
