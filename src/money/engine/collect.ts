import type { StablecoinTransaction } from '../../generated/prisma/client.js';
import type { CollectionStatus, RequestOutcome } from '../rails/types.js';
import { recordCollected } from '../batch-sql.js';
import { crashPoint } from '../../kernel/crash.js';
import { ensureLease } from './lease.js';
import { railRequest } from './record.js';
import {
  amountMinor,
  backoff,
  moveTransaction,
  type RailOp,
  railReferenceOf,
  routeOf,
  transition,
} from './rail-ops.js';
import { ENGINE_WORK, type EngineDeps, type EngineState, type Pass, type Step } from './state.js';
import { attribute } from '../../db/attribution.js';

// Step 4a, collect: a deposit's fiat is collected before anything is minted.
//   PENDING mint ─ RailOperation COLLECTION REQUESTING (recorded before the call, our reference
//   its uuid) ─ accepted → PENDING, the mint AWAITING_DEPOSIT (the payer approves on their phone)
//   ─ the provider's status says SUCCESSFUL with our amount → the mint PENDING again, collected
//   (its railReference set): the submit step mints it. Declined, failed or expired: the mint
//   FAILED, nothing minted. The requests and status calls are the poll step's (./poll.ts); this
//   step records the operations, and the outcomes of a collection are decided here.
// A route naming `sandbox` collects at once (src/money/rail.ts), as before the rails.

export const collectStep: Step = async (s, d, p) => {
  const uncollected = p.pending.filter((r) => r.networkOp === 'MINT' && r.fiatIdentityId !== null && !r.railReference);
  if (uncollected.length > 0) await attribute(ENGINE_WORK, () => collect(s, d, p, uncollected));
};

async function collect(s: EngineState, d: EngineDeps, p: Pass, uncollected: StablecoinTransaction[]) {
  const accounts = new Map(
    (await d.prisma.identity.findMany({ where: { id: { in: uncollected.map((r) => r.fiatIdentityId!) } } })).map(
      (a) => [a.id, a],
    ),
  );
  await ensureLease(s, d);
  const sandbox: StablecoinTransaction[] = [];
  const railed: Array<{ row: StablecoinTransaction; provider: string }> = [];
  for (const row of uncollected) {
    const account = accounts.get(row.fiatIdentityId!);
    const target = account && routeOf(d, account, row.fiatIso);
    if (!target) continue; // no route (yet: the registry starts once the service listens)
    if (target.provider === 'sandbox') sandbox.push(row);
    else railed.push({ row, provider: target.provider });
  }
  if (sandbox.length > 0) {
    // Collected at once (idempotent by reference), recorded in one statement before anything is signed.
    const collected = await Promise.all(
      sandbox.map(async (row) => {
        const { railReference } = await d.rail.collect(await railRequest(d, row, accounts.get(row.fiatIdentityId!)));
        return { id: row.id, status: row.status, railReference };
      }),
    );
    const recorded = await recordCollected(d.prisma, collected);
    for (const { id, railReference } of collected) {
      if (!recorded.has(id)) continue;
      const i = p.pending.findIndex((r) => r.id === id);
      p.pending[i] = { ...p.pending[i], railReference };
      crashPoint(d.config, 'after-collect', id);
    }
  }
  if (railed.length > 0) {
    // Recorded before any call, due at once: the poll step of this pass sends them. A repeat
    // (a crash after this) finds the row and keeps its reference.
    const now = d.clock.now();
    await d.prisma.railOperation.createMany({
      data: railed.map(({ row, provider }) => ({
        transactionId: row.id,
        kind: 'COLLECTION' as const,
        provider,
        amountMinor: amountMinor(row),
        currency: row.fiatIso,
        nextCheckAt: now,
        createdAt: now,
      })),
      skipDuplicates: true,
    });
    s.rails.due = true; // sent by this pass's poll step
    for (const { row } of railed) crashPoint(d.config, 'after-collection-requested', row.id);
  }
}

/** The provider's answer to the request: accepted (waiting for the payer) or refused. */
export async function collectionRequested(s: EngineState, d: EngineDeps, op: RailOp, out: RequestOutcome) {
  const now = d.clock.now();
  const row = op.transaction;
  if (out.outcome === 'refused') {
    return transition(
      s,
      d,
      op,
      { state: 'FAILED', reason: out.reason, attempts: { increment: 1 }, nextCheckAt: null, finalAt: now },
      async (tx) => {
        const next = await moveTransaction(tx, row, ['PENDING', 'AWAITING_DEPOSIT'], {
          status: 'FAILED',
          failureReason: `the deposit was refused by the provider: ${out.reason}`,
        });
        return next && [next];
      },
    );
  }
  return transition(
    s,
    d,
    op,
    {
      state: 'PENDING',
      attempts: { increment: 1 },
      acceptedAt: now,
      expiresAt: new Date(now.getTime() + d.config.rails.collectionExpiryMs),
      nextCheckAt: new Date(now.getTime() + backoff(0)),
    },
    async (tx) => {
      const next = await moveTransaction(tx, row, ['PENDING'], { status: 'AWAITING_DEPOSIT' });
      return next && [next];
    },
  );
}

/** What the status endpoint says of a collection: the only source of truth. */
export async function collectionStatus(s: EngineState, d: EngineDeps, op: RailOp, st: CollectionStatus) {
  const now = d.clock.now();
  const row = op.transaction;
  // A collection's end is final: a later callback (woken by it) changes nothing.
  if (op.state !== 'PENDING') return transition(s, d, op, { nextCheckAt: null });
  const end = (state: 'FAILED' | 'EXPIRED', reason: string, why: string) =>
    transition(s, d, op, { state, reason, attempts: { increment: 1 }, nextCheckAt: null, finalAt: now }, async (tx) => {
      const next = await moveTransaction(tx, row, ['PENDING', 'AWAITING_DEPOSIT'], {
        status: 'FAILED',
        failureReason: why,
      });
      return next && [next];
    });
  switch (st.state) {
    case 'successful': {
      if (st.amountMinor !== op.amountMinor || st.currency !== op.currency) {
        // Never minted against an amount we did not ask for: the operator settles it (reconciliation shows it).
        d.logger.error(
          { transaction: row.uuid, reference: op.uuid, provider: op.provider },
          'RAIL COLLECTED A DIFFERENT AMOUNT: nothing minted; flagged for the operator',
        );
        return transition(
          s,
          d,
          op,
          {
            state: 'SUCCESSFUL',
            providerId: st.providerId,
            reason: `AMOUNT_MISMATCH: the provider collected ${st.amountMinor} ${st.currency}`,
            attempts: { increment: 1 },
            nextCheckAt: null,
            finalAt: now,
          },
          async (tx) => {
            const next = await moveTransaction(tx, row, ['PENDING', 'AWAITING_DEPOSIT'], {
              status: 'FAILED',
              failureReason: 'the provider collected a different amount; nothing was minted and the operator is told',
            });
            return next && [next];
          },
        );
      }
      const moved = await transition(
        s,
        d,
        op,
        { state: 'SUCCESSFUL', providerId: st.providerId, attempts: { increment: 1 }, nextCheckAt: null, finalAt: now },
        async (tx) => {
          // Collected: PENDING again with its reference, for the submit step to mint.
          const next = await moveTransaction(tx, row, ['PENDING', 'AWAITING_DEPOSIT'], {
            status: 'PENDING',
            railReference: railReferenceOf(op),
          });
          return next && [next];
        },
      );
      if (moved) {
        crashPoint(d.config, 'after-collected', row.id);
        s.kicked = true; // minted by the next pass, at once
      }
      return moved;
    }
    case 'failed':
      return end('FAILED', st.reason, `the deposit was not collected: ${st.reason}`);
    case 'expired':
      return end('EXPIRED', 'EXPIRED', 'the deposit expired: the payer did not approve it in time');
    default: {
      // Pending (or unknown to a provider that accepted it): our expiry decides, else ask again later.
      if (op.expiresAt && now >= op.expiresAt) {
        return end('EXPIRED', 'EXPIRED', 'the deposit expired: the payer did not approve it in time');
      }
      if (st.state === 'not_found') {
        d.logger.warn(
          { reference: op.uuid, provider: op.provider },
          'an accepted collection is unknown to its provider',
        );
      }
      const due = now.getTime() + backoff(op.attempts);
      const at = op.expiresAt && op.expiresAt.getTime() < due ? op.expiresAt : new Date(due);
      return transition(s, d, op, { attempts: { increment: 1 }, nextCheckAt: at });
    }
  }
}
