import { describe, expect, it } from 'vitest';
import { parseUnits, type Address } from 'viem';
import { seeded, testSeed } from './helpers/random.js';
import { call, gql, type Reply } from './helpers/service.js';
import { payee } from './helpers/scenario.js';
import { useService } from './helpers/fixture.js';

// Conservation of money across payments (issue 13, docs/payments.md): a seeded random sequence of
// deposits, withdrawals, same- and cross-currency payments (by usertag, alias or address, over
// REST and GraphQL), retries with the same Idempotency-Key (some sent several times at once) and
// refusals (insufficient balance, wrong passcode, unknown usertag, a cross-currency payment to
// the zero address whose mint step fails and is refunded), by 12 users holding NGN and GHS.
//
// The sequence runs in rounds: each round draws its operations from the seed and the balances the
// earlier rounds left (known exactly: every outcome the model expects is certain), with one
// operation per paying user, and runs them all at once. Within a round a user's balance can
// only grow (payments from others), so what a user spends is drawn from the balance at the start
// of the round and always succeeds, and what must be refused exceeds that balance plus all the
// round may bring in. Afterwards: each token's supply on chain equals the ledger and the confirmed
// mints less burns (payment legs included), each wallet's balance on chain equals its ledger and
// the model, nothing is left open, and every payment is in exactly one terminal state that
// matches its legs and what its sender was answered.
//
// The seed is printed; TEST_SEED=<seed> replays the same sequence (CONSERVATION_OPS sets its length).

const SEED = testSeed();
const OPS = Number(process.env.CONSERVATION_OPS ?? 300);
const USERS = 12;
/** Users paying in one round (the others may still receive). */
const PER_ROUND = 8;
const PASSCODE = '123456';
const ZERO = '0x0000000000000000000000000000000000000000';
const SEND = '/network/payments/send-to-supatag';
const MINT = '/network/stablecoins/mint';
const BURN = '/network/stablecoins/burn';

const CURRENCIES = ['NGN', 'GHS'] as const;
type Ccy = (typeof CURRENCIES)[number];
const other = (c: Ccy): Ccy => (c === 'NGN' ? 'GHS' : 'NGN');
/** Deposit sizes in cents (NGN 100 to 20,000; GHS 1 to 300). */
const DEPOSIT: Record<Ccy, [bigint, bigint]> = { NGN: [10_000n, 2_000_000n], GHS: [100n, 30_000n] };
/** The least a cross-currency payment sends so that it converts to at least 0.01. */
const CROSS_MIN: Record<Ccy, bigint> = { NGN: 500n, GHS: 1n };
/** More than the configured table's rate (NGN=5200000, GHS=41000 per ETH), per 1,000,000: a bound on what a cross payment brings in. */
const RATE_BOUND: Record<Ccy, bigint> = { NGN: 8_000n, GHS: 127_000_000n };

const svc = useService({
  // Hundreds of requests from one client address in a minute, wrong passcodes included: the
  // throttles are tested elsewhere (payments, cors-ratelimit); here they would only interfere.
  MONEY_MAX_PER_ACCOUNT: '100000',
  MONEY_MAX_PER_ADDRESS: '100000',
  PAYMENT_MAX_PER_ACCOUNT: '100000',
  PAYMENT_MAX_PER_ADDRESS: '100000',
  AUTH_MAX_FAILURES_PER_ACCOUNT: '100000',
  AUTH_MAX_FAILURES_PER_ADDRESS: '100000',
});
const base = () => svc.url;

// ---- exact money: cents as bigint, JSON numbers only at the REST edge ----

const text = (cents: bigint) => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};
const json = (cents: bigint) => Number(text(cents));
/** Cents of a decimal text with at most 2 decimals ("12", "12.5", "12.50"). */
const cents = (decimal: string | number) => {
  const s = String(decimal);
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw new Error(`not an amount in cents: ${s}`);
  const v = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -v : v;
};
const units = (c: bigint) => c * 10n ** 16n;

// ---- the users ----

interface User {
  n: number;
  creds: { access_token: string; user_id: string };
  token: string;
  usertag: string;
  alias: string;
  wallet: Address;
  fiat: Record<Ccy, string>;
}

const empty = { mmo: {}, bank: {}, govid: {}, crypto: {} };

async function makeUser(n: number, currency: Ccy): Promise<User> {
  const { creds, access_token, usertag } = await payee(base(), currency, {
    usertag: `c${SEED}_${n}`,
    entropy: `conservation${SEED}user${n}`,
    passcode: PASSCODE,
  });
  const fiat = {} as Record<Ccy, string>;
  for (const [ccy, phone, name] of [
    ['NGN', '+2348031234567', 'OPay'],
    ['GHS', '+233241234567', 'MTN MoMo'],
  ] as const) {
    const mmo = await call(base(), 'POST', '/v1/identity/create', {
      ...empty,
      mmo: { ...creds, phone_number: phone, mmo_name: name, fx_iso: ccy, relay_catch_all: false },
    });
    expect(mmo.status, JSON.stringify(mmo.body)).toBe(201);
    fiat[ccy] = mmo.body.message.mmo[0].identity_uuid;
  }
  const wallet = await gql(
    base(),
    `mutation ($input: CreateWalletInput!) { createWallet(input: $input) { ... on CreateWalletSuccess { wallet { address } } } }`,
    { input: { entropy: `conservationEntropy${n}`, tokenSymbols: [] } },
    access_token,
  );
  expect(wallet.body.errors, JSON.stringify(wallet.body)).toBeUndefined();
  // An alias without a channel: paying it pays the primary wallet.
  const alias = await call(base(), 'POST', '/account/profile/alias/create', creds);
  expect(alias.status, JSON.stringify(alias.body)).toBeLessThan(300);
  return {
    n,
    creds,
    token: access_token,
    usertag,
    alias: alias.body.message[0].alias,
    wallet: wallet.body.data.createWallet.wallet.address,
    fiat,
  };
}

// ---- the operations ----

type Target = { by: 'usertag' | 'alias' | 'address'; user: User } | { by: 'outside'; address: Address };
type Door = 'rest' | 'graphql';

type Op =
  | { kind: 'deposit' | 'withdrawal'; u: User; ccy: Ccy; amount: bigint; copies: number; together: boolean }
  | { kind: 'payment'; u: User; to: Target; ccy: Ccy; amount: bigint; door: Door; copies: number; together: boolean }
  | { kind: 'cross'; u: User; to: User; ccy: Ccy; amount: bigint; door: Door; copies: number; together: boolean }
  | { kind: 'retry'; u: User; of: Done }
  | { kind: 'insufficient'; u: User; what: 'payment' | 'withdrawal'; to: User; ccy: Ccy; amount: bigint }
  | { kind: 'wrong-passcode' | 'unknown-usertag'; u: User; to: User; ccy: Ccy; amount: bigint }
  | { kind: 'zero-address'; u: User; ccy: Ccy; amount: bigint };

/** An answered operation that recorded something: asking again with its key must answer the same. */
interface Done {
  what: string;
  again: () => Promise<Answer>;
  first: Answer;
}

/** What a client is answered, without the per-request reference. */
interface Answer {
  status: number;
  body: unknown;
}
const restAnswer = (r: Reply): Answer => ({ status: r.status, body: r.body?.message });

const counts: Record<string, number> = {};
const copiesSent = { together: { sets: 0, requests: 0 }, inTurn: { sets: 0, requests: 0 } };
const done = new Map<User, Done[]>();
/** Payment ids the senders were answered with (201), and the zero-address failures per sender. */
const answeredPayments = new Set<string>();
const refunded = new Map<User, number>();
/** Deposits and withdrawals answered 201, by their operation id. */
const answeredFunding = new Set<string>();

/** The model: cents per wallet (lower-case address) and currency. */
const model = new Map<string, bigint>();
const slot = (address: string, ccy: Ccy) => `${address.toLowerCase()} ${ccy}`;
const balance = (address: string, ccy: Ccy) => model.get(slot(address, ccy)) ?? 0n;
const move = (address: string, ccy: Ccy, delta: bigint) => model.set(slot(address, ccy), balance(address, ccy) + delta);

/**
 * "Still in progress, ask again with the same key": REST's 503, or GraphQL's top-level
 * SERVICE_UNAVAILABLE (over HTTP its status stays 200).
 */
const inProgress = (answer: Answer) =>
  answer.status === 503 ||
  (answer.body as { errors?: { extensions?: { code?: string } }[] } | null)?.errors?.[0]?.extensions?.code ===
    'SERVICE_UNAVAILABLE';

/** Sends until the answer is final, asking again with the same key while it is in progress. */
async function final(send: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await send();
    if (!inProgress(answer) || attempt >= 20) return answer;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * The request sent `copies` times with one key, at once (`together`) or each after the answer
 * to the one before: every copy gets the same answer.
 */
async function once(send: () => Promise<Answer>, op: { copies: number; together: boolean }): Promise<Answer> {
  const answers: Answer[] = [];
  if (op.together) answers.push(...(await Promise.all(Array.from({ length: op.copies }, () => final(send)))));
  else for (let i = 0; i < op.copies; i++) answers.push(await final(send));
  if (op.copies > 1) {
    const counted = op.together ? copiesSent.together : copiesSent.inTurn;
    counted.sets++;
    counted.requests += op.copies;
  }
  for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
  return answers[0];
}

const funding = (op: { u: User; ccy: Ccy; amount: bigint }, path: string, key: string) => async () =>
  restAnswer(
    await call(
      base(),
      'POST',
      path,
      {
        ...op.u.creds,
        fiat_linked_acc_uuid: op.u.fiat[op.ccy],
        network_linked_acc_uuid: 'primary',
        amount: json(op.amount),
      },
      { 'idempotency-key': key },
    ),
  );

const recipientOf = (to: Target) =>
  to.by === 'outside'
    ? { recipient_public_address: to.address }
    : to.by === 'usertag'
      ? { recipient_usertag: to.user.usertag }
      : to.by === 'alias'
        ? { recipient_alias: to.user.alias }
        : { recipient_public_address: to.user.wallet };
const toAddress = (to: Target) => (to.by === 'outside' ? to.address : to.user.wallet);

const restSend = (u: User, body: object, key: string) => async () =>
  restAnswer(await call(base(), 'POST', SEND, { ...u.creds, passcode: PASSCODE, ...body }, { 'idempotency-key': key }));

const SendPayment = `mutation ($input: SendPaymentInput!) {
  sendPayment(input: $input) {
    __typename
    ... on SendPaymentSuccess { payment {
      id status direction amount { amount currency } receiveAmount { amount currency } rate toAddress failureReason
      transactions { operation status transactionHash }
    } }
    ... on Error { code message field }
  }
}`;
const graphqlSend = (u: User, input: object, key: string) => async () => {
  const res = await gql(base(), SendPayment, { input: { passcode: PASSCODE, idempotencyKey: key, ...input } }, u.token);
  return { status: res.status, body: res.body };
};
const graphqlRecipient = (to: Target) =>
  to.by === 'outside'
    ? { address: to.address }
    : to.by === 'usertag'
      ? { usertag: to.user.usertag }
      : to.by === 'alias'
        ? { alias: to.user.alias }
        : { address: to.user.wallet };

async function quote(u: User, amount: bigint, ccy: Ccy) {
  const res = await gql(
    base(),
    `mutation ($input: PaymentQuoteInput!) {
      paymentQuote(input: $input) {
        __typename
        ... on PaymentQuoteSuccess { paymentQuote { id rate receiveAmount { amount currency } } }
        ... on Error { code message field }
      }
    }`,
    { input: { amount: text(amount), currency: ccy, receiveCurrency: other(ccy) } },
    u.token,
  );
  expect(res.body.data?.paymentQuote?.__typename, JSON.stringify(res.body)).toBe('PaymentQuoteSuccess');
  return res.body.data.paymentQuote.paymentQuote as { id: string; rate: string; receiveAmount: { amount: string } };
}

const paymentsOf = (u: User) => svc.infra.prisma.payment.count({ where: { sender: { uuid: u.creds.user_id } } });
const withdrawalsOf = (u: User) =>
  svc.infra.prisma.stablecoinTransaction.count({
    where: { user: { uuid: u.creds.user_id }, networkOp: 'BURN', paymentId: null },
  });

/** The payment a sender was answered, read from either door: its id, amounts and legs. */
function paymentOf(op: { door: Door }, answer: Answer) {
  if (op.door === 'rest') {
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const p = (answer.body as { data: any[] }).data[0];
    return {
      id: p.id as string,
      status: p.status as string,
      amount: cents(p.amount),
      currency: p.fx_iso as string,
      receive: cents(p.receive_amount),
      receiveCurrency: p.receive_fx_iso as string,
      toAddress: p.to_address as string,
      legs: (p.transactions as { network_op: string; status: string }[]).map((t) => `${t.network_op} ${t.status}`),
    };
  }
  const payload = (answer.body as any).data?.sendPayment;
  expect(payload?.__typename, JSON.stringify(answer.body)).toBe('SendPaymentSuccess');
  const p = payload.payment;
  return {
    id: p.id as string,
    status: (p.status as string).toLowerCase(),
    amount: cents(p.amount.amount),
    currency: p.amount.currency as string,
    receive: cents(p.receiveAmount.amount),
    receiveCurrency: p.receiveAmount.currency as string,
    toAddress: p.toAddress as string,
    legs: (p.transactions as { operation: string; status: string }[]).map((t) =>
      `${t.operation} ${t.status}`.toLowerCase(),
    ),
  };
}

function remember(u: User, what: string, again: () => Promise<Answer>, first: Answer) {
  done.set(u, [...(done.get(u) ?? []), { what, again, first }]);
}

async function run(op: Op, key: string) {
  const { u } = op;
  switch (op.kind) {
    case 'deposit':
    case 'withdrawal': {
      const send = funding(op, op.kind === 'deposit' ? MINT : BURN, key);
      const answer = await once(send, op);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const record = (answer.body as { data: any[] }).data[0];
      expect(record).toMatchObject({
        network_op: op.kind === 'deposit' ? 'mint' : 'burn',
        token_symbol: op.ccy,
        token_amt: json(op.amount),
      });
      answeredFunding.add(String(record.id));
      move(u.wallet, op.ccy, op.kind === 'deposit' ? op.amount : -op.amount);
      remember(u, `${op.kind} ${key}`, send, answer);
      return;
    }
    case 'payment': {
      const send =
        op.door === 'rest'
          ? restSend(u, { ...recipientOf(op.to), amount: json(op.amount), fx_iso: op.ccy, note: `p ${key}` }, key)
          : graphqlSend(
              u,
              { recipient: graphqlRecipient(op.to), amount: text(op.amount), currency: op.ccy, note: `p ${key}` },
              key,
            );
      const answer = await once(send, op);
      const p = paymentOf(op, answer);
      expect(p).toMatchObject({
        status: 'confirmed',
        amount: op.amount,
        currency: op.ccy,
        receive: op.amount,
        receiveCurrency: op.ccy,
        legs: ['transfer confirmed'],
      });
      expect(p.toAddress.toLowerCase()).toBe(toAddress(op.to).toLowerCase());
      answeredPayments.add(p.id);
      move(u.wallet, op.ccy, -op.amount);
      move(toAddress(op.to), op.ccy, op.amount);
      remember(u, `payment ${key}`, send, answer);
      return;
    }
    case 'cross': {
      const q = await quote(u, op.amount, op.ccy);
      const receive = cents(q.receiveAmount.amount);
      const send =
        op.door === 'rest'
          ? restSend(
              u,
              { recipient_usertag: op.to.usertag, amount: json(op.amount), fx_iso: op.ccy, quote_id: q.id },
              key,
            )
          : graphqlSend(
              u,
              { recipient: { usertag: op.to.usertag }, amount: text(op.amount), currency: op.ccy, quoteId: q.id },
              key,
            );
      const answer = await once(send, op);
      const p = paymentOf(op, answer);
      expect(p).toMatchObject({
        status: 'confirmed',
        amount: op.amount,
        currency: op.ccy,
        receive,
        receiveCurrency: other(op.ccy),
        legs: ['burn confirmed', 'mint confirmed'],
      });
      expect(p.toAddress.toLowerCase()).toBe(op.to.wallet.toLowerCase());
      answeredPayments.add(p.id);
      move(u.wallet, op.ccy, -op.amount);
      move(op.to.wallet, other(op.ccy), receive);
      remember(u, `cross ${key}`, send, answer);
      return;
    }
    case 'retry': {
      // Later, with the same key and body: the first answer again, and nothing new recorded.
      const answer = await final(op.of.again);
      expect(answer, `retry of ${op.of.what}`).toEqual(op.of.first);
      return;
    }
    case 'insufficient': {
      const before = op.what === 'payment' ? await paymentsOf(u) : await withdrawalsOf(u);
      const answer =
        op.what === 'payment'
          ? await restSend(u, { recipient_usertag: op.to.usertag, amount: json(op.amount), fx_iso: op.ccy }, key)()
          : await funding(op, BURN, key)();
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body).toMatchObject({
        field: 'amount',
        detail: expect.stringMatching(new RegExp(`^insufficient ${op.ccy} balance: [0-9.]+ available$`)),
      });
      expect(op.what === 'payment' ? await paymentsOf(u) : await withdrawalsOf(u)).toBe(before);
      return;
    }
    case 'wrong-passcode':
    case 'unknown-usertag': {
      const before = await paymentsOf(u);
      const answer = await restSend(
        u,
        op.kind === 'wrong-passcode'
          ? { recipient_usertag: op.to.usertag, amount: json(op.amount), fx_iso: op.ccy, passcode: '654321' }
          : { recipient_usertag: `nobody_${key.replaceAll('-', '_')}`, amount: json(op.amount), fx_iso: op.ccy },
        key,
      )();
      expect(answer.status, JSON.stringify(answer.body)).toBe(op.kind === 'wrong-passcode' ? 403 : 404);
      if (op.kind === 'unknown-usertag')
        expect(answer.body).toMatchObject({ field: 'recipient_usertag', detail: 'recipient_usertag was not found' });
      expect(await paymentsOf(u)).toBe(before);
      return;
    }
    case 'zero-address': {
      // The recipient's token refuses to mint to the zero address: the burned amount is minted back.
      const q = await quote(u, op.amount, op.ccy);
      const before = await paymentsOf(u);
      const send = restSend(
        u,
        { recipient_public_address: ZERO, amount: json(op.amount), fx_iso: op.ccy, quote_id: q.id },
        key,
      );
      const answer = await final(send);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect((answer.body as { detail: string }).detail).toMatch(
        /^the payment failed: .*returned to the sender's wallet$/,
      );
      expect(await paymentsOf(u)).toBe(before + 1);
      refunded.set(u, (refunded.get(u) ?? 0) + 1);
      remember(u, `zero-address ${key}`, send, answer);
      return;
    }
  }
}

describe('conservation of money across payments', () => {
  it(`${OPS} random deposits, withdrawals, payments, retries and refusals by ${USERS} users keep supply = ledger = chain`, async () => {
    console.log(`payment-conservation seed ${SEED}, ${OPS} operations (replay with TEST_SEED=${SEED})`);
    const started = Date.now();
    const random = seeded(SEED);
    const below = (n: number) => Math.floor(random() * n);
    const pick = <T>(xs: readonly T[]) => xs[below(xs.length)];
    const between = (lo: bigint, hi: bigint) => lo + BigInt(Math.floor(random() * Number(hi - lo + 1n)));
    /** A part of `bal` (5–60%, sometimes all of it), at least one cent. */
    const part = (bal: bigint) => {
      if (random() < 0.05) return bal;
      const c = (bal * BigInt(5 + below(56))) / 100n;
      return c > 0n ? c : 1n;
    };

    const users: User[] = [];
    for (let n = 0; n < USERS; n++) users.push(await makeUser(n, n % 2 === 0 ? 'NGN' : 'GHS'));
    // Two addresses of no user: paid as plain transfers.
    const outside = [1, 2].map(
      (i) => `0x${(SEED * 7919 + i).toString(16).padStart(8, '0').slice(-8)}${'0'.repeat(31)}${i}` as Address,
    );
    console.log(`payment-conservation: ${USERS} users ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    let total = 0;
    let round = 0;
    const began = Date.now();
    while (total < OPS) {
      round++;
      // The round's plan, from the seed and the balances at its start.
      const shuffled = [...users];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
      }
      const payers = shuffled.slice(0, PER_ROUND);
      const plan: Op[] = [];
      const late: User[] = [];
      for (const u of payers) {
        const bal = (c: Ccy) => balance(u.wallet, c);
        const held = CURRENCIES.filter((c) => bal(c) > 0n);
        const r = random();
        const someoneElse = () => pick(users.filter((x) => x !== u));
        /**
         * A request sent several times with one key (a client retrying): mostly at once (copies
         * racing each other for the wallet lock; seed 125693 once showed a copy refused for the
         * balance the first had taken), sometimes each after the previous answer.
         */
        const copies = () => ({ copies: random() < 0.2 ? 2 + below(3) : 1, together: random() < 0.75 });
        const deposit = (): Op => {
          const ccy = pick(CURRENCIES);
          const amount = between(...DEPOSIT[ccy]);
          return { kind: 'deposit', u, ccy, amount, ...copies() };
        };
        if (r < 0.2 || held.length === 0) plan.push(deposit());
        else if (r < 0.31) {
          const ccy = pick(held);
          const amount = part(bal(ccy));
          plan.push({ kind: 'withdrawal', u, ccy, amount, ...copies() });
        } else if (r < 0.58) {
          const ccy = pick(held);
          const by = pick(['usertag', 'usertag', 'alias', 'address', 'outside'] as const);
          const to: Target = by === 'outside' ? { by, address: pick(outside) } : { by, user: someoneElse() };
          const door: Door = random() < 0.25 ? 'graphql' : 'rest';
          const amount = part(bal(ccy));
          plan.push({ kind: 'payment', u, to, ccy, amount, door, ...copies() });
        } else if (r < 0.7 || r >= 0.94) {
          const ccy = pick(held);
          const kind = r < 0.7 ? 'cross' : 'zero-address';
          if (bal(ccy) < CROSS_MIN[ccy]) plan.push(deposit());
          else {
            let amount = part(bal(ccy));
            if (amount < CROSS_MIN[ccy]) amount = CROSS_MIN[ccy];
            const door: Door = random() < 0.25 ? 'graphql' : 'rest';
            plan.push(
              kind === 'cross'
                ? { kind, u, to: someoneElse(), ccy, amount, door, ...copies() }
                : { kind, u, ccy, amount },
            );
          }
        } else if (r < 0.8) {
          const mine = done.get(u) ?? [];
          plan.push(mine.length ? { kind: 'retry', u, of: pick(mine) } : deposit());
        } else if (r < 0.87) late.push(u);
        else {
          const ccy = pick(CURRENCIES);
          const kind = r < 0.91 ? 'wrong-passcode' : 'unknown-usertag';
          plan.push({ kind, u, to: someoneElse(), ccy, amount: 1n + between(0n, 10_000n) });
        }
      }
      // More than the balance plus everything the round may bring in: refused for certain.
      for (const u of late) {
        const ccy = pick(CURRENCIES);
        let incoming = 0n;
        for (const op of plan) {
          if (op.kind === 'payment' && op.to.by !== 'outside' && op.to.user === u && op.ccy === ccy)
            incoming += op.amount;
          if (op.kind === 'cross' && op.to === u && other(op.ccy) === ccy)
            incoming += (op.amount * RATE_BOUND[op.ccy]) / 1_000_000n + 1n;
        }
        const what = random() < 0.5 ? 'payment' : 'withdrawal';
        const amount = balance(u.wallet, ccy) + incoming + 1n + between(0n, 50_000n);
        // Past the largest payment or withdrawal (a 400 then): refuse the passcode instead.
        if (amount > 100_000_000n) {
          plan.push({ kind: 'wrong-passcode', u, to: pick(users.filter((x) => x !== u)), ccy, amount: 100n });
          continue;
        }
        plan.push({ kind: 'insufficient', u, what, to: pick(users.filter((x) => x !== u)), ccy, amount });
      }

      await Promise.all(
        plan.map(async (op, i) => {
          const key = `c${SEED}-r${round}-${i}`;
          counts[op.kind] = (counts[op.kind] ?? 0) + 1;
          try {
            await run(op, key);
          } catch (error) {
            const { u, ...rest } = op;
            const what = JSON.stringify({ ...rest, user: u.n }, (_, v) =>
              typeof v === 'bigint' ? text(v) : v && typeof v === 'object' && 'usertag' in v ? `user ${v.n}` : v,
            );
            (error as Error).message = `seed ${SEED}, round ${round}, ${key}: ${what}\n${(error as Error).message}`;
            throw error;
          }
        }),
      );
      total += plan.length;
    }
    const seconds = (Date.now() - began) / 1000;
    console.log(
      `payment-conservation seed ${SEED}: ${total} operations in ${round} rounds, ${seconds.toFixed(1)} s; ${JSON.stringify(counts)}; ` +
        `sent several times with one key: ${copiesSent.together.sets} at once (${copiesSent.together.requests} requests), ` +
        `${copiesSent.inTurn.sets} in turn (${copiesSent.inTurn.requests} requests)`,
    );

    const prisma = svc.infra.prisma;
    const { chain, tokens } = svc.infra.chain;
    const symbolOf = new Map(Object.entries(tokens).map(([s, a]) => [a.toLowerCase(), s]));

    // Nothing is left open: every operation and every payment is final.
    expect(
      await prisma.stablecoinTransaction.findMany({
        where: { status: { notIn: ['CONFIRMED', 'FAILED'] } },
        select: { id: true, networkOp: true, status: true, idempotencyKey: true },
      }),
    ).toEqual([]);
    expect(await prisma.payment.findMany({ where: { status: { notIn: ['CONFIRMED', 'FAILED'] } } })).toEqual([]);

    // Every payment is in exactly one terminal state, which its legs show: a transfer, or a burn and
    // a mint, confirmed; or a burn whose mint failed and was minted back. The confirmed ones are
    // exactly those the senders were answered 201 with, the failed ones the zero-address refusals.
    const payments = await prisma.payment.findMany({
      include: { legs: { orderBy: { id: 'asc' } }, sender: { select: { uuid: true } } },
    });
    for (const p of payments) {
      const legs = p.legs.map((l) => `${l.networkOp} ${l.status}`);
      const cross = p.currency !== p.receiveCurrency;
      if (p.status === 'CONFIRMED') {
        expect(legs, p.uuid).toEqual(cross ? ['BURN CONFIRMED', 'MINT CONFIRMED'] : ['TRANSFER CONFIRMED']);
        expect(answeredPayments.has(p.uuid), p.uuid).toBe(true);
      } else {
        expect(p.status, p.uuid).toBe('FAILED');
        expect(p.toAddress).toBe(ZERO);
        expect(legs, p.uuid).toEqual(['BURN CONFIRMED', 'MINT FAILED', 'MINT CONFIRMED']);
        expect(p.failureReason).toMatch(/returned to the sender's wallet$/);
      }
    }
    expect(payments.filter((p) => p.status === 'CONFIRMED')).toHaveLength(answeredPayments.size);
    for (const u of users)
      expect(
        payments.filter((p) => p.status === 'FAILED' && p.sender.uuid === u.creds.user_id),
        `user ${u.n}`,
      ).toHaveLength(refunded.get(u) ?? 0);
    // Deposits and withdrawals: one operation per answered one, retries and copies made none.
    const fundingOps = await prisma.stablecoinTransaction.findMany({
      where: { paymentId: null, networkOp: { in: ['MINT', 'BURN'] } },
      select: { id: true, status: true },
    });
    expect(fundingOps.map((o) => String(o.id)).sort()).toEqual([...answeredFunding].sort());
    expect(fundingOps.every((o) => o.status === 'CONFIRMED')).toBe(true);

    // Each token's supply on chain = the ledger's sum = confirmed mints less confirmed burns
    // (payment legs included) = what the model says its holders have.
    const confirmed = await prisma.stablecoinTransaction.groupBy({
      by: ['tokenAddress', 'networkOp'],
      where: { status: 'CONFIRMED' },
      _sum: { tokenAmt: true },
    });
    for (const ccy of CURRENCIES) {
      const token = tokens[ccy];
      const supply = await chain.totalSupply(token);
      const ledger = await prisma.ledgerEntry.aggregate({ where: { token }, _sum: { amount: true } });
      expect(parseUnits(ledger._sum.amount?.toFixed() ?? '0', 18), `${ccy} ledger`).toBe(supply);
      const sum = (op: 'MINT' | 'BURN') =>
        parseUnits(
          confirmed.find((g) => g.tokenAddress === token && g.networkOp === op)?._sum.tokenAmt?.toFixed() ?? '0',
          18,
        );
      expect(sum('MINT') - sum('BURN'), `${ccy} confirmed mints - burns`).toBe(supply);
      const modelled = [...model.entries()].filter(([k]) => k.endsWith(` ${ccy}`)).reduce((s, [, v]) => s + v, 0n);
      expect(units(modelled), `${ccy} model`).toBe(supply);
    }

    // Each wallet's balance on chain = its ledger = the model.
    const perWallet = await prisma.ledgerEntry.groupBy({ by: ['wallet', 'token'], _sum: { amount: true } });
    const wallets = new Set([...users.map((u) => u.wallet.toLowerCase()), ...outside.map((a) => a.toLowerCase())]);
    for (const g of perWallet) wallets.add(g.wallet.toLowerCase());
    for (const w of wallets)
      for (const ccy of CURRENCIES) {
        const onChain = await chain.balanceOf(tokens[ccy], w as Address);
        const entries = perWallet.filter(
          (g) => g.wallet.toLowerCase() === w && symbolOf.get(g.token.toLowerCase()) === ccy,
        );
        const ledger = entries.reduce((s, g) => s + parseUnits(g._sum.amount?.toFixed() ?? '0', 18), 0n);
        expect(onChain, `${w} ${ccy}: chain vs ledger`).toBe(ledger);
        expect(onChain, `${w} ${ccy}: chain vs model`).toBe(units(balance(w, ccy)));
      }

    // The engine's own supply monitor found nothing wrong either.
    expect(await prisma.moneyCheck.findMany({ where: { ok: false } })).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(OPS);
  }, 600_000);
});
