// Lock file for the embedded database directory. PGlite does not stop a second process from
// opening the same files, and two writers would corrupt them.
import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      pid === process.pid
        ? `DATA_DIR ${dataDir} is already open in this process (pid ${pid}); close the other database first`
        : `DATA_DIR ${dataDir} is in use by another process (pid ${pid}); stop it or choose another DATA_DIR`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  path: string;
  release(): Promise<void>;
}

const TAKEOVER_STALE_MS = 10_000;

/**
 * Takes `<dataDir>/.lock` (first line: our pid). A lock whose pid is dead is stale and taken
 * over; a live one throws DataDirInUseError. The file is created complete and atomically by
 * link(2), which fails if it exists (the O_EXCL guarantee, without a window in which another
 * process could read it empty).
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = join(dataDir, '.lock');
  const content = `${process.pid}\n${randomUUID()}\n`;

  for (let attempt = 0; attempt < 10; attempt++) {
    if (await createExclusive(lockPath, content)) return held(lockPath, content);
    const holder = await readPid(lockPath);
    if (holder === undefined) continue; // vanished meanwhile: try again
    if (holder !== null && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    await removeStale(lockPath, holder);
  }
  throw new Error(`Could not take the lock file ${lockPath}; remove it if no process uses ${dataDir}`);
}

// Stale takeover runs under a second short-lived lock, so two starters cannot both delete and
// recreate `.lock` (one could otherwise remove the other's fresh lock).
async function removeStale(lockPath: string, stalePid: number | null): Promise<void> {
  const mutex = `${lockPath}.takeover`;
  if (!(await createExclusive(mutex, `${process.pid}\n`))) {
    const age = await stat(mutex).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > TAKEOVER_STALE_MS) await unlink(mutex).catch(() => {});
    await new Promise((r) => setTimeout(r, 20));
    return;
  }
  try {
    if ((await readPid(lockPath)) === stalePid) await unlink(lockPath).catch(() => {});
  } finally {
    await unlink(mutex).catch(() => {});
  }
}

async function createExclusive(path: string, content: string): Promise<boolean> {
  const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(tmp, content, { flag: 'wx' });
  try {
    await link(tmp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(tmp).catch(() => {});
  }
}

/** pid in the lock file; null if unreadable garbage; undefined if the file is gone. */
async function readPid(path: string): Promise<number | null | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const pid = Number.parseInt(text, 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

function held(lockPath: string, content: string): DataDirLock {
  // Best effort on a normal exit without close(); a crash leaves a stale lock, taken over later.
  const onExit = () => removeIfOurs(lockPath, content);
  process.once('exit', onExit);
  let released = false;
  return {
    path: lockPath,
    async release() {
      if (released) return;
      released = true;
      process.off('exit', onExit);
      removeIfOurs(lockPath, content);
    },
  };
}

function removeIfOurs(lockPath: string, content: string): void {
  try {
    if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
  } catch {
    // already gone
  }
}
