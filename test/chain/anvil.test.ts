import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { anvilBinaryPath, isProcessAlive, startAnvil } from '../../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY, createChain } from '../../src/chain/chain.js';
import { makeTempDir, startTestChain, waitUntilDead, type TestChain } from './helpers.js';

const FIXTURE = new URL('./fixtures/start-anvil.ts', import.meta.url).pathname;

describe('embedded anvil', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const track = (t: TestChain): TestChain => {
    cleanups.push(() => t.cleanup());
    return t;
  };

  it('keeps balances across a graceful stop and start on the same dataDir', async () => {
    const first = await startTestChain();
    cleanups.push(() => rmSync(first.dir, { recursive: true, force: true }));
    const token = await first.chain.deployStablecoin('Cedi', 'GHS');
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    await first.chain.waitForReceipt((await first.chain.mint(token, holder, 123n)).hash);
    // Stop at once: the state must come from the dump on SIGTERM, not the 1 s interval.
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
  it('keeps balances when anvil itself is killed (state interval)', async () => {
    const first = await startTestChain();
    cleanups.push(() => rmSync(first.dir, { recursive: true, force: true }));
    const token = await first.chain.deployStablecoin('Euro', 'EUR');
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    await first.chain.waitForReceipt((await first.chain.mint(token, holder, 55n)).hash);
    await delay(2_200); // two state-interval ticks
    process.kill(first.anvil.pid, 'SIGKILL');
    await first.anvil.exited;
    await first.chain.close();

    const second = track(await startTestChain(first.dir));
    expect(await second.chain.balanceOf(token, holder)).toBe(55n);
  });

  it('leaves no anvil behind when its Node parent is SIGKILLed', async () => {
    const dir = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    cleanups.push(() => void child.kill('SIGKILL'));
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
    });
    const { pid, rpcUrl } = JSON.parse(line) as { pid: number; rpcUrl: string };
    expect(isProcessAlive(pid)).toBe(true);
    expect(Number(readFileSync(join(dir, 'anvil.pid'), 'utf8'))).toBe(pid);
    const chain = await createChain({ rpcUrl, operatorKey: ANVIL_DEV_OPERATOR_KEY });
    expect(await chain.isReachable()).toBe(true);

    child.kill('SIGKILL');
    expect(await waitUntilDead(pid, 5_000)).toBe(true);
    expect(await chain.isReachable(500)).toBe(false);
    await chain.close();
  });

  // An anvil left running by a previous run that could not clean up.
  async function spawnBareAnvil(stateFile: string): Promise<number> {
    const proc = spawn(anvilBinaryPath(), ['--host', '127.0.0.1', '--port', '0', '--quiet', '--state', stateFile], {
      stdio: 'ignore',
    });
    cleanups.push(() => void proc.kill('SIGKILL'));
    await delay(300);
    expect(isProcessAlive(proc.pid!)).toBe(true);
    return proc.pid!;
  }

  it('stops a stale anvil named by the PID file before starting', async () => {
    const dir = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const stalePid = await spawnBareAnvil(join(dir, 'chain.json'));
    writeFileSync(join(dir, 'anvil.pid'), `${stalePid}\n`);

    const anvil = await startAnvil({ dataDir: dir });
    cleanups.push(() => anvil.stop());
    expect(isProcessAlive(stalePid)).toBe(false);
    expect(anvil.pid).not.toBe(stalePid);
    expect(Number(readFileSync(join(dir, 'anvil.pid'), 'utf8'))).toBe(anvil.pid);
  });

  it('leaves alone an anvil that serves another state file', async () => {
    const dir = makeTempDir();
    const other = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(other, { recursive: true, force: true }));
    const otherPid = await spawnBareAnvil(join(other, 'chain.json'));
    writeFileSync(join(dir, 'anvil.pid'), `${otherPid}\n`); // e.g. a recycled pid

    const anvil = await startAnvil({ dataDir: dir });
    cleanups.push(() => anvil.stop());
    expect(isProcessAlive(otherPid)).toBe(true);
  });

  it('refuses to start on a truncated state file instead of starting an empty chain', async () => {
    const dir = makeTempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'chain.json'), '{"block":');
    await expect(startAnvil({ dataDir: dir })).rejects.toThrow(/corrupt/);
  });
});
