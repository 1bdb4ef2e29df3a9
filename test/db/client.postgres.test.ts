// openDatabase on PostgreSQL (runs when DATABASE_URL is set): a fresh database per check.
import { readdir } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgMigrationFactory } from '../../src/db/adapters.js';
import { openDatabase } from '../../src/db/client.js';
import { BARRIER_TIMEOUT_MS, postgresChangeFeed } from '../../src/db/change-feed.js';
import { applyMigrations, MIGRATION_LOCK_KEY } from '../../src/db/migrate.js';
import { expectUniqueViolationsRecognised, makeTempDir, migrationFolders, runOpenDbChild } from './helpers.js';
import { adminUrl, createTestDatabase, type TestDatabase } from './pg-helpers.js';

describe.skipIf(!adminUrl)('openDatabase on PostgreSQL', { timeout: 60_000 }, () => {
  const created: TestDatabase[] = [];
  const freshDb = async () => {
    const db = await createTestDatabase();
    created.push(db);
    return db;
  };
  afterAll(() => Promise.allSettled(created.map((d) => d.drop())));

  it('migrates and serves queries, without touching DATA_DIR', async () => {
    const { url } = await freshDb();
    const tmp = await makeTempDir();
    const queries: string[] = [];
    const db = await openDatabase({ databaseUrl: url, dataDir: tmp.path, onQuery: (e) => queries.push(e.query) });
    try {
      expect(db.kind).toBe('postgres');
      const user = await db.prisma.user.create({ data: { email: 'pg@example.com' } });
      const n = await db.prisma.$transaction(async (tx) => tx.user.count({ where: { id: user.id } }), {
        isolationLevel: 'Serializable',
      });
      expect(n).toBe(1);
      expect(queries.length).toBeGreaterThanOrEqual(3);
      expect(await readdir(tmp.path)).toEqual([]); // no lock file, no PGlite files
    } finally {
      await db.close();
      await tmp.remove();
    }
  });

  it("turns PostgreSQL's JIT off for its connections, unless DATABASE_URL sets options", async () => {
    const { url } = await freshDb();
    const tmp = await makeTempDir();
    const jit = async (databaseUrl: string) => {
      const db = await openDatabase({ databaseUrl, dataDir: tmp.path });
      try {
        return (await db.prisma.$queryRaw<{ jit: string }[]>`SHOW jit`)[0].jit;
      } finally {
        await db.close();
      }
    };
    try {
      expect(await jit(url)).toBe('off');
      const withOptions = new URL(url);
      withOptions.searchParams.set('options', '-c jit=on');
      expect(await jit(withOptions.toString())).toBe('on');
    } finally {
      await tmp.remove();
    }
  });

  it('recognises a unique violation from Prisma and from a raw statement alike', async () => {
    const { url } = await freshDb();
    const tmp = await makeTempDir();
    const db = await openDatabase({ databaseUrl: url, dataDir: tmp.path });
    try {
      await expectUniqueViolationsRecognised(db.prisma, 'taken-pg@example.com');
    } finally {
      await db.close();
      await tmp.remove();
    }
  });

  it('lets two processes start at once: one migrates, the other finds it done', async () => {
    const { url } = await freshDb();
    const tmp = await makeTempDir();
    try {
      const [a, b] = await Promise.all([runOpenDbChild(tmp.path, url), runOpenDbChild(tmp.path, url)]);
      expect([a.code, b.code]).toEqual([0, 0]);
      const names = (await migrationFolders()).map((f) => f.name);
      expect([a.out.applied, b.out.applied].sort((x, y) => y!.length - x!.length)).toEqual([names, []]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('SELECT migration_name FROM _prisma_migrations ORDER BY 1');
      await client.end();
      expect(rows.map((r) => r.migration_name)).toEqual(names);
    } finally {
      await tmp.remove();
    }
  });

  it('waits for the migration advisory lock held by another session', async () => {
    const { url } = await freshDb();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      await expect(applyMigrations(pgMigrationFactory(url), { lockTimeoutMs: 200 })).rejects.toThrow(
        /^Gave up after 0.2 s waiting for another process to finish migrating/,
      );
      let done = false;
      const run = applyMigrations(pgMigrationFactory(url)).then((r) => {
        done = true;
        return r;
      });
      await new Promise((r) => setTimeout(r, 1_000));
      expect(done).toBe(false);
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      expect((await run).applied).toHaveLength((await migrationFolders()).length);
    } finally {
      await holder.end();
    }
  });

  it("hears every change another connection committed before the change feed's barrier", async () => {
    const { url } = await freshDb();
    const tmp = await makeTempDir();
    const db = await openDatabase({ databaseUrl: url, dataDir: tmp.path });
    const other = new pg.Client({ connectionString: url }); // another instance's connection
    await other.connect();
    try {
      const heard: number[] = [];
      db.changes.subscribe({ changed: (id) => heard.push(id), state: () => {} });
      await expect.poll(() => db.changes.listening).toBe(true);
      const user = await db.prisma.user.create({ data: { email: 'feed@example.com' } });
      for (let round = 0; round < 50; round++) {
        heard.length = 0;
        await other.query(`UPDATE "User" SET "avatarUrl" = $1 WHERE id = $2`, [`a${round}`, user.id]);
        await db.changes.barrier();
        expect(heard).toContain(user.id);
      }
      // A rolled-back change tells nobody.
      heard.length = 0;
      await other.query('BEGIN');
      await other.query(`UPDATE "User" SET "avatarUrl" = 'never' WHERE id = $1`, [user.id]);
      await other.query('ROLLBACK');
      await db.changes.barrier();
      expect(heard).toEqual([]);
    } finally {
      await other.end();
      await db.close();
      await tmp.remove();
    }
  });

  it('treats a listening connection gone silent as lost: the barrier fails in time, and it connects again', async () => {
    const { url } = await freshDb();
    // A TCP relay to PostgreSQL that can go silent: bytes stop flowing both ways, sockets stay open.
    let silent = false;
    const sockets: Socket[] = [];
    const relay = createServer((inbound) => {
      const target = new URL(url);
      const outbound = connect(Number(target.port || 5432), target.hostname);
      sockets.push(inbound, outbound);
      inbound.on('data', (chunk) => silent || outbound.write(chunk));
      outbound.on('data', (chunk) => silent || inbound.write(chunk));
      for (const [a, b] of [
        [inbound, outbound],
        [outbound, inbound],
      ] as const) {
        a.on('error', () => b.destroy());
        a.on('close', () => b.destroy());
      }
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${(relay.address() as { port: number }).port}`;
    const feed = postgresChangeFeed(relayed.toString());
    const states: boolean[] = [];
    feed.subscribe({ changed: () => {}, state: (listening) => states.push(listening) });
    try {
      await expect.poll(() => feed.listening).toBe(true);
      await feed.barrier();

      silent = true;
      const started = Date.now();
      await expect(feed.barrier()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(BARRIER_TIMEOUT_MS + 1_000);
      expect(feed.listening).toBe(false);
      await expect(feed.barrier()).rejects.toThrow('not listening');

      silent = false; // new connections get through again
      await expect.poll(() => feed.listening, { timeout: 10_000 }).toBe(true);
      await feed.barrier();
      expect(states).toEqual([true, false, true]);
    } finally {
      await feed.close();
      for (const socket of sockets) socket.destroy();
      relay.close();
    }
  });
});
