import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from './helpers/service.js';
import { payee, payer } from './helpers/scenario.js';
import { pay, signIn } from './helpers/lockout.js';
import { canRunPrivatePostgres, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';

// Lockout during a database outage (docs/accounts.md "Account rules", Throttling): a check that
// could not run (the database unreachable) is not a wrong guess. A fault test: it stops and
// starts a private PostgreSQL (faults tier, embedded pass only; the rest of the lockout rules:
// test/auth-lockout.test.ts).

describe.skipIf(!canRunPrivatePostgres())('a database outage is not a wrong guess', () => {
  let pg: PrivatePostgres;
  let svc: TestService;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    svc = await startService({
      DATABASE_URL: pg.url,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WALLET_SECRET: randomBytes(32).toString('hex'),
      // Tokens seen in the last minute pass without a read, so a payment during the outage gets as
      // far as its passcode check (which reads the passcode's hash and fails).
      SESSION_CACHE_SECONDS: '60',
    });
  });
  afterAll(async () => {
    await svc?.close();
    await pg?.destroy();
  });

  it('sign-ins and payments retried while PostgreSQL is down do not lock the account: once it is back the right credentials work at once', async () => {
    const base = svc.url;
    const alice = await payer(base, 100);
    const bob = await payee(base);
    // The token is in the session cache, and the passcode was verified (its step-up window).
    expect((await pay(base, alice, bob.usertag)).status).toBe(201);

    await pg.stop();
    const key = randomUUID();
    // More retries than the free wrong guesses (AUTH_MAX_FAILURES_PER_ACCOUNT, 5), one after the
    // other as a client retrying its 503s would send them.
    for (let i = 0; i < 7; i++) {
      const signInReply = await signIn(base, alice);
      expect(signInReply.status, JSON.stringify(signInReply.body)).toBe(503);
      expect(signInReply.body.message.error).toBe('SERVICE_UNAVAILABLE');
      const payment = await pay(base, alice, bob.usertag, key);
      expect(payment.status, JSON.stringify(payment.body)).toBe(503);
      expect(payment.body.message.error).toBe('SERVICE_UNAVAILABLE');
    }
    await pg.start();

    const again = await signIn(base, alice);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const paid = await pay(base, alice, bob.usertag, key);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.message.data[0]).toMatchObject({ status: 'confirmed', amount: 1 });
  });
});
