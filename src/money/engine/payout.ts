import type { Prisma, StablecoinTransaction } from '../../generated/prisma/client.js';
import type { PayoutStatus, RequestOutcome } from '../rails/types.js';
import { crashPoint } from '../../kernel/crash.js';
import { amountMinor, backoff, moveTransaction, type RailOp, railOf, railReferenceOf, transition } from './rail-ops.js';
import type { EngineDeps, EngineState } from './state.js';

// Payouts (withdrawals, a payment's cash-out, a failed deposit's refund), after the burn:
//   burn final on chain ─ its ledger entry, the burn PAYING_OUT and a RailOperation PAYOUT
//   REQUESTING in one transaction (./settle.ts) ─ the poll step requests it (our reference its
//   uuid) ─ accepted → PENDING ─ the status endpoint says SUCCESSFUL → the burn CONFIRMED.
//   Failed terminally (refused, failed, expired): the burn FAILED and the burned amount re-minted
//   to the wallet as a new operation (engine key `remint:<burn uuid>`), in the same transaction.
//   SUCCESSFUL, then REVERSED (a bank bounce, seen by a callback and the status call): the burn
//   stays CONFIRMED (never edited) and the amount is re-minted the same way, which tells the user.
// A refund's payout (a PAYOUT of a MINT whose collection was taken) re-mints nothing: its failure
// or reversal is flagged for the operator.

type Tx = Prisma.TransactionClient;

/** The key of the re-mint of a burn whose payout did not stand: one per burn, whatever happened. */
export const reMintKey = (burn: Pick<StablecoinTransaction, 'uuid'>) => `remint:${burn.uuid}`;

/** Recorded with the burn's ledger entry (the settle step's transaction), due at once. */
export function recordPayout(tx: Tx, d: EngineDeps, row: StablecoinTransaction, provider: string) {
  const now = d.clock.now();
  return tx.railOperation.createMany({
    data: [
      {
        transactionId: row.id,
        kind: 'PAYOUT',
        provider,
        amountMinor: amountMinor(row),
        currency: row.fiatIso,
        nextCheckAt: now,
        createdAt: now,
      },
    ],
    skipDuplicates: true,
  });
}

/**
 * A burn final on chain again after it left the chain (REORGED, now mined once more: ./settle.ts
 * has just made it PAYING_OUT in `tx`) whose payout was recorded before: the payout is never
 * requested again (one per burn), and what became of it meanwhile decides the burn. Paid
 * (SUCCESSFUL, or REVERSED after it was paid): CONFIRMED, as the status step would have made it.
 * Not paid (FAILED, EXPIRED, REVERSED before success): FAILED with the re-mint, which the status
 * step could not record while the burn was off the chain (it moves PAYING_OUT burns only).
 * Still under way: nothing, the poll step goes on with it. Returns the burn's new row and any
 * re-mint, to be announced.
 */
export async function resumePayout(tx: Tx, d: EngineDeps, paying: StablecoinTransaction) {
  const op = await tx.railOperation.findUnique({
    where: { transactionId_kind: { transactionId: paying.id, kind: 'PAYOUT' } },
  });
  if (!op || op.state === 'REQUESTING' || op.state === 'PENDING') return [];
  const paid = op.state === 'SUCCESSFUL' || (op.state === 'REVERSED' && op.providerId !== null);
  d.logger.warn(
    { transaction: paying.uuid, reference: op.uuid, payout: op.state },
    'burn final on chain again after leaving it: its payout had ended meanwhile',
  );
  if (paid) {
    const next = await moveTransaction(tx, paying, ['PAYING_OUT'], {
      status: 'CONFIRMED',
      confirmedAt: op.finalAt ?? d.clock.now(),
      railReference: railReferenceOf(op),
      failureReason: null,
    });
    // A reversal after success was re-minted when it was seen (payoutStatus, whatever the burn's status).
    return next ? [next] : [];
  }
  const next = await moveTransaction(tx, paying, ['PAYING_OUT'], {
    status: 'FAILED',
    failureReason: `the payout failed (${op.reason ?? op.state}); the amount was minted back to the wallet`,
  });
  return next ? [next, await reMint(tx, paying)] : [];
}

/** The burned amount back to the wallet: a new MINT of the engine's, linked by its key. */
async function reMint(tx: Tx, burn: StablecoinTransaction) {
  await tx.stablecoinTransaction.createMany({
    data: [
      {
        userId: burn.userId,
        keyScope: 'ENGINE',
        idempotencyKey: reMintKey(burn),
        requestHash: burn.requestHash,
        networkOp: 'MINT',
        networkIdentityId: burn.networkIdentityId,
        walletAddress: burn.walletAddress,
        tokenAddress: burn.tokenAddress,
        fiatIso: burn.fiatIso,
        fiatAmt: burn.fiatAmt,
        tokenSymbol: burn.tokenSymbol,
        tokenAmt: burn.tokenAmt,
        lane: burn.lane, // the same wallet: its lane
      },
    ],
    skipDuplicates: true,
  });
  return tx.stablecoinTransaction.findUniqueOrThrow({
    where: {
      userId_keyScope_idempotencyKey: { userId: burn.userId, keyScope: 'ENGINE', idempotencyKey: reMintKey(burn) },
    },
  });
}

const isRefund = (op: RailOp) => op.transaction.networkOp === 'MINT';

/** A payout that will not be paid: the burn FAILED and re-minted (a refund's: flagged). */
function failed(s: EngineState, d: EngineDeps, op: RailOp, state: 'FAILED' | 'EXPIRED' | 'REVERSED', reason: string) {
  const now = d.clock.now();
  const burn = op.transaction;
  return transition(
    s,
    d,
    op,
    { state, reason, attempts: { increment: 1 }, nextCheckAt: null, finalAt: now },
    async (tx) => {
      if (isRefund(op)) {
        d.logger.error(
          { transaction: burn.uuid, reference: op.uuid, reason },
          'REFUND PAYOUT FAILED: the collected deposit was not returned; flagged for the operator',
        );
        return [];
      }
      const next = await moveTransaction(tx, burn, ['PAYING_OUT'], {
        status: 'FAILED',
        failureReason: `the payout failed (${reason}); the amount was minted back to the wallet`,
      });
      if (!next) return [];
      d.logger.warn(
        { transaction: burn.uuid, reference: op.uuid, reason },
        'payout failed: re-minting the burned amount',
      );
      return [next, await reMint(tx, burn)];
    },
  );
}

export async function payoutRequested(s: EngineState, d: EngineDeps, op: RailOp, out: RequestOutcome) {
  if (out.outcome === 'refused') return failed(s, d, op, 'FAILED', out.reason);
  const now = d.clock.now();
  const moved = await transition(s, d, op, {
    state: 'PENDING',
    attempts: { increment: 1 },
    acceptedAt: now,
    nextCheckAt: new Date(now.getTime() + backoff(0)),
  });
  if (moved) crashPoint(d.config, 'after-payout-requested', op.transactionId);
  return moved;
}

/** What the status endpoint says of a payout: the only source of truth. */
/** The longest wait between two checks of a paid payout for a reversal. */
const REVERSAL_CHECK_MAX_MS = 6 * 3_600_000;

/**
 * When a payout paid at `paidAt` is next asked whether it was reversed (a bank bounce whose
 * callback never came: sent to an instance that died, lost on the way): after as long again as
 * it has been paid (1 s at least, 6 h at most), until RAIL_REVERSAL_WATCH_HOURS have passed (a
 * provider whose payouts cannot be reversed, MoMo: never); then
 * only a callback wakes it, and the daily reconciliation shows a reversal nobody heard of.
 */
export function reversalCheck(d: EngineDeps, op: RailOp, paidAt: Date, now: Date): Date | null {
  const watch = railOf(d, op)?.reversible ? d.config.rails.reversalWatchMs : 0;
  const paidFor = now.getTime() - paidAt.getTime();
  if (watch <= 0 || paidFor >= watch) return null;
  return new Date(now.getTime() + Math.min(REVERSAL_CHECK_MAX_MS, Math.max(1_000, paidFor)));
}

export async function payoutStatus(s: EngineState, d: EngineDeps, op: RailOp, st: PayoutStatus) {
  const now = d.clock.now();
  const burn = op.transaction;
  if (op.state === 'SUCCESSFUL') {
    // Paid already: only a reversal changes anything. Asked again while the watch lasts (a
    // callback may also have woken it).
    if (st.state !== 'reversed')
      return transition(s, d, op, { nextCheckAt: reversalCheck(d, op, op.finalAt ?? now, now) });
    const moved = await transition(
      s,
      d,
      op,
      { state: 'REVERSED', reason: 'REVERSED', nextCheckAt: null, finalAt: now },
      async (tx) => {
        if (isRefund(op)) {
          d.logger.error(
            { transaction: burn.uuid, reference: op.uuid },
            'REFUND PAYOUT REVERSED: flagged for the operator',
          );
          return [];
        }
        d.logger.warn({ transaction: burn.uuid, reference: op.uuid }, 'payout reversed: re-minting the burned amount');
        return [await reMint(tx, burn)];
      },
    );
    if (moved) crashPoint(d.config, 'after-reversal-seen', op.transactionId);
    return moved;
  }
  switch (st.state) {
    case 'successful':
      return transition(
        s,
        d,
        op,
        {
          state: 'SUCCESSFUL',
          providerId: st.providerId,
          attempts: { increment: 1 },
          nextCheckAt: reversalCheck(d, op, now, now),
          finalAt: now,
        },
        async (tx) => {
          if (isRefund(op)) return [];
          const next = await moveTransaction(tx, burn, ['PAYING_OUT'], {
            status: 'CONFIRMED',
            confirmedAt: now,
            railReference: railReferenceOf(op),
            failureReason: null,
          });
          return next && [next];
        },
      );
    case 'failed':
      return failed(s, d, op, 'FAILED', st.reason);
    case 'expired':
      return failed(s, d, op, 'EXPIRED', 'EXPIRED');
    case 'reversed':
      return failed(s, d, op, 'REVERSED', 'REVERSED');
    default:
      if (st.state === 'not_found') {
        d.logger.warn({ reference: op.uuid, provider: op.provider }, 'an accepted payout is unknown to its provider');
      }
      return transition(s, d, op, {
        attempts: { increment: 1 },
        nextCheckAt: new Date(now.getTime() + backoff(op.attempts)),
      });
  }
}
