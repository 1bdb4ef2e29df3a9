import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { railTreasury } from '../src/money/rails/treasury.js';
import { reMintKey } from '../src/money/engine/payout.js';
import { BURN, MINT, money, type MoneyUser, moneyUser } from './helpers/money.js';
import { useService } from './helpers/fixture.js';
import { backingAndFull } from './helpers/rail-backing.js';
import { call, gql } from './helpers/service.js';

// Deposits and withdrawals through the rails, against the in-process provider simulator (MTN
// MoMo for mobile money, Paystack for bank accounts), as a user sees them: the REST answer and
// read, GraphQL, the wallet's balance on chain. Nobody approves unless a test says so (the
// simulator's auto-approval is 10 minutes away); the provider's expiry runs on the test clock.

const svc = useService({
  RAIL_SIMULATOR: 'true',
  RAIL_SIMULATOR_APPROVE_MS: '600000',
  MONEY_WAIT_SECONDS: '1',
});
const sim = () => svc.services.rails.simulator!;
const prisma = () => svc.infra.prisma;

// After each case (refunds, reversals and their re-mints, payouts still waiting included): the
// monitor's figures of the rails are those of the statement over every railed operation.
afterEach(async () => {
  const { backing, full } = await backingAndFull(prisma());
  expect(backing).toEqual(full);
});

/** Waits (polling, optionally moving the test clock past each back-off) until `pred` holds of `read()`. */
async function until<T>(read: () => Promise<T>, pred: (v: T) => boolean, tick = 0): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        if (tick > 0) svc.clock.advance(tick);
        last = await read();
        return pred(last);
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true);
  return last as T;
}

const txByKey = (idempotencyKey: string) =>
  prisma().stablecoinTransaction.findFirstOrThrow({ where: { idempotencyKey } });
const row = (id: number) => prisma().stablecoinTransaction.findUniqueOrThrow({ where: { id } });
const railOp = (transactionId: number, kind: 'COLLECTION' | 'PAYOUT') =>
  prisma().railOperation.findUnique({ where: { transactionId_kind: { transactionId, kind } } });
const balance = (u: MoneyUser, symbol: string) =>
  svc.services.funding.balanceOf(symbol, u.wallet as Address) as Promise<bigint>;
const units = (amount: number) => BigInt(Math.round(amount * 100)) * 10n ** 16n;

/** A deposit answered before the payer approved: 201 awaiting_deposit with no hash, its collection PENDING. */
async function awaitingDeposit(u: MoneyUser, amount: number, key: string) {
  const res = await money(svc.url, MINT, u, amount, key);
  expect(res.status).toBe(201);
  const record = res.body.message.data[0];
  expect(record.status).toBe('awaiting_deposit');
  expect(record.network_tx_hash).toBeNull();
  const op = (await railOp(record.id, 'COLLECTION'))!;
  expect(op.state).toBe('PENDING');
  return { id: record.id as number, op };
}

async function bankUser(currency = 'NGN'): Promise<MoneyUser> {
  const u = await moneyUser(svc.url, currency);
  const bank = await call(svc.url, 'POST', '/v1/identity/create', {
    mmo: {},
    bank: {
      access_token: u.access_token,
      user_id: u.user_id,
      bank_ac: '0123456789',
      bank_sc: '058',
      bank_name: 'GTBank',
      fx_iso: currency,
    },
    govid: {},
    crypto: {},
  });
  expect(bank.status).toBe(201);
  return { ...u, fiat: bank.body.message.bank[0].identity_uuid };
}

describe('deposits', () => {
  it('waits for the payer: 201 awaiting_deposit with a null hash, readable by REST and GraphQL; approved, minted once', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    const { id, op } = await awaitingDeposit(u, 12.5, 'dep-approve');
    // Legacy clients poll the record by its id; another user gets the documented 404.
    const read = await call(svc.url, 'GET', `/network/stablecoins/transactions/${id}`, undefined, {
      authorization: `Bearer ${u.access_token}`,
    });
    expect(read.status).toBe(200);
    expect(read.body.message.data[0]).toMatchObject({ id, status: 'awaiting_deposit', network_tx_hash: null });
    const other = await moneyUser(svc.url, 'GHS');
    const theirs = await call(svc.url, 'GET', `/network/stablecoins/transactions/${id}`, undefined, {
      authorization: `Bearer ${other.access_token}`,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe(404);
    const q = `query ($id: ID!) { stablecoinTransaction(id: $id) { id status transactionHash } }`;
    const uuid = (await row(id)).uuid;
    expect((await gql(svc.url, q, { id: uuid }, u.access_token)).body.data.stablecoinTransaction).toEqual({
      id: uuid,
      status: 'AWAITING_DEPOSIT',
      transactionHash: null,
    });
    expect((await gql(svc.url, q, { id: uuid }, other.access_token)).body.data.stablecoinTransaction).toBeNull();
    expect(await balance(u, 'GHS')).toBe(0n);

    // The payer approves on the phone: the callback wakes the engine, the status call confirms, then the mint.
    expect(sim().approve(op.uuid)).toBe(true);
    const done = await until(
      () => row(id),
      (r) => r.status === 'CONFIRMED',
    );
    expect(done.networkTxHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balance(u, 'GHS')).toBe(units(12.5));
    expect(await railOp(id, 'COLLECTION')).toMatchObject({ state: 'SUCCESSFUL', amountMinor: 1250n });
    // The same key again: the same record, now confirmed.
    const again = await money(svc.url, MINT, u, 12.5, 'dep-approve');
    expect(again.body.message.data[0]).toMatchObject({ id, status: 'confirmed' });
  });

  it('declined on the phone: FAILED with the reason, nothing minted', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    const { id, op } = await awaitingDeposit(u, 3, 'dep-decline');
    expect(sim().decline(op.uuid)).toBe(true);
    const failed = await until(
      () => row(id),
      (r) => r.status === 'FAILED',
    );
    expect(failed.failureReason).toContain('APPROVAL_REJECTED');
    expect(failed.networkTxHash).toBeNull();
    expect(await balance(u, 'GHS')).toBe(0n);
    expect(await railOp(id, 'COLLECTION')).toMatchObject({ state: 'FAILED', reason: 'APPROVAL_REJECTED' });
  });

  it('never answered: EXPIRED at the expiry on the test clock, nothing minted, and a late approval mints nothing', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    sim().script({ next: 1 }, { outcome: 'never' });
    const { id, op } = await awaitingDeposit(u, 4, 'dep-never');
    expect(op.expiresAt!.getTime() - op.acceptedAt!.getTime()).toBe(svc.config.rails.collectionExpiryMs);
    svc.clock.advance(svc.config.rails.collectionExpiryMs + 1_000);
    const failed = await until(
      () => row(id),
      (r) => r.status === 'FAILED',
      1_000,
    );
    expect(failed.failureReason).toContain('expired');
    expect(await railOp(id, 'COLLECTION')).toMatchObject({ state: 'EXPIRED' });
    // The payer approves after all: the callback arrives, the operation has ended, nothing is minted
    // (the provider's statement then disagrees with the ledger: reconciliation shows it to the operator).
    expect(sim().approve(op.uuid)).toBe(true);
    await sim().idle();
    expect(await prisma().railCallback.count({ where: { reference: op.uuid } })).toBe(1);
    expect(await railOp(id, 'COLLECTION')).toMatchObject({ state: 'EXPIRED' });
    expect((await row(id)).status).toBe('FAILED');
    expect(await balance(u, 'GHS')).toBe(0n);
  });

  it('approved without any callback: found by polling the status endpoint', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    sim().script({ next: 1 }, { outcome: 'approve', afterMs: 0, callback: 'none' });
    const res = await money(svc.url, MINT, u, 5, 'dep-poll');
    const id = res.body.message.data[0].id;
    await until(
      () => row(id),
      (r) => r.status === 'CONFIRMED',
      1_000,
    );
    expect(await balance(u, 'GHS')).toBe(units(5));
  });

  it('callbacks twice, out of order or forged change nothing: one collection, one mint', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    sim().script({ next: 1 }, { outcome: 'approve', afterMs: 0, callback: 'twice' });
    const a = (await money(svc.url, MINT, u, 1, 'dep-twice')).body.message.data[0].id;
    sim().script({ next: 1 }, { outcome: 'approve', afterMs: 0, callback: 'out_of_order' });
    const b = (await money(svc.url, MINT, u, 2, 'dep-ooo')).body.message.data[0].id;
    for (const id of [a, b])
      await until(
        () => row(id),
        (r) => r.status === 'CONFIRMED',
        1_000,
      );
    expect(await balance(u, 'GHS')).toBe(units(3));
    // A forged Paystack webhook claiming a pending deposit succeeded: refused, the deposit still waits.
    const waiting = await awaitingDeposit(u, 7, 'dep-forged');
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, reference: waiting.op.uuid, amount: 700, currency: 'GHS', status: 'success' },
    });
    const forged = await fetch(`${svc.url}/rails/paystack/callback`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', 'not-the-key').update(body).digest('hex'),
      },
    });
    expect(forged.status).toBe(401);
    const momoForged = await fetch(
      `${svc.url}/rails/momo/callback?kind=c&ref=${waiting.op.uuid}&ts=${Math.floor(Date.now() / 1000)}&sig=${'0'.repeat(64)}`,
      { method: 'PUT', body: JSON.stringify({ externalId: waiting.op.uuid, status: 'SUCCESSFUL' }) },
    );
    expect(momoForged.status).toBe(401);
    expect((await row(waiting.id)).status).toBe('AWAITING_DEPOSIT');
    expect(await railOp(waiting.id, 'COLLECTION')).toMatchObject({ state: 'PENDING' });
    expect(await balance(u, 'GHS')).toBe(units(3));
    sim().decline(waiting.op.uuid);
    await until(
      () => row(waiting.id),
      (r) => r.status === 'FAILED',
    );
  });

  it('the provider answers 5xx for a while, then recovers: the same reference, minted once', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    sim().fault({ mode: 'error', provider: 'momo', calls: 3 });
    sim().script({ next: 1 }, { outcome: 'approve', afterMs: 0 });
    // Not accepted by the provider within MONEY_WAIT_SECONDS: 503, retry with the same key.
    const res = await money(svc.url, MINT, u, 6, 'dep-5xx');
    expect(res.status).toBe(503);
    const { id } = await txByKey('dep-5xx');
    await until(
      () => row(id),
      (r) => r.status === 'CONFIRMED',
      2_000,
    );
    const op = (await railOp(id, 'COLLECTION'))!;
    expect(op.attempts).toBeGreaterThan(2);
    expect(
      sim()
        .transactions()
        .filter((t) => t.reference === op.uuid),
    ).toHaveLength(1);
    expect(await balance(u, 'GHS')).toBe(units(6));
  });

  it('a request whose answer was lost is resolved by the status call, never by a new reference', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    const before = sim().transactions().length;
    sim().fault({ mode: 'lose', provider: 'momo', method: 'POST', calls: 1 });
    sim().script({ next: 1 }, { outcome: 'approve', afterMs: 0 });
    const res = await money(svc.url, MINT, u, 8, 'dep-lost');
    expect([201, 503]).toContain(res.status);
    const { id } = await txByKey('dep-lost');
    await until(
      () => row(id),
      (r) => r.status === 'CONFIRMED',
      2_000,
    );
    const op = (await railOp(id, 'COLLECTION'))!;
    // Executed once at the provider, under our one reference.
    expect(sim().transactions().length - before).toBe(1);
    expect(
      sim()
        .transactions()
        .filter((t) => t.reference === op.uuid),
    ).toHaveLength(1);
    expect(await balance(u, 'GHS')).toBe(units(8));
  });
});

describe('withdrawals', () => {
  async function funded(u: MoneyUser, amount: number, key: string, symbol: string) {
    sim().script({ next: 1 }, { outcome: 'approve', afterMs: 0 });
    const id = (await money(svc.url, MINT, u, amount, key)).body.message.data[0].id;
    await until(
      () => row(id),
      (r) => r.status === 'CONFIRMED',
      1_000,
    );
    expect(await balance(u, symbol)).toBe(units(amount));
  }

  async function withdraw(u: MoneyUser, amount: number, key: string) {
    const res = await money(svc.url, BURN, u, amount, key);
    // Answered once burned (PAYING_OUT), 422 once its payout failed, or 503 while the burn is still on its way.
    expect([201, 422, 503]).toContain(res.status);
    const burn = await until(
      () => prisma().stablecoinTransaction.findFirst({ where: { userId: { not: 0 }, idempotencyKey: key } }),
      (r) => r !== null && r.status !== 'PENDING' && r.status !== 'SUBMITTED',
    );
    return burn!;
  }

  it('paid: PAYING_OUT until the provider pays, then CONFIRMED; the balance is down', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    await funded(u, 20, 'wd-paid-fund', 'GHS');
    const burn = await withdraw(u, 15, 'wd-paid');
    expect(burn.status).toBe('PAYING_OUT');
    expect(burn.networkTxHash).toMatch(/^0x/);
    const payout = (await until(
      () => railOp(burn.id, 'PAYOUT'),
      (o) => o?.state === 'PENDING',
    ))!;
    expect(sim().approve(payout.uuid)).toBe(true);
    await until(
      () => row(burn.id),
      (r) => r.status === 'CONFIRMED',
    );
    expect(await balance(u, 'GHS')).toBe(units(5));
  });

  it('the payout fails: the burn FAILED and the amount minted back as a new, linked operation', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    await funded(u, 9, 'wd-fail-fund', 'GHS');
    sim().script({ next: 1 }, { outcome: 'fail', afterMs: 0, reason: 'PAYEE_NOT_FOUND' });
    const burn = await withdraw(u, 9, 'wd-fail');
    const failed = await until(
      () => row(burn.id),
      (r) => r.status === 'FAILED',
      1_000,
    );
    expect(failed.failureReason).toContain('PAYEE_NOT_FOUND');
    const reMint = await until(
      () => prisma().stablecoinTransaction.findFirst({ where: { idempotencyKey: reMintKey(burn) } }),
      (r) => r?.status === 'CONFIRMED',
    );
    expect(reMint!).toMatchObject({ networkOp: 'MINT', userId: burn.userId, fiatIdentityId: null });
    expect(reMint!.tokenAmt.toFixed(2)).toBe('9.00');
    expect(await balance(u, 'GHS')).toBe(units(9));
    // In the user's history: the failed withdrawal and the re-mint.
    const q = `{ viewer { stablecoinTransactions(first: 10) { edges { node { id status chainOperation } } } } }`;
    const seen = (await gql(svc.url, q, {}, u.access_token)).body.data.viewer.stablecoinTransactions.edges.map(
      (e: { node: { id: string } }) => e.node.id,
    );
    expect(seen).toEqual(expect.arrayContaining([burn.uuid, reMint!.uuid]));
  });

  it('paid, then reversed by the bank: the burn stays CONFIRMED and the amount is minted back (Paystack)', async () => {
    const u = await bankUser('NGN');
    await funded(u, 30, 'wd-rev-fund', 'NGN');
    sim().script({ next: 1 }, { outcome: 'reverse', afterMs: 0, reverseAfterMs: 5_000 });
    const burn = await withdraw(u, 30, 'wd-rev');
    await until(
      () => row(burn.id),
      (r) => r.status === 'CONFIRMED',
      1_000,
    );
    expect(await balance(u, 'NGN')).toBe(0n);
    // The transfer.reversed webhook wakes the engine; the verify call says reversed.
    const reMint = await until(
      () => prisma().stablecoinTransaction.findFirst({ where: { idempotencyKey: reMintKey(burn) } }),
      (r) => r?.status === 'CONFIRMED',
      1_000,
    );
    expect(reMint!.tokenAmt.toFixed(2)).toBe('30.00');
    expect((await row(burn.id)).status).toBe('CONFIRMED');
    expect(await railOp(burn.id, 'PAYOUT')).toMatchObject({ provider: 'paystack', state: 'REVERSED' });
    expect(await balance(u, 'NGN')).toBe(units(30));
  });
});

describe('a reversal nobody calls back about', () => {
  it('paid, then reversed by the bank two days later with no callback at all: the status checks find it and the amount is minted back', async () => {
    const u = await bankUser('NGN');
    sim().script({ next: 1 }, { outcome: 'approve', afterMs: 0 });
    const fundId = (await money(svc.url, MINT, u, 25, 'wd-silent-fund')).body.message.data[0].id;
    await until(
      () => row(fundId),
      (r) => r.status === 'CONFIRMED',
      1_000,
    );
    // The bank bounces it 2 days after paying; the provider sends no webhook (lost, or sent to an
    // instance that was down): only the service's own status checks can learn of it.
    sim().script({ next: 1 }, { outcome: 'reverse', afterMs: 0, callback: 'none', reverseAfterMs: 2 * 86_400_000 });
    const res = await money(svc.url, BURN, u, 25, 'wd-silent');
    expect([201, 503]).toContain(res.status);
    const burn = await until(
      () => prisma().stablecoinTransaction.findFirst({ where: { idempotencyKey: 'wd-silent' } }),
      (r) => r?.status === 'CONFIRMED',
      1_000,
    );
    expect(await balance(u, 'NGN')).toBe(0n);
    // An hour of the test clock per look: the checks (1 s, then as long again as it has been paid,
    // at most every 6 h, for RAIL_REVERSAL_WATCH_HOURS = 72) see the reversal within 6 h of it.
    const reMint = await until(
      () => prisma().stablecoinTransaction.findFirst({ where: { idempotencyKey: reMintKey(burn!) } }),
      (r) => r?.status === 'CONFIRMED',
      3_600_000,
    );
    expect(reMint!.tokenAmt.toFixed(2)).toBe('25.00');
    expect(await railOp(burn!.id, 'PAYOUT')).toMatchObject({ provider: 'paystack', state: 'REVERSED' });
    expect(await balance(u, 'NGN')).toBe(units(25));
  });
});

describe('at the end', () => {
  it('per currency and rail: collected − paid out − refunded = tokens outstanding = supply', async () => {
    // Nothing still open: every pending collection ends (expired) first.
    svc.clock.advance(svc.config.rails.collectionExpiryMs + 1_000);
    await until(
      () => prisma().railOperation.count({ where: { state: { in: ['REQUESTING', 'PENDING'] } } }),
      (n) => n === 0,
      1_000,
    );
    await until(
      () => prisma().stablecoinTransaction.count({ where: { status: { notIn: ['CONFIRMED', 'FAILED'] } } }),
      (n) => n === 0,
      1_000,
    );
    const treasury = await railTreasury(prisma());
    for (const symbol of ['GHS', 'NGN']) {
      const token = svc.services.funding.tokenAddress(symbol);
      const ledger = await prisma().ledgerEntry.aggregate({ where: { token }, _sum: { amount: true } });
      const outstanding = BigInt((ledger._sum.amount?.toFixed(2) ?? '0').replace('.', ''));
      const held = treasury.filter((t) => t.currency === symbol).reduce((sum, t) => sum + t.heldMinor, 0n);
      expect(held).toBe(outstanding);
      const supply = await svc.infra.chain.chain.publicClient.readContract({
        address: token as Address,
        abi: [
          {
            type: 'function',
            name: 'totalSupply',
            stateMutability: 'view',
            inputs: [],
            outputs: [{ type: 'uint256' }],
          },
        ],
        functionName: 'totalSupply',
      });
      expect(supply).toBe(outstanding * 10n ** 16n);
    }
  });
});
