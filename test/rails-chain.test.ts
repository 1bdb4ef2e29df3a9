import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '@financial-account-service/rail-simulator';
import { isProcessAlive } from '../src/chain/anvil.js';
import { kill, stop, startInstance, type Instance } from './helpers/instance.js';
import { serviceData, type ServiceData } from './helpers/template.js';
import { BURN, expectChainMatchesLedger, ledger, MINT, money, moneyUser, type MoneyUser } from './helpers/money.js';
import { expectTreasuryBalanced, gone, simRailsEnv, withBankAccount } from './helpers/rails.js';

// Withdrawals through a rail whose burn then leaves the chain. The service is SIGKILLed and its
// embedded chain restarts from a save taken before two burns: one already paid out (CONFIRMED),
// one still paying out (PAYING_OUT, its payout pending at the provider). The engine replays the
// ledger's stored transactions onto the chain; each burn must go back (REORGED), be burned again
// under the same operation, and end once: CONFIRMED, its payout made exactly once (never
// requested again), the chain equal to the ledger, and per currency and rail collected − paid
// out − refunded = tokens outstanding = supply. The provider (the simulator) runs in this test
// process, so it outlives the service.

let data: ServiceData;
let env: Record<string, string>;
let instance: Instance | undefined;
let sim: Simulator;
let mobile: MoneyUser;
let bank: MoneyUser;
/** chain.json as it was saved after the set-up's deposits: behind everything the test does next. */
let behind: string;

const anvilPid = (i: Instance) => Number(i.lines.find((l) => l.msg === 'anvil started')?.pid);

beforeAll(async () => {
  sim = await startSimulator({ port: 0, autoApproveMs: 300 });
  data = await serviceData();
  env = { NODE_ENV: 'test', ...data.env, MONEY_MONITOR_SECONDS: '0.5', MONEY_WAIT_SECONDS: '3', ...simRailsEnv(sim) };
  instance = await startInstance('svc', env);
  mobile = await moneyUser(instance.url, 'GHS');
  expect((await money(instance.url, MINT, mobile, 1000, 'setup')).status).toBe(201);
  bank = await withBankAccount(instance.url, await moneyUser(instance.url, 'NGN'));
  expect((await money(instance.url, MINT, bank, 1000, 'setup-bank')).status).toBe(201);
  // A graceful stop saves the chain: this save is the one the chain restarts from later.
  await stop(instance);
  behind = join(data.dataDir, 'chain.behind.json');
  copyFileSync(join(data.dataDir, 'chain.json'), behind);
  instance = await startInstance('svc', env);
}, 180_000);

afterAll(async () => {
  if (instance) await kill(instance);
  await sim?.close();
  await data?.remove();
});

const open = (rows: Awaited<ReturnType<typeof ledger>>) =>
  rows.filter((r) => r.status !== 'CONFIRMED' && r.status !== 'FAILED').map((r) => `${r.chainOperation} ${r.status}`);

describe('a railed burn whose transaction leaves the chain', () => {
  it('paid out and paying out, then SIGKILL with the chain saved behind both: each burned again, paid once', async () => {
    const svc = instance!;
    const paid = await money(svc.url, BURN, mobile, 5.67, 'paid-out');
    expect(paid.status).toBe(201);
    expect(paid.body.message.data[0]).toMatchObject({ status: 'confirmed' });
    // The bank's payout stays pending at the provider until the test approves it.
    sim.script({ next: 1 }, { outcome: 'never' });
    const paying = await money(svc.url, BURN, bank, 40, 'paying-out');
    expect(paying.status).toBe(201);
    await expect
      .poll(async () => open(await ledger(svc.url, bank)), { timeout: 30_000, interval: 200 })
      .toEqual(['BURN PAYING_OUT']);
    const payouts = () => sim.transactions().filter((t) => t.kind === 'payout');
    expect(
      payouts()
        .map((t) => `${t.provider} ${t.amountMinor} ${t.state}`)
        .sort(),
    ).toEqual(['momo 567 successful', 'paystack 4000 pending']);

    // A crash, and the embedded chain starts again from the save taken before both burns.
    const pid = anvilPid(svc);
    await kill(svc);
    await gone(pid, isProcessAlive);
    copyFileSync(behind, join(data.dataDir, 'chain.json'));
    const again = await startInstance('svc', env);
    instance = again;
    // The provider pays the pending transfer out now, whatever the service is doing.
    const pending = payouts().find((t) => t.state === 'pending')!;
    expect(sim.approve(pending.reference)).toBe(true);

    await expect
      .poll(async () => [...open(await ledger(again.url, mobile)), ...open(await ledger(again.url, bank))], {
        timeout: 90_000,
        interval: 500,
      })
      .toEqual([]);
    for (const [u, amount] of [
      [mobile, '5.67'],
      [bank, '40.00'],
    ] as const) {
      const rows = await ledger(again.url, u);
      expect(rows.filter((r) => r.chainOperation === 'BURN').map((r) => `${r.tokenAmount.amount} ${r.status}`)).toEqual(
        [`${amount} CONFIRMED`],
      );
      // Nothing re-minted: both payouts stand.
      expect(rows.filter((r) => r.chainOperation === 'MINT')).toHaveLength(1);
    }
    // Each reference reached the provider once; each payout was made once.
    const refs = sim.transactions().map((t) => t.reference);
    expect(new Set(refs).size).toBe(refs.length);
    expect(
      payouts()
        .map((t) => `${t.provider} ${t.amountMinor} ${t.state}`)
        .sort(),
    ).toEqual(['momo 567 successful', 'paystack 4000 successful']);
    await expectChainMatchesLedger(again.rpcUrl!, again.url, [mobile], expect, 'GHS');
    await expectChainMatchesLedger(again.rpcUrl!, again.url, [bank], expect, 'NGN');
    const figures = await expectTreasuryBalanced(
      sim,
      again.url,
      again.rpcUrl!,
      [
        { provider: 'momo', currency: 'GHS', users: [mobile] },
        { provider: 'paystack', currency: 'NGN', users: [bank] },
      ],
      expect,
    );
    console.log(`rails-chain: ${figures.join('; ')}`);
    expect(again.lines.some((l) => l.msg === 'chain behind the ledger: replaying stored transactions')).toBe(true);
    // Both burns went back to the engine (REORGED) rather than staying where they were.
    const back = again.lines.filter((l) => String(l.msg).endsWith('transaction left the chain: driving it again'));
    expect(back.length).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
