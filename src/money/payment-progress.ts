import type { Clock } from '../kernel/clock.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { crashPoint, paymentWasRequestedHere, requestedInThisProcess } from '../kernel/crash.js';
import { recordPaymentMoves } from './batch-sql.js';
import { laneFor } from './lanes.js';
import { paymentEvents } from './events.js';
import type { SupplyMonitor } from './monitor.js';
import type { Payment, PaymentStatus, PrismaClient, StablecoinTransaction } from '../generated/prisma/client.js';

// The payments step of the money engine (src/money/engine.ts), run on every pass by
// the lease holder. A payment's chain work is its legs, operations the engine moves like any
// mint or burn; this step only reads where they stand and records what follows:
//   one currency:     transfer ─ CONFIRMED → payment CONFIRMED
//   across currencies: burn (sender) ─ CONFIRMED → mint (recipient) ─ CONFIRMED → payment CONFIRMED
//                      the mint FAILED → refund (a mint back to the sender) ─ CONFIRMED → payment FAILED
// Each next leg is recorded with a key derived from the payment, unique per user in the engine's
// own key space (keyScope ENGINE: no client's Idempotency-Key can take it), so a crash between
// two passes or two owners of the lease can only record it once. A leg is only recorded after
// the one before it is final, so no value exists twice at any moment. A leg whose key is taken
// by another row all the same is never skipped in silence: the payment is flagged (an error
// line, /readyz money details, fas_payments_flagged) and waits for an operator.

const OPEN: PaymentStatus[] = ['PENDING', 'SUBMITTED'];
const BATCH = 100;

/** The idempotency key of a payment's leg (`transfer`, `burn`, `mint`, `refund`, `cashout`). */
export const legKey = (payment: Pick<Payment, 'uuid'>, leg: string) => `payment:${payment.uuid}:${leg}`;

interface Deps {
  prisma: PrismaClient;
  config: Pick<Config, 'testCrashAt'> & { money: Pick<Config['money'], 'lanes'> };
  logger: Logger;
  monitor: Pick<SupplyMonitor, 'flagPayment' | 'clearPayment'>;
  tokens: Record<string, string>;
  /** The time a payment is confirmed at. */
  clock: Pick<Clock, 'now'>;
  /** Called after a payment's status changed (the engine wakes this process's waiters). */
  moved: (paymentId: number, change: PaymentChange) => void;
}

type Open = Payment & { legs: StablecoinTransaction[] };
interface Move {
  p: Open;
  change: PaymentChange;
}
/** What a move of the payments step changes. */
export type PaymentChange = Pick<Payment, 'status' | 'failureReason' | 'confirmedAt'>;

export function createPaymentProgress({ prisma, config, logger, monitor, tokens, clock, moved }: Deps) {
  /** Payments this process has flagged (one error line each, not one a pass). */
  const flagged = new Set<number>();
  /** A status change of the pass, written with the others after every payment has stepped. */
  const move = (moves: Move[], p: Open, status: PaymentStatus, failureReason: string | null = null) => {
    if (status !== p.status)
      moves.push({ p, change: { status, failureReason, confirmedAt: status === 'CONFIRMED' ? clock.now() : null } });
  };

  /** Writes the pass's status changes in one statement; each only if the payment did not move meanwhile. */
  async function applyMoves(moves: Move[]) {
    if (moves.length === 0) return;
    // The moves and their events in the outbox (./events.ts), in one statement: a payment's
    // events are written only if it moved.
    const at = clock.now();
    const written = await recordPaymentMoves(
      prisma,
      moves.map(({ p, change }) => ({
        id: p.id,
        status: p.status,
        next: change.status,
        failureReason: change.failureReason,
        confirmedAt: change.confirmedAt,
      })),
      moves.flatMap(({ p, change }) => paymentEvents(p, change, at).map((event) => ({ gate: p.id, event }))),
    );
    for (const { p, change } of moves) {
      if (!written.has(p.id)) continue;
      moved(p.id, change);
    }
  }

  /**
   * Crash tests only (FAS_TEST_CRASH_AT): an operation recorded for a payment requested in this
   * process (a leg, a cash-out) counts as requested here too, so the engine's steps fire for it.
   * Its id, or null outside crash tests and for other payments.
   */
  async function alsoRequestedHere(p: Open, key: { userId: number; idempotencyKey: string }) {
    if (!paymentWasRequestedHere(config, p.id)) return null;
    const { id } = await prisma.stablecoinTransaction.findUniqueOrThrow({
      where: { userId_keyScope_idempotencyKey: { ...key, keyScope: 'ENGINE' } },
      select: { id: true },
    });
    requestedInThisProcess(config, id);
    return id;
  }

  /**
   * Records an operation of the engine's once: `ours` tells whether a row already recorded under
   * its key is this very operation (a repeat after a crash or by another owner of the lease).
   * Anything else holding the key is flagged, never taken for the operation. Returns whether the
   * operation is recorded.
   */
  async function recordOnce(p: Open, data: NewLeg, ours: (row: StablecoinTransaction) => boolean) {
    // On its wallet's lane (./lanes.ts): the recipient's for a mint to them, the sender's for a refund.
    const lane = await laneFor(prisma, data.walletAddress, config.money.lanes);
    const { count } = await prisma.stablecoinTransaction.createMany({
      data: [{ ...data, keyScope: 'ENGINE', lane }],
      skipDuplicates: true,
    });
    if (count === 1) {
      // An operator freed the key of a payment flagged here: the flag goes with the problem.
      if (flagged.delete(p.id)) await monitor.clearPayment(p.uuid);
      return true;
    }
    const holder = await prisma.stablecoinTransaction.findUnique({
      where: {
        userId_keyScope_idempotencyKey: {
          userId: data.userId,
          keyScope: 'ENGINE',
          idempotencyKey: data.idempotencyKey,
        },
      },
    });
    if (holder && ours(holder)) return true;
    // Once per process: the payment is tried again every pass, but told about once.
    if (flagged.has(p.id)) return false;
    flagged.add(p.id);
    logger.error(
      { payment: p.uuid, key: data.idempotencyKey, holder: holder?.uuid ?? null },
      'PAYMENT LEG KEY TAKEN BY ANOTHER OPERATION: the payment cannot move on; flagged for the operator',
    );
    await monitor.flagPayment(
      p.uuid,
      `payment ${p.uuid} cannot record its ${data.idempotencyKey.split(':').pop()} step: its key is held by operation ${holder?.uuid ?? '(gone)'}`,
    );
    return false;
  }

  /**
   * Records a leg once; a repeat after a crash records nothing. In crash tests the process may
   * then die at `crashAt`. Returns whether it is recorded (the payment then waits for it).
   */
  async function record(
    p: Open,
    leg: 'mint' | 'refund',
    data: Omit<NewLeg, 'idempotencyKey'>,
    crashAt: 'payment-between-legs' | 'payment-during-refund',
  ) {
    const idempotencyKey = legKey(p, leg);
    const recorded = await recordOnce(p, { ...data, idempotencyKey, paymentId: p.id }, (row) => row.paymentId === p.id);
    if (!recorded) return false;
    const id = await alsoRequestedHere(p, { userId: data.userId, idempotencyKey });
    if (id !== null) crashPoint(config, crashAt, id);
    return true;
  }

  /** The cross-currency mint to the recipient, or back to the sender (`refund`). */
  function mintLeg(p: Open, burn: StablecoinTransaction, to: 'recipient' | 'sender'): Omit<NewLeg, 'idempotencyKey'> {
    const back = to === 'sender';
    const currency = back ? p.currency : p.receiveCurrency;
    const amount = back ? p.amount : p.receiveAmount;
    return {
      userId: back ? p.senderId : (p.recipientId ?? p.senderId),
      requestHash: burn.requestHash,
      networkOp: 'MINT',
      networkIdentityId: back ? burn.networkIdentityId : null,
      walletAddress: back ? p.fromAddress : p.toAddress,
      tokenAddress: tokens[currency],
      fiatIso: currency,
      fiatAmt: amount,
      tokenSymbol: currency,
      tokenAmt: amount,
    };
  }

  /**
   * The recipient holds the amount. Paid to an alias routed to mobile money or a bank, it is then
   * cashed out: a withdrawal of the recipient's (a burn paid out through the rail, in their
   * transactions, keyed by the payment), recorded before the payment is CONFIRMED so a crash
   * cannot skip it. Its outcome is the withdrawal's: the payment itself is done.
   */
  async function confirmed(p: Open, moves: Move[]) {
    if (p.cashOutIdentityId !== null && p.recipientId !== null) {
      const wallet = await prisma.identity.findFirstOrThrow({
        where: { userId: p.recipientId, kind: 'CRYPTO', publicAddress: p.toAddress },
      });
      const token = tokens[p.receiveCurrency];
      const cashOut = {
        userId: p.recipientId,
        idempotencyKey: legKey(p, 'cashout'),
        requestHash: p.requestHash,
        networkOp: 'BURN',
        fiatIdentityId: p.cashOutIdentityId,
        networkIdentityId: wallet.id,
        walletAddress: p.toAddress,
        tokenAddress: token,
        fiatIso: p.receiveCurrency,
        fiatAmt: p.receiveAmount,
        tokenSymbol: p.receiveCurrency,
        tokenAmt: p.receiveAmount,
      } as const;
      // The withdrawal is the recipient's own (no paymentId): it is this payment's by its request hash.
      const ours = (row: StablecoinTransaction) => row.requestHash === p.requestHash && row.networkOp === 'BURN';
      if (!(await recordOnce(p, cashOut, ours))) return false;
      // So that the withdrawal's own steps (after-receipt, before-payout) fire in crash tests.
      await alsoRequestedHere(p, { userId: p.recipientId, idempotencyKey: legKey(p, 'cashout') });
    }
    move(moves, p, 'CONFIRMED');
    return false;
  }

  /** Moves one payment on; returns whether it still waits for the engine. */
  async function step(p: Open, moves: Move[]): Promise<boolean> {
    const leg = (name: string) => p.legs.find((l) => l.idempotencyKey === legKey(p, name));
    const transfer = leg('transfer');
    const burn = leg('burn');
    const first = transfer ?? burn;
    if (!first) return false; // recorded with its first leg in one transaction: only a bug gets here
    if (first.status === 'FAILED') {
      move(moves, p, 'FAILED', first.failureReason);
      return false;
    }
    if (first.status !== 'CONFIRMED') {
      move(moves, p, first.status === 'PENDING' ? 'PENDING' : 'SUBMITTED');
      return true;
    }
    if (transfer) return confirmed(p, moves);
    // Across currencies: the sender's tokens are burned; now the recipient's are minted.
    const mint = leg('mint');
    if (!mint) return record(p, 'mint', mintLeg(p, first, 'recipient'), 'payment-between-legs');
    if (mint.status === 'CONFIRMED') return confirmed(p, moves);
    if (mint.status !== 'FAILED') return true;
    // The mint cannot happen: the sender is made whole with a mint of what was burned.
    const refund = leg('refund');
    if (!refund) {
      logger.warn({ payment: p.uuid, reason: mint.failureReason }, 'payment mint failed: refunding the sender');
      return record(p, 'refund', mintLeg(p, first, 'sender'), 'payment-during-refund');
    }
    if (refund.status === 'CONFIRMED') {
      move(moves, p, 'FAILED', `${mint.failureReason}; the amount was returned to the sender's wallet`);
      return false;
    }
    if (refund.status === 'FAILED') {
      logger.error({ payment: p.uuid }, 'payment refund failed: flagged for the operator');
      move(moves, p, 'FAILED', `${mint.failureReason}; the refund failed too and is flagged for the operator`);
      return false;
    }
    return true;
  }

  return {
    /**
     * Moves every open payment one step. Returns whether one waits for the engine (so the loop
     * polls again soon). `renew` checks the lease first. Only the payments of `lane`.
     */
    async advance(renew: () => Promise<void>, lane = 0) {
      // The payments of one lane (their sender's): each lane's engine moves its own.
      const open = await prisma.payment.findMany({
        where: { status: { in: OPEN }, lane },
        include: { legs: { orderBy: { id: 'asc' } } },
        orderBy: { id: 'asc' },
        take: BATCH,
      });
      if (open.length === 0) return false;
      await renew();
      // Payments are independent and every write is conditional or keyed: they move together.
      const moves: Move[] = [];
      const waiting = (await Promise.all(open.map((p) => step(p, moves)))).some(Boolean);
      await applyMoves(moves);
      return waiting;
    },
  };
}

type NewLeg = {
  userId: number;
  idempotencyKey: string;
  paymentId?: number;
  requestHash: string;
  networkOp: 'MINT' | 'BURN' | 'TRANSFER';
  networkIdentityId: number | null;
  fiatIdentityId?: number | null;
  walletAddress: string;
  toAddress?: string | null;
  tokenAddress: string;
  fiatIso: string;
  fiatAmt: Payment['amount'];
  tokenSymbol: string;
  tokenAmt: Payment['amount'];
};

export type PaymentProgress = ReturnType<typeof createPaymentProgress>;
