import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatUnits, parseUnits } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../src/chain/anvil.js';
import { chainJsonLagBound } from './chain/helpers.js';
import { kill, startInstance, type Instance } from './helpers/instance.js';
import {
  BURN,
  expectChainMatchesLedger,
  ledger,
  MINT,
  moneyOrDrop,
  moneyUser,
  type MoneyUser,
} from './helpers/money.js';
import { seeded, testSeed } from './helpers/random.js';
import { gql } from './helpers/service.js';
import { serviceData, type ServiceData } from './helpers/template.js';

// Hard kills of the service with its embedded chain while users move money, as a container stop
// or the OOM killer does them. After each kill:
// - chain.json holds what the users were told was confirmed up to 2 s before the kill: the
//   embedded anvil saves after each batch the engine confirms (src/chain/anvil.ts), not on a
//   timer's turn (after a dump of 1.7 s the next came 15 s later, and restarts replayed hundreds
//   of transactions). docs/production.md promises 2 s while a dump takes under 0.75 s and two
//   dumps' time beyond that: the bound follows the slowest dump the killed instance logged;
// - while the restarted service replays what the chain lost (src/money/replay.ts), no
//   answer reads the half-replayed chain: balances, withdrawals and deposits wait for the replay,
//   or answer 503 with Retry-After after MONEY_WAIT_SECONDS, never 422 "insufficient balance: 0
//   available" to a user holding hundreds nor 500 for a token contract not yet deployed again.
// On the PostgreSQL pass the restarted instance starts without the engine lease (its killed
// predecessor's runs out after MONEY_LEASE_SECONDS), so its first requests arrive while the
// chain is still behind. At the end: every operation is final and the chain equals the ledger.

const SEED = testSeed();
const KILLS = 3;
const START = 500; // each user's first deposit: withdrawals of at most 3 never come near it

let data: ServiceData | undefined;
let svc: Instance | undefined;

afterAll(async () => {
  if (svc) await kill(svc);
  await data?.remove();
});

const Balances = 'query TestReplayBalances { viewer { wallet { tokens { symbol balance } } } }';

interface Answer {
  what: string;
  status: number;
  detail?: string;
  retryAfter?: string | null;
  /** A balance below what the user's confirmed operations leave them. */
  wrong?: boolean;
}

/** The transactions' hashes in a chain.json. */
function savedHashes(dataDir: string): Set<string> {
  const state = JSON.parse(readFileSync(join(dataDir, 'chain.json'), 'utf8')) as {
    transactions: Array<{ info: { transaction_hash: string } }>;
  };
  return new Set(state.transactions.map((t) => t.info.transaction_hash.toLowerCase()));
}

/** anvil's second dev account: its transactions make history without touching the ledger's key or tokens. */
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HISTORY = 1_500;

/** `count` transfers of nothing from OTHER to itself, in JSON-RPC batches (anvil signs for its dev accounts). */
async function grow(rpcUrl: string, count: number) {
  const rpc = async (body: unknown) => {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  const first = Number(
    (await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionCount', params: [OTHER, 'pending'] })).result,
  );
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) => ({
      jsonrpc: '2.0',
      id: j,
      method: 'eth_sendTransaction',
      params: [{ from: OTHER, to: OTHER, value: '0x0', gas: '0x5208', nonce: `0x${(first + i + j).toString(16)}` }],
    }));
    const answers = (await rpc(batch)) as Array<{ error?: unknown }>;
    if (answers.some((a) => a.error)) throw new Error(`grow: ${JSON.stringify(answers.find((a) => a.error))}`);
  }
}

const anvilPid = (instance: Instance) => Number(instance.lines.find((l) => l.msg === 'anvil started')?.pid);

describe('hard kills with the embedded chain', () => {
  it(`${KILLS} kills under traffic: chain.json ≤ 2 s behind (five dumps more when a dump is slow), replays answer 503 (never 422 or 500), supply = ledger`, async () => {
    console.log(`money-replay seed ${SEED} (replay with TEST_SEED=${SEED})`);
    const random = seeded(SEED);
    data = await serviceData();
    const env = {
      NODE_ENV: 'test',
      ...data.env,
      MONEY_MONITOR_SECONDS: '0.5',
      MONEY_WAIT_SECONDS: '5',
      MONEY_MAX_PER_ACCOUNT: '100000',
      MONEY_MAX_PER_ADDRESS: '100000',
      // Each dump's duration ('anvil state dumped' is a debug line): the bound below depends on it.
      LOG_LEVEL: 'debug',
    };
    svc = await startInstance('replay', env);
    // A chain with a history, as a service's chain has after a while: a dump of it takes ~0.5 s
    // under this test's load (it grows with the chain), which spaced the old timed dumps ~5 s apart.
    await grow(svc.rpcUrl!, HISTORY);
    const users: MoneyUser[] = [];
    for (let i = 0; i < 4; i++) users.push(await moneyUser(svc.url));
    for (const [i, u] of users.entries()) {
      // Funding before any kill: a 503 (not settled within MONEY_WAIT_SECONDS, or the chain's probe
      // unanswered while anvil writes its grown state, on a busy machine) is retried a second later
      // with the same key, as a client would; the mint happens once (supply = ledger below). Five
      // retries at once failed in CI with payment-conservation running beside it.
      let res = await moneyOrDrop(svc.url, MINT, u, START, `replay-${SEED}-start-${i}`);
      for (let tries = 0; (res.status === 503 || res.status === 0) && tries < 30; tries++) {
        await new Promise((r) => setTimeout(r, 1000));
        res = await moneyOrDrop(svc.url, MINT, u, START, `replay-${SEED}-start-${i}`);
      }
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }

    let restarting: Promise<Instance> | null = null;
    const current = async () => (restarting ? await restarting : svc!);
    const answers: Answer[] = [];
    /** What each round's users were told was confirmed: the transaction, and when they heard. */
    let confirmed: Array<{ hash: string; at: number }> = [];
    let stop = false;
    let n = 0;

    // Per user, one request at a time: deposits and withdrawals of a few tokens, a dropped
    // connection or a 503 retried with the same key, as a client does; and beside them, balance
    // reads every 200 ms.
    const held = users.map(() => ({ minted: parseUnits(String(START), 18), burning: 0n }));
    const worker = async (u: MoneyUser, i: number) => {
      const mine = held[i]; // confirmed deposits, and every withdrawal asked for whatever its outcome
      while (!stop) {
        const burn = random() < 0.5;
        const amount = 1 + Math.floor(random() * (burn ? 3 : 5));
        const key = `replay-${SEED}-${n++}`;
        if (burn) mine.burning += parseUnits(String(amount), 18);
        for (let attempt = 0; ; attempt++) {
          const s = await current();
          const res = await moneyOrDrop(s.url, burn ? BURN : MINT, u, amount, key);
          if (res.status !== 0)
            answers.push({
              what: burn ? 'withdrawal' : 'deposit',
              status: res.status,
              detail: res.status === 201 ? undefined : JSON.stringify(res.body?.message ?? res.body),
              retryAfter: res.headers.get('retry-after'),
            });
          if (res.status === 201) {
            confirmed.push({ hash: res.body.message.data[0].network_tx_hash.toLowerCase(), at: Date.now() });
            if (!burn) mine.minted += parseUnits(String(amount), 18);
            break;
          }
          if (res.status !== 0 && res.status !== 503) break; // counted below
          if (attempt > 200) throw new Error(`${key} never got a definitive answer`);
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    };
    const reader = async (u: MoneyUser, i: number) => {
      while (!stop) {
        await new Promise((r) => setTimeout(r, 200));
        const minted = held[i].minted;
        const s = await current();
        const res = await gql(s.url, Balances, {}, u.access_token).catch(() => null);
        if (!res) continue; // the instance died
        const error = res.body.errors?.[0];
        if (error) {
          answers.push({
            what: 'balance',
            status: error.extensions?.code === 'SERVICE_UNAVAILABLE' ? 503 : 500,
            detail: error.message,
            retryAfter: String(error.extensions?.retryAfter ?? res.headers.get('retry-after') ?? ''),
          });
          continue;
        }
        const ngn = res.body.data.viewer.wallet.tokens.find((t: { symbol: string }) => t.symbol === 'NGN');
        // At least the deposits confirmed before the read less every withdrawal asked for by its
        // answer: never what a chain that lost blocks shows.
        const least = minted - held[i].burning;
        answers.push({
          what: 'balance',
          status: 200,
          wrong: parseUnits(ngn.balance, 18) < least,
          detail: `balance ${ngn.balance}, at least ${formatUnits(least, 18)} expected`,
        });
      }
    };
    const workers = Promise.all([...users.map(worker), ...users.map(reader)]);

    const rounds: string[] = [];
    try {
      for (let k = 1; k <= KILLS; k++) {
        confirmed = [];
        await new Promise((r) => setTimeout(r, 5_000 + random() * 3_000));
        const dying = svc;
        const pid = anvilPid(dying);
        let started!: () => void;
        restarting = new Promise<Instance>((resolve) => {
          started = () => resolve(svc!);
        });
        const killedAt = Date.now();
        await kill(dying);
        // anvil's watcher ends it once its Node parent is gone; chain.json is what was saved before.
        for (let i = 0; i < 100 && isProcessAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
        const saved = savedHashes(data.dataDir);
        const lacking = confirmed.filter((c) => c.at < killedAt && !saved.has(c.hash));
        const age = lacking.length ? killedAt - lacking[0].at : 0;
        const slowest = Math.max(
          0,
          ...dying.lines.filter((l) => l.msg === 'anvil state dumped').map((l) => Number(l.ms)),
        );
        const bound = chainJsonLagBound(slowest);

        const before = Date.now();
        svc = await startInstance('replay', env);
        const startedMs = Date.now() - before;
        started();
        restarting = null;
        // The replay's figures, from the engine's log lines (it may end later than the start).
        const replayed = await (async () => {
          const s = svc!;
          for (let i = 0; i < 300; i++) {
            const began = s.lines.find((l) => l.msg === 'replaying the ledger onto the chain');
            if (!began && i > 20) return 'no replay';
            const done = s.lines.find((l) => l.msg === 'replay finished: the chain holds what the ledger confirmed');
            if (done) return `replayed ${done.transactions} transaction(s) in ${done.ms} ms`;
            await new Promise((r) => setTimeout(r, 100));
          }
          return 'the replay did not finish within 30 s';
        })();
        const line =
          `kill ${k}: ${confirmed.filter((c) => c.at < killedAt).length} operations confirmed in the round, ` +
          `${lacking.length} of them not in chain.json (${age} ms behind, bound ${bound} ms: slowest dump ${slowest} ms); ` +
          `restart ${startedMs} ms, ${replayed}`;
        rounds.push(line);
        console.log(line);
        expect.soft(age, line).toBeLessThanOrEqual(bound);
      }
      await new Promise((r) => setTimeout(r, 3_000));
    } finally {
      stop = true;
      await workers;
    }

    const count = (status: number) => answers.filter((a) => a.status === status).length;
    console.log(
      `money-replay: ${answers.length} answers: ${count(201)} operations, ${count(200)} balances, ` +
        `${count(503)} 503 (${[...new Set(answers.filter((a) => a.status === 503).map((a) => a.detail))].slice(0, 4).join(' | ')})`,
    );
    // Never a wrong answer: no balance short of the user's confirmed operations, no refusal for a
    // balance the user has, no unexpected error.
    expect(answers.filter((a) => a.wrong || (a.status !== 200 && a.status !== 201 && a.status !== 503))).toEqual([]);
    // Every 503 says when to come back.
    expect(answers.filter((a) => a.status === 503 && !/^\d+$/.test(a.retryAfter ?? ''))).toEqual([]);

    const s = svc!;
    for (const u of users) {
      const rows = await ledger(s.url, u);
      expect(rows.filter((r) => r.status !== 'CONFIRMED' && r.status !== 'FAILED')).toEqual([]);
    }
    await expectChainMatchesLedger(s.rpcUrl!, s.url, users, expect);
  }, 600_000);
});
