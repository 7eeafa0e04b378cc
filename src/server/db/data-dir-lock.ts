import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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

/** Exit code of `flock --nonblock` when another process holds the lock. */
const HELD_ELSEWHERE = 75;

/**
 * The kernel's lock (flock(2)) on DATA_DIR/nabta.flock, which holds across PID namespaces (a second
 * container on the same volume) where a PID in a file means nothing. Node cannot flock, so util-linux
 * `flock` holds it for us: a child that locks the file and then waits on its stdin, a pipe from this
 * process. When this process ends, even by kill -9, the pipe closes, the child exits and the kernel
 * drops the lock. The probe before it answers synchronously whether someone else holds it (waiting up to 2 s).
 * Without a `flock` binary (not Linux) this returns null and the PID file alone guards DATA_DIR.
 */
function takeKernelLock(dataDir: string): ChildProcess | null {
  const file = path.join(dataDir, 'nabta.flock');
  // A short wait, not --nonblock: a holder just released (ours, closing) takes a moment to exit.
  const probe = spawnSync('flock', ['--timeout', '2', '--conflict-exit-code', String(HELD_ELSEWHERE), file, 'true'], { stdio: 'ignore' });
  if (probe.error) return null;
  if (probe.status === HELD_ELSEWHERE) throw new DataDirLockedError(dataDir, 0);
  // --no-fork: `cat` itself holds the lock (no grandchild keeps it), for as long as our end of its stdin is open.
  const holder = spawn('flock', ['--nonblock', '--no-fork', '--conflict-exit-code', String(HELD_ELSEWHERE), file, 'cat'], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  holder.once('exit', (code) => {
    // Someone took it in the instant between the probe and the holder: two servers must not share the directory.
    if (code === HELD_ELSEWHERE) {
      console.error(new DataDirLockedError(dataDir, 0).message);
      process.exit(1);
    }
  });
  holder.unref();
  (holder.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return holder;
}

/**
 * Takes DATA_DIR for this process: the kernel's lock (above), and a lock file holding our PID,
 * created exclusively, which names the holder in the refusal. A lock file whose process is gone (a
 * crash, a killed container) is stale and taken over; a live one refuses with DataDirLockedError.
 * `release()` removes it (only if it is still ours) and lets the kernel's lock go.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const kernel = takeKernelLock(dataDir);
  try {
    const pidLock = lockPidFile(dataDir);
    return {
      release() {
        pidLock.release();
        // A kill is immediate (closing the pipe would wait for the event loop): the lock is free at once.
        kernel?.kill('SIGKILL');
      },
    };
  } catch (err) {
    kernel?.kill('SIGKILL');
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
