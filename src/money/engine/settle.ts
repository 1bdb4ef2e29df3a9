import { type Hash, TransactionNotFoundError } from 'viem';
import type { ChainTransaction, Prisma, StablecoinTransaction } from '../../generated/prisma/client.js';
import type { ReceiptSummary } from '../../chain/chain.js';
import { attribute } from '../../db/attribution.js';
import { centsToText, weiToCents, weiToEth } from '../amounts.js';
import { crashPoint } from '../../kernel/crash.js';
import { recordConfirmed } from '../batch-sql.js';
import { ensureLease } from './lease.js';
import { fail, publish, railRequest, update } from './record.js';
import { recordPayout, resumePayout } from './payout.js';
import { recordEvents } from '../../events/outbox.js';
import { transactionEvents } from '../events.js';
import { routeOf } from './rail-ops.js';
import {
  ENGINE_WORK,
  type EngineDeps,
  type EngineState,
  OPEN,
  REPLACED_PROOF_MS,
  SETTLED_EVERY_MS,
  type Step,
} from './state.js';

// Step 5, settle: receipts at confirmation depth make the ledger entry, the payout (burns) and
// CONFIRMED; reverts FAILED. A transaction proven replaced is marked so (the submit step signs
// its operation again), and a confirmed operation that left the chain goes back (REORGED).

export const settleStep: Step = async (s, d, p) => {
  // The head read again if the resend or submit steps may have moved the chain (a replay
  // redeploys), together with the open operations.
  const [now, open] = await Promise.all([
    p.resendDue || p.submitted > 0 ? d.publicClient.getBlockNumber({ cacheTime: 0 }) : p.head,
    openOperations(d),
  ]);
  p.now = now;
  const unmined: Open = [];
  let settling = await settle(s, d, now, open, unmined);
  if (p.submitted > 0 && unmined.length > 0 && d.runtime.embedded) {
    // The embedded anvil mines a transaction just after answering its broadcast: receipts
    // asked for too early are asked for again now rather than a pass later, after the next
    // pass has submitted its own (20-50 ms of a payment's answer under the bench's load).
    settling = (await settle(s, d, now, unmined)) || settling;
  }
  p.waiting = settling || p.waiting;
  await recordSettled(s, d, now);
};

/**
 * With lanes, the block this lane has settled through (every operation of it mined at or below it
 * has its ledger entry), for the supply check that lane 0's holder makes (../monitor.ts SETTLED):
 * without it, another lane's operation mined but not yet settled reads as a supply difference.
 */
async function recordSettled(s: EngineState, d: EngineDeps, head: bigint) {
  if (d.config.money.lanes <= 1 && d.lane === 0) return;
  const through = head - d.depth + 1n > 0n ? head - d.depth + 1n : 0n;
  // Wall-clock time: a test's frozen clock must not stop the records. A chain that went back
  // (a replay, a restored node) is recorded lower.
  if (through === s.settledThrough || Date.now() - s.lastSettledRecord < SETTLED_EVERY_MS) return;
  await d.monitor.settled(d.lane, through);
  s.settledThrough = through;
  s.lastSettledRecord = Date.now();
}

const openOperations = (d: EngineDeps) =>
  d.prisma.stablecoinTransaction.findMany({
    where: { status: { in: OPEN }, lane: d.lane },
    include: { chainTransactions: { orderBy: { id: 'asc' } } },
    orderBy: { id: 'asc' },
  });

type Open = Awaited<ReturnType<typeof openOperations>>;

interface Mined {
  row: StablecoinTransaction;
  t: ChainTransaction;
  r: ReceiptSummary;
}

/**
 * Settles what is final at `readHead` (the chain's head read before the call). Operations whose
 * transactions have no receipt yet are added to `unmined`. Returns whether some operation waits
 * for more blocks.
 */
async function settle(s: EngineState, d: EngineDeps, readHead: bigint, open: Open, unmined: Open = []) {
  const { prisma, chain, depth, writer, logger } = d;
  // Every transaction each operation ever had, replaced ones included: whichever is mined
  // counts. Their receipts are asked for together (one JSON-RPC batch).
  const receipts = await Promise.all(
    open.map(({ chainTransactions: all }) => Promise.all(all.map((t) => chain.getReceipt(t.hash as Hash)))),
  );
  // A receipt's block is on the node's chain, so the head is at least that block: a
  // transaction mined after the head was read need not wait for a later pass.
  let head = readHead;
  for (const r of receipts.flat()) if (r && r.blockNumber > head) head = r.blockNumber;
  let waiting = false;
  let finalNonce: number | undefined;
  const minted: Mined[] = [];
  for (const [i, { chainTransactions: all, ...row }] of open.entries()) {
    await ensureLease(s, d);
    let found: { t: ChainTransaction; r: ReceiptSummary } | undefined;
    for (const [j, t] of all.entries()) if (receipts[i][j]) found = { t, r: receipts[i][j] };
    if (found) {
      if (found.r.blockNumber + depth - 1n > head) {
        waiting = true;
        continue;
      }
      const mined = found.t;
      // The common case, confirmed with the others of this pass in one statement: a mint, or a
      // payment's leg (no payout follows), mined as it was first signed.
      const nothingAfter = row.networkOp === 'MINT' || row.fiatIdentityId === null;
      if (nothingAfter && found.r.status === 'success' && all.length === 1 && !mined.replaced) {
        minted.push({ row, t: mined, r: found.r });
        continue;
      }
      await prisma.$transaction([
        prisma.chainTransaction.updateMany({
          where: { operationId: row.id, id: { not: mined.id } },
          data: { replaced: true },
        }),
        prisma.chainTransaction.update({ where: { id: mined.id }, data: { replaced: false } }),
      ]);
      await finish(s, d, row, mined, found.r);
      continue;
    }
    const live = all.filter((t) => !t.replaced);
    if (live.length === 0) continue; // signed again by the next submit step
    finalNonce ??= await d.publicClient.getTransactionCount({
      address: writer.sender,
      blockNumber: head - depth + 1n > 0n ? head - depth + 1n : 0n,
    });
    // Not mined yet and not a candidate for replacement: may just have been broadcast.
    if (live.every((t) => t.nonce >= finalNonce!)) unmined.push(open[i]);
    for (const t of live)
      if (t.nonce < finalNonce && (await provenReplaced(s, d, t))) {
        await prisma.chainTransaction.update({ where: { id: t.id }, data: { replaced: true } });
        s.replacedMarked = true;
        logger.warn(
          { transaction: row.uuid, nonce: t.nonce, hash: t.hash },
          'transaction replaced by another with its nonce: signing it again',
        );
      }
    waiting = true;
  }
  await attribute(ENGINE_WORK, () => confirmFinal(s, d, minted));
  return waiting;
}

/**
 * Its nonce is used at confirmation depth (checked by the caller) and the node knows nothing
 * of its hash, neither mined nor pending, seen so on passes at least REPLACED_PROOF_MS apart: a
 * node that lags or reloads for a moment is not proof, and a mint is never signed twice on it.
 */
async function provenReplaced(s: EngineState, d: EngineDeps, t: ChainTransaction) {
  const known = await d.publicClient.getTransaction({ hash: t.hash as Hash }).then(
    () => true,
    (error) => {
      if (error instanceof TransactionNotFoundError) return false;
      throw error;
    },
  );
  if (known) {
    s.replacedSince.delete(t.id);
    return false;
  }
  const since = s.replacedSince.get(t.id);
  if (since === undefined) s.replacedSince.set(t.id, d.now());
  if (since === undefined || d.now() - since < REPLACED_PROOF_MS) return false;
  s.replacedSince.delete(t.id);
  return true;
}

async function finish(
  s: EngineState,
  d: EngineDeps,
  row: StablecoinTransaction,
  t: ChainTransaction,
  r: ReceiptSummary,
) {
  const { prisma, config } = d;
  if (r.status !== 'success') {
    if (row.networkOp === 'BURN' && (row.railReference || (await payoutRecorded(d, row)))) {
      // Paid out, then its burn left the chain and could not be burned again: the payout stands.
      d.logger.error({ transaction: row.uuid }, 'burn paid out but not burned after a reorg: flagged for the operator');
      await update(s, d, row, {
        status: 'FAILED',
        failureReason: 'paid out, but the burn left the chain and reverted when sent again; flagged for the operator',
      });
      return;
    }
    await fail(s, d, row, 'the transaction reverted on chain');
    return;
  }
  if (row.networkOp === 'MINT' || row.fiatIdentityId === null) {
    // Nothing to pay out (a mint, a payment's leg): the ledger and CONFIRMED go together.
    await confirmFinal(s, d, [{ row, t, r }]);
    return;
  }
  const mined = minedFields(d, row, t, r);
  const account = await prisma.identity.findUniqueOrThrow({ where: { id: row.fiatIdentityId! } });
  const target = routeOf(d, account, row.fiatIso);
  if (!target) return; // its rail is not started yet: settled again by a later pass
  if (target.provider !== 'sandbox') {
    // The ledger entry, PAYING_OUT and the payout's RailOperation (REQUESTING, due now) in one
    // transaction: the poll step of this pass sends it (./payout.ts).
    const next = await prisma.$transaction(async (tx) => {
      const { count } = await tx.stablecoinTransaction.updateMany({
        where: { id: row.id, status: row.status },
        data: { ...mined, status: 'PAYING_OUT' },
      });
      if (count === 0) return undefined;
      for (const upsert of ledgerUpserts(tx, row, r)) await upsert;
      await recordPayout(tx, d, row, target.provider);
      const paying = await tx.stablecoinTransaction.findUniqueOrThrow({ where: { id: row.id } });
      // Back from the chain's loss (REORGED): a payout recorded before is not requested again,
      // and one that ended meanwhile decides the burn now (./payout.ts resumePayout).
      const resumed = row.status === 'REORGED' ? await resumePayout(tx, d, paying) : [];
      const rows = resumed.length > 0 ? resumed : [paying];
      await recordEvents(tx, transactionEvents(rows, d.clock.now()));
      return rows;
    });
    s.rails.due = true; // the payout, sent by this pass's poll step
    for (const changed of next ?? []) publish(s, d, changed);
    crashPoint(config, 'after-receipt', row.id);
    d.saveChain();
    return;
  }
  // A burn is paid out between its ledger entry and CONFIRMED, so they are two steps.
  await prisma.$transaction([
    prisma.stablecoinTransaction.update({ where: { id: row.id }, data: mined }),
    ...ledgerUpserts(prisma, row, r),
  ]);
  crashPoint(config, 'after-receipt', row.id);
  crashPoint(config, 'before-payout', row.id);
  const railReference = (await d.rail.payout(await railRequest(d, row, account))).railReference; // idempotent by reference
  await update(s, d, row, {
    ...(mined as object),
    status: 'CONFIRMED',
    confirmedAt: d.clock.now(),
    railReference,
    failureReason: null,
  });
  d.saveChain();
}

/** A payout was recorded for this burn (it was PAYING_OUT or paid before its transaction left the chain). */
const payoutRecorded = async (d: EngineDeps, row: StablecoinTransaction) =>
  (await d.prisma.railOperation.count({ where: { transactionId: row.id, kind: 'PAYOUT' } })) > 0;

function minedFields(d: EngineDeps, row: StablecoinTransaction, t: ChainTransaction, r: ReceiptSummary) {
  const rate = d.config.fxRatesPerEth[row.fiatIso] ?? '0';
  return {
    networkTxHash: t.hash,
    signedTx: t.signedTx,
    networkNonce: t.nonce,
    blockNumber: r.blockNumber,
    blockHash: r.blockHash,
    networkFeesWei: r.feeWei.toString(),
    networkFeesEth: weiToEth(r.feeWei),
    networkFeesCcy: centsToText(weiToCents(r.feeWei, rate)),
  };
}

/** The operation's ledger moves: its wallet's, and for a transfer the recipient's too. */
const ledgerMoves = (row: StablecoinTransaction): [string, Prisma.Decimal][] =>
  row.networkOp === 'MINT'
    ? [[row.walletAddress, row.tokenAmt]]
    : row.networkOp === 'BURN'
      ? [[row.walletAddress, row.tokenAmt.neg()]]
      : [
          [row.walletAddress, row.tokenAmt.neg()],
          [row.toAddress!, row.tokenAmt],
        ];

const ledgerUpserts = (
  db: Pick<Prisma.TransactionClient, 'ledgerEntry'>,
  row: StablecoinTransaction,
  r: ReceiptSummary,
) =>
  ledgerMoves(row).map(([wallet, amount]) =>
    db.ledgerEntry.upsert({
      where: { operationId_wallet: { operationId: row.id, wallet } },
      create: { operationId: row.id, token: row.tokenAddress, wallet, amount, blockNumber: r.blockNumber },
      update: { blockNumber: r.blockNumber },
    }),
  );

/**
 * Operations final on chain with nothing left to do (mints, a payment's legs): the receipt,
 * the ledger entries and CONFIRMED in one statement for all of them. Each is conditional on
 * the status it was read in, like every transition.
 */
async function confirmFinal(s: EngineState, d: EngineDeps, batch: Mined[]) {
  if (batch.length === 0) return;
  await ensureLease(s, d);
  const confirmedAt = d.clock.now();
  // Each operation's mined fields, worked out once for the statement, its events and its waiters.
  const done = batch.map(({ row, t, r }) => ({ row, r, mined: minedFields(d, row, t, r) }));
  const items = done.map(({ row, r, mined }) => ({
    id: row.id,
    status: row.status,
    hash: mined.networkTxHash,
    signedTx: mined.signedTx,
    nonce: mined.networkNonce,
    blockNumber: r.blockNumber,
    blockHash: r.blockHash,
    feesWei: mined.networkFeesWei,
    feesEth: mined.networkFeesEth,
    feesCcy: mined.networkFeesCcy,
    token: row.tokenAddress,
    entries: ledgerMoves(row).map(([wallet, amount]) => ({ wallet, amount: amount.toFixed() })),
  }));
  // Confirmed and announced in the outbox (../events.ts) in one statement: each operation's
  // events are written only if it was confirmed.
  const events = done.flatMap(({ row, mined }) =>
    transactionEvents(
      [{ ...row, ...mined, status: 'CONFIRMED', confirmedAt } as unknown as StablecoinTransaction],
      confirmedAt,
    ).map((event) => ({ gate: row.id, event })),
  );
  const confirmed = await recordConfirmed(d.prisma, items, confirmedAt, events);
  if (confirmed.size > 0) d.saveChain();
  for (const { row, mined } of done) {
    if (!confirmed.has(row.id)) continue;
    crashPoint(d.config, 'after-receipt', row.id);
    const data = { ...mined, status: 'CONFIRMED', confirmedAt, failureReason: null };
    publish(s, d, { ...row, ...data } as unknown as StablecoinTransaction);
  }
}

/**
 * A confirmed operation, or a burn paying out (its ledger entry made, its payout recorded), whose
 * transaction is no longer on chain goes back to the engine (verify, resend): its ledger entry
 * goes until it is final again. A burn's payout is left as it is (never requested twice); the
 * settle step decides the burn by it once the burn is final again.
 */
export async function reorged(s: EngineState, d: EngineDeps, row: StablecoinTransaction) {
  const { prisma } = d;
  d.logger.warn(
    { transaction: row.uuid, block: String(row.blockNumber), hash: row.networkTxHash },
    `${row.status === 'CONFIRMED' ? 'confirmed' : 'paying-out'} transaction left the chain: driving it again`,
  );
  const next = await prisma.$transaction(async (tx) => {
    await tx.ledgerEntry.deleteMany({ where: { operationId: row.id } });
    const back = await tx.stablecoinTransaction.update({
      where: { id: row.id },
      data: { status: 'REORGED', blockNumber: null, blockHash: null, confirmedAt: null },
    });
    await recordEvents(tx, transactionEvents([back], d.clock.now()));
    return back;
  });
  publish(s, d, next);
}
