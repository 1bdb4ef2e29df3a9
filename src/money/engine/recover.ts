import type { Hash } from 'viem';
import type { ChainTransaction } from '../../generated/prisma/client.js';
import { laneSetupMissing } from '../../chain/runtime.js';
import { fail } from './record.js';
import { type EngineDeps, type EngineState, RECHECK_MS, RECOVER_EVERY_MS, type Step, SUBMIT_BATCH } from './state.js';

// Step 1, recover (on taking the lease, after a chain error, every RECOVER_EVERY_MS): is the
// chain the one the ledger describes? If not, money is refused (MoneyCheck 'chain').

export const recoverStep: Step = async (s, d, p) => {
  if (p.wentBack || d.now() - s.lastRecover > RECOVER_EVERY_MS) await recover(s, d);
  else if (!s.ready && d.lane > 0 && d.now() - s.lastRecover > RECHECK_MS) await recover(s, d);
  if (!s.ready && d.lane > 0) {
    // Its gas, minter role or router is not on the chain (yet: a replay by lane 0 on its way).
    p.ended = true;
    return;
  }
  if (s.blocked || s.suspicious) {
    if (s.blocked) await refusePending(s, d);
    p.ended = true;
  }
};

export async function recover(s: EngineState, d: EngineDeps) {
  const { prisma, writer, publicClient, monitor, logger } = d;
  s.deployed.clear();
  s.lastResend = 0;
  s.lastOrphans = 0;
  // Transactions stored by the previous engine carry no sender: they were the operator key's (lane 0).
  if (d.lane === 0)
    await prisma.chainTransaction.updateMany({
      where: { chainId: writer.chainId, sender: '' },
      data: { sender: writer.sender },
    });
  if (d.lane > 0) {
    // Lane 0 deployed and set up everything (src/chain/runtime.ts ensureLanes): this lane signs
    // once the chain shows its set-up, so a replayed mint cannot come before its minter role.
    const missing = await laneSetupMissing(prisma, d.chain, [{ index: d.lane, writer }], d.tokens);
    if (missing.length > 0 && (s.ready || s.lastRecover === 0))
      logger.warn({ lane: d.lane, missing: missing.map((m) => m.kind) }, 'money lane not set up on the chain: waiting');
    s.ready = missing.length === 0;
  }
  const [onChain, next] = await Promise.all([
    publicClient.getTransactionCount({ address: writer.sender, blockTag: 'latest' }),
    writer.ledgerNonce(),
  ]);
  const problems: string[] = [];
  if (onChain > next) {
    problems.push(
      `${d.lane === 0 ? 'the operator key' : `money lane ${d.lane}'s key`} has ${onChain - next} transaction(s) on chain ${writer.chainId} that the ledger does not hold ` +
        '(a database restored from a backup behind the chain, or the key used elsewhere)',
    );
  } else if (onChain < next && onChain > 0) {
    // Behind the ledger: replay only onto the ledger's own history, so the chain's latest
    // operator transaction must be one the ledger signed. (Level with the ledger, a foreign
    // transaction at one of our nonces is a replacement, which the settle step handles.)
    const stored = await prisma.chainTransaction.findMany({
      where: { chainId: writer.chainId, sender: writer.sender, nonce: onChain - 1 },
    });
    if (stored.length > 0 && !(await anyReceipt(d, stored))) {
      problems.push(
        `the ${d.lane === 0 ? 'operator' : `lane ${d.lane}`} transaction at nonce ${onChain - 1} on chain ${writer.chainId} is not one the ledger signed: a different chain history`,
      );
    }
  }
  // The contracts' code, asked for together (one JSON-RPC batch): lane 0 deployed them all.
  const contracts = d.lane === 0 ? Object.entries(d.contracts) : [];
  const codes = await Promise.all(contracts.map(([, address]) => publicClient.getCode({ address })));
  for (const [i, [symbol, address]] of contracts.entries()) {
    const code = codes[i];
    if (code && code !== '0x') continue;
    const deploy = await prisma.chainTransaction.findFirst({
      where: { chainId: writer.chainId, purpose: `deploy:${symbol}` },
      orderBy: { id: 'desc' },
    });
    // Behind the ledger: the deployment is among the transactions the resend step replays.
    if (deploy && deploy.sender === writer.sender && deploy.nonce >= onChain) continue;
    problems.push(
      `the ${symbol} contract ${address} has no code on chain ${writer.chainId} and the ledger cannot rebuild it`,
    );
  }
  // One reading may come from a lagging or restarting node: refuse money only when the next
  // check, a second later, finds the same.
  s.suspicious = problems.length > 0 && !s.blocked && !s.suspicious;
  if (s.suspicious) {
    logger.warn({ problems }, 'chain does not match the ledger; checking again before refusing money');
    s.lastRecover = d.now() - RECOVER_EVERY_MS + RECHECK_MS;
    return;
  }
  s.blocked = problems.length > 0;
  const detail = s.blocked
    ? `money operations refused: ${problems.join('; ')}. See docs/production.md "The monitor, and when the chain does not match the ledger".`
    : onChain < next
      ? `the chain is ${next - onChain} operator transaction(s) behind the ledger: replaying them`
      : 'the chain matches the ledger';
  await monitor.record(d.lane === 0 ? 'chain' : `chain:lane:${d.lane}`, !s.blocked, detail);
  const missing = contracts.filter((_, i) => !codes[i] || codes[i] === '0x').map(([symbol]) => symbol);
  await d.replay.check(onChain, missing, s.blocked);
  if (s.blocked) logger.error({ detail }, 'chain does not match the ledger');
  else if (onChain < next)
    logger.warn({ behind: next - onChain }, 'chain behind the ledger: replaying stored transactions');
  s.lastRecover = d.now();
}

async function anyReceipt(d: EngineDeps, txs: ChainTransaction[]) {
  for (const t of txs) if (await d.chain.getReceipt(t.hash as Hash)) return true;
  return false;
}

/**
 * While money is refused, operations recorded but never signed get their outcome now
 * (FAILED, a collected deposit refunded) instead of waiting for an operator. A payment's legs
 * wait instead: failing the mint of a payment whose burn is final would refund the sender, and
 * failing that refund would lose the amount; they go on once money is allowed again.
 */
async function refusePending(s: EngineState, d: EngineDeps) {
  const pending = await d.prisma.stablecoinTransaction.findMany({
    where: { status: 'PENDING', lane: d.lane, paymentId: null, chainTransactions: { none: {} } },
    take: SUBMIT_BATCH,
  });
  const reason = await d.monitor.blocked();
  for (const row of pending) await fail(s, d, row, reason ?? 'money operations are refused');
}
