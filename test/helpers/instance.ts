import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { inject } from 'vitest';
import { CHEAP_PASSWORD_HASHING } from './test-env.js';

// The service as an operator runs it, in its own process, so a test can SIGKILL it at any moment
// and start it again on the same data: the faults tier's build of this checkout
// (`node <build>/main.js`, made once per run by test/global-setup.ts), else `node --import tsx
// src/main.ts` as `npm start` runs it. Its JSON log lines are kept; the URL comes from the
// "service listening" line.

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  stderr: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The embedded anvil's JSON-RPC URL (from its "anvil started" line), when there is one. */
  rpcUrl?: string;
}

const SCRUBBED =
  /^(DATABASE_URL|REDIS_URL|ENCRYPTION_KEY|WALLET_SECRET|NODE_ENV|PORT|CHAIN_|GRAPHIQL|INTROSPECTION|FAS_TEST_)/;

/** The sources through tsx, as `npm start` runs them. */
export const TSX_START = ['--import', 'tsx', 'src/main.ts'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The faults tier's compiled build of the service (its folder), or null (start through tsx). */
    serviceBuild: string | null;
  }
}

/** A compiled build's start: `node <folder>/main.js`, as `npm run start:prod` runs dist/. */
export const compiledStart = (folder: string) => ['--enable-source-maps', join(folder, 'main.js')];

/** How a test starts the service when it does not say: the run's build when there is one. */
export function defaultStart(): string[] {
  const build = inject('serviceBuild');
  return build ? compiledStart(build) : TSX_START;
}

/** Starts an instance with `env` (on top of the test process's environment, minus service settings). */
export function startInstance(
  name: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
  args: string[] = defaultStart(),
): Promise<Instance> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !SCRUBBED.test(k)));
  const child = spawn(process.execPath, args, {
    // Deposits and withdrawals through the instant sandbox unless a test names its rails: an
    // in-process simulator would die with a killed instance, taking the provider's state with it
    // (test/rails-crash.test.ts runs the simulator in the test process instead).
    // NODE_ENV=test unless the test says otherwise, for the cheap password hashing of
    // test/helpers/test-env.ts (nothing else in the service differs between test and development).
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      RAILS: 'sandbox:*:*',
      ...((env.NODE_ENV ?? 'test') === 'test' ? { NODE_ENV: 'test', ...CHEAP_PASSWORD_HASHING } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Instance['lines'] = [];
  const stderr: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  let rpcUrl: string | undefined;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${stderr.join('\n')}`)), timeoutMs);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line);
      } catch {
        return;
      }
      lines.push(entry);
      if (entry.msg === 'anvil started') rpcUrl = String(entry.rpcUrl);
      if (entry.msg === 'service listening') {
        clearTimeout(timer);
        resolve({ name, url: String(entry.url), child, lines, stderr, exited, rpcUrl });
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before listening: ${stderr.join('\n')}`));
    });
  });
}

/** SIGKILL (a crash: no cleanup) and wait for the exit. */
export async function kill(instance: Instance) {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
  return instance.exited;
}

/** SIGTERM (a graceful stop); SIGKILL after `ms`. Resolves with the exit. */
export async function stop(instance: Instance, ms = 30_000) {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return instance.exited;
  instance.child.kill('SIGTERM');
  const done = await Promise.race([
    instance.exited.then(() => true),
    new Promise((r) => setTimeout(() => r(false), ms)),
  ]);
  if (!done) instance.child.kill('SIGKILL');
  return instance.exited;
}
