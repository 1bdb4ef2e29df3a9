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
  'test/dashboard-product.test.ts',
  'test/dashboard-s3.test.ts',
  'test/pages.test.ts',
  // The client library installed in a scratch folder: what it tests is the install, not the database.
  'test/client-import.test.ts',
  'test/chain/**',
  'test/db/*.pglite.test.ts',
  'test/schema.test.ts',
  'test/schema-lint.test.ts',
  'test/config.test.ts',
  'test/outage.test.ts',
  'test/auth-lockout-outage.test.ts',
  'test/redis-outage.test.ts',
  'test/money-outage.test.ts',
  'test/stop.test.ts',
  // The SSE stream's pace against its reader: the bus and the stream, whatever the database.
  'test/sse-stalled.test.ts',
  // Builds dist/ and runs it on an empty DATA_DIR (the embedded default).
  'test/compiled-build.test.ts',
  // `npm start` on an empty DATA_DIR: the embedded default whatever the pass (no DATABASE_URL).
  'test/first-run.test.ts',
  // The Dockerfile's build steps on a clean copy; the deploy/ manifests.
  'test/packaging.test.ts',
];

// The long poles start first, longest first (their durations in a CI run on this 2-core machine,
// embedded pass / PostgreSQL pass): in a fresh clone vitest has no timings yet and orders files
// by size, which put small but slow files last, leaving one worker idle at the end. The browser
// files are not here: started together at the front they ran each other's chromium on the same two
// cores (dashboard 33 → 61 s, dashboard-product 32 → 53 s in one CI run).
const LONG_FIRST = [
  'test/webhooks-crash.test.ts', // faults 108 / 50 s
  'test/money-chain.test.ts', // faults 84 / 30 s
  'test/stop.test.ts', // faults 84 s
  'test/money-crash.test.ts', // faults 79 / 58 s
  'test/payment-crash.test.ts', // faults 76 / 54 s
  'test/money-cluster.test.ts', // faults – / 69 s
  'test/money-replay.test.ts', // faults 56 / 66 s
  'test/rails-crash.test.ts', // faults 60 / 29 s
  'test/sse-stalled.test.ts', // faults ~50 s
  'test/compiled-build.test.ts', // product ~55 s
  'test/cluster-rolling.test.ts', // faults – / 55 s
  'test/chain/anvil.test.ts', // faults 50 s
  'test/db/client.pglite.test.ts', // product 48 s
  'test/db/migrate.pglite.test.ts', // product 44 s
  'test/money-soak.test.ts', // faults 41 / 29 s
  'test/rails-soak.test.ts', // faults 37 / 33 s
  'test/payment-conservation.test.ts', // faults 34 / 16 s
  'test/rails-chain.test.ts', // faults 26 / 31 s
  'test/first-run.test.ts', // product 27 s
  'test/rails-money.test.ts', // product 25 / 22 s
  'test/payments.test.ts', // product 24 / 12 s
  'test/schema-walk.test.ts', // product 23 / 15 s
  'test/money-outage.test.ts', // faults 18 s
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

// The tiers (vitest projects; `npm test` runs unit + module + product, `npm run test:faults` faults).
// unit: pure code, the schema, the chain's signing and artifacts, the client's helpers, the rail
// simulator in process: no global set-up, no database, no anvil, no port of the service.
const UNIT = [
  'test/unit/**/*.test.ts',
  'packages/*/test/**/*.test.ts',
  'test/chain/artifact.test.ts',
  'test/chain/rpc-fetch.test.ts',
  'test/chain/signing.test.ts',
  'test/chain/wallet.test.ts',
  'test/schema.test.ts',
  'test/schema-lint.test.ts',
  'test/config.test.ts',
];
// The client library's own end-to-end tests talk to a started service: product tier.
const UNIT_EXCLUDED = ['packages/client/test/client.test.ts', 'packages/client/test/chat.test.ts'];

// faults and soak: SIGKILL matrices, chain loss, two instances, outages of a private PostgreSQL,
// signals, the seeded soaks. Each still runs in CI, in a stage of its own (.ci/run). On which
// backend each runs (the PostgreSQL pass drops BACKEND_INDEPENDENT files):
// - money-crash, money-chain, payment-crash: both passes, each taking half of the cases
//   (test/helpers/passes.ts): a crash's recovery reads the ledger, so both databases matter, and
//   one CI run covers each case once.
// - money-replay, money-soak: both. Replay differs by backend (on PostgreSQL the restarted
//   instance starts without the lease); the soak kills the process holding PGlite's files, which
//   only the embedded pass exercises, and recovers on PostgreSQL's lease in the other.
// - money-cluster, money-lanes, money-lanes-monitor, production-cluster, cluster-rolling, rails-cluster, chat-cluster, live-bus-cluster: PostgreSQL only (two instances need a shared database;
//   they skip themselves on the embedded pass).
// - outage, auth-lockout-outage, money-outage, stop, chain/anvil: embedded pass only (BACKEND_INDEPENDENT): they start
//   their own private PostgreSQL, strip the environment, or test anvil alone.
// - payment-conservation: both; its 300 seeded operations are the ledger's conservation proof on
//   each database.
// - rails-crash: both passes, each taking part of the cases, as money-crash.
// - rails-chain, rails-soak: both; the simulator runs in the test process and outlives each
//   killed instance (on PostgreSQL the restarted one takes the lease over after MONEY_LEASE_SECONDS).
const FAULTS = [
  'test/money-crash.test.ts',
  'test/money-chain.test.ts',
  'test/payment-crash.test.ts',
  'test/money-replay.test.ts',
  'test/money-soak.test.ts',
  'test/money-cluster.test.ts',
  // Three money lanes on two instances, one SIGKILLed (src/chain/lanes.ts): PostgreSQL only.
  'test/money-lanes.test.ts',
  // Two lanes on two instances, one frozen (SIGSTOP) with a mined mint: the supply check holds.
  'test/money-lanes-monitor.test.ts',
  'test/production-cluster.test.ts',
  // Three instances behind HAProxy (scripts/cluster.ts): a rolling restart and a kill under load.
  'test/cluster-rolling.test.ts',
  'test/money-outage.test.ts',
  'test/outage.test.ts',
  'test/auth-lockout-outage.test.ts',
  // A private redis-server killed and started again under a running service.
  'test/redis-outage.test.ts',
  // An SSE client that stops reading while 13,000 messages arrive for it.
  'test/sse-stalled.test.ts',
  'test/stop.test.ts',
  'test/chain/anvil.test.ts',
  'test/payment-conservation.test.ts',
  'test/rails-crash.test.ts',
  'test/rails-chain.test.ts',
  'test/rails-cluster.test.ts',
  // Seeded deposits, withdrawals and cash-outs with provider faults and kills (RAILS_SOAK_OPS=500 for the long one).
  'test/rails-soak.test.ts',
  // Typing and presence across two instances on PostgreSQL and Redis, one SIGKILLed: PostgreSQL only.
  'test/chat-cluster.test.ts',
  // The live bus fed from the outbox across two instances without Redis: PostgreSQL only.
  'test/live-bus-cluster.test.ts',
  // Webhook events delivered through repeated SIGKILLs: one instance (embedded), two (PostgreSQL);
  // 3,000 events by default, WEBHOOK_CRASH_EVENTS=10000 for the figure.
  'test/webhooks-crash.test.ts',
];

// module: the services and the app on a copy of a migrated database (test/helpers/modules.ts):
// no anvil, no money engine, no port; requests go through App.fetch. Files whose subject is a
// module's behaviour (profiles, identities, channels, conversations, accounts) rather than the
// doors or the chain. Runs on PostgreSQL too when TEST_DATABASE_URL is set. Not here, though
// about a module: what reads the client's address (accounts-mail's new-device notice names its
// network; App.fetch has no socket), a websocket, a GET with a body (fx), a mint or a payment.
const MODULE = [
  'test/profile.test.ts',
  'test/identity.test.ts',
  'test/channel.test.ts',
  'test/conversation.test.ts',
  'test/conversation-messages.test.ts',
  'test/conversation-queries.test.ts',
  'test/auth.test.ts',
  'test/control-characters.test.ts',
  'test/response-cache.test.ts',
];

const backendExcluded = process.env.TEST_DATABASE_URL ? BACKEND_INDEPENDENT : [];

export default defineConfig({
  // graphql 16 ships CJS (main) and ESM (module) copies. Node loads the CJS one for every
  // dependency; make the tests load that same copy, or "another realm" errors follow.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    setupFiles: ['test/helpers/golden-setup.ts'],
    // Each file gets its own data directory (or PostgreSQL database) and server; the files of a
    // worker share its process and module registry (isolate off): importing src, graphql and the
    // Pothos schema once per worker rather than once per file took npm test from 706 s to 443 s
    // (CPU 21.7 to 13.1 min) on this 2-core machine. The price: test helpers keep no per-file
    // state in module scope (test/helpers/golden.ts forgets its file's answers in afterAll).
    pool: 'forks',
    isolate: false,
    sequence: { sequencer: LongFirst },
    // Vitest's default (cores - 1) runs one file at a time on 2 cores, yet a file spends most of
    // its time waiting for anvil, the database or its child processes: two at a time fit.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for what another process, socket or timer makes true; vitest's 1 s default
    // is less than a loaded 2-core CI machine may stall a worker. A poll that succeeds returns at once.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          // Backend-independent by definition: the PostgreSQL pass leaves the whole tier out.
          exclude: ['**/node_modules/**', ...UNIT_EXCLUDED, ...(process.env.TEST_DATABASE_URL ? UNIT : [])],
        },
      },
      {
        extends: true,
        test: {
          name: 'product',
          include: ['test/**/*.test.ts', ...UNIT_EXCLUDED],
          exclude: [
            '**/node_modules/**',
            ...UNIT.filter((g) => g.startsWith('test/')),
            ...MODULE,
            ...FAULTS,
            ...backendExcluded,
          ],
          // Migrates a database and deploys the contracts once per run: the template each file copies.
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'module',
          include: MODULE,
          exclude: ['**/node_modules/**', ...backendExcluded],
          // A migrated database, once per run, made in a child process: the template each file copies.
          globalSetup: ['test/module-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: FAULTS,
          exclude: ['**/node_modules/**', ...backendExcluded],
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
