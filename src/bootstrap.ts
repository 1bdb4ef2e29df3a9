import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { systemClock, type Clock } from './clock.js';
import { createLogger, type Logger } from './logger.js';
import { openDatabase, type QueryListener } from './db/client.js';
import { createEvents } from './events/pubsub.js';
import { createKeyring } from './security/encryption.js';
import { loadSecrets } from './security/secrets.js';
import { createServices, type Infrastructure, type Services } from './services.js';
import { createApp, type App } from './app.js';
import { startChainRuntime } from './chain/runtime.js';

// Composition: config → db → secrets → events → services → app → listen. Used by src/main.ts
// and by the tests, which pass their own clock and a port of 0.

export interface Running {
  url: string;
  app: App;
  infra: Infrastructure;
  services: Services;
  stop(): Promise<void>;
}

export interface BootstrapOptions {
  clock?: Clock;
  logger?: Logger;
  /** Sees every SQL query (the query-count tests use it). */
  onQuery?: QueryListener;
  /** A server already listening with the start-up answers (src/http/starting.ts): the app takes it over. */
  server?: Server;
}

export async function bootstrap(config: Config, options: BootstrapOptions = {}): Promise<Running> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const secrets = loadSecrets(config);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    onQuery: options.onQuery,
  });
  let chain: Awaited<ReturnType<typeof startChainRuntime>>;
  try {
    chain = await startChainRuntime(config, db.prisma, logger);
  } catch (error) {
    await db.close();
    throw error;
  }
  let redis: { publish: Redis; subscribe: Redis } | undefined;
  if (config.redisUrl) {
    try {
      redis = await connectRedis(config.redisUrl, logger);
    } catch (error) {
      await chain.stop();
      await db.close();
      throw error;
    }
  } else if (config.databaseUrl) {
    logger.warn(
      'DATABASE_URL without REDIS_URL: events and rate limits stay inside this instance; set REDIS_URL to run several',
    );
  }
  const infra: Infrastructure = {
    config,
    logger,
    secrets,
    prisma: db.prisma,
    changes: db.changes,
    clock: options.clock ?? systemClock,
    events: createEvents(redis, config.redisPrefix),
    keyring: createKeyring(secrets.encryptionKey),
    chain,
    redis: redis?.publish,
  };
  const services = createServices(infra);
  const app = createApp(infra, services, undefined, options.server);
  let url: string;
  try {
    // The money engine: on the instance that holds its lease it first checks the chain against
    // the ledger, then finishes what a crash or another instance left open and drives every
    // operation; elsewhere it waits for the lease.
    await services.engine.start();
    url = await app.listen(config.port, config.host);
  } catch (error) {
    await services.sessions.stop();
    await services.engine.stop();
    await chain.stop();
    if (redis) await Promise.all([redis.publish.quit(), redis.subscribe.quit()]);
    await db.close();
    throw error;
  }
  logger.info(
    { url, database: db.kind, redis: Boolean(redis), chain: chain.embedded ? 'embedded anvil' : 'CHAIN_RPC_URL' },
    'service listening',
  );
  return {
    url,
    app,
    infra,
    services,
    async stop() {
      // Graceful: no new connections, sockets closed with 1012, requests in flight finish (the
      // engine keeps serving them); then the engine stops without waiting for receipts.
      const finished = await app.close();
      await services.sessions.stop();
      await services.engine.stop();
      // The embedded anvil writes its state on the way out.
      await chain.stop();
      if (redis) await Promise.all([redis.publish.quit(), redis.subscribe.quit()]);
      await db.close();
      logger.info({ inFlightFinished: finished }, 'stopped');
    },
  };
}

const REDIS_CONNECT_TIMEOUT_MS = 5000;
/** `redis://user:password@host` → `redis://host`, for messages. */
const withoutCredentials = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

/**
 * Two connections (commands and publish; subscribe), both answering PING before the service
 * starts: an instance that cannot reach the shared Redis would silently miss every event sent
 * from the others, so it refuses to start instead.
 */
async function connectRedis(url: string, logger: Logger): Promise<{ publish: Redis; subscribe: Redis }> {
  // A command fails after a few retries instead of waiting for ever (the throttles then fall
  // back to memory, /readyz reports redis failed).
  const options = { maxRetriesPerRequest: 3, connectTimeout: REDIS_CONNECT_TIMEOUT_MS };
  const clients = { publish: new Redis(url, options), subscribe: new Redis(url, options) };
  // ioredis reconnects by itself; say so once per outage instead of once per attempt.
  for (const [role, client] of Object.entries(clients)) {
    let down = false;
    client.on('error', (err: Error) => {
      if (!down) logger.warn({ role, err: err.message }, 'redis connection lost; reconnecting');
      down = true;
    });
    client.on('ready', () => {
      if (down) logger.info({ role }, 'redis connection restored');
      down = false;
    });
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([clients.publish.ping(), clients.subscribe.ping()]),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), REDIS_CONNECT_TIMEOUT_MS))),
    ]);
    return clients;
  } catch (error) {
    clients.publish.disconnect();
    clients.subscribe.disconnect();
    throw new Error(
      `Redis at REDIS_URL ${withoutCredentials(url)} is not reachable (${(error as Error).message.split('\n')[0]})`,
    );
  } finally {
    clearTimeout(timer);
  }
}
