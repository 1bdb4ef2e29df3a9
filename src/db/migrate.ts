// Applies and diffs migrations with Prisma's schema engine (wasm) over a driver adapter. Rows go
// into Prisma's own `_prisma_migrations` table, so the Prisma CLI sees the same history.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery } from '@prisma/driver-adapter-utils';
import type { DiagnoseMigrationHistoryOutput } from '@prisma/schema-engine-wasm';
import { isPgliteFactory, withOverrides } from './adapters.js';
import { lockfileContent, readMigrations } from './migrations-dir.js';
import { withSchemaEngine, type EngineLog, type SchemaEngine } from './schema-engine.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultMigrationsDir = resolve(repoRoot, 'prisma/migrations');
export const defaultSchemaPath = resolve(repoRoot, 'prisma/schema.prisma');

/** Our own advisory lock key (Prisma's engine uses 72707369 on its connection). */
export const MIGRATION_LOCK_KEY = 7_270_736_901n;

export interface MigrateOptions {
  migrationsDir?: string;
  schemaPath?: string;
  /** Engine log lines (JSON), e.g. for debug logging. */
  engineLog?: EngineLog;
  /** How long to wait for another process's migrations on PostgreSQL. Default 120 s. */
  lockTimeoutMs?: number;
}

export interface ApplyResult {
  /** Migrations applied by this call (empty when the database was up to date). */
  applied: string[];
  ms: number;
}

const noFilters = { externalTables: [], externalEnums: [] };

/**
 * Applies every pending migration folder. Idempotent. On PostgreSQL, concurrent callers are
 * serialised by a transaction-scoped advisory lock held on a separate connection; the engine's
 * own session lock (72707369) has a short timeout and, on a pool, would stay on a random
 * connection, so it is not enough on its own.
 */
export async function applyMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  options: MigrateOptions = {},
): Promise<ApplyResult> {
  const started = performance.now();
  const migrationsList = await readMigrations(options.migrationsDir ?? defaultMigrationsDir);
  const { appliedMigrationNames } = await withMigrationLock(factory, options.lockTimeoutMs, () =>
    withEngine(factory, options, (engine) => engine.applyMigrations({ migrationsList, filters: noFilters })),
  );
  return { applied: appliedMigrationNames, ms: Math.round(performance.now() - started) };
}

/**
 * SQL that takes the migrations folder to `schema.prisma` ('' when they agree). Replays the
 * migrations on the factory's shadow database (a fresh in-memory PGlite, or a temporary
 * PostgreSQL database), exactly like `prisma migrate dev`.
 */
export async function diffSchemaToSql(
  factory: SqlMigrationAwareDriverAdapterFactory,
  options: MigrateOptions = {},
): Promise<string> {
  const migrationsList = await readMigrations(options.migrationsDir ?? defaultMigrationsDir);
  // No migrations yet: the engine still wants to know the provider from the lock file.
  if (migrationsList.migrationDirectories.length === 0) migrationsList.lockfile.content ??= lockfileContent();
  return withEngine(factory, options, async (engine, files) =>
    scriptOrEmpty(
      await engine.diff({
        from: { tag: 'migrations', ...migrationsList },
        to: { tag: 'schemaDatamodel', files },
        script: true,
        exitCode: true,
        filters: noFilters,
      }),
    ),
  );
}

/** SQL that takes the live database to `schema.prisma` ('' when they agree): drift check. */
export async function diffDatabaseToSchema(
  factory: SqlMigrationAwareDriverAdapterFactory,
  options: MigrateOptions = {},
): Promise<string> {
  return withEngine(factory, options, async (engine, files) =>
    scriptOrEmpty(
      await engine.diff({
        from: { tag: 'schemaDatasource', files, configDir: repoRoot },
        to: { tag: 'schemaDatamodel', files },
        script: true,
        exitCode: true,
        filters: noFilters,
      }),
    ),
  );
}

/**
 * What `prisma migrate status` reports (same engine call): unapplied, failed or edited
 * migrations. `history` is null when the database and the folder agree.
 */
export async function migrationStatus(
  factory: SqlMigrationAwareDriverAdapterFactory,
  options: MigrateOptions = {},
): Promise<DiagnoseMigrationHistoryOutput> {
  const migrationsList = await readMigrations(options.migrationsDir ?? defaultMigrationsDir);
  return withEngine(factory, options, (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: noFilters }),
  );
}

// With `exitCode: true` the engine answers 0 for "no difference" and 2 otherwise.
function scriptOrEmpty(result: { exitCode: number; stdout: string | null }): string {
  return result.exitCode === 0 ? '' : (result.stdout ?? '');
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  options: MigrateOptions,
  fn: (engine: SchemaEngine, files: { path: string; content: string }[]) => Promise<T>,
): Promise<T> {
  const schemaPath = resolve(options.schemaPath ?? defaultSchemaPath);
  const files = [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }];
  // The engine never disposes its main connection; track and close every adapter it opened
  // (on PostgreSQL that also ends the session holding the engine's advisory lock).
  const opened: SqlDriverAdapter[] = [];
  const track = async (adapter: Promise<SqlDriverAdapter>) => {
    const a = withOverrides(await adapter, {});
    opened.push(a);
    return a;
  };
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => track(factory.connect()),
    connectToShadowDb: () => track(factory.connectToShadowDb()),
  };
  try {
    return await withSchemaEngine(
      tracked,
      files.map((f) => [f.path, f.content]),
      (engine) => fn(engine, files),
      options.engineLog,
    );
  } finally {
    await Promise.allSettled(opened.map((a) => a.dispose()));
  }
}

const q = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });

// PGlite is skipped: it is one in-process connection (a transaction there would block the
// engine's own queries), and the DATA_DIR lock file already keeps other processes out.
async function withMigrationLock<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  timeoutMs = 120_000,
  fn: () => Promise<T>,
): Promise<T> {
  if (isPgliteFactory(factory)) return fn();
  const conn = await factory.connect();
  try {
    const tx = await conn.startTransaction();
    try {
      await tx.executeRaw(q(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(timeoutMs))}`));
      await tx.executeRaw(q(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`)).catch((error) => {
        if (!/lock timeout/i.test(String((error as Error).message))) throw error;
        throw new Error(
          `Gave up after ${timeoutMs / 1000} s waiting for another process to finish migrating (advisory lock ${MIGRATION_LOCK_KEY})`,
          { cause: error },
        );
      });
      return await fn();
    } finally {
      // Adapters without phantom queries (pg) expect the caller to send ROLLBACK itself.
      if (!tx.options.usePhantomQuery) await tx.executeRaw(q('ROLLBACK')).catch(() => {});
      await tx.rollback();
    }
  } finally {
    await conn.dispose();
  }
}
