import { createHash, randomUUID } from 'node:crypto';
import type { Address } from 'viem';
import {
  type Identity,
  type NetworkOp,
  Prisma,
  type PrismaClient,
  type StablecoinTransaction,
} from '../../generated/prisma/client.js';
import type { Config } from '../../config.js';
import type { Actor, Viewer } from '../../kernel/viewer.js';
import type { Events } from '../../events/pubsub.js';
import type { Clock } from '../../kernel/clock.js';
import { eventWritesAfter, recordEvents } from '../../events/outbox.js';
import { transactionEvents } from '../../money/events.js';
import { AppError, conflict, isUniqueViolation, notFound, UnprocessableError } from '../../kernel/errors.js';
import type { ChainRuntime } from '../../chain/runtime.js';
import { laneFor } from '../../money/lanes.js';
import type { Live } from '../../events/live.js';
import type { MoneyEngine } from '../../money/engine.js';
import { crashPoint, requestedInThisProcess } from '../../kernel/crash.js';
import { accountMoneyLock } from '../../money/account-lock.js';
import { admitMoney, outcomeOf, POLL_MS, settledWithin } from '../../money/outcome.js';
import {
  centsToText,
  centsToUnits,
  decimalToCents,
  parseCents,
  unitsToText,
  weiToCentsCeil,
} from '../../money/amounts.js';

// Mint (deposit) and burn (withdrawal), the request side. A request is checked, recorded as a
// PENDING row (its idempotency key unique per user; a burn reserves its amount under a lock on
// the wallet) and then waits for the money engine (./engine.ts), which alone moves operations
// forward, on whichever instance holds its lease: PENDING → SUBMITTED → CONFIRMED or FAILED.

export interface FundingInput {
  fiatAccountId: string;
  networkAccountId: string;
  /** Decimal text, at most 2 decimals. */
  amount: string;
}

/** A new operation's own columns, as the request has them (amounts as decimal text). */
interface Draft {
  lane: number;
  userId: number;
  keyScope: 'CLIENT';
  idempotencyKey: string;
  requestHash: string;
  networkOp: NetworkOp;
  fiatIdentityId: number;
  networkIdentityId: number;
  walletAddress: string;
  tokenAddress: string;
  fiatIso: string;
  fiatAmt: string;
  tokenSymbol: string;
  tokenAmt: string;
  userPaysFees: boolean;
}

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  config: Config;
  events: Events;
  runtime: ChainRuntime;
  engine: MoneyEngine;
  live: Live;
}

/** Ends a withdrawal's transaction when a copy of the request (same key) was recorded meanwhile. */
class Recorded {
  constructor(readonly row: StablecoinTransaction) {}
}

export function createFundingService({ prisma, clock, config, events, runtime, engine, live }: Deps) {
  const { chain, tokens } = runtime;

  /** Records the request's own PENDING and its event, in `tx`: the live bus hears it from the outbox. */
  const createAnnounced = async (
    tx: Prisma.TransactionClient,
    data: Prisma.StablecoinTransactionUncheckedCreateInput,
  ) => {
    const created = await tx.stablecoinTransaction.create({ data });
    await recordEvents(tx, transactionEvents([created], clock.now()));
    return created;
  };

  /**
   * A deposit's PENDING and its event in one statement, with no transaction to open and close
   * (three statements fewer than `createAnnounced`; a deposit reserves nothing, so it takes no
   * lock). The row is the one Prisma would return, built here; only its id comes back.
   */
  const createDeposit = async (draft: Draft) => {
    const now = clock.now();
    const row: StablecoinTransaction = {
      ...draft,
      id: 0,
      uuid: randomUUID(),
      status: 'PENDING',
      toAddress: null,
      paymentId: null,
      fiatAmt: new Prisma.Decimal(draft.fiatAmt),
      tokenAmt: new Prisma.Decimal(draft.tokenAmt),
      signedTx: null,
      networkNonce: null,
      networkTxHash: null,
      networkFeesWei: null,
      networkFeesEth: null,
      networkFeesCcy: null,
      railReference: null,
      failureReason: null,
      permitNonce: null,
      permitDeadline: null,
      blockNumber: null,
      blockHash: null,
      confirmedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const [{ id }] = await prisma.$queryRaw<{ id: number }[]>`
      WITH created AS (
        INSERT INTO "StablecoinTransaction" ("uuid", "lane", "userId", "keyScope", "idempotencyKey", "requestHash",
          "networkOp", "status", "fiatIdentityId", "networkIdentityId", "walletAddress", "tokenAddress", "fiatIso",
          "fiatAmt", "tokenSymbol", "tokenAmt", "userPaysFees", "createdAt", "updatedAt")
        VALUES (${row.uuid}::uuid, ${draft.lane}, ${draft.userId}, ${draft.keyScope}::"KeyScope", ${draft.idempotencyKey},
          ${draft.requestHash}, ${draft.networkOp}::"NetworkOp", 'PENDING', ${draft.fiatIdentityId},
          ${draft.networkIdentityId}, ${draft.walletAddress}, ${draft.tokenAddress}, ${draft.fiatIso},
          ${draft.fiatAmt}::numeric, ${draft.tokenSymbol}, ${draft.tokenAmt}::numeric, ${draft.userPaysFees},
          ${now}::timestamptz, ${now}::timestamptz)
        RETURNING "id"
      )${eventWritesAfter(transactionEvents([row], now), 'created')}
      SELECT "id" FROM created`;
    return { ...row, id };
  };

  /**
   * Waits for the engine to finish the operation (here or on another instance), up to
   * MONEY_WAIT_SECONDS. Changes made here are heard at once; another instance's are read.
   */
  const settled = (row: StablecoinTransaction) =>
    settledWithin(
      row,
      config.money.waitMs,
      async (now, ms) =>
        (await engine.changed(now.id, ms, now)) ??
        (await prisma.stablecoinTransaction.findUniqueOrThrow({ where: { id: now.id } })),
    );

  /**
   * A deposit the user was told is confirmed but whose transaction left the chain (REORGED: a
   * reorg, a node that lost blocks) is not in the on-chain balance until the engine has minted
   * it again: a withdrawal from that wallet waits for it (up to MONEY_WAIT_SECONDS, then 503),
   * rather than being refused for a balance the user does have.
   */
  async function restored(walletAddress: string, tokenAddress: string) {
    const deadline = Date.now() + config.money.waitMs;
    const where = { networkOp: 'MINT', status: 'REORGED', walletAddress, tokenAddress } as const;
    for (;;) {
      const lost = await prisma.stablecoinTransaction.findFirst({ where, select: { id: true, lane: true } });
      if (!lost) return;
      if (Date.now() >= deadline) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'a deposit to this wallet is being restored on chain; retry shortly',
          {
            retryAfter: 5,
          },
        );
      }
      await engine.changed(lost.id, POLL_MS, { status: 'REORGED', lane: lost.lane });
    }
  }

  /** A retry with the same key: the same request gets the first answer, another request is refused. */
  async function replay(existing: StablecoinTransaction, requestHash: string) {
    if (existing.requestHash !== requestHash) {
      throw conflict('this Idempotency-Key was already used with a different request', 'idempotencyKey');
    }
    return settled(existing);
  }

  const outcome = (row: StablecoinTransaction) =>
    outcomeOf(row, row.networkOp === 'MINT' ? 'deposit' : 'withdrawal', 'transaction');

  async function resolveAccounts(viewer: Actor, input: FundingInput) {
    // Both accounts in one statement (each statement costs the request ~0.5 ms of CPU).
    const wallet =
      input.networkAccountId === 'primary'
        ? ({ kind: 'CRYPTO', primaryNetworkWallet: true } as const)
        : ({ uuid: input.networkAccountId, kind: 'CRYPTO' } as const);
    const found = await prisma.identity.findMany({
      where: { userId: viewer.id, OR: [{ uuid: input.fiatAccountId, kind: { in: ['MMO', 'BANK'] } }, wallet] },
      orderBy: { id: 'asc' },
    });
    const fiat = found.find((a) => a.uuid === input.fiatAccountId && (a.kind === 'MMO' || a.kind === 'BANK'));
    if (!fiat) throw notFound('mobile-money or bank account', 'fiatAccountId');
    const network: Identity | undefined = found.find(
      (a) =>
        a.kind === 'CRYPTO' &&
        (input.networkAccountId === 'primary' ? a.primaryNetworkWallet : a.uuid === input.networkAccountId),
    );
    if (!network) {
      throw input.networkAccountId === 'primary'
        ? new UnprocessableError('no primary network wallet yet; create one with createWallet', {
            field: 'networkAccountId',
          })
        : notFound('crypto account', 'networkAccountId');
    }
    const token = fiat.fxIso ? tokens[fiat.fxIso] : undefined;
    if (!token)
      throw new UnprocessableError(`the fiat account's currency ${fiat.fxIso ?? '(none)'} has no stablecoin`, {
        field: 'fiatAccountId',
      });
    return { fiat, network, token, currency: fiat.fxIso! };
  }

  /**
   * `admit` runs only when a new operation is about to be recorded (the money throttle): a
   * replay of a known Idempotency-Key is answered without it.
   */
  async function start(
    op: NetworkOp,
    viewer: Actor,
    input: FundingInput,
    idempotencyKey: string | null | undefined,
    admit: () => Promise<void>,
  ) {
    const cents = parseCents(input.amount, config.maxFundingAmount);
    const key = idempotencyKey ?? randomUUID();
    const requestHash = createHash('sha256')
      .update(JSON.stringify([op, input.fiatAccountId, input.networkAccountId, centsToText(cents)]))
      .digest('hex');
    // The client's own key space: a key equal to one the engine made for its work is just a key.
    const clientKey = { userId: viewer.id, keyScope: 'CLIENT', idempotencyKey: key } as const;
    // Without the client's key, the key is new: nothing to look up.
    const existing =
      idempotencyKey == null
        ? null
        : await prisma.stablecoinTransaction.findUnique({ where: { userId_keyScope_idempotencyKey: clientKey } });
    if (existing) return outcome(await replay(existing, requestHash));

    await admitMoney(engine, chain, 'deposits and withdrawals are paused');
    await admit();
    const { fiat, network, token, currency } = await resolveAccounts(viewer, input);
    let tokenCents = cents;
    if (op === 'MINT' && config.userPaysFees) {
      // The user pays the quoted fee (gas estimate × max fee, rounded up to the cent) out of the tokens.
      const quote = await chain.publicClient.estimateFeesPerGas();
      const quotedWei = 120_000n * (quote.maxFeePerGas ?? 0n);
      tokenCents -= weiToCentsCeil(quotedWei, config.fxRatesPerEth[currency] ?? '0');
      if (tokenCents <= 0n) throw new UnprocessableError('amount does not cover the network fee', { field: 'amount' });
    }

    if (op === 'BURN') await restored(network.publicAddress!, token);
    const lane = await laneFor(prisma, network.publicAddress!, config.money.lanes);
    const data: Draft = {
      lane,
      userId: viewer.id,
      keyScope: 'CLIENT',
      idempotencyKey: key,
      requestHash,
      networkOp: op,
      fiatIdentityId: fiat.id,
      networkIdentityId: network.id,
      walletAddress: network.publicAddress!,
      tokenAddress: token,
      fiatIso: currency,
      fiatAmt: centsToText(cents),
      tokenSymbol: currency,
      tokenAmt: centsToText(tokenCents),
      userPaysFees: op === 'MINT' && config.userPaysFees,
    };
    let row: StablecoinTransaction;
    try {
      row =
        op === 'MINT'
          ? await createDeposit(data)
          : await prisma.$transaction(async (tx) => {
              // A reservation, not a pre-check: under the account's money lock (the one payments
              // take), the balance on chain less the burns and payments still open must cover this
              // one, so two racing ones cannot both pass.
              await tx.$executeRaw(accountMoneyLock(viewer.id));
              // A copy of this request that committed while this one waited for the lock: its
              // answer, not a balance check that would count the first copy against this one.
              const first = await tx.stablecoinTransaction.findUnique({
                where: { userId_keyScope_idempotencyKey: clientKey },
              });
              if (first) throw new Recorded(first);
              const [open, balance] = await Promise.all([
                tx.stablecoinTransaction.aggregate({
                  where: {
                    // Payments from the wallet (transfers, cross-currency burns) take from it too.
                    networkOp: { in: ['BURN', 'TRANSFER'] },
                    walletAddress: network.publicAddress!,
                    tokenAddress: token,
                    status: { in: ['PENDING', 'SUBMITTED', 'REORGED'] },
                  },
                  _sum: { tokenAmt: true },
                }),
                chain.balanceOf(token, network.publicAddress as Address),
              ]);
              const available = balance - centsToUnits(decimalToCents(open._sum.tokenAmt?.toFixed(2) ?? '0'));
              if (available < centsToUnits(cents)) {
                throw new UnprocessableError(
                  `insufficient ${currency} balance: ${unitsToText(available > 0n ? available : 0n)} available`,
                  { field: 'amount' },
                );
              }
              return createAnnounced(tx, data);
            });
    } catch (error) {
      if (error instanceof Recorded) return outcome(await replay(error.row, requestHash));
      if (!isUniqueViolation(error)) throw error;
      // The same key arrived at the same moment: answer what the first one answers.
      const first = await prisma.stablecoinTransaction.findUniqueOrThrow({
        where: { userId_keyScope_idempotencyKey: clientKey },
      });
      return outcome(await replay(first, requestHash));
    }
    requestedInThisProcess(config, row.id);
    crashPoint(config, 'after-pending', row.id);
    engine.kick(row.lane);
    return outcome(await settled(row));
  }

  return {
    mint: (viewer: Actor, input: FundingInput, key: string | null | undefined, admit: () => Promise<void>) =>
      start('MINT', viewer, input, key, admit),
    burn: (viewer: Actor, input: FundingInput, key: string | null | undefined, admit: () => Promise<void>) =>
      start('BURN', viewer, input, key, admit),

    /** Status changes of the viewer's own transactions; ends at sign-out or token expiry. */
    updates: (viewer: Viewer) =>
      live.whileSignedIn(viewer, events.subscribe('stablecoinTransactionUpdated', viewer.id)),

    balanceOf: (symbol: string, address: string) => chain.balanceOf(tokens[symbol], address as Address),
    tokenAddress: (symbol: string) => tokens[symbol],
  };
}

export type FundingService = ReturnType<typeof createFundingService>;
