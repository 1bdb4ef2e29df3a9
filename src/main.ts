import { writeSync } from 'node:fs';
import { type Config, configFromEnv, ConfigError } from './config.js';
import { listenWhileStarting, serverUrl } from './http/starting.js';
import { bindingLine, databaseLine, humanDestination, humanLine, LOADING_LINE } from './start-progress.js';

// Entry point: `npm start`. A bad configuration, or a PORT another process holds, stops the
// process with one clear line, before the application is imported: only config.ts (and zod) and
// the start-up answers (src/http/starting.ts) are imported statically here, the rest (Prisma,
// PGlite, viem, yoga: seconds on a cold start) is imported dynamically once the environment is
// valid and the port is bound. While it starts, /readyz answers 503 `starting`.
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
  const terminal = process.stdout.isTTY === true;
  if (terminal) process.stdout.write(`${LOADING_LINE}\n${bindingLine(serverUrl(server, config.host))}\n`);
  const [{ bootstrap }, { createLogger }, { startStopWatchdog, STOP_MARGIN_MS, WATCHDOG_GRACE_MS }] = await Promise.all(
    [import('./bootstrap.js'), import('./logger.js'), import('./ops/shutdown.js')],
  );
  const logger = createLogger(config.logLevel, terminal ? humanDestination(process.stdout) : undefined);
  if (terminal) process.stdout.write(`${databaseLine(config)}\n`);
  const deadlineMs = config.shutdownTimeoutMs + STOP_MARGIN_MS;
  // The handlers are installed before the start: a signal during start-up lets the start
  // finish (or fail), then stops, within the same deadline.
  const starting = bootstrap(config, { logger, server });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.info({ signal }, 'signal received again; the stop in progress continues');
      return;
    }
    stopping = true;
    // First the watchdog thread, which does not depend on this thread's event loop.
    try {
      startStopWatchdog(deadlineMs + WATCHDOG_GRACE_MS);
    } catch (error) {
      logger.error({ err: error }, 'could not start the stop watchdog thread; relying on the timer alone');
    }
    // Not unref'ed: should every handle close while some step never settles, the process waits
    // for this timer (exit 1) instead of ending with 0 as if the stop had completed.
    setTimeout(() => {
      logger.error({ deadlineSeconds: deadlineMs / 1000 }, 'stop did not complete in time; exiting');
      process.exit(1);
    }, deadlineMs);
    logger.info(
      { signal, timeoutSeconds: config.shutdownTimeoutMs / 1000, deadlineSeconds: deadlineMs / 1000 },
      'stopping',
    );
    try {
      const running = await starting;
      await running.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'stop failed');
      process.exit(1);
    }
  };
  // The last line of every run says how it ended: the exit status seen by a supervisor can be
  // another's (`npm start` runs `sh -c`, which dies of a group's SIGTERM at once).
  // Written directly: by the 'exit' event pino's own exit hook may have closed its stream.
  process.on('exit', (code) => {
    try {
      const record = { level: code === 0 ? 30 : 50, time: Date.now(), code, msg: 'exit' };
      writeSync(1, `${terminal ? humanLine(record) : JSON.stringify(record)}\n`);
    } catch {
      // stdout gone
    }
  });
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await starting;
}

main().catch((error: Error) => {
  // One line, no stack: start-up failures here are configuration or environment problems.
  console.error(`Failed to start: ${error.message}`);
  process.exit(1);
});
