import type { StablecoinTransaction } from '../generated/prisma/client.js';
import type { Address, EIP1193RequestFn, TestRpcSchema } from 'viem';
import { type ChainLane, laneRouterSymbol, ROUTER } from '../chain/runtime.js';
import { REPLAY } from './monitor.js';
import { errorText } from '../chain/writer.js';
import { outageOf } from '../kernel/outage.js';
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
import { type Hints, type KnownRow, waitForRow } from './waiters.js';
import { settleStep } from './engine/settle.js';
import { collectStep } from './engine/collect.js';
import { pollStep } from './engine/poll.js';
import { railWakes } from './rails/wake.js';
import { crashPoint } from '../kernel/crash.js';
import {
  afterRead,
  type EngineDeps,
  type EngineInput,
  type EngineState,
  type LaneSet,
  newEngineState,
  readsNow,
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
  // After a pass left no payment waiting, read again only when woken or idlePollMs later (state.ts).
  if (!readsNow(s.payments, d.config.money.idlePollMs)) return;
  const waiting = await d.payments.advance(() => ensureLease(s, d), d.lane);
  afterRead(s.payments, waiting);
  p.waiting = waiting || p.waiting;
};

const mineStep: Step = async (_s, d, p) => {
  // An automining node makes no block without a transaction: make one so depth can be reached.
  // evm_mine is in viem's test schema (the embedded node is anvil), not the public client's.
  const request = d.publicClient.request as unknown as EIP1193RequestFn<TestRpcSchema<'anvil'>>;
  if (p.waiting && d.runtime.embedded && d.depth > 1n) await request({ method: 'evm_mine', params: undefined });
};

const monitorStep: Step = async (_s, d, p) => {
  // While a replay runs, the supply at depth lacks what the ledger confirmed: no check until it is
  // over, whichever lane replays. The supply = ledger check is global: lane 0's holder makes it.
  if (d.replay.active) await d.replay.progress();
  else if (d.lane === 0 && !(await d.lanes.replaying())) await d.monitor.maybeCheck(p.now, d.lane);
};

/**
 * A pass, in order: a collection is recorded before the submit step (which mints only collected
 * deposits), a payout by the settle step, and both are sent or checked by the poll step after it.
 */
/** In pass order, by the name the step's time is reported under (fas_money_step_seconds_total). */
const STEPS: Array<[string, Step]> = [
  ['recover', recoverStep],
  ['verify', verifyStep],
  ['resend', resendStep],
  ['collect', collectStep],
  ['submit', submitStep],
  ['settle', settleStep],
  ['poll', pollStep],
  ['payments', paymentsStep],
  ['mine', mineStep],
  ['monitor', monitorStep],
  ['reconcileDaily', reconcileDailyStep],
];

/** What every lane of the engine shares, built once: the monitor, the payments step, the waiters. */
function sharedParts(input: EngineInput, waiters: Pick<EngineState, 'paymentWaiters'>) {
  const { prisma, config, logger, runtime, clock } = input;
  const { chain, tokens } = runtime;
  const depth = BigInt(config.chain.confirmations);
  const monitor = createSupplyMonitor({
    prisma,
    chain,
    tokens,
    depth,
    logger,
    intervalMs: config.money.monitorIntervalMs,
  });
  const payments = createPaymentProgress({
    prisma,
    config,
    logger,
    monitor,
    tokens,
    clock,
    moved: (paymentId, change) => {
      for (const w of waiters.paymentWaiters.get(paymentId) ?? []) w(change);
    },
  });
  // Every contract the ledger deployed (lane 0 deployed them all): the tokens and every lane's router.
  const contracts: Record<string, Address> = { ...tokens, [ROUTER]: runtime.router };
  for (const lane of runtime.lanes) if (lane.index > 0) contracts[laneRouterSymbol(lane.index)] = lane.router;
  return { depth, monitor, payments, contracts };
}

/** One lane's dependencies: its writer, lease, router and replay, with the shared parts. */
function engineDeps(
  input: EngineInput,
  lane: ChainLane,
  shared: ReturnType<typeof sharedParts>,
  lanes: LaneSet,
): EngineDeps {
  const { prisma, config, logger, runtime, clock } = input;
  const { chain, tokens } = runtime;
  const { writer } = lane;
  // A chain that lost blocks the ledger confirmed: balance reads and money wait while it is
  // replayed. Each lane replays its own key's transactions (lane 0 also the contracts).
  const replay = createReplay({
    prisma,
    chain,
    writer,
    contracts: lane.index === 0 ? shared.contracts : {},
    monitor: shared.monitor,
    logger,
    waitMs: config.money.waitMs,
    subject: lane.index === 0 ? REPLAY : `${REPLAY}:lane:${lane.index}`,
  });
  return {
    ...input,
    lane: lane.index,
    lanes,
    chain,
    publicClient: chain.publicClient,
    writer,
    lease: lane.lease,
    tokens,
    router: lane.router,
    contracts: shared.contracts,
    depth: shared.depth,
    leaseRenewMs: Math.min(1_000, config.money.leaseMs / 3),
    monitor: shared.monitor,
    replay,
    payments: shared.payments,
    now: () => clock.now().getTime(),
    saveChain: () => void runtime.anvil?.save().catch(() => undefined),
    toChain: (call) => (runtime.anvil ? runtime.anvil.send(call) : call()),
  };
}

/**
 * The money engine: one loop per money lane (MONEY_LANES, src/chain/lanes.ts), each driving the
 * operations recorded on its lane while this process holds the lane's lease. Alone, an instance
 * holds every lane; beside others, its share (ceil(lanes / instances)), so K instances with
 * lanes ≥ K sign in parallel.
 */
export function createMoneyEngine(input: EngineInput) {
  const { config, logger, runtime } = input;
  const waiters = { waiters: new Map(), paymentWaiters: new Map() } as Pick<EngineState, 'waiters' | 'paymentWaiters'>;
  const hints = { transaction: new Map() as Hints, payment: new Map() as Hints };
  const shared = sharedParts(input, waiters);
  const { membership } = runtime;
  // Embedded: one process opens the database, so it holds every lane.
  const alone = !config.databaseUrl;
  const count = runtime.lanes.length;
  let members: { at: number; value: Promise<number> } | null = null;
  const laneSet: LaneSet = {
    async share() {
      if (alone || count === 1) return count;
      if (!members || Date.now() - members.at > Math.min(1_000, config.money.leaseMs / 3)) {
        const value = membership.beat();
        members = { at: Date.now(), value };
        value.catch(() => (members = null));
      }
      return Math.ceil(count / (await members.value));
    },
    held: () => lanes.filter((l) => l.s.leader).map((l) => l.d.lane),
    wakeAll(rails = false) {
      for (const { s } of lanes) {
        s.kicked = true;
        s.payments.due = true;
        if (rails) s.rails.due = true;
        s.wake?.();
      }
    },
    async replaying() {
      if (lanes.some((l) => l.d.replay.active)) return true;
      return (await shared.monitor.replaying()) !== null;
    },
  };
  const lanes = runtime.lanes.map((lane) => {
    const s = newEngineState(waiters);
    return { s, d: engineDeps(input, lane, shared, laneSet) };
  });
  const [first] = lanes;
  // Balance reads wait for every lane's replay (each also reads the others' findings).
  const replays = {
    get active() {
      return lanes.some((l) => l.d.replay.active);
    },
    async settled() {
      for (const l of lanes) await l.d.replay.settled();
    },
  };
  runtime.chain.holdBalanceReads(replays.settled);

  /** One pass, counted with its time and each step's (fas_money_pass*, a failed pass included). */
  async function pass(s: EngineState, d: EngineDeps): Promise<boolean> {
    const started = performance.now();
    try {
      return await steps(s, d);
    } finally {
      s.passes++;
      s.passSeconds += (performance.now() - started) / 1_000;
    }
  }

  async function steps(s: EngineState, d: EngineDeps): Promise<boolean> {
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
    for (const [name, step] of STEPS) {
      const started = performance.now();
      await step(s, d, p);
      s.stepSeconds.set(name, (s.stepSeconds.get(name) ?? 0) + (performance.now() - started) / 1_000);
      if (p.ended) return false;
    }
    return p.submitted > 0 || p.waiting;
  }

  let wakes: AsyncIterator<unknown> | undefined;
  /** A verified callback (any instance) makes its operation due and wakes the loops (./rails/wake.ts). */
  function listenToRails() {
    const it = railWakes(first.d.events)[Symbol.asyncIterator]();
    wakes = it;
    void (async () => {
      for (;;) {
        const next = await it.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) return;
        if (config.testCrashAt === 'after-callback-stored' && lanes.some((l) => l.s.leader)) {
          const op = await first.d.prisma.railOperation
            .findUnique({ where: { id: next.value.operationId } })
            .catch(() => null);
          if (op) crashPoint(config, 'after-callback-stored', op.transactionId);
        }
        laneSet.wakeAll(true);
      }
    })();
  }

  async function run(s: EngineState, d: EngineDeps) {
    let failures = 0;
    while (s.running) {
      let busy = false;
      try {
        await holdLease(s, d);
        s.kicked = false;
        if (s.leader) busy = await pass(s, d);
        failures = 0;
      } catch (error) {
        failures++;
        leaseLostIn(s, error);
        s.lastRecover = 0; // after a chain or database failure, check the chain again first
        const outage = outageOf(error);
        if (failures === 1 || failures % 20 === 0) {
          logger.warn(
            { err: outage ? errorText(error).slice(0, 200) : error, outage, failures, lane: d.lane },
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

  /** A lane at start: taken if its lease is free and within this instance's share, checked, one pass. */
  async function startLane(s: EngineState, d: EngineDeps) {
    try {
      s.leader = d.lanes.held().length < (await d.lanes.share()) && (await d.lease.acquire());
      s.lastRenew = d.now();
      if (s.leader && d.lanes.held().length > 0 && count > 1)
        logger.info({ owner: d.lease.owner, lane: d.lane }, 'money engine lease taken');
      if (s.leader) await recover(s, d);
      if (s.leader && s.suspicious) {
        await new Promise((r) => setTimeout(r, RECHECK_MS));
        await recover(s, d);
      }
      // One pass before the first request: a chain behind the ledger is replayed now, so that a
      // withdrawal is not weighed against a balance that is still missing its deposits.
      if (s.leader && !s.blocked) await pass(s, d);
      // Without the lease (a predecessor's not yet expired), a chain that lost blocks is still
      // recorded before the first request, which waits for the replay instead of reading it.
      if (!s.leader) await d.replay.detect();
    } catch (error) {
      logger.warn(
        { err: outageOf(error) ? errorText(error).slice(0, 200) : error, lane: d.lane },
        'money engine could not check the chain at start; retrying',
      );
      s.lastRecover = 0;
    }
  }

  /** This process drives `lane` now (any lane when not given). */
  const leads = (lane?: number) => lanes.some((l) => l.s.leader && (lane === undefined || l.d.lane === lane));

  return {
    /**
     * Starts the loops. Each lane this instance can take has the chain checked against the
     * ledger first (resolving once that is known), so that no request is admitted on a chain the
     * engine would refuse.
     */
    async start() {
      if (first.s.running) return;
      for (const { s } of lanes) s.running = true;
      first.d.saveChain(); // the contracts src/chain/runtime.ts may have deployed just now, not left to the timer
      for (const { s, d } of lanes) await startLane(s, d);
      for (const { s, d } of lanes) s.loop = run(s, d);
      listenToRails();
    },
    /** Ends the loops after their current passes and hands the leases on. Never waits for receipts. */
    async stop() {
      for (const { s } of lanes) s.running = false;
      void wakes?.return?.();
      wakes = undefined;
      for (const { s } of lanes) s.wake?.();
      await Promise.all(
        lanes.map(async ({ s, d }) => {
          // A pass stuck on an unreachable chain is abandoned: its lease then expires instead of being
          // handed on while it might still write, and whoever holds the lease next resumes.
          const ended = await Promise.race([
            s.loop?.then(() => true),
            new Promise<boolean>((r) => setTimeout(() => r(false), STOP_WAIT_MS).unref()),
          ]);
          if (s.leader && ended) await d.lease.release().catch(() => undefined);
          s.leader = false;
        }),
      );
      if (!alone) await membership.leave().catch(() => undefined);
    },
    /** Wakes the loop of `lane` (a new operation, or with `payment` a new payment, was recorded there), or every loop. */
    kick(lane?: number, payment = false) {
      for (const { s, d } of lanes) {
        if (lane !== undefined && d.lane !== lane) continue;
        s.kicked = true;
        if (payment || lane === undefined) s.payments.due = true;
        s.wake?.();
      }
    },
    /**
     * Resolves with the row as committed when operation `id` changes in this process, or with
     * nothing after `ms`, or, given the `row` the caller knows and another instance driving its
     * lane, once the outbox tells of another status (read it then): waitForRow.
     */
    changed: (id: number, ms: number, row?: KnownRow) =>
      waitForRow<StablecoinTransaction>(waiters.waiters, hints.transaction, leads, id, ms, row),
    /** The same for payment `id`: what changed of it when it moves in this process. */
    paymentChanged: (id: number, ms: number, row?: KnownRow) =>
      waitForRow<PaymentChange>(waiters.paymentWaiters, hints.payment, leads, id, ms, row),
    /** The outbox tail heard a status of an operation or payment (src/events/tail.ts): its waiters here may read it. */
    heard(subject: 'transaction' | 'payment', id: number, status: string) {
      for (const wake of hints[subject].get(id) ?? []) wake(status);
    },
    /** Per lane: the passes run here while holding its lease, their seconds and each step's. */
    passStats: () =>
      lanes.map(({ s, d }) => ({ lane: d.lane, passes: s.passes, seconds: s.passSeconds, steps: s.stepSeconds })),
    monitor: shared.monitor,
    /** The replay of a chain that lost blocks, as requests wait for it (./replay.ts), every lane's. */
    replay: replays,
    publish: (row: StablecoinTransaction) => publish(first.s, first.d, row),
    /** This process holds some lane. */
    get leader() {
      return lanes.some((l) => l.s.leader);
    },
    /** The lanes this process holds now. */
    lanesHeld: () => laneSet.held(),
  };
}

export type MoneyEngine = ReturnType<typeof createMoneyEngine>;
