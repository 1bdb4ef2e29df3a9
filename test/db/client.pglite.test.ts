// openDatabase on the embedded PGlite: persistence, the DATA_DIR lock, query events and
// interactive transactions.
import { cpSync, existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, DEFAULT_TRANSACTION_OPTIONS, openDatabase, type Database } from '../../src/db/client.js';
import { defaultMigrationsDir } from '../../src/db/migrate.js';
import {
  deadPid,
  expectUniqueViolationsRecognised,
  makeTempDir,
  migrationFolders,
  runOpenDbChild,
  startHoldingChild,
} from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A logger keeping its info and warn records (each with its message), and the migrations each open applied. */
function capture() {
  const applied: string[][] = [];
  const lines: Array<Record<string, unknown>> = [];
  const warned: Array<Record<string, unknown>> = [];
  const logger = {
    info: (o: object, msg?: string) => {
      lines.push({ ...o, msg });
      if ('applied' in o) applied.push(o.applied as string[]);
    },
    warn: (o: object, msg?: string) => void warned.push({ ...o, msg }),
    error: () => {},
  };
  return { applied, lines, warned, logger };
}

describe('openDatabase on PGlite', { timeout: 60_000 }, () => {
  let tmp: Awaited<ReturnType<typeof makeTempDir>>;
  // Migrated once: a test whose subject is not migrating opens a copy (a migration on PGlite
  // costs seconds, a copy of its files a few milliseconds).
  let template: string;
  const migrated = (name: string) => {
    const dataDir = join(tmp.path, name);
    cpSync(template, dataDir, { recursive: true });
    return dataDir;
  };
  beforeAll(async () => {
    tmp = await makeTempDir('fas-client-');
    template = join(tmp.path, 'template');
    await openDatabase({ dataDir: template }).then((db) => db.close());
  });
  afterAll(() => tmp.remove());

  it('creates DATA_DIR, migrates, and keeps data across close and reopen', async () => {
    const dataDir = join(tmp.path, 'nested', 'data');
    const log = capture();
    // Made from scratch (initdb), not copied from the installed template: the case below copies.
    const db = await openDatabase({ dataDir, logger: log.logger, pgliteTemplate: null });
    expect(db.kind).toBe('pglite');
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect((await readFile(join(dataDir, '.lock'), 'utf8')).split('\n')[0]).toBe(String(process.pid));
    const user = await db.prisma.user.create({ data: { email: 'persist@example.com' } });
    await db.close();
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);

    const again = await openDatabase({ dataDir, logger: log.logger });
    try {
      expect(await again.prisma.user.findUnique({ where: { id: user.id } })).toMatchObject({
        uuid: user.uuid,
        email: 'persist@example.com',
      });
      expect(log.applied).toEqual([(await migrationFolders()).map((f) => f.name), []]);
    } finally {
      await again.close();
    }
  });

  it('a new DATA_DIR copies the template npm install made, then applies the migrations added since', async () => {
    // A template made by an older checkout: its first three migrations only.
    const all = await migrationFolders();
    const older = join(tmp.path, 'older-migrations');
    for (const name of [...all.slice(0, 3).map((f) => f.name), 'migration_lock.toml'])
      cpSync(join(defaultMigrationsDir, name), join(older, name), { recursive: true });
    const template = join(tmp.path, 'installed', 'pglite');
    const made = await createPglite(template, { migrationsDir: older }, undefined, null);
    expect(made.applied).toEqual(all.slice(0, 3).map((f) => f.name));

    const dataDir = join(tmp.path, 'from-template');
    const { lines, logger } = capture();
    const db = await openDatabase({ dataDir, logger, pgliteTemplate: template });
    try {
      expect(lines.find((l) => l.msg === 'creating a new embedded database')).toMatchObject({ from: 'template' });
      expect(lines.find((l) => l.msg === 'database migrations applied')?.applied).toEqual(
        all.slice(3).map((f) => f.name),
      );
      const user = await db.prisma.user.create({ data: { email: 'copied@example.com' } });
      expect(user.id).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    // The template itself is left as it was: a copy, not a move.
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true);
  });

  it('a template that cannot be copied (gone, or being made again by an install) falls back to initdb, with a warning', async () => {
    const dataDir = join(tmp.path, 'template-gone');
    const { warned, logger } = capture();
    const gone = join(tmp.path, 'no-such-template');
    const db = await openDatabase({ dataDir, logger, pgliteTemplate: gone });
    try {
      expect(warned).toEqual([
        { template: gone, msg: 'the embedded database template could not be copied; made from scratch' },
      ]);
      expect(await db.prisma.user.count()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('an open aborted while it makes a new database (initdb) ends at once and leaves none; the next open makes it', async () => {
    const dataDir = join(tmp.path, 'aborted');
    const abort = new AbortController();
    const started = Date.now();
    setTimeout(() => abort.abort(new Error('stop')), 300);
    await expect(openDatabase({ dataDir, pgliteTemplate: null, signal: abort.signal })).rejects.toThrow('stop');
    console.log(`initdb aborted: the open ended ${Date.now() - started} ms after it began`);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
    const db = await openDatabase({ dataDir, pgliteTemplate: null });
    await db.close();
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  describe('DATA_DIR lock', () => {
    it('refuses a second open from another process, in one clear sentence', async () => {
      const dataDir = migrated('locked');
      const db = await openDatabase({ dataDir });
      try {
        const child = await runOpenDbChild(dataDir);
        expect(child.code).toBe(3);
        expect(child.out).toEqual({
          ok: false,
          message: `DATA_DIR ${dataDir} is in use by another process (pid ${process.pid}); stop it or choose another DATA_DIR`,
        });
        // and in this process too
        await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in this process/);
        expect(await db.prisma.user.count()).toBe(0); // the holder is unaffected
      } finally {
        await db.close();
      }
    });

    it('takes over a stale lock whose pid is dead', async () => {
      const dataDir = migrated('stale');
      const pid = await deadPid();
      await writeFile(join(dataDir, '.lock'), `${pid}\n`);
      const db = await openDatabase({ dataDir });
      try {
        expect((await readFile(join(dataDir, '.lock'), 'utf8')).split('\n')[0]).toBe(String(process.pid));
      } finally {
        await db.close();
      }
    });

    it('recovers DATA_DIR after its holder was killed with SIGKILL', async () => {
      const dataDir = migrated('crashed');
      const child = await startHoldingChild(dataDir);
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGKILL');
      await exited;
      const db = await openDatabase({ dataDir });
      try {
        // The row the child committed before it died survived the crash.
        expect(await db.prisma.chainContract.findMany({ select: { chainId: true } })).toEqual([{ chainId: child.pid }]);
      } finally {
        await db.close();
      }
    });
  });

  describe('queries and transactions', () => {
    let db: Database;
    const seen: string[] = [];
    beforeAll(async () => {
      db = await openDatabase({ dataDir: migrated('tx'), onQuery: (e) => seen.push(e.query) });
    });
    afterAll(() => db?.close());

    it('reports every SQL statement to onQuery listeners', async () => {
      const mine: string[] = [];
      const stop = db.onQuery((e) => mine.push(e.query));
      seen.length = 0;
      await db.prisma.user.findMany({ where: { email: 'nobody@example.com' } });
      stop();
      await db.prisma.user.count();
      expect(mine).toEqual([expect.stringMatching(/^SELECT .* FROM "public"\."User"( AS "\w+")? WHERE/)]);
      expect(seen).toEqual([mine[0], expect.stringMatching(/^SELECT COUNT/)]);
    });

    it('recognises a unique violation from Prisma and from a raw statement alike', () =>
      expectUniqueViolationsRecognised(db.prisma, 'taken-pglite@example.com'));

    it('commits, and rolls back when the callback throws', async () => {
      const user = await db.prisma.user.create({ data: {} });
      await db.prisma.$transaction(async (tx) => {
        await tx.walletToken.create({ data: { userId: user.id, symbol: 'NGN' } });
      });
      await expect(
        db.prisma.$transaction(async (tx) => {
          await tx.walletToken.create({ data: { userId: user.id, symbol: 'GHS' } });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const symbols = await db.prisma.walletToken.findMany({ where: { userId: user.id }, select: { symbol: true } });
      expect(symbols).toEqual([{ symbol: 'NGN' }]);
    });

    it('rolls back a transaction that outlives its timeout', async () => {
      const user = await db.prisma.user.create({ data: {} });
      await expect(
        db.prisma.$transaction(
          async (tx) => {
            await tx.walletToken.create({ data: { userId: user.id, symbol: 'USD' } });
            await sleep(300);
            await tx.walletToken.create({ data: { userId: user.id, symbol: 'EUR' } });
          },
          { timeout: 100 },
        ),
      ).rejects.toMatchObject({ code: 'P2028' });
      expect(await db.prisma.walletToken.count({ where: { userId: user.id } })).toBe(0);
    });

    it('queues concurrent transactions (one connection) within the default maxWait', async () => {
      expect(DEFAULT_TRANSACTION_OPTIONS.pglite.maxWait).toBeGreaterThan(2_000);
      const started = Date.now();
      // Prisma's own default maxWait (2 s) would fail the second one.
      const results = await Promise.all(
        [2_500, 10].map((ms) =>
          db.prisma.$transaction(async (tx) => {
            await sleep(ms);
            return tx.user.count();
          }),
        ),
      );
      expect(results[0]).toBe(results[1]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    });

    it('accepts an isolation level (PGlite runs transactions one at a time anyway)', async () => {
      const count = await db.prisma.$transaction((tx) => tx.user.count(), { isolationLevel: 'Serializable' });
      expect(count).toBeGreaterThan(0);
    });
  });

  it('tells the change feed of a committed change before the statement resolves, and of no rolled-back one', async () => {
    const db = await openDatabase({ dataDir: migrated('feed') });
    try {
      const heard: number[] = [];
      db.changes.subscribe({ changed: (id) => heard.push(id), state: () => {} });
      const user = await db.prisma.user.create({ data: { email: 'feed@example.com' } });
      expect(heard).toEqual([user.id]);
      await expect(
        db.prisma.$transaction(async (tx) => {
          await tx.user.update({ where: { id: user.id }, data: { avatarUrl: 'never' } });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(heard).toEqual([user.id]);
    } finally {
      await db.close();
    }
  });
});
