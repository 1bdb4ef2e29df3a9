import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '@financial-account-service/rail-simulator';
import { kill, stop, startInstance, type Instance } from './helpers/instance.js';
import { serviceData, type ServiceData } from './helpers/template.js';
import { call } from './helpers/service.js';
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
  // The instance left running by the previous case stops gracefully (its chain saved): only the
  // kill at the crash point is under test here. A SIGKILL there, with the embedded chain's save
  // behind a burn already paid out, leaves that burn PAYING_OUT (docs/rails.md, not built).
  if (instance) await stop(instance);
  instance = await startInstance('svc', { ...env, ...(crashAt ? { FAS_TEST_CRASH_AT: crashAt } : {}) });
  return instance;
}

beforeAll(async () => {
  // Approves every request 300 ms after it arrives, unless a test scripts otherwise.
  sim = await startSimulator({ port: 0, autoApproveMs: 300 });
  const c = sim.credentials;
  data = await serviceData();
  env = {
    NODE_ENV: 'test',
    ...data.env,
    MONEY_MONITOR_SECONDS: '0.5',
    MONEY_LEASE_SECONDS: '2',
    RAIL_SIMULATOR: 'false',
    RAILS: 'momo:MOBILE_MONEY:*,paystack:BANK:*',
    MOMO_BASE_URL: sim.url,
    MOMO_API_USER: c.momo.apiUser,
    MOMO_API_KEY: c.momo.apiKey,
    MOMO_COLLECTION_SUBSCRIPTION_KEY: c.momo.subscriptionKeys.collection,
    MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: c.momo.subscriptionKeys.disbursement,
    MOMO_TARGET_ENVIRONMENT: c.momo.targetEnvironment,
    PAYSTACK_BASE_URL: sim.url,
    PAYSTACK_SECRET_KEYS: c.paystack.secretKey,
  };
  const first = await run();
  mobile = await moneyUser(first.url, 'GHS');
  expect((await money(first.url, MINT, mobile, 1000, 'setup')).status).toBe(201);
  bank = await moneyUser(first.url, 'NGN');
  const linked = await call(first.url, 'POST', '/v1/identity/create', {
    mmo: {},
    bank: {
      access_token: bank.access_token,
      user_id: bank.user_id,
      bank_ac: '0123456789',
      bank_sc: '058',
      bank_name: 'GTBank',
      fx_iso: 'NGN',
    },
    govid: {},
    crypto: {},
  });
  expect(linked.status).toBe(201);
  bank = { ...bank, fiat: linked.body.message.bank[0].identity_uuid };
  expect((await money(first.url, MINT, bank, 1000, 'setup-bank')).status).toBe(201);
}, 180_000);

afterAll(async () => {
  if (instance) await kill(instance);
  await sim?.close();
  await data?.remove();
});

/** Every operation and rail operation ended once; each reference reached the provider once. */
async function expectOneOutcomeEach(url: string, rpcUrl: string) {
  for (const u of [mobile, bank]) {
    const rows = await ledger(url, u);
    expect(rows.filter((r) => r.status !== 'CONFIRMED' && r.status !== 'FAILED')).toEqual([]);
    await expectChainMatchesLedger(rpcUrl, url, [u], expect, u === mobile ? 'GHS' : 'NGN');
  }
  const byRef = new Map<string, number>();
  for (const t of sim.transactions()) byRef.set(t.reference, (byRef.get(t.reference) ?? 0) + 1);
  expect([...byRef.values()].filter((n) => n > 1)).toEqual([]);
}

describe('rail crash matrix', () => {
  const cases = [
    ['mint', 'after-collection-requested'],
    ['mint', 'after-callback-stored'],
    ['mint', 'after-collected'],
    ['burn', 'after-payout-requested'],
  ] as const;
  it.each(cases)(
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
      await expectOneOutcomeEach(again.url, again.rpcUrl!);
    },
    120_000,
  );

  it('burn killed after-reversal-seen: the re-mint is made once, the burn stays confirmed', async () => {
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
    await expectOneOutcomeEach(again.url, again.rpcUrl!);
  }, 120_000);
});
