import type { Address, Hex } from 'viem';
import {
  type ChainTransaction,
  type Identity,
  Prisma,
  type StablecoinTransaction,
} from '../../generated/prisma/client.js';
import {
  burnWithPermitCalldata,
  mintCalldata,
  PERMIT_TTL_SECONDS,
  transferWithPermitCalldata,
} from '../../chain/chain.js';
import { type AlsoWrite, errorText, GAS_LIMITS, type SignedCall } from '../../chain/writer.js';
import { gatedEventWrites } from '../../events/outbox.js';
import { outageOf } from '../../kernel/outage.js';
import { crashPoint } from '../../kernel/crash.js';
import { recordSigned } from '../batch-sql.js';
import { transactionEvents } from '../events.js';
import { ensureLease, LeaseLost } from './lease.js';
import { publish, units } from './record.js';
import { type EngineDeps, type EngineState, OPEN } from './state.js';

// Part of the submit step (and the resend step's re-signing): an operation's call signed with
// the next database nonce and stored, with the operation's new state, under the lease; then
// broadcast. Nothing is broadcast that was not stored first.

export interface Signing {
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
export async function store(s: EngineState, d: EngineDeps, items: Signing[]): Promise<ChainTransaction[]> {
  const { prisma, writer, lease } = d;
  if (items.length === 0) return [];
  await ensureLease(s, d);
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
  // A change of status (PENDING → SUBMITTED) is announced in the outbox by the same statement,
  // for each operation the statement moved (../events.ts).
  const recorded = (ok: Signing[], next: StablecoinTransaction[], when?: Prisma.Sql): AlsoWrite => ({
    write: recordSigned(
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
    ),
    after: gatedEventWrites(
      'also',
      next
        .filter((row, i) => row.status !== ok[i].row.status)
        .flatMap((row) => transactionEvents([row], d.clock.now()).map((event) => ({ gate: row.id, event }))),
    ),
  });
  const done = (ok: Signing[], next: StablecoinTransaction[], stored: ChainTransaction[]) => {
    for (const [i, after] of next.entries()) if (after.status !== ok[i].row.status) publish(s, d, after);
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
      const open = current?.status === 'PENDING' || (OPEN as readonly (string | undefined)[]).includes(current?.status);
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

/**
 * Broadcasts freshly stored transactions (together: one JSON-RPC batch). From here on they may
 * be mined, so the operation is never failed here: a refused broadcast is retried by the
 * resend step, which alerts while it keeps failing.
 */
export async function send(s: EngineState, d: EngineDeps, stored: ChainTransaction[]) {
  for (const t of stored) crashPoint(d.config, 'after-sign', t.operationId!);
  await Promise.all(stored.map((t) => broadcastStored(s, d, t)));
  for (const t of stored) crashPoint(d.config, 'after-broadcast', t.operationId!);
}

/** Broadcasts a stored transaction; a refusal that is not an outage is logged (once a minute), not thrown. */
export async function broadcastStored(s: EngineState, d: EngineDeps, t: ChainTransaction) {
  try {
    const sent = await d.toChain(() => d.writer.broadcast(t.signedTx as Hex));
    s.refusedAt.delete(t.hash); // taken at last: nothing more to hold back for it
    return sent;
  } catch (error) {
    if (outageOf(error)) throw error;
    const last = s.refusedAt.get(t.hash);
    if (last === undefined || d.now() - last > 60_000) {
      s.refusedAt.set(t.hash, d.now());
      d.logger.error(
        { nonce: t.nonce, hash: t.hash, purpose: t.purpose, err: errorText(error).slice(0, 300) },
        'the node refuses a stored transaction; sending it again until it takes it',
      );
    }
    return 'refused' as const;
  }
}

export async function signMint(s: EngineState, d: EngineDeps, row: StablecoinTransaction, replace?: ChainTransaction) {
  const data = mintCalldata(row.walletAddress as Address, units(row));
  const gas = await d.writer.simulate({ to: row.tokenAddress as Address, data, gas: GAS_LIMITS.mint });
  const [stored] = await store(s, d, [{ row, to: row.tokenAddress as Address, data, gas, replace }]);
  return stored ?? null;
}

/** The holder's operations that take permit nonces of the same token, still in flight. */
export const inFlightPermits = (row: StablecoinTransaction) => ({
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
export async function signPermitted(
  s: EngineState,
  d: EngineDeps,
  row: StablecoinTransaction,
  at: { replace?: ChainTransaction; deadline?: bigint },
) {
  const item = await preparePermitted(d, row, at);
  const [stored] = item ? await store(s, d, [item]) : [];
  return stored ?? null;
}

/** The permit and the call of a burn or transfer, ready to store; null while earlier permits are not mined. */
export async function preparePermitted(
  d: EngineDeps,
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
  const { prisma, chain, router } = d;
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
    (at.now ?? (await d.publicClient.getBlock({ blockTag: 'latest' })).timestamp) + PERMIT_TTL_SECONDS;
  const permit = await chain.signBurnPermit(token, d.keyring.open(holder.privateKeyEnc!) as Hex, units(row), {
    nonce: permitNonce,
    deadline,
    // A burn's permit names the lane's key (the caller of burnWithPermit); a transfer's, its router.
    spender: transfer ? router : d.writer.sender,
    owner: row.walletAddress as Address,
  });
  const to = transfer ? router : token;
  const data = transfer
    ? transferWithPermitCalldata(token, row.toAddress as Address, permit)
    : burnWithPermitCalldata(permit);
  const limit = transfer ? GAS_LIMITS.transfer : GAS_LIMITS.burn;
  let gas: bigint;
  try {
    gas = replace ? limit : await d.writer.simulate({ to, data, gas: limit });
  } catch (error) {
    // The holder's earlier permits are not mined yet, so this permit's nonce is not current:
    // wait for them rather than call it a failure.
    const earlier = await prisma.stablecoinTransaction.count({ where: inFlightPermits(row) });
    if (earlier > 0 && !outageOf(error)) return null;
    throw error;
  }
  return { row, to, data, gas, extra: { permitNonce, permitDeadline: deadline }, replace };
}
