import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

// Files whose outcome does not depend on TEST_DATABASE_URL / TEST_REDIS_URL: pure code, the chain
// alone, the schema, and the fault tests that start their own private PostgreSQL or strip the
// environment (outage, money-outage, stop). The PostgreSQL pass of .ci/run leaves them out:
// they ran, identically, in the embedded pass.
const BACKEND_INDEPENDENT = [
  'test/unit/**',
  'packages/client/test/money.test.ts',
  // The browser pass runs once (embedded): the dashboard's database calls are those of every door.
  'test/dashboard.test.ts',
  'test/pages.test.ts',
  // The client library installed in a scratch folder: what it tests is the install, not the database.
  'test/client-import.test.ts',
  'test/chain/**',
  'test/db/*.pglite.test.ts',
  'test/schema.test.ts',
  'test/schema-lint.test.ts',
  'test/config.test.ts',
  'test/outage.test.ts',
  'test/money-outage.test.ts',
  'test/stop.test.ts',
];

// The long poles start first: in a fresh clone vitest has no timings yet and orders files by
// size, which put these small but slow files last, leaving one worker idle at the end.
const LONG_FIRST = [
  'test/money-crash.test.ts',
  'test/money-chain.test.ts',
  'test/stop.test.ts',
  'test/chain/anvil.test.ts',
  'test/money-soak.test.ts',
  'test/money-cluster.test.ts',
  'test/db/migrate.pglite.test.ts',
  'test/db/client.pglite.test.ts',
  'test/money-outage.test.ts',
  'test/money-replay.test.ts',
];

class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (f: TestSpecification) => {
      const i = LONG_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i === -1 ? LONG_FIRST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  // graphql 16 ships CJS (main) and ESM (module) copies. Node loads the CJS one for every
  // dependency; make the tests load that same copy, or "another realm" errors follow.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts', 'packages/client/test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? ['**/node_modules/**', ...BACKEND_INDEPENDENT] : ['**/node_modules/**'],
    setupFiles: ['test/helpers/golden-setup.ts'],
    // Migrates a database and deploys the contracts once per run: the template each file copies.
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own process, data directory (or PostgreSQL database) and server.
    pool: 'forks',
    sequence: { sequencer: LongFirst },
    // Vitest's default (cores - 1) runs one file at a time on 2 cores, yet a file spends most of
    // its time waiting for anvil, the database or its child processes: two at a time fit.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
