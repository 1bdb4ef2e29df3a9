import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { parseUnits, type Address, type Hash } from 'viem';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from './generated/gql/index.js';
import type { BurnStablecoinInput, MintStablecoinInput } from './generated/gql/graphql.js';
import { call, gql, signUp, success, UUID } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';
import { railed } from './helpers/money.js';

const svc = useService({ MAX_FUNDING_AMOUNT: '1000000' });
const base = () => svc.url;

const MINT = '/network/stablecoins/mint';
const BURN = '/network/stablecoins/burn';

/** A user with an NGN mobile-money account and a linked crypto wallet. */
async function fundedUser(currency = 'NGN') {
  const user = await signUp(base());
  const creds = { access_token: user.access_token, user_id: user.user_id };
  const empty = { mmo: {}, bank: {}, govid: {}, crypto: {} };
  const mmo = await call(base(), 'POST', '/v1/identity/create', {
    ...empty,
    mmo: { ...creds, phone_number: '+2348031234567', mmo_name: 'OPay', fx_iso: currency, relay_catch_all: false },
  });
  expect(mmo.status).toBe(201);
  const key = generatePrivateKey();
  const crypto = await call(base(), 'POST', '/v1/identity/create', {
    ...empty,
    crypto: { ...creds, public_address: privateKeyToAddress(key), private_key: key, fx_iso: currency },
  });
  expect(crypto.status).toBe(201);
  return {
    ...user,
    creds,
    address: privateKeyToAddress(key) as Address,
    fiat: mmo.body.message.mmo[0].identity_uuid as string,
    wallet: crypto.body.message.crypto[0].identity_uuid as string,
  };
}

type U = Awaited<ReturnType<typeof fundedUser>>;
const body = (u: U, amount: unknown) => ({
  ...u.creds,
  fiat_linked_acc_uuid: u.fiat,
  network_linked_acc_uuid: u.wallet,
  amount,
});
const token = (symbol = 'NGN') => svc.infra.chain.tokens[symbol];
const balance = (u: U, symbol = 'NGN') => svc.infra.chain.chain.balanceOf(token(symbol), u.address);
const rows = (u: U) => svc.infra.prisma.stablecoinTransaction.findMany({ where: { user: { uuid: u.user_id } } });

describe('mint (deposit)', () => {
  it('answers 201 with the documented record, a real transaction and its fees', async () => {
    const u = await fundedUser();
    const res = await call(base(), 'POST', MINT, body(u, 1500.5));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      code: 201,
      message: {
        data: [
          {
            id: expect.any(Number),
            created_at: expect.stringMatching(/Z$/),
            user_id: u.user_id,
            float_op: 'deposit',
            network_op: 'mint',
            fiat_iso: 'NGN',
            fiat_amt: 1500.5,
            token_symbol: 'NGN',
            token_amt: 1500.5,
            network_tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
            network_fees_eth: expect.any(Number),
            network_fees_ccy: expect.any(Number),
            user_pays_fees: false,
            // Beyond the spec's record: where it stands, and why it failed (null).
            status: 'confirmed',
            failure_reason: null,
          },
        ],
        count: null,
      },
      ref: expect.stringMatching(UUID),
    });
    const record = res.body.message.data[0];
    const receipt = await svc.infra.chain.chain.getReceipt(record.network_tx_hash as Hash);
    expect(receipt?.status).toBe('success');
    expect(record.network_fees_eth).toBeGreaterThan(0);
    expect(await balance(u)).toBe(parseUnits('1500.5', 18));
    const [row] = await rows(u);
    expect(row.status).toBe('CONFIRMED');
    expect(row.networkFeesWei?.toFixed()).toBe(receipt!.feeWei.toString());
    // The sandbox (PostgreSQL runs) or the in-process simulator's collection, confirmed by its status.
    expect(row.railReference).toMatch(
      railed(svc.config) ? /^momo:collection:[0-9a-f-]{36}$/ : `sandbox:collect:${row.uuid}`,
    );
  });

  it.each([
    [0, 'amount must be greater than 0'],
    [-5, 'amount must be a positive number'],
    [1.234, 'at most 2 decimals'],
    ['10', 'amount must be a number'],
    [null, 'amount'],
    [1e12, 'amount must be at most 1000000'],
    [1e21, 'amount must be a decimal number'],
  ])('refuses amount %j with 400 and records nothing', async (amount, detail) => {
    const u = await fundedUser();
    const res = await call(base(), 'POST', MINT, body(u, amount));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatchObject({
      error: 'BAD_USER_INPUT',
      field: 'amount',
      detail: expect.stringContaining(detail),
    });
    expect(await rows(u)).toHaveLength(0);
    expect(await balance(u)).toBe(0n);
  });

  it("refuses another user's fiat or crypto account with 404, recording nothing", async () => {
    const me = await fundedUser();
    const other = await fundedUser();
    const theirFiat = await call(base(), 'POST', MINT, { ...body(me, 10), fiat_linked_acc_uuid: other.fiat });
    expect(theirFiat.status).toBe(404);
    expect(theirFiat.body.message.field).toBe('fiat_linked_acc_uuid');
    const theirWallet = await call(base(), 'POST', MINT, { ...body(me, 10), network_linked_acc_uuid: other.wallet });
    expect(theirWallet.status).toBe(404);
    expect(theirWallet.body.message.field).toBe('network_linked_acc_uuid');
    expect(await rows(me)).toHaveLength(0);
    expect(await balance(other)).toBe(0n);
  });

  it('a missing or mistyped account is 400 naming the documented body field, and records nothing', async () => {
    const u = await fundedUser();
    const { fiat_linked_acc_uuid: _fiat, ...noFiat } = body(u, 10);
    const missing = await call(base(), 'POST', MINT, noFiat);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual({
      error: 'BAD_USER_INPUT',
      detail: 'fiat_linked_acc_uuid is required',
      field: 'fiat_linked_acc_uuid',
    });
    const mistyped = await call(base(), 'POST', MINT, { ...body(u, 10), network_linked_acc_uuid: true });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.message).toMatchObject({ field: 'network_linked_acc_uuid' });
    expect(await rows(u)).toHaveLength(0);
  });

  it('"primary" without a wallet is 422', async () => {
    const u = await fundedUser();
    const res = await call(base(), 'POST', MINT, { ...body(u, 10), network_linked_acc_uuid: 'primary' });
    expect(res.status).toBe(422);
  });
});

describe('exactly once', () => {
  it('8 concurrent requests with one Idempotency-Key make one chain transaction and the same answer', async () => {
    const u = await fundedUser();
    const headers = { 'idempotency-key': 'deposit-2026-11-25-001' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(base(), 'POST', MINT, body(u, 250), headers)),
    );
    for (const a of answers) expect(a.status).toBe(201);
    const records = answers.map((a) => a.body.message.data[0]);
    expect(new Set(records.map((r) => r.network_tx_hash)).size).toBe(1);
    expect(new Set(records.map((r) => r.id)).size).toBe(1);
    expect(await rows(u)).toHaveLength(1);
    expect(await balance(u)).toBe(parseUnits('250', 18));
    // A later retry gets the first answer too.
    const later = await call(base(), 'POST', MINT, body(u, 250), headers);
    expect(later.body.message.data[0]).toEqual(records[0]);
  });

  it('the same key with another body is refused with 409 and nothing is minted', async () => {
    const u = await fundedUser();
    const headers = { 'idempotency-key': 'k-1' };
    expect((await call(base(), 'POST', MINT, body(u, 10), headers)).status).toBe(201);
    const res = await call(base(), 'POST', MINT, body(u, 11), headers);
    expect(res.status).toBe(409);
    expect(await balance(u)).toBe(parseUnits('10', 18));
  });

  it('replays of a known key are answered without counting against the money rate limit', async () => {
    const u = await fundedUser();
    const headers = { 'idempotency-key': 'replayed-35-times' };
    expect((await call(base(), 'POST', MINT, body(u, 3), headers)).status).toBe(201);
    // The limit is 30 new operations per account per minute; 35 replays create none.
    for (let i = 0; i < 35; i++) expect((await call(base(), 'POST', MINT, body(u, 3), headers)).status).toBe(201);
    expect(await rows(u)).toHaveLength(1);
  });

  it('20 concurrent mints with distinct keys all succeed and the supply is exact', async () => {
    const u = await fundedUser('GHS');
    const supplyBefore = await svc.infra.chain.chain.totalSupply(token('GHS'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(base(), 'POST', MINT, body(u, (100 + i) / 100), { 'idempotency-key': `m-${i}` }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.message?.detail])).toEqual(Array(20).fill([201, undefined]));
    const expected = Array.from({ length: 20 }, (_, i) => parseUnits(((100 + i) / 100).toFixed(2), 18)).reduce(
      (a, b) => a + b,
      0n,
    );
    expect(await balance(u, 'GHS')).toBe(expected);
    expect((await svc.infra.chain.chain.totalSupply(token('GHS'))) - supplyBefore).toBe(expected);
  });
});

describe('burn (withdrawal)', () => {
  it('burns with the holder permit, pays out, and balances equal mints minus burns', async () => {
    const u = await fundedUser();
    await call(base(), 'POST', MINT, body(u, 100));
    await call(base(), 'POST', MINT, body(u, 50.25));
    const res = await call(base(), 'POST', BURN, body(u, 30.1));
    expect(res.status).toBe(201);
    expect(res.body.message.data[0]).toMatchObject({
      float_op: 'withdrawal',
      network_op: 'burn',
      fiat_amt: 30.1,
      token_amt: 30.1,
      user_pays_fees: false,
    });
    expect(await balance(u)).toBe(parseUnits('120.15', 18));
    const burn = (await rows(u)).find((r) => r.networkOp === 'BURN')!;
    expect(burn.status).toBe('CONFIRMED');
    expect(burn.railReference).toMatch(
      railed(svc.config) ? /^momo:payout:[0-9a-f-]{36}$/ : `sandbox:payout:${burn.uuid}`,
    );
  });

  it('over the balance is 422 with the balance intact and nothing recorded', async () => {
    const u = await fundedUser();
    await call(base(), 'POST', MINT, body(u, 20));
    const res = await call(base(), 'POST', BURN, body(u, 20.01));
    expect(res.status).toBe(422);
    expect(res.body.message.detail).toContain('insufficient NGN balance');
    expect(await balance(u)).toBe(parseUnits('20', 18));
    expect((await rows(u)).filter((r) => r.networkOp === 'BURN')).toHaveLength(0);
  });
});

describe('burn reservations', () => {
  it('two burns of the whole balance at once: one 201, one 422, and the refused one records nothing', async () => {
    const u = await fundedUser();
    expect((await call(base(), 'POST', MINT, body(u, 40))).status).toBe(201);
    const answers = await Promise.all(
      [1, 2].map((i) => call(base(), 'POST', BURN, body(u, 40), { 'idempotency-key': `whole-${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.status === 422)!.body.message.detail).toBe('insufficient NGN balance: 0 available');
    expect((await rows(u)).filter((r) => r.networkOp === 'BURN').map((r) => r.status)).toEqual(['CONFIRMED']);
    expect(await balance(u)).toBe(0n);
  });
});

describe('crash recovery', () => {
  it('a mint interrupted after its transaction was mined is finished on restart, with no second mint', async () => {
    const u = await fundedUser('EUR');
    const ok = await call(base(), 'POST', MINT, body(u, 75));
    expect(ok.status).toBe(201);
    const supply = await svc.infra.chain.chain.totalSupply(token('EUR'));
    // As if the process died after broadcasting but before recording the receipt.
    const row = (await rows(u))[0];
    await svc.infra.prisma.stablecoinTransaction.update({
      where: { id: row.id },
      data: { status: 'SUBMITTED', networkFeesWei: null, networkFeesEth: null, networkFeesCcy: null },
    });
    await svc.restart();
    const after = await until(
      () => svc.infra.prisma.stablecoinTransaction.findUniqueOrThrow({ where: { id: row.id } }),
      (r) => r.status === 'CONFIRMED',
    );
    expect(after.networkFeesEth).not.toBeNull();
    expect(await svc.infra.chain.chain.totalSupply(token('EUR'))).toBe(supply);
    expect(await balance(u, 'EUR')).toBe(parseUnits('75', 18));
  });
});

/** Polls `read` until `done` holds (10 s at most). */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50)); // the poll interval
    value = await read();
  }
  return value;
}

graphql(`
  fragment TestFundingTransaction on StablecoinTransaction {
    id databaseId status direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }
    transactionHash networkFeeEth networkFee { amount currency }
  }
`);
const Mint = graphql(`
  mutation TestFundingMint($i: MintStablecoinInput!) {
    mintStablecoin(input: $i) {
      __typename
      ... on MintStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }
      ... on Error { code message field }
    }
  }
`);
const Burn = graphql(`
  mutation TestFundingBurn($i: BurnStablecoinInput!) {
    burnStablecoin(input: $i) {
      __typename
      ... on BurnStablecoinSuccess { stablecoinTransaction { ...TestFundingTransaction } }
      ... on Error { code message field }
    }
  }
`);
const FirstTransactions = graphql(`
  query TestFundingFirstTransactions { viewer { stablecoinTransactions(first: 5) { edges { node { id status chainOperation } } } } }
`);
const TransactionUpdated = graphql(`
  subscription TestFundingTransactionUpdated { stablecoinTransactionUpdated { id status chainOperation fiatAmount { amount } } }
`);

describe('GraphQL', () => {
  it('mintStablecoin and viewer.stablecoinTransactions', async () => {
    const u = await fundedUser();
    const res = await gql(
      base(),
      Mint,
      { i: { fiatAccountId: u.fiat, networkAccountId: u.wallet, amount: '12.00', idempotencyKey: 'g-1' } },
      u.access_token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.mintStablecoin).toEqual({
      __typename: 'MintStablecoinSuccess',
      stablecoinTransaction: {
        id: expect.stringMatching(UUID),
        databaseId: expect.any(Number),
        status: 'CONFIRMED',
        direction: 'DEPOSIT',
        chainOperation: 'MINT',
        fiatAmount: { amount: '12.00', currency: 'NGN' },
        tokenAmount: { amount: '12.00', currency: 'NGN' },
        transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        networkFeeEth: expect.stringMatching(/^\d+(\.\d+)?$/),
        networkFee: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'NGN' },
      },
    });
    const minted = success(res.body.data?.mintStablecoin, 'MintStablecoinSuccess').stablecoinTransaction;
    const [row] = await rows(u);
    expect(minted).toMatchObject({ id: row.uuid, databaseId: row.id, transactionHash: row.networkTxHash });
    const list = await gql(base(), FirstTransactions, {}, u.access_token);
    expect(list.body.data?.viewer?.stablecoinTransactions.edges).toEqual([
      { node: { id: minted.id, status: 'CONFIRMED', chainOperation: 'MINT' } },
    ]);
  });

  it('mintStablecoin and burnStablecoin answer an expected failure as a typed error, and record nothing', async () => {
    const u = await fundedUser();
    const defaults = { fiatAccountId: u.fiat, networkAccountId: u.wallet, amount: '10' };
    const mint = (input: Partial<MintStablecoinInput>) =>
      gql(base(), Mint, { i: { ...defaults, ...input } }, u.access_token);
    const burn = (input: Partial<BurnStablecoinInput>) =>
      gql(base(), Burn, { i: { ...defaults, ...input } }, u.access_token);
    const first = await mint({ idempotencyKey: 'typed-1' });
    expect(first.body.data?.mintStablecoin.__typename).toBe('MintStablecoinSuccess');

    const failures: Array<[() => ReturnType<typeof mint> | ReturnType<typeof burn>, Record<string, unknown>]> = [
      // The same key with another request.
      [
        () => mint({ idempotencyKey: 'typed-1', amount: '11' }),
        {
          __typename: 'ConflictError',
          code: 'CONFLICT',
          message: 'this Idempotency-Key was already used with a different request',
          field: 'idempotencyKey',
        },
      ],
      // More than the balance.
      [
        () => burn({ amount: '10.01' }),
        {
          __typename: 'UnprocessableError',
          code: 'UNPROCESSABLE',
          message: 'insufficient NGN balance: 10 available',
          field: 'amount',
        },
      ],
      // "primary" before createWallet.
      [
        () => mint({ networkAccountId: 'primary' }),
        {
          __typename: 'UnprocessableError',
          code: 'UNPROCESSABLE',
          message: 'no primary network wallet yet; create one with createWallet',
          field: 'networkAccountId',
        },
      ],
      // An account that is not the caller's.
      [
        () => burn({ fiatAccountId: '00000000-0000-4000-8000-000000000000' }),
        {
          __typename: 'NotFoundError',
          code: 'NOT_FOUND',
          message: 'mobile-money or bank account was not found',
          field: 'fiatAccountId',
        },
      ],
      // Values outside their rules.
      [
        () => mint({ amount: '0' }),
        {
          __typename: 'InvalidInputError',
          code: 'BAD_USER_INPUT',
          message: 'amount must be greater than 0',
          field: 'amount',
        },
      ],
      [
        () => mint({ networkAccountId: 'mine' }),
        {
          __typename: 'InvalidInputError',
          code: 'BAD_USER_INPUT',
          message: 'networkAccountId must be a UUID',
          field: 'networkAccountId',
        },
      ],
    ];
    for (const [answer, error] of failures) {
      const res = await answer();
      expect(res.body.errors).toBeUndefined();
      expect(Object.values(res.body.data ?? {})).toEqual([error]);
    }
    expect((await rows(u)).map((r) => r.networkOp)).toEqual(['MINT']);
    expect(await balance(u)).toBe(parseUnits('10', 18));
  });
});

describe('the engine on /metrics', () => {
  it('counts its passes and their time per lane and step, and they grow while it confirms a mint', async () => {
    const read = async () => {
      const text = await (await fetch(`${base()}/metrics`)).text();
      const value = (name: string) => Number(new RegExp(`^${name}\\{lane="0"\\} (\\S+)$`, 'm').exec(text)?.[1]);
      const submit = Number(/^fas_money_step_seconds_total\{lane="0",step="submit"\} (\S+)$/m.exec(text)?.[1] ?? 0);
      return { passes: value('fas_money_passes_total'), seconds: value('fas_money_pass_seconds_total'), submit };
    };
    const before = await read();
    const me = await fundedUser();
    expect((await call(base(), 'POST', MINT, body(me, 3))).status).toBe(201);
    // A pass is counted when it ends, and the answer may come from within it (the mint signed
    // and confirmed in one pass, the rest of its steps still to run): wait for the count.
    await expect.poll(async () => (await read()).passes).toBeGreaterThan(before.passes);
    const after = await read();
    expect(after.seconds).toBeGreaterThan(before.seconds);
    // The mint was signed by the submit step: its time grew too, within the passes'.
    expect(after.submit).toBeGreaterThan(before.submit);
    expect(after.submit).toBeLessThanOrEqual(after.seconds);
  });
});

describe("the embedded chain's dumps on /metrics", () => {
  it('counts each state dump of the chain, its time and the time broadcasts waited for it, and a confirmed mint adds one', async () => {
    const read = async () => {
      const text = await (await fetch(`${base()}/metrics`)).text();
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      return {
        dumps: value('fas_chain_dumps_total'),
        seconds: value('fas_chain_dump_seconds_total'),
        held: value('fas_chain_dump_held_seconds_total'),
      };
    };
    const before = await read();
    expect(before.dumps).toBeGreaterThanOrEqual(0); // a number: the service runs the embedded chain
    const me = await fundedUser();
    expect((await call(base(), 'POST', MINT, body(me, 2))).status).toBe(201);
    // The engine asks for a save once the mint is confirmed; the dump follows within ~2 s.
    await expect.poll(async () => (await read()).dumps, { timeout: 20_000 }).toBeGreaterThan(before.dumps);
    const after = await read();
    expect(after.seconds).toBeGreaterThan(before.seconds);
    // Broadcasts wait only while anvil serialises the state: a part of each dump's time.
    expect(after.held).toBeGreaterThanOrEqual(before.held);
    expect(after.held).toBeLessThanOrEqual(after.seconds);
  });
});

describe('confirmations in real time', () => {
  it("stablecoinTransactionUpdated pushes every status of my own mint over graphql-ws, and nothing of anyone else's; the event log has each", async () => {
    const me = await fundedUser();
    const other = await fundedUser();
    const seen: Record<string, Array<{ status: string; id: string }>> = { me: [], other: [] };
    const before = await openStreams(base());
    const clients = [me, other].map((u, i) => {
      const name = i === 0 ? 'me' : 'other';
      let ready!: () => void;
      const connected = new Promise<void>((r) => (ready = r));
      const client = wsClient(base(), u.access_token, {
        lazy: false,
        retryAttempts: 0,
        on: { connected: () => ready() },
      });
      client.subscribe<ResultOf<typeof TransactionUpdated>>(
        { query: print(TransactionUpdated) },
        {
          next: (m) => {
            if (!m.data) throw new Error(`no data: ${JSON.stringify(m)}`);
            seen[name].push(m.data.stablecoinTransactionUpdated);
          },
          error: () => {},
          complete: () => {},
        },
      );
      return { client, connected };
    });
    await Promise.all(clients.map((c) => c.connected));
    // graphql-ws does not acknowledge a subscription: /metrics shows both registered.
    await subscribed(base(), before + 2);
    const res = await call(base(), 'POST', MINT, body(me, 5));
    expect(res.status).toBe(201);
    await expect.poll(() => seen.me.some((e) => e.status === 'CONFIRMED'), { timeout: 5000 }).toBe(true);
    const [row] = await rows(me);
    // Through a provider the deposit waits for the payer first (AWAITING_DEPOSIT), then is PENDING its mint.
    const collecting = railed(svc.config) ? ['AWAITING_DEPOSIT', 'PENDING'] : [];
    expect(seen.me.map((e) => e.status)).toEqual(['PENDING', ...collecting, 'SUBMITTED', 'CONFIRMED']);
    expect(new Set(seen.me.map((e) => e.id))).toEqual(new Set([row.uuid]));
    expect(seen.other).toEqual([]);
    // The event log (and so every webhook) has the same statuses in the same order, SUBMITTED too.
    const log = await gql<{ events: { edges: Array<{ node: { payload: string } }> } }>(
      base(),
      'query { events(first: 100, types: [STABLECOIN_TRANSACTION_UPDATED]) { edges { node { payload } } } }',
      {},
      me.access_token,
    );
    expect(log.body.errors).toBeUndefined();
    const logged = log.body.data!.events.edges.map((e) => JSON.parse(e.node.payload).data);
    expect(logged.map((d: { id: string; status: string }) => [d.id, d.status])).toEqual(
      ['PENDING', ...collecting, 'SUBMITTED', 'CONFIRMED'].map((status) => [row.uuid, status]),
    );
    await Promise.all(clients.map((c) => c.client.dispose()));
  });
});
