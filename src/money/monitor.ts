import { formatUnits, parseUnits, type Address } from 'viem';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import type { ChainService } from '../chain/chain.js';
import { TOKEN_DECIMALS } from './amounts.js';
import { railBacking, signedMajor } from './rails/treasury.js';

// The invariant monitor. Per token: totalSupply read at block B (the newest block at
// confirmation depth) against the ledger entries of operations mined at or below B; operations
// still in flight have no entry yet and are not on chain at B either. With money lanes, another
// lane's operation may be mined at or below B before that lane's holder (maybe on another
// instance, maybe slow) has written its ledger entry: each lane records the block it has settled
// through (SETTLED), and B is never above that of a lane with an operation on its way. A difference seen twice
// in a row (one reading can race a pass) is recorded in MoneyCheck, which every instance reads:
// new money operations are then refused with 503 while every other area keeps serving. Per
// currency and rail, the fiat held against the tokens outstanding (checkRails): flagged, never refusing.

const BLOCKED_CACHE_MS = 1_000;
/**
 * The finding of a replay in progress (./replay.ts): money waits for it rather than being refused.
 * A money lane other than 0 records its own as `replay:lane:<n>` (every subject starting so).
 */
export const REPLAY = 'replay';
/** MoneyCheck subjects of payments the engine flagged: shown and counted, but they refuse nothing. */
export const PAYMENT_FLAG = 'payment:';
/**
 * MoneyCheck subjects of the rails' treasury check (`treasury:<provider>:<currency>`): held = tokens
 * outstanding + in flight. Shown and counted, but they refuse nothing: the fiat side is the
 * operator's to settle (like a reconciliation discrepancy), and the chain still equals the ledger.
 */
export const TREASURY = 'treasury:';
/** MoneyCheck subjects of the daily reconciliation (`reconciled:<provider>`: the last day done). */
export const RECONCILED = 'reconciled:';
/**
 * MoneyCheck subjects `settled:lane:<n>` (ok, blockNumber): every operation of lane n mined at or
 * below that block has its ledger entry. Progress, not a finding.
 */
export const SETTLED = 'settled:lane:';
/** Findings shown for an operator that refuse nothing. */
const FLAGS_ONLY = [
  { subject: { startsWith: PAYMENT_FLAG } },
  { subject: { startsWith: TREASURY } },
  { subject: { startsWith: RECONCILED } },
];
/** The findings that refuse money: every failed check but the flags above, and a replay (money waits for it). */
export const REFUSING: Prisma.MoneyCheckWhereInput = {
  ok: false,
  NOT: [...FLAGS_ONLY, { subject: { startsWith: REPLAY } }],
};
/** The findings that refuse money or make it wait. */
const NOT_OK = { ok: false, NOT: FLAGS_ONLY } as const;
const toUnits = (amount: { toFixed(dp: number): string } | null) =>
  parseUnits(amount ? amount.toFixed(TOKEN_DECIMALS) : '0', TOKEN_DECIMALS);

export interface WalletDifference {
  wallet: string;
  token: string;
  ledger: string;
  onChain: string;
}

interface Deps {
  prisma: PrismaClient;
  chain: ChainService;
  tokens: Record<string, Address>;
  depth: bigint;
  logger: Logger;
  intervalMs: number;
}

export function createSupplyMonitor({ prisma, chain, tokens, depth, logger, intervalMs }: Deps) {
  let lastCheck = 0;
  const strikes = new Map<string, number>();
  /** The findings that refuse money or make it wait (subject and detail), read by every request that moves money: cached a second. */
  let failedCache: { at: number; value: Promise<Array<{ subject: string; detail: string }>> } | null = null;
  const failed = () => {
    if (!failedCache || Date.now() - failedCache.at > BLOCKED_CACHE_MS) {
      const value = prisma.moneyCheck.findMany({
        where: NOT_OK,
        orderBy: { subject: 'asc' },
        select: { subject: true, detail: true },
      });
      failedCache = { at: Date.now(), value };
      value.catch(() => (failedCache = null));
    }
    return failedCache.value;
  };

  async function record(
    subject: string,
    ok: boolean,
    detail: string,
    figures: { blockNumber?: bigint; onChain?: string; ledger?: string } = {},
  ) {
    const data = { ok, detail, checkedAt: new Date(), ...figures };
    await prisma.moneyCheck.upsert({ where: { subject }, create: { subject, ...data }, update: data });
    failedCache = null;
  }

  /**
   * Compares every token's supply with the ledger at the newest block at depth, and per currency
   * and rail the fiat held with the tokens outstanding; returns the differences.
   */
  async function check(head: bigint, lane = 0) {
    lastCheck = Date.now();
    const depthBlock = head - depth + 1n > 0n ? head - depth + 1n : 0n;
    const settled = await settledThrough(lane);
    const checkTokens = async () => {
      if (settled === undefined) return [];
      const at = settled !== null && settled < depthBlock ? settled : depthBlock;
      return Promise.all(Object.entries(tokens).map(([symbol, address]) => checkToken(symbol, address, at)));
    };
    // The tokens are independent: checked together (their chain reads share JSON-RPC batches).
    const [found, rails] = await Promise.all([checkTokens(), checkRails()]);
    return [...found.filter((d): d is string => d !== null), ...rails];
  }

  /**
   * The lowest block every other lane with an operation on its way (SUBMITTED, REORGED: mined
   * perhaps, its ledger entry not yet written) has settled through: null when no such lane,
   * undefined when one has recorded nothing yet (no check this time). The caller's own lane
   * settled just before it checks. Read before the ledger: an operation that ends meanwhile has
   * its entry by then.
   */
  async function settledThrough(lane: number): Promise<bigint | null | undefined> {
    const busy = await prisma.stablecoinTransaction.findMany({
      where: { status: { in: ['SUBMITTED', 'REORGED'] }, lane: { not: lane } },
      distinct: ['lane'],
      select: { lane: true },
    });
    if (busy.length === 0) return null;
    const rows = await prisma.moneyCheck.findMany({
      where: { subject: { in: busy.map((b) => `${SETTLED}${b.lane}`) } },
      select: { blockNumber: true },
    });
    const blocks = rows.flatMap((r) => (r.blockNumber === null ? [] : [r.blockNumber]));
    if (blocks.length < busy.length) return undefined;
    let lowest = blocks[0];
    for (const b of blocks) if (b < lowest) lowest = b;
    return lowest;
  }

  /**
   * Per currency and rail (src/money/rails/treasury.ts railBacking, one snapshot): collected −
   * paid out − refunded = the tokens outstanding of that rail's operations + what is in flight.
   * Ended operations must balance to the minor unit; a difference seen twice in a row is recorded
   * (`treasury:<provider>:<currency>`, refusing nothing) and logged. Supply = ledger is the token check.
   */
  async function checkRails(): Promise<string[]> {
    const found: string[] = [];
    for (const r of await railBacking(prisma)) {
      const subject = `${TREASURY}${r.provider}:${r.currency}`;
      const m = (minor: bigint) => signedMajor(minor, r.currency);
      const figures =
        `collected − paid out − refunded ${m(r.heldMinor)} ${r.currency} through ${r.provider}: ` +
        `tokens outstanding ${m(r.outstandingMinor)} + in flight ${m(r.inFlightMinor)} (${r.open} operation(s) open)`;
      if (r.differenceMinor === 0n) {
        strikes.delete(subject);
        await record(subject, true, figures);
        continue;
      }
      const seen = (strikes.get(subject) ?? 0) + 1;
      strikes.set(subject, seen);
      if (seen < 2) continue;
      const detail =
        r.differenceMinor === null
          ? `${figures}: a ledger amount is not a whole number of minor units`
          : `${figures}: ended operations differ by ${m(r.differenceMinor)} ${r.currency}`;
      logger.error(
        { provider: r.provider, currency: r.currency, difference: String(r.differenceMinor) },
        'RAIL TREASURY DIFFERS FROM THE TOKENS OUTSTANDING: flagged for the operator',
      );
      await record(subject, false, detail);
      found.push(detail);
    }
    return found;
  }

  /**
   * The token's ledger sum over the entries of operations mined at or below block `at`: the
   * running total the database keeps (LedgerTotal, kept by triggers on every change to the
   * ledger) less the entries above `at`, which are only the last few blocks' — not a sum over
   * every entry ever written. One statement, so one snapshot.
   */
  async function ledgerAt(token: Address, at: bigint): Promise<bigint> {
    const [row] = await prisma.$queryRaw<[{ ledger: string }]>`
      SELECT ((SELECT COALESCE(SUM("amount"), 0) FROM "LedgerTotal" WHERE "token" = ${token})
        - (SELECT COALESCE(SUM("amount"), 0) FROM "LedgerEntry" WHERE "token" = ${token} AND "blockNumber" > ${at}))::text AS ledger`;
    return parseUnits(row.ledger, TOKEN_DECIMALS);
  }

  /** One token's supply against the ledger at block `at`: the difference once seen twice in a row, else null. */
  async function checkToken(symbol: string, address: Address, at: bigint): Promise<string | null> {
    const code = await chain.publicClient.getCode({ address, blockNumber: at });
    if (!code || code === '0x') return null; // not (yet) deployed at that block: a replay on its way, or the engine refuses money
    const [supply, ledger] = await Promise.all([chain.totalSupply(address, at), ledgerAt(address, at)]);
    const figures = {
      blockNumber: at,
      onChain: formatUnits(supply, TOKEN_DECIMALS),
      ledger: formatUnits(ledger, TOKEN_DECIMALS),
    };
    if (supply === ledger) {
      strikes.delete(symbol);
      await record(symbol, true, `supply equals the ledger at block ${at}`, figures);
      return null;
    }
    const seen = (strikes.get(symbol) ?? 0) + 1;
    strikes.set(symbol, seen);
    if (seen < 2) return null;
    const detail = `${symbol} supply ${figures.onChain} on chain differs from the ledger's ${figures.ledger} at block ${at}`;
    logger.error(
      { symbol, token: address, ...figures, blockNumber: String(at) },
      'TOKEN SUPPLY DIFFERS FROM THE LEDGER: money operations refused',
    );
    await record(symbol, false, detail, figures);
    return detail;
  }

  return {
    record,
    check,
    /**
     * A payment the engine cannot move on (a step's key is held by another operation): shown in
     * /readyz money details and counted by fas_payments_flagged until an operator clears it.
     */
    flagPayment: (uuid: string, detail: string) => record(`${PAYMENT_FLAG}${uuid}`, false, detail),
    /** The flagged payment moved on. */
    clearPayment: (uuid: string) => prisma.moneyCheck.deleteMany({ where: { subject: `${PAYMENT_FLAG}${uuid}` } }),
    /** Runs `check` when the interval has passed since the last one (by `lane`'s holder, just after it settled). */
    async maybeCheck(head: bigint, lane = 0) {
      if (Date.now() - lastCheck >= intervalMs) await check(head, lane);
    },
    /** Lane `lane` has settled every operation mined at or below `block` (see SETTLED). */
    settled: (lane: number, block: bigint) =>
      record(`${SETTLED}${lane}`, true, `every operation of lane ${lane} mined at or below block ${block} is settled`, {
        blockNumber: block,
      }),

    /** Why money is refused now (any instance's finding), or null. Cached for a second. */
    async blocked(): Promise<string | null> {
      const rows = (await failed()).filter((r) => !r.subject.startsWith(REPLAY));
      return rows.length ? rows.map((r) => r.detail).join('; ') : null;
    },

    /** The replay in progress (any instance's finding, ./replay.ts), or null. Read with blocked(): cached for a second. */
    async replaying(): Promise<string | null> {
      return (await failed()).find((r) => r.subject.startsWith(REPLAY))?.detail ?? null;
    },

    /** Every finding, for /readyz. */
    report: () => prisma.moneyCheck.findMany({ orderBy: { subject: 'asc' } }),

    /**
     * Per wallet, on demand: ledger against balanceOf. Only the service's own wallets by
     * default: a crypto identity whose key its owner supplied can move tokens without us.
     */
    async wallets({ includeUserKeys = false } = {}): Promise<WalletDifference[]> {
      const sums = await prisma.ledgerEntry.groupBy({ by: ['wallet', 'token'], _sum: { amount: true } });
      const own = includeUserKeys
        ? null
        : new Set(
            (
              await prisma.identity.findMany({
                where: { kind: 'CRYPTO', primaryNetworkWallet: true },
                select: { publicAddress: true },
              })
            ).map((i) => i.publicAddress?.toLowerCase()),
          );
      const differences: WalletDifference[] = [];
      for (const s of sums) {
        if (own && !own.has(s.wallet.toLowerCase())) continue;
        const onChain = await chain.balanceOf(s.token as Address, s.wallet as Address);
        const ledger = toUnits(s._sum.amount);
        if (onChain !== ledger)
          differences.push({
            wallet: s.wallet,
            token: s.token,
            ledger: formatUnits(ledger, TOKEN_DECIMALS),
            onChain: formatUnits(onChain, TOKEN_DECIMALS),
          });
      }
      return differences;
    },
  };
}

export type SupplyMonitor = ReturnType<typeof createSupplyMonitor>;
