import { createRequire } from 'node:module';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** The holder's PID in our PID namespace; 0 when it is not visible from here (another container). */
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process (possibly in another container)'} (another Nabta server?). ` +
        `Stop that process first, or give this one another DATA_DIR (or a DATABASE_URL to share a PostgreSQL server).`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** No lock the kernel enforces could be taken on DATA_DIR: the server refuses to start (issue 37: it fails closed). */
export class DataDirLockUnavailableError extends Error {
  constructor(
    readonly dataDir: string,
    why: string,
  ) {
    super(
      `Cannot take the kernel lock that keeps a second Nabta server off the embedded database in ${dataDir}: ${why}. ` +
        `The server does not start without it. Put DATA_DIR on a local filesystem that supports file locks, or use a PostgreSQL server (DATABASE_URL).`,
    );
    this.name = 'DataDirLockUnavailableError';
  }
}

/** Locks this process holds, so a lock file naming our PID that we did not write (a recycled PID) reads as stale. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, owned by another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What this file needs of fs-native-extensions (injectable, so a test can break it). */
export interface KernelLocks {
  /** false when another open file description holds it; throws when no lock can be taken. */
  tryLock(fd: number): boolean;
}

const require = createRequire(import.meta.url);
const nativeLocks = (): KernelLocks => require('fs-native-extensions') as KernelLocks;

/**
 * The kernel's lock on DATA_DIR/nabta.flock, which holds across PID namespaces (a second container on
 * the same volume) where a PID in a file means nothing. Taken from Node itself through
 * fs-native-extensions (prebuilt, no install script): on Linux an open-file-description lock
 * (`fcntl(F_OFD_SETLK)`), `flock(2)` on macOS, `LockFileEx` on Windows. The descriptor stays open for
 * as long as the lock is ours: when this process ends, even by kill -9, the kernel closes it and the
 * lock goes. An OFD lock belongs to the descriptor, not the process, so a second opening in this
 * process is refused too.
 *
 * It fails closed (issue 37): where no lock the kernel enforces can be taken — the addon cannot load
 * (an unusual libc or platform), or the filesystem refuses locks (ENOLCK on some network mounts) — the
 * server refuses to start and says so, rather than start unguarded. (It replaced a util-linux `flock`
 * child, which failed open where that program was missing or was BusyBox's.)
 */
function takeKernelLock(dataDir: string, locks: () => KernelLocks): { release(): void } {
  const file = path.join(dataDir, 'nabta.flock');
  let api: KernelLocks;
  try {
    api = locks();
  } catch (err) {
    throw new DataDirLockUnavailableError(dataDir, `the file-lock module could not load (${(err as Error).message})`);
  }
  const fd = openSync(file, 'a+');
  let taken: boolean;
  try {
    taken = api.tryLock(fd);
  } catch (err) {
    closeSync(fd);
    throw new DataDirLockUnavailableError(dataDir, `${file} cannot be locked (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  if (!taken) {
    closeSync(fd);
    throw new DataDirLockedError(dataDir, 0);
  }
  let open = true;
  return {
    release() {
      if (open) closeSync(fd); // closing the descriptor releases the lock
      open = false;
    },
  };
}

/**
 * Takes DATA_DIR for this process: the kernel's lock (above), and a lock file holding our PID,
 * created exclusively, which names the holder in the refusal. A lock file whose process is gone (a
 * crash, a killed container) is stale and taken over; a live one refuses with DataDirLockedError.
 * Without the kernel's lock, DataDirLockUnavailableError: the server never starts unguarded.
 * `release()` removes the lock file (only if it is still ours) and lets the kernel's lock go.
 */
export function lockDataDir(dataDir: string, opts: { locks?: () => KernelLocks } = {}): { release(): void } {
  const kernel = takeKernelLock(dataDir, opts.locks ?? nativeLocks);
  try {
    const pidLock = lockPidFile(dataDir);
    return {
      release() {
        pidLock.release();
        kernel.release();
      },
    };
  } catch (err) {
    kernel.release();
    throw err;
  }
}

function lockPidFile(dataDir: string): { release(): void } {
  const file = path.join(dataDir, 'nabta.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(file);
      return {
        release() {
          if (held.delete(file) && ownerOf(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = ownerOf(file);
    const live = owner !== null && (owner === process.pid ? held.has(file) : isAlive(owner));
    if (live) throw new DataDirLockedError(dataDir, owner);
    // Stale (its process is gone, or the file is unreadable): take it over.
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  // Another process took it over between our two attempts.
  throw new DataDirLockedError(dataDir, ownerOf(file) ?? 0);
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
