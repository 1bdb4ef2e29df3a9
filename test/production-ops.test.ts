import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAddressOf, createApp, type App } from '../src/app.js';
import type { Config } from '../src/config.js';
import { createHealth } from '../src/ops/health.js';
import { call, gql, signUp } from './helpers/service.js';
import { useService } from './helpers/fixture.js';
import { wsClient } from './helpers/streams.js';

// Operability: /healthz, /readyz (which dependency failed), /metrics (Prometheus), the graceful
// stop (sockets closed with 1012, requests in flight finish, streams end), the client address
// behind proxies, and a production start without its secrets refused through `npm start`.

const svc = useService();
let base: string;
beforeAll(() => {
  base = svc.url;
});

describe('health and readiness', () => {
  it('/healthz is 200 and /readyz reports each dependency', async () => {
    expect(await call(base, 'GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await call(base, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', chain: 'ok' },
      details: { money: expect.any(Object) },
    });
    // The money monitor's findings: the chain matches the ledger.
    await expect
      .poll(async () => (await call(base, 'GET', '/readyz')).body.details.money.chain)
      .toBe('the chain matches the ledger');
  });

  it('/readyz is 503 naming what failed: an error, a false answer, a hang', async () => {
    const health = createHealth(
      {
        database: async () => 1,
        chain: async () => false,
        redis: () => Promise.reject(new Error('connect ECONNREFUSED redis://:secret@10.0.0.9:6379\nstack')),
        slow: () => new Promise(() => {}),
      },
      200,
    );
    const report = await health.ready();
    expect(report.status).toBe(503);
    expect(report.body.status).toBe('unavailable');
    expect(report.body.failed).toEqual(['chain', 'redis', 'slow']);
    expect(report.body.checks).toEqual({
      database: 'ok',
      chain: 'failed: not reachable',
      redis: 'failed: connect ECONNREFUSED <url>',
      slow: 'failed: timed out after 200 ms',
    });
    health.setStopping();
    expect(await health.ready()).toEqual({ status: 503, body: { status: 'stopping', checks: {} } });
  });
});

describe('metrics', () => {
  it('/metrics counts requests by REST route and GraphQL operation name, with latency', async () => {
    await call(base, 'POST', '/account/auth/sign-in', {
      email: 'nobody@example.com',
      password: 'wrong password',
      passcode: '0000',
    });
    await call(base, 'GET', `/v1/conversations/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ProbeOperation { __typename }', operationName: 'ProbeOperation' }),
    });
    await gql(base, '{ __typename }'); // a string: anonymous on purpose (the "graphql anonymous" label)
    await call(base, 'GET', '/no/such/path');
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('fas_requests_total{operation="POST /account/auth/sign-in",status="401"} 1');
    expect(text).toContain('fas_requests_total{operation="GET /v1/conversations/:conversation_id",status="401"} 1');
    expect(text).toContain('fas_requests_total{operation="graphql ProbeOperation",status="200"} 1');
    expect(text).toMatch(/fas_requests_total\{operation="graphql anonymous",status="200"\} \d+/);
    expect(text).toContain('fas_requests_total{operation="unmatched",status="404"} 1');
    expect(text).toMatch(/fas_request_duration_seconds_bucket\{le="\+Inf",operation="graphql ProbeOperation"\} 1/);
    expect(text).toMatch(/^fas_subscriptions_open 0$/m);
    expect(text).toMatch(/^fas_websockets_open 0$/m);
    expect(text).toContain('# TYPE fas_stablecoin_transactions gauge');
    expect(text).toContain('process_cpu_seconds_total');
    // Operational paths are not counted as traffic.
    expect(text).not.toContain('operation="/healthz"');
  });

  it('counts chain transactions by status from the table', async () => {
    const user = await signUp(base);
    const creds = { access_token: user.access_token, user_id: user.user_id };
    const empty = { mmo: {}, bank: {}, govid: {}, crypto: {} };
    const mmo = await call(base, 'POST', '/v1/identity/create', {
      ...empty,
      mmo: { ...creds, phone_number: '+2348031234567', mmo_name: 'OPay', fx_iso: 'NGN' },
    });
    const { generatePrivateKey, privateKeyToAddress } = await import('viem/accounts');
    const key = generatePrivateKey();
    const crypto = await call(base, 'POST', '/v1/identity/create', {
      ...empty,
      crypto: { ...creds, public_address: privateKeyToAddress(key), private_key: key, fx_iso: 'NGN' },
    });
    const mint = await call(base, 'POST', '/network/stablecoins/mint', {
      ...creds,
      fiat_linked_acc_uuid: mmo.body.message.mmo[0].identity_uuid,
      network_linked_acc_uuid: crypto.body.message.crypto[0].identity_uuid,
      amount: 3,
    });
    expect(mint.status).toBe(201);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/^fas_stablecoin_transactions\{operation="mint",status="confirmed"\} [1-9]\d*$/m);
    expect(text).toContain('fas_requests_total{operation="POST /network/stablecoins/mint",status="201"} 1');
  });

  it('with METRICS_TOKEN, /metrics needs it', async () => {
    const config: Config = { ...svc.config, metricsToken: 'scrape-token-0123456789' };
    const app = createApp({ ...svc.infra, config }, svc.services);
    const url = await app.listen(0, '127.0.0.1');
    try {
      const refused = await call(url, 'GET', '/metrics');
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 401, message: { error: 'UNAUTHENTICATED' } });
      const ok = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer scrape-token-0123456789' } });
      expect(ok.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('graceful stop', () => {
  /** A front on the real services with one slow field (released by the test) and one endless subscription. */
  function testSchema() {
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let stuck!: () => void;
    const isStuck = new Promise<void>((resolve) => (stuck = resolve));
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          slow: { type: GraphQLString, resolve: async () => (entered(), await released, 'finished') },
          never: { type: GraphQLString, resolve: () => (stuck(), new Promise(() => {})) },
        },
      }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: {
          ticks: {
            type: GraphQLString,
            subscribe: async function* () {
              for (;;) {
                yield { ticks: 'tick' };
                await new Promise((r) => setTimeout(r, 50)); // real time: the subscription ticks every 50 ms
              }
            },
          },
        },
      }),
    });
    return { schema, started, release, isStuck };
  }

  async function front(schema: GraphQLSchema, overrides: Partial<Config> = {}) {
    const app: App = createApp({ ...svc.infra, config: { ...svc.config, ...overrides } }, svc.services, schema);
    const url = await app.listen(0, '127.0.0.1');
    return { app, url };
  }

  it('closes sockets with 1012, ends SSE streams, refuses new connections, lets the request in flight finish', async () => {
    const { schema, started, release } = testSchema();
    const { app, url } = await front(schema);
    const user = await signUp(base);

    // A graphql-ws client, connected.
    const closes: number[] = [];
    let connected!: () => void;
    const isConnected = new Promise<void>((r) => (connected = r));
    const ws = wsClient(url, user.access_token, {
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: { connected: () => connected(), closed: (e) => closes.push((e as { code: number }).code) },
    });
    await isConnected;

    // An SSE subscription, streaming.
    const sse = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { ticks }' }),
    });
    const reader = sse.body!.getReader();
    await reader.read(); // the first event arrived
    expect(await (await fetch(`${url}/metrics`)).text()).toMatch(/^fas_subscriptions_open 1$/m);

    // A request in flight.
    const slow = fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ slow }' }),
    });
    await started;

    const closing = app.close();
    // Sockets: closed with "service restart", so clients reconnect (to another instance).
    await expect.poll(() => closes, { timeout: 5000 }).toEqual([1012]);
    // The SSE stream ends.
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true }));
      if (chunk.done) break;
    }
    // No new connections.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    // The request in flight finishes with its answer; then the stop completes.
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { slow: 'finished' } });
    expect(await closing).toBe(true);
    expect(await app.metrics.render().then((m) => m.body)).toMatch(/^fas_subscriptions_open 0$/m);
    await ws.dispose();
  });

  it('cuts what is still in flight at the shutdown timeout', async () => {
    const { schema, isStuck } = testSchema();
    const { app, url } = await front(schema, { shutdownTimeoutMs: 300 });
    const stuck = fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ never }' }),
    });
    await isStuck;
    expect(await app.close()).toBe(false);
    await expect(stuck).rejects.toThrow();
  });
});

describe('client address', () => {
  const req = (peer: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage;

  it('is the peer unless TRUST_PROXY_HOPS is set; then the entry that many hops from the right', () => {
    expect(clientAddressOf(req('10.0.0.2', '1.2.3.4'), 0)).toBe('10.0.0.2');
    expect(clientAddressOf(req('10.0.0.2', 'spoofed, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddressOf(req('10.0.0.2', 'spoofed, 1.2.3.4, 10.0.0.1'), 2)).toBe('1.2.3.4');
    expect(clientAddressOf(req('10.0.0.2'), 1)).toBe('10.0.0.2');
  });
});

describe('production start', () => {
  const start = (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fas-test-'));
    try {
      const clean = Object.fromEntries(
        Object.entries(process.env).filter(
          ([k]) => !/^(DATABASE_URL|REDIS_URL|ENCRYPTION_KEY|WALLET_SECRET|NODE_ENV|PORT)$/.test(k),
        ),
      );
      return spawnSync('npm', ['start', '--silent'], {
        env: { ...clean, DATA_DIR: dataDir, PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it.each([
    [
      { NODE_ENV: 'production' },
      /^Invalid configuration: ENCRYPTION_KEY is required with NODE_ENV=production \(32 bytes as 64 hex characters, the same on every instance\)$/,
    ],
    [
      { NODE_ENV: 'production', ENCRYPTION_KEY: 'ab'.repeat(32) },
      /^Invalid configuration: WALLET_SECRET is required with NODE_ENV=production/,
    ],
    [
      { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres', WALLET_SECRET: 'w'.repeat(32) },
      /^Invalid configuration: ENCRYPTION_KEY is required with DATABASE_URL/,
    ],
    [
      { NODE_ENV: 'production', ENCRYPTION_KEY: 'ab'.repeat(32), WALLET_SECRET: 'too short' },
      /^Invalid configuration: WALLET_SECRET must be at least 32 characters$/,
    ],
  ])('npm start with %j stops with one clear line (exit 2)', (env, line) => {
    const res = start(env);
    expect(res.status).toBe(2);
    const lines = res.stderr.trim().split('\n');
    expect(
      lines.some((l) => line.test(l)),
      res.stderr,
    ).toBe(true);
  });
});
