import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql 16 ships CJS (main) and ESM (module) copies. Node loads the CJS one for every
  // dependency; make the tests load that same copy, or "another realm" errors follow.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
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
