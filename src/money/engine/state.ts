import type { Address } from 'viem';
import type { PrismaClient, StablecoinTransaction } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../config.js';
import type { Events } from '../../events/pubsub.js';
import type { Logger } from '../../logger.js';
import type { Keyring } from '../../security/encryption.js';
import type { ChainRuntime } from '../../chain/runtime.js';
import type { FiatRail } from '../rail.js';
import type { RailRegistry } from '../rails/registry.js';
import type { SupplyMonitor } from '../monitor.js';
import type { ReplayWatch } from '../replay.js';
import type { PaymentChange, PaymentProgress } from '../payment-progress.js';

// What every step of the money engine shares: its dependencies, fixed for the engine's life
// (EngineDeps), and its mutable state (EngineState), one object the steps read and write.

/** Open on chain: signed, or back from a reorg. */
export const OPEN: StablecoinTransaction['status'][] = ['SUBMITTED', 'REORGED'];
export const RECOVER_EVERY_MS = 10_000;
export const RECHECK_MS = 1_000;
export const REPLACED_PROOF_MS = 5_000;
export const VERIFY_EVERY_MS = 2_000;
export const SUBMIT_BATCH = 50;
/** A lane records the block it settled through (monitor SETTLED) at most this often. */
export const SETTLED_EVERY_MS = 500;

/**
 * The label of the engine's work for the operations of a pass (signing and confirming mints), so
 * that a test can count a mint's statements beside its request's (src/db/attribution.ts). The
 * passes' polling reads, whatever the operations, stay unlabelled.
 */
export const ENGINE_WORK = 'money-engine:operations';

/** What the engine is built from (src/services.ts passes the infrastructure). */
export interface EngineInput {
  prisma: PrismaClient;
  config: Config;
  events: Events;
  logger: Logger;
  keyring: Keyring;
  runtime: ChainRuntime;
  /** The sandbox rail (RAILS routes naming `sandbox`): settles at once. */
  rail: FiatRail;
  /** The asynchronous rails by identity kind and currency (src/money/rails/registry.ts). */
  rails: RailRegistry;
  clock: Clock;
}

/** The input and what src/money/engine.ts builds from it once. */
export interface EngineDeps extends EngineInput {
  /** The money lane this engine loop drives (src/chain/lanes.ts): its writer, lease and router below. */
  lane: number;
  /** Every lane's state in this process (the lanes' share, the payments' wake-ups). */
  lanes: LaneSet;
  chain: ChainRuntime['chain'];
  publicClient: ChainRuntime['chain']['publicClient'];
  writer: ChainRuntime['writer'];
  lease: ChainRuntime['lease'];
  tokens: ChainRuntime['tokens'];
  router: Address;
  /** Every contract the ledger deployed, by symbol: the tokens, the routers of every lane (`ROUTER`, `ROUTER:<lane>`). */
  contracts: Record<string, Address>;
  /** Blocks a receipt needs before it is final (CHAIN_CONFIRMATIONS). */
  depth: bigint;
  /** The lease is renewed this often, well before it expires, so a live owner never loses it to a slow pass. */
  leaseRenewMs: number;
  monitor: SupplyMonitor;
  /** This lane's replay (its own nonces: ../replay.ts). */
  replay: ReplayWatch;
  payments: PaymentProgress;
  /** Milliseconds on the injected clock. */
  now(): number;
  /** The embedded anvil saves the chain soon after each batch the ledger confirmed (src/chain/anvil.ts). */
  saveChain(): void;
  /** Broadcasts wait while the embedded anvil's dump reads the state, so that the dump is consistent. */
  toChain<T>(call: () => Promise<T>): Promise<T>;
}

/** What the lanes of one process share. */
export interface LaneSet {
  /** How many lanes this instance should hold now: all of them alone, ceil(lanes / instances) in a cluster. */
  share(): Promise<number>;
  /** The lanes this process holds. */
  held(): number[];
  /**
   * Every lane's next pass starts at once and reads the open payments (a payment's leg moved: its
   * payment may be another lane's), with `rails` the rail operations too (a provider's callback).
   */
  wakeAll(rails?: boolean): void;
  /** A replay runs on some lane, here or (as recorded) on another instance: no supply check meanwhile. */
  replaying(): Promise<boolean>;
}

export interface EngineState {
  running: boolean;
  /** Lanes > 0: the lane's set-up (gas, minter role, router) is on the chain; until then it signs nothing. */
  ready: boolean;
  /** This process holds the engine lease. */
  leader: boolean;
  /** The chain does not match the ledger: money is refused. */
  blocked: boolean;
  /** One reading said so; the next check, a second later, decides. */
  suspicious: boolean;
  lastRenew: number;
  lastRecover: number;
  lastVerify: number;
  lastHead: bigint;
  lastResend: number;
  /** The last resend left no refused transaction behind: new ones may be signed. */
  resendClear: boolean;
  lastOrphans: number;
  /** The settle step marked a transaction replaced: the submit step looks for orphans at once. */
  replacedMarked: boolean;
  /** Ends the loop's wait between passes. */
  wake: (() => void) | null;
  /** A new operation was recorded while a pass ran: the next pass starts at once instead of after a poll. */
  kicked: boolean;
  /** When the payments step reads (a payment recorded here, a leg moved: `due`). */
  payments: IdleRead;
  /** When the poll step reads the rail operations (one recorded here, a provider's callback: `due`). */
  rails: IdleRead;
  loop: Promise<void> | null;
  /** Waiters for an operation's next change, in this process. */
  waiters: Map<number, Set<(row?: StablecoinTransaction) => void>>;
  /** Waiters for a payment's next status, in this process (the payment service's answers). */
  paymentWaiters: Map<number, Set<(change?: PaymentChange) => void>>;
  /** Tokens seen deployed. Until its contract has code (a replay still on its way), a token's operations wait. */
  deployed: Set<string>;
  /** Confirmed operations seen off the chain, since when (the verify step). */
  reorgSince: Map<number, number>;
  /** Transactions the node did not know, since when (the settle step's proof of replacement). */
  replacedSince: Map<number, number>;
  /** The transaction the node held at the chain's nonce without mining it, since when (the resend step). */
  held: { hash: string; since: number } | undefined;
  /** When a stored transaction's refusal was last logged, by hash. */
  refusedAt: Map<string, number>;
  /** The block this lane last recorded it settled through, and when (the settle step, with lanes). */
  settledThrough: bigint;
  lastSettledRecord: number;
  /** When the daily reconciliation last looked whether a day is due (./reconcile-daily.ts). */
  lastReconcileLook: number;
  /** The last UTC day reconciled, by provider. */
  reconciled: Map<string, string>;
  /** Passes this lane ran while it held the lease (a failed one included), and their time in seconds (fas_money_pass* on /metrics). */
  passes: number;
  passSeconds: number;
  /** Seconds spent in each step (by its name in the engine's STEPS), over those passes. */
  stepSeconds: Map<string, number>;
}

/** `shared`: the waiters, one set for every lane of the process. */
export function newEngineState(shared?: Pick<EngineState, 'waiters' | 'paymentWaiters'>): EngineState {
  return {
    running: false,
    ready: false,
    leader: false,
    blocked: false,
    suspicious: false,
    lastRenew: 0,
    lastRecover: 0,
    lastVerify: 0,
    lastHead: -1n,
    lastResend: 0,
    resendClear: true,
    lastOrphans: 0,
    replacedMarked: false,
    wake: null,
    kicked: false,
    payments: idleRead(),
    rails: idleRead(),
    loop: null,
    waiters: shared?.waiters ?? new Map(),
    paymentWaiters: shared?.paymentWaiters ?? new Map(),
    deployed: new Set(),
    reorgSince: new Map(),
    replacedSince: new Map(),
    held: undefined,
    refusedAt: new Map(),
    settledThrough: -1n,
    passes: 0,
    passSeconds: 0,
    stepSeconds: new Map(),
    lastSettledRecord: Number.NEGATIVE_INFINITY,
    lastReconcileLook: Number.NEGATIVE_INFINITY,
    reconciled: new Map(),
  };
}

/** What one pass has read and done so far, handed from step to step. */
export interface Pass {
  /** The chain's head read at the start of the pass. */
  head: bigint;
  /** Operations waiting to be sent, read with the head. */
  pending: StablecoinTransaction[];
  /** The head is lower than the last pass's: the chain went back. */
  wentBack: boolean;
  resendDue: boolean;
  /** Operations the submit step signed (or tried to). */
  submitted: number;
  /** The head the settle step settled at. */
  now: bigint;
  /** Some operation or payment waits for more blocks or legs. */
  waiting: boolean;
  /** Money is refused (or about to be): the steps after this one wait for the next pass. */
  ended: boolean;
}

/** One step of a pass; setting `p.ended` ends the pass after it. */
export type Step = (s: EngineState, d: EngineDeps, p: Pass) => Promise<void>;

/**
 * A step that reads on every pass only while it has work: after a read that found none, again once
 * woken (`due`) or idlePollMs later (work recorded on another instance), wall-clock time. Each
 * read is a statement on every busy pass.
 */
export interface IdleRead {
  due: boolean;
  /** When a read last found nothing (-Infinity while there is work). */
  quietSince: number;
}

const idleRead = (): IdleRead => ({ due: false, quietSince: Number.NEGATIVE_INFINITY });

/** Whether the step reads on this pass; if so, it is no longer due. */
export function readsNow(r: IdleRead, idlePollMs: number): boolean {
  if (!r.due && Date.now() - r.quietSince < idlePollMs) return false;
  r.due = false;
  return true;
}

/** What the read found: work keeps the step reading on every pass. */
export function afterRead(r: IdleRead, found: boolean) {
  r.quietSince = found ? Number.NEGATIVE_INFINITY : Date.now();
}
