import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { call, getWithBody, gql, UUID } from './helpers/service.js';
import { aliasToMobileMoney, payee } from './helpers/scenario.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';

// Payments between users (docs/payments.md), through the REST path of the reference product
// and GraphQL, on a real chain: balances move on chain, each payment is one record with its
// chat message, and refusals record nothing.

const svc = useService({ PAYMENT_DAILY_LIMIT: '5000', PAYMENT_MAX_AMOUNT: '2000' });
const base = () => svc.url;

const SEND = '/network/payments/send-to-supatag';
const HISTORY = '/payments/history/view';

const four = (kind: string, fields: object) => ({ mmo: {}, bank: {}, govid: {}, crypto: {}, [kind]: fields });

/** A user with a profile (usertag, NGN by default) and nothing else. */
const person = (currency = 'NGN') => payee(base(), currency);

/** A person with a primary wallet holding `amount` NGN, minted through a deposit. */
async function payer(amount: number) {
  const p = await person();
  const funded = await moneyUserFor(p);
  const mint = await call(
    base(),
    'POST',
    '/network/stablecoins/mint',
    { ...p.creds, fiat_linked_acc_uuid: funded.fiat, network_linked_acc_uuid: 'primary', amount },
    { 'idempotency-key': randomUUID() },
  );
  expect(mint.status).toBe(201);
  return { ...p, wallet: funded.wallet };
}

/** Links an NGN mobile-money account and creates the primary wallet of an existing person. */
async function moneyUserFor(p: Awaited<ReturnType<typeof person>>) {
  const mmo = await call(
    base(),
    'POST',
    '/v1/identity/create',
    four('mmo', {
      ...p.creds,
      phone_number: '+2348031234567',
      mmo_name: 'OPay',
      fx_iso: 'NGN',
      relay_catch_all: false,
    }),
  );
  expect(mmo.status).toBe(201);
  const wallet = await gql(
    base(),
    `mutation { createWallet(input: { entropy: "paymentsEntropy1", tokenSymbols: [] }) { ... on CreateWalletSuccess { wallet { address } } } }`,
    undefined,
    p.access_token,
  );
  return {
    fiat: mmo.body.message.mmo[0].identity_uuid as string,
    wallet: wallet.body.data.createWallet.wallet.address as Address,
  };
}

const balanceOf = (address: string, symbol = 'NGN') =>
  svc.infra.chain.chain.balanceOf(svc.infra.chain.tokens[symbol], address as Address);
const paymentsOf = (userId: string) =>
  svc.infra.prisma.payment.findMany({
    where: { sender: { uuid: userId } },
    include: { legs: { orderBy: { id: 'asc' } } },
  });

/** A crypto identity of `who`'s with a key they bring (NGN): its id and address. */
async function ownKeyWallet(who: { creds: object }) {
  const key = generatePrivateKey();
  const res = await call(
    base(),
    'POST',
    '/v1/identity/create',
    four('crypto', { ...who.creds, public_address: privateKeyToAddress(key), private_key: key, fx_iso: 'NGN' }),
  );
  expect(res.status).toBe(201);
  return { id: res.body.message.crypto[0].identity_uuid as string, address: privateKeyToAddress(key) };
}

const send = (from: { creds: object }, body: object, key: string = randomUUID()) =>
  call(base(), 'POST', SEND, { ...from.creds, passcode: '123456', ...body }, { 'idempotency-key': key });

describe('send to a usertag', () => {
  it("answers 201 with the payment, moves the tokens on chain into the recipient's new wallet and shows it in both chats", async () => {
    const alice = await payer(1000);
    const bob = await person();
    const res = await send(alice, { recipient_usertag: bob.usertag, amount: 250.75, note: 'for the jollof' });
    expect(res.status).toBe(201);
    const record = res.body.message.data[0];
    expect(res.body).toEqual({ code: 201, message: { data: [record], count: null }, ref: expect.stringMatching(UUID) });
    expect(record).toEqual({
      id: expect.stringMatching(UUID),
      created_at: expect.stringMatching(/Z$/),
      confirmed_at: expect.stringMatching(/Z$/),
      status: 'confirmed',
      direction: 'sent',
      amount: 250.75,
      fx_iso: 'NGN',
      receive_amount: 250.75,
      receive_fx_iso: 'NGN',
      rate: 1,
      fee: 0,
      note: 'for the jollof',
      recipient_kind: 'usertag',
      recipient: bob.usertag,
      counterparty_usertag: bob.usertag,
      from_address: alice.wallet,
      to_address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      failure_reason: null,
      transactions: [
        { network_op: 'transfer', network_tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), status: 'confirmed' },
      ],
    });
    // Bob had no wallet: the payment made his primary wallet, and the tokens are there on chain.
    const bobWallet = await svc.infra.prisma.identity.findFirstOrThrow({
      where: { user: { uuid: bob.user_id }, primaryNetworkWallet: true },
    });
    expect(bobWallet.publicAddress).toBe(record.to_address);
    expect(await balanceOf(record.to_address)).toBe(parseUnits('250.75', 18));
    expect(await balanceOf(alice.wallet)).toBe(parseUnits('749.25', 18));
    // The ledger holds both sides of the transfer, and the token's supply did not change.
    const entries = await svc.infra.prisma.ledgerEntry.findMany({
      where: { operation: { payment: { uuid: record.id } } },
    });
    expect(entries.map((e) => [e.wallet, e.amount.toFixed(2)]).sort()).toEqual(
      [
        [alice.wallet, '-250.75'],
        [record.to_address, '250.75'],
      ].sort(),
    );

    // Both see it as a message in their conversation with the other, with the payment on it.
    const chat = `{
      messages(first: 10) { edges { node { text fromViewer payment { id status direction amount { amount currency } } } } }
    }`;
    for (const [who, direction, fromViewer] of [
      [alice, 'SENT', true],
      [bob, 'RECEIVED', false],
    ] as const) {
      const seen = await gql(base(), chat, {}, who.access_token);
      const withPayment = seen.body.data.messages.edges
        .map((e: { node: { payment: unknown } }) => e.node)
        .filter((m: { payment: unknown }) => m.payment);
      expect(withPayment).toEqual([
        {
          text: 'for the jollof',
          fromViewer,
          payment: { id: record.id, status: 'CONFIRMED', direction, amount: { amount: '250.75', currency: 'NGN' } },
        },
      ]);
    }
  });

  it('refuses a body without the passcode (400 naming passcode) and a wrong one (403), recording nothing', async () => {
    const alice = await payer(100);
    const bob = await person();
    const missing = await call(base(), 'POST', SEND, { ...alice.creds, recipient_usertag: bob.usertag, amount: 10 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatchObject({ error: 'BAD_USER_INPUT', field: 'passcode' });
    const wrong = await send(alice, { recipient_usertag: bob.usertag, amount: 10, passcode: '999999' });
    expect(wrong.status).toBe(403);
    expect(await paymentsOf(alice.user_id)).toEqual([]);
    expect(await balanceOf(alice.wallet)).toBe(parseUnits('100', 18));
    // Someone without a wallet learns that only with the right passcode: a wrong one is 403 first.
    const noWallet = await send(bob, { recipient_usertag: alice.usertag, amount: 1, passcode: '999999' });
    expect(noWallet.status).toBe(403);
    const right = await send(bob, { recipient_usertag: alice.usertag, amount: 1 });
    expect(right.status).toBe(422);
    expect(right.body.message).toMatchObject({ field: 'network_linked_acc_uuid' });
  });

  it('locks payments after five wrong passcodes, even for the passcode that paid a moment before', async () => {
    const alice = await payer(100);
    const bob = await person();
    expect((await send(alice, { recipient_usertag: bob.usertag, amount: 1 })).status).toBe(201);
    for (let i = 0; i < 5; i++)
      expect((await send(alice, { recipient_usertag: bob.usertag, amount: 1, passcode: '999999' })).status).toBe(403);
    const locked = await send(alice, { recipient_usertag: bob.usertag, amount: 1 });
    expect(locked.status).toBe(429);
    expect(await paymentsOf(alice.user_id)).toHaveLength(1);
  });

  it.each([
    [
      'yourself',
      (a: { usertag: string }) => ({ recipient_usertag: a.usertag }),
      422,
      'you cannot pay yourself',
      'recipient_usertag',
    ],
    [
      'an unknown usertag',
      () => ({ recipient_usertag: 'nobody_here_123' }),
      404,
      'recipient_usertag was not found',
      'recipient_usertag',
    ],
    [
      'an unknown alias',
      () => ({ recipient_alias: 'no-such-alias-0000' }),
      404,
      'recipient_alias was not found',
      'recipient_alias',
    ],
    ['the Wallet contact', () => ({ recipient_usertag: 'wallet' }), 422, 'cannot be paid', 'recipient_usertag'],
    [
      'two recipients at once',
      (a: { usertag: string }) => ({ recipient_usertag: a.usertag, recipient_alias: 'x' }),
      400,
      'exactly one',
      'recipient',
    ],
    ['no recipient', () => ({}), 400, 'exactly one', 'recipient'],
    [
      'a malformed address',
      () => ({ recipient_public_address: '0x1234' }),
      400,
      '40 hex digits',
      'recipient_public_address',
    ],
  ])('paying %s is refused naming the field at fault, recording nothing', async (_what, to, status, detail, field) => {
    const alice = await payer(100);
    const res = await send(alice, { ...to(alice), amount: 10 });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatchObject({ field, detail: expect.stringContaining(detail) });
    expect(await paymentsOf(alice.user_id)).toEqual([]);
  });

  it('refuses more than the available balance, the per-payment maximum and the daily limit with 422/400 naming amount', async () => {
    const alice = await payer(2000);
    const bob = await person();
    const over = await send(alice, { recipient_usertag: bob.usertag, amount: 2000.01 });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatchObject({ field: 'amount', detail: 'amount must be at most 2000' });
    const poor = await payer(50);
    const short = await send(poor, { recipient_usertag: bob.usertag, amount: 50.01 });
    expect(short.status).toBe(422);
    expect(short.body.message).toMatchObject({ field: 'amount', detail: 'insufficient NGN balance: 50 available' });
    expect(await paymentsOf(poor.user_id)).toEqual([]);
    // 2000 + 2000 + 1000 = the daily 5000 (a rolling 24 hours); one cent more is refused.
    const rich = await payer(5000.01);
    for (const amount of [2000, 2000, 1000])
      expect((await send(rich, { recipient_usertag: bob.usertag, amount })).status).toBe(201);
    const past = await send(rich, { recipient_usertag: bob.usertag, amount: 0.01 });
    expect(past.status).toBe(422);
    expect(past.body.message).toMatchObject({
      field: 'amount',
      detail: expect.stringContaining('daily limit of 5000'),
    });
    expect(await paymentsOf(rich.user_id)).toHaveLength(3);
  });
});

describe('exactly once', () => {
  it('20 concurrent sends with one Idempotency-Key make one payment and one chain transfer, and all answer it', async () => {
    const alice = await payer(500);
    const bob = await person();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(alice, { recipient_usertag: bob.usertag, amount: 100 }, key)),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.find((a) => a.status !== 201)?.body),
    ).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.body.message.data[0].id));
    expect(ids.size).toBe(1);
    const [payment, ...others] = await paymentsOf(alice.user_id);
    expect(others).toEqual([]);
    expect(payment.legs).toHaveLength(1);
    expect(await svc.infra.prisma.chainTransaction.count({ where: { operationId: payment.legs[0].id } })).toBe(1);
    expect(await balanceOf(alice.wallet)).toBe(parseUnits('400', 18));
    // The same key with another amount is a conflict.
    const other = await send(alice, { recipient_usertag: bob.usertag, amount: 101 }, key);
    expect(other.status).toBe(409);
  });

  it('two concurrent sends that together exceed the balance: exactly one succeeds', async () => {
    const alice = await payer(150);
    const bob = await person();
    const carol = await person();
    const answers = await Promise.all([
      send(alice, { recipient_usertag: bob.usertag, amount: 100 }),
      send(alice, { recipient_usertag: carol.usertag, amount: 100 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await balanceOf(alice.wallet)).toBe(parseUnits('50', 18));
    expect(await paymentsOf(alice.user_id)).toHaveLength(1);
  });
});

describe('routing', () => {
  it("an alias carried by a channel to a crypto identity pays that identity's address", async () => {
    const alice = await payer(300);
    const bob = await person();
    const alias = await call(base(), 'POST', '/account/profile/alias/create', bob.creds);
    const { alias: aliasName, alias_uuid: aliasId } = alias.body.message[0];
    const crypto = await ownKeyWallet(bob);
    const channel = await call(base(), 'POST', '/alias/routing/new', {
      ...bob.creds,
      route_name: 'savings',
      linked_account_uuid: crypto.id,
      alias_uuid: aliasId,
    });
    expect(channel.status, JSON.stringify(channel.body)).toBe(200);
    const res = await send(alice, { recipient_alias: aliasName, amount: 120 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message.data[0]).toMatchObject({ recipient_kind: 'alias', to_address: crypto.address });
    expect(await balanceOf(crypto.address)).toBe(parseUnits('120', 18));
  });

  it('an address of no user is a plain transfer without a chat message', async () => {
    const alice = await payer(100);
    const outside = privateKeyToAddress(generatePrivateKey());
    const res = await send(alice, { recipient_public_address: outside, amount: 10 });
    expect(res.status).toBe(201);
    expect(res.body.message.data[0]).toMatchObject({ recipient_kind: 'address', counterparty_usertag: null });
    expect(await balanceOf(outside)).toBe(parseUnits('10', 18));
    expect(await svc.infra.prisma.message.count({ where: { payment: { uuid: res.body.message.data[0].id } } })).toBe(0);
  });
});

describe('history', () => {
  it('lists sent and received payments with filters and pages; nobody else sees them', async () => {
    const alice = await payer(500);
    const bob = await person();
    const eve = await person();
    const sent = [];
    for (const amount of [10, 20, 30]) sent.push((await send(alice, { recipient_usertag: bob.usertag, amount })).body);
    const page = await call(base(), 'GET', `${HISTORY}?limit=2`, undefined, {
      authorization: `Bearer ${alice.access_token}`,
    });
    expect(page.status).toBe(200);
    expect(page.body.message.data.map((p: { amount: number }) => p.amount)).toEqual([30, 20]);
    expect(page.body.message.has_more).toBe(true);
    const next = await call(
      base(),
      'GET',
      `${HISTORY}?limit=2&starting_after=${page.body.message.data[1].id}`,
      undefined,
      { authorization: `Bearer ${alice.access_token}` },
    );
    expect(next.body.message).toMatchObject({ data: [{ amount: 10 }], has_more: false });
    const received = await call(base(), 'GET', `${HISTORY}?direction=received`, undefined, {
      authorization: `Bearer ${bob.access_token}`,
    });
    expect(received.body.message.data.map((p: { direction: string }) => p.direction)).toEqual([
      'received',
      'received',
      'received',
    ]);
    const theirs = await call(base(), 'GET', HISTORY, undefined, { authorization: `Bearer ${eve.access_token}` });
    expect(theirs.body.message.data).toEqual([]);
    const lookup = await gql(
      base(),
      `query ($id: ID!) { payment(id: $id) { id } }`,
      { id: sent[0].message.data[0].id },
      eve.access_token,
    );
    expect(lookup.body).toEqual({ data: { payment: null } });
    // The reference product's form: credentials and filters in a JSON body on GET (node:http).
    const form = await getWithBody(
      base(),
      HISTORY,
      JSON.stringify({ access_token: bob.access_token, user_id: bob.user_id, direction: 'received', limit: 1 }),
    );
    expect(form.status).toBe(200);
    expect(form.body.message).toMatchObject({ data: [{ amount: 30, direction: 'received' }], has_more: true });
    const stranger = await getWithBody(
      base(),
      HISTORY,
      JSON.stringify({ access_token: bob.access_token, user_id: eve.user_id }),
    );
    expect(stranger.status).toBe(401);
  });
});

/** A quote of `who`'s through GraphQL. */
async function quote(who: { access_token: string }, amount: string, currency: string, receiveCurrency: string) {
  const res = await gql(
    base(),
    `mutation ($input: PaymentQuoteInput!) {
      paymentQuote(input: $input) { ... on PaymentQuoteSuccess { paymentQuote { id rate receiveAmount { amount currency } } } }
    }`,
    { input: { amount, currency, receiveCurrency } },
    who.access_token,
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data.paymentQuote.paymentQuote as { id: string; rate: string; receiveAmount: { amount: string } };
}

/** What the ledger holds per token equals each token's supply on chain. */
async function expectSupplyMatchesLedger() {
  for (const [symbol, token] of Object.entries(svc.infra.chain.tokens)) {
    const sum = await svc.infra.prisma.ledgerEntry.aggregate({ where: { token }, _sum: { amount: true } });
    const supply = await svc.infra.chain.chain.totalSupply(token);
    expect(parseUnits(sum._sum.amount?.toFixed() ?? '0', 18), symbol).toBe(supply);
  }
}

/** fas_treasury_surplus by currency, from GET /metrics. */
async function surplus(): Promise<Record<string, number>> {
  const text = await (await fetch(`${base()}/metrics`)).text();
  return Object.fromEntries(
    [...text.matchAll(/^fas_treasury_surplus\{currency="(\w+)"\} (\S+)$/gm)].map((m) => [m[1], Number(m[2])]),
  );
}

describe('across currencies', () => {
  it("removes a user's quotes expired over a day ago when they ask for another, keeping those a payment used", async () => {
    const alice = await payer(100);
    const bob = await person();
    const used = await quote(alice, '10', 'NGN', 'GHS');
    expect((await send(alice, { recipient_usertag: bob.usertag, amount: 10, quote_id: used.id })).status).toBe(201);
    const unused = await quote(alice, '11', 'NGN', 'GHS');
    const recent = await quote(alice, '12', 'NGN', 'GHS');
    const others = await quote(bob, '13', 'NGN', 'GHS');
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const quotes = svc.infra.prisma.paymentQuote;
    await quotes.updateMany({ where: { id: { in: [used.id, unused.id, others.id] } }, data: { expiresAt: ago(48) } });
    await quotes.updateMany({ where: { id: recent.id }, data: { expiresAt: ago(1) } });
    const fresh = await quote(alice, '14', 'NGN', 'GHS');
    const left = await quotes.findMany({ where: { id: { in: [used.id, unused.id, recent.id, others.id, fresh.id] } } });
    expect(left.map((q) => q.id).sort()).toEqual([used.id, recent.id, others.id, fresh.id].sort());
  });

  it('burns the NGN sent and mints the quoted GHS for the recipient: one payment, two chain transactions', async () => {
    const alice = await payer(1000);
    const bob = await person('GHS');
    const before = await surplus();
    const q = await quote(alice, '500', 'NGN', 'GHS');
    const res = await send(alice, { recipient_usertag: bob.usertag, amount: 500, quote_id: q.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const record = res.body.message.data[0];
    expect(record).toMatchObject({
      status: 'confirmed',
      amount: 500,
      fx_iso: 'NGN',
      receive_amount: Number(q.receiveAmount.amount),
      receive_fx_iso: 'GHS',
      rate: Number(q.rate),
      transactions: [
        { network_op: 'burn', status: 'confirmed' },
        { network_op: 'mint', status: 'confirmed' },
      ],
    });
    expect(await balanceOf(alice.wallet)).toBe(parseUnits('500', 18));
    expect(await balanceOf(record.to_address, 'GHS')).toBe(parseUnits(q.receiveAmount.amount, 18));
    await expectSupplyMatchesLedger();
    // The operator sees the reserves move: NGN fiat now backs 500 fewer tokens, GHS tokens are short of fiat.
    const after = await surplus();
    expect((after.NGN ?? 0) - (before.NGN ?? 0)).toBeCloseTo(500, 2);
    expect((after.GHS ?? 0) - (before.GHS ?? 0)).toBeCloseTo(-Number(q.receiveAmount.amount), 2);
    // A quote for another amount is refused naming quote_id, recording nothing.
    const other = await send(alice, { recipient_usertag: bob.usertag, amount: 499, quote_id: q.id });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatchObject({ field: 'quote_id' });
    expect(await paymentsOf(alice.user_id)).toHaveLength(1);
  });

  it('when the mint step fails, the burned amount is minted back: the sender is made whole and the payment FAILED', async () => {
    const alice = await payer(300);
    const q = await quote(alice, '100', 'NGN', 'GHS');
    // The GHS token refuses to mint to the zero address, so the second step cannot happen.
    const res = await send(alice, {
      recipient_public_address: '0x0000000000000000000000000000000000000000',
      amount: 100,
      quote_id: q.id,
    });
    expect(res.status).toBe(422);
    expect(res.body.message.detail, res.body.message.detail).toMatch(
      /^the payment failed: .*returned to the sender's wallet$/,
    );
    const [payment] = await paymentsOf(alice.user_id);
    expect(payment.status).toBe('FAILED');
    expect(payment.legs.map((l) => [l.networkOp, l.status])).toEqual([
      ['BURN', 'CONFIRMED'],
      ['MINT', 'FAILED'],
      ['MINT', 'CONFIRMED'],
    ]);
    expect(await balanceOf(alice.wallet)).toBe(parseUnits('300', 18));
    await expectSupplyMatchesLedger();
  });

  it('an alias routed to a GHS mobile-money account is paid in GHS and cashed out to it as the recipient’s withdrawal', async () => {
    const alice = await payer(1000);
    const bob = await person('GHS');
    const aliasName = await aliasToMobileMoney(base(), bob, 'GHS');
    const res = await send(alice, { recipient_alias: aliasName, amount: 1000 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const record = res.body.message.data[0];
    expect(record).toMatchObject({ status: 'confirmed', receive_fx_iso: 'GHS', recipient_kind: 'alias' });
    // The cash-out is Bob's withdrawal: burned from his wallet and paid out to his MoMo account.
    await expect
      .poll(
        async () =>
          (
            await svc.infra.prisma.stablecoinTransaction.findFirst({
              where: { user: { uuid: bob.user_id }, networkOp: 'BURN' },
            })
          )?.status,
        { timeout: 15_000 },
      )
      .toBe('CONFIRMED');
    const withdrawal = await svc.infra.prisma.stablecoinTransaction.findFirstOrThrow({
      where: { user: { uuid: bob.user_id }, networkOp: 'BURN' },
    });
    expect(withdrawal.tokenAmt.toFixed(2)).toBe(Number(record.receive_amount).toFixed(2));
    expect(withdrawal.railReference).toMatch(/^(sandbox|momo|paystack):payout:/);
    expect(await balanceOf(record.to_address, 'GHS')).toBe(0n);
    await expectSupplyMatchesLedger();
  });
});

describe('GraphQL and live updates', () => {
  it('sendPayment answers the payment; paymentUpdated reaches sender and recipient over graphql-ws, nobody else', async () => {
    const alice = await payer(100);
    const bob = await person();
    const eve = await person();
    const seen: Record<string, string[]> = { alice: [], bob: [], eve: [] };
    const before = await openStreams(base());
    const clients = (
      [
        ['alice', alice],
        ['bob', bob],
        ['eve', eve],
      ] as const
    ).map(([name, u]) => {
      const client = wsClient(base(), u.access_token, { lazy: false, retryAttempts: 0 });
      client.subscribe<{ paymentUpdated: { status: string; direction: string } }>(
        { query: 'subscription { paymentUpdated { status direction } }' },
        {
          next: (m) => seen[name].push(`${m.data?.paymentUpdated.direction} ${m.data?.paymentUpdated.status}`),
          error: () => {},
          complete: () => {},
        },
      );
      return client;
    });
    await subscribed(base(), before + 3);
    const res = await gql(
      base(),
      `mutation ($input: SendPaymentInput!) {
        sendPayment(input: $input) {
          __typename
          ... on SendPaymentSuccess { payment { status direction amount { amount currency } counterpartyUsertag } }
          ... on Error { code message field }
        }
      }`,
      { input: { recipient: { usertag: bob.usertag }, amount: '42.50', currency: 'NGN', passcode: '123456' } },
      alice.access_token,
    );
    expect(res.body).toEqual({
      data: {
        sendPayment: {
          __typename: 'SendPaymentSuccess',
          payment: {
            status: 'CONFIRMED',
            direction: 'SENT',
            amount: { amount: '42.50', currency: 'NGN' },
            counterpartyUsertag: bob.usertag,
          },
        },
      },
    });
    await expect.poll(() => seen.bob.at(-1), { timeout: 5000 }).toBe('RECEIVED CONFIRMED');
    await expect.poll(() => seen.alice.at(-1), { timeout: 5000 }).toBe('SENT CONFIRMED');
    expect(seen.alice[0]).toBe('SENT PENDING');
    expect(seen.eve).toEqual([]);
    await Promise.all(clients.map((c) => c.dispose()));
  });

  it('paymentUpdated over SSE reaches the recipient', async () => {
    const alice = await payer(20);
    const bob = await person();
    const before = await openStreams(base());
    const controller = new AbortController();
    const stream = await fetch(`${base()}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${bob.access_token}`,
      },
      body: JSON.stringify({ query: 'subscription { paymentUpdated { status direction } }' }),
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    await subscribed(base(), before + 1);
    const seen: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      const reader = stream.body!.getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        for (const m of text.matchAll(/^data: (\{.*\})$/gm)) {
          const update = JSON.parse(m[1]).data?.paymentUpdated;
          if (update) seen.push(`${update.direction} ${update.status}`);
        }
        text = text.slice(text.lastIndexOf('\n') + 1);
        if (seen.includes('RECEIVED CONFIRMED')) return;
      }
    })();
    expect((await send(alice, { recipient_usertag: bob.usertag, amount: 5 })).status).toBe(201);
    await reading;
    controller.abort();
    expect(seen.at(-1)).toBe('RECEIVED CONFIRMED');
  });

  it('a payment error is a typed error in the payload, naming its field', async () => {
    const alice = await payer(10);
    const res = await gql(
      base(),
      `mutation ($input: SendPaymentInput!) {
        sendPayment(input: $input) { __typename ... on Error { code message field } }
      }`,
      { input: { recipient: { usertag: 'nobody_at_all_9' }, amount: '1', passcode: '123456' } },
      alice.access_token,
    );
    expect(res.body.data.sendPayment).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
      message: 'usertag was not found',
      field: 'usertag',
    });
  });
});

describe('whose keys and limits they are', () => {
  /** Starts the payment without waiting for it; resolves with the payment once it is recorded, read by its recipient. */
  async function recordedFor(recipient: { access_token: string }, sending: Promise<unknown>) {
    void sending;
    for (let i = 0; i < 200; i++) {
      const seen = await call(base(), 'GET', `${HISTORY}?direction=received`, undefined, {
        authorization: `Bearer ${recipient.access_token}`,
      });
      const [p] = seen.body.message.data;
      if (p) return p as { id: string; status: string };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the payment was never recorded');
  }

  it("a recipient who uses a payment's next-step key for a deposit of their own cannot freeze it: both arrive", async () => {
    const alice = await payer(1000);
    const bob = await person('GHS');
    const bobs = await moneyUserFor(bob);
    const q = await quote(alice, '100', 'NGN', 'GHS');
    // The engine is held, so the recipient sees the payment before its mint to them is recorded.
    await svc.services.engine.stop();
    const paying = send(alice, { recipient_usertag: bob.usertag, amount: 100, quote_id: q.id });
    let depositing: Promise<Awaited<ReturnType<typeof call>>> | undefined;
    try {
      const seen = await recordedFor(bob, paying);
      // Bob takes the key the engine used to record the payment's mint step under, for a deposit of his.
      depositing = call(
        base(),
        'POST',
        '/network/stablecoins/mint',
        { ...bob.creds, fiat_linked_acc_uuid: bobs.fiat, network_linked_acc_uuid: 'primary', amount: 40 },
        { 'idempotency-key': `payment:${seen.id}:mint` },
      );
      const deposit = svc.infra.prisma.stablecoinTransaction;
      for (let i = 0; i < 200 && !(await deposit.count({ where: { idempotencyKey: `payment:${seen.id}:mint` } })); i++)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await svc.services.engine.start();
    }
    const [paid, deposited] = await Promise.all([paying, depositing!]);
    expect(deposited.status, JSON.stringify(deposited.body)).toBe(201);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.message.data[0]).toMatchObject({ status: 'confirmed', receive_fx_iso: 'GHS' });
    // Alice's 100 NGN became Bob's GHS, and Bob's own deposit is his too.
    expect(await balanceOf(alice.wallet)).toBe(parseUnits('900', 18));
    expect(await balanceOf(bobs.wallet, 'GHS')).toBe(parseUnits(q.receiveAmount.amount, 18));
    expect(await balanceOf(bobs.wallet, 'NGN')).toBe(parseUnits('40', 18));
    await expectSupplyMatchesLedger();
  }, 60_000);

  it("a step whose key another operation of the engine's holds is flagged for the operator (/readyz, metrics), then moves on once freed", async () => {
    const alice = await payer(300);
    const bob = await person('GHS');
    const q = await quote(alice, '50', 'NGN', 'GHS');
    await svc.services.engine.stop();
    const paying = send(alice, { recipient_usertag: bob.usertag, amount: 50, quote_id: q.id });
    let blocker: { id: number } | undefined;
    let uuid = '';
    try {
      uuid = (await recordedFor(bob, paying)).id;
      // No door can write the engine's key space: this stands for a damaged database or a bug.
      const [payment] = await paymentsOf(alice.user_id);
      const burn = payment.legs[0];
      blocker = await svc.infra.prisma.stablecoinTransaction.create({
        data: {
          userId: payment.recipientId!,
          keyScope: 'ENGINE',
          idempotencyKey: `payment:${uuid}:mint`,
          requestHash: 'not-this-payment',
          networkOp: 'MINT',
          status: 'FAILED',
          walletAddress: payment.toAddress,
          tokenAddress: burn.tokenAddress,
          fiatIso: 'GHS',
          fiatAmt: '1',
          tokenSymbol: 'GHS',
          tokenAmt: '1',
          failureReason: 'test: holds the key',
        },
      });
    } finally {
      await svc.services.engine.start();
    }
    const flagged = async () => {
      const ready = await (await fetch(`${base()}/readyz`)).json();
      const metrics = await (await fetch(`${base()}/metrics`)).text();
      return {
        detail: ready.details?.money?.[`payment:${uuid}`] as string | undefined,
        gauge: Number(/^fas_payments_flagged (\S+)$/m.exec(metrics)?.[1]),
      };
    };
    let seen = await flagged();
    for (let i = 0; i < 100 && !seen.detail; i++) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await flagged();
    }
    expect(seen.detail).toMatch(/cannot record its mint step: its key is held by operation/);
    expect(seen.gauge).toBe(1);
    const [stuck] = await paymentsOf(alice.user_id);
    expect(stuck.status).not.toBe('CONFIRMED');
    expect(stuck.legs.map((l) => l.networkOp)).toEqual(['BURN']);
    // The operator frees the key: the payment completes and the flag goes.
    await svc.infra.prisma.stablecoinTransaction.delete({ where: { id: blocker!.id } });
    const paid = await paying;
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await flagged()).toEqual({ detail: undefined, gauge: 0 });
    await expectSupplyMatchesLedger();
  }, 60_000);

  it('the daily limit is the account’s: payments racing from two wallets send no more than it in all', async () => {
    const alice = await payer(5000);
    // A second wallet of Alice's (a key she brings), funded too.
    const secondId = (await ownKeyWallet(alice)).id;
    const fiat = (await svc.infra.prisma.stablecoinTransaction.findFirstOrThrow({
      where: { user: { uuid: alice.user_id }, networkOp: 'MINT' },
      include: { fiatIdentity: true },
    }))!.fiatIdentity!.uuid;
    const mint = await call(
      base(),
      'POST',
      '/network/stablecoins/mint',
      { ...alice.creds, fiat_linked_acc_uuid: fiat, network_linked_acc_uuid: secondId, amount: 5000 },
      { 'idempotency-key': randomUUID() },
    );
    expect(mint.status).toBe(201);
    // Ten payments of 1000 at once, five from each wallet, against the daily 5000, to an address
    // of no user's (so nothing else of the recipient's is locked on the way).
    const nobody = privateKeyToAddress(generatePrivateKey());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(alice, {
          recipient_public_address: nobody,
          amount: 1000,
          ...(i % 2 ? { network_linked_acc_uuid: secondId } : {}),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatchObject({
        field: 'amount',
        detail: expect.stringContaining('daily limit of 5000'),
      });
    }
    const sent = (await paymentsOf(alice.user_id)).filter((p) => p.status !== 'FAILED');
    expect(sent.reduce((sum, p) => sum + Number(p.amount), 0)).toBe(5000);
  }, 60_000);
});
