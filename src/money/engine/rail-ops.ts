import type { Identity, Prisma, RailOperation, StablecoinTransaction } from '../../generated/prisma/client.js';
import { decimalToCents } from '../amounts.js';
import type { RailRouteTarget } from '../rails/registry.js';
import type { Rail, RailAccount, RailProvider } from '../rails/types.js';
import { recordEvents } from '../../events/outbox.js';
import { transactionEvents } from '../events.js';
import { publish } from './record.js';
import type { EngineDeps, EngineState } from './state.js';

// What the rail steps share (./collect.ts, ./payout.ts, ./poll.ts): a RailOperation as they
// read it, the polling back-off, the account and amount a provider is sent, and the conditional
// write every transition of an operation goes through.

/** A rail operation with its money operation and that operation's fiat account. */
export type RailOp = RailOperation & { transaction: StablecoinTransaction & { fiatIdentity: Identity | null } };

export const withTransaction = { transaction: { include: { fiatIdentity: true } } } as const;

/** The first status check after an accepted request, then doubling, at most once a minute. */
export const POLL_FIRST_MS = 1_000;
export const POLL_MAX_MS = 60_000;
export const backoff = (attempts: number) => Math.min(POLL_MAX_MS, POLL_FIRST_MS * 2 ** Math.min(attempts, 10));

/** The rail for an operation's fiat account; undefined until the registry has started. */
export function routeOf(d: EngineDeps, account: Pick<Identity, 'kind'>, currency: string): RailRouteTarget | undefined {
  if (account.kind !== 'MMO' && account.kind !== 'BANK') return undefined;
  return d.rails.route(account.kind, currency);
}

export const railOf = (d: EngineDeps, op: Pick<RailOperation, 'provider'>): Rail | undefined =>
  d.rails.provider(op.provider as RailProvider);

/** The provider's view of the user's account: an MSISDN (digits only) or a bank account. */
export function railAccount(a: Identity): RailAccount {
  if (a.kind === 'MMO') return { kind: 'msisdn', msisdn: (a.phoneNumber ?? '').replace(/\D/g, '') };
  return {
    kind: 'bank',
    accountNumber: a.bankAc ?? '',
    bankCode: a.bankSc ?? '',
    name: a.bankName ?? 'account holder',
  };
}

/** The operation's fiat amount in minor units (every supported currency has 2 decimals). */
export const amountMinor = (row: Pick<StablecoinTransaction, 'fiatAmt'>) => decimalToCents(row.fiatAmt.toFixed(2));

/** The reference the money operation keeps of its rail operation. */
export const railReferenceOf = (op: Pick<RailOperation, 'provider' | 'kind' | 'uuid'>) =>
  `${op.provider}:${op.kind === 'COLLECTION' ? 'collection' : 'payout'}:${op.uuid}`;

type Tx = Prisma.TransactionClient;

/**
 * One transition of a rail operation, conditional on the state and attempts it was read with
 * (an owner that lost the lease cannot overwrite its successor's), with whatever the money
 * operation does in the same database transaction (`also`, run only when the operation moved).
 * The money operation's new row, when `also` returns one, is published after the commit.
 * Returns whether it moved.
 */
export async function transition(
  s: EngineState,
  d: EngineDeps,
  op: RailOp,
  data: Prisma.RailOperationUpdateManyMutationInput,
  also?: (tx: Tx) => Promise<StablecoinTransaction[] | undefined>,
) {
  const changed = await d.prisma.$transaction(async (tx) => {
    const { count } = await tx.railOperation.updateMany({
      where: { id: op.id, state: op.state, attempts: op.attempts },
      data,
    });
    if (count === 0) return undefined;
    const rows = (await also?.(tx)) ?? [];
    await recordEvents(tx, transactionEvents(rows, d.clock.now()));
    return rows;
  });
  if (changed === undefined) return false;
  for (const row of changed) publish(s, d, row);
  return true;
}

/**
 * Moves the money operation from one of `from` to `data` inside a transition; returns its new
 * row when it moved (to be published), nothing when it had moved on already.
 */
export async function moveTransaction(
  tx: Tx,
  row: StablecoinTransaction,
  from: StablecoinTransaction['status'][],
  data: Pick<Partial<StablecoinTransaction>, 'status' | 'failureReason' | 'railReference' | 'confirmedAt'>,
): Promise<StablecoinTransaction | undefined> {
  const { count } = await tx.stablecoinTransaction.updateMany({ where: { id: row.id, status: { in: from } }, data });
  // Written as read plus `data` (plain values): no second read.
  return count === 1 ? { ...row, ...data } : undefined;
}
