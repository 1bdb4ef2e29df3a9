import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

// One owner for the money engine at a time, across every instance sharing the database.
// The lease lives in a row with an expiry on the database clock (never the instances' own
// clocks); its owner renews it while it works and releases it when it stops. A writer that
// lost it (paused past the expiry, cut off from the database) can sign nothing more: every
// signing transaction checks the lease under a row lock first (see `holds`).

export const MONEY_LEASE = 'money';

type Tx = Pick<PrismaClient, '$queryRaw'>;

export interface Lease {
  /** This process's owner id. */
  readonly owner: string;
  /** Takes the lease if it is free or expired, or renews it if held; true when held. */
  acquire(): Promise<boolean>;
  /** Inside a transaction: true when this process holds a live lease (locks the row until commit). */
  holds(tx: Tx): Promise<boolean>;
  /**
   * `holds` as a boolean expression for a caller's own statement, so the check shares its round
   * trip. The statement's other reads see the database as it was before any wait for the row:
   * only reads that no other owner can have changed since may share it (the engine's store).
   */
  readonly held: Prisma.Sql;
  release(): Promise<void>;
}

export interface LeaseOptions {
  ttlMs: number;
  /**
   * Take the lease even if another owner holds it. Only for the embedded database, which one
   * process can open at a time (DATA_DIR lock): any other owner there is a dead predecessor.
   */
  takeOver?: boolean;
}

export function createLease(prisma: PrismaClient, { ttlMs, takeOver = false }: LeaseOptions): Lease {
  const owner = `${process.pid}-${randomUUID()}`;
  const ttl = `${Math.ceil(ttlMs)} milliseconds`;
  let forced = !takeOver;
  const held = Prisma.sql`EXISTS (SELECT 1 FROM "EngineLease"
    WHERE "name" = ${MONEY_LEASE} AND "owner" = ${owner} AND "expiresAt" > now() FOR UPDATE)`;
  return {
    owner,
    async acquire() {
      const force = !forced;
      forced = true;
      const rows = await prisma.$queryRaw<Array<{ owner: string }>>`
        INSERT INTO "EngineLease" ("name", "owner", "expiresAt") VALUES (${MONEY_LEASE}, ${owner}, now() + ${ttl}::interval)
        ON CONFLICT ("name") DO UPDATE SET "owner" = EXCLUDED."owner", "expiresAt" = EXCLUDED."expiresAt"
        WHERE "EngineLease"."owner" = ${owner} OR "EngineLease"."expiresAt" < now() OR ${force}
        RETURNING "owner"`;
      return rows.length === 1;
    },
    held,
    async holds(tx) {
      const [row] = await tx.$queryRaw<Array<{ held: boolean }>>`SELECT ${held} AS "held"`;
      return row.held;
    },
    async release() {
      await prisma.$executeRaw`DELETE FROM "EngineLease" WHERE "name" = ${MONEY_LEASE} AND "owner" = ${owner}`;
    },
  };
}
