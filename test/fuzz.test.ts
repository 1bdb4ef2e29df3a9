import { describe, expect, it } from 'vitest';
import { routes } from '../src/rest/routes.js';
import { schema } from '../src/schema/index.js';
import { rowCounts } from './helpers/dump.js';
import { seeded } from './helpers/random.js';
import { call } from './helpers/service.js';
import { useService } from './helpers/fixture.js';

// Bad input, generated: random and malformed JSON, wrong types, huge strings, deep and wide
// GraphQL documents, odd methods and headers, across every REST route and /graphql. Nothing
// sent can succeed (no valid token is ever used, every e-mail lacks an "@"), so the database
// must not change at all. Every answer must be below 500 and in the documented error form:
// the REST envelope {code, message: {error, detail}, ref} with code = HTTP status, or
// GraphQL {errors: [{message, extensions: {code}}]}. Deterministic: a fixed seed.

const SEED = 0x5eed_2026;
const REQUESTS = 2400;
const CONCURRENCY = 8;
const BODY_LIMIT = 100_000;

const svc = useService({ BODY_LIMIT_BYTES: String(BODY_LIMIT) });

function prng(seed: number) {
  const next = seeded(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Rng = ReturnType<typeof prng>;

// No "@" anywhere: no generated e-mail can be valid, so no sign-up can succeed.
const ALPHABET =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.,:;!?/\\\'"{}[]()<>#$%^&*+=|~`\n\t\u0000\u00e9\u4e2d\u{1F600}\u202e';
function randomString(r: Rng, max = 40): string {
  const n = r.int(max + 1);
  let s = '';
  for (let i = 0; i < n; i++) s += r.pick([...ALPHABET]);
  return s;
}
const hugeString = (r: Rng) =>
  r.pick(['x', 'é', '0', '{', '\u{1F600}', 'a"b']).repeat(r.pick([1_000, 20_000, 60_000, 120_000]));
const fakeUuid = (r: Rng) =>
  r.pick([
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-4fff-bfff-ffffffffffff',
    '12345678-1234-4234-8234-123456789abc',
  ]);

function randomValue(r: Rng, depth = 0): unknown {
  const k = r.int(depth > 3 ? 7 : 10);
  switch (k) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick([0, -1, 1.5, 1e308, -1e-308, 2 ** 53 + 1, 123456789012345]);
    case 3:
      return randomString(r);
    case 4:
      return r.chance(0.1) ? hugeString(r) : randomString(r, 200);
    case 5:
      return fakeUuid(r);
    case 6:
      return r.pick([
        'primary',
        'NGN',
        'true',
        `0x${'ab'.repeat(32)}`,
        '../../etc/passwd',
        "' OR 1=1 --",
        '<script>',
        '%00',
        '1990-02-30',
      ]);
    case 7:
      return Array.from({ length: r.int(5) }, () => randomValue(r, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: r.int(5) }, () => [randomString(r, 12), randomValue(r, depth + 1)]),
      );
  }
}

/** The body fields a route reads (snake_case), from its GraphQL variables. */
const FIELD_NAMES = [
  'access_token',
  'user_id',
  'email',
  'password',
  'passcode',
  'current_passcode',
  'updated_passcode',
  'first_name',
  'last_name',
  'dob',
  'phone_number',
  'usertag',
  'address_l1',
  'address_l2',
  'address_postcode',
  'ccy_iso_default',
  'entropy',
  'alias_uuid',
  'identity_uuid',
  'mmo_name',
  'fx_iso',
  'relay_catch_all',
  'bank_ac',
  'bank_sc',
  'bank_name',
  'gov_id_number',
  'public_address',
  'private_key',
  'route_uuid',
  'route_name',
  'linked_account_uuid',
  'fiat_linked_acc_uuid',
  'network_linked_acc_uuid',
  'amount',
  'tkn_list',
  'contact_id',
  'group_id',
  'pinned_message_id',
  'is_pinned',
  'is_muted',
  'archived_at',
  'mmo',
  'bank',
  'govid',
  'crypto',
];

function deepJson(r: Rng): string {
  const n = r.pick([100, 1_000, 20_000]);
  return r.chance(0.5) ? '['.repeat(n) + ']'.repeat(n) : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
}

function malformedJson(r: Rng): string {
  return r.pick([
    '{',
    '{"email": ',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'nul',
    'NaN',
    '{"a":undefined}',
    '\ufeff{"a":1}',
    '{"a":"\\x41"}',
    '{"a":1}{"b":2}',
    '"unterminated',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '0x10',
    '1e99999',
  ]);
}

interface Req {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The body is over the limit: the server may reset the connection before the client is done. */
  oversized: boolean;
  graphql: boolean;
}

function authHeader(r: Rng): Record<string, string> {
  return r.pick<Record<string, string>>([
    {},
    { authorization: `Bearer fas_${'A'.repeat(43)}` },
    { authorization: `Bearer ${randomString(r, 60).replace(/[^A-Za-z0-9._~+/-]/g, '')}x` },
    { authorization: 'Basic dXNlcjpwYXNz' },
    { authorization: 'Bearer' },
  ]);
}

function restRequest(r: Rng): Req {
  const route = r.pick(routes);
  const method = r.chance(0.85) ? route.method : r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
  let path = route.path.replace(/:(\w+)/g, () =>
    encodeURIComponent(String(r.pick([fakeUuid(r), randomString(r, 20) || 'x', 'a'.repeat(3000), '%E0%A4%A', '..']))),
  );
  if (r.chance(0.05))
    path = r.pick([
      '/account',
      '/v1',
      '/nothing/here',
      `${path}/extra`,
      path.toUpperCase(),
      `//${path}`,
      `${path}?x=${randomString(r, 10)}`,
    ]);
  if (route.path === '/v1/conversations' && r.chance(0.5)) {
    path +=
      '?' +
      ['limit', 'muted', 'archived', 'pinned', 'group_id', 'starting_after']
        .map((k) => `${k}=${encodeURIComponent(String(randomValue(r)).slice(0, 200))}`)
        .join('&');
  }
  let body: string | undefined;
  const shape = r.int(10);
  if (shape === 0) body = malformedJson(r);
  else if (shape === 1) body = deepJson(r);
  else if (shape === 2) body = JSON.stringify(randomValue(r));
  else if (shape === 3) body = '';
  else {
    // An object with the route's kind of fields, wrong or random values, bogus credentials.
    const obj: Record<string, unknown> = {};
    for (let i = r.int(8); i > 0; i--) obj[r.pick(FIELD_NAMES)] = randomValue(r);
    if (r.chance(0.5)) Object.assign(obj, { access_token: `fas_${'B'.repeat(43)}`, user_id: fakeUuid(r) });
    if (r.chance(0.3))
      for (const kind of ['mmo', 'bank', 'govid', 'crypto'])
        obj[kind] ??= r.chance(0.5)
          ? {}
          : { access_token: 'fas_bogus', user_id: fakeUuid(r), [r.pick(FIELD_NAMES)]: randomValue(r) };
    if (r.chance(0.05)) obj.pad = hugeString(r);
    body = JSON.stringify(obj);
  }
  const headers: Record<string, string> = {
    ...(r.chance(0.9)
      ? {
          'content-type': r.pick([
            'application/json',
            'application/json',
            'application/json; charset=utf-8',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/jsonx',
          ]),
        }
      : {}),
    ...authHeader(r),
    ...(r.chance(0.05) ? { 'idempotency-key': randomString(r, 300).replace(/[^\x20-\x7e]/g, 'x') } : {}),
  };
  const sendsBody = method !== 'GET' && method !== 'HEAD';
  return {
    method,
    path,
    headers,
    body: sendsBody ? body : undefined,
    oversized: sendsBody && Buffer.byteLength(body ?? '') > BODY_LIMIT,
    graphql: false,
  };
}

const ROOT_FIELDS = {
  Query: Object.keys(schema.getQueryType()!.getFields()),
  Mutation: Object.keys(schema.getMutationType()!.getFields()),
  Subscription: Object.keys(schema.getSubscriptionType()?.getFields() ?? {}),
};

function graphqlDocument(r: Rng): string {
  switch (r.int(9)) {
    case 0: {
      // token soup
      const tokens = [
        '{',
        '}',
        '(',
        ')',
        ':',
        '$',
        '...',
        '@',
        'query',
        'mutation',
        'fragment',
        'on',
        '"s"',
        '1',
        'viewer',
        'id',
        '!',
        '=',
        '[',
        ']',
        '#c\n',
      ];
      return Array.from({ length: r.int(60) }, () => r.pick(tokens)).join(' ');
    }
    case 1: {
      // deep
      const n = r.pick([8, 20, 60, 300]);
      return (
        '{ ' +
        'viewer { '.repeat(1) +
        'stablecoinTransactions { edges { node { '.repeat(1) +
        'a { '.repeat(n) +
        'id' +
        ' }'.repeat(n) +
        ' } } } } }'
      );
    }
    case 2: {
      // wide: aliases
      const n = r.pick([16, 100, 800]);
      return `{ ${Array.from({ length: n }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
    }
    case 3: {
      // many fields and directives
      const n = r.pick([50, 500]);
      return `{ viewer { ${Array.from({ length: n }, () => 'id @include(if: true) @skip(if: false)').join(' ')} } }`;
    }
    case 4: {
      // fragment cycles and spreads
      return 'query { viewer { ...A } } fragment A on Viewer { id ...B } fragment B on Viewer { ...A }';
    }
    case 5: {
      // real fields, wrong arguments
      const type = r.pick(['Query', 'Mutation', 'Mutation', 'Subscription'] as const);
      const field = r.pick(ROOT_FIELDS[type]);
      const args = Array.from(
        { length: r.int(3) },
        () =>
          `${r.pick(['input', 'conversationId', 'groupId', 'id', 'x'])}: ${r.pick(['1', '"s"', 'null', '[]', '{ email: "no-at-sign", password: 1 }', '{ mobileMoney: { phoneNumber: 5 } }', '$v'])}`,
      );
      const op = type === 'Query' ? 'query' : type === 'Mutation' ? 'mutation' : 'subscription';
      return `${op}${r.chance(0.3) ? '($v: String)' : ''} { ${field}${args.length ? `(${args.join(', ')})` : ''} { id } }`;
    }
    case 6: // introspection, deep
      return '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
    case 7: {
      // the sign-up and sign-in mutations with invalid input (no "@"); the account mutations
      // that need no token, with random codes, tokens and addresses (docs/accounts.md)
      const s = () => JSON.stringify(randomString(r, 30));
      if (r.chance(0.5))
        return `mutation { ${r.pick(['signUp', 'signIn'])}(input: { email: ${s()}, password: ${s()}, passcode: "12ab" }) { __typename ... on Error { code field } } }`;
      return r.pick([
        `mutation { verifyEmail(input: { code: ${s()} }) { __typename ... on Error { code field } } }`,
        `mutation { resetPassword(input: { code: ${s()}, password: ${s()} }) { __typename ... on Error { code field } } }`,
        `mutation { requestPasswordReset(input: { email: ${s()} }) { __typename ... on Error { code field } } }`,
        `mutation { refreshSession(input: { refreshToken: ${s()} }) { __typename } }`,
        `mutation { changeEmail(input: { email: ${s()}, password: ${s()} }) { __typename ... on Error { code field } } }`,
      ]);
    }
    default:
      return randomString(r, 200);
  }
}

function graphqlRequest(r: Rng): Req {
  const headers: Record<string, string> = {
    'content-type': r.chance(0.92)
      ? 'application/json'
      : r.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']),
    ...authHeader(r),
  };
  if (r.chance(0.08)) {
    const q = encodeURIComponent(graphqlDocument(r));
    return {
      method: 'GET',
      path: `/graphql?query=${q}`,
      headers: { accept: 'application/json', ...authHeader(r) },
      oversized: false,
      graphql: true,
    };
  }
  if (r.chance(0.03))
    return {
      method: r.pick(['PUT', 'DELETE', 'PATCH']),
      path: '/graphql',
      headers,
      body: '{}',
      oversized: false,
      graphql: true,
    };
  let body: string;
  const shape = r.int(12);
  if (shape === 0) body = malformedJson(r);
  else if (shape === 1) body = JSON.stringify(randomValue(r));
  else if (shape === 2)
    body = JSON.stringify(Array.from({ length: r.int(6) }, () => ({ query: graphqlDocument(r) }))); // a batch
  else if (shape === 3)
    body = JSON.stringify({ query: graphqlDocument(r), variables: randomValue(r), operationName: randomValue(r) });
  else if (shape === 4) body = JSON.stringify({ query: graphqlDocument(r), extensions: randomValue(r) });
  else if (shape === 5) body = JSON.stringify({ query: 'x'.repeat(r.pick([1000, 50_000, 200_000])) });
  else
    body = JSON.stringify({
      query: graphqlDocument(r),
      ...(r.chance(0.3) ? { variables: { v: randomValue(r), input: randomValue(r) } } : {}),
    });
  return {
    method: 'POST',
    path: '/graphql',
    headers,
    body,
    oversized: Buffer.byteLength(body) > BODY_LIMIT,
    graphql: true,
  };
}

interface Outcome {
  req: Req;
  status: number;
  body: unknown;
  networkError?: string;
}

async function send(req: Req): Promise<Outcome> {
  try {
    const res = await fetch(svc.url + req.path, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // kept as text: fails the form check below
    }
    return { req, status: res.status, body };
  } catch (error) {
    return { req, status: 0, body: null, networkError: String((error as Error).cause ?? error) };
  }
}

const isRecord = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why an answer is not acceptable, or null. */
function problem(o: Outcome): string | null {
  if (o.networkError) return o.req.oversized ? null : `network error ${o.networkError}`;
  if (o.status >= 500) return `status ${o.status}`;
  const body = o.body;
  // Refused by the HTTP parser (URL or headers over 16 KB) before anything knows it is GraphQL.
  const parserRefusal =
    o.status === 431 || (o.status === 400 && isRecord(body) && body.message?.error === 'BAD_REQUEST');
  if (o.req.graphql && !parserRefusal) {
    const results = Array.isArray(body) ? body : [body];
    if (results.length === 0) return 'empty batch answer';
    for (const result of results) {
      if (!isRecord(result)) return 'not a JSON object';
      if (result.errors === undefined) {
        if (o.status !== 200 || !isRecord(result.data)) return 'neither data nor errors';
        continue;
      }
      if (!Array.isArray(result.errors) || result.errors.length === 0) return 'errors is not a non-empty array';
      for (const e of result.errors) {
        if (!isRecord(e) || typeof e.message !== 'string' || typeof e.extensions?.code !== 'string')
          return `error without extensions.code: ${JSON.stringify(e).slice(0, 200)}`;
        if (e.extensions.code === 'INTERNAL_SERVER_ERROR' || /Unexpected error/.test(e.message))
          return `unexpected error: ${e.message}`;
      }
    }
    return null;
  }
  if (o.req.method === 'HEAD') return null;
  if (o.status < 400) return `a refused request answered ${o.status}`;
  if (
    !isRecord(body) ||
    body.code !== o.status ||
    !isRecord(body.message) ||
    typeof body.message.error !== 'string' ||
    typeof body.message.detail !== 'string' ||
    typeof body.ref !== 'string'
  ) {
    return 'not the REST error envelope';
  }
  return null;
}

describe('bad input, generated', () => {
  it(`${REQUESTS} requests: no 5xx, every answer in the documented error form, nothing written, server alive`, async () => {
    const prisma = svc.infra.prisma;
    const before = await rowCounts(prisma);
    const r = prng(SEED);
    const requests = Array.from({ length: REQUESTS }, () => (r.chance(0.55) ? restRequest(r) : graphqlRequest(r)));

    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) outcomes.push(await send(requests[next++]));
      }),
    );

    const bad = outcomes.map((o) => ({ o, why: problem(o) })).filter((x) => x.why !== null);
    const report = bad
      .slice(0, 10)
      .map(
        ({ o, why }) =>
          `${why} ← ${o.req.method} ${o.req.path.slice(0, 80)} ${String(o.req.body).slice(0, 160)} → ${o.status} ${JSON.stringify(o.body).slice(0, 200)}`,
      );
    expect(report, `${bad.length} bad answers`).toEqual([]);

    // The spread of what was exercised (and answered): a guard against a generator gone dull.
    const statuses = new Map<number, number>();
    for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    for (const status of [400, 401, 404, 413, 415])
      expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(0);
    expect(outcomes).toHaveLength(REQUESTS);

    expect(await rowCounts(prisma)).toEqual(before);
    expect((await call(svc.url, 'GET', '/healthz')).status).toBe(200);
    expect((await call(svc.url, 'GET', '/readyz')).status).toBe(200);
    const signUp = await call(svc.url, 'POST', '/account/auth/sign-up', {
      email: 'after.fuzz@example.com',
      password: 'correct horse battery',
      passcode: '1234',
    });
    expect(signUp.status).toBe(200);
  }, 90_000);
});
