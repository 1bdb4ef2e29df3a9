import type { Address } from 'viem';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { ChainService } from '../chain/chain.js';
import type { ChainWriter } from '../chain/writer.js';
import type { Logger } from '../logger.js';
import { AppError } from '../kernel/errors.js';
import { REPLAY, type SupplyMonitor } from './monitor.js';

// A replay: the chain lost blocks the ledger counts on (the embedded anvil restarted from a
// chain.json older than its last blocks, a node restored from a snapshot), and the money engine
// sends the stored transactions again (./engine.ts, steps 1 and 3). Until they are mined again,
// the chain shows balances the ledger has moved past (a holder of hundreds shows 0) and may lack
// a token contract altogether, so nothing that reads it may answer as if it were settled:
// balance reads, reservations and new money operations wait for the replay, and answer 503 with
// Retry-After after MONEY_WAIT_SECONDS (settled()).
//
// The replay is recorded in MoneyCheck (subject `replay`, ok false while it runs), which every
// instance reads with the monitor's findings (cached a second), and shown in /readyz details.
// The engine's owner records it when its check of the chain finds it (recover) and clears it once
// the chain holds every transaction the ledger confirmed again; an instance starting without the
// lease (its predecessor's lease not yet expired) records what it finds too, before it serves.

/** How often a request waiting for a replay looks again. */
const WAIT_POLL_MS = 100;
/** How old the finding a request goes by may be before it is read again (in the background). */
const KNOWN_MS = 1_000;
const RETRY_AFTER_SECONDS = 5;

interface Deps {
  prisma: PrismaClient;
  chain: ChainService;
  writer: ChainWriter;
  /** The contracts the ledger deployed, by symbol (the tokens and the payment router). */
  contracts: Record<string, Address>;
  monitor: SupplyMonitor;
  logger: Logger;
  /** MONEY_WAIT_SECONDS, in ms. */
  waitMs: number;
  /** The MoneyCheck subject: `replay` for lane 0, `replay:lane:<n>` for another lane's nonces. */
  subject?: string;
}

interface Replay {
  /** The chain holds everything the ledger confirmed once the operator's nonce reaches this. */
  until: number;
  /** The operator's nonce on chain when the replay was found. */
  from: number;
  /** Contracts without code that the replay deploys again. */
  contracts: string[];
  since: number;
}

export function createReplay({ prisma, chain, writer, contracts, monitor, logger, waitMs, subject = REPLAY }: Deps) {
  const { publicClient } = chain;
  let active: Replay | null = null;
  /**
   * The finding as this process last read or wrote it. Requests go by it and never wait for the
   * database: a balance is read inside a reservation's transaction, and on PGlite (one
   * connection) a read beside that transaction waits for its end.
   */
  let known: { replaying: boolean; at: number } = { replaying: false, at: 0 };
  let reading: Promise<void> | null = null;
  const refresh = () => {
    reading ??= monitor
      .replaying()
      .then(
        (detail) => {
          known = { replaying: detail !== null, at: Date.now() };
        },
        () => undefined, // the database is down: money waits for it elsewhere
      )
      .finally(() => {
        reading = null;
      });
  };
  const replaying = () => {
    if (Date.now() - known.at > KNOWN_MS) refresh();
    return active !== null || known.replaying;
  };

  /**
   * What the chain lacks of the ledger, given the operator's nonce on chain and the contracts
   * without code: the highest nonce of a confirmed operation's transaction the chain does not
   * hold (an index range from the chain's nonce: in-flight transactions only, normally), and the
   * deployments to send again. Null when it lacks nothing the ledger confirmed.
   */
  async function lost(onChain: number, missing: string[]): Promise<Replay | null> {
    const [confirmed] = await prisma.$queryRaw<Array<{ nonce: number }>>`
      SELECT c."nonce" FROM "ChainTransaction" c
      JOIN "StablecoinTransaction" s ON s."id" = c."operationId" AND s."networkTxHash" = c."hash"
      WHERE c."chainId" = ${writer.chainId} AND c."sender" = ${writer.sender} AND c."nonce" >= ${onChain}
        AND s."status"::text = 'CONFIRMED'
      ORDER BY c."nonce" DESC LIMIT 1`;
    const deploys =
      missing.length === 0
        ? []
        : await prisma.chainTransaction.findMany({
            where: {
              chainId: writer.chainId,
              sender: writer.sender,
              nonce: { gte: onChain },
              purpose: { in: missing.map((s) => `deploy:${s}`) },
            },
            select: { nonce: true, purpose: true },
          });
    const nonces = [...(confirmed ? [Number(confirmed.nonce)] : []), ...deploys.map((d) => d.nonce)];
    if (nonces.length === 0) return null;
    return {
      until: Math.max(...nonces) + 1,
      from: onChain,
      contracts: deploys.map((d) => d.purpose.slice('deploy:'.length)),
      since: Date.now(),
    };
  }

  async function record(replay: Replay) {
    const detail =
      `the chain lost ${replay.until - replay.from} operator transaction(s) the ledger confirmed (nonces ${replay.from} to ${replay.until - 1}` +
      `${replay.contracts.length ? `, the ${replay.contracts.join(', ')} contract(s)` : ''}): replaying them from the ledger; ` +
      'balances and money operations wait for it';
    await monitor.record(subject, false, detail);
    known = { replaying: true, at: Date.now() };
    logger.warn(
      { from: replay.from, until: replay.until, contracts: replay.contracts },
      'replaying the ledger onto the chain',
    );
  }

  async function missingCode(symbols: string[]) {
    const codes = await Promise.all(symbols.map((s) => publicClient.getCode({ address: contracts[s] })));
    return symbols.filter((_, i) => !codes[i] || codes[i] === '0x');
  }

  async function finished() {
    const done = active;
    active = null;
    const detail = done
      ? `replayed ${done.until - done.from} operator transaction(s) in ${Date.now() - done.since} ms`
      : 'the chain holds what the ledger confirmed';
    await monitor.record(subject, true, detail);
    known = { replaying: false, at: Date.now() };
    if (done)
      logger.info(
        { transactions: done.until - done.from, ms: Date.now() - done.since },
        'replay finished: the chain holds what the ledger confirmed',
      );
  }

  return {
    get active() {
      return active !== null;
    },

    /**
     * The engine's check of the chain (recover), with what it read: the operator's nonce on chain
     * and the contracts without code. `refused`: money is refused on this chain, which is not
     * replayed (the refusal is what requests hear).
     */
    async check(onChain: number, missing: string[], refused: boolean) {
      const found = refused ? null : await lost(onChain, missing);
      if (found && !active) {
        active = found;
        await record(found);
      } else if (found && active) {
        active.until = Math.max(active.until, found.until);
      } else if (!found && (active || (await monitor.replaying()) !== null)) {
        await finished();
      }
    },

    /**
     * After each pass while a replay runs: over once the chain's nonce has reached the ledger's
     * confirmed transactions, the contracts have code again and no operation is still REORGED
     * (each replayed operation confirmed again, its ledger entries back).
     */
    async progress() {
      if (!active) return;
      const [onChain, reorged, missing] = await Promise.all([
        publicClient.getTransactionCount({ address: writer.sender, blockTag: 'latest' }),
        prisma.stablecoinTransaction.count({ where: { status: 'REORGED' } }),
        missingCode(active.contracts),
      ]);
      if (onChain >= active.until && reorged === 0 && missing.length === 0) await finished();
    },

    /**
     * For an instance starting without the lease: records a replay it finds (its owner, once it
     * has the lease, replays and clears it), else reads whether one runs. Returns whether it found one.
     */
    async detect() {
      const contractSymbols = Object.keys(contracts);
      const [onChain, missing] = await Promise.all([
        publicClient.getTransactionCount({ address: writer.sender, blockTag: 'latest' }),
        missingCode(contractSymbols),
      ]);
      const found = await lost(onChain, missing);
      if (found) await record(found);
      else {
        // Another instance's replay, if one runs.
        refresh();
        await reading;
      }
      return found !== null;
    },

    /**
     * Resolves at once unless a replay runs (as this process last knew it: read again in the
     * background once a second old); else once it is over, or throws SERVICE_UNAVAILABLE (503,
     * Retry-After) after MONEY_WAIT_SECONDS.
     */
    async settled() {
      if (!replaying()) return;
      const deadline = Date.now() + waitMs;
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
        if (!replaying()) return;
      }
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'the chain is being rebuilt from the ledger (a replay after a restart); retry shortly',
        { retryAfter: RETRY_AFTER_SECONDS },
      );
    },
  };
}

export type ReplayWatch = ReturnType<typeof createReplay>;
