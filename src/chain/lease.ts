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
  /** The lease's row: `money` (lane 0) or `money:<lane>` (src/chain/lanes.ts). */
  name?: string;
}

/** The lease of money lane `lane`: lane 0 keeps the name the engine always had. */
export const laneLeaseName = (lane: number) => (lane === 0 ? MONEY_LEASE : `${MONEY_LEASE}:${lane}`);

export function createLease(
  prisma: PrismaClient,
  {
    ttlMs,
    takeOver = false,
    name = MONEY_LEASE,
    owner = `${process.pid}-${randomUUID()}`,
  }: LeaseOptions & {
    owner?: string;
  },
): Lease {
  const ttl = `${Math.ceil(ttlMs)} milliseconds`;
  let forced = !takeOver;
  const held = Prisma.sql`EXISTS (SELECT 1 FROM "EngineLease"
    WHERE "name" = ${name} AND "owner" = ${owner} AND "expiresAt" > now() FOR UPDATE)`;
  return {
    owner,
    async acquire() {
      const force = !forced;
      forced = true;
      const rows = await prisma.$queryRaw<Array<{ owner: string }>>`
        INSERT INTO "EngineLease" ("name", "owner", "expiresAt") VALUES (${name}, ${owner}, now() + ${ttl}::interval)
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
      await prisma.$executeRaw`DELETE FROM "EngineLease" WHERE "name" = ${name} AND "owner" = ${owner}`;
    },
  };
}

/** A live instance's row among the leases: `member:<owner>` (names that are no lane's). */
const MEMBER = 'member:';

export interface Membership {
  /** Renews this instance's row and returns how many instances are live (this one included). */
  beat(): Promise<number>;
  leave(): Promise<void>;
}

/**
 * The instances that drive money, so that each takes its share of the lanes (ceil(lanes /
 * instances)): every instance renews a row with the lease's expiry; a dead one's row expires
 * with its leases, and the survivors' shares grow.
 */
export function createMembership(prisma: PrismaClient, { ttlMs, owner }: { ttlMs: number; owner: string }): Membership {
  const ttl = `${Math.ceil(ttlMs)} milliseconds`;
  const name = `${MEMBER}${owner}`;
  return {
    async beat() {
      const [row] = await prisma.$queryRaw<Array<{ live: number }>>`
        WITH mine AS (
          INSERT INTO "EngineLease" ("name", "owner", "expiresAt") VALUES (${name}, ${owner}, now() + ${ttl}::interval)
          ON CONFLICT ("name") DO UPDATE SET "expiresAt" = EXCLUDED."expiresAt"
          RETURNING "name"
        ), gone AS (
          DELETE FROM "EngineLease" WHERE "name" LIKE ${`${MEMBER}%`} AND "expiresAt" < now() - interval '1 minute'
        )
        SELECT (SELECT count(*) FROM "EngineLease" WHERE "name" LIKE ${`${MEMBER}%`} AND "expiresAt" > now()
          AND "name" <> ${name})::int + (SELECT count(*) FROM mine)::int AS "live"`;
      return Math.max(1, row?.live ?? 1);
    },
    async leave() {
      await prisma.$executeRaw`DELETE FROM "EngineLease" WHERE "name" = ${name}`;
    },
  };
}
