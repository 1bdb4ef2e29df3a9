import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createWalletClient, type Hex, http, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry as anvilChain } from 'viem/chains';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { startAnvil, type AnvilHandle } from '../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY } from '../src/chain/chain.js';
import { graphql } from './generated/gql/index.js';
import { createTestDatabase, type TestDatabase } from './db/pg-helpers.js';
import { kill, startInstance, stop, type Instance } from './helpers/instance.js';
import {
  BURN,
  chainView,
  expectChainMatchesLedger,
  ledger,
  MINT,
  money,
  moneyUser,
  type MoneyUser,
} from './helpers/money.js';
import { itInPass } from './helpers/passes.js';
import { call, signUp } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';

// The chain misbehaves; the ledger in the database is the truth the service rebuilds from.
// An external anvil that the test owns (CHAIN_RPC_URL) stands in for a node: its mempool is
// dropped, blocks are mined by hand, it is rolled back, replaced by an empty one, or by one
// with another history. The service runs in its own process on PGlite (or PostgreSQL on the
// PostgreSQL pass).

const operator = privateKeyToAccount(ANVIL_DEV_OPERATOR_KEY);
const dirs: string[] = [];
const anvils: AnvilHandle[] = [];
let db: TestDatabase | undefined;
let env: Record<string, string>;
let svc: Instance | undefined;
let anvil: AnvilHandle;
/** Every user of the token on the current chain: supply is checked against all of their ledgers. */
const users: MoneyUser[] = [];

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function newAnvil() {
  const a = await startAnvil({ dataDir: tempDir('fas-node-') });
  anvils.push(a);
  return a;
}

async function start(node = anvil) {
  if (svc) await kill(svc);
  svc = await startInstance('svc', { ...env, CHAIN_RPC_URL: node.rpcUrl });
  return svc;
}

const rpc = (node: AnvilHandle, method: string, params: unknown[] = []) =>
  chainView(node.rpcUrl).client.request({ method: method as never, params: params as never });

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100)); // the poll interval
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  db = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  env = {
    NODE_ENV: 'test',
    DATA_DIR: tempDir('fas-chain-svc-'),
    CHAIN_OPERATOR_KEY: ANVIL_DEV_OPERATOR_KEY,
    MONEY_MONITOR_SECONDS: '0.5',
    MONEY_LEASE_SECONDS: '2',
    ...(db
      ? {
          DATABASE_URL: db.url,
          ENCRYPTION_KEY: randomBytes(32).toString('hex'),
          WALLET_SECRET: randomBytes(32).toString('hex'),
        }
      : {}),
  };
  anvil = await newAnvil();
}, 60_000);

afterEach(async () => {
  // Each test leaves a node that mines on its own.
  await rpc(anvil, 'evm_setAutomine', [true]).catch(() => undefined);
});

afterAll(async () => {
  if (svc) await kill(svc);
  for (const a of anvils) await a.stop();
  await db?.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('nonces owned by the database', () => {
  itInPass(0)(
    'stored transactions lost with the mempool are resent in nonce order before new traffic; none is left open',
    async () => {
      const s = await start();
      const u = await moneyUser(s.url);
      users.push(u);
      expect((await money(s.url, MINT, u, 100, 'n0')).status).toBe(201);

      await rpc(anvil, 'evm_setAutomine', [false]);
      const first = ['n1', 'n2', 'n3'].map((k, i) => money(s.url, MINT, u, 1 + i, k).catch(() => null));
      await until(
        () => ledger(s.url, u),
        (rows) => rows.filter((r) => r.status === 'SUBMITTED').length === 3,
      );
      await kill(s);
      await Promise.all(first);
      // The node restarts with an empty mempool: the three signed transactions are gone from it.
      await rpc(anvil, 'anvil_dropAllTransactions');

      const again = await start();
      // New traffic arrives while the engine recovers; it must not take a lost transaction's nonce.
      const late = money(again.url, MINT, u, 4, 'n4');
      await until(
        () => ledger(again.url, u),
        (rows) => rows.filter((r) => r.status === 'SUBMITTED').length === 4,
      );
      await rpc(anvil, 'evm_setAutomine', [true]);
      await rpc(anvil, 'evm_mine');
      expect((await late).status).toBe(201);
      for (const [k, amount] of [
        ['n1', 1],
        ['n2', 2],
        ['n3', 3],
      ] as const) {
        expect((await money(again.url, MINT, u, amount, k)).status).toBe(201);
      }
      const rows = await ledger(again.url, u);
      expect(rows.map((r) => r.status)).toEqual(Array(5).fill('CONFIRMED'));
      await expectChainMatchesLedger(anvil.rpcUrl, again.url, users, expect);
    },
    120_000,
  );

  itInPass(1)(
    'a transaction whose nonce another transaction took is signed again, and mints once',
    async () => {
      const s = await start();
      const u = await moneyUser(s.url);
      users.push(u);
      await rpc(anvil, 'evm_setAutomine', [false]);
      const pending = money(s.url, MINT, u, 9.99, 'r1').catch(() => null);
      const [row] = await until(
        () => ledger(s.url, u),
        (rows) => rows[0]?.status === 'SUBMITTED',
      );
      await kill(s);
      await pending;
      await rpc(anvil, 'anvil_dropAllTransactions');
      // The operator key is used elsewhere at that nonce (a zero-value transfer), and it is mined.
      const nonce = await chainView(anvil.rpcUrl).client.getTransactionCount({
        address: operator.address,
        blockTag: 'latest',
      });
      const wallet = createWalletClient({ account: operator, transport: http(anvil.rpcUrl), chain: anvilChain });
      await wallet.sendTransaction({ to: operator.address, value: 0n, nonce, gas: 21_000n });
      await rpc(anvil, 'evm_setAutomine', [true]);
      await rpc(anvil, 'evm_mine');

      const again = await start();
      const retry = await money(again.url, MINT, u, 9.99, 'r1');
      expect(retry.status).toBe(201);
      expect(retry.body.message.data[0].network_tx_hash).not.toBe(row.transactionHash);
      const rows = await ledger(again.url, u);
      expect(rows.map((r) => r.status)).toEqual(['CONFIRMED']);
      await expectChainMatchesLedger(anvil.rpcUrl, again.url, users, expect);
    },
    120_000,
  );

  itInPass(0)(
    "a stored transaction the node's pool holds without ever mining it is put back, and mints once",
    async () => {
      const s = await start();
      const u = await moneyUser(s.url);
      users.push(u);
      expect((await money(s.url, MINT, u, 100, 'h0')).status).toBe(201);

      // The service signs, stores and broadcasts a mint; the node holds it unmined.
      await rpc(anvil, 'evm_setAutomine', [false]);
      const pending = money(s.url, MINT, u, 7, 'h1').catch(() => null);
      const [row] = await until(
        () => ledger(s.url, u),
        (rows) => rows[0]?.status === 'SUBMITTED',
      );
      // SUBMITTED is stored before the broadcast (the engine's submit step): killed in between, the
      // node would never have held it. Wait until it does (a loaded CI machine widened that window).
      const held = await until(
        () => rpc(anvil, 'eth_getTransactionByHash', [row.transactionHash]),
        (tx) => tx != null,
      );
      expect(held, 'the node holds the stored transaction').not.toBeNull();
      await kill(s);
      await pending;
      // The pool's fault as anvil showed it under load: the transaction at the chain's next nonce
      // filed as waiting for the nonce before it, which the chain has already passed. Put there by
      // hand: taken out, added back while the chain reads one nonce lower, the nonce restored.
      const hash = row.transactionHash as Hex;
      const raw = await rpc(anvil, 'eth_getRawTransactionByHash', [hash]);
      const nonce = await chainView(anvil.rpcUrl).client.getTransactionCount({
        address: operator.address,
        blockTag: 'latest',
      });
      await rpc(anvil, 'anvil_dropTransaction', [hash]);
      await rpc(anvil, 'anvil_setNonce', [operator.address, toHex(nonce - 1)]);
      await rpc(anvil, 'eth_sendRawTransaction', [raw]);
      await rpc(anvil, 'anvil_setNonce', [operator.address, toHex(nonce)]);
      await rpc(anvil, 'evm_setAutomine', [true]);
      await rpc(anvil, 'evm_mine');
      // Stuck: held (sending it again answers "already imported"), not pending, never mined.
      expect(await rpc(anvil, 'txpool_status')).toEqual({ pending: '0x0', queued: '0x1' });
      await expect(rpc(anvil, 'eth_sendRawTransaction', [raw])).rejects.toThrow(/already imported/);

      const again = await start();
      const retry = await money(again.url, MINT, u, 7, 'h1');
      expect(retry.status).toBe(201);
      // The same signed transaction was mined: nothing was signed again.
      expect(retry.body.message.data[0].network_tx_hash).toBe(hash);
      expect((await ledger(again.url, u)).map((r) => r.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
      expect(await rpc(anvil, 'txpool_status')).toEqual({ pending: '0x0', queued: '0x0' });
      await expectChainMatchesLedger(anvil.rpcUrl, again.url, users, expect);
    },
    120_000,
  );
});

const TransactionUpdated = graphql(`
  subscription TestMoneyChainTransactionUpdated { stablecoinTransactionUpdated { status } }
`);

describe('chain loss', () => {
  itInPass(0)(
    'a chain rolled back by N blocks is repaired: the lost operations are REORGED, sent again and CONFIRMED',
    async () => {
      const s = await start();
      const u = await moneyUser(s.url);
      users.push(u);
      expect((await money(s.url, MINT, u, 50, 'before')).status).toBe(201);
      const seen: string[] = [];
      const before = await openStreams(s.url);
      const ws = wsClient(s.url, u.access_token, { retryAttempts: 0 });
      ws.subscribe<ResultOf<typeof TransactionUpdated>>(
        { query: print(TransactionUpdated) },
        {
          next: (m) => {
            if (!m.data) throw new Error(`no data: ${JSON.stringify(m)}`);
            seen.push(m.data.stablecoinTransactionUpdated.status);
          },
          error: () => {},
          complete: () => {},
        },
      );
      // graphql-ws does not acknowledge a subscription: /metrics shows it registered.
      await subscribed(s.url, before + 1);

      const snapshot = await rpc(anvil, 'evm_snapshot');
      for (const [k, amount] of [
        ['lost-1', 1.5],
        ['lost-2', 2.5],
      ] as const)
        expect((await money(s.url, MINT, u, amount, k)).status).toBe(201);
      expect((await money(s.url, BURN, u, 10, 'lost-3')).status).toBe(201);
      expect(await rpc(anvil, 'evm_revert', [snapshot])).toBe(true);

      // The updates from the first REORGED on (a CONFIRMED of before the revert may still have
      // been on its way when it happened: the log delivers it ahead of the REORGED ones).
      const repair = () => seen.slice(Math.max(0, seen.indexOf('REORGED')));
      const count = (status: string) => repair().filter((x) => x === status).length;
      const settled = await until(
        async () => (await ledger(s.url, u)).map((r) => r.status),
        (statuses) => count('REORGED') >= 3 && count('CONFIRMED') >= 3 && statuses.every((x) => x === 'CONFIRMED'),
      );
      expect(seen.filter((x) => x === 'REORGED')).toHaveLength(3);
      expect(settled).toEqual(Array(4).fill('CONFIRMED'));
      await expectChainMatchesLedger(anvil.rpcUrl, s.url, users, expect);
      expect(await chainView(anvil.rpcUrl).balance(u.tokens.NGN, u.wallet)).toBe(44_000_000_000_000_000_000n);
      await ws.dispose();
    },
    120_000,
  );

  itInPass(1)(
    'an empty chain (a node that lost its state) is rebuilt from the ledger: contracts, grants, mints and burns',
    async () => {
      const s = await start();
      const u = await moneyUser(s.url);
      users.push(u);
      expect((await money(s.url, MINT, u, 70, 'r-1')).status).toBe(201);
      expect((await money(s.url, BURN, u, 20, 'r-2')).status).toBe(201);
      const before = await ledger(s.url, u);
      await stop(s);

      const fresh = await newAnvil();
      expect(await chainView(fresh.rpcUrl).client.getCode({ address: u.tokens.NGN })).toBeUndefined();
      const again = await start(fresh);
      // The replay finishes before new money is served: a withdrawal of the whole balance, the
      // first request, is weighed against the restored deposits (not refused 422), and a mint
      // goes after the replayed transactions.
      expect((await money(again.url, BURN, u, 50, 'r-3b')).status).toBe(201);
      expect((await money(again.url, MINT, u, 1, 'r-3')).status).toBe(201);
      const rows = await ledger(again.url, u);
      expect(rows.map((r) => r.status)).toEqual(Array(rows.length).fill('CONFIRMED'));
      expect(rows.length).toBeGreaterThanOrEqual(before.length + 1);
      await until(
        () => ledger(again.url, u),
        (r) => r.every((x) => x.status === 'CONFIRMED'),
      );
      await expectChainMatchesLedger(fresh.rpcUrl, again.url, users, expect);
      expect(await chainView(fresh.rpcUrl).balance(u.tokens.NGN, u.wallet)).toBe(1_000_000_000_000_000_000n);
      anvil = fresh;
    },
    120_000,
  );

  itInPass(0)(
    'a chain with another history and without the contracts: money refused with a clear 503, everything else serves',
    async () => {
      const s = await start();
      const u = await moneyUser(s.url);
      users.push(u);
      expect((await money(s.url, MINT, u, 5, 'h-1')).status).toBe(201);
      await stop(s);

      const other = await newAnvil();
      const wallet = createWalletClient({ account: operator, transport: http(other.rpcUrl), chain: anvilChain });
      for (let i = 0; i < 3; i++) await wallet.sendTransaction({ to: operator.address, value: 0n });
      const again = await start(other);
      const refused = await money(again.url, MINT, u, 5, 'h-2');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.message).toMatchObject({
        error: 'SERVICE_UNAVAILABLE',
        detail: expect.stringContaining('no code on chain'),
      });
      // Nothing was deployed in their place.
      expect(await chainView(other.rpcUrl).client.getCode({ address: u.tokens.NGN })).toBeUndefined();
      expect(await chainView(other.rpcUrl).client.getTransactionCount({ address: operator.address })).toBe(3);
      // Other areas keep serving, and readiness stays up with the detail.
      expect((await signUp(again.url)).access_token).toBeTruthy();
      const ready = await call(again.url, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(JSON.stringify(ready.body)).toContain('no code on chain');
      await stop(again);

      // The operator's deliberate way out: forget the contracts, adopt the chain, deploy anew.
      const out = execFileSync('npx', ['tsx', 'scripts/money.ts', 'redeploy'], {
        env: { ...process.env, ...env, CHAIN_RPC_URL: other.rpcUrl },
        encoding: 'utf8',
      });
      expect(out).toContain(`NGN: forgetting ${u.tokens.NGN}`);
      const redeployed = await start(other);
      const fresh = await moneyUser(redeployed.url);
      expect(fresh.tokens.NGN).not.toBe(u.tokens.NGN);
      expect((await money(redeployed.url, MINT, fresh, 3, 'h-3')).status).toBe(201);
      await expectChainMatchesLedger(other.rpcUrl, redeployed.url, [fresh], expect);
    },
    180_000,
  );
});
