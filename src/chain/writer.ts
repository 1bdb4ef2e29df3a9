import { keccak256, type Address, type Hash, type Hex, type PrivateKeyAccount } from 'viem';
import { Prisma, type ChainTransaction, type PrismaClient } from '../generated/prisma/client.js';
import type { ChainService } from './chain.js';

// The operator key's signer, backed by the database. Every transaction is signed with a nonce
// the database hands out in order and is stored (raw bytes, hash, nonce, purpose) in the same
// database transaction that records what it is for, before anything is broadcast. So:
// - a crash after signing leaves a stored transaction that is resent as is (the same bytes
//   cannot be mined twice);
// - nonces never collide or gap between instances or restarts;
// - the stored transactions, resent in nonce order, rebuild a chain that lost blocks.

export type Tx = Prisma.TransactionClient;

export interface Call {
  /** Absent for a contract deployment. */
  to?: Address;
  data: Hex;
  gas: bigint;
  /** Wei sent with it (a money lane's gas, src/chain/runtime.ts). */
  value?: bigint;
}

export interface StoredTx {
  id: number;
  nonce: number;
  hash: Hash;
  signedTx: Hex;
}

export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

export type BroadcastResult = 'sent' | 'known' | 'nonce-too-low';

/** One call of a batch: its purpose, and `replaceNonce` to replace a transaction that can never be mined as it is. */
export interface BatchCall extends Call {
  purpose: string;
  operationId?: number;
  replaceNonce?: number;
}

/**
 * What a signing statement also writes: `write`, the WITH item named "also" (returning "id"s), and
 * `after`, further WITH items after it (", name AS (…)") that may read it.
 */
export interface AlsoWrite {
  write: Prisma.Sql;
  after?: Prisma.Sql;
}

/** A call as signed by signMany, before it is stored. */
export interface SignedCall {
  nonce: number;
  hash: Hash;
  signedTx: Hex;
}

export interface ChainWriter {
  readonly chainId: number;
  readonly sender: Address;
  /** eth_estimateGas (which simulates: a call that would revert fails here, before it takes a nonce), with 20 % and 40,000 gas of headroom. For deployments. */
  estimateGas(call: { to?: Address; data: Hex }): Promise<bigint>;
  /**
   * A call to the service's own contracts, simulated once (eth_call) with the gas it will be
   * signed with (GAS_LIMITS): one that would revert, or run out of that gas, fails here, before
   * it takes a nonce. Returns that gas.
   */
  simulate(call: { to: Address; data: Hex; gas: bigint }): Promise<bigint>;
  /**
   * Signs with the next database nonce (or with `replaceNonce`, to replace a transaction that
   * can never be mined as it is) and stores the transaction. Run inside the database transaction
   * that records what it is for.
   */
  sign(
    tx: Tx,
    call: Call,
    meta: { purpose: string; operationId?: number },
    at: { fees: Fees; replaceNonce?: number },
  ): Promise<StoredTx>;
  /**
   * `sign` for several calls in one database transaction: one nonce reservation for those that
   * take a new nonce (handed out in the order given), one insert. Returns the stored rows in order.
   * `also`, given the signed calls in order, is a data-modifying statement returning "id"s that
   * runs in the insert's statement (what the calls are for, recorded in the same round trip);
   * `alsoCount` is how many rows it returned.
   */
  signMany(
    tx: Tx,
    calls: BatchCall[],
    fees: Fees,
    also?: (signed: SignedCall[]) => AlsoWrite,
  ): Promise<{ rows: ChainTransaction[]; alsoCount: number }>;
  /**
   * signMany for calls that all take new nonces, in one statement and no transaction: they are
   * signed with the nonces this writer expects the database to hand out next (it reserved or read
   * them last: ledgerNonce, which the engine calls whenever it takes the lease), and stored with
   * `also(signed, when)` only if `guard` holds and the database's next nonce is still the one
   * expected (`also` must write only `when` holds: every write of the statement, or none). A
   * statement in which `also` returns fewer rows than there are calls fails, so nothing is
   * written. Null when the guard or the nonce did not hold: nothing was written, and the caller
   * takes signMany's way, which reads what changed.
   */
  storeMany(
    calls: BatchCall[],
    fees: Fees,
    guard: Prisma.Sql,
    also: (signed: SignedCall[], when: Prisma.Sql) => AlsoWrite,
  ): Promise<ChainTransaction[] | null>;
  /** Current fees (cached a few seconds). Fetched before the database transaction that signs. */
  fees(): Promise<Fees>;
  /** Sends stored bytes. "Already known" is success; "nonce too low" is reported, not thrown. */
  broadcast(signedTx: Hex): Promise<BroadcastResult>;
  /** The next nonce the database will hand out; creates the record from the chain and the stored transactions. */
  ledgerNonce(): Promise<number>;
  /** Moves the database nonce forward to `nonce` (an operator's deliberate adoption of the chain). */
  adoptNonce(nonce: number): Promise<void>;
}

const FEE_CACHE_MS = 3000;

/** Gas for storage slots an earlier transaction of the same block may have emptied (two writes from zero). */
const ZERO_SLOT_HEADROOM = 40_000n;

/**
 * The gas limits the engine signs its calls with: about twice their largest use (eth_estimateGas
 * measured mints at 37-71k, burnWithPermit at 90k, the router's transferWithPermit at 76-111k),
 * so a write from zero that an earlier transaction of the same block caused still fits. Unused
 * gas is not paid for. A fixed limit lets a call be simulated with one execution (eth_call)
 * instead of eth_estimateGas's search, which ran each call several times on the node.
 */
export const GAS_LIMITS = { mint: 150_000n, burn: 200_000n, transfer: 250_000n } as const;

/** `account`: a money lane's key (src/chain/lanes.ts); by default the operator key. */
export function createChainWriter(
  chain: ChainService,
  prisma: PrismaClient,
  account: PrivateKeyAccount = chain.walletClient.account,
): ChainWriter {
  const { publicClient, chainId } = chain;
  const sender = account.address;
  let cached: { at: number; value: Promise<Fees> } | null = null;
  /** The database's next nonce as this writer last reserved or read it (storeMany); null: read it first. */
  let expectedNonce: number | null = null;

  const currentFees = () => {
    if (!cached || Date.now() - cached.at > FEE_CACHE_MS) {
      const value = publicClient.estimateFeesPerGas() as Promise<Fees>;
      cached = { at: Date.now(), value };
      value.catch(() => (cached = null));
    }
    return cached.value;
  };

  async function ledgerNonce(): Promise<number> {
    expectedNonce = await readLedgerNonce();
    return expectedNonce;
  }

  async function readLedgerNonce(): Promise<number> {
    const row = await prisma.chainAccount.findUnique({ where: { chainId_address: { chainId, address: sender } } });
    if (row) return row.nextNonce;
    // First use of this key on this chain: continue after what the chain and the ledger know.
    const [onChain, stored] = await Promise.all([
      publicClient.getTransactionCount({ address: sender, blockTag: 'pending' }),
      prisma.chainTransaction.aggregate({ where: { chainId, sender }, _max: { nonce: true } }),
    ]);
    const next = Math.max(onChain, (stored._max.nonce ?? -1) + 1);
    await prisma.chainAccount.upsert({
      where: { chainId_address: { chainId, address: sender } },
      create: { chainId, address: sender, nextNonce: next },
      update: {},
    });
    return (await prisma.chainAccount.findUniqueOrThrow({ where: { chainId_address: { chainId, address: sender } } }))
      .nextNonce;
  }

  /** The calls signed in order, those without replaceNonce with the nonces from `next` on. */
  function signCalls(calls: BatchCall[], next: number, fees: Fees) {
    return Promise.all(
      calls.map(async (call) => {
        const nonce = call.replaceNonce ?? next++;
        // A replacement pays a little more, so a node that still holds the old one takes it.
        const bump = call.replaceNonce === undefined ? 1n : 2n;
        const signedTx = await account.signTransaction({
          type: 'eip1559',
          chainId,
          to: call.to ?? null,
          data: call.data,
          value: call.value,
          nonce,
          gas: call.gas,
          maxFeePerGas: fees.maxFeePerGas * bump,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas * bump,
        });
        return {
          chainId,
          sender,
          nonce,
          hash: keccak256(signedTx),
          signedTx,
          purpose: call.purpose,
          operationId: call.operationId,
        };
      }),
    );
  }
  type Signed = Awaited<ReturnType<typeof signCalls>>[number];

  const storedValues = (signed: Signed[]) =>
    Prisma.join(
      signed.map(
        (s) =>
          Prisma.sql`(${s.chainId}::int, ${s.sender}, ${s.nonce}::int, ${s.hash}, ${s.signedTx}, ${s.purpose}, ${s.operationId ?? null}::int)`,
      ),
    );
  const STORED_COLUMNS = Prisma.sql`("chainId", "sender", "nonce", "hash", "signedTx", "purpose", "operationId")`;

  /** The stored rows in the order of `signed`. */
  function inOrder(signed: Signed[], rows: Array<ChainTransaction & { alsoCount: number }>) {
    const byHash = new Map(rows.map(({ alsoCount: _, ...r }) => [r.hash, r as ChainTransaction]));
    return signed.map((s) => byHash.get(s.hash)!);
  }

  async function signMany(
    tx: Tx,
    calls: BatchCall[],
    fees: Fees,
    also?: (signed: SignedCall[]) => AlsoWrite,
  ): Promise<{ rows: ChainTransaction[]; alsoCount: number }> {
    const fresh = calls.filter((c) => c.replaceNonce === undefined).length;
    let next = 0;
    if (fresh > 0) {
      const rows = await tx.$queryRaw<Array<{ nonce: number }>>`
        UPDATE "ChainAccount" SET "nextNonce" = "nextNonce" + ${fresh}
        WHERE "chainId" = ${chainId} AND "address" = ${sender}
        RETURNING "nextNonce" - ${fresh} AS "nonce"`;
      if (rows.length !== 1) throw new Error('the operator nonce is not initialised (ledgerNonce first)');
      next = Number(rows[0].nonce);
      // If the transaction rolls back, storeMany's next statement finds out and reads it again.
      expectedNonce = next + fresh;
    }
    const signed = await signCalls(calls, next, fees);
    const extra = also?.(signed as SignedCall[]);
    // A data-modifying WITH runs once and to completion whether or not its rows are read.
    const rows = await tx.$queryRaw<Array<ChainTransaction & { alsoCount: number }>>`
      WITH stored AS (
        INSERT INTO "ChainTransaction" ${STORED_COLUMNS} VALUES ${storedValues(signed)}
        RETURNING *
      )${extra ? Prisma.sql`, also AS (${extra.write})${extra.after ?? Prisma.empty}` : Prisma.empty}
      SELECT stored.*, ${also ? Prisma.sql`(SELECT count(*) FROM also)::int` : Prisma.sql`0`} AS "alsoCount" FROM stored`;
    return { rows: inOrder(signed, rows), alsoCount: rows[0]?.alsoCount ?? 0 };
  }

  async function storeMany(
    calls: BatchCall[],
    fees: Fees,
    guard: Prisma.Sql,
    also: (signed: SignedCall[], when: Prisma.Sql) => AlsoWrite,
  ): Promise<ChainTransaction[] | null> {
    if (calls.some((c) => c.replaceNonce !== undefined)) throw new Error('storeMany signs with new nonces only');
    const first = expectedNonce ?? (await ledgerNonce());
    const signed = await signCalls(calls, first, fees);
    const reserved = Prisma.sql`EXISTS (SELECT 1 FROM reserved)`;
    const extra = also(signed as SignedCall[], reserved);
    // The nonces are reserved only if nobody took them since and the guard holds; the rest of
    // the statement writes only if they were. A count that does not match divides by zero,
    // which fails the statement and so undoes all of it.
    const rows = await prisma.$queryRaw<Array<ChainTransaction & { alsoCount: number }>>`
      WITH reserved AS (
        UPDATE "ChainAccount" SET "nextNonce" = "nextNonce" + ${calls.length}
        WHERE "chainId" = ${chainId} AND "address" = ${sender} AND "nextNonce" = ${first} AND ${guard}
        RETURNING "nextNonce"
      ), stored AS (
        INSERT INTO "ChainTransaction" ${STORED_COLUMNS}
        SELECT * FROM (VALUES ${storedValues(signed)}) AS v WHERE ${reserved}
        RETURNING *
      ), also AS (${extra.write})${extra.after ?? Prisma.empty}
      SELECT stored.*, (SELECT count(*) FROM also)::int / CASE
          WHEN NOT ${reserved} OR (SELECT count(*) FROM also) = ${calls.length} THEN 1 ELSE 0 END AS "alsoCount"
      FROM (SELECT 1) AS one LEFT JOIN stored ON true`;
    if (rows[0]?.id == null) {
      expectedNonce = null;
      return null;
    }
    expectedNonce = first + calls.length;
    return inOrder(signed, rows);
  }

  return {
    chainId,
    sender,
    ledgerNonce,

    async estimateGas(call) {
      // prepare: false: only eth_estimateGas, not a whole transaction filled for the account.
      const gas = await publicClient.estimateGas({ account, to: call.to, data: call.data, prepare: false });
      // The estimate is made on the chain as it is now; transactions signed together are mined in
      // one block, where one before it may empty a balance this call fills (a write from zero
      // costs 17,100 gas more than the estimate saw). Unused gas is not paid for.
      return (gas * 12n) / 10n + ZERO_SLOT_HEADROOM;
    },

    async simulate(call) {
      await publicClient.call({ account, to: call.to, data: call.data, gas: call.gas });
      return call.gas;
    },

    fees: currentFees,

    // No chain call in here: it runs inside a database transaction (one connection on PGlite).
    async sign(tx, call, meta, { fees, replaceNonce }) {
      const {
        rows: [row],
      } = await signMany(tx, [{ ...call, ...meta, replaceNonce }], fees);
      return { id: row.id, nonce: row.nonce, hash: row.hash as Hash, signedTx: row.signedTx as Hex };
    },

    signMany,
    storeMany,

    async broadcast(signedTx) {
      try {
        await publicClient.sendRawTransaction({ serializedTransaction: signedTx });
        return 'sent';
      } catch (error) {
        const text = errorText(error);
        if (/already known|already imported|known transaction|transaction already exists/.test(text)) return 'known';
        if (/nonce too low|nonce has already been used|nonce is too low/.test(text)) return 'nonce-too-low';
        throw error;
      }
    },

    async adoptNonce(nonce) {
      await ledgerNonce();
      expectedNonce = null;
      await prisma.chainAccount.update({
        where: { chainId_address: { chainId, address: sender } },
        data: { nextNonce: nonce },
      });
    },
  };
}

/** The message of an error and of every error it wraps, lower-cased. */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, i = 0; e && i < 8; e = (e as { cause?: unknown }).cause, i++) {
    parts.push(String((e as { details?: string }).details ?? ''), String((e as Error).message ?? e));
  }
  return parts.join(' | ').toLowerCase();
}
