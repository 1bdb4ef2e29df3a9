import { randomBytes, randomUUID } from 'node:crypto';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, print } from 'graphql';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/app.js';
import { configFromEnv, type Config } from '../src/config.js';
import { graphql } from './generated/gql/index.js';
import { call, gql, signUp } from './helpers/service.js';
import { useService } from './helpers/fixture.js';
import { wsClient } from './helpers/streams.js';

// GraphQL hardening: document limits (tokens, depth, aliases, directives, cost) over HTTP and
// websockets, batching, introspection and GraphiQL off in production, masked errors, and the
// throttles counted per operation however many are packed into one request.

const svc = useService({
  AUTH_MAX_FAILURES_PER_ACCOUNT: '3',
  AUTH_MAX_FAILURES_PER_ADDRESS: '1000',
  MONEY_MAX_PER_ACCOUNT: '3',
  MONEY_MAX_PER_ADDRESS: '1000',
});
let base: string;
const apps: App[] = [];

beforeAll(() => {
  base = svc.url;
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Another HTTP front on the same services, with other settings (or another schema). */
async function front(
  overrides: Omit<Partial<Config>, 'graphql'> & { graphql?: Partial<Config['graphql']> } = {},
  schema?: GraphQLSchema,
) {
  const config: Config = { ...svc.config, ...overrides, graphql: { ...svc.config.graphql, ...overrides.graphql } };
  const app = createApp({ ...svc.infra, config }, svc.services, schema);
  apps.push(app);
  return app.listen(0, '127.0.0.1');
}

/** A GraphQL answer read without a typed document: its data untyped, its errors as sent. */
interface RawAnswer {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string; [key: string]: unknown } }>;
}

/** A raw POST /graphql (a batch, or a document no typed one can be); `T` is the answer's shape. */
async function post<T = RawAnswer>(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const codes = (body: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);
const messages = (body: { errors?: Array<{ message: string }> }) =>
  (body.errors ?? []).map((e) => e.message).join(' | ');

/** A valid document `levels + 2` deep, its leaf counted (`ofType` of introspection nests without bound). */
const deepField = (levels: number) =>
  `__type(name: "Query") { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} }`;
const deep = (levels: number) => `{ ${deepField(levels)} }`;

// Typed documents for what the limits let through. The documents the limits are about stay
// strings built at run time: their size (depth, aliases, tokens, directives, cost) is the test.
const PasscodeChecks = graphql(`
  query TestHardeningPasscodeChecks($p0: String, $p1: String, $p2: String, $p3: String) {
    viewer {
      identities {
        ... on CryptoIdentity {
          k0: privateKey(passcode: $p0)
          k1: privateKey(passcode: $p1)
          k2: privateKey(passcode: $p2)
          k3: privateKey(passcode: $p3)
        }
      }
    }
  }
`);
const PrivateKey = graphql(`
  query TestHardeningPrivateKey($passcode: String) {
    viewer { identities { ... on CryptoIdentity { privateKey(passcode: $passcode) } } }
  }
`);
const SixSignIns = graphql(`
  mutation TestHardeningSixSignIns($e: String!) {
    a: signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { __typename }
    b: signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { __typename }
    c: signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { __typename }
    d: signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { __typename }
    e: signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { __typename }
    f: signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { __typename }
  }
`);
const FourMints = graphql(`
  mutation TestHardeningFourMints($input: MintStablecoinInput!) {
    a: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }
    b: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }
    c: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }
    d: mintStablecoin(input: $input) { ... on MintStablecoinSuccess { stablecoinTransaction { id status } } }
  }
`);
const Mint = graphql(`
  mutation TestHardeningMint($input: MintStablecoinInput!) {
    mintStablecoin(input: $input) { __typename ... on Error { code } }
  }
`);
const WrongSignIn = graphql(`
  mutation TestHardeningWrongSignIn($e: String!) {
    signIn(input: { email: $e, password: "wrong password", passcode: "0000" }) { __typename }
  }
`);

describe('document limits', () => {
  it('depth: a document deeper than GRAPHQL_MAX_DEPTH (12) is refused before it runs', async () => {
    const ok = await gql(base, deep(10));
    expect(ok.body.errors).toBeUndefined();
    const res = await gql(base, deep(11));
    expect(codes(res.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(messages(res.body)).toMatch(/depth limit of 12 exceeded, found 13/);
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

  // 600: above what the largest REST document costs (the payment history), which the start checks.
  it('cost: a document over GRAPHQL_MAX_COST is refused', async () => {
    const url = await front({ graphql: { maxCost: 600 } });
    const heavy = Array.from({ length: 10 }, (_, i) => `t${i}: ${deepField(8)}`).join(' ');
    const res = await post(url, { query: `{ __typename ${heavy} }` });
    expect(codes(res.body)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(messages(res.body)).toMatch(/Query Cost limit of 600 exceeded/);
  });

  it('a limit below what a REST route needs stops the start with the route named', () => {
    expect(() =>
      createApp(
        { ...svc.infra, config: { ...svc.config, graphql: { ...svc.config.graphql, maxCost: 40 } } },
        svc.services,
      ),
    ).toThrow(
      /REST route POST \/account\/auth\/sign-up: its document breaks the GraphQL limits: .*Query Cost limit of 40/,
    );
  });

  it('the same limits apply over graphql-ws', async () => {
    const user = await signUp(base);
    const client = wsClient(base, user.access_token, { retryAttempts: 0 });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: `{ ${Array.from({ length: 16 }, (_, i) => `v${i}: viewer { id }`).join(' ')} }` },
          { next: () => resolve('next'), error: resolve, complete: () => resolve('complete') },
        );
      });
      expect(JSON.stringify(errors)).toMatch(/Aliases limit of 15 exceeded/);
    } finally {
      await client.dispose();
    }
  });
});

// Batches are raw POSTs of plain documents: gql() sends one operation, and the batch is the test.
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
    const three = await post(url, [
      { query: '{ __typename }' },
      { query: '{ __typename }' },
      { query: '{ __typename }' },
    ]);
    expect(three.status).toBe(413);
    expect(messages(three.body)).toMatch(/Batching is limited to 2 operations/);
  });

  it('each batched sign-in counts against the throttle', async () => {
    const url = await front({ graphql: { batchLimit: 5 } });
    const user = await signUp(base);
    // A batch is a raw POST (gql() sends one operation): the typed document, printed.
    const wrong = { query: print(WrongSignIn), variables: { e: user.email } };
    const res = await post<RawAnswer[]>(url, [wrong, wrong, wrong, wrong]);
    // Batched operations run concurrently; each one is counted before it is checked.
    expect(res.body.map((r) => r.errors?.[0].extensions?.code).sort()).toEqual([
      'RATE_LIMITED',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
    ]);
  });
});

describe('throttles count every operation that runs, however it is packed', () => {
  it('aliased passcode checks resolved together: each distinct passcode counts, the 4th is over the limit (3)', async () => {
    const user = await signUp(base);
    const creds = { access_token: user.access_token, user_id: user.user_id };
    const key = `0x${randomBytes(32).toString('hex')}`;
    const { privateKeyToAddress } = await import('viem/accounts');
    const linked = await call(base, 'POST', '/v1/identity/create', {
      mmo: {},
      bank: {},
      govid: {},
      crypto: { ...creds, public_address: privateKeyToAddress(key as `0x${string}`), private_key: key, fx_iso: 'NGN' },
    });
    expect(linked.status).toBe(201);
    // Nullable fields resolve concurrently: all four checks are in flight at once.
    const res = await gql(base, PasscodeChecks, { p0: '0001', p1: '0002', p2: '0003', p3: '0004' }, user.access_token);
    expect(codes(res.body).sort()).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'RATE_LIMITED']);
    // Now even the right passcode waits.
    const right = await gql(base, PrivateKey, { passcode: user.passcode }, user.access_token);
    expect(codes(right.body)).toEqual(['RATE_LIMITED']);
  });

  it('sign-in: aliases buy no extra attempts (a failed mutation field ends the document; what ran is counted)', async () => {
    const user = await signUp(base);
    const res = await gql(base, SixSignIns, { e: user.email });
    expect(codes(res.body)).toEqual(['UNAUTHENTICATED']); // b … f never ran
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await call(base, 'POST', '/account/auth/sign-in', {
            email: user.email,
            password: 'wrong password',
            passcode: '0000',
          })
        ).status,
      ).toBe(401);
    }
    const right = await call(base, 'POST', '/account/auth/sign-in', {
      email: user.email,
      password: user.password,
      passcode: user.passcode,
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sign-in: parallel attempts cannot all slip under the limit', async () => {
    const user = await signUp(base);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(base, 'POST', '/account/auth/sign-in', {
          email: user.email,
          password: 'wrong password',
          passcode: '0000',
        }),
      ),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('mints: { a: mint b: mint c: mint d: mint } counts 4 against MONEY_MAX_PER_ACCOUNT (3): three run, the fourth is refused', async () => {
    const user = await signUp(base);
    const creds = { access_token: user.access_token, user_id: user.user_id };
    const empty = { mmo: {}, bank: {}, govid: {}, crypto: {} };
    const mmo = await call(base, 'POST', '/v1/identity/create', {
      ...empty,
      mmo: { ...creds, phone_number: '+2348031234567', mmo_name: 'OPay', fx_iso: 'NGN' },
    });
    const key = `0x${randomBytes(32).toString('hex')}`;
    const { privateKeyToAddress } = await import('viem/accounts');
    const crypto = await call(base, 'POST', '/v1/identity/create', {
      ...empty,
      crypto: { ...creds, public_address: privateKeyToAddress(key as `0x${string}`), private_key: key, fx_iso: 'NGN' },
    });
    const input = {
      fiatAccountId: mmo.body.message.mmo[0].identity_uuid,
      networkAccountId: crypto.body.message.crypto[0].identity_uuid,
      amount: '1',
    };
    const res = await gql(base, FourMints, { input }, user.access_token);
    expect(codes(res.body)).toEqual(['RATE_LIMITED']);
    expect(res.body.errors?.[0]).toMatchObject({ path: ['d'], extensions: { retryAfter: expect.any(Number) } });
    // The IETF RateLimit fields beside Retry-After, one policy per scope (the address's count is
    // shared with this file's other tests).
    const policy = `"money-account";q=3;w=${svc.config.money.windowSeconds}, "money-address";q=1000;w=${svc.config.money.windowSeconds}`;
    expect(res.headers.get('ratelimit-policy')).toBe(policy);
    expect(res.headers.get('ratelimit')).toMatch(
      new RegExp(`^"money-account";r=0;t=${res.headers.get('retry-after')}, "money-address";r=\\d+;t=\\d+$`),
    );
    const rows = await svc.infra.prisma.stablecoinTransaction.findMany({ where: { user: { uuid: user.user_id } } });
    expect(rows.map((r) => r.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    // The REST door shares the count: 429 with Retry-After, nothing recorded.
    const rest = await call(base, 'POST', '/network/stablecoins/burn', {
      ...creds,
      fiat_linked_acc_uuid: randomUUID(),
      network_linked_acc_uuid: 'primary',
      amount: 1,
    });
    expect(rest.status).toBe(429);
    expect(rest.body.message.error).toBe('RATE_LIMITED');
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rest.headers.get('ratelimit-policy')).toBe(policy);
    expect(rest.headers.get('ratelimit')).toMatch(/^"money-account";r=0;t=\d+, "money-address";r=\d+;t=\d+$/);
    expect(await svc.infra.prisma.stablecoinTransaction.count({ where: { user: { uuid: user.user_id } } })).toBe(3);
    // Another account is not affected.
    const other = await signUp(base);
    const theirs = await gql(
      base,
      Mint,
      { input: { fiatAccountId: randomUUID(), networkAccountId: 'primary', amount: '1' } },
      other.access_token,
    );
    expect(codes(theirs.body)).toEqual([]);
    expect(theirs.body.data?.mintStablecoin).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
  });
});

describe('configuration of the limits', () => {
  it.each([
    ['GRAPHQL_MAX_DEPTH', '1'],
    ['GRAPHQL_MAX_ALIASES', '0'],
    ['GRAPHQL_MAX_TOKENS', 'lots'],
    ['GRAPHQL_BATCH_LIMIT', '-1'],
    ['MONEY_MAX_PER_ACCOUNT', '0'],
    ['TRUST_PROXY_HOPS', '1.5'],
    ['REDIS_PREFIX', 'has space'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['METRICS_TOKEN', 'short'],
  ])('%s=%s stops the start with one line naming it', (name, value) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});

describe('production mode', () => {
  const production = () =>
    configFromEnv({
      NODE_ENV: 'production',
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WALLET_SECRET: randomBytes(32).toString('hex'),
    });

  it('NODE_ENV=production turns introspection and GraphiQL off by default; INTROSPECTION/GRAPHIQL turn them on', () => {
    expect(production()).toMatchObject({ introspection: false, graphiql: false });
    expect(configFromEnv({})).toMatchObject({ introspection: true, graphiql: true });
    expect(
      configFromEnv({
        NODE_ENV: 'production',
        ENCRYPTION_KEY: 'a'.repeat(64),
        WALLET_SECRET: 'w'.repeat(32),
        INTROSPECTION: 'true',
        GRAPHIQL: 'true',
      }),
    ).toMatchObject({ introspection: true, graphiql: true });
  });

  it('without introspection: __schema and __type are refused, __typename works, no "Did you mean" hints', async () => {
    const { introspection, graphiql } = production();
    const url = await front({ introspection, graphiql });
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
      const res = await post(url, { query });
      expect(new Set(codes(res.body))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
      expect(messages(res.body)).toMatch(/introspection has been disabled/i);
      expect(res.body.data).toBeUndefined();
    }
    expect((await post(url, { query: '{ __typename }' })).body).toEqual({ data: { __typename: 'Query' } });
    const typo = await post(url, { query: '{ viewr { id } }' }); // invalid on purpose
    expect(messages(typo.body)).not.toMatch(/Did you mean/);
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('GraphiQL');
  });

  it('unexpected errors are masked (GraphQL and REST): no message, stack or internals leak', async () => {
    const boom = () => {
      throw new Error('connect ECONNREFUSED postgresql://admin:hunter2@db.internal:5432');
    };
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { boom: { type: GraphQLString, resolve: boom } } }),
    });
    const url = await front({}, schema);
    const res = await post(url, { query: '{ boom }' }); // a string: `boom` is only in this test's schema
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2|db\.internal|ECONNREFUSED|stack/);
  });
});

describe('HTTP edges', () => {
  it('a GraphQL body that is not JSON is 415 in the GraphQL error form', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query={__typename}',
    });
    expect(res.status).toBe(415);
    expect(codes((await res.json()) as RawAnswer)).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
  });

  it('a GraphQL body without content-length (chunked) is 411: its size could not be bounded', async () => {
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${base}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c)).on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write('{"query":');
      req.end('"{ __typename }"}');
    });
    expect(answer.status).toBe(411);
    expect(codes(JSON.parse(answer.body))).toEqual(['LENGTH_REQUIRED']);
  });

  it('a URL over 16 KB is 431 in the envelope', async () => {
    const res = await fetch(`${base}/graphql?query=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ code: 431, message: { error: 'HEADERS_TOO_LARGE' } });
  });

  it('a websocket message over BODY_LIMIT_BYTES closes the socket (1009)', async () => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(svc.config.bodyLimitBytes + 10) } }),
    );
    expect(await closed).toBe(1009);
  });
});
