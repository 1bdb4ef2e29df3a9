import { configFromEnv, ConfigError } from './config.js';
import { bootstrap } from './bootstrap.js';

// Entry point: `npm start`. A bad configuration stops the process with one clear line.
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
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.infra.logger.info({ signal }, 'stopping');
    await running.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: Error) => {
  // One line, no stack: start-up failures here are configuration or environment problems.
  console.error(`Failed to start: ${error.message}`);
  process.exit(1);
});
