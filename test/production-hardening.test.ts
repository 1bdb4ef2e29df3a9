import { randomBytes, randomUUID } from 'node:crypto';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/app.js';
import { configFromEnv, type Config } from '../src/config.js';
import { call, gql, signUp, startService, type TestService } from './helpers/service.js';

// GraphQL hardening: document limits (tokens, depth, aliases, directives, cost) over HTTP and
// websockets, batching, introspection and GraphiQL off in production, masked errors, and the
// throttles counted per operation however many are packed into one request.

let svc: TestService;
let base: string;
const apps: App[] = [];

beforeAll(async () => {
  svc = await startService({
    AUTH_MAX_FAILURES_PER_ACCOUNT: '3',
    AUTH_MAX_FAILURES_PER_ADDRESS: '1000',
    MONEY_MAX_PER_ACCOUNT: '3',
    MONEY_MAX_PER_ADDRESS: '1000',
  });
  base = svc.url;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await svc?.close();
});

/** Another HTTP front on the same services, with other settings (or another schema). */
async function front(overrides: Partial<Config> & { graphql?: Partial<Config['graphql']> } = {}, schema?: GraphQLSchema) {
  const config: Config = { ...svc.config, ...overrides, graphql: { ...svc.config.graphql, ...overrides.graphql } };
  const app = createApp({ ...svc.infra, config }, svc.services, schema);
  apps.push(app);
  return app.listen(0, '127.0.0.1');
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

const codes = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => (body.errors ?? []).map((e) => e.extensions?.code);
const messages = (body: { errors?: Array<{ message: string }> }) => (body.errors ?? []).map((e) => e.message).join(' | ');

/** A valid document `levels` deep (through introspection of types, which is recursive). */
const deep = (levels: number) => `{ __type(name: "Query") { ${'fields { type { '.repeat(levels)}name${' } }'.repeat(levels)} } }`;

describe('document limits', () => {
  it('depth: a document deeper than GRAPHQL_MAX_DEPTH (12) is refused before it runs', async () => {
    const ok = await gql(base, deep(5));
    expect(ok.body.errors).toBeUndefined();
    const res = await gql(base, deep(7)); // 1 + 2 × 7 = 15 levels
    expect(codes(res.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(messages(res.body)).toMatch(/depth limit of 12 exceeded/);
    expect(res.body.data).toBeUndefined();
  });

  it('aliases: more than 15 are refused', async () => {
    const fields = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect((await gql(base, fields(15))).body.errors).toBeUndefined();
    const res = await gql(base, `{ ${Array.from({ length: 16 }, (_, i) => `v${i}: viewer { id }`).join(' ')} }`);
    expect(codes(res.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(messages(res.body)).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('tokens: a document over 1000 tokens is refused at parse', async () => {
    const res = await gql(base, `{ viewer { ${'id '.repeat(1000)} } }`);
    expect(codes(res.body)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(messages(res.body)).toMatch(/Token limit of 1000 exceeded/);
  });

  it('directives: more than 50 are refused', async () => {
    const res = await gql(base, `{ __typename ${'@include(if: true) '.repeat(51)} }`);
    expect(codes(res.body)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(messages(res.body)).toMatch(/Directives limit of 50 exceeded/);
  });

  it('cost: a document over GRAPHQL_MAX_COST is refused', async () => {
    const url = await front({ graphql: { maxCost: 40 } });
    const res = await post(url, { query: `{ viewer { id email createdAt } ${deep(3)} }` });
    expect(codes(res.body)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(messages(res.body)).toMatch(/Query Cost limit of 40 exceeded/);
  });

  it('the same limits apply over graphql-ws', async () => {
    const user = await signUp(base);
    const client = createClient({ url: base.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${user.access_token}` }, retryAttempts: 0 });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: `{ ${Array.from({ length: 16 }, (_, i) => `v${i}: viewer { id }`).join(' ')} }` }, { next: () => resolve('next'), error: resolve, complete: () => resolve('complete') });
      });
      expect(JSON.stringify(errors)).toMatch(/Aliases limit of 15 exceeded/);
    } finally {
      await client.dispose();
    }
  });
});

describe('batching', () => {
  it('is refused by default (GRAPHQL_BATCH_LIMIT=0)', async () => {
    const res = await post(base, [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
    expect(codes(res.body)).toEqual(['BAD_REQUEST']);
  });

  it('with GRAPHQL_BATCH_LIMIT=2, two operations run and three are refused', async () => {
    const url = await front({ graphql: { batchLimit: 2 } });
    const two = await post(url, [{ query: '{ __typename }' }, { query: '{ a: __typename }' }]);
    expect(two.status).toBe(200);
    expect(two.body).toEqual([{ data: { __typename: 'Query' } }, { data: { a: 'Query' } }]);
    const three = await post(url, [{ query: '{ __typename }' }, { query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(three.status).toBe(413);
    expect(messages(three.body)).toMatch(/Batching is limited to 2 operations/);
  });

  it('each batched sign-in counts against the throttle', async () => {
    const url = await front({ graphql: { batchLimit: 5 } });
    const user = await signUp(base);
    const wrong = { query: 'mutation($e: String!) { signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { accessToken } }', variables: { e: user.email } };
    const res = await post(url, [wrong, wrong, wrong, wrong]);
    expect(res.body.map((r: any) => r.errors[0].extensions.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
  });
});

describe('throttles count every operation, aliases included', () => {
  it('sign-in: { a: signIn b: signIn … } counts one failure per alias', async () => {
    const user = await signUp(base);
    const doc = `mutation($e: String!) { ${['a', 'b', 'c', 'd'].map((k) => `${k}: signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { accessToken }`).join(' ')} }`;
    const res = await gql(base, doc, { e: user.email });
    expect(codes(res.body)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    // Now even the right password waits.
    const right = await call(base, 'POST', '/account/auth/sign-in', { email: user.email, password: user.password, passcode: user.passcode });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('passcode checks: aliased updatePasscode calls each count', async () => {
    const user = await signUp(base);
    const doc = `mutation { ${['a', 'b', 'c', 'd'].map((k) => `${k}: updatePasscode(input: { currentPasscode: "0000", updatedPasscode: "1111" })`).join(' ')} }`;
    const res = await gql(base, doc, undefined, user.access_token);
    expect(codes(res.body)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'RATE_LIMITED']);
  });

  it('mints and burns: MONEY_MAX_PER_ACCOUNT per window, counted per alias, then 429 on REST too', async () => {
    const user = await signUp(base);
    const input = `{ fiatAccountUuid: "${randomUUID()}", networkAccountUuid: "primary", amount: "1" }`;
    const doc = `mutation { a: mintStablecoin(input: ${input}) { id } b: burnStablecoin(input: ${input}) { id } c: mintStablecoin(input: ${input}) { id } d: mintStablecoin(input: ${input}) { id } }`;
    const res = await gql(base, doc, undefined, user.access_token);
    // The first three are counted and answered (no such account); the fourth is over the limit.
    expect(codes(res.body)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'RATE_LIMITED']);
    const rest = await call(base, 'POST', '/network/stablecoins/mint', { access_token: user.access_token, user_id: user.user_id, fiat_linked_acc_uuid: randomUUID(), network_linked_acc_uuid: 'primary', amount: 1 });
    expect(rest.status).toBe(429);
    expect(rest.body.message.error).toBe('RATE_LIMITED');
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await signUp(base);
    const theirs = await gql(base, `mutation { mintStablecoin(input: ${input}) { id } }`, undefined, other.access_token);
    expect(codes(theirs.body)).toEqual(['NOT_FOUND']);
  });
});

describe('production mode', () => {
  const production = () => configFromEnv({ NODE_ENV: 'production', ENCRYPTION_KEY: randomBytes(32).toString('hex'), WALLET_SECRET: randomBytes(32).toString('hex') });

  it('NODE_ENV=production turns introspection and GraphiQL off by default; INTROSPECTION/GRAPHIQL turn them on', () => {
    expect(production()).toMatchObject({ introspection: false, graphiql: false });
    expect(configFromEnv({})).toMatchObject({ introspection: true, graphiql: true });
    expect(configFromEnv({ NODE_ENV: 'production', ENCRYPTION_KEY: 'a'.repeat(64), WALLET_SECRET: 'w'.repeat(32), INTROSPECTION: 'true', GRAPHIQL: 'true' })).toMatchObject({ introspection: true, graphiql: true });
  });

  it('without introspection: __schema and __type are refused, __typename works, no "Did you mean" hints', async () => {
    const { introspection, graphiql } = production();
    const url = await front({ introspection, graphiql });
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
      const res = await post(url, { query });
      expect(codes(res.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(res.body.data).toBeUndefined();
    }
    expect((await post(url, { query: '{ __typename }' })).body).toEqual({ data: { __typename: 'Query' } });
    const typo = await post(url, { query: '{ viewr { id } }' });
    expect(messages(typo.body)).not.toMatch(/Did you mean/);
    const page = await fetch(url + '/graphql', { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('GraphiQL');
  });

  it('unexpected errors are masked (GraphQL and REST): no message, stack or internals leak', async () => {
    const boom = () => {
      throw new Error('connect ECONNREFUSED postgresql://admin:hunter2@db.internal:5432');
    };
    const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { boom: { type: GraphQLString, resolve: boom } } }) });
    const url = await front({}, schema);
    const res = await post(url, { query: '{ boom }' });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2|db\.internal|ECONNREFUSED|stack/);
  });
});

describe('HTTP edges', () => {
  it('a GraphQL body that is not JSON is 415 in the GraphQL error form', async () => {
    const res = await fetch(base + '/graphql', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query={__typename}' });
    expect(res.status).toBe(415);
    expect(codes((await res.json()) as any)).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
  });

  it('a URL over 16 KB is 431 in the envelope', async () => {
    const res = await fetch(`${base}/graphql?query=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ code: 431, message: { error: 'HEADERS_TOO_LARGE' } });
  });

  it('a websocket message over BODY_LIMIT_BYTES closes the socket (1009)', async () => {
    const socket = new WebSocket(base.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(svc.config.bodyLimitBytes + 10) } }));
    expect(await closed).toBe(1009);
  });
});
