import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../test/db/pg-helpers.js';
import { serviceEnv, type Child, type startChild } from './lib/child.js';
import { closedLoop, percentile } from './lib/load.js';
import { pay, paymentBodies } from './lib/payments.js';

// `npm run bench:ab -- <rev>`: the payments figure of this checkout against another revision,
// interleaved. Each side is the service in a child process (bench/service-child.ts of its own
// revision) on its own PostgreSQL database and its own embedded anvil, with the parties of
// `npm run bench` (bench/lib/payments.ts). After a warm-up, 5-second rounds of 20 clients
// alternate between the sides (AB_ROUNDS each, default 4; the order swaps every round), so the
// machine's swings by the hour hit both alike: a change of 5-10 % shows here, which a run
// against raw viem cannot tell from the noise. Prints each round, then each side's mean
// payments/s, CPU and SQL statements per payment and p50, and the ratio this ÷ <rev>.
//
// <rev> is checked out in a temporary git worktree that shares this checkout's node_modules and
// generated Prisma client (so its schema must be this one's), removed at the end. A round that
// confirms nothing prints the side's chain state and ends the run (a stalled node).

const rev = process.argv[2];
if (!rev) {
  console.error('usage: npm run bench:ab -- <git revision>');
  process.exit(2);
}
const ADMIN_URL =
  process.env.BENCH_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.AB_ROUNDS ?? 4);
const ROUND_MS = 5_000;
const CLIENTS = 20;
const OPERATOR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil's first dev account, the embedded operator

const here = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'fas-ab-'));
const base = join(work, 'base');
execFileSync('git', ['-C', here, 'worktree', 'add', '--detach', base, rev], { stdio: 'ignore' });
symlinkSync(join(here, 'node_modules'), join(base, 'node_modules'));
cpSync(join(here, 'src/generated'), join(base, 'src/generated'), { recursive: true });

interface Side {
  name: string;
  child: Child;
  url: string;
  rpcUrl: string;
  db: TestDatabase;
  bodies: string[];
  rates: number[];
  cpu: number[];
  statements: number[];
  p50: number[];
}
const sides: Side[] = [];

async function start(name: string, dir: string): Promise<Side> {
  // Each revision's own child launcher, so the child is that revision's bench/service-child.ts.
  const { startChild: launch } = (await import(join(dir, 'bench/lib/child.ts'))) as { startChild: typeof startChild };
  const db = await createTestDatabase(ADMIN_URL);
  const child = await launch('service-child.ts', {
    logFile: join(work, `${name}.log`),
    env: serviceEnv(join(work, name), db.url),
  });
  const { url, rpcUrl } = await child.call<{ url: string; rpcUrl: string }>('info');
  const bodies = await paymentBodies(url, CLIENTS);
  return { name, child, url, rpcUrl, db, bodies, rates: [], cpu: [], statements: [], p50: [] };
}

async function rpc(url: string, method: string, params: unknown[] = []) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: unknown }).result;
}

type Cpu = { user: number; system: number; statements: number };
async function round(s: Side, ms: number, keep: boolean) {
  const before = await s.child.call<Cpu>('cpu');
  const r = await closedLoop({ connections: CLIENTS, ms, send: (i) => pay(s.url, s.bodies[i]) });
  const after = await s.child.call<Cpu>('cpu');
  if (r.ok === 0) {
    const nonce = (tag: string) => rpc(s.rpcUrl, 'eth_getTransactionCount', [OPERATOR, tag]);
    console.log(
      `${s.name}: no payment confirmed in a round; chain block ${await rpc(s.rpcUrl, 'eth_blockNumber')}, ` +
        `pool ${JSON.stringify(await rpc(s.rpcUrl, 'txpool_status'))}, operator nonce ${await nonce('latest')} ` +
        `(pending ${await nonce('pending')})`,
    );
    throw new Error(`${s.name} stalled`);
  }
  if (!keep) return;
  s.rates.push(r.ok / r.seconds);
  s.cpu.push((after.user + after.system - before.user - before.system) / 1000 / r.ok);
  s.statements.push((after.statements - before.statements) / r.ok);
  s.p50.push(percentile(r.latencies, 50));
  console.log(
    `${s.name.padEnd(10)} ${(r.ok / r.seconds).toFixed(1)} payments/s, ${s.cpu.at(-1)!.toFixed(2)} ms CPU and ` +
      `${s.statements.at(-1)!.toFixed(1)} statements per payment, p50 ${s.p50.at(-1)!.toFixed(0)} ms`,
  );
}

const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
let finished = false;
try {
  sides.push(await start(rev, base), await start('this', here));
  console.log(`${rev} against this checkout, ${ROUNDS} rounds of ${ROUND_MS / 1000} s each, ${CLIENTS} clients`);
  for (const s of sides) await round(s, 2_000, false);
  for (let i = 0; i < ROUNDS; i++) for (const s of i % 2 ? [...sides].reverse() : sides) await round(s, ROUND_MS, true);
  for (const s of sides)
    console.log(
      `${s.name.padEnd(10)} mean ${mean(s.rates).toFixed(1)} payments/s, ${mean(s.cpu).toFixed(2)} ms CPU, ` +
        `${mean(s.statements).toFixed(2)} statements, p50 ${mean(s.p50).toFixed(0)} ms`,
    );
  console.log(`ratio this ÷ ${rev}: ${(mean(sides[1].rates) / mean(sides[0].rates)).toFixed(3)}`);
  finished = true;
} finally {
  for (const s of sides) {
    await s.child.stop().catch(() => {});
    await s.db.drop().catch(() => {});
  }
  execFileSync('git', ['-C', here, 'worktree', 'remove', '--force', base], { stdio: 'ignore' });
  if (finished) rmSync(work, { recursive: true, force: true });
  else console.log(`the children's logs are in ${work}`);
}
