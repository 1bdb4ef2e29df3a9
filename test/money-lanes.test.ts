import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Address, type Hash, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_DEV_OPERATOR_KEY } from '../src/chain/chain.js';
import { laneKey, laneOfAddress } from '../src/chain/lanes.js';
import { addressOf } from '../src/chain/signing.js';
import { sharedBackend, type SharedBackend } from './helpers/cluster.js';
import { kill, stop, type Instance } from './helpers/instance.js';
import {
  BURN,
  chainView,
  expectChainMatchesLedger,
  ledger,
  MINT,
  moneyOrDrop,
  type MoneyUser,
} from './helpers/money.js';
import { seeded, testSeed } from './helpers/random.js';
import { payee } from './helpers/scenario.js';
import { call, gql } from './helpers/service.js';

// Money lanes (docs/money.md, Lanes): MONEY_LANES=3 on two instances sharing one PostgreSQL
// database and one chain. Seeded mints, burns and payments across many wallets go through either
// instance; one instance is SIGKILLed midway and clients retry through the other with the same
// Idempotency-Key. Every operation ends once (CONFIRMED or FAILED, never open, never twice),
// each lane's transactions are signed by that lane's key alone, both instances signed (the lanes
// were shared), and the chain holds exactly what the ledger says.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const SEED = testSeed();
const LANES = 3;
const OPS = Number(process.env.LANES_OPS ?? 90);

let shared: SharedBackend;

type LaneUser = MoneyUser & { usertag: string };

const instance = (name: string) => shared.start(name);

/** A user with a profile (a usertag to be paid at), an NGN mobile-money account and a primary wallet. */
async function laneUser(base: string): Promise<LaneUser> {
  const p = await payee(base);
  const mmo = await call(base, 'POST', '/v1/identity/create', {
    mmo: { ...p.creds, phone_number: '+2348031234567', mmo_name: 'OPay', fx_iso: 'NGN', relay_catch_all: false },
    bank: {},
    govid: {},
    crypto: {},
  });
  expect(mmo.status).toBe(201);
  const made = await gql(
    base,
    `mutation { createWallet(input: { entropy: "lanes${randomBytes(6).toString('hex')}", tokenSymbols: [] }) {
      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } } } }`,
    undefined,
    p.access_token,
  );
  const w = made.body.data.createWallet.wallet;
  return {
    ...p.creds,
    usertag: p.usertag,
    fiat: mmo.body.message.mmo[0].identity_uuid,
    wallet: w.address as Address,
    tokens: Object.fromEntries(
      w.tokens.map((t: { symbol: string; contractAddress: string }) => [t.symbol, t.contractAddress]),
    ),
  };
}

beforeAll(async () => {
  if (!enabled) return;
  shared = await sharedBackend('lanes', {
    MONEY_LANES: String(LANES),
    MONEY_LEASE_SECONDS: '2',
    MONEY_MAX_PER_ACCOUNT: '100000',
    MONEY_MAX_PER_ADDRESS: '100000',
    PAYMENT_MAX_PER_ACCOUNT: '100000',
    PAYMENT_MAX_PER_ADDRESS: '100000',
    MONEY_MONITOR_SECONDS: '0.5',
  });
}, 60_000);

afterAll(() => shared?.close());

describe.skipIf(!enabled)('three money lanes on two instances, one SIGKILLed midway', () => {
  it('every operation ends once, each lane signs with its own key only, both instances signed, chain = ledger', async () => {
    console.log(`money-lanes seed ${SEED} (replay with TEST_SEED=${SEED})`);
    const random = seeded(SEED);
    const A = await instance('a');
    const B = await instance('b');
    const via = (n: number) => (n % 2 && !killed ? B : A);
    let killed = false;

    // Wallets until every lane has at least three.
    const users: LaneUser[] = [];
    const perLane = () =>
      Array.from({ length: LANES }, (_, l) => users.filter((u) => laneOfAddress(u.wallet, LANES) === l).length);
    while (perLane().some((n) => n < 3) && users.length < 40) users.push(await laneUser(via(users.length).url));
    expect(perLane().every((n) => n >= 3)).toBe(true);
    console.log(`money-lanes: ${users.length} wallets, per lane ${perLane().join('/')}`);

    /** Retries through whichever instance answers, with the same key, until a final answer. */
    const until = async (n: number, send: (through: Instance) => Promise<{ status: number; body: any }>) => {
      for (let attempt = 0; ; attempt++) {
        const res = await send(via(n + attempt)).catch(() => ({ status: 0, body: null }));
        if (res.status !== 0 && res.status !== 503) return res;
        if (attempt > 120) throw new Error(`no final answer: ${res.status} ${JSON.stringify(res.body)}`);
        await new Promise((r) => setTimeout(r, 250)); // real time: a client's back-off before retrying
      }
    };
    const mint = (n: number, u: LaneUser, amount: number, key: string) =>
      until(n, (t) => moneyOrDrop(t.url, MINT, u, amount, key));
    // Every wallet starts with 1,000 NGN.
    await Promise.all(
      users.map(async (u, i) => expect((await mint(i, u, 1_000, `lanes-${SEED}-fund-${i}`)).status).toBe(201)),
    );

    const answers = { mint: 0, burn: 0, pay: 0, refused: 0 };
    const one = async (i: number) => {
      const u = users[Math.floor(random() * users.length)];
      const amount = Math.round(100 + random() * 9_900) / 100; // 1.00 to 100.00
      const kind = random();
      const key = `lanes-${SEED}-${i}`;
      if (kind < 0.4) {
        const res = await mint(i, u, amount, key);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        answers.mint++;
      } else if (kind < 0.65) {
        const res = await until(i, (t) => moneyOrDrop(t.url, BURN, u, amount, key));
        expect([201, 422], JSON.stringify(res.body)).toContain(res.status);
        if (res.status === 201) answers.burn++;
        else answers.refused++;
      } else {
        const others = users.filter((o) => o !== u);
        const to = others[Math.floor(random() * others.length)];
        const res = await until(i, (t) =>
          call(
            t.url,
            'POST',
            '/network/payments/send-to-supatag',
            {
              access_token: u.access_token,
              user_id: u.user_id,
              passcode: '123456',
              recipient_usertag: to.usertag,
              amount,
              fx_iso: 'NGN',
            },
            { 'idempotency-key': key },
          ),
        );
        expect([201, 422], JSON.stringify(res.body)).toContain(res.status);
        if (res.status === 201) {
          expect(res.body.message.data[0].status).toBe('confirmed');
          answers.pay++;
        } else answers.refused++;
      }
    };
    let next = 0;
    let done = 0;
    const killer = (async () => {
      while (done < OPS / 3) await new Promise((r) => setTimeout(r, 50)); // real time: until a third is answered
      await kill(B);
      killed = true;
      console.log(`money-lanes: B SIGKILLed after ${done} operations`);
    })();
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < OPS) {
          await one(next++);
          done++;
        }
      }),
    );
    await killer;
    console.log(`money-lanes answers: ${JSON.stringify(answers)}`);

    // Every operation: one row per key, final (nothing open), the way it was answered.
    const client = new pg.Client({ connectionString: shared.db.url });
    await client.connect();
    try {
      const open = await client.query(
        `SELECT count(*)::int AS n FROM "StablecoinTransaction" WHERE "status" NOT IN ('CONFIRMED', 'FAILED')`,
      );
      expect(open.rows[0].n).toBe(0);
      const failed = await client.query(
        `SELECT count(*)::int AS n FROM "StablecoinTransaction" WHERE "status" = 'FAILED'`,
      );
      expect(failed.rows[0].n).toBe(0);
      const openPayments = await client.query(
        `SELECT count(*)::int AS n FROM "Payment" WHERE "status" NOT IN ('CONFIRMED', 'FAILED')`,
      );
      expect(openPayments.rows[0].n).toBe(0);
      const clientOps = await client.query(
        `SELECT "networkOp"::text AS op, "status"::text AS status, count(*)::int AS n FROM "StablecoinTransaction"
         WHERE "keyScope" = 'CLIENT' GROUP BY 1, 2`,
      );
      const count = (op: string, status: string) =>
        clientOps.rows.find((r) => r.op === op && r.status === status)?.n ?? 0;
      expect(count('MINT', 'CONFIRMED')).toBe(users.length + answers.mint);
      expect(count('BURN', 'CONFIRMED')).toBe(answers.burn);
      const payments = await client.query(
        `SELECT "status"::text AS status, count(*)::int AS n FROM "Payment" GROUP BY 1`,
      );
      expect(payments.rows).toEqual(answers.pay ? [{ status: 'CONFIRMED', n: answers.pay }] : []);

      // Each lane's transactions are its own key's, each operation on its wallet's lane, a payment on its sender's.
      const keys = Array.from({ length: LANES }, (_, l) => addressOf(laneKey(ANVIL_DEV_OPERATOR_KEY, l)));
      expect(new Set(keys.map((k) => k.toLowerCase())).size).toBe(LANES);
      const signed = await client.query(
        `SELECT s."lane", s."walletAddress" AS wallet, s."networkTxHash" AS hash, c."sender", s."paymentId", p."lane" AS "paymentLane"
         FROM "StablecoinTransaction" s JOIN "ChainTransaction" c ON c."operationId" = s."id"
         LEFT JOIN "Payment" p ON p."id" = s."paymentId"`,
      );
      const byLane = Array.from({ length: LANES }, () => new Set<string>());
      for (const r of signed.rows) {
        byLane[r.lane].add(r.sender.toLowerCase());
        expect(r.lane).toBe(laneOfAddress(r.wallet, LANES));
        if (r.paymentId !== null) expect(r.paymentLane).toBe(r.lane);
      }
      for (const [l, senders] of byLane.entries()) expect([...senders]).toEqual([keys[l].toLowerCase()]);
      // And as the chain shows it: every confirmed operation's transaction is from its lane's key.
      const view = chainView(shared.anvil.rpcUrl);
      const confirmed = await client.query(
        `SELECT "lane", "networkTxHash" AS hash FROM "StablecoinTransaction" WHERE "status" = 'CONFIRMED'`,
      );
      for (const r of confirmed.rows) {
        const tx = await view.client.getTransaction({ hash: r.hash as Hash });
        expect(tx.from.toLowerCase()).toBe(keys[r.lane].toLowerCase());
      }
      // Both instances signed: B held a lane before it was killed, A took its lanes after.
      const lanesTaken = (i: Instance) =>
        i.lines.filter((l) => l.msg === 'money engine lease taken').map((l) => Number(l.lane));
      console.log(`money-lanes: lanes taken by A ${lanesTaken(A).join(',')}, by B ${lanesTaken(B).join(',')}`);
      expect(lanesTaken(B).length).toBeGreaterThanOrEqual(1);
      const senders = await client.query(`SELECT DISTINCT "sender" FROM "ChainTransaction"`);
      expect(senders.rows.length).toBe(LANES);

      // The chain = the ledger: each wallet's mints and burns once, its balance with the payments it sent and received.
      const paid = new Map<string, bigint>();
      const moved = await client.query(
        `SELECT "fromAddress" AS "from", "toAddress" AS "to", "amount"::text AS amount FROM "Payment" WHERE "status" = 'CONFIRMED'`,
      );
      for (const r of moved.rows) {
        const units = parseUnits(r.amount, 18);
        paid.set(r.from.toLowerCase(), (paid.get(r.from.toLowerCase()) ?? 0n) - units);
        paid.set(r.to.toLowerCase(), (paid.get(r.to.toLowerCase()) ?? 0n) + units);
      }
      await expectChainMatchesLedger(
        shared.anvil.rpcUrl,
        A.url,
        users,
        expect,
        'NGN',
        (w) => paid.get(w.toLowerCase()) ?? 0n,
      );
      const rows = (await Promise.all(users.map((u) => ledger(A.url, u)))).flat();
      expect(rows.every((r) => r.status === 'CONFIRMED')).toBe(true);
    } finally {
      await client.end();
    }
    expect((await stop(A)).code).toBe(0);
  }, 400_000);
});
