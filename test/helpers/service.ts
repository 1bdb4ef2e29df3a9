import { checkContract } from './contract.js';
import { request } from 'node:http';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, print } from 'graphql';
import { AdjustableClock } from '../../src/kernel/clock.js';
import { configFromEnv, type Config } from '../../src/config.js';
import { bootstrap, type BootstrapOptions, type Running } from '../../src/bootstrap.js';
import { createLogger } from '../../src/logger.js';
import type { DestinationStream } from 'pino';
import { recordRest } from './golden.js';
import { Statements } from './statements.js';
import { serviceData } from './template.js';
import { CHEAP_PASSWORD_HASHING } from './test-env.js';

/** A clock the test moves by hand (its timers fire when it passes them). */
export class TestClock extends AdjustableClock {}

export interface TestService extends Running {
  clock: TestClock;
  config: Config;
  /** Stops the service and removes its data. */
  close(): Promise<void>;
  /** Stops it as a crash would leave things (data kept) and starts a new one on the same data. */
  restart(): Promise<TestService>;
  /** Its SQL statements by request (or labelled work); only with `startService(env, { statements: true })`. */
  statements: Statements;
}

export interface StartOptions extends Pick<BootstrapOptions, 'onQuery'> {
  /** Attribute every SQL statement to the request (or labelled work) that sent it: `svc.statements`. */
  statements?: boolean;
  /** Where the service's log lines go (at LOG_LEVEL, `silent` unless env or TEST_LOG_LEVEL says). */
  log?: DestinationStream;
}

/**
 * Starts the whole service on a free port, on a copy of the run's template (test/helpers/template.ts):
 * embedded PGlite in a temp DATA_DIR, or a PostgreSQL database when TEST_DATABASE_URL is set (the
 * CI's second pass). `fresh` starts on empty data instead (migrations and deployments run), as does
 * an `env` bringing its own DATA_DIR, database, chain or secrets.
 */
export async function startService(
  env: Record<string, string> = {},
  options: StartOptions & { fresh?: boolean } = {},
): Promise<TestService> {
  const data = await serviceData(env, options.fresh);
  const config = configFromEnv({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The in-process rail simulator (embedded default) approves at once: a mint waits for its
    // collection's round trip, not for a payer. Rails tests set their own delay or scripts.
    RAIL_SIMULATOR_APPROVE_MS: '0',
    // No daily reconciliation at start (statement counts, test clocks moved by days): its own test sets it.
    RAIL_RECONCILE_AT: 'off',
    ...CHEAP_PASSWORD_HASHING,
    ...data.env,
    ...env,
  });
  return run(config, data.remove, options);
}

async function run(config: Config, cleanup: () => Promise<void>, options: StartOptions = {}): Promise<TestService> {
  const clock = new TestClock();
  const statements = new Statements(options.statements ?? false);
  const onQuery: BootstrapOptions['onQuery'] =
    options.statements || options.onQuery
      ? (event, cause) => {
          options.onQuery?.(event, cause);
          if (options.statements) statements.listener(event, cause);
        }
      : undefined;
  const running = await bootstrap(config, { clock, logger: createLogger(config.logLevel, options.log), onQuery });
  return {
    ...running,
    clock,
    config,
    statements,
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
  await checkContract(base, method, path, res.status, text);
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/**
 * A GET with a JSON body, as the reference product sends some reads (fetch cannot send one, so
 * node:http does). The answer is not recorded in the golden files.
 */
export function getWithBody(base: string, path: string, body: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = request(
      new URL(path, base),
      {
        method: 'GET',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface GqlReply<T> {
  status: number;
  headers: Headers;
  body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

/**
 * Runs a GraphQL operation over HTTP. A typed document (`graphql(...)` from test/generated/gql, generated by
 * `npm run codegen` from the documents in test/) types its variables and its answer.
 */
export async function gql<TData, TVars>(
  base: string,
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
  token?: string,
  headers?: Record<string, string>,
): Promise<GqlReply<TData>>;
export async function gql<T = any>(
  base: string,
  query: string,
  variables?: unknown,
  token?: string,
  headers?: Record<string, string>,
): Promise<GqlReply<T>>;
export async function gql(
  base: string,
  query: string | DocumentNode,
  variables?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/**
 * A mutation's payload narrowed to its success type, or a thrown error naming what it answered
 * instead (a typed Error, or a top-level error's empty data).
 */
export function success<P extends { __typename?: string }, N extends string>(
  payload: P | null | undefined,
  typename: N,
): Extract<P, { __typename?: N }> {
  if (payload?.__typename !== typename) throw new Error(`expected ${typename}, got ${JSON.stringify(payload)}`);
  return payload as Extract<P, { __typename?: N }>;
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
