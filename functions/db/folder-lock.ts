import fs from 'node:fs';
import { DatabaseInUseError } from './database.ts';

/**
 * An exclusive lock on the embedded database folder. PGlite lets a second process open the same
 * folder and silently loses writes (measured), so a second process must fail at once instead.
 * The lock file holds the owner's pid; a lock whose process is gone is stale and taken over.
 */
export function acquireFolderLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return releaseOnce(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DatabaseInUseError(owner);
      if (owner === process.pid) throw new DatabaseInUseError(owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function releaseOnce(lockPath: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
