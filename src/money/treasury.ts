import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

// Reserves across currencies. A cross-currency payment burns tokens of one currency and mints
// tokens of another: the fiat that backed the burned tokens stays in that currency's treasury
// (a surplus), while the minted tokens have no fiat behind them yet (a shortfall). Per currency,
// surplus = burned − minted by confirmed payment legs (a refund's mint cancels its burn). An
// operator rebalances by moving fiat from the currencies in surplus to those short; the figures
// come out of `npm run money -- treasury` and the metric fas_treasury_surplus.

/** Per currency with payment legs: fiat held beyond its tokens because of payments (negative: short), decimal text. */
export async function treasurySurplus(prisma: PrismaClient): Promise<Record<string, string>> {
  const groups = await prisma.stablecoinTransaction.groupBy({
    by: ['tokenSymbol', 'networkOp'],
    where: { paymentId: { not: null }, status: 'CONFIRMED', networkOp: { in: ['MINT', 'BURN'] } },
    _sum: { tokenAmt: true },
  });
  const sum = (symbol: string, op: 'MINT' | 'BURN') =>
    groups.find((g) => g.tokenSymbol === symbol && g.networkOp === op)?._sum.tokenAmt ?? new Prisma.Decimal(0);
  const symbols = [...new Set(groups.map((g) => g.tokenSymbol))].sort();
  return Object.fromEntries(symbols.map((s) => [s, sum(s, 'BURN').minus(sum(s, 'MINT')).toFixed(2)]));
}
