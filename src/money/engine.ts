import type { StablecoinTransaction } from '../generated/prisma/client.js';
import { ROUTER } from '../chain/runtime.js';
import { errorText } from '../chain/writer.js';
import { outageOf } from '../ops/outage.js';
import { createSupplyMonitor } from './monitor.js';
import { reconcileDailyStep } from './engine/reconcile-daily.js';
import { createReplay } from './replay.js';
import { createPaymentProgress, type PaymentChange } from './payment-progress.js';
import { ensureLease, holdLease, LeaseLost, leaseLostIn } from './engine/lease.js';
import { publish } from './engine/record.js';
import { recover, recoverStep } from './engine/recover.js';
import { verifyStep } from './engine/verify.js';
import { resendStep } from './engine/resend.js';
import { pendingOperations, submitStep } from './engine/submit.js';
import { settleStep } from './engine/settle.js';
import { collectStep } from './engine/collect.js';
import { pollStep } from './engine/poll.js';
import { railWakes } from './rails/wake.js';
import { crashPoint } from './crash.js';
import {
  type EngineDeps,
  type EngineInput,
  type EngineState,
  newEngineState,
  type Pass,
  RECHECK_MS,
  type Step,
} from './engine/state.js';

// The money engine: the one place that moves an operation forward. Exactly one process runs
// it at a time (the engine lease, src/chain/lease.ts); every other instance only records
// PENDING operations and waits for their outcome. Each pass runs STEPS in order, one file each
// under ./engine/, every step a function of the engine's state and dependencies (./engine/state.ts):
//   1. recover  (on taking the lease, after a chain error, every RECOVER_EVERY_MS): is the chain
//               the one the ledger describes? If not, money is refused (MoneyCheck 'chain').
//   2. verify   confirmed operations in the recent window are still on chain (else REORGED).
//   3. resend   stored transactions the node does not hold, in nonce order (a lost mempool,
//               a chain that lost blocks), before anything new is signed.
//   4. collect  PENDING deposits: their collection recorded (RailOperation REQUESTING), or the
//               sandbox's at once. Nothing is minted before the provider confirms it (./engine/collect.ts).
//      submit   PENDING operations (deposits once collected): sign with the next database nonce,
//               store, broadcast. Operations whose transaction was proven replaced are re-signed.
//   5. settle   receipts at confirmation depth: ledger entry, CONFIRMED; a burn PAYING_OUT with its
//               payout recorded (the sandbox's paid at once); reverts FAILED.
//      poll     rail operations due: requests sent, statuses asked (back-off, expiry), outcomes
//               recorded: collected → minted, payout paid → CONFIRMED, failed or reversed →
//               re-minted (./engine/poll.ts, payout.ts). A provider's callback wakes it (railWake).
//   6. payments open payments follow their legs (the operations with a paymentId): the next leg
//               is recorded when the one before it is final (./payment-progress.ts).
//   7. monitor  every MONITOR interval: token supply on chain = ledger; per currency and rail,
//               fiat held = tokens outstanding + in flight (flagged only).
//   8. reconcile once a day per rail (RAIL_RECONCILE_AT, injected clock): the previous UTC day's
//               statement against the RailOperations (./engine/reconcile-daily.ts).
// Nothing waits for a receipt: a pass looks and moves on, so a stop never waits for the chain.

export { ENGINE_WORK } from './engine/state.js';
export { LeaseLost };

const STOP_WAIT_MS = 3_000;
const FAILED_PASS_MAX_DELAY_MS = 1_000;

const paymentsStep: Step = async (s, d, p) => {
  p.waiting = (await d.payments.advance(() => ensureLease(s, d))) || p.waiting;
};

const mineStep: Step = async (_s, d, p) => {
  // An automining node makes no block without a transaction: make one so depth can be reached.
  if (p.waiting && d.runtime.embedded && d.depth > 1n) await d.publicClient.request({ method: 'evm_mine' as never });
};

const monitorStep: Step = async (_s, d, p) => {
  // While a replay runs, the supply at depth lacks what the ledger confirmed: no check until it is over.
  if (d.replay.active) await d.replay.progress();
  else await d.monitor.maybeCheck(p.now);
};

/**
 * A pass, in order: a collection is recorded before the submit step (which mints only collected
 * deposits), a payout by the settle step, and both are sent or checked by the poll step after it.
 */
const STEPS: Step[] = [
  recoverStep,
  verifyStep,
  resendStep,
  collectStep,
  submitStep,
  settleStep,
  pollStep,
  paymentsStep,
  mineStep,
  monitorStep,
  reconcileDailyStep,
];

/** Resolves with what a notifier passes when `id` changes in this process, or with nothing after `ms`. */
function waitFor<T>(map: Map<number, Set<(value?: T) => void>>, id: number, ms: number) {
  return new Promise<T | undefined>((resolve) => {
    const set = map.get(id) ?? new Set();
    map.set(id, set);
    const done = (value?: T) => {
      clearTimeout(timer);
      set.delete(done);
      if (set.size === 0) map.delete(id);
      resolve(value);
    };
    const timer = setTimeout(done, ms);
    set.add(done);
  });
}

/** The engine's dependencies, built once: the chain's parts, the monitor, the replay watch, the payments step. */
function engineDeps(input: EngineInput, s: EngineState): EngineDeps {
  const { prisma, config, events, logger, keyring, runtime, rail, rails, clock } = input;
  const { chain, writer, tokens, router } = runtime;
  const depth = BigInt(config.chain.confirmations);
  const monitor = createSupplyMonitor({
    prisma,
    chain,
    tokens,
    depth,
    logger,
    intervalMs: config.money.monitorIntervalMs,
  });
  // A chain that lost blocks the ledger confirmed: balance reads and money wait while it is replayed.
  const replay = createReplay({
    prisma,
    chain,
    writer,
    contracts: { ...tokens, [ROUTER]: router },
    monitor,
    logger,
    waitMs: config.money.waitMs,
  });
  chain.holdBalanceReads(replay.settled);
  const payments = createPaymentProgress({
    prisma,
    config,
    events,
    logger,
    monitor,
    tokens,
    clock,
    moved: (paymentId, change) => {
      for (const w of s.paymentWaiters.get(paymentId) ?? []) w(change);
    },
  });
  return {
    prisma,
    config,
    events,
    logger,
    keyring,
    runtime,
    rail,
    rails,
    clock,
    chain,
    publicClient: chain.publicClient,
    writer,
    lease: runtime.lease,
    tokens,
    router,
    depth,
    leaseRenewMs: Math.min(1_000, config.money.leaseMs / 3),
    monitor,
    replay,
    payments,
    now: () => clock.now().getTime(),
    saveChain: () => void runtime.anvil?.save().catch(() => undefined),
    toChain: (call) => (runtime.anvil ? runtime.anvil.send(call) : call()),
  };
}

export function createMoneyEngine(input: EngineInput) {
  const s = newEngineState();
  const d = engineDeps(input, s);
  const { config, logger, lease } = d;

  async function pass(): Promise<boolean> {
    // Independent reads go out together: the chain's head and the operations waiting to be sent.
    const [head, pending] = await Promise.all([d.publicClient.getBlockNumber({ cacheTime: 0 }), pendingOperations(d)]);
    const p: Pass = {
      head,
      pending,
      wentBack: head < s.lastHead,
      resendDue: false,
      submitted: 0,
      now: head,
      waiting: false,
      ended: false,
    };
    s.lastHead = head;
    for (const step of STEPS) {
      await step(s, d, p);
      if (p.ended) return false;
    }
    return p.submitted > 0 || p.waiting;
  }

  let wakes: AsyncIterator<unknown> | undefined;
  /** A verified callback (any instance) makes its operation due and wakes the loop (./rails/wake.ts). */
  function listenToRails() {
    const it = railWakes(d.events)[Symbol.asyncIterator]();
    wakes = it;
    void (async () => {
      for (;;) {
        const next = await it.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) return;
        if (config.testCrashAt === 'after-callback-stored' && s.leader) {
          const op = await d.prisma.railOperation
            .findUnique({ where: { id: next.value.operationId } })
            .catch(() => null);
          if (op) crashPoint(config, 'after-callback-stored', op.transactionId);
        }
        s.kicked = true;
        s.wake?.();
      }
    })();
  }

  async function run() {
    let failures = 0;
    while (s.running) {
      let busy = false;
      try {
        await holdLease(s, d);
        s.kicked = false;
        if (s.leader) busy = await pass();
        failures = 0;
      } catch (error) {
        failures++;
        leaseLostIn(s, error);
        s.lastRecover = 0; // after a chain or database failure, check the chain again first
        const outage = outageOf(error);
        if (failures === 1 || failures % 20 === 0) {
          logger.warn(
            { err: outage ? errorText(error).slice(0, 200) : error, outage, failures },
            'money engine pass failed; retrying',
          );
        }
      }
      // After a failure: 200, 400, 800 ms, then once a second. A failed pass against a database or
      // node that is down costs a refused connection; a longer pause would only keep waiting
      // requests waiting after the dependency is back (5 s at most before: 27 November).
      const delay =
        failures > 0
          ? Math.min(FAILED_PASS_MAX_DELAY_MS, 100 * 2 ** Math.min(failures, 6))
          : s.kicked && s.leader
            ? 0
            : busy
              ? config.money.busyPollMs
              : s.leader
                ? config.money.idlePollMs
                : d.leaseRenewMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        s.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      s.wake = null;
    }
  }

  return {
    /**
     * Starts the loop. When this instance can take the lease, the chain is checked against the
     * ledger first (resolving once that is known), so that no request is admitted on a chain the
     * engine would refuse.
     */
    async start() {
      if (s.running) return;
      s.running = true;
      d.saveChain(); // the contracts src/chain/runtime.ts may have deployed just now, not left to the timer
      try {
        s.leader = await lease.acquire();
        s.lastRenew = d.now();
        if (s.leader) await recover(s, d);
        if (s.leader && s.suspicious) {
          await new Promise((r) => setTimeout(r, RECHECK_MS));
          await recover(s, d);
        }
        // One pass before the first request: a chain behind the ledger is replayed now, so that a
        // withdrawal is not weighed against a balance that is still missing its deposits.
        if (s.leader && !s.blocked) await pass();
        // Without the lease (a predecessor's not yet expired), a chain that lost blocks is still
        // recorded before the first request, which waits for the replay instead of reading it.
        if (!s.leader) await d.replay.detect();
      } catch (error) {
        logger.warn(
          { err: outageOf(error) ? errorText(error).slice(0, 200) : error },
          'money engine could not check the chain at start; retrying',
        );
        s.lastRecover = 0;
      }
      s.loop = run();
      listenToRails();
    },
    /** Ends the loop after its current pass and hands the lease on. Never waits for receipts. */
    async stop() {
      s.running = false;
      void wakes?.return?.();
      wakes = undefined;
      s.wake?.();
      // A pass stuck on an unreachable chain is abandoned: its lease then expires instead of being
      // handed on while it might still write, and whoever holds the lease next resumes.
      const ended = await Promise.race([
        s.loop?.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), STOP_WAIT_MS).unref()),
      ]);
      if (s.leader && ended) await lease.release().catch(() => undefined);
      s.leader = false;
    },
    /** Wakes the loop (a new operation was recorded). */
    kick() {
      s.kicked = true;
      s.wake?.();
    },
    /**
     * Resolves with the row as committed when operation `id` changes in this process, or with
     * nothing after `ms` (it may have changed on another instance: read it).
     */
    changed: (id: number, ms: number) => waitFor<StablecoinTransaction>(s.waiters, id, ms),
    /**
     * Resolves with what changed of payment `id` when it moves in this process, or with nothing
     * after `ms` (it may have moved elsewhere: read it).
     */
    paymentChanged: (id: number, ms: number) => waitFor<PaymentChange>(s.paymentWaiters, id, ms),
    monitor: d.monitor,
    /** The replay of a chain that lost blocks, as requests wait for it (./replay.ts). */
    replay: d.replay,
    publish: (row: StablecoinTransaction) => publish(s, d, row),
    get leader() {
      return s.leader;
    },
  };
}

export type MoneyEngine = ReturnType<typeof createMoneyEngine>;
