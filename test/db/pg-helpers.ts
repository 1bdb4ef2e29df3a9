// PostgreSQL helpers for tests: a fresh, uniquely named database per test file, dropped after.
// Tests that need PostgreSQL run only when TEST_DATABASE_URL (as .ci/run sets it) or DATABASE_URL
// is set; that URL is only used as the admin connection that creates and drops the databases.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const adminUrl: string | undefined = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  name: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** A new database: empty, or a copy of `template` (which nobody may be connected to meanwhile). */
export async function createTestDatabase(admin = adminUrl, template?: string): Promise<TestDatabase> {
  if (!admin)
    throw new Error('createTestDatabase needs TEST_DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/postgres');
  const name = `fas_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(admin, (c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE (PostgreSQL 13+) so a pool a test forgot to close cannot block the drop.
      await withAdmin(admin, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** Drops a database made by another process (a template), ending any connection still open to it. */
export async function dropTestDatabase(name: string, admin = adminUrl): Promise<void> {
  if (!admin) throw new Error('dropTestDatabase needs TEST_DATABASE_URL');
  await withAdmin(admin, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
