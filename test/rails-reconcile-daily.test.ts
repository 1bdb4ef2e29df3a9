import { describe, expect, it } from 'vitest';
import { MINT, money, moneyUser } from './helpers/money.js';
import { useService } from './helpers/fixture.js';

// The daily reconciliation timer (src/money/engine/reconcile-daily.ts): on the injected clock,
// once RAIL_RECONCILE_AT (UTC) has passed, the previous UTC day is reconciled with each provider's
// statement, once per day per rail, and the day done is shown in /readyz's money details.

const svc = useService({ RAIL_SIMULATOR: 'true', RAIL_RECONCILE_AT: '01:00' });
const prisma = () => svc.infra.prisma;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const money_ = async () => {
  const body = await (await fetch(`${svc.url}/readyz`)).json();
  return (body.details?.money ?? {}) as Record<string, string>;
};

describe('the daily reconciliation', () => {
  it('reconciles the previous UTC day once per rail after RAIL_RECONCILE_AT, finding a seeded difference', async () => {
    // The clock's own UTC day must leave room before midnight (the statement's skew is 5 minutes),
    // and RAIL_RECONCILE_AT must have passed on it (before 01:00 the day before yesterday is the
    // one due): a clock between 23:00 and 02:00 is moved on to 02:00.
    const into = svc.clock.now().getTime() % DAY_MS;
    if (into > DAY_MS - 3_600_000 || into < 2 * 3_600_000) svc.clock.advance((2 * 3_600_000 - into + DAY_MS) % DAY_MS);
    const today = dayOf(svc.clock.now().getTime());
    // From start the days due are reconciled, up to yesterday (nothing happened on them here).
    const atStart = dayOf(svc.clock.now().getTime() - DAY_MS);
    for (const rail of ['momo', 'paystack'])
      await expect
        .poll(async () => (await money_())[`reconciled:${rail}`], { timeout: 10_000 })
        .toMatch(
          new RegExp(`^${atStart} reconciled at .*: 0 statement entries, 0 operations, 0 matched, 0 discrepancies$`),
        );

    const u = await moneyUser(svc.url, 'GHS');
    const minted = await money(svc.url, MINT, u, 12.5, 'daily-1');
    expect(minted.status).toBe(201);
    expect(minted.body.message.data[0].status).toBe('confirmed');
    // Seeded: our record of the collection says 12.60, the provider's statement 12.50.
    const op = await prisma().railOperation.findFirstOrThrow({
      where: { kind: 'COLLECTION', transaction: { idempotencyKey: 'daily-1' } },
    });
    await prisma().railOperation.update({ where: { id: op.id }, data: { amountMinor: 1260n } });

    // Tomorrow 00:30 UTC: not yet.
    const midnight = Math.ceil(svc.clock.now().getTime() / DAY_MS) * DAY_MS;
    svc.clock.advance(midnight + 30 * 60_000 - svc.clock.now().getTime());
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await money_())['reconciled:momo']).toMatch(new RegExp(`^${atStart} `));
    // 01:00 UTC passed: today is reconciled with each provider (one after the other: wait for both).
    svc.clock.advance(31 * 60_000);
    await expect
      .poll(async () => (await money_())['reconciled:paystack'], { timeout: 10_000 })
      .toMatch(new RegExp(`^${today} reconciled at .*: 0 statement entries`));
    await expect
      .poll(async () => (await money_())['reconciled:momo'], { timeout: 10_000 })
      .toMatch(
        new RegExp(`^${today} reconciled at .*: 1 statement entries, 1 operations, 0 matched, 1 discrepancies$`),
      );
    const details = await money_();
    expect(details[`rail:momo:${today}:${op.uuid}:AMOUNT_MISMATCH`]).toMatch(/^found /);
    const discrepancy = await prisma().railDiscrepancy.findMany({ where: { reference: op.uuid } });
    expect(discrepancy.map((x) => [x.provider, x.day, x.kind, x.resolvedAt])).toEqual([
      ['momo', today, 'AMOUNT_MISMATCH', null],
    ]);

    // Once a day: the step looks again a minute later (and after a day of minutes) and leaves it.
    const done = details['reconciled:momo'];
    svc.clock.advance(5 * 60_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await money_())['reconciled:momo']).toBe(done);
    // Nothing moved on the discrepancy: the deposit stands.
    expect(
      (await prisma().stablecoinTransaction.findFirstOrThrow({ where: { idempotencyKey: 'daily-1' } })).status,
    ).toBe('CONFIRMED');
  });

  it('catches up every day missed since the last one reconciled (the clock jumped two days while nothing looked)', async () => {
    const before = (await money_())['reconciled:momo'].slice(0, 10);
    // Today (on the injected clock, past 01:00 after the test above): a deposit, seeded as before.
    const today = dayOf(svc.clock.now().getTime());
    expect(before < today).toBe(true);
    const u = await moneyUser(svc.url, 'GHS');
    const minted = await money(svc.url, MINT, u, 7.25, 'daily-missed');
    expect(minted.status).toBe(201);
    expect(minted.body.message.data[0].status).toBe('confirmed');
    const op = await prisma().railOperation.findFirstOrThrow({
      where: { kind: 'COLLECTION', transaction: { idempotencyKey: 'daily-missed' } },
    });
    await prisma().railOperation.update({ where: { id: op.id }, data: { amountMinor: 735n } });
    // Two days and a bit later in one step: today and tomorrow are both due, today was never looked at.
    const midnight = Math.ceil(svc.clock.now().getTime() / DAY_MS) * DAY_MS;
    svc.clock.advance(midnight + DAY_MS + 90 * 60_000 - svc.clock.now().getTime());
    const tomorrow = dayOf(midnight);
    await expect
      .poll(async () => (await money_())['reconciled:momo'], { timeout: 10_000 })
      .toMatch(new RegExp(`^${tomorrow} reconciled at `));
    // The missed day was reconciled too: its seeded difference found.
    const found = await prisma().railDiscrepancy.findMany({ where: { reference: op.uuid } });
    expect(found.map((x) => [x.provider, x.day, x.kind])).toEqual([['momo', today, 'AMOUNT_MISMATCH']]);
    // Paystack's days come after MoMo's in the same look: it may still be catching up.
    await expect
      .poll(async () => (await money_())['reconciled:paystack'], { timeout: 10_000 })
      .toMatch(new RegExp(`^${tomorrow} reconciled at `));
  });
});
