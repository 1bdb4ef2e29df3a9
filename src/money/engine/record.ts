import type { Identity, StablecoinTransaction } from '../../generated/prisma/client.js';
import type { RailRequest } from '../rail.js';
import { centsToUnits, decimalToCents } from '../amounts.js';
import { recordEvents } from '../../events/outbox.js';
import { transactionEvents } from '../events.js';
import { ensureLease } from './lease.js';
import type { EngineDeps, EngineState } from './state.js';

// How every step records an operation's change: conditionally on the status it was read in,
// heard at once by this process's waiters, published to subscribers after it is committed.

export const fresh = (d: EngineDeps, row: StablecoinTransaction) =>
  d.prisma.stablecoinTransaction.findUniqueOrThrow({ where: { id: row.id } });

/** Waiters in this process hear the row as it was committed, so they need not read it again. */
export function notify(s: EngineState, row: StablecoinTransaction) {
  for (const w of s.waiters.get(row.id) ?? []) w(row);
}

export function publish(s: EngineState, d: EngineDeps, row: StablecoinTransaction) {
  notify(s, row);
  // A payment's legs are heard through the payment: its move wakes every lane (the payment may be
  // another lane's). Other operations reach subscribers from the outbox (src/events/tail.ts).
  if (row.paymentId !== null) d.lanes.wakeAll();
}

/**
 * Saves a change only if the row is still in the status it was read in (a conditional
 * transition: an owner that lost the lease cannot overwrite its successor's work), and returns
 * the row as it is now. Subscribers hear of each change of status, after it is committed.
 */
export async function update(
  s: EngineState,
  d: EngineDeps,
  row: StablecoinTransaction,
  data: Partial<StablecoinTransaction>,
) {
  const moves = data.status !== undefined && data.status !== row.status;
  // A change of status is announced in the outbox in the same transaction (../events.ts).
  const { count } = await d.prisma.$transaction(async (tx) => {
    const written = await tx.stablecoinTransaction.updateMany({
      where: { id: row.id, status: row.status },
      data,
    });
    if (written.count === 1 && moves)
      await recordEvents(tx, transactionEvents([{ ...row, ...data } as StablecoinTransaction], d.clock.now()));
    return written;
  });
  // Written as read plus `data`; only a lost race needs the row read again.
  const next = count === 1 ? { ...row, ...data } : await fresh(d, row);
  if (count === 1 && next.status !== row.status) publish(s, d, next);
  else notify(s, next);
  return next;
}

/** Only for operations with a fiat account (deposits, withdrawals, payments cashed out). */
export async function railRequest(d: EngineDeps, row: StablecoinTransaction, known?: Identity): Promise<RailRequest> {
  const account = known ?? (await d.prisma.identity.findUniqueOrThrow({ where: { id: row.fiatIdentityId! } }));
  return { reference: row.uuid, account, currency: row.fiatIso, amount: row.fiatAmt.toFixed(2) };
}

export async function fail(s: EngineState, d: EngineDeps, row: StablecoinTransaction, why: string) {
  // A node's revert text may carry raw bytes (a custom error's data decoded as text): control
  // characters, NUL among them, cannot be stored as text, and one such row would stop every pass.
  const reason = why
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  await ensureLease(s, d);
  d.logger.warn({ transaction: row.uuid, reason }, 'stablecoin transaction failed');
  let railReference = row.railReference;
  if (row.networkOp === 'MINT' && row.railReference?.startsWith('sandbox:')) {
    // The deposit goes back (idempotent by reference, so a crash here repeats it safely).
    railReference = (await d.rail.refund(await railRequest(d, row))).railReference;
  } else if (row.networkOp === 'MINT' && row.railReference) {
    // Collected through a provider: its refund is a payout of this mint, recorded before the
    // failure (once: unique per operation and kind) and sent by the poll step (./poll.ts).
    const now = d.clock.now();
    await d.prisma.railOperation.createMany({
      data: [
        {
          transactionId: row.id,
          kind: 'PAYOUT',
          provider: row.railReference.split(':')[0],
          amountMinor: decimalToCents(row.fiatAmt.toFixed(2)),
          currency: row.fiatIso,
          nextCheckAt: now,
          createdAt: now,
        },
      ],
      skipDuplicates: true,
    });
  }
  return update(s, d, row, { status: 'FAILED', failureReason: reason, railReference });
}

/** The operation's amount in token units. */
export const units = (row: StablecoinTransaction) => centsToUnits(decimalToCents(row.tokenAmt.toFixed(2)));
