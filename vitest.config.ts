import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Files whose outcome does not depend on TEST_DATABASE_URL / TEST_REDIS_URL: pure code, the chain
// alone, the schema, and the fault tests that start their own private PostgreSQL or strip the
// environment (outage, money-outage, stop). The PostgreSQL pass of .ci/run leaves them out:
// they ran, identically, in the embedded pass.
const BACKEND_INDEPENDENT = [
  'test/unit/**',
  'test/chain/**',
  'test/db/*.pglite.test.ts',
  'test/schema.test.ts',
  'test/schema-lint.test.ts',
  'test/config.test.ts',
  'test/outage.test.ts',
  'test/money-outage.test.ts',
  'test/stop.test.ts',
];

export default defineConfig({
  // graphql 16 ships CJS (main) and ESM (module) copies. Node loads the CJS one for every
  // dependency; make the tests load that same copy, or "another realm" errors follow.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? ['**/node_modules/**', ...BACKEND_INDEPENDENT] : ['**/node_modules/**'],
    setupFiles: ['test/helpers/golden-setup.ts'],
    // Migrates a database and deploys the contracts once per run: the template each file copies.
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own process, data directory (or PostgreSQL database) and server.
    pool: 'forks',
    // Vitest's default (cores - 1) runs one file at a time on 2 cores, yet a file spends most of
    // its time waiting for anvil, the database or its child processes: two at a time fit.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
