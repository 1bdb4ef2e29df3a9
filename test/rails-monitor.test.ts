import { afterEach, describe, expect, it } from 'vitest';
import { BURN, MINT, money, moneyUser } from './helpers/money.js';
import { useService } from './helpers/fixture.js';
import { backingAndFull } from './helpers/rail-backing.js';

// The money monitor's check of the rails' treasury, per currency and rail: collected − paid out −
// refunded = the tokens outstanding of that rail's operations + what is in flight. Seen through
// /readyz's money details and /metrics; a seeded difference is found, flagged, and refuses no
// money; repaired, the check passes again.

// The second test leaves a withdrawal's request waiting on a payout that never comes: the stop
// after the file waits 1 s for it, not the default 25.
const svc = useService({ RAIL_SIMULATOR: 'true', MONEY_MONITOR_SECONDS: '0.2', SHUTDOWN_TIMEOUT_SECONDS: '1' });
const prisma = () => svc.infra.prisma;

async function metric(name: string, labels: string) {
  const text = await (await fetch(`${svc.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line ? Number(line.split(' ').at(-1)) : undefined;
}

const moneyDetail = async (subject: string) => {
  const ready = await fetch(`${svc.url}/readyz`);
  const body = await ready.json();
  return { status: ready.status, detail: body.details?.money?.[subject] as string | undefined };
};

describe('the monitor: held = tokens outstanding per currency and rail', () => {
  // Its figures (running totals and the open operations) are those of the statement over every
  // railed operation, whatever the test left: seeded differences and payouts in flight included.
  afterEach(async () => {
    const { backing, full } = await backingAndFull(prisma());
    expect(backing).toEqual(full);
  });

  it('balanced after a deposit and a paid withdrawal; a seeded difference is flagged (money not refused) until repaired', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    const minted = await money(svc.url, MINT, u, 100, 'monitor-mint');
    expect(minted.status).toBe(201);
    expect(minted.body.message.data[0].status).toBe('confirmed');
    const burned = await money(svc.url, BURN, u, 30, 'monitor-burn');
    expect(burned.status).toBe(201);
    expect(burned.body.message.data[0].status).toBe('confirmed');

    const balanced =
      'collected − paid out − refunded 70.00 GHS through momo: tokens outstanding 70.00 + in flight 0.00 (0 operation(s) open)';
    await expect
      .poll(() => moneyDetail('treasury:momo:GHS'), { timeout: 10_000 })
      .toEqual({
        status: 200,
        detail: balanced,
      });
    expect(await metric('fas_rail_treasury_unbalanced', 'currency="GHS",provider="momo"')).toBe(0);

    // Seeded: the provider's collection recorded 1.00 GHS above what was minted for it.
    const collection = await prisma().railOperation.findFirstOrThrow({
      where: { kind: 'COLLECTION', transaction: { idempotencyKey: 'monitor-mint' } },
    });
    await prisma().railOperation.update({ where: { id: collection.id }, data: { amountMinor: 10_100n } });
    await expect
      .poll(() => metric('fas_rail_treasury_unbalanced', 'currency="GHS",provider="momo"'), { timeout: 10_000 })
      .toBe(1);
    expect(await moneyDetail('treasury:momo:GHS')).toEqual({
      status: 200,
      detail:
        'collected − paid out − refunded 71.00 GHS through momo: tokens outstanding 70.00 + in flight 0.00 (0 operation(s) open): ended operations differ by 1.00 GHS',
    });
    // Flagged for the operator, refusing nothing: a deposit still goes through.
    const more = await money(svc.url, MINT, u, 5, 'monitor-mint-2');
    expect(more.status).toBe(201);
    expect(more.body.message.data[0].status).toBe('confirmed');
    expect(await metric('fas_money_refused', '')).toBe(0);

    await prisma().railOperation.update({ where: { id: collection.id }, data: { amountMinor: 10_000n } });
    await expect
      .poll(() => metric('fas_rail_treasury_unbalanced', 'currency="GHS",provider="momo"'), { timeout: 10_000 })
      .toBe(0);
    expect((await moneyDetail('treasury:momo:GHS')).detail).toBe(
      'collected − paid out − refunded 75.00 GHS through momo: tokens outstanding 75.00 + in flight 0.00 (0 operation(s) open)',
    );
  });

  it('a withdrawal waiting for its payout is in flight by its amount, and balances: nothing flagged', async () => {
    const u = await moneyUser(svc.url, 'GHS');
    expect((await money(svc.url, MINT, u, 20, 'monitor-flight-mint')).status).toBe(201);
    // The provider never answers this payout: the burn stays PAYING_OUT, its tokens gone, its fiat not yet paid.
    svc.services.rails.simulator!.script({ next: 1 }, { outcome: 'never' });
    // Answered after MONEY_WAIT_SECONDS (still paying out): not waited for.
    void money(svc.url, BURN, u, 12.34, 'monitor-flight-burn').catch(() => undefined);
    await expect
      .poll(async () => (await moneyDetail('treasury:momo:GHS')).detail, { timeout: 10_000 })
      .toBe(
        'collected − paid out − refunded 95.00 GHS through momo: tokens outstanding 82.66 + in flight 12.34 (1 operation(s) open)',
      );
    // Several checks later (0.2 s apart), still balanced: in flight counted in minor units once, not a hundredfold.
    await new Promise((r) => setTimeout(r, 1_000)); // real time: five monitor intervals
    expect(await metric('fas_rail_treasury_unbalanced', 'currency="GHS",provider="momo"')).toBe(0);
  });
});
