import { AdjustableClock } from '../../src/clock.js';
import { configFromEnv, type Config } from '../../src/config.js';
import { bootstrap, type BootstrapOptions, type Running } from '../../src/bootstrap.js';
import { createLogger } from '../../src/logger.js';
import { recordRest } from './golden.js';
import { serviceData } from './template.js';

/** A clock the test moves by hand (its timers fire when it passes them). */
export class TestClock extends AdjustableClock {}

export interface TestService extends Running {
  clock: TestClock;
  config: Config;
  /** Stops the service and removes its data. */
  close(): Promise<void>;
  /** Stops it as a crash would leave things (data kept) and starts a new one on the same data. */
  restart(): Promise<TestService>;
}

/**
 * Starts the whole service on a free port, on a copy of the run's template (test/helpers/template.ts):
 * embedded PGlite in a temp DATA_DIR, or a PostgreSQL database when TEST_DATABASE_URL is set (the
 * CI's second pass). `fresh` starts on empty data instead (migrations and deployments run), as does
 * an `env` bringing its own DATA_DIR, database, chain or secrets.
 */
export async function startService(
  env: Record<string, string> = {},
  options: Pick<BootstrapOptions, 'onQuery'> & { fresh?: boolean } = {},
): Promise<TestService> {
  const data = await serviceData(env, options.fresh);
  const config = configFromEnv({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...data.env,
    ...env,
  });
  return run(config, data.remove, options);
}

async function run(
  config: Config,
  cleanup: () => Promise<void>,
  options: Pick<BootstrapOptions, 'onQuery'> = {},
): Promise<TestService> {
  const clock = new TestClock();
  const running = await bootstrap(config, { clock, logger: createLogger(config.logLevel), onQuery: options.onQuery });
  return {
    ...running,
    clock,
    config,
    async close() {
      await running.stop();
      await cleanup();
    },
    async restart() {
      await running.stop();
      return run(config, cleanup, options);
    },
  };
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Sends a JSON request the way a legacy client does. */
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  recordRest(method, path, res.status, text);
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** Runs a GraphQL operation over HTTP. */
export async function gql<T = any>(base: string, query: string, variables?: unknown, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
  };
}

let counter = 0;
/** Signs up a fresh user through REST; returns its credentials. */
export async function signUp(
  base: string,
  overrides: Partial<{ email: string; password: string; passcode: string }> = {},
) {
  const creds = {
    email: `user${Date.now()}${counter++}@example.com`,
    password: 'correct horse battery',
    passcode: '123456',
    ...overrides,
  };
  const res = await call(base, 'POST', '/account/auth/sign-up', creds);
  if (res.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  return {
    ...creds,
    access_token: res.body.message.access_token as string,
    user_id: res.body.message.user_id as string,
  };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
