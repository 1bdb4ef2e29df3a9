import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { ChainRuntime } from '../../src/chain/runtime.js';
import { configFromEnv, type Config } from '../../src/config.js';
import { openDatabase, type QueryListener } from '../../src/db/client.js';
import { createEvents } from '../../src/events/pubsub.js';
import { createLogger } from '../../src/logger.js';
import { createKeyring } from '../../src/security/encryption.js';
import { loadSecrets } from '../../src/security/secrets.js';
import { createServices, type Infrastructure, type Services } from '../../src/services.js';
import { createTestDatabase } from '../db/pg-helpers.js';
import { TestClock } from './service.js';
import { Statements } from './statements.js';
import { dataOf, type ServiceData } from './template.js';
import { CHEAP_PASSWORD_HASHING } from './test-env.js';

// The shared fixture of the module tier: the services and the app (src/services.ts,
// src/app.ts) on a copy of a migrated database, without anvil, the money engine, the rails or
// a listening port. Tests still go through the public interface: `svc.url` is an origin of its
// own (http://module-N.test) that this process's fetch hands to `App.fetch`, so `call`, `gql`,
// `signUp` and a plain `fetch(svc.url + path)` reach the same pipeline (REST router, yoga,
// guards, request log) as over HTTP, only without the socket. What needs a socket (websockets,
// a GET with a body over node:http) or the chain (mints, payments, wallets' balances) belongs
// to the product tier; the chain here throws on first use, naming this file.

export interface ModuleTemplate {
  /** `<dataDir>/pglite`: the migrated embedded database. */
  dataDir: string;
  /** PostgreSQL pass: the migrated database each file copies. */
  database?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    moduleTemplate: ModuleTemplate | null;
  }
}

export interface ModuleService {
  /** The fixture's own origin: requests to it go to `app.fetch`, in this process. */
  url: string;
  app: App;
  infra: Infrastructure;
  services: Services;
  clock: TestClock;
  config: Config;
  /** Its SQL statements by request; only with `useModules(env, { statements: true })`. */
  statements: Statements;
}

const NO_CHAIN = 'the module tier has no chain (test/helpers/modules.ts): this test belongs to the product tier';
/** Any use of the chain, its writer or its lease throws, except the wiring the engine does when it is made. */
const refusing = <T extends object>(wiring: Record<string, unknown> = {}): T =>
  new Proxy(wiring as T, {
    get: (_target, key) => {
      if (key === 'then') return undefined; // not a thenable
      if (typeof key === 'string' && key in wiring) return wiring[key];
      return () => {
        throw new Error(`${NO_CHAIN} (${String(key)})`);
      };
    },
  });
const noChain = (): ChainRuntime => ({
  // The money engine hands the chain what balance reads wait for (src/money/engine.ts).
  chain: refusing({ holdBalanceReads() {} }),
  writer: refusing(),
  lease: refusing(),
  tokens: {},
  router: '0x0000000000000000000000000000000000000000',
  lanes: [],
  membership: refusing(),
  embedded: false,
  async stop() {},
});

/** Apps by origin, and this process's fetch wrapped once to hand them their requests. */
const apps = new Map<string, App>();
let counter = 0;
let wrapped = false;
function routeFetch() {
  if (wrapped) return;
  wrapped = true;
  const network = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const app = URL.canParse(url) ? apps.get(new URL(url).origin) : undefined;
    return app ? inProcess(app, new Request(input, init)) : network(input, init);
  };
}

/** As on the wire: a body of known length carries its content-length (the service requires one). */
async function inProcess(app: App, request: Request): Promise<Response> {
  if (!request.body || request.headers.has('content-length')) return app.fetch(request);
  const body = await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set('content-length', String(body.byteLength));
  return app.fetch(new Request(request.url, { method: request.method, headers, body, signal: request.signal }));
}

/** A copy of the module template (PGlite files, or a PostgreSQL database made from it). */
async function moduleData(): Promise<ServiceData> {
  const template = inject('moduleTemplate');
  const dataDir = mkdtempSync(join(tmpdir(), 'fas-module-'));
  if (template && !template.database)
    cpSync(join(template.dataDir, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return dataOf(
    dataDir,
    process.env.TEST_DATABASE_URL ? await createTestDatabase(undefined, template?.database) : null,
  );
}

/** Opens the database, makes the services and the app; `stop` closes them and removes the data. */
export interface ModuleOptions {
  /** Attribute every SQL statement to the request that sent it: `svc.statements`. */
  statements?: boolean;
  /** Sees every SQL statement. */
  onQuery?: QueryListener;
}

export async function startModules(
  env: Record<string, string> = {},
  options: ModuleOptions = {},
): Promise<ModuleService & { stop(): Promise<void> }> {
  const data = await moduleData();
  const config = configFromEnv({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...CHEAP_PASSWORD_HASHING,
    ...data.env,
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const statements = new Statements(options.statements ?? false);
  const secrets = loadSecrets(config);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    // A copy of the run's template, migrated by the same code moments ago: no migration check
    // (the schema engine is the slowest part of an open). Without a template it migrates.
    migrate: !inject('moduleTemplate'),
    onQuery: (event, cause) => {
      options.onQuery?.(event, cause);
      if (options.statements) statements.listener(event, cause);
    },
  }).catch(async (error: unknown) => {
    await data.remove();
    throw error;
  });
  const clock = new TestClock();
  const infra: Infrastructure = {
    config,
    logger,
    secrets,
    prisma: db.prisma,
    changes: db.changes,
    clock,
    events: createEvents(undefined, config.redisPrefix),
    keyring: createKeyring(secrets.encryptionKey),
    chain: noChain(),
  };
  let services: Services;
  let app: App;
  try {
    services = createServices(infra);
    app = createApp(infra, services);
  } catch (error) {
    // A set-up that fails (a module using the chain when it is made) leaves no data behind.
    await db.close();
    await data.remove();
    throw error;
  }
  routeFetch();
  const url = `http://module-${process.pid}-${counter++}.test`;
  apps.set(url, app);
  return {
    url,
    app,
    infra,
    services,
    clock,
    config,
    statements,
    async stop() {
      apps.delete(url);
      await app.close();
      await services.mailer.stop();
      await services.sessions.stop();
      services.presence.stop();
      services.attachments.stop();
      await services.webhooks.worker.stop();
      await services.outboxTail.stop();
      await db.close();
      await data.remove();
    },
  };
}

/**
 * The module tier's shared fixture: starts the modules before the file's (or describe block's)
 * tests and stops them after. Read the returned object in tests and hooks (before the start it
 * throws), as with the product tier's useService (test/helpers/fixture.ts).
 */
export function useModules(env: Record<string, string> = {}, options: ModuleOptions = {}): ModuleService {
  let current: Awaited<ReturnType<typeof startModules>> | undefined;
  beforeAll(async () => {
    current = await startModules(env, options);
  });
  afterAll(async () => {
    const running = current;
    current = undefined;
    await running?.stop();
  });
  return new Proxy({} as ModuleService, {
    get(_target, key) {
      if (!current) throw new Error(`useModules: not started (read ${String(key)} in a test or a hook)`);
      const value = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
