// Shared set-up for chain tests: a fresh anvil in its own temp dir, cleaned up afterwards.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startAnvil, isProcessAlive, type AnvilHandle } from '../../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY, createChain, type ChainService } from '../../src/chain/chain.js';

/** anvil's second default dev account: funded with ETH but holding no role. */
export const ANVIL_DEV_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const;

/**
 * How far chain.json may lag behind what the ledger reported (docs/production.md): about 2 s, and
 * five dumps' time once dumps take 0.3 s or more (src/chain/anvil.ts SAVE_SHARE).
 */
export function chainJsonLagBound(slowestDumpMs: number): number {
  return 2_000 + (slowestDumpMs < 300 ? 0 : 5 * slowestDumpMs);
}

export function makeTempDir(): string {
  return mkdtempSync(join(tmpdir(), 'fas-chain-'));
}

export interface TestChain {
  dir: string;
  anvil: AnvilHandle;
  chain: ChainService;
  cleanup(): Promise<void>;
}

export async function startTestChain(dir = makeTempDir()): Promise<TestChain> {
  const anvil = await startAnvil({ dataDir: dir });
  const chain = await createChain({ rpcUrl: anvil.rpcUrl, operatorKey: ANVIL_DEV_OPERATOR_KEY });
  return {
    dir,
    anvil,
    chain,
    async cleanup() {
      await chain.close();
      await anvil.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function waitUntilDead(pid: number, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isProcessAlive(pid)) return true;
    await delay(50);
  }
  return false;
}

/** Whether a process of group `pgid` still runs (zombies, which run nothing, do not count). */
function groupAlive(pgid: number): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === pgid && state !== 'Z') return true;
    } catch {
      // gone meanwhile
    }
  }
  return false;
}

export async function waitUntilGroupDead(pgid: number, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!groupAlive(pgid)) return true;
    await delay(50);
  }
  return false;
}
