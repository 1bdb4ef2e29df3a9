// Migrations on the embedded database: a fresh PGlite in a temp dir per check.
import { cp } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import { pgliteMigrationFactory } from '../../src/db/adapters.js';
import { makeTempDir } from './helpers.js';
import { migrationSuite } from './migration-suite.js';

describe('migrations on PGlite', { timeout: 60_000 }, () => {
  // One initdb for the file (4–7 s of WebAssembly), copied for each check (under a second): every
  // copy is the same empty database a new PGlite would make. What initdb itself does on a first
  // start is test/db/client.pglite.test.ts's subject.
  let empty: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    empty = await makeTempDir('fas-pglite-empty-');
    await (await PGlite.create(empty.path)).close();
  });
  afterAll(() => empty?.remove());

  migrationSuite(async (label) => {
    const dir = await makeTempDir(`fas-pglite-${label}-`);
    await cp(empty.path, dir.path, { recursive: true });
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
