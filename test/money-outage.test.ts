import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anvilBinaryPath } from '../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY } from '../src/chain/chain.js';
import { freePort } from '../scripts/free-port.js';
import { canRunPrivatePostgres, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';
import {
  BURN,
  expectChainMatchesLedger,
  ledger,
  MINT,
  money,
  moneyOrDrop,
  moneyUser,
  type MoneyUser,
} from './helpers/money.js';
import { startService, type TestService } from './helpers/service.js';

// Money through outages: the test owns a PostgreSQL and a chain node and stops each of them for
// a few seconds under a running service that is taking mints and burns. Requests meanwhile get
// 503 with Retry-After, never 500; clients retry with the same Idempotency-Key; and the same
// running process finishes every operation once the dependency is back (no restart), with the
// supply equal to the ledger.

const dirs: string[] = [];
let pg: PrivatePostgres;
let svc: TestService;
let node: { rpcUrl: string; start(): Promise<void>; stop(): Promise<void> };

/** An anvil on a fixed port whose state survives its stop (SIGTERM dumps it; start loads it). */
async function chainNode() {
  const dir = mkdtempSync(join(tmpdir(), 'fas-outage-chain-'));
  dirs.push(dir);
  const state = join(dir, 'state.json');
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const up = async () => {
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      }).then(
        () => true,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100)); // the poll interval
    }
    throw new Error('anvil did not start');
  };
  return {
    rpcUrl,
    async start() {
      const load = existsSync(state) ? ['--load-state', state] : [];
      child = spawn(
        anvilBinaryPath(),
        ['--host', '127.0.0.1', '--port', String(port), '--dump-state', state, ...load],
        { stdio: 'ignore' },
      );
      await up();
    },
    async stop() {
      const exited = new Promise((r) => child!.once('exit', r));
      child!.kill('SIGTERM');
      await exited;
    },
  };
}

beforeAll(async () => {
  if (!canRunPrivatePostgres()) return;
  pg = await startPrivatePostgres();
  node = await chainNode();
  await node.start();
  svc = await startService({
    DATABASE_URL: pg.url,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    WALLET_SECRET: randomBytes(32).toString('hex'),
    CHAIN_RPC_URL: node.rpcUrl,
    CHAIN_OPERATOR_KEY: ANVIL_DEV_OPERATOR_KEY,
    MONEY_MAX_PER_ACCOUNT: '100000',
    MONEY_MONITOR_SECONDS: '0.5',
  });
}, 120_000);

afterAll(async () => {
  await svc?.close().catch(() => undefined);
  await node?.stop().catch(() => undefined);
  await pg?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!canRunPrivatePostgres())('money through database and chain outages', () => {
  it('503s and no 500 during the outages; the running process finishes every operation afterwards; supply = ledger', async () => {
    const base = svc.url;
    const users: MoneyUser[] = [await moneyUser(base), await moneyUser(base)];
    for (const u of users) expect((await money(base, MINT, u, 500, `seed-${u.user_id}`)).status).toBe(201);

    const statuses: number[] = [];
    let stopTraffic = false;
    let n = 0;
    // What each worker is on, for the message of a run that does not end.
    const current: Array<{ key: string; path: string; attempts: number; last?: number; since: number }> = [];
    const worker = async (w: number) => {
      while (!stopTraffic) {
        const i = n++;
        const u = users[i % 2];
        const [path, amount] = i % 3 === 2 ? [BURN, 1.25] : [MINT, 2.5 + (i % 7)];
        const key = `outage-${w}-${i}`;
        current[w] = { key, path, attempts: 0, since: Date.now() };
        for (;;) {
          const res = await moneyOrDrop(base, path, u, amount, key);
          current[w].attempts++;
          current[w].last = res.status;
          statuses.push(res.status);
          if (res.status === 201 || res.status === 422) break;
          expect(res.status).toBe(503);
          expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
          await new Promise((r) => setTimeout(r, 200)); // real time: a client's back-off after a 503
        }
      }
    };
    const traffic = Promise.all([0, 1, 2].map(worker));

    const during = async (outage: () => Promise<void>, back: () => Promise<void>) => {
      const from = statuses.length;
      await outage();
      await new Promise((r) => setTimeout(r, 3_000)); // real time: how long the outage lasts
      await back();
      await new Promise((r) => setTimeout(r, 2_000)); // real time: traffic goes on for a while after the recovery
      return statuses.slice(from);
    };
    await new Promise((r) => setTimeout(r, 1_000)); // real time: traffic runs for a while before the first outage
    const dbOutage = await during(
      () => pg.stop(),
      () => pg.start(),
    );
    let probe: Awaited<ReturnType<typeof money>> | undefined;
    const chainOutage = await during(
      async () => {
        await node.stop();
        // A new deposit while the chain is down is refused at once, not left waiting.
        probe = await money(base, MINT, users[0], 1, 'during-chain-outage');
      },
      () => node.start(),
    );
    stopTraffic = true;
    // Every operation must finish once both are back: a worker still retrying after a minute
    // fails the test with what it is stuck on, the engine's view of its operations included.
    const stuck = await Promise.race([
      traffic.then(() => null),
      new Promise<string>((r) =>
        setTimeout(async () => {
          const open = (await Promise.all(users.map((u) => ledger(base, u).catch((e: Error) => [e.message]))))
            .flat()
            .filter((row) => typeof row === 'string' || (row.status !== 'CONFIRMED' && row.status !== 'FAILED'));
          r(JSON.stringify({ workers: current, open }).slice(0, 4_000));
        }, 60_000).unref(),
      ),
    ]);
    if (stuck) console.log('money-outage: still retrying a minute after both outages ended:', stuck);
    expect(stuck, 'workers still retrying a minute after both outages ended').toBeNull();
    const tally = (xs: number[]) =>
      Object.fromEntries([...new Set(xs)].map((s) => [s, xs.filter((x) => x === s).length]));
    console.log(
      'money-outage answers: database outage',
      tally(dbOutage),
      'chain outage',
      tally(chainOutage),
      'all',
      tally(statuses),
    );

    expect(statuses).not.toContain(500);
    // The database outage is answered 503 at once; during the chain outage requests wait for
    // the engine (up to MONEY_WAIT_SECONDS), so they may answer 201 late instead.
    expect(dbOutage).toContain(503);
    expect(probe!.status).toBe(503);
    expect(probe!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(probe!.body.message.detail).toMatch(/blockchain node is unavailable/);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(5);
    // Nothing is left open, and every confirmed operation is on chain exactly once.
    for (const u of users) {
      const rows = await ledger(base, u);
      expect(rows.filter((r) => r.status !== 'CONFIRMED' && r.status !== 'FAILED')).toEqual([]);
    }
    await expectChainMatchesLedger(node.rpcUrl, base, users, expect);
  }, 180_000);
});
