import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';

// Graceful stop of the HTTP side (SIGTERM, see src/main.ts):
//   1. /readyz answers 503 "stopping" and new connections are refused (server.close());
//      responses sent from now on carry `Connection: close`;
//   2. websockets are closed with 1012 (service restart: graphql-ws clients reconnect, to
//      another instance behind the load balancer) and SSE streams are ended;
//   3. requests in flight (a mint waiting for its receipt, …) are allowed to finish, up to
//      SHUTDOWN_TIMEOUT_SECONDS; whatever is left then is cut;
//   4. the caller then stops the money engine, the chain (anvil saves its state), Redis and the
//      database, and the process exits 0.

export interface InFlight {
  /** Counts a request until its response is finished or its connection closes. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Marks a response as a stream (SSE, multipart) once its headers are known. */
  markStream(res: ServerResponse): void;
  /** Requests in flight now, streams (SSE, multipart) excluded. */
  readonly count: number;
  /** Ends the streaming responses (SSE subscriptions); their clients reconnect. */
  endStreams(): void;
  /** Resolves true once no request is in flight, false when `ms` passes first. */
  settled(ms: number): Promise<boolean>;
}

/** Whether a content type is a stream's (SSE, multipart subscriptions). */
export const isStreamType = (contentType: string | null) =>
  /^(text\/event-stream|multipart\/mixed)/i.test(contentType ?? '');

export function createInFlight(): InFlight {
  // Response → its request. One listener shared by every response, and nothing counted per
  // finished response unless a stop waits: this runs for every request.
  const calls = new Map<ServerResponse, IncomingMessage>();
  const streams = new WeakSet<ServerResponse>();
  const isStream = (res: ServerResponse) => streams.has(res);
  let waiters: Array<() => void> = [];
  const pendingCount = () => {
    let pending = 0;
    for (const res of calls.keys()) if (!isStream(res)) pending++;
    return pending;
  };
  const changed = () => {
    if (waiters.length === 0 || pendingCount() > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  function done(this: ServerResponse) {
    if (calls.delete(this)) changed();
  }
  return {
    track(req, res) {
      calls.set(res, req);
      res.on('finish', done);
      res.on('close', done);
    },
    markStream(res) {
      streams.add(res);
      changed();
    },
    get count() {
      return pendingCount();
    },
    endStreams() {
      for (const [res, req] of calls) if (isStream(res)) req.socket.destroy();
    },
    settled(ms) {
      if (this.count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve(false);
        }, ms);
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(wake);
      });
    },
  };
}

export interface DrainOptions {
  server: Server;
  inFlight: InFlight;
  /** Closes the websockets (with 1012). */
  closeRealtime: () => Promise<void>;
  timeoutMs: number;
}

/** Steps 1 to 3 above. Resolves with whether every request finished in time. */
export async function drain({ server, inFlight, closeRealtime, timeoutMs }: DrainOptions): Promise<boolean> {
  const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  server.closeIdleConnections();
  await closeRealtime();
  inFlight.endStreams();
  const finished = await inFlight.settled(timeoutMs);
  server.closeAllConnections();
  await closed;
  return finished;
}

/**
 * How long after SHUTDOWN_TIMEOUT_SECONDS the rest of the stop (money engine, chain with the
 * anvil's last dump, Redis, database) may take before the process exits with code 1 anyway.
 */
export const STOP_MARGIN_MS = 15_000;
/** How long after that deadline the watchdog thread kills a process whose main thread is stuck. */
export const WATCHDOG_GRACE_MS = 2_000;

// Why a worker thread, and not a timer or a child process:
// - a timer (setTimeout) runs on the main thread's event loop: when the main thread is blocked
//   (a synchronous loop, a native call that never returns) it never fires, and that is exactly
//   how a stop was seen to hang;
// - a worker thread has its own event loop on its own OS thread, so its timer fires whatever the
//   main thread does, and `process.kill(process.pid, 'SIGKILL')` from it ends the whole process
//   (process.exit() in a worker only ends the worker). It dies with the process, so it can never
//   outlive it or hit a recycled pid, which a detached watchdog process could;
// - a worker cannot make the process exit with a chosen code, hence two layers: the main
//   thread's own timer exits with code 1 at the deadline whenever the event loop still runs,
//   and the worker SIGKILLs the process WATCHDOG_GRACE_MS later only if that did not happen.
// It runs a few lines of plain JavaScript (eval, execArgv [] so no TypeScript loader starts in it)
// and is unref'ed: it never keeps the process alive by itself.
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
setTimeout(() => {
  try {
    writeSync(1, JSON.stringify({ level: 60, time: Date.now(), msg: 'stop watchdog: the main thread is stuck past the deadline; killing the process (SIGKILL)' }) + '\\n');
  } catch {}
  process.kill(process.pid, 'SIGKILL');
}, Math.max(0, workerData.at - Date.now()));
`;

export interface StopWatchdog {
  /** The worker thread, for tests. */
  readonly worker: Worker;
}

/**
 * Starts a watchdog thread that SIGKILLs this process `ms` from now (counted from this call,
 * not from the thread's start), whatever its main thread is doing. Only process exit stops it.
 */
export function startStopWatchdog(ms: number): StopWatchdog {
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { at: Date.now() + ms },
    execArgv: [],
    stdout: false,
    stderr: false,
  });
  worker.unref();
  // A failure to start the thread (out of memory, thread limit) must not crash the stop: the
  // main thread's own deadline still holds while its event loop runs.
  worker.on('error', () => {});
  return { worker };
}
