import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '@financial-account-service/rail-simulator';
import { freePort } from '../scripts/free-port.js';
import { sharedBackend, type SharedBackend } from './helpers/cluster.js';
import { kill } from './helpers/instance.js';
import {
  BURN,
  expectChainMatchesLedger,
  ledger,
  MINT,
  money,
  moneyOrDrop,
  moneyUser,
  type MoneyUser,
} from './helpers/money.js';
import { expectTreasuryBalanced, simRailsEnv, withBankAccount } from './helpers/rails.js';

// Two instances on one PostgreSQL database with rails (faults tier, PostgreSQL pass only). A,
// started first, takes the engine's lease; every provider calls back to B (RAIL_CALLBACK_BASE_URL, Paystack's
// webhook URL). Deposits and withdrawals go in through A, which is SIGKILLed while they are under
// way: the callbacks keep arriving at B, B takes the lease over, and every operation ends once,
// each reference reaching the provider once, chain = ledger, held = outstanding = supply.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
let shared: SharedBackend;
let sim: Simulator;

const instance = (name: string, extra: Record<string, string> = {}) => shared.start(name, extra);

beforeAll(async () => {
  if (!enabled) return;
  sim = await startSimulator({ port: 0, autoApproveMs: 1_500 });
  shared = await sharedBackend('rails-cluster', {
    NODE_ENV: 'test',
    MONEY_LEASE_SECONDS: '2',
    MONEY_MONITOR_SECONDS: '0.5',
    RAIL_CALLBACK_PRIVATE_ALLOWED: 'true',
    ...simRailsEnv(sim),
  });
}, 60_000);

afterAll(async () => {
  await shared?.close();
  await sim?.close();
});

describe.skipIf(!enabled)('two instances with rails', () => {
  it('the lease holder killed while callbacks arrive at the other: every operation ends once, paid once', async () => {
    const portB = await freePort();
    const callbacks = { RAIL_CALLBACK_BASE_URL: `http://127.0.0.1:${portB}` };
    const A = await instance('a', callbacks);
    const B = await instance('b', { ...callbacks, PORT: String(portB) });
    sim.setPaystackWebhookUrl(`${B.url}/rails/paystack/callback`);
    const mobile: MoneyUser = await moneyUser(A.url, 'GHS');
    const bank = await withBankAccount(A.url, await moneyUser(A.url, 'NGN'));
    expect((await money(A.url, MINT, mobile, 1000, 'setup')).status).toBe(201);
    expect((await money(A.url, MINT, bank, 1000, 'setup-bank')).status).toBe(201);

    const ops = [
      ...[1, 2, 3].map((i) => ({ path: MINT, u: mobile, amount: 10 + i, key: `m-${i}` })),
      ...[1, 2, 3].map((i) => ({ path: MINT, u: bank, amount: 20 + i, key: `b-${i}` })),
      ...[1, 2].map((i) => ({ path: BURN, u: mobile, amount: 5 + i, key: `mw-${i}` })),
      ...[1, 2].map((i) => ({ path: BURN, u: bank, amount: 7 + i, key: `bw-${i}` })),
    ];
    const first = Promise.all(ops.map((o) => moneyOrDrop(A.url, o.path, o.u, o.amount, o.key)));
    // Under way (collections waiting 1.5 s for the payer, payouts requested): A dies.
    await new Promise((r) => setTimeout(r, 1_000));
    const killedAt = Date.now();
    await kill(A);
    await first;
    // Clients retry through B with the same keys.
    for (const o of ops) {
      for (let attempt = 0; ; attempt++) {
        const res = await moneyOrDrop(B.url, o.path, o.u, o.amount, o.key);
        if (res.status === 201) break;
        if (attempt > 60) throw new Error(`${o.key}: ${res.status} ${JSON.stringify(res.body)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    const open = async () =>
      [...(await ledger(B.url, mobile)), ...(await ledger(B.url, bank))].filter(
        (r) => r.status !== 'CONFIRMED' && r.status !== 'FAILED',
      );
    await expect.poll(open, { timeout: 60_000, interval: 500 }).toEqual([]);
    const rows = [...(await ledger(B.url, mobile)), ...(await ledger(B.url, bank))];
    expect(rows.filter((r) => r.status === 'CONFIRMED')).toHaveLength(ops.length + 2);

    const refs = sim.transactions().map((t) => t.reference);
    expect(new Set(refs).size).toBe(refs.length);
    const atB = sim.deliveries.filter((x) => x.url.startsWith(B.url) && x.at.getTime() > killedAt);
    expect(atB.length).toBeGreaterThan(0);
    expect(atB.filter((x) => x.status !== 200)).toEqual([]);
    await expectChainMatchesLedger(shared.anvil.rpcUrl, B.url, [mobile], expect, 'GHS');
    await expectChainMatchesLedger(shared.anvil.rpcUrl, B.url, [bank], expect, 'NGN');
    const figures = await expectTreasuryBalanced(
      sim,
      B.url,
      shared.anvil.rpcUrl,
      [
        { provider: 'momo', currency: 'GHS', users: [mobile] },
        { provider: 'paystack', currency: 'NGN', users: [bank] },
      ],
      expect,
    );
    console.log(`rails-cluster: ${atB.length} callbacks at B after the kill; ${figures.join('; ')}`);
  }, 240_000);
});
