// Migrations on the embedded database: a fresh PGlite in a temp dir per check.
import { PGlite } from '@electric-sql/pglite';
import { describe } from 'vitest';
import { pgliteMigrationFactory } from '../../src/db/adapters.js';
import { makeTempDir } from './helpers.js';
import { migrationSuite } from './migration-suite.js';

describe('migrations on PGlite', { timeout: 60_000 }, () => {
  migrationSuite(async (label) => {
    const dir = await makeTempDir(`fas-pglite-${label}-`);
    const pglite = await PGlite.create(dir.path);
    return {
      factory: pgliteMigrationFactory(pglite),
      query: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
      close: async () => {
        await pglite.close();
        await dir.remove();
      },
    };
  });
});
