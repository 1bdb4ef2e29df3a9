// A PostgreSQL cluster that one test owns, so it can stop and start it (outage tests). Uses the
// server binaries under /usr/lib/postgresql/<version>/bin. PostgreSQL refuses to run as root:
// when the test runs as root (CI does), initdb, pg_ctl and the data directory belong to the
// `postgres` user and the commands run through `runuser -u postgres --`.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/free-port.js';

const run = promisify(execFile);

/** The newest installed server's bin directory that has initdb and pg_ctl, or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

const isRoot = () => process.getuid?.() === 0;

/** uid and gid of the `postgres` user, or null. */
function postgresUser(): { uid: number; gid: number } | null {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.split(':')[0] === 'postgres');
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

const runuserFound = () => ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser', '/bin/runuser'].some(existsSync);

/** Whether a private cluster can be started here: the binaries, and as root a `postgres` user and runuser. */
export function canRunPrivatePostgres(): boolean {
  if (!findPostgresBin()) return false;
  return !isRoot() || (postgresUser() !== null && runuserFound());
}

export interface PrivatePostgres {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server at once, as a crash or an outage would (pg_ctl stop -m immediate). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its files. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries were not found under /usr/lib/postgresql/*/bin');
  const root = isRoot();
  const base = mkdtempSync(join(tmpdir(), 'fas-private-pg-'));
  const dataDir = join(base, 'data');
  const socketDir = join(base, 'sock');
  const logFile = join(base, 'postgres.log');
  mkdirSync(socketDir);
  if (root) {
    const user = postgresUser();
    if (!user) throw new Error('running as root needs a `postgres` user to run the server');
    chownSync(base, user.uid, user.gid);
    chownSync(socketDir, user.uid, user.gid);
  }
  chmodSync(base, 0o700);

  const exec = async (file: string, args: string[]) => {
    const [cmd, argv] = root
      ? ['runuser', ['-u', 'postgres', '--', join(bin, file), ...args]]
      : [join(bin, file), args];
    try {
      return await run(cmd, argv, { cwd: base, timeout: 60_000 });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${file} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    }
  };

  await exec('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-instructions',
    '--no-sync',
  ]);

  const port = await freePort();
  // fsync off is safe here: `stop -m immediate` kills the server, not the OS, so what was written
  // to the WAL survives. synchronous_commit must stay on, or the last commits would be lost.
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-k ${socketDir}`,
    '-c fsync=off',
    '-c max_connections=50',
  ].join(' ');
  let running = false;
  const start = async () => {
    await exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop,
    start,
    async destroy() {
      if (running) await stop().catch(() => {});
      rmSync(base, { recursive: true, force: true });
    },
  };
}
