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

/**
 * Per currency and rail, what the fiat held backs: the tokens outstanding of the operations that
 * went through that rail (its deposits, its withdrawals and cash-outs, and their re-mints), and
 * what is in flight (an operation, its rail operations or its re-mint not ended yet: a deposit
 * collected but not minted, a burn final but its payout not paid yet, ...). Once every operation
 * has ended, held = outstanding + 0; at any moment held = outstanding + in flight, where in flight
 * is counted only from operations that have not ended. `difference` is what ended operations
 * leave unbalanced (0 unless money was paid or minted twice, or not at all: the monitor's check).
 */
export interface RailBackingRow {
  currency: string;
  provider: string;
  heldMinor: bigint;
  outstandingMinor: bigint;
  inFlightMinor: bigint;
  /** Operations (with their rail operations and re-mint) not ended yet. */
  open: number;
  /** held − outstanding − in flight: what ended operations leave unbalanced (null: a ledger amount below a minor unit). */
  differenceMinor: bigint | null;
}

/** Token units (decimal text, 18 places) → minor units; null when not a whole number of minor units. */
function unitsToMinor(text: string): bigint | null {
  const negative = text.startsWith('-');
  const [whole, frac = ''] = (negative ? text.slice(1) : text).split('.');
  if (/[1-9]/.test(frac.slice(2))) return null;
  const minor = BigInt(whole || '0') * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
}

/** Minor units as decimal text ("1234", "1234.0000…") → bigint; null when not a whole number. */
function wholeMinor(text: string): bigint | null {
  const [whole, frac = ''] = text.split('.');
  return /[1-9]/.test(frac) ? null : BigInt(whole);
}

/** One statement (one snapshot of the database), every railed operation once. */
export async function railBacking(prisma: PrismaClient): Promise<RailBackingRow[]> {
  const rows = await prisma.$queryRaw<
    Array<{ currency: string; provider: string; held: string; tokens: string; in_flight: string; open: bigint }>
  >`
    WITH ops AS (
      SELECT r."currency", r."provider", t."id", t."uuid", t."userId", t."status",
        SUM(CASE WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'COLLECTION' THEN r."amountMinor"
                 WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'PAYOUT' THEN -r."amountMinor"
                 ELSE 0 END) AS fiat,
        BOOL_OR(r."state" IN ('REQUESTING', 'PENDING')) AS rail_open
      FROM "RailOperation" r JOIN "StablecoinTransaction" t ON t."id" = r."transactionId"
      GROUP BY r."currency", r."provider", t."id", t."uuid", t."userId", t."status"
    ), each AS (
      SELECT o.*, m."id" AS remint_id, m."status" AS remint_status,
        COALESCE((SELECT SUM(l."amount") FROM "LedgerEntry" l WHERE l."operationId" = o."id"), 0)
          + COALESCE((SELECT SUM(l."amount") FROM "LedgerEntry" l WHERE l."operationId" = m."id"), 0) AS tokens
      FROM ops o
      LEFT JOIN "StablecoinTransaction" m
        ON m."userId" = o."userId" AND m."keyScope" = 'ENGINE' AND m."idempotencyKey" = 'remint:' || o."uuid"
    ), judged AS (
      SELECT *, (
        "status" IN ('CONFIRMED', 'FAILED') AND NOT rail_open
          AND (remint_id IS NULL OR remint_status IN ('CONFIRMED', 'FAILED'))
      ) AS ended
      FROM each
    )
    SELECT "currency", "provider",
      SUM(fiat)::text AS held,
      SUM(tokens)::text AS tokens,
      SUM(CASE WHEN ended THEN 0 ELSE fiat - tokens * 100 END)::text AS in_flight,
      COUNT(*) FILTER (WHERE NOT ended) AS open
    FROM judged
    GROUP BY "currency", "provider"
    ORDER BY "currency", "provider"`;
  return rows.map((r) => {
    const heldMinor = BigInt(r.held);
    const outstanding = unitsToMinor(r.tokens);
    // Already in minor units (fiat − tokens × 100): a whole number, or null.
    const inFlight = wholeMinor(r.in_flight);
    return {
      currency: r.currency,
      provider: r.provider,
      heldMinor,
      outstandingMinor: outstanding ?? 0n,
      inFlightMinor: inFlight ?? 0n,
      open: Number(r.open),
      // A ledger amount that is not a whole number of minor units can never balance.
      differenceMinor: outstanding === null || inFlight === null ? null : heldMinor - outstanding - inFlight,
    };
  });
}
