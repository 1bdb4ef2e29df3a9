import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBackend, type SharedBackend } from './helpers/cluster.js';
import { kill, stop, type Instance } from './helpers/instance.js';
import {
  chainView,
  expectChainMatchesLedger,
  ledger,
  MINT,
  money,
  moneyOrDrop,
  moneyUser,
  type MoneyUser,
} from './helpers/money.js';
import { seeded, testSeed } from './helpers/random.js';
import { payee } from './helpers/scenario.js';
import { call, gql } from './helpers/service.js';

// Two instances on one PostgreSQL database and one chain, and no Redis: the engine lease alone
// decides who drives money. The second instance is SIGKILLed and started again repeatedly while
// both take mints; clients retry a dropped request through the other instance with the same
// Idempotency-Key. No operation may reach the chain twice, none may stay open, and supply must
// equal the ledger. Runs on the PostgreSQL pass.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const SEED = testSeed();
const MINTS = Number(process.env.CLUSTER_MINTS ?? 120);

let shared: SharedBackend;
/** Every user of the token in this file's chain (supply is checked against all of them). */
const everyone: MoneyUser[] = [];
const instance = (name: string, extra: Record<string, string> = {}) => shared.start(name, extra);

beforeAll(async () => {
  if (!enabled) return;
  shared = await sharedBackend('cluster', {
    MONEY_LEASE_SECONDS: '2',
    MONEY_MAX_PER_ACCOUNT: '100000',
    MONEY_MAX_PER_ADDRESS: '100000',
    MONEY_MONITOR_SECONDS: '0.5',
  });
}, 60_000);

afterAll(() => shared?.close());

describe.skipIf(!enabled)('two instances, one restarted repeatedly under load', () => {
  it('no operation reaches the chain twice, none stays open, supply = ledger', async () => {
    console.log(`money-cluster seed ${SEED} (replay with TEST_SEED=${SEED})`);
    const random = seeded(SEED);
    const A = await instance('a');
    let B = await instance('b');
    const users: MoneyUser[] = [await moneyUser(A.url), await moneyUser(B.url)];
    everyone.push(...users);

    let restarting = true;
    const restarts = (async () => {
      for (let n = 0; n < 3; n++) {
        await new Promise((r) => setTimeout(r, 1_000 + random() * 3_000)); // real time: B runs under load for a random while before each kill
        await kill(B);
        B = await instance('b');
      }
      restarting = false;
    })();

    const expected: bigint[] = [];
    let dropped = 0;
    const one = async (i: number) => {
      const user = users[i % 2];
      const amount = Math.round(100 + random() * 99_900) / 100;
      expected.push(parseUnits(amount.toFixed(2), 18));
      const key = `cluster-${SEED}-${i}`;
      for (let attempt = 0; ; attempt++) {
        // A client retries through whichever instance answers, with the same key.
        const through = (i + attempt) % 2 ? B : A;
        const res = await moneyOrDrop(through.url, MINT, user, amount, key);
        if (res.status === 201) return;
        if (res.status === 0 || res.status === 503) dropped++;
        else throw new Error(`mint ${key}: ${res.status} ${JSON.stringify(res.body)}`);
        if (attempt > 40) throw new Error(`mint ${key} never answered 201`);
        await new Promise((r) => setTimeout(r, 250)); // real time: a client's back-off before retrying
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < MINTS || restarting) {
          if (next >= MINTS) {
            await new Promise((r) => setTimeout(r, 200)); // real time: idle until the restarts are over
            continue;
          }
          await one(next++);
        }
      }),
    );
    await restarts;
    console.log(`money-cluster: ${MINTS} mints, ${dropped} retried after a dropped or 503 answer`);

    const rows = [...(await ledger(A.url, users[0])), ...(await ledger(A.url, users[1]))];
    expect(rows).toHaveLength(MINTS);
    expect(rows.filter((r) => r.status !== 'CONFIRMED')).toEqual([]);
    await expectChainMatchesLedger(shared.anvil.rpcUrl, A.url, users, expect);
    expect(rows.reduce((s, r) => s + parseUnits(r.tokenAmount.amount, 18), 0n)).toBe(
      expected.reduce((s, v) => s + v, 0n),
    );
    for (const i of [A, B]) expect((await stop(i)).code).toBe(0);
  }, 300_000);
});

describe.skipIf(!enabled)('an owner paused past its lease', () => {
  // The engine signs in one statement with the nonce it expects the database to hand out next
  // (read again whenever it takes the lease); the statement writes only under a live lease and
  // only if that nonce is still the next. Here the lease goes C → D → C.
  it('signs nothing while another owns the lease, and signs with the right nonces once it owns it again', async () => {
    const C = await instance('c');
    const user = await moneyUser(C.url);
    everyone.push(user);
    const mint = async (via: Instance, key: string) => {
      for (let attempt = 0; attempt < 80; attempt++) {
        const res = await moneyOrDrop(via.url, MINT, user, 1, key);
        if (res.status === 201) return;
        if (res.status !== 0 && res.status !== 503)
          throw new Error(`mint ${key}: ${res.status} ${JSON.stringify(res.body)}`);
        await new Promise((r) => setTimeout(r, 250)); // real time: a client's back-off before retrying
      }
      throw new Error(`mint ${key} never answered 201`);
    };
    await mint(C, 'paused-1'); // C owns the lease and has signed: it expects the next nonce
    const D = await instance('d');
    process.kill(C.child.pid!, 'SIGSTOP');
    await mint(D, 'paused-2'); // D takes the lease once it expires and signs from the database's nonce
    await mint(D, 'paused-3');
    process.kill(C.child.pid!, 'SIGCONT');
    await kill(D); // D dies owning the lease: C takes it when it expires
    // D used the nonces after paused-1: C signs from the database's next one.
    await mint(C, 'paused-4');
    await mint(C, 'paused-5');

    const rows = await ledger(C.url, user);
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('CONFIRMED'));
    expect(new Set(rows.map((r) => r.transactionHash)).size).toBe(5);
    // D took the lease from the paused C, and C took it back (C held it from its start unlogged).
    const taken = (i: Instance) => i.lines.filter((l) => l.msg === 'money engine lease taken').length;
    expect(taken(D)).toBeGreaterThanOrEqual(1);
    expect(taken(C)).toBeGreaterThanOrEqual(1);
    // Signed right the first time: no transaction refused by the node, replaced or filled in.
    const repairs = (i: Instance) =>
      i.lines
        .map((l) => String(l.msg))
        .filter((m) => /refuses a stored transaction|replaced by another|filler/.test(m));
    expect([...repairs(C), ...repairs(D)]).toEqual([]);
    await expectChainMatchesLedger(shared.anvil.rpcUrl, C.url, everyone, expect);
    expect((await stop(C)).code).toBe(0);
  }, 120_000);
});

describe.skipIf(!enabled)(
  'payments across currencies while an instance is killed, the recipient racing for the leg keys',
  () => {
    // Each payment burns the sender's NGN and then mints the recipient's GHS under a key of the
    // engine's own. The recipient watches the payments arrive and, as soon as one shows, makes a
    // deposit of their own under that very key (payment:<id>:mint). Neither may take the other's
    // place: every payment confirms once, every deposit is the recipient's, and the chain holds
    // exactly what both add up to. Runs after the tests above (their users hold only NGN).
    it('every payment confirms once and every racing deposit is the recipient’s own; supply = ledger on both tokens', async () => {
      console.log(`money-cluster payments seed ${SEED} (replay with TEST_SEED=${SEED})`);
      const random = seeded(SEED + 1);
      const fast = { PAYMENT_MAX_PER_ACCOUNT: '1000', PAYMENT_MAX_PER_ADDRESS: '1000' };
      const E = await instance('e', fast);
      let F = await instance('f', fast);
      const via = (n: number) => (n % 2 ? F : E);
      const sender = await moneyUser(E.url);
      const ghs = await payee(E.url, 'GHS');
      // The recipient: a profile (usertag) in GHS, a GHS mobile-money account and a wallet, for deposits of their own.
      const mmo = await call(E.url, 'POST', '/v1/identity/create', {
        mmo: {
          ...ghs.creds,
          phone_number: '+233241234567',
          mmo_name: 'MTN MoMo',
          fx_iso: 'GHS',
          relay_catch_all: false,
        },
        bank: {},
        govid: {},
        crypto: {},
      });
      expect(mmo.status).toBe(201);
      const made = await gql(
        E.url,
        'mutation { createWallet(input: { entropy: "clusterEntropy1", tokenSymbols: [] }) { ... on CreateWalletSuccess { wallet { address } } } }',
        undefined,
        ghs.access_token,
      );
      const bob: MoneyUser = {
        ...ghs.creds,
        fiat: mmo.body.message.mmo[0].identity_uuid,
        wallet: made.body.data.createWallet.wallet.address,
        tokens: sender.tokens,
      };
      const view = chainView(shared.anvil.rpcUrl);
      const ngnBefore = await view.supply(sender.tokens.NGN);
      expect((await money(E.url, MINT, sender, 10_000, `xfund-${SEED}`)).status).toBe(201);

      const restarts = (async () => {
        for (let n = 0; n < 2; n++) {
          await new Promise((r) => setTimeout(r, 1_000 + random() * 2_000)); // real time: F serves for a while before each kill
          await kill(F);
          F = await instance('f', fast);
        }
      })();

      const PAYMENTS = 8;
      const raced = new Map<string, Promise<void>>(); // payment id → the recipient's deposit under its mint key
      let depositUnits = 0n;
      const race = (id: string) => {
        if (raced.has(id)) return;
        const amount = Number((1 + Math.round(random() * 100) / 100).toFixed(2));
        depositUnits += parseUnits(amount.toFixed(2), 18);
        raced.set(
          id,
          (async () => {
            for (let attempt = 0; attempt < 80; attempt++) {
              const res = await moneyOrDrop(via(attempt + 1).url, MINT, bob, amount, `payment:${id}:mint`);
              if (res.status === 201) return;
              if (res.status !== 0 && res.status !== 503)
                throw new Error(`deposit ${id}: ${res.status} ${JSON.stringify(res.body)}`);
              await new Promise((r) => setTimeout(r, 250)); // real time: a client's back-off before retrying
            }
            throw new Error(`deposit ${id} never answered 201`);
          })(),
        );
      };
      // The recipient's app: polls the payments received and races each new one's mint key.
      let watching = true;
      const watcher = (async () => {
        for (let n = 0; watching; n++) {
          const seen = await call(via(n).url, 'GET', '/payments/history/view?direction=received&limit=50', undefined, {
            authorization: `Bearer ${bob.access_token}`,
          }).catch(() => null);
          for (const p of seen?.status === 200 ? seen.body.message.data : []) race(p.id);
          await new Promise((r) => setTimeout(r, 20)); // real time: the app's polling interval
        }
      })();

      let sent = 0n;
      let received = 0n;
      for (let i = 0; i < PAYMENTS; i++) {
        const amount = (100 + Math.round(random() * 90_000) / 100).toFixed(2);
        sent += parseUnits(amount, 18);
        const key = `xpay-${SEED}-${i}`;
        let quoteId: string | null = null;
        for (let attempt = 0; ; attempt++) {
          const through = via(i + attempt);
          try {
            if (!quoteId) {
              const q = await gql(
                through.url,
                'mutation ($input: PaymentQuoteInput!) { paymentQuote(input: $input) { ... on PaymentQuoteSuccess { paymentQuote { id receiveAmount { amount } } } } }',
                { input: { amount, currency: 'NGN', receiveCurrency: 'GHS' } },
                sender.access_token,
              );
              const quote = q.body.data?.paymentQuote?.paymentQuote;
              if (quote) {
                quoteId = quote.id;
                received += parseUnits(quote.receiveAmount.amount, 18);
              }
            }
            if (quoteId) {
              const res = await call(
                through.url,
                'POST',
                '/network/payments/send-to-supatag',
                {
                  access_token: sender.access_token,
                  user_id: sender.user_id,
                  passcode: '123456',
                  recipient_usertag: ghs.usertag,
                  amount: Number(amount),
                  fx_iso: 'NGN',
                  quote_id: quoteId,
                },
                { 'idempotency-key': key },
              );
              if (res.status === 201) {
                expect(res.body.message.data[0].status).toBe('confirmed');
                break;
              }
              if (res.status !== 503) throw new Error(`payment ${key}: ${res.status} ${JSON.stringify(res.body)}`);
            }
          } catch (error) {
            if (
              !/fetch failed|ECONNREFUSED|socket hang up|ECONNRESET|other side closed/i.test(
                String((error as Error)?.cause ?? error),
              )
            )
              throw error;
          }
          if (attempt > 80) throw new Error(`payment ${key} never answered 201`);
          await new Promise((r) => setTimeout(r, 250)); // real time: a client's back-off before retrying
        }
      }
      await restarts;
      // The app polls on until it has seen every payment (its last poll may have come just before
      // the last one was visible); after 30 s the count below fails.
      for (const end = Date.now() + 30_000; raced.size < PAYMENTS && Date.now() < end; )
        await new Promise((r) => setTimeout(r, 100)); // real time: polling what the app saw
      watching = false;
      await watcher;
      await Promise.all(raced.values());
      console.log(`money-cluster payments: ${PAYMENTS} payments, ${raced.size} deposits under their mint keys`);
      expect(raced.size).toBe(PAYMENTS);

      // The sender's history: every payment once, confirmed, each with its burn and its mint.
      const history = await call(E.url, 'GET', '/payments/history/view?direction=sent&limit=50', undefined, {
        authorization: `Bearer ${sender.access_token}`,
      });
      expect(history.body.message.data).toHaveLength(PAYMENTS);
      for (const p of history.body.message.data)
        expect(p).toMatchObject({
          status: 'confirmed',
          transactions: [
            { network_op: 'burn', status: 'confirmed' },
            { network_op: 'mint', status: 'confirmed' },
          ],
        });
      // The recipient's deposits are theirs: confirmed mints in their own transactions.
      const deposits = await ledger(E.url, bob);
      expect(deposits.filter((r) => r.status === 'CONFIRMED' && r.chainOperation === 'MINT')).toHaveLength(PAYMENTS);
      // The chain holds exactly that: the recipient's GHS (the only GHS on this chain) and the NGN left.
      expect(await view.balance(sender.tokens.GHS, bob.wallet)).toBe(received + depositUnits);
      expect(await view.supply(sender.tokens.GHS)).toBe(received + depositUnits);
      expect(await view.balance(sender.tokens.NGN, sender.wallet)).toBe(parseUnits('10000', 18) - sent);
      expect(await view.supply(sender.tokens.NGN)).toBe(ngnBefore + parseUnits('10000', 18) - sent);
      for (const i of [E, F]) expect((await stop(i)).code).toBe(0);
    }, 300_000);
  },
);
