import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilHandle } from '../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY } from '../src/chain/chain.js';
import { createTestDatabase, type TestDatabase } from './db/pg-helpers.js';
import { kill, startInstance, stop, type Instance } from './helpers/instance.js';
import { expectChainMatchesLedger, ledger, MINT, moneyOrDrop, moneyUser, type MoneyUser } from './helpers/money.js';
import { seeded, testSeed } from './helpers/random.js';

// Two instances on one PostgreSQL database and one chain, and no Redis: the engine lease alone
// decides who drives money. The second instance is SIGKILLed and started again repeatedly while
// both take mints; clients retry a dropped request through the other instance with the same
// Idempotency-Key. No operation may reach the chain twice, none may stay open, and supply must
// equal the ledger. Runs on the PostgreSQL pass.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const SEED = testSeed();
const MINTS = Number(process.env.CLUSTER_MINTS ?? 120);

let db: TestDatabase;
let anvil: AnvilHandle;
const dirs: string[] = [];
let env: Record<string, string>;
const running: Instance[] = [];
/** Every user of the token in this file's chain (supply is checked against all of them). */
const everyone: MoneyUser[] = [];

function instance(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `fas-${name}-`));
  dirs.push(dir);
  return startInstance(name, { ...env, DATA_DIR: dir }).then((i) => (running.push(i), i));
}

beforeAll(async () => {
  if (!enabled) return;
  db = await createTestDatabase();
  const chainDir = mkdtempSync(join(tmpdir(), 'fas-cluster-chain-'));
  dirs.push(chainDir);
  anvil = await startAnvil({ dataDir: chainDir });
  env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    CHAIN_RPC_URL: anvil.rpcUrl,
    CHAIN_OPERATOR_KEY: ANVIL_DEV_OPERATOR_KEY,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    WALLET_SECRET: randomBytes(32).toString('base64url'),
    MONEY_LEASE_SECONDS: '2',
    MONEY_MAX_PER_ACCOUNT: '100000',
    MONEY_MAX_PER_ADDRESS: '100000',
    MONEY_MONITOR_SECONDS: '0.5',
  };
}, 60_000);

afterAll(async () => {
  for (const i of running) await kill(i);
  await anvil?.stop();
  await db?.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

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
    await expectChainMatchesLedger(anvil.rpcUrl, A.url, users, expect);
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
    await expectChainMatchesLedger(anvil.rpcUrl, C.url, everyone, expect);
    expect((await stop(C)).code).toBe(0);
  }, 120_000);
});
