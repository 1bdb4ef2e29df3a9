import { BlockNotFoundError, type Hash } from 'viem';
import type { StablecoinTransaction } from '../../generated/prisma/client.js';
import { reorged } from './settle.js';
import { type EngineDeps, type EngineState, type Step, VERIFY_EVERY_MS } from './state.js';

// Step 2, verify: confirmed operations, and burns paying out (final on chain, their payout
// under way), in the recent window (CHAIN_REORG_WINDOW_BLOCKS) are still on chain; one whose
// block left the chain goes back to the engine (REORGED).

/** Final on chain as far as the ledger knows: its entries are made. */
export const ON_CHAIN: StablecoinTransaction['status'][] = ['CONFIRMED', 'PAYING_OUT'];

export const verifyStep: Step = async (s, d, p) => {
  if (p.wentBack || d.now() - s.lastVerify > VERIFY_EVERY_MS) await verify(s, d, p.head);
};

async function verify(s: EngineState, d: EngineDeps, head: bigint) {
  const { prisma, config, chain } = d;
  const from = head > BigInt(config.chain.reorgWindowBlocks) ? head - BigInt(config.chain.reorgWindowBlocks) : 0n;
  const recent = await prisma.stablecoinTransaction.findMany({
    where: { status: { in: ON_CHAIN }, lane: d.lane, blockNumber: { gte: from } },
    orderBy: { blockNumber: 'asc' },
  });
  // The chain's hash at each of their blocks, asked for together (one JSON-RPC batch: one at
  // a time, a window of 128 blocks held the pass for 128 round trips every VERIFY_EVERY_MS).
  const blocks = [...new Set(recent.map((row) => row.blockNumber!))];
  const hashes = await Promise.all(blocks.map((n) => (n > head ? null : blockHashAt(d, n))));
  const canonical = new Map(blocks.map((n, i) => [n, hashes[i]]));
  for (const row of recent) {
    const n = row.blockNumber!;
    if (canonical.get(n) === row.blockHash) {
      s.reorgSince.delete(row.id);
      continue;
    }
    const receipt = await chain.getReceipt(row.networkTxHash as Hash);
    if (receipt && receipt.status === 'success') {
      // Mined again elsewhere (a replayed chain): the same transaction, a new block.
      await prisma.$transaction([
        prisma.stablecoinTransaction.update({
          where: { id: row.id },
          data: { blockNumber: receipt.blockNumber, blockHash: receipt.blockHash },
        }),
        prisma.ledgerEntry.updateMany({ where: { operationId: row.id }, data: { blockNumber: receipt.blockNumber } }),
      ]);
      s.reorgSince.delete(row.id);
      continue;
    }
    // Seen gone on two checks in a row before it counts: one answer may come from a lagging node.
    const since = s.reorgSince.get(row.id);
    if (since === undefined) s.reorgSince.set(row.id, d.now());
    if (since === undefined || d.now() - since < VERIFY_EVERY_MS) continue;
    s.reorgSince.delete(row.id);
    await reorged(s, d, row);
  }
  s.lastVerify = d.now();
}

async function blockHashAt(d: EngineDeps, n: bigint) {
  try {
    return (await d.publicClient.getBlock({ blockNumber: n })).hash;
  } catch (error) {
    if (error instanceof BlockNotFoundError) return null;
    throw error;
  }
}
