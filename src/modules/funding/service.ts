import { createHash, randomUUID } from 'node:crypto';
import { encodeFunctionData, type Address, type Hash, type Hex } from 'viem';
import type { Identity, NetworkOp, PrismaClient, StablecoinTransaction } from '../../generated/prisma/client.js';
import type { Config } from '../../config.js';
import type { Viewer } from '../../context.js';
import type { Events } from '../../events/pubsub.js';
import type { Logger } from '../../logger.js';
import type { Keyring } from '../../security/encryption.js';
import { AppError, conflict, isUniqueViolation, notFound } from '../../errors.js';
import { stablecoinAbi } from '../../chain/abi.js';
import type { ChainRuntime } from '../../chain/runtime.js';
import type { FiatRail, RailRequest } from './rail.js';
import type { Live } from '../../events/live.js';
import { centsToText, centsToUnits, decimalToCents, parseCents, unitsToText, weiToCents, weiToCentsCeil, weiToEth } from './money.js';

// Mint (deposit) and burn (withdrawal). Every operation is a row before it is a transaction:
// PENDING (idempotency key, unique per user) → SUBMITTED (signed tx and hash stored before
// broadcast) → CONFIRMED or FAILED. drive() moves a row forward from wherever it stopped, so
// the same code finishes a request and, after a crash, the reconciler's work.

export interface FundingInput {
  fiatAccountUuid: string;
  networkAccountUuid: string;
  /** Decimal text, at most 2 decimals. */
  amount: string;
}

interface Deps {
  prisma: PrismaClient;
  config: Config;
  events: Events;
  logger: Logger;
  keyring: Keyring;
  runtime: ChainRuntime;
  rail: FiatRail;
  live: Live;
}

const TERMINAL = new Set(['CONFIRMED', 'FAILED']);
const REPLAY_WAIT_MS = 120_000;

export function createFundingService({ prisma, config, events, logger, keyring, runtime, rail, live }: Deps) {
  const { chain, writer, tokens } = runtime;
  // Burns of one holder run one at a time: each signs a permit with the holder's next nonce.
  const holderQueues = new Map<string, Promise<unknown>>();
  const inHolderQueue = <T>(holder: string, fn: () => Promise<T>): Promise<T> => {
    const run = (holderQueues.get(holder) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    holderQueues.set(holder, tail);
    void tail.then(() => holderQueues.get(holder) === tail && holderQueues.delete(holder));
    return run;
  };

  const publish = (row: StablecoinTransaction) =>
    events.publish('stablecoinTransactionUpdated', row.userId, { transactionId: row.id, status: row.status });

  /** Saves a change; subscribers hear of each change of status (after it is committed). */
  async function update(row: StablecoinTransaction, data: Partial<StablecoinTransaction>) {
    const next = await prisma.stablecoinTransaction.update({ where: { id: row.id }, data: data as never });
    if (next.status !== row.status) publish(next);
    return next;
  }

  async function fail(row: StablecoinTransaction, reason: string) {
    logger.warn({ transaction: row.uuid, reason }, 'stablecoin transaction failed');
    let railReference = row.railReference;
    if (row.networkOp === 'MINT' && row.railReference) {
      railReference = (await rail.refund(await railRequest(row))).railReference; // the deposit goes back
    }
    return update(row, { status: 'FAILED', failureReason: reason, railReference });
  }

  async function railRequest(row: StablecoinTransaction): Promise<RailRequest> {
    const account = await prisma.identity.findUniqueOrThrow({ where: { id: row.fiatIdentityId } });
    return { reference: row.uuid, account, currency: row.fiatIso, amount: row.fiatAmt.toFixed(2) };
  }

  function callFor(row: StablecoinTransaction, permit?: Awaited<ReturnType<typeof chain.signBurnPermit>>): { to: Address; data: Hex } {
    const units = centsToUnits(decimalToCents(row.tokenAmt.toFixed(2)));
    const data =
      row.networkOp === 'MINT'
        ? encodeFunctionData({ abi: stablecoinAbi, functionName: 'mint', args: [row.walletAddress as Address, units] })
        : encodeFunctionData({ abi: stablecoinAbi, functionName: 'burnWithPermit', args: [permit!.owner, permit!.amount, permit!.deadline, permit!.v, permit!.r, permit!.s] });
    return { to: row.tokenAddress as Address, data };
  }

  /** PENDING → SUBMITTED: fiat collected (mint), transaction signed, stored, broadcast. */
  async function submit(row: StablecoinTransaction): Promise<StablecoinTransaction> {
    if (row.networkOp === 'MINT' && !row.railReference) {
      row = await update(row, { railReference: (await rail.collect(await railRequest(row))).railReference });
    }
    let permit;
    if (row.networkOp === 'BURN') {
      const holder = await prisma.identity.findUniqueOrThrow({ where: { id: row.networkIdentityId } });
      permit = await chain.signBurnPermit(row.tokenAddress as Address, keyring.open(holder.privateKeyEnc!) as Hex, centsToUnits(decimalToCents(row.tokenAmt.toFixed(2))));
    }
    let submitted = row;
    try {
      await writer.send(callFor(row, permit), async (signed) => {
        submitted = await update(row, { status: 'SUBMITTED', networkTxHash: signed.hash, signedTx: signed.signedTx, networkNonce: signed.nonce });
      });
      return submitted;
    } catch (error) {
      const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
      return fail(submitted, `the network refused the transaction: ${reason.split('\n')[0]}`);
    }
  }

  /** SUBMITTED → CONFIRMED (with fees; burn pays out) or FAILED. */
  async function settle(row: StablecoinTransaction): Promise<StablecoinTransaction> {
    const receipt = await chain.waitForReceipt(row.networkTxHash as Hash);
    if (receipt.status !== 'success') return fail(row, 'the transaction reverted on chain');
    const rate = config.fxRatesPerEth[row.fiatIso] ?? '0';
    const data: Partial<StablecoinTransaction> = {
      status: 'CONFIRMED',
      networkFeesWei: receipt.feeWei.toString() as never,
      networkFeesEth: weiToEth(receipt.feeWei) as never,
      networkFeesCcy: centsToText(weiToCents(receipt.feeWei, rate)) as never,
    };
    if (row.networkOp === 'BURN') data.railReference = (await rail.payout(await railRequest(row))).railReference;
    return update(row, data);
  }

  async function drive(row: StablecoinTransaction): Promise<StablecoinTransaction> {
    if (row.status === 'PENDING') row = await submit(row);
    if (row.status === 'SUBMITTED') row = await settle(row);
    return row;
  }

  /** A retry with the same key: the same request gets the first answer, another request is refused. */
  async function replay(existing: StablecoinTransaction, requestHash: string) {
    if (existing.requestHash !== requestHash) {
      throw conflict('this Idempotency-Key was already used with a different request', 'idempotencyKey');
    }
    const deadline = Date.now() + REPLAY_WAIT_MS;
    let row = existing;
    while (!TERMINAL.has(row.status) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      row = await prisma.stablecoinTransaction.findUniqueOrThrow({ where: { id: row.id } });
    }
    return row;
  }

  const outcome = (row: StablecoinTransaction) => {
    if (row.status === 'FAILED') {
      throw new AppError('UNPROCESSABLE', `the ${row.networkOp === 'MINT' ? 'deposit' : 'withdrawal'} failed: ${row.failureReason}`);
    }
    if (!TERMINAL.has(row.status)) throw new AppError('SERVICE_UNAVAILABLE', 'the transaction is still in progress; retry with the same Idempotency-Key');
    return row;
  };

  async function resolveAccounts(viewer: Viewer, input: FundingInput) {
    const fiat = await prisma.identity.findFirst({ where: { uuid: input.fiatAccountUuid, userId: viewer.id, kind: { in: ['MMO', 'BANK'] } } });
    if (!fiat) throw notFound('mobile-money or bank account', 'fiatLinkedAccUuid');
    const network: Identity | null =
      input.networkAccountUuid === 'primary'
        ? await prisma.identity.findFirst({ where: { userId: viewer.id, kind: 'CRYPTO', primaryNetworkWallet: true } })
        : await prisma.identity.findFirst({ where: { uuid: input.networkAccountUuid, userId: viewer.id, kind: 'CRYPTO' } });
    if (!network) {
      throw input.networkAccountUuid === 'primary'
        ? new AppError('UNPROCESSABLE', 'no primary network wallet yet; create one with /v1/network/wallet/createNew', { field: 'networkLinkedAccUuid' })
        : notFound('crypto account', 'networkLinkedAccUuid');
    }
    const token = fiat.fxIso ? tokens[fiat.fxIso] : undefined;
    if (!token) throw new AppError('UNPROCESSABLE', `the fiat account's currency ${fiat.fxIso ?? '(none)'} has no stablecoin`, { field: 'fiatLinkedAccUuid' });
    return { fiat, network, token, currency: fiat.fxIso! };
  }

  async function start(op: NetworkOp, viewer: Viewer, input: FundingInput, idempotencyKey?: string | null) {
    const cents = parseCents(input.amount, config.maxFundingAmount);
    const key = idempotencyKey ?? randomUUID();
    const requestHash = createHash('sha256')
      .update(JSON.stringify([op, input.fiatAccountUuid, input.networkAccountUuid, centsToText(cents)]))
      .digest('hex');
    const existing = await prisma.stablecoinTransaction.findUnique({ where: { userId_idempotencyKey: { userId: viewer.id, idempotencyKey: key } } });
    if (existing) return outcome(await replay(existing, requestHash));

    const { fiat, network, token, currency } = await resolveAccounts(viewer, input);
    let tokenCents = cents;
    if (op === 'MINT' && config.userPaysFees) {
      // The user pays the quoted fee (gas estimate × max fee, rounded up to the cent) out of the tokens.
      const quote = await chain.publicClient.estimateFeesPerGas();
      const quotedWei = 120_000n * (quote.maxFeePerGas ?? 0n);
      tokenCents -= weiToCentsCeil(quotedWei, config.fxRatesPerEth[currency] ?? '0');
      if (tokenCents <= 0n) throw new AppError('UNPROCESSABLE', 'amount does not cover the network fee', { field: 'amount' });
    }
    if (op === 'BURN') {
      const balance = await chain.balanceOf(token, network.publicAddress as Address);
      if (balance < centsToUnits(cents)) {
        throw new AppError('UNPROCESSABLE', `insufficient ${currency} balance: ${unitsToText(balance)} available`, { field: 'amount' });
      }
    }

    let row: StablecoinTransaction;
    try {
      row = await prisma.stablecoinTransaction.create({
        data: {
          userId: viewer.id,
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
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key arrived at the same moment: answer what the first one answers.
      const first = await prisma.stablecoinTransaction.findUniqueOrThrow({ where: { userId_idempotencyKey: { userId: viewer.id, idempotencyKey: key } } });
      return outcome(await replay(first, requestHash));
    }
    publish(row);
    const run = () => drive(row);
    return outcome(op === 'BURN' ? await inHolderQueue(row.walletAddress, run) : await run());
  }

  return {
    mint: (viewer: Viewer, input: FundingInput, key?: string | null) => start('MINT', viewer, input, key),
    burn: (viewer: Viewer, input: FundingInput, key?: string | null) => start('BURN', viewer, input, key),

    /** Finishes what a crash interrupted: resends stored transactions, settles by receipt. */
    async reconcile(): Promise<number> {
      const open = await prisma.stablecoinTransaction.findMany({ where: { status: { in: ['PENDING', 'SUBMITTED'] } }, orderBy: { id: 'asc' } });
      for (const row of open) {
        try {
          if (row.status === 'SUBMITTED' && row.signedTx && !(await chain.getReceipt(row.networkTxHash as Hash))) {
            await writer.rebroadcast(row.signedTx as Hex);
          }
          const done = await drive(row);
          logger.info({ transaction: row.uuid, from: row.status, to: done.status }, 'reconciled stablecoin transaction');
        } catch (error) {
          logger.error({ transaction: row.uuid, err: error }, 'could not reconcile stablecoin transaction');
        }
      }
      return open.length;
    },

    /** Status changes of the viewer's own transactions; ends at sign-out or token expiry. */
    updates: (viewer: Viewer) => live.whileSignedIn(viewer, events.subscribe('stablecoinTransactionUpdated', viewer.id)),

    balanceOf: (symbol: string, address: string) => chain.balanceOf(tokens[symbol], address as Address),
    tokenAddress: (symbol: string) => tokens[symbol],
  };
}

export type FundingService = ReturnType<typeof createFundingService>;
