// The same migration checks, run on PGlite and on PostgreSQL by the two *.test.ts files.
import { mkdir, readFile, writeFile, cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  applyMigrations,
  defaultMigrationsDir,
  diffDatabaseToSchema,
  diffSchemaToSql,
  migrationStatus,
} from '../../src/db/migrate.js';
import { makeTempDir, migrationFolders } from './helpers.js';

export interface TargetDb {
  factory: SqlMigrationAwareDriverAdapterFactory;
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
}

/** Registers the checks; `open(label)` gives a fresh, empty database each time it is called. */
export function migrationSuite(open: (label: string) => Promise<TargetDb>): void {
  let db: TargetDb;
  const dbs: TargetDb[] = [];
  const openTracked = async (label: string) => {
    const t = await open(label);
    dbs.push(t);
    return t;
  };

  /**
   * A database as it was before the migration folder named `*${step}`: the folders before it
   * applied from a copy, `seed` run on it, then that one and every later one applied as the upgrade
   * (exactly those: a later migration may rely on what the step made).
   */
  const upgraded = async (label: string, step: string, seed: (target: TargetDb) => Promise<void>) => {
    const folders = await migrationFolders();
    const missing = folders.slice(folders.findIndex((f) => f.name.endsWith(step))).map((f) => f.name);
    const tmp = await makeTempDir('fas-migrations-');
    try {
      await cp(defaultMigrationsDir, tmp.path, { recursive: true });
      for (const name of missing) await rm(join(tmp.path, name), { recursive: true });
      const target = await openTracked(label);
      await applyMigrations(target.factory, { migrationsDir: tmp.path });
      await seed(target);
      const { applied } = await applyMigrations(target.factory);
      expect(applied).toEqual(missing);
      return target;
    } finally {
      await tmp.remove();
    }
  };

  beforeAll(async () => {
    db = await openTracked('main');
  });
  afterAll(async () => {
    await Promise.allSettled(dbs.map((d) => d.close()));
  });

  it('applies every migration folder to a fresh database', async () => {
    const folders = await migrationFolders();
    expect(folders.length).toBeGreaterThan(0);
    const { applied } = await applyMigrations(db.factory);
    expect(applied).toEqual(folders.map((f) => f.name));
  });

  it('leaves a database whose schema is exactly schema.prisma', async () => {
    expect(await diffDatabaseToSchema(db.factory)).toBe('');
  });

  it('records one finished _prisma_migrations row per folder, with the CLI checksum', async () => {
    const rows = await db.query<MigrationRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
    );
    const folders = await migrationFolders();
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(folders.map((f) => [f.name, f.checksum]));
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    // What `prisma migrate status` would say, from the same engine call.
    const status = await migrationStatus(db.factory);
    expect(status).toMatchObject({ history: null, failedMigrationNames: [], editedMigrationNames: [] });
  });

  it('is a no-op when re-applied', async () => {
    const before = await db.query('SELECT id FROM _prisma_migrations');
    const { applied } = await applyMigrations(db.factory);
    expect(applied).toEqual([]);
    expect(await db.query('SELECT id FROM _prisma_migrations')).toEqual(before);
  });

  it('has migrations that agree with schema.prisma (diffSchemaToSql is empty)', async () => {
    expect(await diffSchemaToSql(db.factory)).toBe('');
  });

  it('notices drift between the database and schema.prisma', async () => {
    const other = await openTracked('drift');
    await applyMigrations(other.factory);
    await other.query('ALTER TABLE "User" ADD COLUMN "stray" integer');
    expect(await diffDatabaseToSchema(other.factory)).toMatch(/DROP COLUMN "stray"/);
  });

  it('upgrades a database of the previous money engine: its signed transactions join the chain ledger, confirmed operations become ledger entries', async () => {
    // The database as it was before the money engine: that migration and every later one are missing.
    const target = await upgraded('upgrade', '_money_engine', async (old) => {
      const [user] = await old.query<{ id: number }>(
        `INSERT INTO "User" ("uuid", "updatedAt") VALUES (gen_random_uuid(), now()) RETURNING "id"`,
      );
      const identity = async (kind: string) =>
        (
          await old.query<{ id: number }>(
            `INSERT INTO "Identity" ("uuid", "userId", "kind", "updatedAt") VALUES (gen_random_uuid(), ${user.id}, '${kind}', now()) RETURNING "id"`,
          )
        )[0].id;
      const [fiat, wallet] = [await identity('MMO'), await identity('CRYPTO')];
      await old.query(
        `INSERT INTO "ChainContract" ("chainId", "symbol", "address") VALUES (31337, 'NGN', '0xAbC0000000000000000000000000000000000001')`,
      );
      const operation = (key: string, status: string, nonce: number, op = 'MINT') =>
        old.query(`INSERT INTO "StablecoinTransaction" ("uuid", "userId", "idempotencyKey", "requestHash", "networkOp", "status", "fiatIdentityId", "networkIdentityId",
          "walletAddress", "tokenAddress", "fiatIso", "fiatAmt", "tokenSymbol", "tokenAmt", "signedTx", "networkNonce", "networkTxHash", "updatedAt")
          VALUES (gen_random_uuid(), ${user.id}, '${key}', 'h', '${op}', '${status}', ${fiat}, ${wallet}, '0xw', '0xabc0000000000000000000000000000000000001', 'NGN', 12.5, 'NGN', 12.5,
          '0xsigned${nonce}', ${nonce}, '0xhash${nonce}', now())`);
      await operation('confirmed', 'CONFIRMED', 0);
      await operation('open', 'SUBMITTED', 1);
      await operation('burned', 'CONFIRMED', 2, 'BURN');
    });
    expect(
      await target.query(
        `SELECT "chainId", "sender", "nonce", "hash", "purpose" FROM "ChainTransaction" ORDER BY "nonce"`,
      ),
    ).toEqual([
      { chainId: 31337, sender: '', nonce: 0, hash: '0xhash0', purpose: 'mint' },
      { chainId: 31337, sender: '', nonce: 1, hash: '0xhash1', purpose: 'mint' },
      { chainId: 31337, sender: '', nonce: 2, hash: '0xhash2', purpose: 'burn' },
    ]);
    const entries = await target.query<{ amount: unknown }>(
      `SELECT "amount"::text AS "amount" FROM "LedgerEntry" ORDER BY "id"`,
    );
    expect(entries.map((e) => Number(e.amount))).toEqual([12.5, -12.5]);
  });

  it("upgrades a database whose ledger had no running totals: each token's total becomes the sum of its entries", async () => {
    const token = '0xabc0000000000000000000000000000000000001';
    const target = await upgraded('ledger-totals', '_ledger_totals', async (old) => {
      const [user] = await old.query<{ id: number }>(
        `INSERT INTO "User" ("uuid", "updatedAt") VALUES (gen_random_uuid(), now()) RETURNING "id"`,
      );
      // Operations 1..40 (every shard), and their entries: mints of 0.5 each, a burn of 1.25.
      for (let n = 1; n <= 40; n++) {
        const op = n === 40 ? 'BURN' : 'MINT';
        const [row] = await old.query<{
          id: number;
        }>(`INSERT INTO "StablecoinTransaction" ("uuid", "userId", "idempotencyKey", "requestHash", "networkOp", "status",
            "walletAddress", "tokenAddress", "fiatIso", "fiatAmt", "tokenSymbol", "tokenAmt", "updatedAt")
          VALUES (gen_random_uuid(), ${user.id}, 'k${n}', 'h', '${op}', 'CONFIRMED', '0xw', '${token}', 'NGN', 1, 'NGN', 1, now()) RETURNING "id"`);
        await old.query(`INSERT INTO "LedgerEntry" ("operationId", "token", "wallet", "amount", "blockNumber")
          VALUES (${row.id}, '${token}', '0xw', ${op === 'BURN' ? '-1.25' : '0.5'}, ${n})`);
      }
    });
    const totals = await target.query<{ token: string; amount: string; shards: number }>(
      `SELECT "token", SUM("amount")::text AS "amount", COUNT(*)::int AS "shards" FROM "LedgerTotal" GROUP BY "token"`,
    );
    expect(totals).toEqual([{ token, amount: '18.250000000000000000', shards: 16 }]);
    expect(await diffDatabaseToSchema(target.factory)).toBe('');
  });

  it('upgrades a database whose rails had no running totals: collected, paid out, refunded and the tokens railed', async () => {
    const token = '0xabc0000000000000000000000000000000000001';
    const target = await upgraded('rail-totals', '_rail_totals', async (old) => {
      const [user] = await old.query<{ id: number }>(
        `INSERT INTO "User" ("uuid", "updatedAt") VALUES (gen_random_uuid(), now()) RETURNING "id"`,
      );
      // A deposit of 5.00, a withdrawal of 2.00, a failed deposit of 3.00 refunded.
      const cases: Array<[string, string, string | null, Array<[string, number]>]> = [
        ['MINT', 'CONFIRMED', '5', [['COLLECTION', 500]]],
        ['BURN', 'CONFIRMED', '-2', [['PAYOUT', 200]]],
        [
          'MINT',
          'FAILED',
          null,
          [
            ['COLLECTION', 300],
            ['PAYOUT', 300],
          ],
        ],
      ];
      for (const [n, [op, status, amount, rails]] of cases.entries()) {
        const [row] = await old.query<{
          id: number;
        }>(`INSERT INTO "StablecoinTransaction" ("uuid", "userId", "idempotencyKey", "requestHash", "networkOp", "status",
            "walletAddress", "tokenAddress", "fiatIso", "fiatAmt", "tokenSymbol", "tokenAmt", "updatedAt")
          VALUES (gen_random_uuid(), ${user.id}, 'r${n}', 'h', '${op}', '${status}', '0xw', '${token}', 'GHS', 1, 'GHS', 1, now()) RETURNING "id"`);
        if (amount)
          await old.query(`INSERT INTO "LedgerEntry" ("operationId", "token", "wallet", "amount", "blockNumber")
            VALUES (${row.id}, '${token}', '0xw', ${amount}, ${n + 1})`);
        for (const [kind, minor] of rails)
          await old.query(`INSERT INTO "RailOperation" ("uuid", "transactionId", "kind", "provider", "state", "amountMinor", "currency", "updatedAt")
            VALUES (gen_random_uuid(), ${row.id}, '${kind}', 'momo', 'SUCCESSFUL', ${minor}, 'GHS', now())`);
      }
    });
    expect(
      await target.query(
        `SELECT "currency", "provider", SUM("collectedMinor")::text AS "collected", SUM("paidOutMinor")::text AS "paidOut",
           SUM("refundedMinor")::text AS "refunded", SUM("tokens")::text AS "tokens"
         FROM "RailTotal" GROUP BY "currency", "provider"`,
      ),
    ).toEqual([
      {
        currency: 'GHS',
        provider: 'momo',
        collected: '800',
        paidOut: '200',
        refunded: '300',
        tokens: '3.000000000000000000',
      },
    ]);
    expect(await diffDatabaseToSchema(target.factory)).toBe('');
  });

  it('upgrades a database whose profiles and usertags had no public id: each row gets its own UUID', async () => {
    const target = await upgraded('profile-uuid', '_profile_usertag_uuid', async (old) => {
      for (const tag of ['ama', 'kofi']) {
        const [user] = await old.query<{ id: number }>(
          `INSERT INTO "User" ("uuid", "updatedAt") VALUES (gen_random_uuid(), now()) RETURNING "id"`,
        );
        await old.query(`INSERT INTO "Usertag" ("userId", "usertag") VALUES (${user.id}, '${tag}')`);
        await old.query(`INSERT INTO "Profile" ("userId", "firstName", "lastName", "dob", "phoneNumber", "addressL1",
          "addressL2", "addressPostcode", "ccyIsoDefault", "entropy", "updatedAt")
          VALUES (${user.id}, 'A', 'B', '1990-01-01', '+233241234567', 'l1', '', '', 'GHS', 'entropy42', now())`);
      }
    });
    for (const table of ['Profile', 'Usertag']) {
      const rows = await target.query<{ uuid: string }>(`SELECT "uuid"::text AS "uuid" FROM "${table}"`);
      expect(rows).toHaveLength(2);
      for (const row of rows)
        expect(row.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(new Set(rows.map((r) => r.uuid)).size).toBe(2);
    }
    expect(await diffDatabaseToSchema(target.factory)).toBe('');
  });

  it('upgrades a database whose messages did not say whether they came from another member: each copy is told from its conversation', async () => {
    const target = await upgraded('message-incoming', '_message_incoming', async (old) => {
      const [ama, kofi] = await old.query<{ id: number }>(
        `INSERT INTO "User" ("uuid", "updatedAt") VALUES (gen_random_uuid(), now()), (gen_random_uuid(), now()) RETURNING "id"`,
      );
      // Ama's conversation with Kofi holds her own message and his.
      const [conversation] = await old.query<{ id: string }>(
        `INSERT INTO "Conversation" ("id", "ownerId", "contactId", "updatedAt")
         VALUES (gen_random_uuid(), ${ama.id}, ${kofi.id}, now()) RETURNING "id"::text AS "id"`,
      );
      for (const [sender, body] of [
        [ama.id, 'mine'],
        [kofi.id, 'his'],
      ])
        await old.query(`INSERT INTO "Message" ("id", "envelopeId", "conversationId", "senderId", "body", "updatedAt")
          VALUES (gen_random_uuid(), gen_random_uuid(), '${conversation.id}', ${sender}, '${body}', now())`);
    });
    const rows = await target.query<{ body: string; incoming: boolean }>(
      `SELECT "body", "incoming" FROM "Message" ORDER BY "body"`,
    );
    expect(rows).toEqual([
      { body: 'his', incoming: true },
      { body: 'mine', incoming: false },
    ]);
    expect(await diffDatabaseToSchema(target.factory)).toBe('');
  });

  it('upgrades a database whose messages did not say whether they mention their owner: each copy is told from its conversation', async () => {
    const target = await upgraded('message-mentioned', '_message_mentioned', async (old) => {
      const [ama, kofi, efua] = await old.query<{ id: number }>(
        `INSERT INTO "User" ("uuid", "updatedAt")
         VALUES (gen_random_uuid(), now()), (gen_random_uuid(), now()), (gen_random_uuid(), now()) RETURNING "id"`,
      );
      // Ama's copies of Kofi's group messages: one mentions her, one Efua, one nobody.
      const [conversation] = await old.query<{ id: string }>(
        `INSERT INTO "Conversation" ("id", "ownerId", "contactId", "updatedAt")
         VALUES (gen_random_uuid(), ${ama.id}, ${kofi.id}, now()) RETURNING "id"::text AS "id"`,
      );
      for (const [body, mentions] of [
        ['for ama', `{${ama.id}}`],
        ['for efua', `{${efua.id}}`],
        ['for all', '{}'],
      ])
        await old.query(`INSERT INTO "Message" ("id", "envelopeId", "conversationId", "senderId", "incoming", "body", "mentionIds", "updatedAt")
          VALUES (gen_random_uuid(), gen_random_uuid(), '${conversation.id}', ${kofi.id}, true, '${body}', '${mentions}', now())`);
    });
    const rows = await target.query<{ body: string; mentioned: boolean }>(
      `SELECT "body", "mentioned" FROM "Message" ORDER BY "body"`,
    );
    expect(rows).toEqual([
      { body: 'for all', mentioned: false },
      { body: 'for ama', mentioned: true },
      { body: 'for efua', mentioned: false },
    ]);
    expect(await diffDatabaseToSchema(target.factory)).toBe('');
  });

  it('rolls back a failing migration as a whole and records it as failed', async () => {
    const tmp = await makeTempDir('fas-migrations-');
    try {
      await cp(defaultMigrationsDir, tmp.path, { recursive: true });
      const bad = join(tmp.path, '99990101000000_broken');
      await mkdir(bad);
      await writeFile(
        join(bad, 'migration.sql'),
        'CREATE TABLE "Partial" ("id" integer);\nSELECT * FROM "does_not_exist";\n',
      );
      const target = await openTracked('broken');
      await expect(applyMigrations(target.factory, { migrationsDir: tmp.path })).rejects.toThrow(/does_not_exist/);
      // One implicit transaction: the table created before the error is gone too.
      expect(await target.query(`SELECT to_regclass('"Partial"') AS t`)).toEqual([{ t: null }]);
      const rows = await target.query<MigrationRow>(
        `SELECT finished_at FROM _prisma_migrations WHERE migration_name = '99990101000000_broken'`,
      );
      expect(rows).toEqual([{ finished_at: null }]);
      expect(await readFile(join(bad, 'migration.sql'), 'utf8')).toContain('Partial'); // untouched
    } finally {
      await tmp.remove();
    }
  });
}
