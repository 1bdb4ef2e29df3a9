import { configFromEnv, ConfigError } from './config.js';
import { bootstrap } from './bootstrap.js';

// Entry point: `npm start`. A bad configuration stops the process with one clear line.
//
// SIGTERM (or SIGINT) stops gracefully: /readyz turns 503, new connections are refused,
// websockets are closed with 1012 (clients reconnect elsewhere), requests in flight finish
// (up to SHUTDOWN_TIMEOUT_SECONDS), then the chain (the embedded anvil saves its state),
// Redis and the database are closed and the process exits 0. A second signal exits at once (1).
async function main() {
  let config;
  try {
    config = configFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const running = await bootstrap(config);
  const { logger } = running.infra;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, timeoutSeconds: config.shutdownTimeoutMs / 1000 }, 'stopping');
    // A last resort if a dependency hangs on close: never outlive the grace period by much.
    setTimeout(() => {
      logger.error('stop did not complete in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 15_000).unref();
    try {
      await running.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'stop failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: Error) => {
  // One line, no stack: start-up failures here are configuration or environment problems.
  console.error(`Failed to start: ${error.message}`);
  process.exit(1);
});
