// Migrations on PostgreSQL (runs when DATABASE_URL is set): a fresh database per check.
import pg from 'pg';
import { describe } from 'vitest';
import { pgMigrationFactory } from '../../src/db/adapters.js';
import { migrationSuite } from './migration-suite.js';
import { adminUrl, createTestDatabase } from './pg-helpers.js';

describe.skipIf(!adminUrl)('migrations on PostgreSQL', { timeout: 60_000 }, () => {
  migrationSuite(async () => {
    const testDb = await createTestDatabase();
    const client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    return {
      factory: pgMigrationFactory(testDb.url),
      query: async (sql: string) => (await client.query(sql)).rows,
      close: async () => {
        await client.end();
        await testDb.drop();
      },
    };
  });
});
