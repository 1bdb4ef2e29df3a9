import { describe, expect, it } from 'vitest';
import { BURN, MINT, money, moneyUser } from './helpers/money.js';
import { useService } from './helpers/fixture.js';
import { pay } from './helpers/lockout.js';
import { payee, payer } from './helpers/scenario.js';

// The supply check (src/money/monitor.ts): each token's supply on chain against the ledger at a
// block at confirmation depth. The ledger's figure is the running total the database keeps
// (LedgerTotal, kept by triggers on LedgerEntry: prisma/migrations/20261207160330_ledger_totals)
// less the entries above that block, not a sum over every entry. What a user and an operator see:
// a ledger written twice refuses money with a 503 that names the difference, in /readyz too;
// repaired, money flows again. And the total stays the sum of the entries through every change.

const svc = useService({ MONEY_MONITOR_SECONDS: '0.2', SHUTDOWN_TIMEOUT_SECONDS: '1' });
const prisma = () => svc.infra.prisma;

const readyMoney = async (subject: string) => {
  const ready = await fetch(`${svc.url}/readyz`);
  return ((await ready.json()).details?.money?.[subject] as string | undefined) ?? '';
};

/** Per token: the running total and the sum of the entries, as text. */
const totals = () =>
  prisma().$queryRaw<Array<{ token: string; total: string; entries: string }>>`
    SELECT e."token", COALESCE(t."amount", 0)::text AS total, e."amount"::text AS entries
    FROM (SELECT "token", SUM("amount") AS "amount" FROM "LedgerEntry" GROUP BY "token") e
    LEFT JOIN (SELECT "token", SUM("amount") AS "amount" FROM "LedgerTotal" GROUP BY "token") t ON t."token" = e."token"
    ORDER BY e."token"`;

describe('the supply check against the ledger', () => {
  it('a ledger entry written twice refuses money with a 503 naming the difference; removed, money flows again', async () => {
    const u = await moneyUser(svc.url);
    const minted = await money(svc.url, MINT, u, 40, 'total-mint');
    expect(minted.status).toBe(201);
    expect(minted.body.message.data[0].status).toBe('confirmed');
    await expect.poll(() => readyMoney('NGN')).toMatch(/^supply equals the ledger at block \d+$/);

    // The mint's entry again, for another wallet, at the mint's block (long below the checked one).
    const entry = await prisma().ledgerEntry.findFirstOrThrow({
      where: { operation: { idempotencyKey: 'total-mint' } },
    });
    const twice = await prisma().ledgerEntry.create({
      data: { ...entry, id: undefined, createdAt: undefined, wallet: '0x000000000000000000000000000000000000dEaD' },
    });
    await expect
      .poll(() => readyMoney('NGN'))
      .toMatch(/^NGN supply 40 on chain differs from the ledger's 80 at block \d+$/);
    const refused = await money(svc.url, MINT, u, 5, 'total-refused');
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatchObject({
      error: 'SERVICE_UNAVAILABLE',
      detail: expect.stringContaining("NGN supply 40 on chain differs from the ledger's 80"),
    });

    await prisma().ledgerEntry.delete({ where: { id: twice.id } });
    await expect.poll(() => readyMoney('NGN')).toMatch(/^supply equals the ledger at block \d+$/);
    await expect.poll(async () => (await money(svc.url, MINT, u, 5, 'total-after')).status).toBe(201);
  });

  it('the running total stays the sum of the entries through mints, burns, payments and every direct change', async () => {
    const [a, b] = [await moneyUser(svc.url), await moneyUser(svc.url)];
    expect((await money(svc.url, MINT, a, 25.5, 'sum-mint-a')).status).toBe(201);
    expect((await money(svc.url, MINT, b, 3, 'sum-mint-b')).status).toBe(201);
    expect((await money(svc.url, BURN, a, 0.25, 'sum-burn-a')).status).toBe(201);
    // A payment: a transfer's two entries (− and +) in one statement.
    const [alice, bob] = [await payer(svc.url, 10), await payee(svc.url)];
    const before = await prisma().ledgerEntry.count();
    expect((await pay(svc.url, alice, bob.usertag)).status).toBe(201);
    await expect.poll(() => prisma().ledgerEntry.count()).toBe(before + 2);
    const equal = async () => (await totals()).every((t) => t.total === t.entries);
    expect(await equal()).toBe(true);
    expect((await totals()).length).toBeGreaterThan(0);

    // What the engine's own statements do besides inserting: a replayed chain's new block
    // (blockNumber only: no total moves), a reorg's removal; and an amount or token changed by hand.
    const [first, second] = await prisma().ledgerEntry.findMany({ orderBy: { id: 'asc' }, take: 2 });
    await prisma().ledgerEntry.updateMany({
      where: { id: first.id },
      data: { blockNumber: first.blockNumber + 1000n },
    });
    expect(await equal()).toBe(true);
    await prisma().ledgerEntry.update({ where: { id: first.id }, data: { amount: '12.000000000000000001' } });
    expect(await equal()).toBe(true);
    await prisma().ledgerEntry.update({
      where: { id: second.id },
      data: { token: '0x0000000000000000000000000000000000000001' },
    });
    expect(await equal()).toBe(true);
    await prisma().ledgerEntry.deleteMany({ where: { id: { in: [first.id, second.id] } } });
    expect(await equal()).toBe(true);
  });
});
