import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAbiItem, parseUnits, zeroAddress, type Address } from 'viem';
import { openDatabase } from '../src/db/client.js';
import { casesOfThisPass, itInPass } from './helpers/passes.js';
import { kill, startInstance, stop, type Instance } from './helpers/instance.js';
import { serviceData, type ServiceData } from './helpers/template.js';
import { chainView, MINT, money, moneyUser, type MoneyUser } from './helpers/money.js';
import { call, gql } from './helpers/service.js';
import { aliasToMobileMoney, payee } from './helpers/scenario.js';

// Payments under crashes (issue 13, "a crash test"): the service process SIGKILLs itself
// (FAS_TEST_CRASH_AT) at a step boundary of a payment: right after the payment and its first
// leg are recorded, after a leg's transaction is signed, broadcast or mined, between the burn
// and the mint of a cross-currency payment, after the refund of a refused mint is recorded, and
// before the payout of a cash-out (a payment to an alias routed to mobile money).
// The embedded chain dies with it. Started again on the same data, the sender's retry with the
// same Idempotency-Key gets the one outcome; the payment is in exactly one terminal state, each
// leg is on chain exactly once, each wallet holds what its ledger entries add up to and each
// token's supply equals its ledger sum (read from the database once the service is stopped).

const SEND = '/network/payments/send-to-supatag';
const HISTORY = '/payments/history/view';
const transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

let data: ServiceData | undefined;
let env: Record<string, string>;
let instance: Instance | undefined;
let sender: MoneyUser;
let kofi: { usertag: string; wallet?: Address }; // paid in NGN
let ama: { usertag: string; wallet?: Address }; // paid in GHS
/** What the wallets hold, as the users expect it (units): the sender's NGN, Kofi's NGN, Ama's GHS. */
let senderNgn = 0n;
let kofiNgn = 0n;
let amaGhs = 0n;

async function run(crashAt?: string) {
  if (instance) await kill(instance);
  instance = await startInstance('svc', { ...env, ...(crashAt ? { FAS_TEST_CRASH_AT: crashAt } : {}) });
  return instance;
}

function send(base: string, body: object, key: string) {
  return call(
    base,
    'POST',
    SEND,
    { access_token: sender.access_token, user_id: sender.user_id, passcode: '123456', fx_iso: 'NGN', ...body },
    { 'idempotency-key': key },
  );
}

/** Same as `send`, but a dropped connection (the process died) is an answer too. */
const sendOrDrop = (base: string, body: object, key: string) =>
  send(base, body, key).catch((error: Error) => ({
    status: 0,
    body: { dropped: error.message },
    headers: new Headers(),
  }));

async function quote(base: string, amount: string) {
  const res = await gql(
    base,
    `mutation ($input: PaymentQuoteInput!) {
      paymentQuote(input: $input) { ... on PaymentQuoteSuccess { paymentQuote { id rate receiveAmount { amount currency } } } }
    }`,
    { input: { amount, currency: 'NGN', receiveCurrency: 'GHS' } },
    sender.access_token,
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data.paymentQuote.paymentQuote as { id: string; rate: string; receiveAmount: { amount: string } };
}

interface RestPayment {
  id: string;
  status: string;
  amount: number;
  receive_amount: number;
  to_address: string;
  failure_reason: string | null;
  transactions: Array<{ network_op: string; network_tx_hash: string | null; status: string }>;
}

/** The sender's payments as the REST history shows them. */
async function history(base: string): Promise<RestPayment[]> {
  const res = await call(base, 'GET', `${HISTORY}?limit=100`, undefined, {
    authorization: `Bearer ${sender.access_token}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message.data;
}

/** Transfer logs of `token` with exactly these parties and value, anywhere on the chain. */
async function transfers(inst: Instance, token: Address, from: string, to: string, value: bigint) {
  const logs = await chainView(inst.rpcUrl!).client.getLogs({
    address: token,
    event: transfer,
    args: { from: from as Address, to: to as Address },
    fromBlock: 0n,
    toBlock: 'latest',
  });
  return logs.filter((l) => l.args.value === value).map((l) => l.transactionHash);
}

beforeAll(async () => {
  data = await serviceData();
  env = {
    NODE_ENV: 'test',
    ...data.env,
    MONEY_MONITOR_SECONDS: '0.5',
    MONEY_LEASE_SECONDS: '2',
    PAYMENT_QUOTE_SECONDS: '600',
  };
  const first = await run();
  sender = await moneyUser(first.url);
  expect(sender.tokens.GHS).toMatch(/^0x/);
  kofi = await payee(first.url, 'NGN');
  ama = await payee(first.url, 'GHS');
  expect((await money(first.url, MINT, sender, 1000, 'setup')).status).toBe(201);
  senderNgn = parseUnits('1000', 18);
}, 180_000);

afterAll(async () => {
  if (instance) await kill(instance);
  await data?.remove();
});

type Kind = 'same-currency' | 'cross-currency' | 'refunded cross-currency';

describe('payment crash matrix', () => {
  // Six cases, every other one per pass (test/helpers/passes.ts): the embedded pass kills a
  // same-currency payment after PENDING and after broadcast and a cross-currency one between its
  // legs; PostgreSQL after signing, after the receipt, and during the refund.
  const cases: Array<readonly [Kind, string, string]> = [
    ['same-currency', 'payment-after-pending', '10.01'],
    ['same-currency', 'after-sign', '10.02'],
    ['same-currency', 'after-broadcast', '10.03'],
    ['same-currency', 'after-receipt', '10.04'],
    ['cross-currency', 'payment-between-legs', '20.05'],
    ['refunded cross-currency', 'payment-during-refund', '30.06'],
  ];
  it.each(casesOfThisPass(cases))(
    '%s payment killed at %s (NGN %s): one outcome, the retry gets it, each leg once on chain, supply = ledger',
    async (kind, step, amount) => {
      const crashing = await run(step);
      const key = `payment-${step}`;
      const q = kind === 'same-currency' ? null : await quote(crashing.url, amount);
      const body = {
        ...(kind === 'same-currency' ? { recipient_usertag: kofi.usertag } : {}),
        ...(kind === 'cross-currency' ? { recipient_usertag: ama.usertag } : {}),
        ...(kind === 'refunded cross-currency' ? { recipient_public_address: zeroAddress } : {}),
        amount: Number(amount),
        ...(q ? { quote_id: q.id } : {}),
      };
      const first = await sendOrDrop(crashing.url, body, key);
      // The process died at the step, before it could answer.
      expect(first.status, JSON.stringify(first.body)).toBe(0);
      expect(await crashing.exited).toMatchObject({ signal: 'SIGKILL' });

      const again = await run();
      const retry = await send(again.url, body, key);
      const units = parseUnits(amount, 18);
      const ngn = sender.tokens.NGN;
      const ghs = sender.tokens.GHS;
      let payment: RestPayment;
      if (kind === 'refunded cross-currency') {
        expect(retry.status, JSON.stringify(retry.body)).toBe(422);
        expect(retry.body.message.detail).toMatch(/^the payment failed: .*returned to the sender's wallet$/);
        const mine = (await history(again.url)).filter((p) => p.amount === Number(amount));
        expect(mine).toHaveLength(1);
        payment = mine[0];
        expect(payment).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('returned') });
      } else {
        expect(retry.status, JSON.stringify(retry.body)).toBe(201);
        payment = retry.body.message.data[0];
        expect(payment).toMatchObject({ status: 'confirmed', amount: Number(amount), failure_reason: null });
      }
      // A second retry answers the same: one payment, one outcome.
      const twice = await send(again.url, body, key);
      expect(twice.status).toBe(retry.status);
      expect(twice.body.message).toEqual(retry.body.message);
      expect((await history(again.url)).filter((p) => p.id === payment.id)).toHaveLength(1);

      // Each leg's transaction is on chain exactly once, and it is the one the payment names.
      const hash = (op: string, nth = 0) =>
        payment.transactions.filter((t) => t.network_op === op)[nth]?.network_tx_hash;
      const receive = q ? parseUnits(q.receiveAmount.amount, 18) : units;
      if (kind === 'same-currency') {
        expect(payment.transactions).toEqual([
          { network_op: 'transfer', network_tx_hash: expect.stringMatching(/^0x/), status: 'confirmed' },
        ]);
        kofi.wallet ??= payment.to_address as Address;
        expect(await transfers(again, ngn, sender.wallet, payment.to_address, units)).toEqual([hash('transfer')]);
        senderNgn -= units;
        kofiNgn += units;
      } else if (kind === 'cross-currency') {
        expect(payment.transactions.map((t) => [t.network_op, t.status])).toEqual([
          ['burn', 'confirmed'],
          ['mint', 'confirmed'],
        ]);
        expect(payment.receive_amount).toBe(Number(q!.receiveAmount.amount));
        ama.wallet ??= payment.to_address as Address;
        expect(await transfers(again, ngn, sender.wallet, zeroAddress, units)).toEqual([hash('burn')]);
        expect(await transfers(again, ghs, zeroAddress, payment.to_address, receive)).toEqual([hash('mint')]);
        senderNgn -= units;
        amaGhs += receive;
      } else {
        // Burned, the mint to the zero address refused, the burned amount minted back.
        expect(payment.transactions.map((t) => [t.network_op, t.status])).toEqual([
          ['burn', 'confirmed'],
          ['mint', 'failed'],
          ['mint', 'confirmed'],
        ]);
        expect(hash('mint', 0)).toBeNull();
        expect(await transfers(again, ngn, sender.wallet, zeroAddress, units)).toEqual([hash('burn')]);
        expect(await transfers(again, ngn, zeroAddress, sender.wallet, units)).toEqual([hash('mint', 1)]);
      }

      // Balances on chain are what the users expect: the sender less what was paid (a refund
      // makes it whole), each recipient what they were paid.
      const view = chainView(again.rpcUrl!);
      expect(await view.balance(ngn, sender.wallet)).toBe(senderNgn);
      if (kofi.wallet) expect(await view.balance(ngn, kofi.wallet)).toBe(kofiNgn);
      if (ama.wallet) expect(await view.balance(ghs, ama.wallet)).toBe(amaGhs);
      const wallets = [sender.wallet, kofi.wallet, ama.wallet].filter((w): w is Address => w !== undefined);
      const onChain = {
        supply: { NGN: await view.supply(ngn), GHS: await view.supply(ghs) },
        balances: await Promise.all(
          wallets.map(async (w) => ({ w, NGN: await view.balance(ngn, w), GHS: await view.balance(ghs, w) })),
        ),
      };

      // Stopped (its chain saved), the database tells the rest: one payment in one terminal
      // state, no leg left open, each token's supply and each wallet equal to the ledger.
      await stop(again);
      instance = undefined;
      const db = await openDatabase({ dataDir: data!.dataDir, databaseUrl: data!.env.DATABASE_URL });
      try {
        const rows = await db.prisma.payment.findMany({
          where: { uuid: payment.id },
          include: { legs: { orderBy: { id: 'asc' } } },
        });
        expect(rows).toHaveLength(1);
        expect(rows[0].status).toBe(kind === 'refunded cross-currency' ? 'FAILED' : 'CONFIRMED');
        expect(rows[0].legs.map((l) => l.status)).toEqual(
          kind === 'same-currency'
            ? ['CONFIRMED']
            : kind === 'cross-currency'
              ? ['CONFIRMED', 'CONFIRMED']
              : ['CONFIRMED', 'FAILED', 'CONFIRMED'],
        );
        expect(await db.prisma.payment.count({ where: { status: { in: ['PENDING', 'SUBMITTED'] } } })).toBe(0);
        expect(
          await db.prisma.stablecoinTransaction.count({
            where: { status: { in: ['PENDING', 'SUBMITTED', 'REORGED'] } },
          }),
        ).toBe(0);
        const sum = async (where: object) => {
          const s = await db.prisma.ledgerEntry.aggregate({ where, _sum: { amount: true } });
          return parseUnits(s._sum.amount?.toFixed(18) ?? '0', 18);
        };
        for (const [symbol, token] of [
          ['NGN', ngn],
          ['GHS', ghs],
        ] as const) {
          expect(await sum({ token }), `${symbol} supply`).toBe(onChain.supply[symbol]);
          for (const b of onChain.balances)
            expect(await sum({ token, wallet: { equals: b.w, mode: 'insensitive' } }), `${symbol} of ${b.w}`).toBe(
              b[symbol],
            );
        }
      } finally {
        await db.close();
      }
    },
    240_000,
  );
});

describe('payment cash-out under a crash', () => {
  // Paid to an alias whose channel links mobile money, a payment is CONFIRMED once the recipient
  // holds the amount, and then cashed out: a withdrawal of the recipient's, burned and paid out
  // through the rail. Killed after that burn is mined and before its payout, the process started
  // again on the same data pays it out and confirms the withdrawal, once.
  itInPass(0)(
    'a cash-out killed before its payout is paid out once after the restart; the recipient holds nothing; supply = ledger',
    async () => {
      const crashing = await run('before-payout');
      const bob = await payee(crashing.url, 'GHS');
      const aliasName = await aliasToMobileMoney(crashing.url, bob, 'GHS');

      const body = { recipient_alias: aliasName, amount: 40.07 };
      const first = await sendOrDrop(crashing.url, body, 'payment-cashout');
      // The payment is final before its cash-out runs: the answer may come before the process dies.
      expect([0, 201], JSON.stringify(first.body)).toContain(first.status);
      expect(await crashing.exited).toMatchObject({ signal: 'SIGKILL' });

      const again = await run();
      const retry = await send(again.url, body, 'payment-cashout');
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      const payment: RestPayment & { receive_fx_iso: string } = retry.body.message.data[0];
      expect(payment).toMatchObject({ status: 'confirmed', receive_fx_iso: 'GHS' });
      senderNgn -= parseUnits('40.07', 18);

      // Bob's withdrawal, as he sees it: confirmed once the restarted engine paid it out.
      const withdrawals = async () =>
        (
          await gql(
            again.url,
            '{ viewer { stablecoinTransactions(first: 10) { edges { node { chainOperation status tokenAmount { amount } transactionHash } } } } }',
            undefined,
            bob.access_token,
          )
        ).body.data.viewer.stablecoinTransactions.edges.map((e: { node: object }) => e.node);
      await expect
        .poll(async () => (await withdrawals()).map((w: { status: string }) => w.status), { timeout: 30_000 })
        .toEqual(['CONFIRMED']);
      const [withdrawal] = await withdrawals();
      expect(Number(withdrawal.tokenAmount.amount)).toBe(payment.receive_amount);

      // On chain: Bob's wallet received the amount and burned it, once each.
      const ghs = sender.tokens.GHS;
      const receive = parseUnits(String(payment.receive_amount), 18);
      expect(await transfers(again, ghs, zeroAddress, payment.to_address, receive)).toHaveLength(1);
      expect(await transfers(again, ghs, payment.to_address, zeroAddress, receive)).toEqual([
        withdrawal.transactionHash,
      ]);
      const view = chainView(again.rpcUrl!);
      expect(await view.balance(ghs, payment.to_address as Address)).toBe(0n);
      expect(await view.balance(sender.tokens.NGN, sender.wallet)).toBe(senderNgn);
      const supply = { NGN: await view.supply(sender.tokens.NGN), GHS: await view.supply(ghs) };

      // Stopped, the database: the withdrawal paid out once (its rail reference), nothing open,
      // each token's supply equal to the ledger.
      await stop(again);
      instance = undefined;
      const db = await openDatabase({ dataDir: data!.dataDir, databaseUrl: data!.env.DATABASE_URL });
      try {
        const burns = await db.prisma.stablecoinTransaction.findMany({
          where: { user: { uuid: bob.user_id }, networkOp: 'BURN' },
        });
        expect(burns).toHaveLength(1);
        expect(burns[0].status).toBe('CONFIRMED');
        expect(burns[0].railReference).toMatch(
          new RegExp(`^(sandbox:payout:${burns[0].uuid}|momo:payout:[0-9a-f-]{36})$`),
        );
        expect(
          await db.prisma.stablecoinTransaction.count({
            where: { status: { in: ['PENDING', 'SUBMITTED', 'REORGED'] } },
          }),
        ).toBe(0);
        for (const [symbol, token] of [
          ['NGN', sender.tokens.NGN],
          ['GHS', ghs],
        ] as const) {
          const s = await db.prisma.ledgerEntry.aggregate({ where: { token }, _sum: { amount: true } });
          expect(parseUnits(s._sum.amount?.toFixed(18) ?? '0', 18), `${symbol} supply`).toBe(supply[symbol]);
        }
      } finally {
        await db.close();
      }
    },
    240_000,
  );
});
