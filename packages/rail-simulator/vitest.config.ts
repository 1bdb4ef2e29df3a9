import { defineConfig } from 'vitest/config';

// The simulator's own tests: no database, no chain, no global set-up. Time runs on a manual
// clock, so nothing here waits on real time except the HTTP round trips themselves.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
