import { randomBytes } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Child processes of the bench (the service, the baselines), driven over Node's IPC channel
// with small request/response messages. A child exits by itself when the channel closes, so
// a bench that dies cannot leave one running.

type Request = { id: number; method: string; args?: unknown };
type Reply = { id: number; ok: boolean; value?: unknown; error?: string };

export interface Child {
  pid: number;
  call<T = unknown>(method: string, args?: unknown, timeoutMs?: number): Promise<T>;
  /** Asks the child to stop (its `stop` handler), then SIGKILLs it if it has not exited in time. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Starts `bench/<file>` under tsx with an IPC channel; resolves once it says it is ready. */
export async function startChild(
  file: string,
  options: { env?: Record<string, string | undefined>; logFile: string; execArgv?: string[]; readyTimeoutMs?: number },
): Promise<Child> {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  const log = openSync(options.logFile, 'a');
  const proc: ChildProcess = fork(path, [], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...(options.execArgv ?? [])],
    env: { ...process.env, ...options.env },
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log);
  let next = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.on('exit', (code, signal) => {
    for (const p of pending.values()) p.reject(new Error(`${file} exited (${code ?? signal}); see ${options.logFile}`));
    pending.clear();
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${file} did not start in time; see ${options.logFile}`)),
      options.readyTimeoutMs ?? 120_000,
    );
    proc.on('message', (m: Reply | { ready: true } | { failed: string }) => {
      if ('ready' in m) {
        clearTimeout(timer);
        resolve();
      } else if ('failed' in m) {
        clearTimeout(timer);
        reject(new Error(`${file} failed to start: ${m.failed}`));
      } else {
        const p = pending.get(m.id);
        if (!p) return;
        pending.delete(m.id);
        if (m.ok) p.resolve(m.value);
        else p.reject(new Error(`${file} ${m.error}`));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${file} exited during start-up; see ${options.logFile}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    proc.kill('SIGKILL');
    throw error;
  }
  const child: Child = {
    pid: proc.pid!,
    call<T>(method: string, args?: unknown, timeoutMs = 120_000): Promise<T> {
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${file} ${method} timed out after ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (v) => (clearTimeout(timer), resolve(v as T)),
          reject: (e) => (clearTimeout(timer), reject(e)),
        });
        proc.send({ id, method, args } satisfies Request);
      });
    },
    async stop(timeoutMs = 30_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const killer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
      try {
        await child.call('stop', undefined, timeoutMs).catch(() => undefined);
        proc.disconnect?.();
        await exited;
      } finally {
        clearTimeout(killer);
      }
    },
  };
  return child;
}

/** In a child: answers the parent's calls with `handlers`; `stop` runs `onStop` and exits. */
export function serve(handlers: Record<string, (args: any) => unknown>, onStop: () => Promise<void>) {
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= onStop().catch((e) => console.error('stop failed', e)));
  process.on('message', async (m: Request) => {
    if (m.method === 'stop') {
      await stop();
      process.send?.({ id: m.id, ok: true } satisfies Reply);
      return;
    }
    try {
      const handler = handlers[m.method];
      if (!handler) throw new Error(`unknown method ${m.method}`);
      const value = await handler(m.args);
      process.send?.({ id: m.id, ok: true, value } satisfies Reply);
    } catch (error) {
      process.send?.({ id: m.id, ok: false, error: `${m.method}: ${(error as Error).stack ?? error}` } satisfies Reply);
    }
  });
  // The parent is gone (finished or died): stop and leave.
  process.on('disconnect', () => void stop().then(() => process.exit(0)));
  process.send?.({ ready: true });
}

/** After a full GC (the children run with --expose-gc). */
export function memory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers };
}

/**
 * The service child's environment in the bench: production mode on `databaseUrl` with its
 * embedded anvil in `dataDir`, fresh secrets, logs at info, no Redis. The money throttles are
 * abuse limits per account and address, and all the bench's load comes from 127.0.0.1.
 */
export function serviceEnv(dataDir: string, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    WALLET_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    MONEY_MAX_PER_ACCOUNT: '1000000',
    MONEY_MAX_PER_ADDRESS: '1000000',
    PAYMENT_MAX_PER_ACCOUNT: '1000000',
    PAYMENT_MAX_PER_ADDRESS: '1000000',
    // The shared fan-out figure subscribes 1,000 sockets of one account.
    SUBSCRIPTIONS_MAX_PER_ACCOUNT: '1000000',
    WEBSOCKETS_MAX_PER_ACCOUNT: '1000000',
    // Every socket of the bench comes from 127.0.0.1.
    WEBSOCKETS_MAX_PER_ADDRESS: '1000000',
    REDIS_URL: '',
    CHAIN_RPC_URL: '',
    CHAIN_OPERATOR_KEY: '',
  };
}
