// Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL when a URL is given.
// Migrations are applied before the client is handed out.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { pgliteMigrationFactory, pgMigrationFactory } from './adapters.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { applyMigrations, type MigrateOptions } from './migrate.js';
import { currentCause } from './attribution.js';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed.js';
import { initdbOffThread } from './pglite-initdb.js';
import { installedPgliteTemplate } from './pglite-template.js';
import { databaseUnusable } from './reachable.js';
import { preloadSchemaEngine } from './schema-engine.js';
import { abortable } from '../kernel/abortable.js';

/** Subset of pino's logger used here (pino, or anything with the same call shape). */
export interface DbLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

export type QueryEvent = Prisma.QueryEvent;
/** `cause`: the label of the work that sent the statement (src/db/attribution.ts), when attribution is on. */
export type QueryListener = (event: QueryEvent, cause: string | undefined) => void;

export interface TransactionOptions {
  maxWait: number;
  timeout: number;
}

export interface OpenDatabaseOptions extends Pick<MigrateOptions, 'migrationsDir' | 'schemaPath'> {
  /** PostgreSQL URL; without it the embedded PGlite in `<dataDir>/pglite` is used. */
  databaseUrl?: string;
  dataDir: string;
  logger?: DbLogger;
  /** Called for every SQL statement the client sends (including transaction control). */
  onQuery?: QueryListener;
  /**
   * `false`: the database is known to be migrated (a copy of a template the same code just
   * migrated: the module test tier), so the schema engine is neither loaded nor asked. A new
   * embedded database is migrated all the same. Default true.
   */
  migrate?: boolean;
  /**
   * The embedded database a new DATA_DIR starts as a copy of (src/db/pglite-template.ts); null: made
   * from scratch (initdb). Default: the one `npm install` made, when there is one.
   */
  pgliteTemplate?: string | null;
  /** Defaults for interactive `$transaction`; see DEFAULT_TRANSACTION_OPTIONS. */
  transactionOptions?: Partial<TransactionOptions>;
  /**
   * Aborts the open (a signal during start-up): checked between steps, and every wait is left at
   * once except migrations being applied to an existing database, which are never cut in half.
   */
  signal?: AbortSignal;
}

/** How Prisma's error event words a unique violation (P2002, or a raw statement's SQLSTATE 23505). */
const UNIQUE_VIOLATION = /Unique constraint failed|Code: `23505`/;

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** Which users' data committed transactions changed (src/db/change-feed.ts). */
  changes: ChangeFeed;
  /** Subscribe to SQL statements (e.g. to count queries in a test); returns unsubscribe. */
  onQuery(listener: QueryListener): () => void;
  close(): Promise<void>;
}

/**
 * PGlite runs one transaction at a time and every other statement queues behind it, so a
 * transaction may wait for the one before it to finish: maxWait there covers a full `timeout`.
 */
export const DEFAULT_TRANSACTION_OPTIONS: Record<Database['kind'], TransactionOptions> = {
  pglite: { maxWait: 10_000, timeout: 10_000 },
  postgres: { maxWait: 5_000, timeout: 10_000 },
};

/** Distinct statement texts given a name; later new ones go unnamed (see preparedStatementNames). */
const MAX_NAMED_STATEMENTS = 2_000;

/**
 * Names for prepared statements, so each connection parses a statement once and then only binds
 * and runs it (and PostgreSQL may keep its plan) instead of parsing every statement it is sent.
 * The name is a hash of the text. Statements with lists of varying length are new texts; past
 * MAX_NAMED_STATEMENTS texts new ones go unnamed, which keeps each connection's cache bounded.
 */
function preparedStatementNames() {
  const names = new Map<string, string>();
  return ({ sql }: { sql: string }): string => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `fas_${createHash('sha1').update(sql).digest('hex')}`;
      names.set(sql, name);
    }
    return name as string; // undefined: an unnamed statement, parsed each time
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const kind = options.databaseUrl ? 'postgres' : 'pglite';
  const { signal } = options;
  const cleanup: (() => Promise<unknown>)[] = []; // run in reverse on close or failed open
  const closeAll = async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
    cleanup.length = 0;
  };
  try {
    let adapter: ConstructorParameters<typeof PrismaClient>[0]['adapter'];
    let feed: () => Promise<ChangeFeed>;
    const migrateOptions: MigrateOptions = {
      migrationsDir: options.migrationsDir,
      schemaPath: options.schemaPath,
      engineLog: options.logger?.debug && ((line) => options.logger?.debug?.({ engine: line })),
    };
    // The engine's WebAssembly is compiled off the main thread first (a signal is heard meanwhile).
    const migrate = options.migrate ?? true;
    const skipped = async () => ({ applied: [] as string[], ms: 0 });
    if (migrate) await abortable(preloadSchemaEngine(), signal);
    let migrated: { applied: string[]; ms: number };
    if (options.databaseUrl) {
      const url = options.databaseUrl;
      feed = async () => postgresChangeFeed(url, options.logger);
      // A database host that stops answering (rather than refusing) fails fast as an outage (503).
      // PostgreSQL's JIT compiles plans above jit_above_cost: the service's statements are short
      // and never gain from it, and the money monitor's aggregates over the whole ledger paid
      // more for compiling than for running (641 of 1,100 ms at 300 k operations). Off for these
      // connections; an `options` parameter in DATABASE_URL replaces this one.
      adapter = new PrismaPg(
        { connectionString: options.databaseUrl, connectionTimeoutMillis: 5_000, options: '-c jit=off' },
        { statementNameGenerator: preparedStatementNames() },
      );
      migrated = migrate
        ? await applyMigrations(pgMigrationFactory(options.databaseUrl), migrateOptions)
        : await skipped();
    } else {
      const lock: DataDirLock = await acquireDataDirLock(options.dataDir);
      cleanup.push(() => lock.release());
      const dir = join(options.dataDir, 'pglite');
      let fresh: { applied: string[]; ms: number } | undefined;
      if (!existsSync(join(dir, 'PG_VERSION'))) {
        const template = options.pgliteTemplate === undefined ? installedPgliteTemplate() : options.pgliteTemplate;
        options.logger?.info({ dir, from: template ? 'template' : 'initdb' }, 'creating a new embedded database');
        const made = await createPglite(dir, migrateOptions, signal, template);
        if (template && !made.copied)
          options.logger?.warn({ template }, 'the embedded database template could not be copied; made from scratch');
        fresh = made;
      }
      signal?.throwIfAborted();
      // Opening runs the database's recovery after a crash: cut short, it runs again next time.
      const pglite = await abortable(PGlite.create(dir), signal, (late) => late.close());
      cleanup.push(() => pglite.close());
      adapter = new PrismaPGlite(pglite);
      feed = () => pgliteChangeFeed(pglite);
      // A new database was migrated while it was made; here they are awaited even by an abort
      // (a migration is never cut in half).
      migrated =
        fresh ?? (migrate ? await applyMigrations(pgliteMigrationFactory(pglite), migrateOptions) : await skipped());
    }
    const { applied, ms } = migrated;
    options.logger?.info({ kind, applied, ms }, 'database migrations applied');
    signal?.throwIfAborted();

    const prisma = new PrismaClient({
      adapter,
      log: [
        { emit: 'event', level: 'query' },
        { emit: 'event', level: 'warn' },
        { emit: 'event', level: 'error' },
      ],
      transactionOptions: { ...DEFAULT_TRANSACTION_OPTIONS[kind], ...options.transactionOptions },
    });
    cleanup.push(() => prisma.$disconnect());

    const listeners = new Set<QueryListener>(options.onQuery ? [options.onQuery] : []);
    prisma.$on('query', (e) => {
      const cause = currentCause();
      for (const listener of listeners) {
        try {
          listener(e, cause);
        } catch (error) {
          // an observer must never break the query it observes
          options.logger?.error({ err: error }, 'onQuery listener threw');
        }
      }
    });
    prisma.$on('warn', (e) => options.logger?.warn({ prisma: e.message }, 'prisma warning'));
    // A unique violation is thrown to its caller, which answers it (an e-mail taken: 409) or
    // settles a race (a concurrent insert won); an error-level line for each would page someone
    // for what a user did. Any other failed statement stays an error.
    prisma.$on('error', (e) =>
      UNIQUE_VIOLATION.test(e.message)
        ? options.logger?.debug?.({ prisma: e.message }, 'unique violation (answered by its caller)')
        : options.logger?.error({ prisma: e.message }, 'prisma error'),
    );
    await abortable(prisma.$connect(), signal);
    const changes = await abortable(feed(), signal, (late) => late.close());
    cleanup.push(() => changes.close());
    signal?.throwIfAborted();

    return {
      prisma,
      kind,
      changes,
      onQuery(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    if (signal?.aborted) throw signal.reason;
    // Unreachable, credentials refused, no such database: one line naming DATABASE_URL and the host.
    throw (options.databaseUrl && databaseUnusable(error, options.databaseUrl)) || error;
  }
}

/**
 * A new embedded database: initialised (or copied from `template`) and migrated in a folder of its
 * own, then moved into place. A start aborted (or killed) meanwhile leaves no half-made database
 * where the next start would resume it; that folder is simply made again.
 */
export async function createPglite(
  dir: string,
  migrateOptions: MigrateOptions,
  signal: AbortSignal | undefined,
  template: string | null,
): Promise<{ applied: string[]; ms: number; copied: boolean }> {
  const building = `${dir}.new`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  let copied = false;
  if (template) {
    try {
      await abortable(cp(template, building, { recursive: true }), signal);
      copied = true;
    } catch (error) {
      if (signal?.aborted) throw error;
      // Gone or being made again (an install running meanwhile): made from scratch instead.
      await rm(building, { recursive: true, force: true });
      await mkdir(building, { recursive: true });
    }
  }
  // initdb (seconds of WebAssembly) off the main thread, which an abort ends at once.
  if (!copied) await initdbOffThread(building, signal);
  const work = (async () => {
    const pglite = await PGlite.create(building);
    try {
      return await applyMigrations(pgliteMigrationFactory(pglite), migrateOptions);
    } finally {
      await pglite.close();
    }
  })();
  // Aborted: the process exits while it is still being built; the next start removes it.
  const migrated = await abortable(work, signal);
  // No database in `dir` (no PG_VERSION): only an empty or unfinished folder is replaced.
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
  return { ...migrated, copied };
}
