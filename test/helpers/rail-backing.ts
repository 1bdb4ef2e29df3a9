import type { PrismaClient } from '../../src/generated/prisma/client.js';
import {
  type BackingSums,
  backingRows,
  type RailBackingRow,
  type Reader,
  railBacking,
} from '../../src/money/rails/treasury.js';

// The rails' backing worked out from every railed operation, as the monitor did before the running
// totals (prisma/migrations/20261207161602_rail_totals): the oracle that src/money/rails/treasury.ts's
// railBacking (totals, and only the operations still open) must equal, figure for figure.
export async function fullRailBacking(prisma: Reader): Promise<RailBackingRow[]> {
  const rows = await prisma.$queryRaw<BackingSums[]>`
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
  return backingRows(rows);
}

/**
 * railBacking and the full statement read in one snapshot (a repeatable-read transaction), so an
 * engine still moving operations cannot make them differ: they must be equal.
 */
export async function backingAndFull(prisma: PrismaClient) {
  return prisma.$transaction(
    async (tx) => ({
      backing: await railBacking(tx),
      full: await fullRailBacking(tx),
    }),
    { isolationLevel: 'RepeatableRead' },
  );
}
