import type { PrismaClient } from '../../generated/prisma/client.js';
import { minorToMajor } from './amount.js';

// Fiat per currency and rail, from RailOperation rows alone (exact, minor units):
//   collected − paid out − refunded = held at the provider for the tokens outstanding.
// collected: successful COLLECTIONs; paid out: successful PAYOUTs of burns and cash-outs (a
// REVERSED payout came back, so it is not counted); refunded: successful PAYOUTs of a MINT (a
// failed deposit's refund). Comparing `held` with the tokens outstanding from the ledger (and
// the on-chain supply) is the engine step's, once the engine drives rails (docs/rails.md).

export interface RailTreasuryRow {
  currency: string;
  provider: string;
  collectedMinor: bigint;
  paidOutMinor: bigint;
  refundedMinor: bigint;
  heldMinor: bigint;
}

/** A signed amount in major units ("-12.50"), for printing and metrics. */
export function signedMajor(minor: bigint, currency: string): string {
  return minor < 0n ? `-${minorToMajor(-minor, currency)}` : minorToMajor(minor, currency);
}

export async function railTreasury(prisma: PrismaClient): Promise<RailTreasuryRow[]> {
  const [byKind, refunds] = await Promise.all([
    prisma.railOperation.groupBy({
      by: ['currency', 'provider', 'kind'],
      where: { state: 'SUCCESSFUL' },
      _sum: { amountMinor: true },
    }),
    prisma.railOperation.groupBy({
      by: ['currency', 'provider'],
      where: { state: 'SUCCESSFUL', kind: 'PAYOUT', transaction: { networkOp: 'MINT' } },
      _sum: { amountMinor: true },
    }),
  ]);
  const rows = new Map<string, RailTreasuryRow>();
  const row = (currency: string, provider: string) => {
    const key = `${currency}\u0000${provider}`;
    let r = rows.get(key);
    if (!r) {
      r = { currency, provider, collectedMinor: 0n, paidOutMinor: 0n, refundedMinor: 0n, heldMinor: 0n };
      rows.set(key, r);
    }
    return r;
  };
  for (const g of byKind) {
    const r = row(g.currency, g.provider);
    if (g.kind === 'COLLECTION') r.collectedMinor += g._sum.amountMinor ?? 0n;
    else r.paidOutMinor += g._sum.amountMinor ?? 0n;
  }
  for (const g of refunds) {
    const r = row(g.currency, g.provider);
    const refunded = g._sum.amountMinor ?? 0n;
    r.refundedMinor += refunded;
    r.paidOutMinor -= refunded;
  }
  for (const r of rows.values()) r.heldMinor = r.collectedMinor - r.paidOutMinor - r.refundedMinor;
  return [...rows.values()].sort((a, b) =>
    a.currency === b.currency ? a.provider.localeCompare(b.provider) : a.currency.localeCompare(b.currency),
  );
}
