import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { anvilBinaryPath, isProcessAlive, startAnvil } from '../../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY, createChain } from '../../src/chain/chain.js';
import {
  chainJsonLagBound,
  makeTempDir,
  startTestChain,
  waitUntilDead,
  waitUntilGroupDead,
  type TestChain,
} from './helpers.js';
import { seeded } from '../helpers/random.js';

const FIXTURE = new URL('./fixtures/start-anvil.ts', import.meta.url).pathname;

function readState(dir: string): { best_block_number: string | number | null; [k: string]: unknown } {
  return JSON.parse(readFileSync(join(dir, 'chain.json'), 'utf8'));
}

/** The process group of pid (from /proc/<pid>/stat: pid (comm) state ppid pgrp …). */
function pgidOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

describe('embedded anvil', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const track = (t: TestChain): TestChain => {
    cleanups.push(() => t.cleanup());
    return t;
  };

  /** Runs the fixture (anvil in a child Node process) in its own process group. */
  async function spawnFixture(
    dir: string,
    ...args: (string | undefined)[]
  ): Promise<{ child: ChildProcess; pid: number; rpcUrl: string; lines: Interface }> {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dir, ...args.filter((a) => a !== undefined)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true, // own process group, so the test can SIGKILL the whole tree at once
    });
    cleanups.push(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    });
    const lines = createInterface({ input: child.stdout! });
    const first = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
    });
    const { pid, rpcUrl } = JSON.parse(first) as { pid: number; rpcUrl: string };
    return { child, pid, rpcUrl, lines };
  }

  it('keeps balances across a graceful stop and start on the same dataDir', async () => {
    const first = await startTestChain();
    cleanups.push(() => rmSync(first.dir, { recursive: true, force: true }));
    const token = await first.chain.deployStablecoin('Cedi', 'GHS');
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    await first.chain.waitForReceipt((await first.chain.mint(token, holder, 123n)).hash);
    // Stop at once: the state must come from the dump in stop(), not the 1 s interval.
    await first.chain.close();
    await first.anvil.stop();
    expect(isProcessAlive(first.anvil.pid)).toBe(false);
    expect(await first.chain.isReachable(500)).toBe(false);

    const second = track(await startTestChain(first.dir));
    expect(await second.chain.balanceOf(token, holder)).toBe(123n);
    expect(await second.chain.totalSupply(token)).toBe(123n);
    // The operator's nonce carried over too, so new sends still work.
    await second.chain.waitForReceipt((await second.chain.mint(token, holder, 1n)).hash);
    expect(await second.chain.balanceOf(token, holder)).toBe(124n);
  });

  // Also a regression test: a second fresh chain (same chain id) in one process must not
  // inherit nonces from the first (viem's global nonceManager did, and sends hung).
  it('keeps balances when anvil itself is killed (periodic dump)', async () => {
    const first = await startTestChain();
    cleanups.push(() => rmSync(first.dir, { recursive: true, force: true }));
    const token = await first.chain.deployStablecoin('Euro', 'EUR');
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    const mined = await first.chain.waitForReceipt((await first.chain.mint(token, holder, 55n)).hash);
    // Killed once a periodic dump holds the mint's block (waited for, not slept: a dump's turn
    // comes later when the previous one was slow).
    await expect
      .poll(() => BigInt(readState(first.dir).best_block_number ?? -1) >= BigInt(mined.blockNumber), {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(true);
    process.kill(first.anvil.pid, 'SIGKILL');
    await first.anvil.exited;
    await first.chain.close();

    const second = track(await startTestChain(first.dir));
    expect(await second.chain.balanceOf(token, holder)).toBe(55n);
  });

  it('dumpState() saves at once what a restart then loads: balances, code, nonces, blocks, receipts', async () => {
    const first = await startTestChain();
    cleanups.push(() => rmSync(first.dir, { recursive: true, force: true }));
    const { chain } = first;
    const token = await chain.deployStablecoin('Naira', 'NGN');
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    const mint = (await chain.mint(token, holder, 9n)).hash;
    await chain.waitForReceipt(mint);
    const transfer = await chain.walletClient.sendTransaction({ to: holder, value: 4242n });
    await chain.waitForReceipt(transfer);
    const before = {
      block: await chain.publicClient.getBlockNumber({ cacheTime: 0 }),
      nonce: await chain.publicClient.getTransactionCount({ address: chain.operatorAddress }),
      code: await chain.publicClient.getCode({ address: token }),
      eth: await chain.publicClient.getBalance({ address: holder }),
    };
    await first.anvil.dumpState();
    // Written before dumpState() resolved: plain JSON (not gzip), at the current block.
    expect(BigInt(readState(first.dir).best_block_number!)).toBe(before.block);
    expect(existsSync(join(first.dir, 'chain.json.tmp'))).toBe(false);
    process.kill(first.anvil.pid, 'SIGKILL'); // no chance to dump again
    await first.anvil.exited;
    await chain.close();

    const second = track(await startTestChain(first.dir));
    const c2 = second.chain;
    expect(await c2.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(before.block);
    expect(await c2.publicClient.getTransactionCount({ address: c2.operatorAddress })).toBe(before.nonce);
    expect(await c2.publicClient.getCode({ address: token })).toBe(before.code);
    expect(before.code!.length).toBeGreaterThan(2);
    expect(await c2.publicClient.getBalance({ address: holder })).toBe(4242n);
    expect(await c2.balanceOf(token, holder)).toBe(9n);
    // Receipts of transactions mined before the dump are still found by hash.
    expect((await c2.getReceipt(mint))?.status).toBe('success');
    expect((await c2.getReceipt(transfer))?.status).toBe('success');
  });

  it("creates the state file on the first start and keeps its path in anvil's argv", async () => {
    const t = track(await startTestChain());
    const state = readState(t.dir);
    expect(state).toHaveProperty('block');
    expect(state).toHaveProperty('accounts');
    const argv = readFileSync(`/proc/${t.anvil.pid}/cmdline`, 'utf8').split('\0');
    expect(argv).not.toContain('--state');
    expect(argv).not.toContain('--state-interval');
    expect(argv[argv.indexOf('--load-state') + 1]).toBe(join(t.dir, 'chain.json'));
    // A fresh chain: the dev accounts are funded and nothing has been mined yet.
    expect(await t.chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(0n);
    expect(await t.chain.publicClient.getBalance({ address: t.chain.operatorAddress })).toBe(10_000n * 10n ** 18n);
    await t.chain.waitForReceipt(
      await t.chain.walletClient.sendTransaction({ to: t.chain.operatorAddress, value: 0n }),
    );
  });

  it('leaves no anvil behind when its Node parent is SIGKILLed', async () => {
    const dir = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { child, pid, rpcUrl } = await spawnFixture(dir);
    expect(isProcessAlive(pid)).toBe(true);
    expect(Number(readFileSync(join(dir, 'anvil.pid'), 'utf8'))).toBe(pid);
    // In a process group of its own, not in its Node parent's.
    expect(pgidOf(pid)).not.toBe(pgidOf(child.pid!));
    const chain = await createChain({ rpcUrl, operatorKey: ANVIL_DEV_OPERATOR_KEY });
    expect(await chain.isReachable()).toBe(true);

    child.kill('SIGKILL');
    expect(await waitUntilDead(pid, 5_000)).toBe(true);
    expect(await chain.isReachable(500)).toBe(false);
    await chain.close();
  });

  // A container stop or the OOM killer SIGKILLs Node and anvil together, at any moment,
  // including in the middle of a dump. chain.json must always be a complete dump, and not an
  // old one: the fixture asks for a save after each transaction it saw mined, as the money
  // engine does after each batch it confirmed, and what was mined 2 s before the kill (five
  // dumps' time once dumps are slow) is in chain.json, under continuous traffic. Each round's
  // fixture starts on what the previous round's kill left.
  it('survives repeated hard kills of the whole process tree while the chain changes', async () => {
    const seed = Number(process.env.ANVIL_KILL_SEED ?? Date.now() % 2 ** 31);
    console.log(`hard-kill test seed: ${seed} (replay with ANVIL_KILL_SEED=${seed})`);
    const random = seeded(seed);
    const dir = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    let token: `0x${string}` | undefined;
    // What the last kill left in chain.json, and what it had to keep at least.
    let left: { dumped: bigint; mustHave: bigint } | undefined;
    let interrupted = 0;
    const rounds = 8;
    for (let round = 1; round <= rounds; round++) {
      const { child, pid, lines } = await spawnFixture(dir, 'busy', token);
      const progress: { at: number; block: bigint }[] = [];
      // One listener for the three kinds of line: a dump may be written while the token deploys.
      type Line = {
        block?: string;
        token?: `0x${string}`;
        tokenCode?: number;
        dumpMs?: number;
        why?: string;
        behindMs?: number;
        attempts?: number;
      };
      const dumps: Line[] = [];
      const durable = () => chainJsonLagBound(Math.max(0, ...dumps.map((d) => d.dumpMs!)));
      const started = await new Promise<{ block: string; token: `0x${string}`; tokenCode: number }>((resolve) => {
        lines.on('line', (line) => {
          const o = JSON.parse(line) as Line;
          if (o.dumpMs !== undefined) dumps.push(o);
          else if (o.token !== undefined) resolve(o as { block: string; token: `0x${string}`; tokenCode: number });
          else progress.push({ at: Date.now(), block: BigInt(o.block!) });
        });
      });
      const exitedChild = new Promise((r) => child.once('exit', r));
      // Read now: once the Node parent is killed, anvil may be gone before the second kill.
      const anvilGroup = pgidOf(pid);
      // startAnvil started on the dump the last kill left, and no older one.
      if (left) {
        expect(BigInt(started.block), `round ${round}: started from another block than chain.json's`).toBe(left.dumped);
        expect(BigInt(started.block)).toBeGreaterThanOrEqual(left.mustHave);
      }
      token = started.token;
      expect(started.tokenCode, `round ${round}: the token contract lost its code`).toBeGreaterThan(0);

      // Traffic runs past the bound (below).
      const extra = 1_100 + Math.floor(random() * 1_000);
      do await delay(100);
      while (progress.length === 0 || Date.now() - progress[0]!.at < durable() + extra);
      // Every other round, aim at a dump: kill as soon as it touches the directory (creates
      // chain.json.tmp; an anvil writing chain.json in place would truncate it first).
      if (round % 2 === 0) {
        const watcher = watch(dir);
        await new Promise<void>((resolve) => {
          watcher.on('change', (_, name) => String(name).startsWith('chain.json') && resolve());
          setTimeout(resolve, 2_000); // a dump is due every second; do not wait forever
        });
        watcher.close();
      }
      const killedAt = Date.now();
      // Node and anvil in one go. anvil runs in a process group of its own (so that a Ctrl-C to
      // the service's group does not end the chain mid-stop), hence the two kills.
      process.kill(-child.pid!, 'SIGKILL');
      try {
        process.kill(-anvilGroup, 'SIGKILL'); // its sh wrapper, the stdin watcher and anvil
      } catch {
        // already gone: anvil's stdin watcher ends it when its Node parent dies
      }
      await exitedChild;
      expect(await waitUntilDead(pid, 5_000)).toBe(true);
      // The fixture's own child exits first; a process of its group may still be finishing a
      // dump's rename (a syscall the kill does not cut short). Read chain.json once all are gone.
      expect(await waitUntilGroupDead(child.pid!, 5_000), `round ${round}: the fixture's group outlived the kill`).toBe(
        true,
      );

      // Left when the kill fell between the temporary file's creation and its rename.
      const midWrite = existsSync(join(dir, 'chain.json.tmp'));
      if (midWrite) interrupted++;
      const text = readFileSync(join(dir, 'chain.json'), 'utf8');
      expect(text.length, `round ${round}: chain.json is empty`).toBeGreaterThan(0);
      const dumped = BigInt(JSON.parse(text).best_block_number);
      // chain.json's age: how long before the kill the oldest transaction it lacks was seen
      // mined (0 when it lacks none). What was mined `bound` before the kill was in a dump written
      // before it: saves follow the transactions seen mined (src/chain/anvil.ts), whatever the
      // timer's turn (a dump of 0.9-1.7 s once pushed the next timed one 8-15 s away).
      const age = killedAt - (progress.find((p) => p.block > dumped)?.at ?? killedAt);
      const bound = durable();
      const mustHave = progress.filter((p) => p.at <= killedAt - bound).at(-1)?.block ?? 0n;
      expect(mustHave, `round ${round}: no traffic ${bound} ms before the kill`).toBeGreaterThan(BigInt(started.block));
      const ms = dumps.map((d) => d.dumpMs!);
      const figures =
        `chain.json holds block ${dumped}, ${age} ms behind the transactions seen mined (needed ≥ ${mustHave}); ` +
        `${dumps.length} dumps (${dumps.filter((d) => d.why === 'ledger').length} asked by the traffic) of ` +
        `${Math.min(...ms)}-${Math.max(...ms)} ms, ${dumps.filter((d) => (d.attempts ?? 1) > 1).length} taken again, ` +
        `saves ${Math.max(0, ...dumps.map((d) => d.behindMs ?? 0))} ms behind at most`;
      expect(dumped, `round ${round}: ${figures}`).toBeGreaterThanOrEqual(mustHave);
      expect(age, `round ${round}: ${figures}`).toBeLessThanOrEqual(bound);
      const mined = progress.at(-1)!.block;
      console.log(
        `round ${round}: killed ${killedAt - progress[0]!.at} ms into the traffic at block ${mined}; ${figures}` +
          `${midWrite ? '; the kill interrupted a dump' : ''}`,
      );
      left = { dumped, mustHave };
    }
    console.log(`${interrupted} of ${rounds} kills interrupted a dump (chain.json.tmp left behind)`);

    // The last kill's state, checked without the fixture.
    const anvil = await startAnvil({ dataDir: dir });
    cleanups.push(() => anvil.stop());
    const chain = await createChain({ rpcUrl: anvil.rpcUrl, operatorKey: ANVIL_DEV_OPERATOR_KEY });
    cleanups.push(() => chain.close());
    expect(await chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(left!.dumped);
    expect(await chain.totalSupply(token!)).toBeGreaterThan(0n);
  }, 120_000);

  // An anvil left running by a previous run that could not clean up: of this version
  // (--load-state) or of an earlier one (--state).
  async function spawnBareAnvil(flag: '--state' | '--load-state', stateFile: string): Promise<number> {
    const proc = spawn(anvilBinaryPath(), ['--host', '127.0.0.1', '--port', '0', '--quiet', flag, stateFile], {
      stdio: 'ignore',
    });
    cleanups.push(() => void proc.kill('SIGKILL'));
    await delay(300);
    expect(isProcessAlive(proc.pid!)).toBe(true);
    return proc.pid!;
  }

  /** A dataDir holding a valid state file (from a started and stopped anvil). */
  async function dirWithState(): Promise<string> {
    const dir = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    await (await startAnvil({ dataDir: dir })).stop();
    return dir;
  }

  it.each(['--state', '--load-state'] as const)(
    'stops a stale anvil (%s) named by the PID file before starting',
    async (flag) => {
      const dir = await dirWithState();
      const stalePid = await spawnBareAnvil(flag, join(dir, 'chain.json'));
      writeFileSync(join(dir, 'anvil.pid'), `${stalePid}\n`);

      const anvil = await startAnvil({ dataDir: dir });
      cleanups.push(() => anvil.stop());
      expect(isProcessAlive(stalePid)).toBe(false);
      expect(anvil.pid).not.toBe(stalePid);
      expect(Number(readFileSync(join(dir, 'anvil.pid'), 'utf8'))).toBe(anvil.pid);
    },
  );

  it('leaves alone an anvil that serves another state file', async () => {
    const dir = makeTempDir();
    const other = await dirWithState();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const otherPid = await spawnBareAnvil('--load-state', join(other, 'chain.json'));
    writeFileSync(join(dir, 'anvil.pid'), `${otherPid}\n`); // e.g. a recycled pid

    const anvil = await startAnvil({ dataDir: dir });
    cleanups.push(() => anvil.stop());
    expect(isProcessAlive(otherPid)).toBe(true);
  });

  it.each([
    ['truncated', '{"block":'],
    ['empty', ''],
    ['not a state', '{"hello":1}'],
  ])('refuses to start on a %s state file instead of starting an empty chain', async (_, content) => {
    const dir = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'chain.json'), content);
    await expect(startAnvil({ dataDir: dir })).rejects.toThrow(/corrupt/);
    expect(readFileSync(join(dir, 'chain.json'), 'utf8')).toBe(content); // left for the operator
  });

  it('spends at most a quarter of the time dumping a long chain for the ledger, and still saves every change', {
    timeout: 60_000,
  }, async () => {
    const dir = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dumps: { at: number; ms: number; why: string }[] = [];
    const quiet = (): void => {};
    const logger = {
      trace: quiet,
      info: quiet,
      warn: quiet,
      error: quiet,
      debug: (o: { ms?: number; why?: string }, msg?: string) =>
        void (msg === 'anvil state dumped' && dumps.push({ at: Date.now(), ms: o.ms!, why: o.why! })),
    };
    const anvil = await startAnvil({ dataDir: dir, logger });
    cleanups.push(() => anvil.stop());
    const rpc = async (method: string, params: unknown[] = []) => {
      const res = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return ((await res.json()) as { result: unknown }).result;
    };
    // A long chain's dump without waiting for thousands of transactions: 400 contracts of 24 KB
    // (random, so gzip keeps them) make each dump ~0.8 s on a 2-core machine.
    for (let i = 0; i < 400; i++)
      await rpc('anvil_setCode', [`0x${randomBytes(20).toString('hex')}`, `0x${randomBytes(24_000).toString('hex')}`]);
    // The money engine's traffic: a block mined every 50 ms, each reported to save().
    let saved: Promise<void> = Promise.resolve();
    const until = Date.now() + 14_000;
    while (Date.now() < until) {
      await anvil.send(() => rpc('evm_mine'));
      saved = anvil.save();
      await delay(50);
    }
    await saved;
    // The last block mined is in chain.json once the last save resolves.
    const head = BigInt((await rpc('eth_blockNumber')) as string);
    expect(BigInt(readState(dir).best_block_number ?? -1)).toBe(head);
    // Each ledger dump starts at least three times the last one's duration after it ended (a
    // dump that took d ms leaves 3 d to sends and anvil's other work), so dumps take at most a
    // quarter of the time. Back to back, they held broadcasts a third to a half of the time.
    const ledger = dumps.filter((d) => d.why === 'ledger');
    expect(ledger.length).toBeGreaterThanOrEqual(2);
    expect(ledger[0].ms).toBeGreaterThan(200); // the chain is long enough for the rule to matter
    const gaps = ledger.slice(1).map((d, i) => ({
      idle: d.at - d.ms - ledger[i].at,
      owed: 3 * ledger[i].ms,
    }));
    for (const g of gaps) expect(g.idle).toBeGreaterThanOrEqual(g.owed - 25);
  });

  it('ignores a temporary file left by a dump interrupted before its rename', async () => {
    const dir = await dirWithState();
    writeFileSync(join(dir, 'chain.json.tmp'), '{"block":');
    const t = track(await startTestChain(dir));
    expect(existsSync(join(dir, 'chain.json.tmp'))).toBe(false);
    expect(await t.chain.isReachable()).toBe(true);
  });
});
