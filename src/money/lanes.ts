import { Prisma } from '../generated/prisma/client.js';
import { laneOfAddress } from '../chain/lanes.js';

// Which money lane an operation goes to (docs/money.md, Lanes): chosen by wallet when the
// operation is recorded, stored on it (StablecoinTransaction.lane) and never changed. A wallet
// with an operation still open keeps that operation's lane, so its operations stay ordered even
// after MONEY_LANES was raised; otherwise its address decides (src/chain/lanes.ts). A payment goes
// to its sender's lane (its first leg's wallet); a cross-currency payment's mint to the
// recipient is the recipient wallet's operation, on the recipient's lane.

/**
 * Statuses of an operation that may still sign or be signed again on its lane. Compared with the
 * column as it is (an enum): `"status"::text IN` could use no index and read every operation.
 */
const OPEN_ON_LANE = Prisma.sql`('PENDING', 'AWAITING_DEPOSIT', 'SUBMITTED', 'REORGED', 'PAYING_OUT')`;

type Db = Pick<Prisma.TransactionClient, '$queryRaw'>;

/**
 * The lane of `wallet`'s newest open operation (if it is one of today's lanes), else the
 * wallet's own (as an SQL expression). After MONEY_LANES was lowered, a wallet whose open
 * operation is on a lane above it moves to one of today's: that lane is still driven until its
 * operations are done (src/chain/runtime.ts), but takes nothing new.
 */
export function laneSql(wallet: string, lanes: number): Prisma.Sql {
  if (lanes <= 1) return Prisma.sql`0`;
  return Prisma.sql`COALESCE((SELECT "lane" FROM "StablecoinTransaction" WHERE "walletAddress" = ${wallet}
    AND "lane" < ${lanes} AND "status" IN ${OPEN_ON_LANE} ORDER BY "id" DESC LIMIT 1), ${laneOfAddress(wallet, lanes)}::int)`;
}

/** The lane a new operation of `wallet` is recorded with (laneSql, read on its own). */
export async function laneFor(db: Db, wallet: string, lanes: number): Promise<number> {
  if (lanes <= 1) return 0;
  const [row] = await db.$queryRaw<Array<{ lane: number }>>`SELECT ${laneSql(wallet, lanes)} AS "lane"`;
  return Number(row.lane);
}
