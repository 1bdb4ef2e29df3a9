import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startService, type Reply, type TestService } from './helpers/service.js';
import { pay, signIn } from './helpers/lockout.js';
import { payer } from './helpers/scenario.js';

// Lockout after wrong sign-ins and passcodes (docs/accounts.md "Account rules", Throttling): only a secret that was
// compared and did not match counts; a check that could not run (the database unreachable) is
// not a guess. An account's wrong guesses lock that account with a back-off that doubles (1 s,
// 2 s, 4 s … up to AUTH_LOCKOUT_MAX_SECONDS); a client address's failures never refuse another
// account's correct credentials. Every request of this file comes from 127.0.0.1. That a database
// outage is not a wrong guess: test/auth-lockout-outage.test.ts (faults tier).

const PASSCODE = '/account/auth/passcode/update';

function expectLocked(res: Reply, seconds: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body.message).toEqual({
    error: 'RATE_LIMITED',
    detail: `too many failed attempts; try again in ${seconds} seconds`,
  });
  expect(res.headers.get('retry-after')).toBe(String(seconds));
}

describe('wrong guesses from one address', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_FAILURES_PER_ADDRESS: '3' });
  });
  afterAll(() => svc?.close());

  it('lock the account guessed at, not another account at the same address: it signs in and pays with its passcode', async () => {
    const base = svc.url;
    const alice = await payer(base, 100);
    const mallory = await payer(base, 100);
    // Mallory's client guesses at her own sign-in and passcode, again and again, from 127.0.0.1.
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      guesses.push((await signIn(base, mallory, true)).status);
      guesses.push((await pay(base, mallory, alice.usertag, randomUUID(), '000000')).status);
    }
    // The first three of each are answered (401, 403), then her account is locked (429).
    expect(guesses.slice(0, 6)).toEqual([401, 403, 401, 403, 401, 403]);
    expect(guesses.slice(6).every((s) => s === 429)).toBe(true);
    // Alice, at the same address, is not affected.
    expect((await signIn(base, alice)).status).toBe(200);
    const paid = await pay(base, alice, mallory.usertag);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  });

  it('on many accounts (a flood) never refuse another account’s right credentials; the flooding address gets no free guesses', async () => {
    const base = svc.url;
    const victims = await Promise.all(Array.from({ length: 5 }, () => signUp(base)));
    for (const v of victims) expect((await signIn(base, v, true)).status).toBe(401);
    // More accounts failed from this address than AUTH_MAX_FAILURES_PER_ADDRESS (3): still, a
    // right credential signs in.
    const carol = await signUp(base);
    expect((await signIn(base, carol)).status).toBe(200);
    // A wrong one from this address now locks its account at once (1 s), not after three.
    const dave = await signUp(base);
    expect((await signIn(base, dave, true)).status).toBe(401);
    const locked = await signIn(base, dave);
    expectLocked(locked, 1);
    expect(locked.headers.get('ratelimit')).toMatch(/^"sign-in-account";r=0;t=1, "sign-in-address";r=0;t=\d+$/);
    // The lock runs on the service's clock (src/security/throttle.ts): moved past, not slept through.
    svc.clock.advance(1100);
    expect((await signIn(base, dave)).status).toBe(200);
  });
});

describe('the per-account back-off', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_FAILURES_PER_ADDRESS: '1000' });
  });
  afterAll(() => svc?.close());

  it('doubles with each wrong passcode past the free ones; the right passcode works once it has passed, and clears it', async () => {
    const base = svc.url;
    const u = await signUp(base);
    const creds = { access_token: u.access_token, user_id: u.user_id };
    let current = u.passcode;
    const change = (from: string) =>
      call(base, 'PUT', PASSCODE, { ...creds, current_passcode: from, updated_passcode: '97531' });

    // Three wrong passcodes are answered 403 at once; the third locks the account for 1 s.
    for (let i = 0; i < 3; i++) expect((await change('0000')).status).toBe(403);
    const first = await change(current);
    expectLocked(first, 1);
    expect(first.headers.get('ratelimit-policy')).toBe('"passcode-account";q=3;w=86400');
    expect(first.headers.get('ratelimit')).toBe('"passcode-account";r=0;t=1');
    // Each further wrong passcode doubles the wait: 2 s, then 4 s.
    for (const wait of [2, 4]) {
      svc.clock.advance((wait / 2) * 1000 + 100);
      expect((await change('0000')).status).toBe(403);
      expectLocked(await change(current), wait);
    }
    svc.clock.advance(4100);
    const right = await change(current);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    current = '97531';
    // A success clears the count: three wrong ones are free again.
    for (let i = 0; i < 3; i++) expect((await change('0000')).status).toBe(403);
    expectLocked(await change(current), 1);
  });
});
