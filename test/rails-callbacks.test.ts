import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallbackToken } from '../src/money/rails/callback-token.js';
import { reconcile } from '../src/money/rails/reconcile.js';
import { railTreasury } from '../src/money/rails/treasury.js';
import { railWakes } from '../src/money/rails/wake.js';
import { MINT, money, moneyUser } from './helpers/money.js';
import { startService, type TestService } from './helpers/service.js';

// The rail parts outside the engine, on a started service with the in-process simulator:
// callbacks through HTTP (forged, stale, malformed, duplicate, unknown reference, a valid one
// waking its operation) and a day's reconciliation with seeded discrepancies.

const SECRET = 'rail-callback-secret-for-tests-0123456789';
let svc: TestService;
let txIds: number[];

beforeAll(async () => {
  // No auto-approval: each test decides at the simulator.
  svc = await startService({
    RAIL_SIMULATOR: 'true',
    RAIL_SIMULATOR_APPROVE_MS: '600000',
    // The setup's deposits settle through the sandbox: the rail operations here are the tests' own.
    RAILS: 'sandbox:MOBILE_MONEY:GHS,momo:MOBILE_MONEY:*,paystack:BANK:*',
    RAIL_CALLBACK_SECRETS: SECRET,
  });
  // Reconciliation works by UTC day: keep clear of midnight.
  const now = svc.clock.now();
  const toMidnight = 86_400_000 - (now.getTime() % 86_400_000);
  if (toMidnight < 15 * 60_000) svc.clock.advance(toMidnight + 60_000);
  const u = await moneyUser(svc.url, 'GHS');
  for (let i = 0; i < 5; i++) expect((await money(svc.url, MINT, u, 10, `rails-${i}`)).status).toBe(201);
  txIds = (await svc.infra.prisma.stablecoinTransaction.findMany({ orderBy: { id: 'asc' }, select: { id: true } })).map(
    (t) => t.id,
  );
}, 120_000);
afterAll(() => svc?.close());

const sim = () => svc.services.rails.simulator!;
const prisma = () => svc.infra.prisma;

function operation(
  transactionId: number,
  kind: 'COLLECTION' | 'PAYOUT',
  amountMinor: bigint,
  state: 'PENDING' | 'SUCCESSFUL' = 'PENDING',
) {
  const now = svc.clock.now();
  return prisma().railOperation.create({
    data: {
      transactionId,
      kind,
      provider: 'momo',
      state,
      amountMinor,
      currency: 'GHS',
      acceptedAt: now,
      createdAt: now,
    },
  });
}

function post(path: string, body: string, headers: Record<string, string> = {}, method = 'POST') {
  return fetch(`${svc.url}${path}`, { method, body, headers: { 'content-type': 'application/json', ...headers } });
}

function paystack(event: string, reference: string, key = sim().credentials.paystack.secretKey) {
  const body = JSON.stringify({
    event,
    data: {
      id: 4_000_001,
      reference,
      amount: 1000,
      currency: 'GHS',
      status: 'success',
      authorization: { authorization_code: 'AUTH_secret' },
    },
  });
  const sig = createHmac('sha512', key).update(body).digest('hex');
  return post('/rails/paystack/callback', body, { 'x-paystack-signature': sig });
}

function momoUrl(reference: string, issuedAtMs = svc.clock.now().getTime(), kind = 'c') {
  const ts = Math.floor(issuedAtMs / 1000);
  return `/rails/momo/callback?kind=${kind}&ref=${reference}&ts=${ts}&sig=${signCallbackToken(SECRET, kind, reference, ts)}`;
}

async function metric(name: string, labels: string) {
  const text = await (await fetch(`${svc.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('rail callbacks', () => {
  it('refuses forged, stale and malformed callbacks and stores nothing', async () => {
    const ref = randomUUID();
    const forged = await paystack('transfer.success', ref, 'sk_test_not_the_key');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'FORGED' });
    const noToken = await post(`/rails/momo/callback?kind=c&ref=${ref}`, JSON.stringify({ status: 'SUCCESSFUL' }));
    expect(noToken.status).toBe(401);
    const stale = await post(
      momoUrl(ref, svc.clock.now().getTime() - 3 * 86_400_000),
      JSON.stringify({ status: 'SUCCESSFUL' }),
    );
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ error: 'STALE' });
    const malformed = await post(momoUrl(ref), 'not json', {}, 'PUT');
    expect(malformed.status).toBe(400);
    const tooLarge = await post(momoUrl(ref), JSON.stringify({ status: 'SUCCESSFUL', pad: 'x'.repeat(70_000) }));
    expect(tooLarge.status).toBe(413);
    expect(await prisma().railCallback.count({ where: { reference: ref } })).toBe(0);
    expect(await metric('fas_rail_callbacks_total', 'provider="paystack",outcome="forged"')).toBe(1);
    expect(await metric('fas_rail_callbacks_total', 'provider="momo",outcome="stale"')).toBe(1);
    expect(await metric('fas_rail_callbacks_total', 'provider="momo",outcome="malformed"')).toBe(1);
  });

  it('stores an unknown reference for reconciliation, secrets removed, and a duplicate once', async () => {
    const ref = randomUUID();
    const first = await paystack('transfer.success', ref);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'received' });
    const again = await paystack('transfer.success', ref);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'duplicate' });
    const rows = await prisma().railCallback.findMany({ where: { reference: ref } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'paystack', known: false, kind: 'payout', hintedState: 'successful' });
    expect(JSON.stringify(rows[0].body)).not.toContain('AUTH_secret');
    expect(await metric('fas_rail_callbacks_total', 'provider="paystack",outcome="duplicate"')).toBe(1);
  });

  it("a provider's callback for a known operation makes it due now and wakes the engine, which asks the status endpoint", async () => {
    const op = await operation(txIds[0], 'COLLECTION', 1_000n);
    const rail = svc.services.rails.provider('momo')!;
    const accepted = await rail.requestCollection({
      reference: op.uuid,
      amountMinor: 1_000n,
      currency: 'GHS',
      payer: { kind: 'msisdn', msisdn: '233241234567' },
    });
    expect(accepted).toEqual({ outcome: 'accepted', duplicate: false });
    const wakes = railWakes(svc.infra.events)[Symbol.asyncIterator]();
    const woken = wakes.next();
    // The payer approves on their phone: the simulator calls our X-Callback-Url back.
    expect(sim().approve(op.uuid)).toBe(true);
    expect((await woken).value).toEqual({
      operationId: op.id,
      reference: op.uuid,
      provider: 'momo',
      kind: 'COLLECTION',
      hintedState: 'successful',
    });
    await wakes.return?.();
    expect(await prisma().railCallback.findFirst({ where: { reference: op.uuid } })).toMatchObject({ known: true });
    // The engine's poll step asked the status endpoint (not the callback) and recorded its answer:
    // collected. Its deposit (settled here through the sandbox) is not minted a second time.
    await expect
      .poll(async () => (await prisma().railOperation.findUniqueOrThrow({ where: { id: op.id } })).state)
      .toBe('SUCCESSFUL');
    const tx = await prisma().stablecoinTransaction.findUniqueOrThrow({ where: { id: txIds[0] } });
    expect(tx.status).toBe('CONFIRMED');
    expect(await prisma().chainTransaction.count({ where: { operationId: txIds[0] } })).toBe(1);
  });
});

describe('reconciliation of a day', () => {
  it('finds each seeded discrepancy, moves nothing, and a second run changes nothing', async () => {
    const rail = svc.services.rails.provider('momo')!;
    const payer = { kind: 'msisdn' as const, msisdn: '233241234567' };
    const collect = (reference: string, amountMinor: bigint) =>
      rail.requestCollection({ reference, amountMinor, currency: 'GHS', payer });
    // matched: requested, approved, recorded successful
    const matched = await operation(txIds[1], 'COLLECTION', 2_000n, 'SUCCESSFUL');
    await collect(matched.uuid, 2_000n);
    sim().approve(matched.uuid);
    // accepted by our records, never at the provider
    const missingAtProvider = await operation(txIds[2], 'COLLECTION', 3_000n);
    // at the provider, not ours
    const stranger = randomUUID();
    await collect(stranger, 4_000n);
    // different amounts
    const amount = await operation(txIds[3], 'COLLECTION', 5_000n);
    await collect(amount.uuid, 5_500n);
    // we say successful, the payer declined
    const status = await operation(txIds[4], 'COLLECTION', 700n, 'SUCCESSFUL');
    await collect(status.uuid, 700n);
    sim().decline(status.uuid);
    // a payout reversed at the provider that we still hold successful
    const reversed = await operation(txIds[1], 'PAYOUT', 300n, 'SUCCESSFUL');
    await rail.requestPayout({ reference: reversed.uuid, amountMinor: 300n, currency: 'GHS', payee: payer });
    sim().approve(reversed.uuid);
    expect(sim().reverse(reversed.uuid)).toBe(true);
    await sim().idle();

    const snapshot = async () => ({
      ops: await prisma().railOperation.findMany({
        orderBy: { id: 'asc' },
        select: { id: true, state: true, amountMinor: true, currency: true, providerId: true, finalAt: true },
      }),
      txs: await prisma().stablecoinTransaction.findMany({
        orderBy: { id: 'asc' },
        select: { id: true, status: true, tokenAmt: true },
      }),
    });
    const before = await snapshot();
    const day = svc.clock.now().toISOString().slice(0, 10);
    const deps = { prisma: prisma(), rails: svc.services.rails, clock: svc.clock };
    const first = await reconcile(deps, 'momo', day);
    const kinds = (r: typeof first) => r.discrepancies.map((d) => `${d.reference} ${d.kind}`).sort();
    expect(kinds(first)).toEqual(
      [
        `${missingAtProvider.uuid} MISSING_AT_PROVIDER`,
        `${stranger} MISSING_IN_LEDGER`,
        `${amount.uuid} AMOUNT_MISMATCH`,
        `${status.uuid} STATUS_MISMATCH`,
        `${reversed.uuid} STATUS_MISMATCH`,
      ].sort(),
    );
    expect(first.discrepancies.find((d) => d.kind === 'AMOUNT_MISMATCH')?.details).toMatchObject({
      provider: { amountMinor: '5500', currency: 'GHS' },
      ledger: { amountMinor: '5000', currency: 'GHS' },
    });
    expect(first.matched).toBeGreaterThanOrEqual(1);
    expect(await snapshot()).toEqual(before);

    const rows = await prisma().railDiscrepancy.findMany({ orderBy: { id: 'asc' } });
    const second = await reconcile(deps, 'momo', day);
    expect(kinds(second)).toEqual(kinds(first));
    expect(second.resolved).toBe(0);
    expect(await prisma().railDiscrepancy.findMany({ orderBy: { id: 'asc' } })).toEqual(rows);
    expect(await snapshot()).toEqual(before);

    const ready = await (await fetch(`${svc.url}/readyz`)).json();
    expect(ready.status).toBe('ready');
    expect(ready.details.money.rails).toMatch(/^5 open rail discrepancies/);
    expect(ready.details.money[`rail:momo:${day}:${stranger}:MISSING_IN_LEDGER`]).toMatch(/^found /);
    expect(await metric('fas_rail_discrepancies_open', 'provider="momo",kind="STATUS_MISMATCH"')).toBe(2);

    // Treasury from our records: collected 1000 (the woken one, confirmed by the engine) + 2000 +
    // 700 (what we hold successful); the payout of a
    // MINT is a refund (the seeded transactions are deposits).
    expect(await railTreasury(prisma())).toEqual([
      {
        currency: 'GHS',
        provider: 'momo',
        collectedMinor: 3_700n,
        paidOutMinor: 0n,
        refundedMinor: 300n,
        heldMinor: 3_400n,
      },
    ]);
    expect(await metric('fas_rail_treasury_held', 'currency="GHS",provider="momo"')).toBe(34);
  });
});
