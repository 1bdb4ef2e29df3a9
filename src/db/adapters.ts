// Driver-adapter factories used by the migration runner. They wrap the stock adapters to fix what
// matters for migrations (see each function); the Prisma client itself uses the stock adapters.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

export const PGLITE_ADAPTER_NAME = 'pglite-prisma-adapter';
export const PG_ADAPTER_NAME = '@prisma/adapter-pg';

/** True for adapters backed by PGlite: one in-process connection, no other sessions. */
export function isPgliteFactory(factory: { adapterName: string }): boolean {
  return factory.adapterName.includes('pglite');
}

/**
 * PGlite factory for the schema engine.
 * - pglite-prisma-adapter 0.7.2 does not await `exec` in `executeScript`: a failing migration
 *   would be recorded as finished and its error would surface as an unhandled rejection.
 * - Its shadow database (for diffs from the migrations folder) is never closed; ours is.
 */
export function pgliteMigrationFactory(client: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const connect = async (db: PGlite, dispose: () => Promise<void>): Promise<SqlDriverAdapter> =>
    withOverrides(await new PrismaPGlite(db).connect(), {
      executeScript: async (script) => void (await db.exec(script).catch(rethrowAsDriverError)),
      dispose,
    });
  return {
    provider: 'postgres',
    adapterName: PGLITE_ADAPTER_NAME,
    connect: () => connect(client, async () => {}), // the caller owns `client`
    connectToShadowDb: async () => {
      const shadow = await PGlite.create(); // in memory, fresh cluster
      return connect(shadow, () => shadow.close());
    },
  };
}

/**
 * PostgreSQL factory for the schema engine: every `connect()` is its own single-connection pool,
 * so session state (the engine's advisory lock) stays on one connection and is released when the
 * pool ends. `executeScript` sends the script as one simple query (one implicit transaction,
 * as the native engine does) instead of @prisma/adapter-pg's split on every ';'. The shadow
 * database is dropped after its pool has ended (adapter-pg's own shadow drops it while still
 * connected). Catalog "char" columns are reported as text (see reportCharAsText).
 */
export function pgMigrationFactory(connectionString: string): SqlMigrationAwareDriverAdapterFactory {
  const connectTo = async (url: string): Promise<SqlDriverAdapter> => {
    const adapter = await new PrismaPg({ connectionString: url, max: 1 }).connect();
    reportCharAsText(adapter.underlyingDriver());
    return withOverrides(adapter, {
      executeScript: async (script) =>
        void (await adapter.underlyingDriver().query(script).catch(rethrowAsDriverError)),
    });
  };
  return {
    provider: 'postgres',
    adapterName: PG_ADAPTER_NAME,
    connect: () => connectTo(connectionString),
    connectToShadowDb: async () => {
      const name = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`;
      await withClient(connectionString, (c) => c.query(`CREATE DATABASE "${name}"`));
      const url = new URL(connectionString);
      url.pathname = `/${name}`;
      const shadow = await connectTo(url.toString());
      return withOverrides(shadow, {
        dispose: async () => {
          await shadow.dispose();
          await withClient(connectionString, (c) => c.query(`DROP DATABASE IF EXISTS "${name}"`));
        },
      });
    },
  };
}

// The engine's introspection selects catalog columns of PostgreSQL's internal type "char"
// (oid 18, e.g. pg_constraint.contype), which @prisma/adapter-pg 7.10 rejects as unsupported, so
// every diff against a live database failed. Its values arrive as plain strings; call them text.
function reportCharAsText(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (config: unknown) => Promise<pg.QueryResult>;
  (pool as { query: unknown }).query = async (config: unknown) => {
    const result = await query(config);
    for (const field of result.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25;
    return result;
  };
}

async function withClient<T>(connectionString: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Delegating copy of `base` with some methods replaced; `dispose` is made idempotent. */
export function withOverrides(
  base: SqlDriverAdapter,
  overrides: Partial<Pick<SqlDriverAdapter, 'executeScript' | 'dispose'>>,
): SqlDriverAdapter {
  let disposed: Promise<void> | undefined;
  const dispose = overrides.dispose ?? (() => base.dispose());
  return {
    provider: base.provider,
    adapterName: base.adapterName,
    queryRaw: (q) => base.queryRaw(q),
    executeRaw: (q) => base.executeRaw(q),
    executeScript: overrides.executeScript ?? ((s) => base.executeScript(s)),
    startTransaction: (level) => base.startTransaction(level),
    getConnectionInfo: () => base.getConnectionInfo?.() ?? { supportsRelationJoins: true },
    dispose: () => (disposed ??= dispose()),
  };
}

type PgError = { code: string; message: string; severity?: string; detail?: string; column?: string; hint?: string };

// Both `pg` and PGlite throw PostgreSQL errors with these fields; the engine expects them mapped.
function rethrowAsDriverError(error: unknown): never {
  const e = error as Partial<PgError> | null;
  if (e && typeof e.code === 'string' && typeof e.message === 'string') {
    throw new DriverAdapterError({
      kind: 'postgres',
      code: e.code,
      severity: e.severity ?? 'ERROR',
      message: e.message,
      detail: e.detail,
      column: e.column,
      hint: e.hint,
      originalCode: e.code,
      originalMessage: e.message,
    });
  }
  throw error;
}
