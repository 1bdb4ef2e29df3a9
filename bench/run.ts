import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import type { Address, Hex } from 'viem';
import { createTestDatabase, type TestDatabase } from '../test/db/pg-helpers.js';
import { hashToken } from '../src/security/tokens.js';
import { createChain } from '../src/chain/chain.js';
import { paymentRouterAbi, paymentRouterBytecode } from '../src/generated/contracts/payment-router.js';
import { serviceEnv, startChild, type Child } from './lib/child.js';
import { op, post } from './lib/http.js';
import { postgresCpuMs } from './lib/db-cpu.js';
import {
  addConversations,
  createHomeUser,
  HISTORY_SQL,
  HOME_QUERY,
  mutate,
  OPEN_CONVERSATION,
  SEND_MESSAGE,
  signUp,
} from './lib/home.js';
import {
  closedLoop,
  load,
  merge,
  openLoop,
  percentile,
  postLoop,
  rate,
  type OpenLoopSample,
  type Sample,
} from './lib/load.js';
import {
  ensureInstalled,
  fromPostGraphile,
  PGL_HOME_QUERY,
  startPostGraphile,
  withOpaqueCursor,
  type PostGraphile,
} from './lib/postgraphile.js';
import { startEmbedded, stopAllEmbedded, treeRss } from './lib/startup.js';
import { announce } from './lib/announce.js';
import { cacheOutcomes, graphql, messageOf, seedChat } from './lib/chat-load.js';
import { closeAll, fanOutRound, openRaw, openSubscribers, type Round, type Socket } from './lib/sockets.js';
import { PAYER_FUNDS, pay, paymentBodies, SEND } from './lib/payments.js';
import { closeSockets, connectSubjects, openWatchers, pairLatencies } from './lib/presence.js';
import { backlog, baselineLatency, latencyRun, makeCertificate, startReceiver } from './lib/webhooks.js';

// `npm run bench`: every figure of the service against a baseline measured in the same run,
// on the same data and the same machine. Starts its own PostgreSQL database (dropped at the
// end), the service (src/bootstrap.ts in a child process, with its embedded anvil) and a
// baseline process; load comes from this process (autocannon, ws) and only to 127.0.0.1.
// Service and baseline are measured in alternating rounds after a warm-up each, so a noisy
// neighbour hurts both alike. Prints one line per figure, then a Markdown table.
//
// Sections (BENCH_ONLY, a comma list; all by default):
// - startup: the embedded service as `npm start` runs it (no DATABASE_URL: PGlite and anvil in a
//   data directory): spawn to /readyz 200 on a fresh and on an existing data directory, and the
//   idle RSS. Absolute figures, measured first, before anything else is started;
// - signin, nested, overhead, idle, fanout, mint, payments: the service against its baselines;
// - presence: BENCH_PRESENCE_USERS (default 1,000) users, each with BENCH_PRESENCE_CONTACTS (50)
//   contacts holding a presenceUpdated subscription, connect within BENCH_PRESENCE_SECONDS (10):
//   p50/p99 from each connect to the event reaching each contact, and the service's CPU, against
//   a raw ws server doing the same fan-out (bench/lib/presence.ts);
// - distinct: one message to BENCH_FANOUT_DISTINCT (default 1000,5000) distinct users, each
//   subscribed for themselves (bench/lib/announce.ts): p99 and CPU per subscriber against a raw
//   ws server sending each socket its own copy;
// - webhooks: events from commit to an HTTPS receiver (p50/p99 at a steady rate) and delivery
//   throughput of a backlog, against a bare loop in this process posting the same signed
//   payloads (bench/lib/webhooks.ts);
// - chat: the realistic chat workload: BENCH_CHAT_USERS (default 10) users, each with 10
//   conversations, poll their home screen at BENCH_CHAT_HOME_RATE (50) per second in all while
//   BENCH_CHAT_MESSAGE_RATE (33) messages per second arrive for them (open loop, fixed rates;
//   bench/lib/chat-load.ts). Rounds alternate messages alone, with cached and with executed
//   (`no-store`: no cache at all) home screens: the response cache's hit ratio, and CPU per home
//   answer (service and PostgreSQL, what messages alone cost taken off) cached against executed;
// - peer: the home screen against PostGraphile 5 on the same database (bench/lib/postgraphile.ts;
//   its package, bench/postgraphile, is installed by `npm ci` on first use).
//
// Environment: BENCH_SECONDS (per round and side, default 5), BENCH_ROUNDS (default 2; also the
// number of fresh and existing start-ups), BENCH_ONLY, BENCH_PROFILE (a directory: CPU profiles of
// the service for each section), BENCH_JSON (write the figures there), BENCH_ADMIN_URL (default
// postgresql://postgres@127.0.0.1:5432/postgres), BENCH_TIMEOUT_SECONDS (hard limit, default
// 600), BENCH_KEEP_LOGS=1 (keep the children's logs), BENCH_SERVICE_FLAGS (Node flags for the
// service child only, space-separated, e.g. `--trace-gc`; its output goes to the service's log),
// BENCH_LOG_LEVEL (the service's LOG_LEVEL, default info; debug logs each anvil state dump).

const ADMIN_URL =
  process.env.BENCH_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_MS = 2000;
const ONLY = new Set(
  (
    process.env.BENCH_ONLY ??
    'startup,signin,nested,peer,overhead,chat,fanout,distinct,presence,idle,mint,payments,webhooks'
  )
    .split(',')
    .map((s) => s.trim()),
);
const PROFILE_DIR = process.env.BENCH_PROFILE;
/** Hard limit on the whole run: everything is stopped and dropped past it. */
const DEADLINE_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 600) * 1000;

const SIGNIN_CONNECTIONS = 8;
const READ_CONNECTIONS = 50;
const FANOUT_SUBSCRIBERS = 1000;
const FANOUT_ROUNDS = 10;
/** Distinct users in the distinct fan-out figure, one run each. */
const FANOUT_DISTINCT = (process.env.BENCH_FANOUT_DISTINCT ?? '1000,5000').split(',').map(Number);
const IDLE_SOCKETS = 5000;
const PRESENCE_USERS = Number(process.env.BENCH_PRESENCE_USERS ?? 1000);
const PRESENCE_CONTACTS = Number(process.env.BENCH_PRESENCE_CONTACTS ?? 50);
const PRESENCE_WINDOW_MS = Number(process.env.BENCH_PRESENCE_SECONDS ?? 10) * 1000;
const MINT_CLIENTS = 20;
const PAYMENT_CLIENTS = 20;
const HOME_CONVERSATIONS = 25;
const HISTORY_PER_CONVERSATION = 40;
/** The chat section: users, conversations each, home screens and messages per second in all. */
const CHAT_USERS = Number(process.env.BENCH_CHAT_USERS ?? 10);
const CHAT_CONTACTS = 10;
const CHAT_HOME_RATE = Number(process.env.BENCH_CHAT_HOME_RATE ?? 50);
const CHAT_MESSAGE_RATE = Number(process.env.BENCH_CHAT_MESSAGE_RATE ?? 33);
/** Webhooks: messages per second in the latency run; events in the throughput backlog, over this many subjects. */
const WEBHOOK_RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 20);
const WEBHOOK_BACKLOG = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 1000);
const WEBHOOK_SUBJECTS = 20;

// ------------------------------------------------------------------------------- results

interface Figure {
  name: string;
  service: string;
  baseline: string;
  ratio: number | null;
  target: string;
  pass: boolean | null;
  /** Why the figure cannot be judged (its baseline failed): printed instead of met or missed. */
  notJudged?: string;
}
const figures: Figure[] = [];

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
function report(f: Figure) {
  figures.push(f);
  const verdict = f.notJudged ? `  NOT JUDGED (${f.notJudged})` : f.pass === null ? '' : f.pass ? '  ok' : '  MISSED';
  console.log(
    `${f.name.padEnd(26)} ${f.service.padEnd(30)} baseline ${f.baseline.padEnd(34)} ratio ${f.ratio === null ? '   -' : fmt(f.ratio, 2)}  target ${f.target}${verdict}`,
  );
}

// ------------------------------------------------------------------------------ lifecycle

const workDir = mkdtempSync(join(tmpdir(), 'fas-bench-'));
let db: TestDatabase | undefined;
let sql: pg.Client | undefined;
let service: Child | undefined;
let baseline: Child | undefined;
let peer: PostGraphile | undefined;
const openSockets: Socket[][] = [];

let cleaning: Promise<void> | null = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const sockets of openSockets.splice(0)) await closeAll(sockets).catch(() => {});
    await Promise.allSettled([service?.stop(), baseline?.stop(), peer?.child.stop(), stopAllEmbedded()]);
    await sql?.end().catch(() => {});
    await db?.drop().catch((e) => console.error(`could not drop ${db?.name}: ${e.message}`));
    if (!process.env.BENCH_KEEP_LOGS) rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the bench started`);
    void cleanup().then(() => process.exit(130));
  });
}
const deadline = setTimeout(() => {
  console.error(`bench exceeded ${DEADLINE_MS / 1000} s: stopping`);
  void cleanup().then(() => process.exit(1));
}, DEADLINE_MS);
deadline.unref();

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function profiled<T>(section: string, fn: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return fn();
  await service!.call('profile:start');
  try {
    return await fn();
  } finally {
    await service!.call('profile:stop', join(PROFILE_DIR, `${section}.cpuprofile`));
  }
}

/**
 * A running total of PostgreSQL's CPU (ms) plus what it spent between two readings: undefined once
 * any reading is (PostgreSQL not readable here). A backend that ended within the round takes its
 * time with it: never below zero.
 */
const addDbMs = (total: number | undefined, before: number | undefined, after: number | undefined) =>
  total === undefined || before === undefined || after === undefined ? undefined : total + Math.max(0, after - before);

/**
 * Warm-up of each side, then ROUNDS alternating rounds of SECONDS each, the side that goes
 * first swapping every round (work left over from a section before, or from the service's
 * start, would otherwise always fall on the service's rounds). autocannon stops
 * without waiting for the requests in flight: `idle` waits until the side is quiet again.
 * Also returns the CPU time (user + system) each side's process spent per answer.
 */
async function compare(
  run: (side: 'service' | 'baseline', ms: number) => Promise<Sample>,
  idle: () => Promise<void> = () => sleep(500),
  other: () => Child = baseline_,
) {
  const service: Sample[] = [];
  const baseline: Sample[] = [];
  const cpu = { service: 0, baseline: 0 };
  const db: { service: number | undefined; baseline: number | undefined } = { service: 0, baseline: 0 };
  const statements = { service: 0, baseline: 0 };
  const usage = async (side: 'service' | 'baseline') => {
    const u = await (side === 'service' ? service_ : other)().call<NodeJS.CpuUsage & { statements: number }>('cpu');
    return { ms: (u.user + u.system) / 1000, statements: u.statements, db: postgresCpuMs() };
  };
  for (let r = -1; r < ROUNDS; r++) {
    const ms = r < 0 ? WARM_MS : SECONDS * 1000;
    const sides = r % 2 === 0 ? (['baseline', 'service'] as const) : (['service', 'baseline'] as const);
    for (const side of sides) {
      const before = await usage(side);
      const sample = await run(side, ms);
      await idle();
      if (r >= 0) {
        const after = await usage(side);
        cpu[side] += after.ms - before.ms;
        statements[side] += after.statements - before.statements;
        db[side] = addDbMs(db[side], before.db, after.db);
        (side === 'service' ? service : baseline).push(sample);
      }
    }
  }
  const s = merge(service);
  const b = merge(baseline);
  const dbMs = {
    service: db.service === undefined ? undefined : db.service / s.ok,
    baseline: db.baseline === undefined ? undefined : db.baseline / b.ok,
  };
  const pgText = (ms: number | undefined) => (ms === undefined ? '' : `, PostgreSQL ${fmt(ms, 2)} ms`);
  console.log(
    `  per answer: service process ${fmt(cpu.service / s.ok, 2)} ms CPU and ${fmt(statements.service / s.ok, 1)} SQL statements${pgText(dbMs.service)}; ` +
      `baseline process ${fmt(cpu.baseline / b.ok, 2)} ms CPU` +
      (statements.baseline > 0 ? ` and ${fmt(statements.baseline / b.ok, 1)} SQL statements` : '') +
      pgText(dbMs.baseline),
  );
  return { service: s, baseline: b, cpuMs: { service: cpu.service / s.ok, baseline: cpu.baseline / b.ok }, dbMs };
}

/** A side's CPU per answer for the table: its process, and PostgreSQL's where it was measured. */
const cpuText = (processMs: number, dbMs: number | undefined) =>
  `${fmt(processMs, 2)} ms CPU${dbMs === undefined ? '' : ` + ${fmt(dbMs, 2)} ms PostgreSQL`}`;
const service_ = () => service!;
const baseline_ = () => baseline!;

/** What a raw viem loop of the baseline child answers (bench/baseline-child.ts `viem:*`). */
interface ViemRun {
  count: number;
  failed: number;
  seconds: number;
  /** Its failures, counted by the first line of their error. */
  reasons: Record<string, number>;
}

function errorsOf(name: string, s: Sample) {
  if (s.errors === 0) return;
  const why = Object.entries(s.reasons ?? {}).map(([reason, n]) => `${n} × ${reason}`);
  console.log(
    `  (${name}: ${s.errors} failed or wrong answers, not counted${why.length ? `: ${why.join('; ')}` : ''})`,
  );
}

/**
 * A raw viem baseline whose transactions failed (a nonce gap leaves its loops waiting out their
 * receipt timeouts, seen once in about fifteen runs) measures the failure, not the chain: such a
 * figure is printed but not called met or missed.
 */
const baselineFailed = (b: Sample, what: string) =>
  b.errors > 0 ? `the baseline had ${b.errors} failed ${what}; run again` : undefined;

// ------------------------------------------------------------------------------- sections

async function signInSection(url: string) {
  const users = await Promise.all(Array.from({ length: 4 }, () => signUp(url)));
  const bodies = users.map((u) => JSON.stringify({ email: u.email, password: u.password, passcode: u.passcode }));
  const { service: s, baseline: b } = await profiled('signin', () =>
    compare(async (side, ms) => {
      if (side === 'service') {
        // A closed loop, like the baseline's: sign-ins in flight at the round's end are counted.
        return postLoop({
          url: `${url}/account/auth/sign-in`,
          bodies,
          connections: SIGNIN_CONNECTIONS,
          ms,
          check: (body) => body.includes('"access_token":"fas_'),
        });
      }
      // A sign-in verifies two argon2id hashes (password and passcode); the baseline verifies
      // the same two, with as many in flight as the service has at most.
      const r = await baseline!.call<{ count: number; seconds: number }>(
        'argon2:run',
        {
          password: users[0].password,
          passcode: users[0].passcode,
          concurrency: 2 * SIGNIN_CONNECTIONS,
          ms,
        },
        ms + 60_000,
      );
      return { ok: r.count / 2, errors: 0, seconds: r.seconds, latencies: [] };
    }),
  );
  errorsOf('sign-in', s);
  report({
    name: 'sign-in (REST)',
    service: `${fmt(rate(s))} sign-ins/s`,
    baseline: `${fmt(rate(b))} pairs/s (${fmt(2 * rate(b))} argon2 verif./s)`,
    ratio: rate(s) / rate(b),
    target: '>= 0.8',
    pass: rate(s) / rate(b) >= 0.8,
  });
}

async function homeSeed(url: string) {
  const home = await createHomeUser(url);
  await addConversations(url, home, HOME_CONVERSATIONS, 0, async (conversationId) => {
    await sql!.query(HISTORY_SQL, [conversationId, HISTORY_PER_CONVERSATION]);
  });
  await sql!.query('ANALYZE');
  return home;
}

async function nestedSection(url: string, home: { token: string }) {
  const sqlUrl = await baseline!.call<string>('sql:start', { databaseUrl: db!.url });
  const headers = { authorization: `Bearer ${home.token}` };
  const body = JSON.stringify({ query: HOME_QUERY });
  // Same answer from both, or the comparison means nothing.
  const [a, b] = await Promise.all([
    post(url, '/graphql', JSON.parse(body), headers),
    post(sqlUrl, '/graphql', JSON.parse(body), headers),
  ]);
  if (a.body?.errors || JSON.stringify(sortKeys(a.body)) !== JSON.stringify(sortKeys(b.body))) {
    throw new Error(
      `the hand-written SQL does not answer what GraphQL answers:\n${a.text.slice(0, 800)}\n---\n${b.text.slice(0, 800)}`,
    );
  }
  console.log(
    `  home screen: ${a.body.data.conversations.edges.length} conversations (of ${HOME_CONVERSATIONS}, ${HISTORY_PER_CONVERSATION}+ messages each), ${a.text.length} bytes, same JSON from both`,
  );
  const check = (text: string) => text.includes('"viewer"') && text.includes('"edges"') && !text.includes('"errors"');
  // Against the hand SQL in alternating rounds; the service's requests carry `control` as their
  // Cache-Control when given.
  const rounds = (name: string, control?: string) =>
    profiled(name, () =>
      compare((side, ms) =>
        load({
          url: side === 'service' ? `${url}/graphql` : `${sqlUrl}/graphql`,
          headers: side === 'service' && control ? { ...headers, 'cache-control': control } : headers,
          body,
          connections: READ_CONNECTIONS,
          ms,
          check,
        }),
      ),
    );
  const { service: s, baseline: bl } = await rounds('nested');
  // The same, each answer executed afresh: `Cache-Control: no-cache` passes the response cache by.
  const executed = await rounds('nested-uncached', 'no-cache');
  const { service: sf, baseline: blf } = executed;
  // And with no cache at all (`no-store`: nothing looked up, waited for or kept). Not faster than
  // `no-cache`: the change feed's barrier a lookup waits for lets concurrent requests start
  // together, so Prisma batches their viewer reads (docs/performance.md).
  const bypassed = await rounds('nested-nostore', 'no-store');
  await baseline!.call('sql:stop');
  errorsOf('nested read', s);
  errorsOf('nested read, no-cache', sf);
  report({
    name: 'nested read (GraphQL)',
    service: `${fmt(rate(s))} req/s`,
    baseline: `${fmt(rate(bl))} req/s (hand-written SQL)`,
    ratio: rate(s) / rate(bl),
    target: '>= 0.5',
    pass: rate(s) / rate(bl) >= 0.5,
  });
  report({
    name: 'nested read, no-cache',
    service: `${fmt(rate(sf))} req/s (${cpuText(executed.cpuMs.service, executed.dbMs.service)})`,
    baseline: `${fmt(rate(blf))} req/s (${cpuText(executed.cpuMs.baseline, executed.dbMs.baseline)}; hand-written SQL)`,
    ratio: rate(sf) / rate(blf),
    target: '(every answer executed)',
    pass: null,
  });
  errorsOf('nested read, no-store', bypassed.service);
  report({
    name: 'nested read, no-store',
    service: `${fmt(rate(bypassed.service))} req/s (${cpuText(bypassed.cpuMs.service, bypassed.dbMs.service)})`,
    baseline: `${fmt(rate(bypassed.baseline))} req/s (${cpuText(bypassed.cpuMs.baseline, bypassed.dbMs.baseline)}; hand-written SQL)`,
    ratio: rate(bypassed.service) / rate(bypassed.baseline),
    target: '(no cache at all)',
    pass: null,
  });
  const p95s = percentile(s.latencies, 95);
  const p95b = percentile(bl.latencies, 95);
  report({
    name: 'nested read p95 @50 conn.',
    service: `${fmt(p95s)} ms`,
    baseline: `${fmt(p95b)} ms`,
    ratio: p95b / p95s,
    target: '(latency: baseline/service)',
    pass: null,
  });
}

async function peerSection(url: string, home: { token: string }) {
  peer = await startPostGraphile(sql!, db!.url, join(workDir, 'postgraphile.log'));
  const pgl = peer;
  console.log(
    `  PostGraphile ${pgl.version} (amber preset, grafserv on node:http, pg pool of 10) on Node ${pgl.node}` +
      (pgl.polyfilled ? ' with a Promise.withResolvers polyfill (it declares Node >= 22)' : ''),
  );
  const headers = { authorization: `Bearer ${home.token}` };
  const ours = JSON.stringify({ query: HOME_QUERY });
  const theirs = JSON.stringify({ query: PGL_HOME_QUERY });
  // The same data from both (PostGraphile's answer mapped to our shape), or the figure means nothing.
  const [a, b] = await Promise.all([
    post(url, '/graphql', JSON.parse(ours), headers),
    post(pgl.url, '/graphql', JSON.parse(theirs), headers),
  ]);
  const expected = JSON.stringify(sortKeys(withOpaqueCursor(a.body)));
  if (a.body?.errors || b.body?.errors || expected !== JSON.stringify(sortKeys(fromPostGraphile(b.body)))) {
    throw new Error(
      `PostGraphile does not answer what the service answers:\n${a.text.slice(0, 800)}\n---\n${b.text.slice(0, 800)}`,
    );
  }
  console.log(
    `  home screen: same data from both (PostGraphile's answer mapped: field names, enums, timestamps; cursors are opaque); ` +
      `${a.text.length} bytes from the service, ${b.text.length} from PostGraphile`,
  );
  // Cached (the service's response cache answers) and executed (`no-cache`: every answer executed,
  // as PostGraphile executes every one).
  const rounds = (serviceHeaders: Record<string, string>) => () =>
    compare(
      (side, ms) =>
        side === 'service'
          ? load({
              url: `${url}/graphql`,
              headers: serviceHeaders,
              body: ours,
              connections: READ_CONNECTIONS,
              ms,
              check: (t) => t.includes('"viewer"') && t.includes('"edges"') && !t.includes('"errors"'),
            })
          : load({
              url: `${pgl.url}/graphql`,
              headers,
              body: theirs,
              connections: READ_CONNECTIONS,
              ms,
              check: (t) => t.includes('"viewer":{') && t.includes('"homeConversations"') && !t.includes('"errors"'),
            }),
      undefined,
      () => pgl.child,
    );
  const { service: s, baseline: bl, cpuMs, dbMs } = await profiled('peer', rounds(headers));
  const executed = await profiled('peer-uncached', rounds({ ...headers, 'cache-control': 'no-cache' }));
  await pgl.child.stop();
  peer = undefined;
  errorsOf('home screen', s);
  errorsOf('PostGraphile', bl);
  errorsOf('home screen, no-cache', executed.service);
  errorsOf('PostGraphile (no-cache rounds)', executed.baseline);
  const node = pgl.polyfilled ? `, Node ${pgl.node.split('.')[0].slice(1)} + polyfill` : '';
  report({
    name: 'home vs PostGraphile 5',
    service: `${fmt(rate(s))} req/s (${cpuText(cpuMs.service, dbMs.service)})`,
    baseline: `${fmt(rate(bl))} req/s (${cpuText(cpuMs.baseline, dbMs.baseline)}; PostGraphile ${pgl.version}${node})`,
    ratio: rate(s) / rate(bl),
    target: '>= 2.0',
    pass: rate(s) / rate(bl) >= 2,
  });
  report({
    name: 'home vs PostGraphile, no-cache',
    service: `${fmt(rate(executed.service))} req/s (${cpuText(executed.cpuMs.service, executed.dbMs.service)})`,
    baseline: `${fmt(rate(executed.baseline))} req/s (${cpuText(executed.cpuMs.baseline, executed.dbMs.baseline)})`,
    ratio: rate(executed.service) / rate(executed.baseline),
    target: '>= 1.5 (every answer executed)',
    pass: rate(executed.service) / rate(executed.baseline) >= 1.5,
  });
  report({
    name: 'home vs PGL p95 @50 conn.',
    service: `${fmt(percentile(s.latencies, 95))} ms`,
    baseline: `${fmt(percentile(bl.latencies, 95))} ms`,
    ratio: percentile(bl.latencies, 95) / percentile(s.latencies, 95),
    target: '(latency: baseline/service)',
    pass: null,
  });
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  return v;
}

async function overheadSection(url: string, home: { token: string }) {
  const yogaUrl = await baseline!.call<string>('yoga:start');
  const viewer = JSON.stringify({ query: '{ viewer { id } }' });
  const typename = JSON.stringify({ query: '{ __typename }' });
  const { service: s, baseline: b } = await profiled('overhead', () =>
    compare((side, ms) =>
      side === 'service'
        ? load({
            url: `${url}/graphql`,
            headers: { authorization: `Bearer ${home.token}` },
            body: viewer,
            connections: READ_CONNECTIONS,
            ms,
            check: (t) => t.startsWith('{"data":{"viewer":{"id"'),
          })
        : load({
            url: `${yogaUrl}/graphql`,
            body: typename,
            connections: READ_CONNECTIONS,
            ms,
            check: (t) => t === '{"data":{"__typename":"Query"}}',
          }),
    ),
  );
  await baseline!.call('yoga:stop');
  errorsOf('overhead', s);
  report({
    name: 'overhead { viewer { id } }',
    service: `${fmt(rate(s))} req/s`,
    baseline: `${fmt(rate(b))} req/s (bare yoga { __typename })`,
    ratio: rate(s) / rate(b),
    target: '>= 0.6',
    pass: rate(s) / rate(b) >= 0.6,
  });
  report({
    name: 'overhead p95 @50 conn.',
    service: `${fmt(percentile(s.latencies, 95))} ms`,
    baseline: `${fmt(percentile(b.latencies, 95))} ms`,
    ratio: percentile(b.latencies, 95) / percentile(s.latencies, 95),
    target: '(latency: baseline/service)',
    pass: null,
  });
}

type ChatMode = 'messages' | 'cached' | 'executed';
/** What a chat mode's counted rounds added up to. */
interface ChatTotals {
  cpuMs: number;
  dbMs: number | undefined;
  statements: number;
  seconds: number;
  hit: number;
  miss: number;
  home: OpenLoopSample[];
  sent: OpenLoopSample[];
}

/** The chat section (see the top of this file). */
async function chatSection(url: string) {
  const users = await seedChat(url, CHAT_USERS, CHAT_CONTACTS);
  await sql!.query('ANALYZE');
  const home = { query: HOME_QUERY };
  const check = (t: string) => t.includes('"viewer"') && t.includes('"edges"');
  const modes: ChatMode[] = ['messages', 'cached', 'executed'];
  const zero = (): ChatTotals => ({
    cpuMs: 0,
    dbMs: 0,
    statements: 0,
    seconds: 0,
    hit: 0,
    miss: 0,
    home: [],
    sent: [],
  });
  const totals: Record<ChatMode, ChatTotals> = { messages: zero(), cached: zero(), executed: zero() };
  let written = 0; // messages across rounds, so every text differs
  const round = async (mode: ChatMode, ms: number, counted: boolean) => {
    const before = { usage: await usageOf(service!), db: postgresCpuMs(), cache: await cacheOutcomes(url) };
    const first = written;
    written += Math.floor((ms / 1000) * CHAT_MESSAGE_RATE);
    // Executed: with no cache at all (`no-store`), what the issue's "cache-off" is.
    const headers: Record<string, string> = mode === 'executed' ? { 'cache-control': 'no-store' } : {};
    const [sent, homes] = await Promise.all([
      openLoop({
        rate: CHAT_MESSAGE_RATE,
        ms,
        send: (k) => {
          const m = messageOf(users, first + k);
          return graphql(url, m.token, m.body);
        },
      }),
      mode === 'messages'
        ? undefined
        : openLoop({
            rate: CHAT_HOME_RATE,
            ms,
            send: (i) => graphql(url, users[i % users.length].home.token, home, headers, check),
          }),
    ]);
    await sleep(500); // the service's work after the last answer (change feed, fan-out) falls in the round
    if (!counted) return;
    const after = { usage: await usageOf(service!), db: postgresCpuMs(), cache: await cacheOutcomes(url) };
    const t = totals[mode];
    t.cpuMs += after.usage.ms - before.usage.ms;
    t.statements += after.usage.statements - before.usage.statements;
    t.dbMs = addDbMs(t.dbMs, before.db, after.db);
    t.seconds += ms / 1000;
    t.hit += after.cache.hit - before.cache.hit;
    t.miss += after.cache.miss - before.cache.miss;
    t.sent.push(sent);
    if (homes) t.home.push(homes);
  };
  for (const mode of modes) await round(mode, WARM_MS, false);
  for (let r = 0; r < ROUNDS; r++) {
    // Each round starts with another mode, so no mode always follows the same one.
    for (let m = 0; m < modes.length; m++) {
      const mode = modes[(r + m) % modes.length];
      await profiled(`chat-${mode}-${r + 1}`, () => round(mode, SECONDS * 1000, true));
    }
  }
  // CPU a home answer costs: a mode's CPU less what the messages alone cost in as many seconds.
  const perSecond = (total: number | undefined) => (total === undefined ? undefined : total / totals.messages.seconds);
  const perAnswer = (mode: 'cached' | 'executed') => {
    const t = totals[mode];
    const answers = merge(t.home).ok;
    const node = (t.cpuMs - perSecond(totals.messages.cpuMs)! * t.seconds) / answers;
    const dbSecond = perSecond(totals.messages.dbMs);
    const db = t.dbMs === undefined || dbSecond === undefined ? undefined : (t.dbMs - dbSecond * t.seconds) / answers;
    return { node, db, total: node + (db ?? 0) };
  };
  for (const mode of modes) {
    const t = totals[mode];
    const sent = merge(t.sent);
    const homes = t.home.length ? merge(t.home) : undefined;
    const refused = [...t.sent, ...t.home].reduce((n, s) => n + s.refused, 0);
    console.log(
      `  ${mode.padEnd(8)}: ${fmt(sent.ok / t.seconds)} messages/s (p99 ${fmt(percentile(sent.latencies, 99))} ms)` +
        (homes
          ? `, ${fmt(homes.ok / t.seconds)} home screens/s (p50 ${fmt(percentile(homes.latencies, 50))} ms, p99 ${fmt(percentile(homes.latencies, 99))} ms)`
          : '') +
        `; ${fmt(t.cpuMs / t.seconds, 0)} ms service CPU and ${fmt(t.statements / t.seconds, 0)} SQL statements per second${t.dbMs === undefined ? '' : ` + ${fmt(t.dbMs / t.seconds, 0)} ms PostgreSQL`}` +
        (sent.errors + (homes?.errors ?? 0) + refused > 0
          ? `; ${sent.errors + (homes?.errors ?? 0)} failed, ${refused} not sent (200 waiting)`
          : ''),
    );
  }
  const cached = perAnswer('cached');
  const executed = perAnswer('executed');
  const lookups = totals.cached.hit + totals.cached.miss;
  const hitRatio = lookups > 0 ? totals.cached.hit / lookups : NaN;
  report({
    name: 'chat: home cache hit ratio',
    service: `${fmt(hitRatio * 100)} % of ${lookups} home screens`,
    baseline: `(${CHAT_USERS} users, ${CHAT_HOME_RATE}/s home, ${CHAT_MESSAGE_RATE}/s messages)`,
    ratio: null,
    target: '>= 70 %',
    pass: hitRatio >= 0.7,
  });
  const text = (c: typeof cached) =>
    `${fmt(c.total, 2)} ms CPU (${fmt(c.node, 2)} service${c.db === undefined ? '' : ` + ${fmt(c.db, 2)} PostgreSQL`})`;
  report({
    name: 'chat: CPU per home answer',
    service: `${text(cached)} cached`,
    baseline: `${text(executed)} executed`,
    ratio: cached.total / executed.total,
    target: '<= 0.5',
    pass: cached.total / executed.total <= 0.5,
  });
  const p99 = (mode: 'cached' | 'executed') => percentile(merge(totals[mode].home).latencies, 99);
  report({
    name: 'chat: home p99',
    service: `${fmt(p99('cached'))} ms cached`,
    baseline: `${fmt(p99('executed'))} ms executed`,
    ratio: p99('executed') / p99('cached'),
    target: '(latency: executed/cached)',
    pass: null,
  });
}

/** A child's CPU time so far (ms) and the SQL statements it sent. */
async function usageOf(child: Child) {
  const u = await child.call<NodeJS.CpuUsage & { statements: number }>('cpu');
  return { ms: (u.user + u.system) / 1000, statements: u.statements };
}

/**
 * The raw ws baseline of a fan-out figure: `n` sockets, 2 warm-up and FANOUT_ROUNDS counted
 * messages, each a POST of `payload` to `path` (bench/baseline-child.ts `ws:start`); its rounds
 * and its CPU over the counted ones.
 */
async function rawFanOut(payload: string, n: number, path: '/broadcast' | '/distinct') {
  const wsUrl = await baseline!.call<string>('ws:start');
  const raw = await openRaw(wsUrl, n, 50);
  openSockets.push(raw);
  const send = async () => {
    const res = await fetch(`${wsUrl}${path}`, { method: 'POST', body: payload });
    await res.arrayBuffer();
  };
  const rounds: Round[] = [];
  let cpuMs = 0;
  for (let r = 0; r < 2 + FANOUT_ROUNDS; r++) {
    const before = (await usageOf(baseline!)).ms;
    const round = await fanOutRound(raw, send, 10_000);
    await sleep(150);
    if (r < 2) continue;
    cpuMs += (await usageOf(baseline!)).ms - before;
    rounds.push(round);
  }
  await closeAll(raw);
  openSockets.splice(openSockets.indexOf(raw), 1);
  await baseline!.call('ws:stop');
  return { rounds, cpuMs };
}

const MESSAGE_ADDED =
  'subscription { messageAdded { id conversationId text fromViewer createdAt contact { id username } } }';

async function fanOutSection(url: string) {
  // One user with 1,000 subscribed sockets (groups stop at 256 members): one message from a
  // contact reaches all of them.
  const viewer = await signUp(url);
  const contact = await signUp(url);
  const conversation = (await mutate(url, contact.token, OPEN_CONVERSATION, { c: viewer.userId })).createConversation
    .conversation.id as string;
  const subscribers = await openSubscribers(url, FANOUT_SUBSCRIBERS, () => viewer.token, MESSAGE_ADDED, 50);
  openSockets.push(subscribers);
  let n = 0;
  const send = async () =>
    void (await mutate(url, contact.token, SEND_MESSAGE, { c: conversation, m: `fan-out ${n++}` }));
  const serviceRounds: Round[] = [];
  await profiled('fanout', async () => {
    for (let r = 0; r < 2 + FANOUT_ROUNDS; r++) {
      const round = await fanOutRound(subscribers, send);
      if (r >= 2) serviceRounds.push(round); // the first two are a warm-up (and prove every subscription is live)
      await sleep(150);
    }
  });
  const payload = subscribers[0].last;
  if (!payload.includes('"messageAdded"')) throw new Error(`unexpected subscription payload: ${payload.slice(0, 300)}`);
  await closeAll(subscribers);
  openSockets.splice(openSockets.indexOf(subscribers), 1);

  const { rounds: rawRounds } = await rawFanOut(payload, FANOUT_SUBSCRIBERS, '/broadcast');

  const sLat = serviceRounds.flatMap((r) => r.latencies);
  const bLat = rawRounds.flatMap((r) => r.latencies);
  const sLost = serviceRounds.reduce((s, r) => s + r.lost, 0);
  const bLost = rawRounds.reduce((s, r) => s + r.lost, 0);
  const sp50 = percentile(sLat, 50);
  const bp50 = percentile(bLat, 50);
  const sp99 = percentile(sLat, 99);
  const bp99 = percentile(bLat, 99);
  const first = (rounds: Round[]) =>
    percentile(
      rounds.map((r) => Math.min(...r.latencies)),
      50,
    );
  console.log(
    `  ${FANOUT_ROUNDS} messages × ${FANOUT_SUBSCRIBERS} subscribers; payload ${payload.length} bytes; latency from the send of the mutation ` +
      `(or broadcast request) to arrival; first arrival (median): service ${fmt(first(serviceRounds))} ms, raw ws ${fmt(first(rawRounds))} ms; ` +
      `trigger answered (median): service ${fmt(
        percentile(
          serviceRounds.map((r) => r.triggerMs),
          50,
        ),
      )} ms, raw ws ${fmt(
        percentile(
          rawRounds.map((r) => r.triggerMs),
          50,
        ),
      )} ms`,
  );
  report({
    name: 'fan-out p50 (1,000 subs)',
    service: `${fmt(sp50)} ms`,
    baseline: `${fmt(bp50)} ms (raw ws)`,
    ratio: bp50 / sp50,
    target: '(latency: baseline/service)',
    pass: null,
  });
  report({
    name: 'fan-out p99 (1,000 subs)',
    service: `${fmt(sp99)} ms`,
    baseline: `${fmt(bp99)} ms (raw ws)`,
    ratio: bp99 / sp99,
    target: '< 100 ms and within 3x (>= 0.33)',
    pass: sp99 < 100 && bp99 / sp99 >= 1 / 3,
  });
  report({
    name: 'fan-out lost',
    service: `${sLost} of ${sLat.length + sLost}`,
    baseline: `${bLost} of ${bLat.length + bLost}`,
    ratio: null,
    target: 'none lost',
    pass: sLost === 0,
  });
}

/**
 * Fan-out to distinct users: N users, each subscribed to messageAdded for themselves on a socket
 * of their own, hear one message that concerns all of them (bench/lib/announce.ts commits it as
 * a send to N receivers would: N copies and their events in one statement). Every answer differs
 * (each copy has its own id), so nothing is shared: this is the per-subscriber cost. Baseline: a
 * raw ws server sending each socket its own serialised copy of the same frame.
 */
async function fanOutDistinctSection(url: string, n: number) {
  const [sender] = await seedUsers(1);
  const receivers = await seedUsers(n);
  const { rows } = await sql!.query<{ id: string; ownerId: number }>(
    `INSERT INTO "Conversation" ("id", "ownerId", "contactId", "updatedAt")
     SELECT gen_random_uuid(), o, $2::int, now() FROM unnest($1::int[]) AS t(o) RETURNING "id", "ownerId"`,
    [receivers.map((r) => r.id), sender.id],
  );
  await sql!.query('ANALYZE "User", "AccessToken", "Conversation"');
  const audience = { sender, receivers: rows.map((r) => ({ ownerId: r.ownerId, conversationId: r.id })) };
  const subscribers = await openSubscribers(url, n, (i) => receivers[i].token, MESSAGE_ADDED, 50);
  openSockets.push(subscribers);
  let k = 0;
  const send = () => announce(sql!, audience, `announcement ${k++}`);
  const serviceRounds: Round[] = [];
  let serviceCpu = 0;
  let statements = 0;
  await profiled(`fanout-distinct-${n}`, async () => {
    for (let r = 0; r < 2 + FANOUT_ROUNDS; r++) {
      const before = await usageOf(service!);
      const round = await fanOutRound(subscribers, send, 10_000, 'answered');
      await sleep(150);
      if (r < 2) continue; // warm-up (and proof that every subscription is live)
      const after = await usageOf(service!);
      serviceCpu += after.ms - before.ms;
      statements += after.statements - before.statements;
      serviceRounds.push(round);
    }
  });
  const payload = subscribers[0].last;
  if (!payload.includes('"messageAdded"')) throw new Error(`unexpected subscription payload: ${payload.slice(0, 300)}`);
  await closeAll(subscribers);
  openSockets.splice(openSockets.indexOf(subscribers), 1);

  const { rounds: rawRounds, cpuMs: rawCpu } = await rawFanOut(payload, n, '/distinct');

  const sLat = serviceRounds.flatMap((r) => r.latencies);
  const bLat = rawRounds.flatMap((r) => r.latencies);
  const sLost = serviceRounds.reduce((s, r) => s + r.lost, 0);
  const deliveries = FANOUT_ROUNDS * n;
  const perSub = (ms: number) => (ms * 1000) / deliveries; // µs
  const commitMs = percentile(
    serviceRounds.map((r) => r.triggerMs),
    50,
  );
  console.log(
    `  ${FANOUT_ROUNDS} messages × ${n} distinct users; latency from the message's commit (service; the commit took ` +
      `${fmt(commitMs)} ms, median) or the broadcast request (raw ws) to arrival, p50 ${fmt(percentile(sLat, 50))} ms ` +
      `(raw ws ${fmt(percentile(bLat, 50))} ms); ` +
      `per message: service ${fmt(serviceCpu / FANOUT_ROUNDS, 0)} ms of CPU and ${fmt(statements / FANOUT_ROUNDS, 1)} SQL statements, ` +
      `raw ws ${fmt(rawCpu / FANOUT_ROUNDS, 0)} ms`,
  );
  const label = n.toLocaleString('en');
  report({
    name: `fan-out p99 (${label} distinct users)`,
    service: `${fmt(percentile(sLat, 99))} ms`,
    baseline: `${fmt(percentile(bLat, 99))} ms (raw ws)`,
    ratio: percentile(bLat, 99) / percentile(sLat, 99),
    target: '< 250 ms at 5,000',
    pass: n >= 5000 ? percentile(sLat, 99) < 250 : null,
  });
  report({
    name: `fan-out CPU per subscriber (${label} distinct)`,
    service: `${fmt(perSub(serviceCpu), 0)} µs`,
    baseline: `${fmt(perSub(rawCpu), 0)} µs (raw ws)`,
    ratio: rawCpu / serviceCpu,
    target: '<= 3x raw ws (>= 0.33)',
    pass: rawCpu / serviceCpu >= 1 / 3,
  });
  report({
    name: `fan-out lost (${label} distinct)`,
    service: `${sLost} of ${deliveries}`,
    baseline: `${rawRounds.reduce((s, r) => s + r.lost, 0)} of ${deliveries}`,
    ratio: null,
    target: 'none lost',
    pass: sLost === 0,
  });
}

const PRESENCE_UPDATED = 'subscription { presenceUpdated { contactId state lastSeenAt } }';

/** Users and their access tokens, inserted directly (only the sockets and the contacts matter here). */
async function seedUsers(count: number) {
  const tokens = Array.from({ length: count }, () => `fas_${randomBytes(32).toString('base64url')}`);
  const { rows } = await sql!.query<{ id: number; uuid: string }>(
    `INSERT INTO "User" ("uuid", "updatedAt") SELECT gen_random_uuid(), now() FROM generate_series(1, $1::int) RETURNING "id", "uuid"`,
    [count],
  );
  await sql!.query(
    `INSERT INTO "AccessToken" ("tokenHash", "userId", "expiresAt") SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[])`,
    [tokens.map(hashToken), rows.map((r) => r.id), rows.map(() => new Date(Date.now() + 6 * 3600_000))],
  );
  return rows.map((r, i) => ({ ...r, token: tokens[i] }));
}

async function presenceSection(url: string) {
  // Two populations so that the watchers' own sockets do not make the subjects online: N
  // watchers, each holding a presenceUpdated subscription, and N subjects, each sharing a
  // conversation (one each way, seeded in SQL) with C watchers; every watcher then has C
  // subjects. The subjects connect, evenly spread over the window.
  const n = PRESENCE_USERS;
  const c = Math.min(PRESENCE_CONTACTS, n);
  const seeded = performance.now();
  const watcherUsers = await seedUsers(n);
  const subjects = await seedUsers(n);
  const contacts = subjects.map((_, s) => Array.from({ length: c }, (_, k) => (s + k) % n));
  const owners: number[] = [];
  const others: number[] = [];
  contacts.forEach((ws, s) => {
    for (const w of ws) {
      owners.push(subjects[s].id, watcherUsers[w].id);
      others.push(watcherUsers[w].id, subjects[s].id);
    }
  });
  await sql!.query(
    `INSERT INTO "Conversation" ("id", "ownerId", "contactId", "updatedAt") SELECT gen_random_uuid(), o, c, now() FROM unnest($1::int[], $2::int[]) AS t(o, c)`,
    [owners, others],
  );
  // Statistics as autovacuum would have them on a table that grew over time (without them the
  // planner takes the 100,000 fresh rows for an empty table).
  await sql!.query('ANALYZE "User", "AccessToken", "Conversation"');
  const subjectIds = subjects.map((u) => u.uuid);
  console.log(
    `  seeded ${2 * n} users and ${owners.length} conversations in ${fmt((performance.now() - seeded) / 1000, 1)} s`,
  );
  const cpuOf = async (child: Child) => (await usageOf(child)).ms;
  const deliverMs = PRESENCE_WINDOW_MS + 30_000;

  // The service.
  const wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  const watchers = await openWatchers(wsUrl, n, (i) => watcherUsers[i].token, PRESENCE_UPDATED);
  await sleep(3000); // the watchers' own presence batches pass, their subscriptions listen
  const framesBefore = watchers.frames();
  const before = await usageOf(service!);
  const cpu0 = before.ms;
  const connects = await profiled('presence', async () => {
    const connects = await connectSubjects(wsUrl, n, PRESENCE_WINDOW_MS, (i) => subjects[i].token);
    return connects;
  });
  const s = await pairLatencies(watchers, connects, subjectIds, contacts, deliverMs);
  const after = await usageOf(service!);
  const serviceCpu = after.ms - cpu0;
  const statements = after.statements - before.statements;
  const serviceFrames = watchers.frames() - framesBefore;
  await closeSockets(connects.sockets);
  await closeSockets(watchers.sockets);
  await sleep(1000);

  // The raw ws baseline.
  const rawUrl = (await baseline!.call<string>('presence:start', { subjectIds, contacts })).replace(/^http/, 'ws');
  const rawWatchers = await openWatchers(rawUrl, n, null, '');
  await sleep(500);
  const rawFramesBefore = rawWatchers.frames();
  const bcpu0 = await cpuOf(baseline!);
  const rawConnects = await connectSubjects(rawUrl, n, PRESENCE_WINDOW_MS, null);
  const b = await pairLatencies(rawWatchers, rawConnects, subjectIds, contacts, deliverMs);
  const baselineCpu = (await cpuOf(baseline!)) - bcpu0;
  const rawFrames = rawWatchers.frames() - rawFramesBefore;
  await closeSockets(rawConnects.sockets);
  await closeSockets(rawWatchers.sockets);
  await baseline!.call('ws:stop');

  const what = `${n.toLocaleString('en')} users × ${c} contacts`;
  console.log(
    `  ${what} connecting over ${PRESENCE_WINDOW_MS / 1000} s (${n * c} deliveries); latency from a subject's connection_init to the ` +
      `event naming it at each contact; frames to watchers: service ${serviceFrames} (batched), raw ws ${rawFrames}; ` +
      `last delivery ${fmt(s.lastMs / 1000, 1)} s (service), ${fmt(b.lastMs / 1000, 1)} s (raw ws) after the first connect; ` +
      `connects failed: service ${connects.failed}, raw ws ${rawConnects.failed}; connection_ack p50/p99 ` +
      `${fmt(percentile(connects.ackMs, 50))}/${fmt(percentile(connects.ackMs, 99))} ms; ` +
      `CPU over the run: service process ${fmt(serviceCpu, 0)} ms (${fmt(serviceCpu / n, 2)} ms per connect; ${statements} SQL statements), ` +
      `raw ws process ${fmt(baselineCpu, 0)} ms`,
  );
  const sp50 = percentile(s.latencies, 50);
  const bp50 = percentile(b.latencies, 50);
  const sp99 = percentile(s.latencies, 99);
  const bp99 = percentile(b.latencies, 99);
  report({
    name: `presence p50 (${n} × ${c})`,
    service: `${fmt(sp50)} ms`,
    baseline: `${fmt(bp50)} ms (raw ws)`,
    ratio: sp50 / bp50,
    target: '(service/baseline; lower is better)',
    pass: null,
  });
  report({
    name: `presence p99 (${n} × ${c})`,
    service: `${fmt(sp99)} ms`,
    baseline: `${fmt(bp99)} ms (raw ws)`,
    ratio: sp99 / bp99,
    target: '(service/baseline; lower is better)',
    pass: null,
  });
  report({
    name: 'presence CPU per connect',
    service: `${fmt(serviceCpu / n, 2)} ms`,
    baseline: `${fmt(baselineCpu / n, 2)} ms (raw ws)`,
    ratio: serviceCpu / baselineCpu,
    target: '(service/baseline; lower is better)',
    pass: null,
  });
  report({
    name: 'presence lost',
    service: `${s.lost} of ${n * c}`,
    baseline: `${b.lost} of ${n * c}`,
    ratio: null,
    target: 'none lost',
    pass: s.lost === 0,
  });
}

interface Mem {
  rss: number;
  heapUsed: number;
  external: number;
}

async function idleSection(url: string) {
  // 5,000 users, each with a token (inserted directly: only the sockets matter here).
  const tokens = Array.from({ length: IDLE_SOCKETS }, () => `fas_${randomBytes(32).toString('base64url')}`);
  const { rows } = await sql!.query<{ id: number }>(
    `INSERT INTO "User" ("uuid", "updatedAt") SELECT gen_random_uuid(), now() FROM generate_series(1, $1::int) RETURNING "id"`,
    [IDLE_SOCKETS],
  );
  await sql!.query(
    `INSERT INTO "AccessToken" ("tokenHash", "userId", "expiresAt") SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[])`,
    [tokens.map(hashToken), rows.map((r) => r.id), rows.map(() => new Date(Date.now() + 6 * 3600_000))],
  );
  const idle = 'subscription { messageAdded { id text } }';
  const before = await service!.call<Mem>('mem');
  const sockets = await openSubscribers(url, IDLE_SOCKETS, (i) => tokens[i], idle, 50);
  openSockets.push(sockets);
  await sleep(2000);
  const after = await service!.call<Mem>('mem');
  const lost = sockets.filter((s) => s.ws.readyState !== s.ws.OPEN).length;
  await closeAll(sockets);
  openSockets.splice(openSockets.indexOf(sockets), 1);

  const wsUrl = await baseline!.call<string>('ws:start');
  const rawBefore = await baseline!.call<Mem>('mem');
  const raw = await openRaw(wsUrl, IDLE_SOCKETS, 50);
  openSockets.push(raw);
  await sleep(2000);
  const rawAfter = await baseline!.call<Mem>('mem');
  await closeAll(raw);
  openSockets.splice(openSockets.indexOf(raw), 1);
  await baseline!.call('ws:stop');

  const kb = (a: Mem, b: Mem, key: keyof Mem) => (b[key] - a[key]) / IDLE_SOCKETS / 1024;
  const heap = (a: Mem, b: Mem) => kb(a, b, 'heapUsed') + kb(a, b, 'external');
  // RSS moves in large steps (and a heap grown earlier is reused), the JS heap misses native
  // memory: the figure is the larger of the two.
  const s = Math.max(kb(before, after, 'rss'), heap(before, after));
  const b = Math.max(kb(rawBefore, rawAfter, 'rss'), heap(rawBefore, rawAfter));
  console.log(
    `  ${IDLE_SOCKETS} sockets open (${lost} closed early); per socket: service RSS ${fmt(kb(before, after, 'rss'))} KB, heap+external ${fmt(heap(before, after))} KB; ` +
      `raw ws RSS ${fmt(kb(rawBefore, rawAfter, 'rss'))} KB, heap+external ${fmt(heap(rawBefore, rawAfter))} KB`,
  );
  report({
    name: 'idle subscribed socket',
    service: `${fmt(s)} KB`,
    baseline: `${fmt(b)} KB (raw ws, no subscription)`,
    ratio: b / s,
    target: '< 50 KB',
    pass: s < 50 && lost === 0,
  });
}

/** Waits until no mint of the service is in flight, so that a round starts on a quiet chain. */
async function openMints() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const { rows } = await sql!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "StablecoinTransaction" WHERE "status" IN ('PENDING', 'SUBMITTED')`,
    );
    if (rows[0].n === 0) break;
    await sleep(100);
  }
  await sleep(300);
}

/**
 * anvil's second dev account. The baseline mints with a key and a token of its own: the service
 * refuses money when its operator key has transactions on chain that its ledger does not hold,
 * so the two sides cannot share that key.
 */
const BASELINE_MINTER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

async function mintSection(url: string, info: { rpcUrl: string; tokens: Record<string, Address> }) {
  const minter = await createChain({ rpcUrl: info.rpcUrl, operatorKey: BASELINE_MINTER_KEY });
  const baselineToken = await minter.deployStablecoin('Baseline Naira', 'bNGN');
  await minter.close();
  const users = await Promise.all(
    Array.from({ length: MINT_CLIENTS }, async () => {
      const u = await signUp(url);
      const link =
        'mutation($input: LinkIdentityInput!) { linkIdentity(input: $input) { ... on LinkIdentitySuccess { identity { id } } } }';
      const fiat = (
        await op(url, u.token, link, {
          input: { mobileMoney: { phoneNumber: '+2348031234567', providerName: 'OPay', currency: 'NGN' } },
        })
      ).linkIdentity.identity.id;
      const key = generatePrivateKey();
      const address = privateKeyToAddress(key);
      const wallet = (
        await op(url, u.token, link, {
          input: { crypto: { publicAddress: address, privateKey: key, currency: 'NGN' } },
        })
      ).linkIdentity.identity.id;
      return { u, fiat, wallet, address };
    }),
  );
  const bodies = users.map(({ u, fiat, wallet }) =>
    JSON.stringify({
      access_token: u.token,
      user_id: u.userId,
      fiat_linked_acc_uuid: fiat,
      network_linked_acc_uuid: wallet,
      amount: 1,
    }),
  );
  const passesBefore = await enginePasses(url);
  const { service: s, baseline: b } = await profiled('mint', () =>
    compare(async (side, ms) => {
      if (side === 'service') {
        // A closed loop, like raw viem's: mints in flight at the round's end are counted.
        return postLoop({
          url: `${url}/network/stablecoins/mint`,
          bodies,
          connections: MINT_CLIENTS,
          ms,
          check: (t) => t.includes('"network_tx_hash":"0x'),
        });
      }
      const r = await baseline!.call<ViemRun>(
        'viem:mint',
        {
          rpcUrl: info.rpcUrl,
          operatorKey: BASELINE_MINTER_KEY,
          token: baselineToken,
          recipients: users.map((x) => x.address),
          concurrency: MINT_CLIENTS,
          ms,
          pollingIntervalMs: 50,
        },
        ms + 120_000,
      );
      return { ok: r.count, errors: r.failed, seconds: r.seconds, latencies: [], reasons: r.reasons };
    }, openMints),
  );
  errorsOf('mint', s);
  errorsOf('raw viem mint', b);
  printEngine(passesBefore, await enginePasses(url), s.ok, 'mint');
  report({
    name: 'mints (REST, 20 clients)',
    service: `${fmt(rate(s))} mints/s`,
    baseline: `${fmt(rate(b))} mints/s (raw viem)`,
    ratio: rate(s) / rate(b),
    target: '>= 0.5',
    pass: rate(s) / rate(b) >= 0.5,
    notJudged: baselineFailed(b, 'mints'),
  });
}

/** Waits until no payment of the service is open, so that a round starts on a quiet chain. */
async function openPayments() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const { rows } = await sql!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Payment" WHERE "status" IN ('PENDING', 'SUBMITTED')`,
    );
    if (rows[0].n === 0) break;
    await sleep(100);
  }
  await sleep(300);
}

async function paymentsSection(url: string, info: { rpcUrl: string; tokens: Record<string, Address> }) {
  // Outside the timed part: the payers and recipients (bench/lib/payments.ts).
  const bodies = await paymentBodies(url, PAYMENT_CLIENTS);
  // Same request once by hand: a confirmed payment, or the figure means nothing.
  const first = await post(url, SEND, JSON.parse(bodies[0]), {
    'idempotency-key': randomUUID(),
  });
  if (first.status !== 201 || first.body?.message?.data?.[0]?.status !== 'confirmed')
    throw new Error(`a payment is not confirmed: ${first.status} ${first.text.slice(0, 500)}`);

  // The baseline's own token and router, operated by anvil's second key (never the service's):
  // it deploys both, grants itself MINTER_ROLE and funds PAYMENT_CLIENTS holders.
  const unit = 10n ** 18n;
  const operator = await createChain({ rpcUrl: info.rpcUrl, operatorKey: BASELINE_MINTER_KEY, pollingIntervalMs: 50 });
  const holderKeys: Hex[] = Array.from({ length: PAYMENT_CLIENTS }, () => generatePrivateKey());
  const baselineRecipients = Array.from({ length: PAYMENT_CLIENTS }, () => privateKeyToAddress(generatePrivateKey()));
  let baselineToken: Address;
  let router: Address;
  try {
    baselineToken = await operator.deployStablecoin('Baseline Naira (payments)', 'bpNGN');
    const deploy = await operator.walletClient.deployContract({
      abi: paymentRouterAbi,
      bytecode: paymentRouterBytecode,
      args: [operator.operatorAddress],
    });
    const deployed = await operator.publicClient.waitForTransactionReceipt({ hash: deploy });
    if (deployed.status !== 'success' || !deployed.contractAddress) throw new Error('baseline router deploy failed');
    router = deployed.contractAddress;
    for (const key of holderKeys) {
      const { hash } = await operator.mint(baselineToken, privateKeyToAddress(key), BigInt(PAYER_FUNDS) * unit);
      const receipt = await operator.waitForReceipt(hash);
      if (receipt.status !== 'success') throw new Error('baseline mint to a holder failed');
    }
  } finally {
    await operator.close();
  }

  const passesBefore = await enginePasses(url);
  const { service: s, baseline: b } = await profiled('payments', () =>
    compare(async (side, ms) => {
      if (side === 'service') {
        // A fresh Idempotency-Key per payment; the answer comes once the payment is confirmed.
        return closedLoop({ connections: PAYMENT_CLIENTS, ms, send: (i) => pay(url, bodies[i]) });
      }
      const r = await baseline!.call<ViemRun & { latencies: number[] }>(
        'viem:pay',
        {
          rpcUrl: info.rpcUrl,
          operatorKey: BASELINE_MINTER_KEY,
          token: baselineToken,
          router,
          holderKeys,
          recipients: baselineRecipients,
          amount: unit.toString(),
          concurrency: PAYMENT_CLIENTS,
          ms,
          pollingIntervalMs: 50,
        },
        ms + 120_000,
      );
      return { ok: r.count, errors: r.failed, seconds: r.seconds, latencies: r.latencies, reasons: r.reasons };
    }, openPayments),
  );
  errorsOf('payment', s);
  errorsOf('raw viem transfer', b);
  console.log(
    `  ${PAYMENT_CLIENTS} payers to ${PAYMENT_CLIENTS} usertags, 1 NGN each, a fresh Idempotency-Key and the passcode on every payment; ` +
      `latency p50 service ${fmt(percentile(s.latencies, 50), 0)} ms, raw viem ${fmt(percentile(b.latencies, 50), 0)} ms ` +
      `(requests in flight at the end of a round are awaited and counted on both sides)`,
  );
  printEngine(passesBefore, await enginePasses(url), s.ok, 'payment');
  report({
    name: 'payments (REST, 20 clients)',
    service: `${fmt(rate(s))} payments/s`,
    baseline: `${fmt(rate(b))} transfers/s (raw viem)`,
    ratio: rate(s) / rate(b),
    target: '>= 0.5',
    pass: rate(s) / rate(b) >= 0.5,
    notJudged: baselineFailed(b, 'transfers'),
  });
}

type EnginePasses = Awaited<ReturnType<typeof enginePasses>>;

/** What the money engine did between two readings, per pass and per operation done. */
function printEngine(before: EnginePasses, after: EnginePasses, done: number, what: string) {
  const passes = after.passes - before.passes;
  const passMs = (after.seconds - before.seconds) * 1000;
  console.log(
    `  money engine over the section (warm-up and the baseline's rounds included, idle passes too): ${passes} passes, ` +
      `mean ${fmt(passMs / passes, 1)} ms, ${fmt(passMs / done, 1)} ms of passes per ${what}; by step, ms per pass: ` +
      [...after.steps]
        .map(([step, seconds]) => [step, ((seconds - (before.steps.get(step) ?? 0)) * 1000) / passes] as const)
        .filter(([, ms]) => ms >= 0.05)
        .sort((a, b) => b[1] - a[1])
        .map(([step, ms]) => `${step} ${fmt(ms, 1)}`)
        .join(', '),
  );
}

/** The service's engine passes and their seconds so far, every lane (fas_money_pass* on /metrics). */
async function enginePasses(url: string): Promise<{ passes: number; seconds: number; steps: Map<string, number> }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const sum = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  const steps = new Map<string, number>();
  for (const m of text.matchAll(/^fas_money_step_seconds_total\{[^}]*step="(\w+)"[^}]*\} (\S+)$/gm))
    steps.set(m[1], (steps.get(m[1]) ?? 0) + Number(m[2]));
  return { passes: sum('fas_money_passes_total'), seconds: sum('fas_money_pass_seconds_total'), steps };
}

/** Idle this long after /readyz before memory is read (start-up work and GC settle). */
const IDLE_MS = 5000;

async function webhooksSection(url: string, tls: { key: string; cert: string }) {
  const receiver = await startReceiver(tls);
  const ca = readFileSync(tls.cert);
  try {
    const ms = SECONDS * ROUNDS * 1000;
    // Warm-up of both, not counted; then the service and the bare loop at the same rate.
    await latencyRun(url, receiver, WEBHOOK_RATE, WARM_MS);
    await baselineLatency(receiver, ca, WEBHOOK_RATE, WARM_MS);
    const s = await profiled('webhooks-latency', () => latencyRun(url, receiver, WEBHOOK_RATE, ms));
    const b = await baselineLatency(receiver, ca, WEBHOOK_RATE, ms);
    console.log(
      `  latency: ${s.length} events at ${WEBHOOK_RATE}/s, createdAt (in the writing transaction) to arrival; bare loop: ${b.length} posts, created to arrival`,
    );
    for (const p of [50, 99]) {
      const sp = percentile(s, p);
      const bp = percentile(b, p);
      report({
        name: `webhook p${p} @${WEBHOOK_RATE}/s`,
        service: `${fmt(sp)} ms commit → receiver`,
        baseline: `${fmt(bp)} ms (bare signed POST)`,
        ratio: bp / sp,
        target: p === 99 ? 'p99 < 500 ms' : '(latency: baseline/service)',
        pass: p === 99 ? sp < 500 : null,
      });
    }
    const work = await backlog(url, receiver, WEBHOOK_BACKLOG, WEBHOOK_SUBJECTS);
    const rates = { service: [] as number[], baseline: [] as number[] };
    await work.baseline(ca, WEBHOOK_SUBJECTS); // warm-up
    for (let r = 0; r < ROUNDS; r++) {
      const sides = r % 2 === 0 ? (['baseline', 'service'] as const) : (['service', 'baseline'] as const);
      for (const side of sides) {
        rates[side].push(
          side === 'service'
            ? await profiled('webhooks-throughput', () => work.service())
            : await work.baseline(ca, WEBHOOK_SUBJECTS),
        );
      }
    }
    const mean = (v: number[]) => v.reduce((a, x) => a + x, 0) / v.length;
    report({
      name: 'webhook delivery',
      service: `${fmt(mean(rates.service))} deliveries/s`,
      baseline: `${fmt(mean(rates.baseline))} posts/s (bare loop, ${WEBHOOK_SUBJECTS} in flight)`,
      ratio: mean(rates.service) / mean(rates.baseline),
      target: `(${WEBHOOK_BACKLOG} queued over ${WEBHOOK_SUBJECTS} subjects)`,
      pass: null,
    });
    if (receiver.refused > 0) throw new Error(`the receiver refused ${receiver.refused} deliveries (bad signature)`);
  } finally {
    await receiver.close();
  }
}

async function startupSection() {
  const fresh: number[] = [];
  const existing: number[] = [];
  const rss: { node: number; total: number; others: string }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const dataDir = join(workDir, `embedded-${r}`);
    for (const list of [fresh, existing]) {
      const embedded = await startEmbedded(dataDir, join(workDir, 'embedded.log'));
      list.push(embedded.startMs);
      if (list === existing) {
        await sleep(IDLE_MS);
        const tree = treeRss(embedded.pid);
        rss.push({
          node: tree[0].rss,
          total: tree.reduce((t, p) => t + p.rss, 0),
          others: tree
            .slice(1)
            .map((p) => `${p.name} ${fmt(p.rss / 2 ** 20, 0)} MB`)
            .join(', '),
        });
      }
      await embedded.stop();
    }
  }
  // A neighbour only ever slows a start: the fastest of the rounds is the figure (all are printed).
  const best = (xs: number[]) => Math.min(...xs);
  const mb = (b: number) => `${fmt(b / 2 ** 20, 0)} MB`;
  const idle = [...rss].sort((a, b) => a.total - b.total)[0];
  console.log(
    `  embedded mode (PGlite + anvil in a data directory), \`node --import tsx src/main.ts\`, spawn to /readyz 200: ` +
      `fresh ${fresh.map((ms) => fmt(ms / 1000, 2)).join(', ')} s; reused ${existing.map((ms) => fmt(ms / 1000, 2)).join(', ')} s; ` +
      `idle RSS after ${IDLE_MS / 1000} s: ${rss.map((m) => `node ${mb(m.node)} (${m.others || 'no child'})`).join('; ')}`,
  );
  const absolute = { baseline: '—', ratio: null, target: '(absolute)', pass: null };
  report({ name: 'start-up, fresh data dir', service: `${fmt(best(fresh) / 1000, 1)} s`, ...absolute });
  report({ name: 'start-up, reused data dir', service: `${fmt(best(existing) / 1000, 1)} s`, ...absolute });
  report({ name: 'idle memory (embedded)', service: `${mb(idle.total)} RSS (node ${mb(idle.node)})`, ...absolute });
}

// ------------------------------------------------------------------------------------ main

async function main() {
  const started = Date.now();
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
  console.log(
    `bench ${new Date().toISOString()} on ${machine}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `rounds: warm-up ${WARM_MS / 1000} s each side, then ${ROUNDS} × ${SECONDS} s per side, alternating; logs in ${workDir}\n`,
  );

  // Before anything is measured: an install on first use takes a while and fails early if it must.
  if (ONLY.has('peer')) ensureInstalled();
  if (ONLY.has('startup')) await startupSection();
  if ([...ONLY].every((name) => name === 'startup')) return finish(started, machine);

  const serviceStarted = Date.now();
  db = await createTestDatabase(ADMIN_URL);
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  const env = serviceEnv(join(workDir, 'service'), db.url);
  // Webhooks: production mode takes https targets only; the receiver's certificate is made here.
  const tls = ONLY.has('webhooks') ? makeCertificate(workDir) : null;
  if (tls) Object.assign(env, { NODE_EXTRA_CA_CERTS: tls.cert, WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' });
  [service, baseline] = await Promise.all([
    startChild('service-child.ts', {
      env,
      logFile: join(workDir, 'service.log'),
      execArgv: process.env.BENCH_SERVICE_FLAGS?.split(' ').filter(Boolean),
    }),
    startChild('baseline-child.ts', { env: { NODE_ENV: 'production' }, logFile: join(workDir, 'baseline.log') }),
  ]);
  const info = await service.call<{ url: string; rpcUrl: string; tokens: Record<string, Address> }>('info');
  const url = info.url;
  console.log(
    `service ${url} (PostgreSQL ${db.name}, embedded anvil ${info.rpcUrl}); started in ${((Date.now() - serviceStarted) / 1000).toFixed(1)} s\n`,
  );

  const quiet = await settle();
  console.log(
    `service quiet after ${(quiet.ms / 1000).toFixed(1)} s (${quiet.cpuMs.toFixed(0)} ms of CPU in its last second)\n`,
  );

  if (ONLY.has('signin')) await signInSection(url);
  if (ONLY.has('nested') || ONLY.has('peer') || ONLY.has('overhead')) {
    const home = await homeSeed(url);
    if (ONLY.has('nested')) await nestedSection(url, home);
    if (ONLY.has('peer')) await peerSection(url, home);
    if (ONLY.has('overhead')) await overheadSection(url, home);
  }
  if (ONLY.has('chat')) await chatSection(url);
  if (ONLY.has('idle')) await idleSection(url);
  if (ONLY.has('fanout')) await fanOutSection(url);
  if (ONLY.has('distinct')) for (const n of FANOUT_DISTINCT) await fanOutDistinctSection(url, n);
  if (ONLY.has('presence')) await presenceSection(url);
  if (ONLY.has('mint')) await mintSection(url, info);
  if (ONLY.has('payments')) await paymentsSection(url, info);
  if (tls) await webhooksSection(url, tls);
  finish(started, machine);
}

/** A second of the service's CPU below this is quiet (its engine polls, its lease). */
const QUIET_CPU_MS = 100;
const SETTLE_MAX_MS = 15_000;

/**
 * Waits until the service's process has been quiet for a second after its start (at most
 * SETTLE_MAX_MS), so that the tail of its start-up work (the chain checked against the ledger,
 * the first supply check, code still being compiled) does not fall on the first rounds measured.
 */
async function settle() {
  const started = Date.now();
  const used = async () => {
    const u = await service_().call<NodeJS.CpuUsage>('cpu');
    return (u.user + u.system) / 1000;
  };
  let last = await used();
  let cpuMs = Number.POSITIVE_INFINITY;
  while (cpuMs >= QUIET_CPU_MS && Date.now() - started < SETTLE_MAX_MS) {
    await sleep(1000);
    const now = await used();
    cpuMs = now - last;
    last = now;
  }
  return { ms: Date.now() - started, cpuMs };
}

function finish(started: number, machine: string) {
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\nfinished in ${seconds.toFixed(0)} s; load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| Figure | Service | Baseline (same run) | Ratio | Target | |');
  console.log('|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.service} | ${f.baseline} | ${f.ratio === null ? '–' : fmt(f.ratio, 2)} | ${f.target} | ${f.notJudged ? `not judged: ${f.notJudged}` : f.pass === null ? '' : f.pass ? 'met' : '**missed**'} |`,
    );
  }
  if (process.env.BENCH_JSON) {
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify({ date: new Date().toISOString(), machine, loadavg: loadavg(), seconds, figures }, null, 2),
    );
  }
}

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (error) {
  console.error(`bench failed: ${(error as Error).stack ?? error}`);
  console.error(`(service and baseline logs: ${workDir}; kept with BENCH_KEEP_LOGS=1)`);
  await cleanup();
  process.exit(1);
}
