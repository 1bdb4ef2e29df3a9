import { writeSync } from 'node:fs';
import { type Config, configFromEnv, ConfigError } from './config.js';
import { probeDatabase } from './db/reachable.js';
import { nodeTooOld } from './node-version.js';
import { listenWhileStarting, serverUrl } from './http/starting.js';
import { bindingLine, databaseLine, humanDestination, humanLine, LOADING_LINE } from './start-progress.js';

// Entry point: `npm start`. A bad configuration, or a PORT another process holds, stops the
// process with one clear line, before the application is imported: only config.ts (and zod) and
// the start-up answers (src/http/starting.ts) are imported statically here, the rest (Prisma,
// PGlite, viem, yoga: seconds on a cold start) is imported dynamically once the environment is
// valid and the port is bound. While it starts, /readyz answers 503 `starting`. With
// DATABASE_URL, its host is probed while the application loads: a database that cannot be
// reached stops the start within seconds, naming DATABASE_URL and the host (never the password).
//
// SIGTERM (or SIGINT) during start-up aborts the start (src/bootstrap.ts, src/kernel/abortable.ts):
// before the application is loaded the process exits at once; after, the step under way is left
// (a wait) or finished (a migration being applied is never cut in half), what was started is
// stopped (the embedded anvil included) and the process exits 0 without ever listening.
//
// SIGTERM (or SIGINT) stops gracefully: /readyz turns 503, new connections are refused,
// websockets are closed with 1012 (clients reconnect elsewhere), requests in flight finish
// (up to SHUTDOWN_TIMEOUT_SECONDS), then the money engine, the chain (the embedded anvil saves
// its state), Redis and the database are closed and the process exits 0.
//
// A stop always ends, by a deadline SHUTDOWN_TIMEOUT_SECONDS + 15 s after the first signal:
// - further signals do not cut it short. A terminal's Ctrl-C or a process manager signals the
//   whole `npm start` group: npm, its `sh -c` and node each receive it and npm relays it to its
//   child, so node may see the same stop requested more than once within milliseconds. (`npm
//   start` runs `node --import tsx`, not the tsx CLI: that one relays a signal to node and
//   SIGKILLs node unless node's main thread acknowledges within 30 + 30 ms, which cut graceful
//   stops short on a loaded machine);
// - at the deadline a timer exits with code 1 (a dependency that never answers);
// - should the main thread itself be stuck (its timers never run), a watchdog thread kills the
//   process with SIGKILL WATCHDOG_GRACE_MS later (see startStopWatchdog in src/ops/shutdown.ts).
// The embedded anvil runs in its own process group, so the group's signal does not stop the
// chain under operations that are still finishing; the stop ends it after its last dump.
async function main() {
  // An older Node.js would crash later without a word (src/node-version.ts).
  const tooOld = nodeTooOld(process.versions.node);
  if (tooOld) {
    console.error(tooOld);
    process.exit(2);
  }
  // The start-up breakdown (src/bootstrap.ts logs it with "service listening"): node's own start
  // up to this module (performance.now() counts from the process's start), then each step.
  const bootMs = Math.round(performance.now());
  // Signals are handled from the first moment: a stop asked for during start-up aborts the start
  // (see `stop` below), it does not wait for the start to finish.
  const abort = new AbortController();
  let terminal = false;
  let listening = false;
  let stopping = false;
  let logger: Pick<import('./logger.js').Logger, 'info' | 'error'> | undefined;
  /** A line before the logger is loaded, in the logger's format (JSON, or a person's on a terminal). */
  const say = (level: number, msg: string, fields: Record<string, unknown> = {}) => {
    const record = { level, time: Date.now(), ...fields, msg };
    try {
      writeSync(1, `${terminal ? humanLine(record) : JSON.stringify(record)}\n`);
    } catch {
      // stdout gone
    }
  };
  let startStop: ((signal: string) => void) | undefined;
  const stop = (signal: string) => {
    if (stopping) {
      const again = 'signal received again; the stop in progress continues';
      if (logger) logger.info({ signal }, again);
      else say(30, again, { signal });
      return;
    }
    stopping = true;
    // Before the application is loaded nothing but the bound port is open: exit at once.
    if (!startStop) {
      say(30, 'stopped during start-up, before the application was loaded', { signal });
      process.exit(0);
    }
    startStop(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  let config: Config;
  try {
    config = configFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // The port first: in use is one line at once, and /readyz answers 503 while the rest starts.
  const server = await listenWhileStarting(config.port, config.host);
  if (typeof server === 'string') {
    console.error(`Failed to start: ${server}`);
    process.exit(1);
  }
  // A terminal gets readable progress and logs; anything else (a pipe, a collector) gets JSON.
  terminal = process.stdout.isTTY === true;
  // The last line of every run says how it ended: the exit status seen by a supervisor can be
  // another's (`npm start` runs `sh -c`, which dies of a group's SIGTERM at once).
  // Written directly: by the 'exit' event pino's own exit hook may have closed its stream.
  process.on('exit', (code) => say(code === 0 ? 30 : 50, 'exit', { code }));
  if (terminal) process.stdout.write(`${LOADING_LINE}\n${bindingLine(serverUrl(server, config.host))}\n`);
  // Before the application loads (seconds on a cold start, the thread busy), DATABASE_URL's host
  // is probed: a database that is not there stops the start at once, naming the variable and the host.
  if (config.databaseUrl) await probeDatabase(config.databaseUrl);
  const loadStart = performance.now();
  const [{ bootstrap }, { createLogger }, { startStopWatchdog, STOP_MARGIN_MS, WATCHDOG_GRACE_MS }] = await Promise.all(
    [import('./bootstrap.js'), import('./logger.js'), import('./ops/shutdown.js')],
  );
  const log = createLogger(config.logLevel, terminal ? humanDestination(process.stdout) : undefined);
  logger = log;
  if (terminal) process.stdout.write(`${databaseLine(config)}\n`);
  const deadlineMs = config.shutdownTimeoutMs + STOP_MARGIN_MS;
  const startup = { node: bootMs, load: Math.round(performance.now() - loadStart) };
  const start = bootstrap(config, { logger: log, server, signal: abort.signal, startup });
  void start.then(
    () => {
      listening = true;
    },
    () => {},
  );
  startStop = (signal) => {
    // First the watchdog thread, which does not depend on this thread's event loop.
    try {
      startStopWatchdog(deadlineMs + WATCHDOG_GRACE_MS);
    } catch (error) {
      log.error({ err: error }, 'could not start the stop watchdog thread; relying on the timer alone');
    }
    // Not unref'ed: should every handle close while some step never settles, the process waits
    // for this timer (exit 1) instead of ending with 0 as if the stop had completed.
    setTimeout(() => {
      log.error({ deadlineSeconds: deadlineMs / 1000 }, 'stop did not complete in time; exiting');
      process.exit(1);
    }, deadlineMs);
    if (listening) {
      log.info(
        { signal, timeoutSeconds: config.shutdownTimeoutMs / 1000, deadlineSeconds: deadlineMs / 1000 },
        'stopping',
      );
    } else {
      // During start-up: the start is aborted, what it started is stopped, nothing listens.
      log.info({ signal }, 'signal during start-up; aborting the start');
      abort.abort(new Error(`start-up aborted by ${signal}`));
    }
    start.then(
      async (running) => {
        try {
          await running.stop();
          process.exit(0);
        } catch (error) {
          log.error({ err: error }, 'stop failed');
          process.exit(1);
        }
      },
      (error: unknown) => {
        if (abort.signal.aborted && error === abort.signal.reason) {
          log.info({ signal }, 'start-up aborted; stopped');
          process.exit(0);
        }
        log.error({ err: error }, 'start-up failed while stopping');
        process.exit(1);
      },
    );
  };
  try {
    await start;
  } catch (error) {
    // An aborted start ends through the stop above (exit 0), not as a failure.
    if (abort.signal.aborted) return;
    throw error;
  }
}

main().catch((error: Error) => {
  // One line, no stack: start-up failures here are configuration or environment problems.
  console.error(`Failed to start: ${error.message}`);
  process.exit(1);
});
