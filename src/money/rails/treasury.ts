import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { TxStatus } from '../../generated/prisma/enums.js';
import { minorToMajor } from './amount.js';

/** What the treasury's reads need: a client or a transaction's (one snapshot for several reads). */
export type Reader = Pick<PrismaClient, '$queryRaw'>;

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

export async function railTreasury(prisma: Reader): Promise<RailTreasuryRow[]> {
  // The running totals (RailTotal, kept by triggers on RailOperation): a currency and provider
  // with nothing successful yet is not listed.
  const rows = await prisma.$queryRaw<
    Array<{ currency: string; provider: string; collected: string; paid: string; refunded: string }>
  >`
    SELECT "currency", "provider", SUM("collectedMinor")::text AS collected, SUM("paidOutMinor")::text AS paid,
      SUM("refundedMinor")::text AS refunded
    FROM "RailTotal" GROUP BY "currency", "provider"
    HAVING SUM("collectedMinor") <> 0 OR SUM("paidOutMinor") <> 0 OR SUM("refundedMinor") <> 0`;
  return rows
    .map((r) => {
      const [collectedMinor, paidOutMinor, refundedMinor] = [BigInt(r.collected), BigInt(r.paid), BigInt(r.refunded)];
      return {
        currency: r.currency,
        provider: r.provider,
        collectedMinor,
        paidOutMinor,
        refundedMinor,
        heldMinor: collectedMinor - paidOutMinor - refundedMinor,
      };
    })
    .sort((a, b) =>
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

/** A row of the backing statement: decimal text, as PostgreSQL prints it. */
export interface BackingSums {
  currency: string;
  provider: string;
  held: string;
  tokens: string;
  in_flight: string;
  open: bigint | number;
}

/** The backing statement's rows as figures (exported for the full statement the tests compare with). */
export function backingRows(rows: BackingSums[]): RailBackingRow[] {
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

/**
 * Statuses of an operation not ended yet: every TxStatus but CONFIRMED and FAILED (a status added
 * later is open until it is named here). Literals compared with the enum column as it is, so that
 * its index serves (`"status"::text IN` reads every operation: src/money/lanes.ts).
 */
const UNENDED = Prisma.raw(
  `(${Object.values(TxStatus)
    .filter((s) => s !== 'CONFIRMED' && s !== 'FAILED')
    .map((s) => `'${s}'`)
    .join(', ')})`,
);

/**
 * One statement (one snapshot of the database). Held and the tokens outstanding are the running
 * totals (RailTotal: kept by triggers on RailOperation and LedgerEntry); in flight is worked out
 * from the operations not ended only: those whose status, a rail operation or a re-mint is still
 * open (each found by an index), so a check costs what is open, not what ever was. The figures
 * are those of the statement over every railed operation (test/helpers/rail-backing.ts).
 */
export async function railBacking(prisma: Reader): Promise<RailBackingRow[]> {
  const rows = await prisma.$queryRaw<BackingSums[]>`
    WITH totals AS (
      SELECT "currency", "provider", SUM("collectedMinor" - "paidOutMinor" - "refundedMinor") AS held, SUM("tokens") AS tokens
      FROM "RailTotal" GROUP BY "currency", "provider"
    ), unended AS (
      SELECT t."id" FROM "StablecoinTransaction" t WHERE t."status" IN ${UNENDED}
      UNION
      SELECT p."id" FROM "StablecoinTransaction" m
      JOIN "StablecoinTransaction" p ON p."userId" = m."userId" AND p."uuid" =
        CASE WHEN m."idempotencyKey" ~ '^remint:[0-9a-f-]{36}$' THEN substr(m."idempotencyKey", 8)::uuid END
      WHERE m."status" IN ${UNENDED} AND m."keyScope" = 'ENGINE'
      UNION
      SELECT r."transactionId" FROM "RailOperation" r WHERE r."state" IN ('REQUESTING', 'PENDING')
    ), ops AS (
      SELECT r."currency", r."provider", t."id", t."uuid", t."userId", t."status",
        SUM(CASE WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'COLLECTION' THEN r."amountMinor"
                 WHEN r."state" = 'SUCCESSFUL' AND r."kind" = 'PAYOUT' THEN -r."amountMinor"
                 ELSE 0 END) AS fiat,
        BOOL_OR(r."state" IN ('REQUESTING', 'PENDING')) AS rail_open
      FROM "RailOperation" r JOIN "StablecoinTransaction" t ON t."id" = r."transactionId"
      WHERE r."transactionId" IN (SELECT "id" FROM unended)
      GROUP BY r."currency", r."provider", t."id", t."uuid", t."userId", t."status"
    ), judged AS (
      SELECT o."currency", o."provider", o.fiat, fas_operation_tokens(o."id") AS tokens,
        (o."status" IN ('CONFIRMED', 'FAILED') AND NOT o.rail_open
          AND (m."id" IS NULL OR m."status" IN ('CONFIRMED', 'FAILED'))) AS ended
      FROM ops o
      LEFT JOIN "StablecoinTransaction" m
        ON m."userId" = o."userId" AND m."keyScope" = 'ENGINE' AND m."idempotencyKey" = 'remint:' || o."uuid"
    ), flight AS (
      SELECT "currency", "provider", SUM(fiat - tokens * 100) AS in_flight, COUNT(*) AS open
      FROM judged WHERE NOT ended GROUP BY "currency", "provider"
    )
    SELECT t."currency", t."provider", t.held::text AS held, t.tokens::text AS tokens,
      COALESCE(f.in_flight, 0)::text AS in_flight, COALESCE(f.open, 0) AS open
    FROM totals t LEFT JOIN flight f ON f."currency" = t."currency" AND f."provider" = t."provider"
    ORDER BY t."currency", t."provider"`;
  return backingRows(rows);
}
