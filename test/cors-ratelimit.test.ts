import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/app.js';
import { call, gql, signUp } from './helpers/service.js';
import { MINT, money, moneyUser } from './helpers/money.js';
import { useService } from './helpers/fixture.js';

// CORS (the CORS_ORIGINS allow-list, the same on REST paths and /graphql) and the IETF
// RateLimit fields on throttled answers, through HTTP.

const ALLOWED = 'https://app.example.com';
const OTHER = 'https://evil.example.net';
const WINDOW = 900;
const PER_ACCOUNT = 2;
const PER_ADDRESS = 1000;

const svc = useService({
  CORS_ORIGINS: `${ALLOWED}, http://localhost:5173`,
  AUTH_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
  AUTH_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
  AUTH_FAILURE_WINDOW_SECONDS: String(WINDOW),
});
let base: string;
const apps: App[] = [];

beforeAll(() => {
  base = svc.url;
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

const preflight = (url: string, origin: string, method = 'POST') =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });

const corsHeaders = (headers: Headers) => [...headers.keys()].filter((k) => k.startsWith('access-control-'));

/** The envelope without its per-request ref. */
const withoutRef = (body: { ref?: string }) => ({ ...body, ref: undefined });

describe('CORS', () => {
  it.each(['/account/auth/sign-in', '/graphql'])('answers an allowed origin’s preflight on %s', async (path) => {
    const res = await preflight(base + path, ALLOWED);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = res.headers.get('access-control-allow-headers')?.split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['content-type', 'authorization', 'idempotency-key', 'x-request-id']),
    );
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('gives an allowed origin the CORS headers on a REST answer, whose body is unchanged', async () => {
    const plain = await call(base, 'GET', '/no/such/path');
    const cross = await call(base, 'GET', '/no/such/path', undefined, { origin: ALLOWED });
    expect(cross.status).toBe(404);
    expect(cross.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(cross.headers.get('access-control-allow-credentials')).toBeNull();
    expect(cross.headers.get('vary')).toContain('Origin');
    expect(cross.headers.get('access-control-expose-headers')?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['x-request-id', 'retry-after', 'ratelimit', 'ratelimit-policy']),
    );
    expect(withoutRef(cross.body)).toEqual(withoutRef(plain.body));
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives an allowed origin the CORS headers on /graphql', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ query: 'query TestCorsTypename { __typename }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('gives a disallowed origin no CORS header, and the answer a client without Origin gets', async () => {
    // Its preflight is any other OPTIONS: no REST route, and a method /graphql does not take.
    for (const [path, status] of [
      ['/account/auth/sign-in', 404],
      ['/graphql', 405],
    ] as const) {
      const res = await preflight(base + path, OTHER);
      expect(corsHeaders(res.headers)).toEqual([]);
      expect(res.status).toBe(status);
    }
    const plain = await call(base, 'GET', '/no/such/path');
    const cross = await call(base, 'GET', '/no/such/path', undefined, { origin: OTHER });
    expect(corsHeaders(cross.headers)).toEqual([]);
    expect(cross.status).toBe(plain.status);
    expect(withoutRef(cross.body)).toEqual(withoutRef(plain.body));
    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: OTHER },
      body: JSON.stringify({ query: 'query TestCorsTypename { __typename }' }),
    });
    expect(corsHeaders(graphql.headers)).toEqual([]);
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('gives no origin cross-origin access by default (yoga’s any-origin CORS is off)', async () => {
    const app = createApp({ ...svc.infra, config: { ...svc.config, corsOrigins: [] } }, svc.services);
    apps.push(app);
    const url = await app.listen(0, '127.0.0.1');
    for (const path of ['/account/auth/sign-in', '/graphql']) {
      expect(corsHeaders((await preflight(url + path, ALLOWED)).headers)).toEqual([]);
    }
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED },
      body: JSON.stringify({ query: 'query TestCorsTypename { __typename }' }),
    });
    expect(corsHeaders(res.headers)).toEqual([]);
    expect(res.headers.get('vary')).toBeNull();
  });
});

/** Parses `"name";k=v;k=v, …` (the draft's list of items) into { name: { k: v } }. */
function items(field: string | null): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const item of (field ?? '').split(/,\s*/).filter(Boolean)) {
    const [name, ...params] = item.split(';');
    out[JSON.parse(name)] = Object.fromEntries(params.map((p) => [p.split('=')[0], Number(p.split('=')[1])]));
  }
  return out;
}

function expectRateLimitFields(headers: Headers, spent: number) {
  const retryAfter = Number(headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
  expect(items(headers.get('ratelimit-policy'))).toEqual({
    'sign-in-account': { q: PER_ACCOUNT, w: WINDOW },
    'sign-in-address': { q: PER_ADDRESS, w: WINDOW },
  });
  const state = items(headers.get('ratelimit'));
  // The account's quota is spent: nothing left until Retry-After.
  expect(state['sign-in-account']).toEqual({ r: 0, t: retryAfter });
  expect(state['sign-in-address'].r).toBe(PER_ADDRESS - spent);
  expect(state['sign-in-address'].t).toBeLessThanOrEqual(WINDOW);
}

describe('RateLimit fields', () => {
  // The address's count is of the accounts it failed to sign in to (one per test here): the
  // quotas' remainders are read relative to the accounts failed on before.
  let accounts = 0;

  it('are on a REST 429, beside Retry-After, with the body unchanged', async () => {
    const user = await signUp(base);
    const wrong = { email: user.email, password: 'wrong horse battery', passcode: user.passcode };
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await call(base, 'POST', '/account/auth/sign-in', wrong);
      expect(res.status).toBe(401);
    }
    accounts++;
    const res = await call(base, 'POST', '/account/auth/sign-in', wrong, { origin: ALLOWED });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      code: 429,
      message: {
        error: 'RATE_LIMITED',
        detail: expect.stringMatching(/^too many failed attempts; try again in \d+ seconds$/),
      },
      ref: expect.any(String),
    });
    expectRateLimitFields(res.headers, accounts);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it('are on a GraphQL RATE_LIMITED answer over HTTP, and not in its body', async () => {
    const user = await signUp(base);
    const SignIn = `mutation TestCorsSignIn($input: SignInInput!) {
      signIn(input: $input) { __typename ... on Error { code } }
    }`;
    const input = { email: user.email, password: 'wrong horse battery', passcode: user.passcode };
    for (let i = 0; i < PER_ACCOUNT; i++) await gql(base, SignIn, { input });
    accounts++;
    const res = await gql(base, SignIn, { input });
    expect(res.body.errors?.[0].message).toMatch(/^too many failed attempts/);
    expect(res.status).toBe(200);
    expect(res.body.errors?.[0].extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(res.headers.get('retry-after'))).toBe(res.body.errors?.[0].extensions?.retryAfter);
    expectRateLimitFields(res.headers, accounts);
  });

  it('are on an answer that used a money rate limit, saying what is left; a replay of its key uses none', async () => {
    const user = await moneyUser(base);
    const first = await money(base, MINT, user, 5, 'ratelimit-deposit-1');
    expect(first.status).toBe(201);
    const policy = items(first.headers.get('ratelimit-policy'));
    expect(Object.keys(policy)).toEqual(['money-account', 'money-address']);
    const quota = policy['money-account'].q;
    expect(items(first.headers.get('ratelimit'))['money-account'].r).toBe(quota - 1);
    const second = await money(base, MINT, user, 5, 'ratelimit-deposit-2');
    expect(items(second.headers.get('ratelimit'))['money-account'].r).toBe(quota - 2);
    // The same key again is the first answer, and counts nothing.
    const replay = await money(base, MINT, user, 5, 'ratelimit-deposit-2');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('ratelimit')).toBeNull();
    // GraphQL over HTTP carries them the same way.
    const burn = await gql(
      base,
      `mutation TestCorsBurn($input: BurnStablecoinInput!) { burnStablecoin(input: $input) { __typename } }`,
      {
        input: {
          fiatAccountId: user.fiat,
          networkAccountId: 'primary',
          amount: '1',
          idempotencyKey: 'ratelimit-burn-1',
        },
      },
      user.access_token,
    );
    expect(burn.body.errors).toBeUndefined();
    expect(items(burn.headers.get('ratelimit'))['money-account'].r).toBe(quota - 3);
  });

  it('are absent from answers that no throttle refused', async () => {
    const res = await call(base, 'GET', '/no/such/path');
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(res.headers.get('ratelimit-policy')).toBeNull();
  });
});
