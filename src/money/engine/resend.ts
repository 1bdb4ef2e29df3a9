import type { ChainTransaction, StablecoinTransaction } from '../../generated/prisma/client.js';
import { PERMIT_TTL_SECONDS } from '../../chain/chain.js';
import { LeaseLost, ensureLease } from './lease.js';
import { fresh } from './record.js';
import { reorged } from './settle.js';
import { ON_CHAIN } from './verify.js';
import { broadcastStored, signMint, signPermitted } from './sign.js';
import { type EngineDeps, type EngineState, RECHECK_MS, type Step } from './state.js';

// Step 3, resend: stored transactions the node does not hold, in nonce order (a lost mempool,
// a chain that lost blocks), before anything new is signed. Looked for once a second, and on
// every pass while one is refused.

export const resendStep: Step = async (s, d, p) => {
  p.resendDue = !s.resendClear || p.wentBack || d.now() - s.lastResend > RECHECK_MS;
  if (!p.resendDue) return;
  s.resendClear = await resend(s, d);
  s.lastResend = d.now();
};

/**
 * Stored transactions the node does not hold, resent in nonce order before anything new. A
 * confirmed operation whose transaction has to be sent again left the chain: it is REORGED
 * until its receipt is final once more. A nonce with no live transaction (its only one was
 * replaced by a transaction the ledger never held) gets a zero-value filler, so the ones
 * after it can be mined. Returns false while a transaction is refused.
 */
async function resend(s: EngineState, d: EngineDeps): Promise<boolean> {
  const { prisma, writer, publicClient } = d;
  const [pending, next] = await Promise.all([
    publicClient.getTransactionCount({ address: writer.sender, blockTag: 'pending' }),
    writer.ledgerNonce(),
  ]);
  if (pending >= next) return true;
  const stored = await prisma.chainTransaction.findMany({
    where: { chainId: writer.chainId, sender: writer.sender, replaced: false, nonce: { gte: pending, lt: next } },
    orderBy: [{ nonce: 'asc' }, { id: 'desc' }],
  });
  const newest = new Map<number, ChainTransaction>();
  for (const t of stored) if (!newest.has(t.nonce)) newest.set(t.nonce, t);
  let latestTimestamp: bigint | undefined;
  for (let nonce = pending; nonce < next; nonce++) {
    await ensureLease(s, d);
    let t = newest.get(nonce) ?? (await filler(d, nonce));
    const op = t.operationId
      ? await prisma.stablecoinTransaction.findUniqueOrThrow({ where: { id: t.operationId } })
      : null;
    if (op && (t.purpose === 'burn' || t.purpose === 'transfer') && op.permitDeadline !== null) {
      latestTimestamp ??= (await publicClient.getBlock({ blockTag: 'latest' })).timestamp;
      // Only once the old permit has expired: until then the old transaction could still be mined.
      if (op.permitDeadline < latestTimestamp)
        t = (await signPermitted(s, d, op, { replace: t, deadline: latestTimestamp + PERMIT_TTL_SECONDS })) ?? t;
    }
    let result = await broadcastStored(s, d, t);
    if (result === 'known' && nonce === pending && (await clearedStuckPool(s, d, t)))
      result = await broadcastStored(s, d, t);
    if (result === 'refused' && op && ['mint', 'burn', 'transfer'].includes(t.purpose)) {
      // Refused as it is (its fees below the chain's now, say): the same call, same nonce, current fees.
      t = (await resign(s, d, await fresh(d, op), t)) ?? t;
      result = await broadcastStored(s, d, t);
    }
    d.logger.info({ nonce: t.nonce, hash: t.hash, purpose: t.purpose, result }, 'resent stored transaction');
    // Later nonces cannot be mined before this one: nothing new is signed until it goes through.
    if (result === 'refused') return false;
    // The node took it as new, so it is not on the node's chain: the confirmation was lost (a
    // burn paying out included: its ledger entry goes until it is final again).
    if (result === 'sent' && op && ON_CHAIN.includes(op.status)) await reorged(s, d, op);
  }
  return true;
}

/**
 * The node holds the transaction at the chain's next nonce yet does not count it as pending.
 * anvil's pool can file a transaction as waiting for a nonce the chain has already passed and
 * then never mine it (20 payments stalled so for minutes under the bench's load). Seen so on
 * checks at least RECHECK_MS apart, the operator's transactions are cleared from an anvil pool
 * and the caller sends them again in nonce order: the same signed bytes, so nothing can be
 * mined twice. Other nodes are left alone.
 */
async function clearedStuckPool(s: EngineState, d: EngineDeps, t: ChainTransaction) {
  if (s.held?.hash !== t.hash) {
    s.held = { hash: t.hash, since: d.now() };
    return false;
  }
  if (d.now() - s.held.since < RECHECK_MS) return false;
  s.held = undefined;
  if (!(await d.chain.clearPoolOf(d.writer.sender))) return false;
  d.logger.warn(
    { nonce: t.nonce, hash: t.hash },
    "the node held the transaction at the chain's nonce without mining it: its pool cleared, the stored transactions sent again",
  );
  return true;
}

/** The operation's call signed again at the nonce of `old` (current fees). */
async function resign(s: EngineState, d: EngineDeps, row: StablecoinTransaction, old: ChainTransaction) {
  if (row.networkOp === 'MINT') return signMint(s, d, row, old);
  return signPermitted(s, d, row, { replace: old });
}

async function filler(d: EngineDeps, nonce: number) {
  const { prisma, writer, lease } = d;
  d.logger.warn({ nonce }, 'no live transaction for this nonce: sending a zero-value filler');
  const fees = await writer.fees();
  return prisma.$transaction(async (tx) => {
    if (!(await lease.holds(tx))) throw new LeaseLost();
    const signed = await writer.sign(
      tx,
      { to: writer.sender, data: '0x', gas: 21_000n },
      { purpose: 'filler' },
      { fees, replaceNonce: nonce },
    );
    return tx.chainTransaction.findUniqueOrThrow({ where: { id: signed.id } });
  });
}
