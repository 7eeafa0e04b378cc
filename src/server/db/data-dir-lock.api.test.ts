import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPglite } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

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
const hasFlock = !spawnSync('flock', ['--version']).error;

describe('the embedded database’s directory lock across PID namespaces (a second container on the same volume)', () => {
  // `unshare --pid` needs CAP_SYS_ADMIN (root, or a user namespace); without it the test says why it is skipped.
  it.runIf(canUnsharePid && hasFlock)('refuses a server in another PID namespace, where our PID means nothing, while this one holds DATA_DIR', async () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir);
    const tryLock = (dir: string) =>
      spawnSync(
        'unshare',
        ['--pid', '--fork', process.execPath, '--import', 'tsx', '-e', `import('${path.resolve('src/server/db/data-dir-lock.ts')}').then((m) => { try { m.lockDataDir(${JSON.stringify(dir)}); console.log('TAKEN'); process.exit(0); } catch (e) { console.log(e.name); process.exit(3); } })`],
        { encoding: 'utf8', timeout: 60_000 },
      );
    try {
      const other = tryLock(dataDir);
      expect(other.stdout.trim(), other.stderr).toBe('DataDirLockedError');
      expect(other.status).toBe(3);
    } finally {
      lock.release();
    }
    // Released: the other namespace may take it (and its lock ends with it).
    const after = tryLock(dataDir);
    expect(after.stdout.trim(), after.stderr).toBe('TAKEN');
  }, 120_000);

  it.runIf(!(canUnsharePid && hasFlock))('is skipped here: `unshare --pid` needs CAP_SYS_ADMIN and util-linux `flock` must be installed', () => {
    expect(canUnsharePid && hasFlock).toBe(false);
  });
});
