import { outageOf } from '../../kernel/outage.js';
import { RailError } from '../rails/types.js';
import { collectionRequested, collectionStatus } from './collect.js';
import { ensureLease, LeaseLost } from './lease.js';
import { payoutRequested, payoutStatus } from './payout.js';
import { backoff, type RailOp, railAccount, railOf, transition, withTransaction } from './rail-ops.js';
import { afterRead, ENGINE_WORK, type EngineDeps, type EngineState, readsNow, type Step } from './state.js';
import { attribute } from '../../db/attribution.js';

// Step 6, poll: every rail operation due for a call (nextCheckAt ≤ now on the injected clock) is
// sent or checked, one call each:
//   REQUESTING  the request (first time, or again after a crash: the provider keeps one per
//               reference). After an error the answer may have been lost (RailUnknownOutcome,
//               a 5xx after executing): the status endpoint is asked first, and only a
//               reference the provider does not know is requested again, with the same reference.
//   PENDING     the status endpoint; pending → asked again after a back-off (1 s doubling, at
//               most 1 min), a collection not approved by its expiresAt ends EXPIRED.
//   SUCCESSFUL  (payouts of a provider whose transfers can bounce: Paystack) asked again for a
//               reversal while RAIL_REVERSAL_WATCH_HOURS last (./payout.ts reversalCheck), and
//               whenever a callback wakes it.
// A callback (src/http/rails-callback.ts) only sets nextCheckAt to now and publishes railWake,
// which kicks the engine: the status endpoint, never the callback's body, decides. An
// unreachable provider costs a back-off and nothing else; the operation stays where it was.

const BATCH = 50;

export const pollStep: Step = async (s, d) => {
  // After a read found nothing due, read again only when woken or idlePollMs later (./state.ts):
  // nextCheckAt is seconds apart, and a callback or an operation recorded here wakes the step.
  if (!readsNow(s.rails, d.config.money.idlePollMs)) return;
  const due = await d.prisma.railOperation.findMany({
    where: {
      nextCheckAt: { lte: d.clock.now() },
      transaction: { lane: d.lane }, // each lane's engine drives its own operations' rails
      OR: [{ state: { in: ['REQUESTING', 'PENDING'] } }, { state: 'SUCCESSFUL', kind: 'PAYOUT' }],
    },
    include: withTransaction,
    orderBy: { nextCheckAt: 'asc' },
    take: BATCH,
  });
  afterRead(s.rails, due.length > 0);
  if (due.length === 0) return;
  await ensureLease(s, d);
  // Independent operations, independent providers: together.
  await attribute(ENGINE_WORK, () => Promise.all(due.map((op) => drive(s, d, op))));
};

async function drive(s: EngineState, d: EngineDeps, op: RailOp) {
  const rail = railOf(d, op);
  if (!rail) {
    // Its provider is not started yet (the registry starts once the service listens): due again
    // at the next pass. No longer configured (RAILS changed): backs off like an unreachable
    // provider (1 s doubling to a minute), so it neither spins nor holds a place in each batch.
    if ((d.rails.providers as readonly string[]).includes(op.provider)) return;
    d.logger.warn(
      { reference: op.uuid, provider: op.provider, kind: op.kind },
      'rail operation of a provider RAILS does not name; checking again later',
    );
    await transition(s, d, op, {
      attempts: { increment: 1 },
      nextCheckAt: new Date(d.clock.now().getTime() + backoff(op.attempts)),
    });
    return;
  }
  try {
    if (op.state === 'REQUESTING') await request(s, d, op);
    else await check(s, d, op);
  } catch (error) {
    if (error instanceof LeaseLost || outageOf(error) || !(error instanceof RailError)) throw error;
    // Unreachable, 5xx, lost answer, credentials refused: the same call later, the state unchanged.
    const level = error.constructor.name === 'RailError' ? 'error' : 'warn';
    d.logger[level](
      { reference: op.uuid, provider: op.provider, err: error.message },
      'rail call failed; retrying later',
    );
    await transition(s, d, op, {
      attempts: { increment: 1 },
      nextCheckAt: new Date(d.clock.now().getTime() + backoff(op.attempts)),
    });
  }
}

async function check(s: EngineState, d: EngineDeps, op: RailOp) {
  const rail = railOf(d, op)!;
  if (op.kind === 'COLLECTION') return collectionStatus(s, d, op, await rail.collectionStatus(op.uuid));
  return payoutStatus(s, d, op, await rail.payoutStatus(op.uuid));
}

async function request(s: EngineState, d: EngineDeps, op: RailOp) {
  const rail = railOf(d, op)!;
  if (op.attempts > 0) {
    // An earlier call failed: it may have gone through. The provider's word first; only a
    // reference it does not know is requested (again, the same reference).
    const accepted = { outcome: 'accepted', duplicate: true } as const;
    if (op.kind === 'COLLECTION') {
      const st = await rail.collectionStatus(op.uuid);
      if (st.state !== 'not_found') {
        if (await collectionRequested(s, d, op, accepted)) await collectionStatus(s, d, await reread(d, op), st);
        return;
      }
    } else {
      const st = await rail.payoutStatus(op.uuid);
      if (st.state !== 'not_found') {
        if (await payoutRequested(s, d, op, accepted)) await payoutStatus(s, d, await reread(d, op), st);
        return;
      }
    }
  }
  const account = op.transaction.fiatIdentity;
  if (!account) throw new Error(`rail operation ${op.uuid} has no fiat account`);
  const move = {
    reference: op.uuid,
    amountMinor: op.amountMinor,
    currency: op.currency,
    note: op.kind === 'COLLECTION' ? 'Deposit to your wallet' : 'Withdrawal from your wallet',
  };
  if (op.kind === 'COLLECTION') {
    const out = await rail.requestCollection({ ...move, payer: railAccount(account) });
    return collectionRequested(s, d, op, out);
  }
  const out = await rail.requestPayout({ ...move, payee: railAccount(account) });
  return payoutRequested(s, d, op, out);
}

const reread = (d: EngineDeps, op: RailOp) =>
  d.prisma.railOperation.findUniqueOrThrow({ where: { id: op.id }, include: withTransaction });
