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
  /** The start-up reconciler's run; resolves with how many open operations it found. */
  reconciling: Promise<unknown>;
  stop(): Promise<void>;
}

export interface BootstrapOptions {
  clock?: Clock;
  logger?: Logger;
  /** Sees every SQL query (the query-count tests use it). */
  onQuery?: QueryListener;
}

export async function bootstrap(config: Config, options: BootstrapOptions = {}): Promise<Running> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const secrets = loadSecrets(config);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger, onQuery: options.onQuery });
  let chain;
  try {
    chain = await startChainRuntime(config, db.prisma, logger);
  } catch (error) {
    await db.close();
    throw error;
  }
  const redis = config.redisUrl
    ? { publish: new Redis(config.redisUrl, { lazyConnect: false }), subscribe: new Redis(config.redisUrl) }
    : undefined;
  const infra: Infrastructure = {
    config,
    logger,
    secrets,
    prisma: db.prisma,
    clock: options.clock ?? systemClock,
    events: createEvents(redis),
    keyring: createKeyring(secrets.encryptionKey),
    chain,
    redis: redis?.publish,
  };
  const services = createServices(infra);
  const app = createApp(infra, services);
  let url: string;
  try {
    url = await app.listen(config.port, config.host);
  } catch (error) {
    await chain.stop();
    await db.close();
    throw error;
  }
  logger.info({ url, database: db.kind, redis: Boolean(redis), chain: chain.embedded ? 'embedded anvil' : 'CHAIN_RPC_URL' }, 'service listening');
  // Finish mints and burns that a crash interrupted (resend stored transactions, settle by receipt).
  const reconciling = services.funding.reconcile().catch((err: unknown) => logger.error({ err }, 'reconciler failed'));
  return {
    url,
    app,
    infra,
    services,
    reconciling,
    async stop() {
      await app.close();
      await reconciling;
      await chain.stop();
      if (redis) await Promise.all([redis.publish.quit(), redis.subscribe.quit()]);
      await db.close();
    },
  };
}
