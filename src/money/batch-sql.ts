import { Prisma } from '../generated/prisma/client.js';
import { type EventInput, gatedEventWrites } from '../events/outbox.js';

// The money engine's writes for a whole batch of operations, one statement each instead of one
// per operation. Like every transition of the engine, each row is written only if it is still
// in the status it was read in; the statement returns the ids it wrote. Raw SQL, so `updatedAt`
// (Prisma's @updatedAt) is set here.

type Db = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw'>;

interface Row {
  id: number;
  /** The status the row was read in. */
  status: string;
}

const written = (rows: Array<{ id: number }>) => new Set(rows.map((r) => r.id));

/** Deposits collected through the rail: their references, before anything is signed. */
export async function recordCollected(db: Db, items: Array<Row & { railReference: string }>) {
  if (items.length === 0) return new Set<number>();
  const values = Prisma.join(items.map((i) => Prisma.sql`(${i.id}::int, ${i.status}::text, ${i.railReference}::text)`));
  return written(
    await db.$queryRaw<Array<{ id: number }>>`
      UPDATE "StablecoinTransaction" AS s SET "railReference" = v.ref, "updatedAt" = now()
      FROM (VALUES ${values}) AS v(id, status, ref)
      WHERE s."id" = v.id AND s."status"::text = v.status
      RETURNING s."id"`,
  );
}

export interface SignedItem extends Row {
  next: string;
  hash: string;
  signedTx: string;
  nonce: number;
  permitNonce: bigint | null;
  permitDeadline: bigint | null;
}

/**
 * Operations whose transaction was just signed: their new status, transaction and permit, as a
 * statement of the signing transaction (the engine runs it in the statement that stores the
 * transactions: ChainWriter's `also`), written only `when` holds, returning the ids written.
 */
export function recordSigned(items: SignedItem[], when: Prisma.Sql = Prisma.sql`TRUE`) {
  const values = Prisma.join(
    items.map(
      (i) =>
        Prisma.sql`(${i.id}::int, ${i.status}::text, ${i.next}::text, ${i.hash}::text, ${i.signedTx}::text, ${i.nonce}::int, ${i.permitNonce}::bigint, ${i.permitDeadline}::bigint)`,
    ),
  );
  return Prisma.sql`
      UPDATE "StablecoinTransaction" AS s SET
        "status" = v.next::"TxStatus", "networkTxHash" = v.hash, "signedTx" = v.signed, "networkNonce" = v.nonce,
        "permitNonce" = COALESCE(v.permit_nonce, s."permitNonce"),
        "permitDeadline" = COALESCE(v.permit_deadline, s."permitDeadline"), "updatedAt" = now()
      FROM (VALUES ${values}) AS v(id, status, next, hash, signed, nonce, permit_nonce, permit_deadline)
      WHERE s."id" = v.id AND s."status"::text = v.status AND ${when}
      RETURNING s."id"`;
}

export interface MinedItem extends Row {
  hash: string;
  signedTx: string;
  nonce: number;
  blockNumber: bigint;
  blockHash: string;
  feesWei: string;
  feesEth: string;
  feesCcy: string;
  token: string;
  /** Its ledger entries: what each wallet received (+) or gave (−). */
  entries: Array<{ wallet: string; amount: string }>;
}

/**
 * Operations final on chain with nothing left to do (mints, and a payment's legs): CONFIRMED
 * with their receipt, their ledger entries and `events` (each gated on its operation's id:
 * src/events/outbox.ts gatedEventWrites), in one statement (a data-modifying WITH: all or
 * nothing, no transaction around it). Returns the ids confirmed.
 */
export async function recordConfirmed(
  db: Db,
  items: MinedItem[],
  confirmedAt: Date,
  events: Array<{ gate: number; event: EventInput }> = [],
) {
  if (items.length === 0) return new Set<number>();
  const values = Prisma.join(
    items.map(
      (i) =>
        Prisma.sql`(${i.id}::int, ${i.status}::text, ${i.hash}::text, ${i.signedTx}::text, ${i.nonce}::int, ${i.blockNumber}::bigint, ${i.blockHash}::text, ${i.feesWei}::numeric, ${i.feesEth}::numeric, ${i.feesCcy}::numeric)`,
    ),
  );
  const entries = Prisma.join(
    items.flatMap((i) =>
      i.entries.map(
        (e) =>
          Prisma.sql`(${i.id}::int, ${i.token}::text, ${e.wallet}::text, ${e.amount}::numeric, ${i.blockNumber}::bigint)`,
      ),
    ),
  );
  return written(
    await db.$queryRaw<Array<{ id: number }>>`
      WITH v(id, status, hash, signed, nonce, block_number, block_hash, fees_wei, fees_eth, fees_ccy)
        AS (VALUES ${values}),
      e(id, token, wallet, amount, block_number) AS (VALUES ${entries}),
      confirmed AS (
        UPDATE "StablecoinTransaction" AS s SET
          "status" = 'CONFIRMED', "confirmedAt" = ${confirmedAt}::timestamptz, "failureReason" = NULL,
          "networkTxHash" = v.hash, "signedTx" = v.signed, "networkNonce" = v.nonce,
          "blockNumber" = v.block_number, "blockHash" = v.block_hash,
          "networkFeesWei" = v.fees_wei, "networkFeesEth" = v.fees_eth, "networkFeesCcy" = v.fees_ccy, "updatedAt" = now()
        FROM v WHERE s."id" = v.id AND s."status"::text = v.status
        RETURNING s."id"
      ), ledger AS (
        INSERT INTO "LedgerEntry" ("operationId", "token", "wallet", "amount", "blockNumber")
        SELECT e.id, e.token, e.wallet, e.amount, e.block_number FROM e JOIN confirmed c ON c."id" = e.id
        ON CONFLICT ("operationId", "wallet") DO UPDATE SET "blockNumber" = EXCLUDED."blockNumber"
      )${gatedEventWrites('confirmed', events)}
      SELECT "id" FROM confirmed`,
  );
}

export interface PaymentMove extends Row {
  next: string;
  failureReason: string | null;
  confirmedAt: Date | null;
}

/**
 * Payments moved by the payments step (src/money/payment-progress.ts), each only from the status
 * it was read in, with `events` gated on the payments moved, in one statement. Returns the ids moved.
 */
export async function recordPaymentMoves(
  db: Db,
  items: PaymentMove[],
  events: Array<{ gate: number; event: EventInput }> = [],
) {
  if (items.length === 0) return new Set<number>();
  const values = Prisma.join(
    items.map(
      (i) =>
        Prisma.sql`(${i.id}::int, ${i.status}::text, ${i.next}::text, ${i.failureReason}::text, ${i.confirmedAt}::timestamptz)`,
    ),
  );
  return written(
    await db.$queryRaw<Array<{ id: number }>>`
      WITH moved AS (
        UPDATE "Payment" AS p SET
          "status" = v.next::"PaymentStatus", "failureReason" = v.reason, "confirmedAt" = v.confirmed_at, "updatedAt" = now()
        FROM (VALUES ${values}) AS v(id, status, next, reason, confirmed_at)
        WHERE p."id" = v.id AND p."status"::text = v.status
        RETURNING p."id"
      )${gatedEventWrites('moved', events)}
      SELECT "id" FROM moved`,
  );
}
