import { describe, expect, it } from 'vitest';
import { MINT, money, moneyUser } from './helpers/money.js';
import { useService } from './helpers/fixture.js';
import { withBankAccount } from './helpers/rails.js';

// Operations a rail cannot take now: a deposit from a bank account when RAILS routes no bank
// (it waits, PENDING), and a rail operation of a provider RAILS no longer names. Neither may keep
// the engine spinning: the loop idles (its background statements are counted over two seconds,
// before and with the waiting deposit), and the orphaned rail operation backs off.

let background = 0;
const svc = useService(
  { RAIL_SIMULATOR: 'true', RAILS: 'momo:MOBILE_MONEY:*', MONEY_WAIT_SECONDS: '1' },
  {
    onQuery: (_event, cause) => {
      if (cause === undefined) background++;
    },
  },
);
const prisma = () => svc.infra.prisma;

async function statementsIn(ms: number) {
  const before = background;
  await new Promise((r) => setTimeout(r, ms));
  return background - before;
}

describe('an operation no rail can take', () => {
  it('a deposit with no route waits without the engine spinning; a rail operation of an unnamed provider backs off', async () => {
    const u = await withBankAccount(svc.url, await moneyUser(svc.url, 'NGN'));
    const idle = await statementsIn(2_000);
    const res = await money(svc.url, MINT, u, 10, 'no-route');
    expect(res.status).toBeLessThan(600);
    const row = await prisma().stablecoinTransaction.findFirstOrThrow({ where: { idempotencyKey: 'no-route' } });
    expect(row.status).toBe('PENDING');
    const waiting = await statementsIn(2_000);
    console.log(`rails-route: background statements in 2 s: idle ${idle}, with a deposit no rail takes ${waiting}`);
    // A pass every idlePollMs (250 ms), not every busyPollMs (20 ms): a few statements a pass.
    expect(waiting).toBeLessThan(2 * idle);

    // A collection recorded for paystack, which RAILS no longer names.
    const op = await prisma().railOperation.create({
      data: {
        transactionId: row.id,
        kind: 'COLLECTION',
        provider: 'paystack',
        amountMinor: 1000n,
        currency: 'NGN',
        nextCheckAt: svc.clock.now(),
        createdAt: svc.clock.now(),
      },
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const later = await prisma().railOperation.findUniqueOrThrow({ where: { id: op.id } });
    // Looked at after 0, 1, 3 s (1 s doubling; the test clock runs with real time): never requested,
    // never spinning (a pass every 250 ms would have looked at it a dozen times).
    expect(later.state).toBe('REQUESTING');
    expect(later.attempts).toBeGreaterThanOrEqual(1);
    expect(later.attempts).toBeLessThanOrEqual(3);
    expect(later.nextCheckAt!.getTime()).toBeGreaterThan(svc.clock.now().getTime());
    expect((await prisma().stablecoinTransaction.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('PENDING');
  });
});
