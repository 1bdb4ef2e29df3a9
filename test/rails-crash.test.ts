import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesOfThisPass, itInPass } from './helpers/passes.js';
import { startSimulator, type Simulator } from '@financial-account-service/rail-simulator';
import { kill, startInstance, type Instance } from './helpers/instance.js';
import { serviceData, type ServiceData } from './helpers/template.js';
import { expectTreasuryBalanced, simRailsEnv, withBankAccount } from './helpers/rails.js';
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

// The crash matrix of the rail steps: the service SIGKILLs itself (FAS_TEST_CRASH_AT) after a
// collection was requested, after a callback was stored, after a collection was confirmed, after
// a payout was requested, and after a reversal was seen. The provider (the simulator) runs in
// this test process, so it outlives the service as a real provider would; its callbacks to a dead
// instance are lost and polling finds the outcome. Started again on the same data, each operation
// ends in exactly one terminal state, no collection is minted twice, no payout is made twice,
// and the chain equals the ledger.

let data: ServiceData | undefined;
let env: Record<string, string>;
let instance: Instance | undefined;
let sim: Simulator;
let mobile: MoneyUser;
let bank: MoneyUser;

async function run(crashAt?: string) {
  // The instance left running by the previous case is SIGKILLed too: the embedded chain's save
  // may then be behind a burn already paid out, which the engine sends again (test/rails-chain.test.ts).
  if (instance) await kill(instance);
  instance = await startInstance('svc', { ...env, ...(crashAt ? { FAS_TEST_CRASH_AT: crashAt } : {}) });
  return instance;
}

beforeAll(async () => {
  // Approves every request 300 ms after it arrives, unless a test scripts otherwise.
  sim = await startSimulator({ port: 0, autoApproveMs: 300 });
  data = await serviceData();
  env = { NODE_ENV: 'test', ...data.env, MONEY_MONITOR_SECONDS: '0.5', MONEY_LEASE_SECONDS: '2', ...simRailsEnv(sim) };
  const first = await run();
  mobile = await moneyUser(first.url, 'GHS');
  expect((await money(first.url, MINT, mobile, 1000, 'setup')).status).toBe(201);
  bank = await withBankAccount(first.url, await moneyUser(first.url, 'NGN'));
  expect((await money(first.url, MINT, bank, 1000, 'setup-bank')).status).toBe(201);
}, 180_000);

afterAll(async () => {
  if (instance) await kill(instance);
  await sim?.close();
  await data?.remove();
});

/**
 * Every operation and rail operation ended once (an earlier case's operation sent again after
 * the kill may take a moment); each reference reached the provider once; per currency and rail
 * collected − paid out − refunded = outstanding = supply.
 */
async function expectOneOutcomeEach(url: string, rpcUrl: string, label: string) {
  for (const u of [mobile, bank]) {
    await expect
      .poll(async () => (await ledger(url, u)).filter((r) => r.status !== 'CONFIRMED' && r.status !== 'FAILED'), {
        timeout: 60_000,
        interval: 250,
      })
      .toEqual([]);
    await expectChainMatchesLedger(rpcUrl, url, [u], expect, u === mobile ? 'GHS' : 'NGN');
  }
  const byRef = new Map<string, number>();
  for (const t of sim.transactions()) byRef.set(t.reference, (byRef.get(t.reference) ?? 0) + 1);
  expect([...byRef.values()].filter((n) => n > 1)).toEqual([]);
  const figures = await expectTreasuryBalanced(
    sim,
    url,
    rpcUrl,
    [
      { provider: 'momo', currency: 'GHS', users: [mobile] },
      { provider: 'paystack', currency: 'NGN', users: [bank] },
    ],
    expect,
  );
  console.log(`rails-crash ${label}: ${figures.join('; ')}`);
}

describe('rail crash matrix', () => {
  const cases = [
    ['mint', 'after-collection-requested'],
    ['mint', 'after-callback-stored'],
    ['mint', 'after-collected'],
    ['burn', 'after-payout-requested'],
  ] as const;
  // The two database passes of CI share the cases (test/helpers/passes.ts).
  it.each(casesOfThisPass(cases))(
    '%s killed %s: one outcome, the retry gets it, chain = ledger',
    async (op, step) => {
      const crashing = await run(step);
      const key = `rail-${op}-${step}`;
      const amount = op === 'mint' ? 12.34 : 5.67;
      const first = await moneyOrDrop(crashing.url, op === 'mint' ? MINT : BURN, mobile, amount, key);
      expect(first.status).toBe(0);
      expect(await crashing.exited).toMatchObject({ signal: 'SIGKILL' });

      const again = await run();
      const retry = await money(again.url, op === 'mint' ? MINT : BURN, mobile, amount, key);
      expect(retry.status).toBe(201);
      expect(retry.body.message.data[0]).toMatchObject({ status: 'confirmed', fiat_amt: amount });
      await expectOneOutcomeEach(again.url, again.rpcUrl!, `${op} ${step}`);
    },
    120_000,
  );

  itInPass(0)(
    'burn killed after-reversal-seen: the re-mint is made once, the burn stays confirmed',
    async () => {
      const crashing = await run('after-reversal-seen');
      // Paystack's webhooks (transfer.success, then transfer.reversed) to this instance.
      sim.setPaystackWebhookUrl(`${crashing.url}/rails/paystack/callback`);
      sim.script({ next: 1 }, { outcome: 'reverse', afterMs: 0, reverseAfterMs: 5_000 });
      const burned = await money(crashing.url, BURN, bank, 40, 'rail-burn-reversed');
      expect(burned.status).toBe(201);
      // The reversal's webhook arrives, the engine records it with its re-mint, then the process dies.
      expect(await crashing.exited).toMatchObject({ signal: 'SIGKILL' });

      const again = await run();
      sim.setPaystackWebhookUrl(`${again.url}/rails/paystack/callback`);
      await expect
        .poll(
          async () => (await ledger(again.url, bank)).filter((r) => r.status !== 'CONFIRMED' && r.status !== 'FAILED'),
          { timeout: 30_000, interval: 200 },
        )
        .toEqual([]);
      const rows = await ledger(again.url, bank);
      // setup mint, the burn (confirmed), the re-mint (confirmed): the balance is whole again.
      expect(rows.filter((r) => r.chainOperation === 'MINT' && r.tokenAmount.amount === '40.00')).toHaveLength(1);
      expect(rows.filter((r) => r.chainOperation === 'BURN')).toHaveLength(1);
      await expectOneOutcomeEach(again.url, again.rpcUrl!, 'burn after-reversal-seen');
    },
    120_000,
  );
});
