import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The embedded service as the README's quick start runs it (`npm start`: node --import tsx
// src/main.ts) with no NODE_ENV, DATABASE_URL, REDIS_URL or CHAIN_RPC_URL: PGlite and anvil under
// DATA_DIR, whose secrets a fresh start generates. Start-up time runs
// from the spawn to the first 200 of /readyz (the port is bound first and /healthz answers 200
// while the rest starts, so /healthz would time only the binding); idle memory is the RSS of the process tree (node,
// which holds PGlite, and the anvil it started) after it has sat idle.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Embedded {
  pid: number;
  url: string;
  /** Spawn to the first 200 of /readyz. */
  startMs: number;
  /** SIGTERM (a graceful stop), then SIGKILL to the whole process tree past the timeout. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Stops of the instances still running, so that the bench's clean-up can end one mid-start. */
const running = new Set<() => Promise<void>>();

export async function stopAllEmbedded(): Promise<void> {
  await Promise.allSettled([...running].map((stop) => stop()));
}

/** A free port on 127.0.0.1 (the service needs it before it starts, to be polled). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startEmbedded(dataDir: string, logFile: string, timeoutMs = 180_000): Promise<Embedded> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  // Whatever the bench's own environment holds, this start is the embedded mode's defaults.
  for (const name of [
    'NODE_ENV',
    'DATABASE_URL',
    'REDIS_URL',
    'CHAIN_RPC_URL',
    'CHAIN_OPERATOR_KEY',
    'ENCRYPTION_KEY',
    'WALLET_SECRET',
  ])
    delete env[name];
  env.DATA_DIR = dataDir;
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
    running.delete(stop);
  });
  const url = `http://127.0.0.1:${port}`;
  // anvil runs in a process group of its own (see src/main.ts): every process of the tree.
  const kill = () => {
    for (const p of treeRss(proc.pid!).reverse()) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const stop = async (stopTimeoutMs = 60_000) => {
    if (gone) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(kill, stopTimeoutMs);
    await exited;
    clearTimeout(timer);
  };
  running.add(stop);
  const until = started + timeoutMs;
  while (performance.now() < until) {
    if (gone) throw new Error(`the embedded service exited during start-up; see ${logFile}`);
    const ok = await fetch(`${url}/readyz`)
      .then(async (r) => (await r.arrayBuffer(), r.status === 200))
      .catch(() => false);
    if (ok) return { pid: proc.pid!, url, startMs: performance.now() - started, stop };
    await new Promise((r) => setTimeout(r, 20));
  }
  kill();
  throw new Error(`the embedded service was not ready (/readyz) within ${timeoutMs / 1000} s; see ${logFile}`);
}

/** RSS in bytes of `pid` and of each of its descendants (Linux /proc), by process name. */
export function treeRss(pid: number): { name: string; pid: number; rss: number }[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const out: { name: string; pid: number; rss: number }[] = [];
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
      const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
      out.push({ name, pid: p, rss: kb * 1024 });
    } catch {
      return;
    }
    for (const c of parents.get(p) ?? []) visit(c);
  };
  visit(pid);
  return out;
}
