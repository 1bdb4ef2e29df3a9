import type { Address } from 'viem';
import type { StablecoinTransaction } from '../../generated/prisma/client.js';
import { mintCalldata } from '../../chain/chain.js';
import { GAS_LIMITS } from '../../chain/writer.js';
import { outageOf } from '../../kernel/outage.js';
import { attribute } from '../../db/attribution.js';
import { ensureLease, LeaseLost } from './lease.js';
import { fail, fresh, units } from './record.js';
import { inFlightPermits, preparePermitted, type Signing, send, store } from './sign.js';
import { ENGINE_WORK, type EngineDeps, type EngineState, OPEN, RECHECK_MS, type Step, SUBMIT_BATCH } from './state.js';

// Step 4b, submit: PENDING operations (deposits once collected: ./collect.ts) are signed with the
// next database nonce, stored and broadcast (./sign.ts). Operations whose transaction was proven replaced are
// signed again. Nothing is submitted while the resend step has a transaction refused.

export const submitStep: Step = async (s, d, p) => {
  p.submitted = s.resendClear ? await submitAll(s, d, p.pending) : 0;
};

/** The operations waiting to be sent (read by the pass together with the chain's head). */
export const pendingOperations = (d: EngineDeps) =>
  d.prisma.stablecoinTransaction.findMany({
    where: { status: 'PENDING', lane: d.lane },
    orderBy: { id: 'asc' },
    take: SUBMIT_BATCH,
  });

async function submitAll(s: EngineState, d: EngineDeps, pending: StablecoinTransaction[]) {
  // Open operations whose every transaction was proven replaced are signed again with a new
  // nonce. Only the settle step marks transactions replaced, so they are looked for after it
  // did, and once a second in case another owner did.
  const orphans =
    s.replacedMarked || d.now() - s.lastOrphans > RECHECK_MS
      ? await d.prisma.stablecoinTransaction.findMany({
          where: { status: { in: OPEN }, lane: d.lane, chainTransactions: { none: { replaced: false } } },
          orderBy: { id: 'asc' },
          take: SUBMIT_BATCH,
        })
      : [];
  if (orphans.length === 0) {
    s.replacedMarked = false;
    s.lastOrphans = d.now();
  }
  const rows: StablecoinTransaction[] = [];
  for (const row of [...orphans, ...pending])
    if (
      (await tokenLive(s, d, row.tokenAddress)) &&
      // A transfer needs the lane's router: a call to an address without code would "succeed".
      (row.networkOp !== 'TRANSFER' || (await tokenLive(s, d, d.router)))
    )
      rows.push(row);
  // Mints go out together (one signing transaction, one broadcast batch), and so do the burns
  // and transfers of different holders.
  await attribute(ENGINE_WORK, () =>
    submitMints(
      s,
      d,
      rows.filter((r) => r.networkOp === 'MINT'),
    ),
  );
  await attribute(ENGINE_WORK, () =>
    submitPermitted(
      s,
      d,
      rows.filter((r) => r.networkOp !== 'MINT'),
    ),
  );
  // A deposit waiting for its collection (the provider's answer, a payer, a route not started or
  // not configured) is not work for this pass: counted, it kept the loop at busyPollMs (20 ms)
  // for as long as it waited. The poll step kicks the next pass once a collection is taken.
  return orphans.length + pending.filter((r) => !uncollected(r)).length;
}

/** A deposit whose collection has not been taken yet: nothing to sign. */
const uncollected = (r: StablecoinTransaction) =>
  r.networkOp === 'MINT' && r.fiatIdentityId !== null && !r.railReference;

async function tokenLive(s: EngineState, d: EngineDeps, token: string) {
  if (s.deployed.has(token)) return true;
  const code = await d.publicClient.getCode({ address: token as Address });
  if (code && code !== '0x') s.deployed.add(token);
  return s.deployed.has(token);
}

/** A call refused before anything was stored (the simulation reverted): nothing can be mined. */
async function refused(s: EngineState, d: EngineDeps, row: StablecoinTransaction, error: unknown) {
  if (error instanceof LeaseLost || outageOf(error)) throw error;
  const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
  await fail(s, d, await fresh(d, row), `the network refused the transaction: ${reason.split('\n')[0]}`);
}

async function submitMints(s: EngineState, d: EngineDeps, batch: StablecoinTransaction[]) {
  const { writer } = d;
  // Only collected deposits (./collect.ts) and mints without a fiat account (a payment's leg, a re-mint).
  const rows = batch.filter((r) => r.railReference || r.fiatIdentityId === null);
  if (rows.length === 0) return;
  await ensureLease(s, d);
  // Every mint is simulated (concurrently: one JSON-RPC batch) before it takes a nonce.
  const calls = rows.map((row) => ({ row, data: mintCalldata(row.walletAddress as Address, units(row)) }));
  const gas = await Promise.allSettled(
    calls.map(({ row, data }) => writer.simulate({ to: row.tokenAddress as Address, data, gas: GAS_LIMITS.mint })),
  );
  const ready: Signing[] = [];
  for (const [i, { row, data }] of calls.entries()) {
    const g = gas[i];
    if (g.status === 'fulfilled') ready.push({ row, to: row.tokenAddress as Address, data, gas: g.value });
    else await refused(s, d, row, g.reason);
  }
  await send(s, d, await store(s, d, ready));
}

/**
 * Burns and transfers: the first open one of each holder and token, signed together (one
 * signing transaction, one broadcast batch). A holder's later ones wait for the next passes,
 * since each permit's nonce follows the holder's permits before it.
 */
async function submitPermitted(s: EngineState, d: EngineDeps, rows: StablecoinTransaction[]) {
  const { prisma, chain } = d;
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
    d.publicClient.getBlock({ blockTag: 'latest' }),
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
      preparePermitted(d, row, {
        holder: holderOf.get(row.networkIdentityId!),
        now: latest.timestamp,
        inFlight: inFlightOf.get(`${row.walletAddress}:${row.tokenAddress}`) ?? null,
        onChain: onChainOf.get(row.id),
      }).catch(async (error) => {
        await refused(s, d, row, error);
        return null;
      }),
    ),
  );
  await send(
    s,
    d,
    await store(
      s,
      d,
      prepared.filter((item): item is Signing => item !== null),
    ),
  );
}
