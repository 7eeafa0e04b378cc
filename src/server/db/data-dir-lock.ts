import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (another Nabta server?). ` +
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

/**
 * Takes DATA_DIR for this process: a lock file holding our PID, created exclusively. A lock whose
 * process is gone (a crash, a killed container) is stale and taken over; a live one refuses with
 * DataDirLockedError. `release()` removes it (only if it is still ours).
 */
export function lockDataDir(dataDir: string): { release(): void } {
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
