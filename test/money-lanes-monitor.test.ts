import pg from 'pg';
import type { Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laneOfAddress } from '../src/chain/lanes.js';
import { sharedBackend, type SharedBackend } from './helpers/cluster.js';
import type { Instance } from './helpers/instance.js';
import {
  chainView,
  expectChainMatchesLedger,
  ledger,
  MINT,
  money,
  moneyUser,
  type MoneyUser,
} from './helpers/money.js';

// The supply check with money lanes (src/money/monitor.ts): lane 0's holder compares each token's
// supply at depth with the ledger, but another lane's operation can be mined before that lane's
// holder, on another instance, has written its ledger entry. Here that holder is frozen
// (SIGSTOP: a long pause, a stalled VM) just after its mint was mined, while blocks go on. The
// check must not read the unsettled mint as a supply difference, which would refuse every
// user's money on every instance (503) until the frozen lane caught up. Once it is thawed
// (SIGCONT) the mint settles and the chain equals the ledger.

const enabled = Boolean(process.env.TEST_DATABASE_URL);

let shared: SharedBackend;
let sql: pg.Client;
let frozen: Instance | undefined;

beforeAll(async () => {
  if (!enabled) return;
  shared = await sharedBackend('lanes-monitor', {
    MONEY_LANES: '2',
    // Long enough that the other instance does not take the frozen lane over during the test.
    MONEY_LEASE_SECONDS: '60',
    MONEY_MONITOR_SECONDS: '0.3',
    // Two blocks: a mined mint waits for the next block before it settles, so the frozen lane
    // has it mined and unsettled for as long as the test keeps it frozen.
    CHAIN_CONFIRMATIONS: '2',
    MONEY_WAIT_SECONDS: '20',
  });
  sql = new pg.Client({ connectionString: shared.db.url });
  await sql.connect();
}, 60_000);

afterAll(async () => {
  if (frozen?.child.pid) process.kill(frozen.child.pid, 'SIGCONT');
  await sql?.end();
  await shared?.close();
});

describe.skipIf(!enabled)('the supply check while another lane is frozen with a mined, unsettled mint', () => {
  it('finds no difference, money keeps flowing, and the thawed lane settles', async () => {
    const instances = [await shared.start('a'), await shared.start('b')];

    // The chain's blocks, as a network makes them (an automining anvil makes one per transaction only).
    const view = chainView(shared.anvil.rpcUrl);
    let mining = true;
    let done = false;
    const miner = (async () => {
      while (!done) {
        await new Promise((r) => setTimeout(r, 150)); // real time: a block every 150 ms
        if (mining) await view.client.request({ method: 'evm_mine' as never }).catch(() => undefined);
      }
    })();

    // Each instance holds one lane (ceil(2 lanes / 2 instances)).
    const holders = async () => {
      const { rows } = await sql.query<{ name: string; owner: string }>(
        `SELECT "name", "owner" FROM "EngineLease" WHERE "name" IN ('money', 'money:1') AND "expiresAt" > now()`,
      );
      const of = (name: string) => {
        const pid = rows.find((r) => r.name === name)?.owner.split('-')[0];
        return instances.find((i) => String(i.child.pid) === pid);
      };
      return { lane0: of('money'), lane1: of('money:1') };
    };
    await expect
      .poll(
        async () => {
          const h = await holders();
          return Boolean(h.lane0 && h.lane1 && h.lane0 !== h.lane1);
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    const { lane0, lane1 } = (await holders()) as { lane0: Instance; lane1: Instance };

    // A wallet on each lane, each funded (settled on both lanes).
    const onLane = async (lane: number) => {
      for (let n = 0; n < 30; n++) {
        const u = await moneyUser(lane0.url);
        if (laneOfAddress(u.wallet, 2) === lane) return u;
      }
      throw new Error(`no wallet on lane ${lane}`);
    };
    const [u0, u1]: MoneyUser[] = [await onLane(0), await onLane(1)];
    for (const [i, u] of [u0, u1].entries()) {
      const res = await money(lane0.url, MINT, u, 100, `fund-${i}`);
      expect(res.status).toBe(201);
      expect(res.body.message.data[0].status).toBe('confirmed');
    }

    // No blocks for a moment: lane 1 mints, the automining anvil mines it, and it cannot settle
    // before the next block. Then its holder is frozen and the blocks come again.
    mining = false;
    const pending = money(lane0.url, MINT, u1, 25, 'frozen-lane-mint').catch(() => null);
    let hash: Hash | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await sql.query<{ hash: string }>(
            `SELECT ct."hash" FROM "ChainTransaction" ct JOIN "StablecoinTransaction" st ON st."id" = ct."operationId"
           WHERE st."lane" = 1 AND st."status" = 'SUBMITTED'`,
          );
          if (rows.length !== 1) return false;
          hash = rows[0].hash as Hash;
          return (await view.client.getTransactionReceipt({ hash }).catch(() => null)) !== null;
        },
        { timeout: 30_000, interval: 20 },
      )
      .toBe(true);
    frozen = lane1;
    process.kill(lane1.child.pid!, 'SIGSTOP');
    mining = true;

    // Blocks pass; lane 0's holder checks the supply several times meanwhile.
    const minedAt = (await view.client.getTransactionReceipt({ hash: hash! })).blockNumber;
    await expect
      .poll(async () => (await view.client.getBlockNumber({ cacheTime: 0 })) > minedAt + 10n, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(true);
    const frozenSince = (await sql.query<{ at: Date }>('SELECT now() AS "at"')).rows[0].at;
    await new Promise((r) => setTimeout(r, 1_500)); // real time: five monitor intervals
    const failures = async () => (await sql.query(`SELECT "subject", "detail" FROM "MoneyCheck" WHERE NOT "ok"`)).rows;
    expect(await failures()).toEqual([]);
    // It did check meanwhile (a check of NGN after the chain moved on past the frozen mint), at a
    // block the frozen lane had settled through, below its mint.
    const ngn = async () =>
      (
        await sql.query<{ blockNumber: string; checkedAt: Date }>(
          `SELECT "blockNumber", "checkedAt" FROM "MoneyCheck" WHERE "subject" = 'NGN'`,
        )
      ).rows[0];
    await expect.poll(async () => (await ngn()).checkedAt > frozenSince, { timeout: 15_000 }).toBe(true);
    expect(BigInt((await ngn()).blockNumber)).toBeLessThan(minedAt);
    expect(await failures()).toEqual([]);
    // Money on lane 0 is not refused.
    const other = await money(lane0.url, MINT, u0, 10, 'while-frozen');
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    expect(other.body.message.data[0].status).toBe('confirmed');

    // Thawed: lane 1 settles its mint; every check holds and the chain equals the ledger.
    process.kill(lane1.child.pid!, 'SIGCONT');
    frozen = undefined;
    await pending;
    await expect
      .poll(async () => (await ledger(lane0.url, u1)).filter((r) => r.status !== 'CONFIRMED'), {
        timeout: 30_000,
        interval: 200,
      })
      .toEqual([]);
    done = true;
    await miner;
    expect((await sql.query(`SELECT "subject" FROM "MoneyCheck" WHERE NOT "ok"`)).rows).toEqual([]);
    await expectChainMatchesLedger(shared.anvil.rpcUrl, lane0.url, [u0, u1], expect, 'NGN');
  }, 240_000);
});
