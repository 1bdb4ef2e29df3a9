import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { systemClock, type Clock } from './kernel/clock.js';
import { createLogger, type Logger } from './logger.js';
import { type Database, openDatabase, type QueryListener } from './db/client.js';
import { createEvents } from './events/pubsub.js';
import { createKeyring } from './security/encryption.js';
import { loadSecrets } from './security/secrets.js';
import { createServices, type Infrastructure, type Services } from './services.js';
import { createApp, type App } from './app.js';
import { startChainRuntime } from './chain/runtime.js';
import { abandoned, abortable } from './kernel/abortable.js';

// Composition: config → db → secrets → events → services → app → listen. Used by src/main.ts
// and by the tests, which pass their own clock and a port of 0.
//
// A signal during start-up aborts it (options.signal, src/main.ts): the signal is checked between
// steps and ends the waits within them (src/kernel/abortable.ts); what was started is then stopped
// in reverse order and the start rejects with the signal's reason, never reaching "listening".

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
  /** Aborts the start: it then stops what it started and rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Durations (ms) of the steps before bootstrap (src/main.ts: node's own start, loading the
   * application). Given, the "service listening" line carries the whole start-up breakdown and
   * the time from the process's start to ready.
   */
  startup?: Record<string, number>;
}

/** How long an aborted start waits for work it left running (see abandoned) before it stops the rest. */
const LEFTOVER_WAIT_MS = 1_000;

export async function bootstrap(config: Config, options: BootstrapOptions = {}): Promise<Running> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const { signal } = options;
  signal?.throwIfAborted();
  const secrets = loadSecrets(config);
  // What is started so far, stopped in reverse when a later step fails or the start is aborted.
  const started: Array<() => Promise<unknown>> = [];
  const unwind = async () => {
    for (const stop of started.reverse()) {
      await stop().catch((error: unknown) => logger.warn({ err: error }, 'start-up: a step did not stop cleanly'));
    }
  };
  let chain: Awaited<ReturnType<typeof startChainRuntime>>;
  let redis: { publish: Redis; subscribe: Redis } | undefined;
  let services: Services;
  let app: App;
  let infra: Infrastructure;
  let url: string;
  let db: Database;
  // The start-up breakdown (ms per step), logged with "service listening".
  const steps: Record<string, number> = { ...options.startup };
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - mark);
    mark = now;
  };
  try {
    db = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      logger,
      onQuery: options.onQuery,
      signal,
    });
    const opened = db;
    started.push(() => opened.close());
    step('database');
    signal?.throwIfAborted();
    chain = await startChainRuntime(config, db.prisma, logger, signal);
    started.push(() => chain.stop());
    step('chain');
    signal?.throwIfAborted();
    if (config.redisUrl) {
      redis = await connectRedis(config.redisUrl, logger, signal);
      const { publish, subscribe } = redis;
      started.push(() => Promise.all([publish.quit(), subscribe.quit()]));
    } else if (config.databaseUrl) {
      logger.warn(
        'DATABASE_URL without REDIS_URL: events and rate limits stay inside this instance; set REDIS_URL to run several',
      );
    }
    signal?.throwIfAborted();
    infra = {
      config,
      logger,
      secrets,
      prisma: db.prisma,
      changes: db.changes,
      clock: options.clock ?? systemClock,
      events: createEvents(redis, config.redisPrefix, logger),
      keyring: createKeyring(secrets.encryptionKey),
      chain,
      redis: redis?.publish,
    };
    if (redis) step('redis');
    services = createServices(infra);
    const { sessions, engine } = services;
    started.push(
      () => sessions.stop(),
      () => services.outboxTail.stop(),
      () => engine.stop(),
      () => services.mailer.stop(),
    );
    app = createApp(infra, services, undefined, options.server);
    // The app answers from here on (it takes the start-up server over), but is not ready until
    // every step below has run: a balancer would send traffic to a start that may still abort.
    app.health.setStarting(true);
    step('services');
    signal?.throwIfAborted();
    // The money engine: on the instance that holds its lease it first checks the chain against
    // the ledger, then finishes what a crash or another instance left open and drives every
    // operation; elsewhere it waits for the lease. An abort stops it wherever its check is (it is
    // made for being cut off: a crash there is resumed by whoever holds the lease next).
    await abortable(engine.start(), signal);
    step('money');
    signal?.throwIfAborted();
    url = await app.listen(config.port, config.host);
    step('listen');
    signal?.throwIfAborted();
    // The rail adapters (and the embedded simulator) need the URL providers call back.
    await services.rails.start(url);
    started.push(() => services.rails.stop());
    step('rails');
    // Webhook deliveries (docs/events.md): every instance takes its share through the database.
    services.webhooks.worker.start();
    started.push(() => services.webhooks.worker.stop());
  } catch (error) {
    // An abort may have left a step's work running (an anvil still starting): stopped once it
    // ends, within LEFTOVER_WAIT_MS; the rest is then stopped in reverse.
    if (signal?.aborted) await abandoned(LEFTOVER_WAIT_MS);
    await unwind();
    if (signal?.aborted) {
      if (error !== signal.reason) logger.debug({ err: error }, 'start-up step ended by the abort');
      throw signal.reason;
    }
    throw error;
  }
  logger.info(
    {
      url,
      database: db.kind,
      redis: Boolean(redis),
      chain: chain.embedded ? 'embedded anvil' : 'CHAIN_RPC_URL',
      // From the process's start (performance.now()) when main gave the steps before bootstrap.
      ...(options.startup ? { readyMs: Math.round(performance.now()) } : {}),
      startupMs: steps,
    },
    'service listening',
  );
  // Ready from now on (after the line, so that whoever sees ready has the line too).
  app.health.setStarting(false);
  return {
    url,
    app,
    infra,
    services,
    async stop() {
      // Graceful: no new connections, sockets closed with 1012, requests in flight finish (the
      // engine keeps serving them); then the engine stops without waiting for receipts.
      const finished = await app.close();
      await services.mailer.stop();
      await services.sessions.stop();
      services.presence.stop();
      services.attachments.stop();
      await services.webhooks.worker.stop();
      await services.outboxTail.stop();
      await services.engine.stop();
      await services.rails.stop();
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
async function connectRedis(
  url: string,
  logger: Logger,
  signal?: AbortSignal,
): Promise<{ publish: Redis; subscribe: Redis }> {
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
    await abortable(
      Promise.race([
        Promise.all([clients.publish.ping(), clients.subscribe.ping()]),
        new Promise(
          (_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), REDIS_CONNECT_TIMEOUT_MS)),
        ),
      ]),
      signal,
    );
    return clients;
  } catch (error) {
    clients.publish.disconnect();
    clients.subscribe.disconnect();
    if (signal?.aborted) throw signal.reason;
    throw new Error(
      `Redis at REDIS_URL ${withoutCredentials(url)} is not reachable (${(error as Error).message.split('\n')[0]})`,
    );
  } finally {
    clearTimeout(timer);
  }
}
