import { AppError, UnprocessableError } from '../kernel/errors.js';
import { outageError } from '../kernel/outage.js';
import type { ChainService } from '../chain/chain.js';
import type { MoneyEngine } from './engine.js';

// The request side of every money operation (deposits, withdrawals, payments): whether a new
// one may be recorded, and how its answer waits for the engine, which alone moves it forward.

const TERMINAL = new Set(['CONFIRMED', 'FAILED']);
/**
 * Waiting on the payer or the provider, not on the service: after the wait the answer is the
 * record as it stands (a deposit AWAITING_DEPOSIT has no transaction hash yet); the client
 * reads it again, or hears it change on the subscription.
 */
const AWAITING_OTHERS = new Set(['AWAITING_DEPOSIT', 'PAYING_OUT']);
/**
 * A waiting request is told of every change: by this process's engine when it drives the
 * operation's lane, through the outbox tail when another instance does (engine.changed's
 * `known`). The read this often is only a fallback (a lease moving away, a tail that lags).
 */
export const POLL_MS = 1_000;
const CHAIN_PROBE_MS = 2_000;

/**
 * A new operation is recorded only while money is allowed and the chain answers: 503 now (with
 * `paused`, the words for what is refused), rather than a request that waits for the engine (and
 * a client without a key that cannot retry safely). While a chain that lost blocks is replayed,
 * it waits for the replay, up to MONEY_WAIT_SECONDS (then 503 with Retry-After).
 */
export async function admitMoney(engine: MoneyEngine, chain: ChainService, paused: string) {
  const refused = await engine.monitor.blocked();
  if (refused) throw new AppError('SERVICE_UNAVAILABLE', `${paused}: ${refused}`, { retryAfter: 30 });
  // A chain being replayed shows balances the ledger has moved past: wait for it (503 after MONEY_WAIT_SECONDS).
  await engine.replay.settled();
  if (!(await chain.isReachable(CHAIN_PROBE_MS))) throw outageError('chain');
}

/**
 * `row` once it is CONFIRMED or FAILED, or as it stands after `waitMs`. `next` waits for the
 * engine to tell of a change of the row it is given (for at most the poll interval it is given:
 * engine.changed, which also decides whether the outbox's word counts) and returns the row as it
 * is then.
 */
export async function settledWithin<T extends { status: string; lane?: number }>(
  row: T,
  waitMs: number,
  next: (row: T, pollMs: number) => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  while (!TERMINAL.has(row.status) && Date.now() < deadline) row = await next(row, POLL_MS);
  return row;
}

/**
 * The answer of a settled operation: itself once CONFIRMED (or waiting on the payer or the
 * provider: AWAITING_DEPOSIT, PAYING_OUT); FAILED is 422 ("the `what` failed"), still open 503 ("the `open` is still in progress": retry with the key).
 */
export function outcomeOf<T extends { status: string; failureReason: string | null }>(
  row: T,
  what: string,
  open = what,
): T {
  if (row.status === 'FAILED') throw new UnprocessableError(`the ${what} failed: ${row.failureReason}`);
  if (!TERMINAL.has(row.status) && !AWAITING_OTHERS.has(row.status))
    throw new AppError('SERVICE_UNAVAILABLE', `the ${open} is still in progress; retry with the same Idempotency-Key`, {
      retryAfter: 5,
    });
  return row;
}
