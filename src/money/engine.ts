import { BlockNotFoundError, TransactionNotFoundError, type Address, type Hash, type Hex } from 'viem';
import {
  Prisma,
  type ChainTransaction,
  type Identity,
  type PrismaClient,
  type StablecoinTransaction,
} from '../generated/prisma/client.js';
import type { Config } from '../config.js';
import type { Events } from '../events/pubsub.js';
import type { Logger } from '../logger.js';
import type { Keyring } from '../security/encryption.js';
import {
  burnWithPermitCalldata,
  mintCalldata,
  PERMIT_TTL_SECONDS,
  transferWithPermitCalldata,
  type ReceiptSummary,
} from '../chain/chain.js';
import { ROUTER } from '../chain/runtime.js';
import type { ChainRuntime } from '../chain/runtime.js';
import { errorText, GAS_LIMITS, type SignedCall } from '../chain/writer.js';
import { outageOf } from '../ops/outage.js';
import type { FiatRail, RailRequest } from './rail.js';
import { centsToText, centsToUnits, decimalToCents, weiToCents, weiToEth } from './amounts.js';
import { crashPoint } from './crash.js';
import { recordCollected, recordConfirmed, recordSigned } from './batch-sql.js';
import { attribute } from '../db/attribution.js';
import { createSupplyMonitor } from './monitor.js';
import { createReplay } from './replay.js';
import { createPaymentProgress, type PaymentChange } from './payment-progress.js';

// The money engine: the one place that moves an operation forward. Exactly one process runs
// it at a time (the engine lease, src/chain/lease.ts); every other instance only records
// PENDING operations and waits for their outcome. Each pass, in this order:
//   1. recover  (on taking the lease, after a chain error, every RECOVER_EVERY_MS): is the chain
//               the one the ledger describes? If not, money is refused (MoneyCheck 'chain').
//   2. verify   confirmed operations in the recent window are still on chain (else REORGED).
//   3. resend   stored transactions the node does not hold, in nonce order (a lost mempool,
//               a chain that lost blocks), before anything new is signed.
//   4. submit   PENDING operations: collect the deposit, sign with the next database nonce,
//               store, broadcast. Operations whose transaction was proven replaced are re-signed.
//   5. settle   receipts at confirmation depth: ledger entry, payout (burns), CONFIRMED; reverts FAILED.
//   6. payments open payments follow their legs (the operations with a paymentId): the next leg
//               is recorded when the one before it is final (./payment-progress.ts).
//   7. monitor  every MONITOR interval: token supply on chain = ledger.
// Nothing waits for a receipt: a pass looks and moves on, so a stop never waits for the chain.

interface Deps {
  prisma: PrismaClient;
  config: Config;
  events: Events;
  logger: Logger;
  keyring: Keyring;
  runtime: ChainRuntime;
  rail: FiatRail;
}

const OPEN: StablecoinTransaction['status'][] = ['SUBMITTED', 'REORGED'];
const RECOVER_EVERY_MS = 10_000;
const RECHECK_MS = 1_000;
const REPLACED_PROOF_MS = 5_000;
const VERIFY_EVERY_MS = 2_000;
const SUBMIT_BATCH = 50;
const STOP_WAIT_MS = 3_000;
const FAILED_PASS_MAX_DELAY_MS = 1_000;

/**
 * The label of the engine's work for the operations of a pass (signing and confirming mints), so
 * that a test can count a mint's statements beside its request's (src/db/attribution.ts). The
 * passes' polling reads, whatever the operations, stay unlabelled.
 */
export const ENGINE_WORK = 'money-engine:operations';

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

export class LeaseLost extends Error {
  constructor() {
    super('the engine lease was lost');
  }
}

export function createMoneyEngine({ prisma, config, events, logger, keyring, runtime, rail }: Deps) {
  const { chain, writer, lease, tokens, router } = runtime;
  const { publicClient } = chain;
  const depth = BigInt(config.chain.confirmations);
  // Renewed well before it expires, so a live owner never loses it to a slow pass.
  const LEASE_RENEW_MS = Math.min(1_000, config.money.leaseMs / 3);
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
  /** The embedded anvil saves the chain soon after each batch the ledger confirmed (src/chain/anvil.ts). */
  const saveChain = () => void runtime.anvil?.save().catch(() => undefined);
  /** Broadcasts wait while the embedded anvil's dump reads the state, so that the dump is consistent. */
  const toChain = <T>(call: () => Promise<T>) => (runtime.anvil ? runtime.anvil.send(call) : call());
  /** Waiters for a payment's next status, in this process (the payment service's answers). */
  const paymentWaiters = new Map<number, Set<(change?: PaymentChange) => void>>();
  const payments = createPaymentProgress({
    prisma,
    config,
    events,
    logger,
    monitor,
    tokens,
    moved: (paymentId, change) => {
      for (const w of paymentWaiters.get(paymentId) ?? []) w(change);
    },
  });

  let running = false;
  let leader = false;
  let blocked = false;
  let suspicious = false;
  let lastRenew = 0;
  let lastRecover = 0;
  let lastVerify = 0;
  let lastHead = -1n;
  let lastResend = 0;
  let resendClear = true;
  let lastOrphans = 0;
  let replacedMarked = false;
  let wake: (() => void) | null = null;
  /** A new operation was recorded while a pass ran: the next pass starts at once instead of after a poll. */
  let kicked = false;
  let loop: Promise<void> | null = null;
  const waiters = new Map<number, Set<(row?: StablecoinTransaction) => void>>();
  /** Tokens seen deployed. Until its contract has code (a replay still on its way), a token's operations wait. */
  const deployed = new Set<string>();

  const fresh = (row: StablecoinTransaction) =>
    prisma.stablecoinTransaction.findUniqueOrThrow({ where: { id: row.id } });

  /** Renews the lease when due, inside long passes too; throws LeaseLost when another owner has it. */
  async function ensureLease() {
    if (Date.now() - lastRenew < LEASE_RENEW_MS) return;
    if (!(await lease.acquire())) throw new LeaseLost();
    lastRenew = Date.now();
  }

  /** Waiters in this process hear the row as it was committed, so they need not read it again. */
  const notify = (row: StablecoinTransaction) => {
    for (const w of waiters.get(row.id) ?? []) w(row);
  };
  const publish = (row: StablecoinTransaction) => {
    notify(row);
    // A payment's legs are heard through the payment (the payments step publishes its changes).
    if (row.paymentId === null)
      events.publish('stablecoinTransactionUpdated', row.userId, { transactionId: row.id, status: row.status });
    else kicked = true;
  };

  /**
   * Saves a change only if the row is still in the status it was read in (a conditional
   * transition: an owner that lost the lease cannot overwrite its successor's work), and returns
   * the row as it is now. Subscribers hear of each change of status, after it is committed.
   */
  async function update(row: StablecoinTransaction, data: Partial<StablecoinTransaction>) {
    const { count } = await prisma.stablecoinTransaction.updateMany({
      where: { id: row.id, status: row.status },
      data: data as never,
    });
    // Written as read plus `data`; only a lost race needs the row read again.
    const next = count === 1 ? { ...row, ...data } : await fresh(row);
    if (count === 1 && next.status !== row.status) publish(next);
    else notify(next);
    return next;
  }

  /** Only for operations with a fiat account (deposits, withdrawals, payments cashed out). */
  async function railRequest(row: StablecoinTransaction, known?: Identity): Promise<RailRequest> {
    const account = known ?? (await prisma.identity.findUniqueOrThrow({ where: { id: row.fiatIdentityId! } }));
    return { reference: row.uuid, account, currency: row.fiatIso, amount: row.fiatAmt.toFixed(2) };
  }

  async function fail(row: StablecoinTransaction, why: string) {
    // A node's revert text may carry raw bytes (a custom error's data decoded as text): control
    // characters, NUL among them, cannot be stored as text, and one such row would stop every pass.
    const reason = why
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    await ensureLease();
    logger.warn({ transaction: row.uuid, reason }, 'stablecoin transaction failed');
    let railReference = row.railReference;
    if (row.networkOp === 'MINT' && row.railReference) {
      // The deposit goes back (idempotent by reference, so a crash here repeats it safely).
      railReference = (await rail.refund(await railRequest(row))).railReference;
    }
    return update(row, { status: 'FAILED', failureReason: reason, railReference });
  }

  const units = (row: StablecoinTransaction) => centsToUnits(decimalToCents(row.tokenAmt.toFixed(2)));

  // ---- 1. recover ---------------------------------------------------------------------------

  async function recover() {
    deployed.clear();
    lastResend = 0;
    lastOrphans = 0;
    // Transactions stored by the previous engine carry no sender: they were this key's.
    await prisma.chainTransaction.updateMany({
      where: { chainId: writer.chainId, sender: '' },
      data: { sender: writer.sender },
    });
    const [onChain, next] = await Promise.all([
      publicClient.getTransactionCount({ address: writer.sender, blockTag: 'latest' }),
      writer.ledgerNonce(),
    ]);
    const problems: string[] = [];
    if (onChain > next) {
      problems.push(
        `the operator key has ${onChain - next} transaction(s) on chain ${writer.chainId} that the ledger does not hold ` +
          '(a database restored from a backup behind the chain, or the key used elsewhere)',
      );
    } else if (onChain < next && onChain > 0) {
      // Behind the ledger: replay only onto the ledger's own history, so the chain's latest
      // operator transaction must be one the ledger signed. (Level with the ledger, a foreign
      // transaction at one of our nonces is a replacement, which the settle step handles.)
      const stored = await prisma.chainTransaction.findMany({
        where: { chainId: writer.chainId, sender: writer.sender, nonce: onChain - 1 },
      });
      if (stored.length > 0 && !(await anyReceipt(stored))) {
        problems.push(
          `the operator transaction at nonce ${onChain - 1} on chain ${writer.chainId} is not one the ledger signed: a different chain history`,
        );
      }
    }
    // The contracts' code, asked for together (one JSON-RPC batch).
    const contracts = Object.entries({ ...tokens, [ROUTER]: router });
    const codes = await Promise.all(contracts.map(([, address]) => publicClient.getCode({ address })));
    for (const [i, [symbol, address]] of contracts.entries()) {
      const code = codes[i];
      if (code && code !== '0x') continue;
      const deploy = await prisma.chainTransaction.findFirst({
        where: { chainId: writer.chainId, purpose: `deploy:${symbol}` },
        orderBy: { id: 'desc' },
      });
      // Behind the ledger: the deployment is among the transactions the resend step replays.
      if (deploy && deploy.sender === writer.sender && deploy.nonce >= onChain) continue;
      problems.push(
        `the ${symbol} contract ${address} has no code on chain ${writer.chainId} and the ledger cannot rebuild it`,
      );
    }
    // One reading may come from a lagging or restarting node: refuse money only when the next
    // check, a second later, finds the same.
    suspicious = problems.length > 0 && !blocked && !suspicious;
    if (suspicious) {
      logger.warn({ problems }, 'chain does not match the ledger; checking again before refusing money');
      lastRecover = Date.now() - RECOVER_EVERY_MS + RECHECK_MS;
      return;
    }
    blocked = problems.length > 0;
    const detail = blocked
      ? `money operations refused: ${problems.join('; ')}. See docs/production.md "When the chain does not match the ledger".`
      : onChain < next
        ? `the chain is ${next - onChain} operator transaction(s) behind the ledger: replaying them`
        : 'the chain matches the ledger';
    await monitor.record('chain', !blocked, detail);
    const missing = contracts.filter((_, i) => !codes[i] || codes[i] === '0x').map(([symbol]) => symbol);
    await replay.check(onChain, missing, blocked);
    if (blocked) logger.error({ detail }, 'chain does not match the ledger');
    else if (onChain < next)
      logger.warn({ behind: next - onChain }, 'chain behind the ledger: replaying stored transactions');
    lastRecover = Date.now();
  }

  async function anyReceipt(txs: ChainTransaction[]) {
    for (const t of txs) if (await chain.getReceipt(t.hash as Hash)) return true;
    return false;
  }

  // ---- 2. verify ----------------------------------------------------------------------------

  /** Confirmed operations in the recent window whose block left the chain go back to the engine. */
  const reorgSince = new Map<number, number>();
  async function verify(head: bigint) {
    const from = head > BigInt(config.chain.reorgWindowBlocks) ? head - BigInt(config.chain.reorgWindowBlocks) : 0n;
    const recent = await prisma.stablecoinTransaction.findMany({
      where: { status: 'CONFIRMED', blockNumber: { gte: from } },
      orderBy: { blockNumber: 'asc' },
    });
    // The chain's hash at each of their blocks, asked for together (one JSON-RPC batch: one at
    // a time, a window of 128 blocks held the pass for 128 round trips every VERIFY_EVERY_MS).
    const blocks = [...new Set(recent.map((row) => row.blockNumber!))];
    const hashes = await Promise.all(blocks.map((n) => (n > head ? null : blockHashAt(n))));
    const canonical = new Map(blocks.map((n, i) => [n, hashes[i]]));
    for (const row of recent) {
      const n = row.blockNumber!;
      if (canonical.get(n) === row.blockHash) {
        reorgSince.delete(row.id);
        continue;
      }
      const receipt = await chain.getReceipt(row.networkTxHash as Hash);
      if (receipt && receipt.status === 'success') {
        // Mined again elsewhere (a replayed chain): the same transaction, a new block.
        await prisma.$transaction([
          prisma.stablecoinTransaction.update({
            where: { id: row.id },
            data: { blockNumber: receipt.blockNumber, blockHash: receipt.blockHash },
          }),
          prisma.ledgerEntry.updateMany({ where: { operationId: row.id }, data: { blockNumber: receipt.blockNumber } }),
        ]);
        reorgSince.delete(row.id);
        continue;
      }
      // Seen gone on two checks in a row before it counts: one answer may come from a lagging node.
      const since = reorgSince.get(row.id);
      if (since === undefined) reorgSince.set(row.id, Date.now());
      if (since === undefined || Date.now() - since < VERIFY_EVERY_MS) continue;
      reorgSince.delete(row.id);
      await reorged(row);
    }
    lastVerify = Date.now();
  }

  async function blockHashAt(n: bigint) {
    try {
      return (await publicClient.getBlock({ blockNumber: n })).hash;
    } catch (error) {
      if (error instanceof BlockNotFoundError) return null;
      throw error;
    }
  }

  // ---- 3. resend ----------------------------------------------------------------------------

  /**
   * Stored transactions the node does not hold, resent in nonce order before anything new. A
   * confirmed operation whose transaction has to be sent again left the chain: it is REORGED
   * until its receipt is final once more. A nonce with no live transaction (its only one was
   * replaced by a transaction the ledger never held) gets a zero-value filler, so the ones
   * after it can be mined.
   */
  async function resend(): Promise<boolean> {
    const [pending, next] = await Promise.all([
      publicClient.getTransactionCount({ address: writer.sender, blockTag: 'pending' }),
      writer.ledgerNonce(),
    ]);
    if (pending >= next) return true;
    const stored = await prisma.chainTransaction.findMany({
      where: { chainId: writer.chainId, sender: writer.sender, replaced: false, nonce: { gte: pending, lt: next } },
      orderBy: [{ nonce: 'asc' }, { id: 'desc' }],
    });
    const newest = new Map<number, ChainTransaction>();
    for (const t of stored) if (!newest.has(t.nonce)) newest.set(t.nonce, t);
    let latestTimestamp: bigint | undefined;
    for (let nonce = pending; nonce < next; nonce++) {
      await ensureLease();
      let t = newest.get(nonce) ?? (await filler(nonce));
      const op = t.operationId
        ? await prisma.stablecoinTransaction.findUniqueOrThrow({ where: { id: t.operationId } })
        : null;
      if (op && (t.purpose === 'burn' || t.purpose === 'transfer') && op.permitDeadline !== null) {
        latestTimestamp ??= (await publicClient.getBlock({ blockTag: 'latest' })).timestamp;
        // Only once the old permit has expired: until then the old transaction could still be mined.
        if (op.permitDeadline < latestTimestamp)
          t = (await signPermitted(op, { replace: t, deadline: latestTimestamp + PERMIT_TTL_SECONDS })) ?? t;
      }
      let result = await broadcastStored(t);
      if (result === 'known' && nonce === pending && (await clearedStuckPool(t))) result = await broadcastStored(t);
      if (result === 'refused' && op && ['mint', 'burn', 'transfer'].includes(t.purpose)) {
        // Refused as it is (its fees below the chain's now, say): the same call, same nonce, current fees.
        t = (await resign(await fresh(op), t)) ?? t;
        result = await broadcastStored(t);
      }
      logger.info({ nonce: t.nonce, hash: t.hash, purpose: t.purpose, result }, 'resent stored transaction');
      // Later nonces cannot be mined before this one: nothing new is signed until it goes through.
      if (result === 'refused') return false;
      // The node took it as new, so it is not on the node's chain: the confirmation was lost.
      if (result === 'sent' && op?.status === 'CONFIRMED') await reorged(op);
    }
    return true;
  }

  /**
   * The node holds the transaction at the chain's next nonce yet does not count it as pending.
   * anvil's pool can file a transaction as waiting for a nonce the chain has already passed and
   * then never mine it (20 payments stalled so for minutes under the bench's load). Seen so on
   * checks at least RECHECK_MS apart, the operator's transactions are cleared from an anvil pool
   * and the caller sends them again in nonce order: the same signed bytes, so nothing can be
   * mined twice. Other nodes are left alone.
   */
  let held: { hash: string; since: number } | undefined;
  async function clearedStuckPool(t: ChainTransaction) {
    if (held?.hash !== t.hash) {
      held = { hash: t.hash, since: Date.now() };
      return false;
    }
    if (Date.now() - held.since < RECHECK_MS) return false;
    held = undefined;
    if (!(await chain.clearPoolOf(writer.sender))) return false;
    logger.warn(
      { nonce: t.nonce, hash: t.hash },
      "the node held the transaction at the chain's nonce without mining it: its pool cleared, the stored transactions sent again",
    );
    return true;
  }

  /** The operation's call signed again at the nonce of `old` (current fees). */
  async function resign(row: StablecoinTransaction, old: ChainTransaction) {
    if (row.networkOp === 'MINT') return signMint(row, old);
    return signPermitted(row, { replace: old });
  }

  async function filler(nonce: number) {
    logger.warn({ nonce }, 'no live transaction for this nonce: sending a zero-value filler');
    const fees = await writer.fees();
    return prisma.$transaction(async (tx) => {
      if (!(await lease.holds(tx))) throw new LeaseLost();
      const signed = await writer.sign(
        tx,
        { to: writer.sender, data: '0x', gas: 21_000n },
        { purpose: 'filler' },
        { fees, replaceNonce: nonce },
      );
      return tx.chainTransaction.findUniqueOrThrow({ where: { id: signed.id } });
    });
  }

  /** A confirmed operation whose transaction is no longer on chain goes back to the engine. */
  async function reorged(row: StablecoinTransaction) {
    logger.warn(
      { transaction: row.uuid, block: String(row.blockNumber), hash: row.networkTxHash },
      'confirmed transaction left the chain: driving it again',
    );
    const [, next] = await prisma.$transaction([
      prisma.ledgerEntry.deleteMany({ where: { operationId: row.id } }),
      prisma.stablecoinTransaction.update({
        where: { id: row.id },
        data: { status: 'REORGED', blockNumber: null, blockHash: null, confirmedAt: null },
      }),
    ]);
    publish(next);
  }

  // ---- 4. submit ----------------------------------------------------------------------------

  const pendingOperations = () =>
    prisma.stablecoinTransaction.findMany({ where: { status: 'PENDING' }, orderBy: { id: 'asc' }, take: SUBMIT_BATCH });

  async function submitAll(pending: StablecoinTransaction[]) {
    // Open operations whose every transaction was proven replaced are signed again with a new
    // nonce. Only the settle step marks transactions replaced, so they are looked for after it
    // did, and once a second in case another owner did.
    const orphans =
      replacedMarked || Date.now() - lastOrphans > RECHECK_MS
        ? await prisma.stablecoinTransaction.findMany({
            where: { status: { in: OPEN }, chainTransactions: { none: { replaced: false } } },
            orderBy: { id: 'asc' },
            take: SUBMIT_BATCH,
          })
        : [];
    if (orphans.length === 0) {
      replacedMarked = false;
      lastOrphans = Date.now();
    }
    const rows: StablecoinTransaction[] = [];
    for (const row of [...orphans, ...pending]) if (await tokenLive(row.tokenAddress)) rows.push(row);
    // Mints go out together (one signing transaction, one broadcast batch), and so do the burns
    // and transfers of different holders.
    await attribute(ENGINE_WORK, () => submitMints(rows.filter((r) => r.networkOp === 'MINT')));
    await attribute(ENGINE_WORK, () => submitPermitted(rows.filter((r) => r.networkOp !== 'MINT')));
    return pending.length + orphans.length;
  }

  async function tokenLive(token: string) {
    if (deployed.has(token)) return true;
    const code = await publicClient.getCode({ address: token as Address });
    if (code && code !== '0x') deployed.add(token);
    return deployed.has(token);
  }

  /** A call refused before anything was stored (the simulation reverted): nothing can be mined. */
  async function refused(row: StablecoinTransaction, error: unknown) {
    if (error instanceof LeaseLost || outageOf(error)) throw error;
    const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
    await fail(await fresh(row), `the network refused the transaction: ${reason.split('\n')[0]}`);
  }

  async function submitMints(batch: StablecoinTransaction[]) {
    let rows = batch;
    if (rows.length === 0) return;
    // A payment's mint has no fiat account: nothing to collect.
    const uncollected = rows.filter((r) => !r.railReference && r.fiatIdentityId !== null);
    const accounts = new Map(
      (await prisma.identity.findMany({ where: { id: { in: uncollected.map((r) => r.fiatIdentityId!) } } })).map(
        (a) => [a.id, a],
      ),
    );
    await ensureLease();
    // Collected (idempotent by reference), then recorded in one statement before anything is signed.
    const collected = await Promise.all(
      uncollected.map(async (row) => {
        const { railReference } = await rail.collect(await railRequest(row, accounts.get(row.fiatIdentityId!)));
        return { id: row.id, status: row.status, railReference };
      }),
    );
    const recorded = await recordCollected(prisma, collected);
    for (const { id, railReference } of collected) {
      if (!recorded.has(id)) continue;
      const i = rows.findIndex((r) => r.id === id);
      rows[i] = { ...rows[i], railReference };
      crashPoint(config, 'after-collect', id);
    }
    // Moved by someone else meanwhile: left out of this batch.
    rows = rows.filter((r) => r.railReference || r.fiatIdentityId === null);
    // Every mint is simulated (concurrently: one JSON-RPC batch) before it takes a nonce.
    const calls = rows.map((row) => ({ row, data: mintCalldata(row.walletAddress as Address, units(row)) }));
    const gas = await Promise.allSettled(
      calls.map(({ row, data }) => writer.simulate({ to: row.tokenAddress as Address, data, gas: GAS_LIMITS.mint })),
    );
    const ready: Signing[] = [];
    for (const [i, { row, data }] of calls.entries()) {
      const g = gas[i];
      if (g.status === 'fulfilled') ready.push({ row, to: row.tokenAddress as Address, data, gas: g.value });
      else await refused(row, g.reason);
    }
    await send(await store(ready));
  }

  /**
   * Burns and transfers: the first open one of each holder and token, signed together (one
   * signing transaction, one broadcast batch). A holder's later ones wait for the next passes,
   * since each permit's nonce follows the holder's permits before it.
   */
  async function submitPermitted(rows: StablecoinTransaction[]) {
    const first = new Map<string, StablecoinTransaction>();
    for (const row of rows) {
      const holder = `${row.walletAddress}:${row.tokenAddress}`;
      if (!first.has(holder)) first.set(holder, row);
    }
    const batch = [...first.values()];
    if (batch.length === 0) return;
    // Read once for the batch: the holders' sealed keys, the chain's time (permit deadlines) and
    // the highest permit nonce each holder has in flight (for operations without a nonce yet).
    const unnumbered = batch.filter((r) => r.permitNonce === null);
    const [holders, latest, inFlight, onChain] = await Promise.all([
      prisma.identity.findMany({ where: { id: { in: batch.map((r) => r.networkIdentityId!) } } }),
      publicClient.getBlock({ blockTag: 'latest' }),
      unnumbered.length === 0
        ? []
        : prisma.stablecoinTransaction.groupBy({
            by: ['walletAddress', 'tokenAddress'],
            where: { OR: unnumbered.map(inFlightPermits) },
            _max: { permitNonce: true },
          }),
      // Each holder's next permit nonce on chain (one JSON-RPC batch with the block); a failed
      // read is made again by preparePermitted, whose errors fail only that operation.
      Promise.all(
        unnumbered.map((r) =>
          chain.permitNonce(r.tokenAddress as Address, r.walletAddress as Address).catch(() => undefined),
        ),
      ),
    ]);
    const holderOf = new Map(holders.map((h) => [h.id, h]));
    const onChainOf = new Map(unnumbered.map((r, i) => [r.id, onChain[i]]));
    const inFlightOf = new Map(inFlight.map((g) => [`${g.walletAddress}:${g.tokenAddress}`, g._max.permitNonce]));
    const prepared = await Promise.all(
      batch.map((row) =>
        preparePermitted(row, {
          holder: holderOf.get(row.networkIdentityId!),
          now: latest.timestamp,
          inFlight: inFlightOf.get(`${row.walletAddress}:${row.tokenAddress}`) ?? null,
          onChain: onChainOf.get(row.id),
        }).catch(async (error) => {
          await refused(row, error);
          return null;
        }),
      ),
    );
    await send(await store(prepared.filter((item): item is Signing => item !== null)));
  }

  /**
   * Broadcasts freshly stored transactions (together: one JSON-RPC batch). From here on they may
   * be mined, so the operation is never failed here: a refused broadcast is retried by the
   * resend step, which alerts while it keeps failing.
   */
  async function send(stored: ChainTransaction[]) {
    for (const t of stored) crashPoint(config, 'after-sign', t.operationId!);
    await Promise.all(stored.map(broadcastStored));
    for (const t of stored) crashPoint(config, 'after-broadcast', t.operationId!);
  }

  /** Broadcasts a stored transaction; a refusal that is not an outage is logged (once a minute), not thrown. */
  const refusedAt = new Map<string, number>();
  async function broadcastStored(t: ChainTransaction) {
    try {
      return await toChain(() => writer.broadcast(t.signedTx as Hex));
    } catch (error) {
      if (outageOf(error)) throw error;
      const last = refusedAt.get(t.hash);
      if (last === undefined || Date.now() - last > 60_000) {
        refusedAt.set(t.hash, Date.now());
        logger.error(
          { nonce: t.nonce, hash: t.hash, purpose: t.purpose, err: errorText(error).slice(0, 300) },
          'the node refuses a stored transaction; sending it again until it takes it',
        );
      }
      return 'refused' as const;
    }
  }

  interface Signing {
    row: StablecoinTransaction;
    to: Address;
    data: Hex;
    gas: bigint;
    extra?: Partial<StablecoinTransaction>;
    /** A transaction of the operation that can never be mined as it is: signed again at its nonce. */
    replace?: ChainTransaction;
  }

  /**
   * Signs and stores the operations' calls in one database transaction, under the lease, and
   * returns what was stored. An operation someone else moved, or one that already has a
   * transaction that may still be mined, is left out.
   */
  async function store(items: Signing[]): Promise<ChainTransaction[]> {
    if (items.length === 0) return [];
    await ensureLease();
    const fees = await writer.fees();
    const calls = (ok: Signing[]) =>
      ok.map(({ row, to, data, gas, replace }) => ({
        to,
        data,
        gas,
        purpose: row.networkOp.toLowerCase(),
        operationId: row.id,
        replaceNonce: replace?.nonce,
      }));
    /** The operations as signed (SUBMITTED) and the statement that records them so, `when` it holds. */
    const signedAs = (ok: Signing[], signed: SignedCall[]) =>
      ok.map(({ row, extra }, i) => ({
        ...row,
        ...extra,
        status: row.status === 'PENDING' ? ('SUBMITTED' as const) : row.status,
        networkTxHash: signed[i].hash,
        signedTx: signed[i].signedTx,
        networkNonce: signed[i].nonce,
      }));
    const recorded = (ok: Signing[], next: StablecoinTransaction[], when?: Prisma.Sql) =>
      recordSigned(
        next.map((row, i) => ({
          id: row.id,
          status: ok[i].row.status,
          next: row.status,
          hash: row.networkTxHash!,
          signedTx: row.signedTx!,
          nonce: row.networkNonce!,
          permitNonce: row.permitNonce,
          permitDeadline: row.permitDeadline,
        })),
        when,
      );
    const done = (ok: Signing[], next: StablecoinTransaction[], stored: ChainTransaction[]) => {
      for (const [i, after] of next.entries()) if (after.status !== ok[i].row.status) publish(after);
      return stored;
    };

    // The usual case, in one statement: operations that take new nonces, each still in the status
    // it was read in with no transaction that may still be mined, under this process's lease.
    if (items.every((i) => !i.replace)) {
      const expected = Prisma.join(items.map(({ row }) => Prisma.sql`(${row.id}::int, ${row.status}::text)`));
      const guard = Prisma.sql`${lease.held} AND (
        SELECT count(*) FROM "StablecoinTransaction" s JOIN (VALUES ${expected}) AS e(id, status)
          ON s."id" = e.id AND s."status"::text = e.status
        WHERE NOT EXISTS (SELECT 1 FROM "ChainTransaction" c WHERE c."operationId" = s."id" AND NOT c."replaced")
      ) = ${items.length}`;
      let next: StablecoinTransaction[] = [];
      const stored = await writer.storeMany(calls(items), fees, guard, (signed, when) => {
        next = signedAs(items, signed);
        return recorded(items, next, when);
      });
      if (stored) return done(items, next, stored);
      // Something moved, or the nonce did: the transaction below reads what and signs what is left.
    }

    const result = await prisma.$transaction(async (tx) => {
      // The lease, checked and locked until commit in the statement that reads the operations as
      // they are now: an owner before this one could only have moved them before this process
      // took the lease, so the statement's snapshot (taken before any wait for the lease) sees it.
      const now = await tx.$queryRaw<Array<{ held: boolean; id: number | null; status: string; live: bigint }>>`
        SELECT ${lease.held} AS "held", s."id", s."status"::text AS "status",
          (SELECT count(*) FROM "ChainTransaction" c WHERE c."operationId" = s."id" AND NOT c."replaced") AS "live"
        FROM (SELECT 1) AS one
        LEFT JOIN "StablecoinTransaction" s ON s."id" IN (${Prisma.join(items.map((i) => i.row.id))})`;
      if (!now[0]?.held) throw new LeaseLost();
      const byId = new Map(now.map((r) => [r.id, r]));
      const ok = items.filter(({ row, replace }) => {
        const current = byId.get(row.id);
        const open = current?.status === 'PENDING' || OPEN.includes(current?.status as never);
        return open && current?.status === row.status && (replace || Number(current?.live) === 0);
      });
      if (ok.length === 0) return { ok, next: [], stored: [] };
      for (const { replace } of ok)
        if (replace) await tx.chainTransaction.update({ where: { id: replace.id }, data: { replaced: true } });
      // The transactions, and their operations' new state, stored in one statement.
      let next: StablecoinTransaction[] = [];
      const { rows: stored, alsoCount } = await writer.signMany(tx, calls(ok), fees, (signed) => {
        next = signedAs(ok, signed);
        return recorded(ok, next);
      });
      // Checked above under the lease, so only a bug gets here: roll back rather than leave a nonce unused.
      if (alsoCount !== ok.length) throw new Error('an operation moved while it was being signed');
      return { ok, next, stored };
    });
    return done(result.ok, result.next, result.stored);
  }

  async function signMint(row: StablecoinTransaction, replace?: ChainTransaction) {
    const data = mintCalldata(row.walletAddress as Address, units(row));
    const gas = await writer.simulate({ to: row.tokenAddress as Address, data, gas: GAS_LIMITS.mint });
    const [stored] = await store([{ row, to: row.tokenAddress as Address, data, gas, replace }]);
    return stored ?? null;
  }

  /** The holder's operations that take permit nonces of the same token, still in flight. */
  const inFlightPermits = (row: StablecoinTransaction) => ({
    networkOp: { in: ['BURN', 'TRANSFER'] as ('BURN' | 'TRANSFER')[] },
    tokenAddress: row.tokenAddress,
    walletAddress: row.walletAddress,
    status: { in: OPEN },
    id: { not: row.id },
  });

  /**
   * Burns and transfers carry the holder's permit (for the operator, or for the payment router).
   * Its nonce is assigned here in order (the chain's next for the holder, or after the holder's
   * permits still in flight) and kept for the operation's life; only an expired deadline makes a
   * fresh signature (`replace`: same operator nonce).
   */
  async function signPermitted(row: StablecoinTransaction, at: { replace?: ChainTransaction; deadline?: bigint }) {
    const item = await preparePermitted(row, at);
    const [stored] = item ? await store([item]) : [];
    return stored ?? null;
  }

  /** The permit and the call of a burn or transfer, ready to store; null while earlier permits are not mined. */
  async function preparePermitted(
    row: StablecoinTransaction,
    at: {
      replace?: ChainTransaction;
      deadline?: bigint;
      holder?: Identity;
      now?: bigint;
      /** The highest permit nonce of the holder's other operations in flight, when already read. */
      inFlight?: bigint | null;
      /** The holder's next permit nonce on chain, when already read. */
      onChain?: bigint;
    },
  ): Promise<Signing | null> {
    const { replace } = at;
    let { deadline } = at;
    const holder = at.holder ?? (await prisma.identity.findUniqueOrThrow({ where: { id: row.networkIdentityId! } }));
    const token = row.tokenAddress as Address;
    const transfer = row.networkOp === 'TRANSFER';
    let permitNonce = row.permitNonce;
    if (permitNonce === null) {
      const [onChain, inFlight] = await Promise.all([
        at.onChain ?? chain.permitNonce(token, row.walletAddress as Address),
        at.inFlight !== undefined
          ? at.inFlight
          : prisma.stablecoinTransaction
              .aggregate({ where: inFlightPermits(row), _max: { permitNonce: true } })
              .then((r) => r._max.permitNonce),
      ]);
      permitNonce = inFlight !== null && inFlight >= onChain ? inFlight + 1n : onChain;
    }
    deadline ??=
      row.permitDeadline ??
      (at.now ?? (await publicClient.getBlock({ blockTag: 'latest' })).timestamp) + PERMIT_TTL_SECONDS;
    const permit = await chain.signBurnPermit(token, keyring.open(holder.privateKeyEnc!) as Hex, units(row), {
      nonce: permitNonce,
      deadline,
      spender: transfer ? router : undefined,
      owner: row.walletAddress as Address,
    });
    const to = transfer ? router : token;
    const data = transfer
      ? transferWithPermitCalldata(token, row.toAddress as Address, permit)
      : burnWithPermitCalldata(permit);
    const limit = transfer ? GAS_LIMITS.transfer : GAS_LIMITS.burn;
    let gas: bigint;
    try {
      gas = replace ? limit : await writer.simulate({ to, data, gas: limit });
    } catch (error) {
      // The holder's earlier permits are not mined yet, so this permit's nonce is not current:
      // wait for them rather than call it a failure.
      const earlier = await prisma.stablecoinTransaction.count({ where: inFlightPermits(row) });
      if (earlier > 0 && !outageOf(error)) return null;
      throw error;
    }
    return { row, to, data, gas, extra: { permitNonce, permitDeadline: deadline }, replace };
  }

  // ---- 5. settle ----------------------------------------------------------------------------

  /** Returns whether some operation waits for more blocks. */
  const openOperations = () =>
    prisma.stablecoinTransaction.findMany({
      where: { status: { in: OPEN } },
      include: { chainTransactions: { orderBy: { id: 'asc' } } },
      orderBy: { id: 'asc' },
    });

  type Open = Awaited<ReturnType<typeof openOperations>>;
  /**
   * Settles what is final at `readHead` (the chain's head read before the call). Operations whose
   * transactions have no receipt yet are added to `unmined`.
   */
  async function settle(readHead: bigint, open: Open, unmined: Open = []): Promise<boolean> {
    // Every transaction each operation ever had, replaced ones included: whichever is mined
    // counts. Their receipts are asked for together (one JSON-RPC batch).
    const receipts = await Promise.all(
      open.map(({ chainTransactions: all }) => Promise.all(all.map((t) => chain.getReceipt(t.hash as Hash)))),
    );
    // A receipt's block is on the node's chain, so the head is at least that block: a
    // transaction mined after the head was read need not wait for a later pass.
    let head = readHead;
    for (const r of receipts.flat()) if (r && r.blockNumber > head) head = r.blockNumber;
    let waiting = false;
    let finalNonce: number | undefined;
    const minted: Mined[] = [];
    for (const [i, { chainTransactions: all, ...row }] of open.entries()) {
      await ensureLease();
      let found: { t: ChainTransaction; r: ReceiptSummary } | undefined;
      for (const [j, t] of all.entries()) if (receipts[i][j]) found = { t, r: receipts[i][j] };
      if (found) {
        if (found.r.blockNumber + depth - 1n > head) {
          waiting = true;
          continue;
        }
        const mined = found.t;
        // The common case, confirmed with the others of this pass in one statement: a mint, or a
        // payment's leg (no payout follows), mined as it was first signed.
        const nothingAfter = row.networkOp === 'MINT' || row.fiatIdentityId === null;
        if (nothingAfter && found.r.status === 'success' && all.length === 1 && !mined.replaced) {
          minted.push({ row, t: mined, r: found.r });
          continue;
        }
        await prisma.$transaction([
          prisma.chainTransaction.updateMany({
            where: { operationId: row.id, id: { not: mined.id } },
            data: { replaced: true },
          }),
          prisma.chainTransaction.update({ where: { id: mined.id }, data: { replaced: false } }),
        ]);
        await finish(row, mined, found.r);
        continue;
      }
      const live = all.filter((t) => !t.replaced);
      if (live.length === 0) continue; // signed again by the next submit step
      finalNonce ??= await publicClient.getTransactionCount({
        address: writer.sender,
        blockNumber: head - depth + 1n > 0n ? head - depth + 1n : 0n,
      });
      // Not mined yet and not a candidate for replacement: may just have been broadcast.
      if (live.every((t) => t.nonce >= finalNonce!)) unmined.push(open[i]);
      for (const t of live)
        if (t.nonce < finalNonce && (await provenReplaced(t))) {
          await prisma.chainTransaction.update({ where: { id: t.id }, data: { replaced: true } });
          replacedMarked = true;
          logger.warn(
            { transaction: row.uuid, nonce: t.nonce, hash: t.hash },
            'transaction replaced by another with its nonce: signing it again',
          );
        }
      waiting = true;
    }
    await attribute(ENGINE_WORK, () => confirmFinal(minted));
    return waiting;
  }

  /**
   * Its nonce is used at confirmation depth (checked by the caller) and the node knows nothing
   * of its hash, neither mined nor pending, seen so on passes at least REPLACED_PROOF_MS apart: a
   * node that lags or reloads for a moment is not proof, and a mint is never signed twice on it.
   */
  const replacedSince = new Map<number, number>();
  async function provenReplaced(t: ChainTransaction) {
    const known = await publicClient.getTransaction({ hash: t.hash as Hash }).then(
      () => true,
      (error) => {
        if (error instanceof TransactionNotFoundError) return false;
        throw error;
      },
    );
    if (known) {
      replacedSince.delete(t.id);
      return false;
    }
    const since = replacedSince.get(t.id);
    if (since === undefined) replacedSince.set(t.id, Date.now());
    if (since === undefined || Date.now() - since < REPLACED_PROOF_MS) return false;
    replacedSince.delete(t.id);
    return true;
  }

  async function finish(row: StablecoinTransaction, t: ChainTransaction, r: ReceiptSummary) {
    if (r.status !== 'success') {
      if (row.networkOp === 'BURN' && row.railReference) {
        // Paid out, then its burn left the chain and could not be burned again: the payout stands.
        logger.error({ transaction: row.uuid }, 'burn paid out but not burned after a reorg: flagged for the operator');
        await update(row, {
          status: 'FAILED',
          failureReason: 'paid out, but the burn left the chain and reverted when sent again; flagged for the operator',
        });
        return;
      }
      await fail(row, 'the transaction reverted on chain');
      return;
    }
    if (row.networkOp === 'MINT' || row.fiatIdentityId === null) {
      // Nothing to pay out (a mint, a payment's leg): the ledger and CONFIRMED go together.
      await confirmFinal([{ row, t, r }]);
      return;
    }
    const mined = minedFields(row, t, r);
    // A burn is paid out between its ledger entry and CONFIRMED, so they are two steps.
    await prisma.$transaction([
      prisma.stablecoinTransaction.update({ where: { id: row.id }, data: mined }),
      ...ledgerUpserts(row, r),
    ]);
    crashPoint(config, 'after-receipt', row.id);
    crashPoint(config, 'before-payout', row.id);
    const railReference = (await rail.payout(await railRequest(row))).railReference; // idempotent by reference
    await update(row, {
      ...(mined as object),
      status: 'CONFIRMED',
      confirmedAt: new Date(),
      railReference,
      failureReason: null,
    });
    saveChain();
  }

  interface Mined {
    row: StablecoinTransaction;
    t: ChainTransaction;
    r: ReceiptSummary;
  }

  function minedFields(row: StablecoinTransaction, t: ChainTransaction, r: ReceiptSummary) {
    const rate = config.fxRatesPerEth[row.fiatIso] ?? '0';
    return {
      networkTxHash: t.hash,
      signedTx: t.signedTx,
      networkNonce: t.nonce,
      blockNumber: r.blockNumber,
      blockHash: r.blockHash,
      networkFeesWei: r.feeWei.toString(),
      networkFeesEth: weiToEth(r.feeWei),
      networkFeesCcy: centsToText(weiToCents(r.feeWei, rate)),
    };
  }

  /** The operation's ledger moves: its wallet's, and for a transfer the recipient's too. */
  const ledgerMoves = (row: StablecoinTransaction): [string, Prisma.Decimal][] =>
    row.networkOp === 'MINT'
      ? [[row.walletAddress, row.tokenAmt]]
      : row.networkOp === 'BURN'
        ? [[row.walletAddress, row.tokenAmt.neg()]]
        : [
            [row.walletAddress, row.tokenAmt.neg()],
            [row.toAddress!, row.tokenAmt],
          ];

  const ledgerUpserts = (row: StablecoinTransaction, r: ReceiptSummary) =>
    ledgerMoves(row).map(([wallet, amount]) =>
      prisma.ledgerEntry.upsert({
        where: { operationId_wallet: { operationId: row.id, wallet } },
        create: { operationId: row.id, token: row.tokenAddress, wallet, amount, blockNumber: r.blockNumber },
        update: { blockNumber: r.blockNumber },
      }),
    );

  /**
   * Operations final on chain with nothing left to do (mints, a payment's legs): the receipt,
   * the ledger entries and CONFIRMED in one statement for all of them. Each is conditional on
   * the status it was read in, like every transition.
   */
  async function confirmFinal(batch: Mined[]) {
    if (batch.length === 0) return;
    await ensureLease();
    const confirmedAt = new Date();
    const items = batch.map(({ row, t, r }) => {
      const mined = minedFields(row, t, r);
      return {
        id: row.id,
        status: row.status,
        hash: mined.networkTxHash,
        signedTx: mined.signedTx,
        nonce: mined.networkNonce,
        blockNumber: r.blockNumber,
        blockHash: r.blockHash,
        feesWei: mined.networkFeesWei,
        feesEth: mined.networkFeesEth,
        feesCcy: mined.networkFeesCcy,
        token: row.tokenAddress,
        entries: ledgerMoves(row).map(([wallet, amount]) => ({ wallet, amount: amount.toFixed() })),
      };
    });
    const confirmed = await recordConfirmed(prisma, items, confirmedAt);
    if (confirmed.size > 0) saveChain();
    for (const { row, t, r } of batch) {
      if (!confirmed.has(row.id)) continue;
      crashPoint(config, 'after-receipt', row.id);
      const data = { ...minedFields(row, t, r), status: 'CONFIRMED', confirmedAt, failureReason: null };
      publish({ ...row, ...data } as unknown as StablecoinTransaction);
    }
  }

  /**
   * While money is refused, operations recorded but never signed get their outcome now
   * (FAILED, a collected deposit refunded) instead of waiting for an operator. A payment's legs
   * wait instead: failing the mint of a payment whose burn is final would refund the sender, and
   * failing that refund would lose the amount; they go on once money is allowed again.
   */
  async function refusePending() {
    const pending = await prisma.stablecoinTransaction.findMany({
      where: { status: 'PENDING', paymentId: null, chainTransactions: { none: {} } },
      take: SUBMIT_BATCH,
    });
    const reason = await monitor.blocked();
    for (const row of pending) await fail(row, reason ?? 'money operations are refused');
  }

  // ---- the loop -----------------------------------------------------------------------------

  async function pass(): Promise<boolean> {
    // Independent reads go out together: the chain's head and the operations waiting to be sent.
    const [head, pending] = await Promise.all([publicClient.getBlockNumber({ cacheTime: 0 }), pendingOperations()]);
    const wentBack = head < lastHead;
    lastHead = head;
    if (wentBack || Date.now() - lastRecover > RECOVER_EVERY_MS) await recover();
    if (blocked || suspicious) {
      if (blocked) await refusePending();
      return false;
    }
    if (wentBack || Date.now() - lastVerify > VERIFY_EVERY_MS) await verify(head);
    // Lost transactions are looked for once a second, and on every pass while one is refused.
    const resendDue = !resendClear || wentBack || Date.now() - lastResend > RECHECK_MS;
    if (resendDue) {
      resendClear = await resend();
      lastResend = Date.now();
    }
    const submitted = resendClear ? await submitAll(pending) : 0;
    // The head read again if the resend or submit steps may have moved the chain (a replay
    // redeploys), together with the open operations.
    const [now, open] = await Promise.all([
      resendDue || submitted > 0 ? publicClient.getBlockNumber({ cacheTime: 0 }) : head,
      openOperations(),
    ]);
    const unmined: Open = [];
    let settling = await settle(now, open, unmined);
    if (submitted > 0 && unmined.length > 0 && runtime.embedded) {
      // The embedded anvil mines a transaction just after answering its broadcast: receipts
      // asked for too early are asked for again now rather than a pass later, after the next
      // pass has submitted its own (20-50 ms of a payment's answer under the bench's load).
      settling = (await settle(now, unmined)) || settling;
    }
    const waiting = (await payments.advance(ensureLease)) || settling;
    if (waiting && runtime.embedded && depth > 1n) {
      // An automining node makes no block without a transaction: make one so depth can be reached.
      await publicClient.request({ method: 'evm_mine' as never });
    }
    // While a replay runs, the supply at depth lacks what the ledger confirmed: no check until it is over.
    if (replay.active) await replay.progress();
    else await monitor.maybeCheck(now);
    return submitted > 0 || waiting;
  }

  async function run() {
    let failures = 0;
    while (running) {
      let busy = false;
      try {
        if (Date.now() - lastRenew > LEASE_RENEW_MS) {
          const held = await lease.acquire();
          lastRenew = Date.now();
          if (held !== leader)
            logger.info({ owner: lease.owner }, held ? 'money engine lease taken' : 'money engine lease lost');
          if (held && !leader) lastRecover = 0; // recover before anything else
          leader = held;
        }
        kicked = false;
        if (leader) busy = await pass();
        failures = 0;
      } catch (error) {
        failures++;
        if (error instanceof LeaseLost) {
          leader = false;
          lastRenew = 0;
        }
        lastRecover = 0; // after a chain or database failure, check the chain again first
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
          : kicked && leader
            ? 0
            : busy
              ? config.money.busyPollMs
              : leader
                ? config.money.idlePollMs
                : LEASE_RENEW_MS;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    /**
     * Starts the loop. When this instance can take the lease, the chain is checked against the
     * ledger first (resolving once that is known), so that no request is admitted on a chain the
     * engine would refuse.
     */
    async start() {
      if (running) return;
      running = true;
      saveChain(); // the contracts src/chain/runtime.ts may have deployed just now, not left to the timer
      try {
        leader = await lease.acquire();
        lastRenew = Date.now();
        if (leader) await recover();
        if (leader && suspicious) {
          await new Promise((r) => setTimeout(r, RECHECK_MS));
          await recover();
        }
        // One pass before the first request: a chain behind the ledger is replayed now, so that a
        // withdrawal is not weighed against a balance that is still missing its deposits.
        if (leader && !blocked) await pass();
        // Without the lease (a predecessor's not yet expired), a chain that lost blocks is still
        // recorded before the first request, which waits for the replay instead of reading it.
        if (!leader) await replay.detect();
      } catch (error) {
        logger.warn(
          { err: outageOf(error) ? errorText(error).slice(0, 200) : error },
          'money engine could not check the chain at start; retrying',
        );
        lastRecover = 0;
      }
      loop = run();
    },
    /** Ends the loop after its current pass and hands the lease on. Never waits for receipts. */
    async stop() {
      running = false;
      wake?.();
      // A pass stuck on an unreachable chain is abandoned: its lease then expires instead of being
      // handed on while it might still write, and whoever holds the lease next resumes.
      const ended = await Promise.race([
        loop?.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), STOP_WAIT_MS).unref()),
      ]);
      if (leader && ended) await lease.release().catch(() => undefined);
      leader = false;
    },
    /** Wakes the loop (a new operation was recorded). */
    kick() {
      kicked = true;
      wake?.();
    },
    /**
     * Resolves with the row as committed when operation `id` changes in this process, or with
     * nothing after `ms` (it may have changed on another instance: read it).
     */
    changed: (id: number, ms: number) => waitFor(waiters, id, ms),
    /**
     * Resolves with what changed of payment `id` when it moves in this process, or with nothing
     * after `ms` (it may have moved elsewhere: read it).
     */
    paymentChanged: (id: number, ms: number) => waitFor(paymentWaiters, id, ms),
    monitor,
    /** The replay of a chain that lost blocks, as requests wait for it (./replay.ts). */
    replay,
    publish,
    get leader() {
      return leader;
    },
  };
}

export type MoneyEngine = ReturnType<typeof createMoneyEngine>;
