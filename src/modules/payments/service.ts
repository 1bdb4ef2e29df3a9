import { createHash, randomUUID } from 'node:crypto';
import type { Address } from 'viem';
import {
  Prisma,
  type Identity,
  type Payment,
  type PaymentQuote,
  type PrismaClient,
} from '../../generated/prisma/client.js';
import type { Config } from '../../config.js';
import type { Events } from '../../events/pubsub.js';
import type { Clock } from '../../kernel/clock.js';
import type { Actor, Viewer } from '../../kernel/viewer.js';
import type { StoredPasscode } from '../auth/service.js';
import type { Live } from '../../events/live.js';
import type { ChainRuntime } from '../../chain/runtime.js';
import type { MoneyEngine } from '../../money/engine.js';
import { deliveryLock, pairConversations, type ConversationService } from '../conversation/service.js';
import type { WalletService } from '../wallet/service.js';
import { badInput, conflict, isUniqueViolation, notFound, UnprocessableError } from '../../kernel/errors.js';
import { admitMoney, outcomeOf, settledWithin } from '../../money/outcome.js';
import { isSupportedCurrency } from '../../kernel/rules.js';
import { accountMoneyLock } from '../../money/account-lock.js';
import { centsToText, centsToUnits, decimalToCents, parseCents, unitsToText } from '../../money/amounts.js';
import { legKey } from '../../money/payment-progress.js';
import { paymentEvents } from '../../money/events.js';
import { recordEvents } from '../../events/outbox.js';
import { laneSql } from '../../money/lanes.js';
import { crashPoint, paymentRequestedInThisProcess, requestedInThisProcess } from '../../kernel/crash.js';
import type { FxService } from '../fx/service.js';

// Payments between users, the request side. A payment is checked (passcode, recipient, route,
// limits, balance), recorded as PENDING together with its first leg and its chat message in one
// database transaction, and then moved by the money engine alone (./progress.ts), like a mint
// or burn: PENDING → SUBMITTED → CONFIRMED or FAILED. The rules are in docs/payments.md.

export interface PaymentInput {
  /** Exactly one of the three. */
  recipient: { usertag?: string | null; alias?: string | null; address?: string | null };
  /** Decimal text, at most 2 decimals, in `currency`. */
  amount: string;
  /** Default: the sender's profile currency. */
  currency?: string | null;
  /** The id of a quote of the sender's (paymentQuote): its receive currency, rate and fee are used. */
  quoteId?: string | null;
  note?: string | null;
  /** "primary" (default) or the id of one of the sender's crypto identities. */
  fromWallet?: string | null;
  /** A channel name of the sender's, linked to a crypto identity: pays from that wallet. */
  route?: string | null;
}

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  config: Config;
  events: Events;
  runtime: ChainRuntime;
  engine: MoneyEngine;
  live: Live;
  conversation: ConversationService;
  wallet: WalletService;
  fx: FxService;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_LEG = ['PENDING', 'SUBMITTED', 'REORGED'] as const;

/** What the request side reads of a payment it recorded or found (the answer is read by GraphQL). */
type PaymentState = Pick<
  Payment,
  'id' | 'uuid' | 'senderId' | 'recipientId' | 'requestHash' | 'status' | 'failureReason' | 'lane'
>;

interface NewPayment {
  payment: Pick<
    Payment,
    | 'uuid'
    | 'senderId'
    | 'recipientId'
    | 'idempotencyKey'
    | 'requestHash'
    | 'toKind'
    | 'toValue'
    | 'fromWalletId'
    | 'fromAddress'
    | 'toAddress'
    | 'cashOutIdentityId'
    | 'currency'
    | 'receiveCurrency'
    | 'note'
    | 'quoteId'
  > & { amount: string; receiveAmount: string; rate: string; fee: string };
  leg: {
    uuid: string;
    idempotencyKey: string;
    networkOp: 'BURN' | 'TRANSFER';
    toAddress: string | null;
    tokenAddress: string;
  };
}

interface Recipient {
  userId: number | null;
  /** Null: the user's primary wallet, which the payment makes for them (they have none yet). */
  address: string | null;
  cashOut: Identity | null;
}

export function createPaymentService({
  prisma,
  clock,
  config,
  events,
  runtime,
  engine,
  live,
  conversation,
  wallet,
  fx,
}: Deps) {
  const { chain, tokens } = runtime;

  /**
   * Waits for the engine to finish the payment (here or on another instance), up to
   * MONEY_WAIT_SECONDS: woken by this process's engine with the payment's new status and failure
   * reason when it moves, and read again when a wait ran out (it may have moved on another
   * instance). The answer itself is read by the caller (GraphQL's selection).
   */
  const settled = (payment: PaymentState) =>
    settledWithin<PaymentState>(payment, config.money.waitMs, async (now, ms) => {
      const moved = await engine.paymentChanged(now.id, ms, now);
      return moved ? { ...now, ...moved } : prisma.payment.findUniqueOrThrow({ where: { id: now.id } });
    });

  const outcome = (payment: PaymentState) => outcomeOf(payment, 'payment');

  /**
   * The wallet the payment comes from (a route, i.e. a channel, wins over fromWallet) and, in the
   * same read, the payment this sender already recorded with `key`, if any: then `wallet` is not
   * checked (that payment's answer stands).
   */
  async function senderWallet(
    viewer: Actor,
    input: PaymentInput,
    key: string,
  ): Promise<{ stored?: StoredPasscode } & ({ first: Payment; wallet?: never } | { first?: never; wallet: Identity })> {
    // senderId too: a channel links one of its owner's identities, but the viewer's key is what is asked.
    const first = {
      user: {
        select: {
          passcodeHash: true,
          paymentsSent: { where: { senderId: viewer.id, idempotencyKey: key }, take: 1 },
        },
      },
    } as const;
    let wallet: (Identity & { user: StoredPasscode & { paymentsSent: Payment[] } }) | null;
    if (input.route) {
      const channel = await prisma.channel.findFirst({
        where: { userId: viewer.id, routeName: input.route },
        include: { linkedIdentity: { include: first } },
      });
      if (!channel) throw notFound('channel', 'route');
      wallet = channel.linkedIdentity;
      if (wallet.kind !== 'CRYPTO' && !wallet.user.paymentsSent[0])
        throw new UnprocessableError('the route must be a channel linked to a crypto wallet', { field: 'route' });
    } else if (!input.fromWallet || input.fromWallet === 'primary') {
      wallet = await prisma.identity.findFirst({
        where: { userId: viewer.id, kind: 'CRYPTO', primaryNetworkWallet: true },
        include: first,
      });
      if (!wallet)
        throw new UnprocessableError('no primary network wallet yet; create one with createWallet', {
          field: 'fromWallet',
        });
    } else {
      wallet = await prisma.identity.findFirst({
        where: { uuid: input.fromWallet, userId: viewer.id, kind: 'CRYPTO' },
        include: first,
      });
      if (!wallet) throw notFound('crypto account', 'fromWallet');
    }
    // The viewer's passcode hash, read with the wallet (the owner's: never another user's).
    const stored = wallet.userId === viewer.id ? { passcodeHash: wallet.user.passcodeHash } : undefined;
    if (wallet.user.paymentsSent[0]) return { stored, first: wallet.user.paymentsSent[0] };
    if (!wallet.privateKeyEnc || !wallet.publicAddress)
      throw new UnprocessableError('the service holds no key for this wallet, so it cannot sign its payments', {
        field: input.route ? 'route' : 'fromWallet',
      });
    return { stored, wallet };
  }

  async function recipientOf(viewer: Actor, to: PaymentInput['recipient']): Promise<Recipient> {
    const given = [to.usertag, to.alias, to.address].filter((v) => v != null && v !== '');
    if (given.length !== 1) throw badInput('to must name exactly one of usertag, alias or address', 'recipient');
    // An error about the recipient names the input field that named them (REST: recipient_usertag, …).
    const field = to.usertag ? 'usertag' : to.alias ? 'alias' : 'address';
    let userId: number;
    let cashOut: Identity | null = null;
    if (to.usertag) {
      // The user and their primary wallet in one read.
      const tag = await prisma.usertag.findUnique({
        where: { usertag: to.usertag.trim().toLowerCase() },
        select: {
          user: {
            select: {
              id: true,
              kind: true,
              identities: {
                where: { kind: 'CRYPTO', primaryNetworkWallet: true },
                select: { publicAddress: true },
                take: 1,
              },
            },
          },
        },
      });
      if (!tag) throw notFound('usertag', field);
      if (tag.user.kind === 'SYSTEM') throw new UnprocessableError('this contact cannot be paid', { field });
      if (tag.user.id === viewer.id) throw new UnprocessableError('you cannot pay yourself', { field });
      return { userId: tag.user.id, address: tag.user.identities[0]?.publicAddress ?? null, cashOut };
    } else if (to.alias) {
      const alias = await prisma.alias.findUnique({
        where: { alias: to.alias.trim() },
        include: { channels: { include: { linkedIdentity: true }, orderBy: { id: 'asc' }, take: 1 } },
      });
      if (!alias) throw notFound('alias', field);
      userId = alias.userId;
      const routed = alias.channels[0]?.linkedIdentity;
      if (userId !== viewer.id && routed?.kind === 'CRYPTO' && routed.publicAddress)
        return { userId, address: routed.publicAddress, cashOut };
      if (routed && (routed.kind === 'MMO' || routed.kind === 'BANK')) cashOut = routed;
    } else {
      const address = to.address!.trim();
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw badInput('address must be 0x and 40 hex digits', field);
      const owner = await prisma.identity.findFirst({
        where: { kind: 'CRYPTO', publicAddress: { equals: address, mode: 'insensitive' } },
        orderBy: { id: 'asc' },
      });
      if (owner?.userId === viewer.id) throw new UnprocessableError('you cannot pay yourself', { field });
      return {
        userId: owner?.userId ?? null,
        address: owner?.publicAddress ?? address,
        cashOut,
      };
    }
    if (userId === viewer.id) throw new UnprocessableError('you cannot pay yourself', { field });
    const primary = await prisma.identity.findFirst({ where: { userId, kind: 'CRYPTO', primaryNetworkWallet: true } });
    return { userId, address: primary?.publicAddress ?? null, cashOut };
  }

  /**
   * The payment and its first leg (the sender's transfer, or the burn of a payment across
   * currencies) in one statement, as PENDING; the leg's amount is the payment's, from its wallet.
   * Run under the account's money lock, the same statement reads the standing the caller checks before
   * it commits (a refusal rolls the payment back): what the wallet's open burns and transfers of
   * the token will take, the account's payments in the currency over the last 24 hours (FAILED
   * ones excepted), both before this payment, and the conversations of sender and recipient with
   * each other (for the payment's message). A payment already recorded with this key fails the
   * statement (a unique violation: the caller answers that payment). With a recipient who is a
   * user, the statement also takes the lock the payment's message is delivered under
   * (deliveryLock: the message's own statement follows); joining its count is what makes
   * PostgreSQL run that part of the WITH.
   */
  async function recordPayment(tx: Prisma.TransactionClient, { payment: p, leg }: NewPayment) {
    const now = new Date();
    const lock = p.recipientId === null ? null : deliveryLock([p.senderId, p.recipientId]);
    const conversations = p.recipientId === null ? Prisma.sql`NULL` : pairConversations(p.senderId, p.recipientId);
    const [row] = await tx.$queryRaw<
      Array<PaymentState & { legId: number; open: string; sent: string; conversations: string | null }>
    >`
      WITH p AS (
        INSERT INTO "Payment" ("uuid", "senderId", "recipientId", "idempotencyKey", "requestHash", "toKind", "toValue",
          "fromWalletId", "fromAddress", "toAddress", "cashOutIdentityId", "amount", "currency", "receiveAmount",
          "receiveCurrency", "rate", "fee", "note", "quoteId", "lane", "createdAt", "updatedAt")
        VALUES (${p.uuid}::uuid, ${p.senderId}, ${p.recipientId}::int, ${p.idempotencyKey}, ${p.requestHash}, ${p.toKind},
          ${p.toValue}, ${p.fromWalletId}, ${p.fromAddress}, ${p.toAddress}, ${p.cashOutIdentityId}::int,
          ${p.amount}::numeric, ${p.currency}, ${p.receiveAmount}::numeric, ${p.receiveCurrency}, ${p.rate}::numeric,
          ${p.fee}::numeric, ${p.note}, ${p.quoteId}::uuid, ${laneSql(p.fromAddress, config.money.lanes)},
          ${now}::timestamptz, ${now}::timestamptz)
        RETURNING "id", "uuid"::text, "senderId", "recipientId", "requestHash", "status"::text, "failureReason", "lane"
      ), leg AS (
        INSERT INTO "StablecoinTransaction" ("uuid", "userId", "keyScope", "idempotencyKey", "requestHash", "networkOp",
          "networkIdentityId", "walletAddress", "toAddress", "tokenAddress", "fiatIso", "fiatAmt", "tokenSymbol",
          "tokenAmt", "paymentId", "lane", "createdAt", "updatedAt")
        SELECT ${leg.uuid}::uuid, p."senderId", 'ENGINE'::"KeyScope", ${leg.idempotencyKey}, p."requestHash", ${leg.networkOp}::"NetworkOp",
          ${p.fromWalletId}, ${p.fromAddress}, ${leg.toAddress}, ${leg.tokenAddress}, ${p.currency}, ${p.amount}::numeric,
          ${p.currency}, ${p.amount}::numeric, p."id", p."lane", ${now}::timestamptz, ${now}::timestamptz
        FROM p
        RETURNING "id"
      )${lock ? Prisma.sql`, locked AS (${lock})` : Prisma.empty}
      SELECT p.*, leg."id" AS "legId",
        (SELECT COALESCE(SUM("tokenAmt"), 0)::text FROM "StablecoinTransaction"
          WHERE "networkOp" IN ('BURN', 'TRANSFER') AND "walletAddress" = ${p.fromAddress}
            AND "tokenAddress" = ${leg.tokenAddress} AND "status" IN (${Prisma.join(OPEN_LEG)})) AS "open",
        (SELECT COALESCE(SUM("amount"), 0)::text FROM "Payment"
          WHERE "senderId" = ${p.senderId} AND "currency" = ${p.currency} AND "status" <> 'FAILED'
            AND "createdAt" > ${new Date(now.getTime() - DAY_MS)}::timestamptz) AS "sent",
        ${conversations} AS "conversations"
      FROM p, leg${lock ? Prisma.sql`, (SELECT count(*) FROM locked) AS l` : Prisma.empty}`;
    const { legId, open, sent, conversations: known, ...payment } = row;
    return {
      payment: { ...payment, status: payment.status as PaymentState['status'] },
      legId,
      standing: { open: decimalToCents(open), sent: decimalToCents(sent), conversations: known },
    };
  }

  return {
    /**
     * Sends a payment and answers it once it is final. `verify` checks the passcode (every
     * payment asks for it; given the stored hash when it was read with the wallet); `admit` takes
     * the payment throttle, only for a new payment.
     */
    async send(
      viewer: Actor,
      input: PaymentInput,
      idempotencyKey: string | null | undefined,
      verify: (stored?: StoredPasscode) => Promise<void>,
      admit: () => Promise<void>,
    ) {
      const cents = parseCents(input.amount, config.payments.maxAmount);
      const key = idempotencyKey ?? randomUUID();
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            input.recipient.usertag ?? null,
            input.recipient.alias ?? null,
            input.recipient.address ?? null,
            centsToText(cents),
            input.currency ?? null,
            input.quoteId ?? null,
            input.note ?? null,
            input.fromWallet ?? null,
            input.route ?? null,
          ]),
        )
        .digest('hex');
      const replay = async (first: Payment) => {
        if (first.requestHash !== requestHash)
          throw conflict('this Idempotency-Key was already used with a different request', 'idempotencyKey');
        return outcome(await settled(first));
      };
      const recorded = () =>
        prisma.payment.findUnique({
          where: { senderId_idempotencyKey: { senderId: viewer.id, idempotencyKey: key } },
        });
      // The paying wallet, read with the passcode hash and a payment already recorded under this
      // key (a replay). The passcode is checked before anything is answered, as before the read.
      let paying: Awaited<ReturnType<typeof senderWallet>>;
      try {
        paying = await senderWallet(viewer, input, key);
      } catch (error) {
        await verify();
        // The wallet or route is gone since: a recorded payment still answers as it did.
        const first = await recorded();
        if (first) return replay(first);
        throw error;
      }
      await verify(paying.stored);
      if (paying.first) return replay(paying.first);
      const from = paying.wallet;

      await admitMoney(engine, chain, 'payments are paused');
      await admit();

      const currency =
        input.currency ??
        (await prisma.profile.findUnique({ where: { userId: viewer.id }, select: { ccyIsoDefault: true } }))
          ?.ccyIsoDefault;
      if (!isSupportedCurrency(currency) || !tokens[currency])
        throw new UnprocessableError('currency is required (no profile currency to default to)', { field: 'currency' });
      const to = await recipientOf(viewer, input.recipient);
      const noStablecoin = (code: string) =>
        new UnprocessableError(`the recipient's currency ${code} has no stablecoin`, { field: 'recipient' });
      const cashOut = to.cashOut?.fxIso ?? undefined;
      if (cashOut !== undefined && (!isSupportedCurrency(cashOut) || !tokens[cashOut])) throw noStablecoin(cashOut);
      // The quote is the price: its receive currency, rate and fee. Without one, the price now.
      const quote: PaymentQuote | null = input.quoteId
        ? await fx.useQuote(viewer, input.quoteId, { amount: input.amount, currency, receiveCurrency: cashOut })
        : null;
      const receiveCurrency = quote?.receiveCurrency ?? cashOut ?? currency;
      if (!isSupportedCurrency(receiveCurrency) || !tokens[receiveCurrency]) throw noStablecoin(receiveCurrency);
      const price = quote
        ? { rate: quote.rate.toFixed(), receiveAmount: quote.receiveAmount.toFixed(2), fee: quote.fee.toFixed(2) }
        : await fx.price({ amount: centsToText(cents), currency, receiveCurrency }, config.payments.maxAmount);
      const token = tokens[currency];
      const cross = receiveCurrency !== currency;

      let payment: PaymentState;
      let firstLeg: number;
      try {
        payment = await prisma.$transaction(async (tx) => {
          // Under the account's money lock: the paying wallet's available balance covers this
          // payment, and the account's rolling 24-hour total over all its wallets stays within the
          // limit, so racing payments (from one wallet or several) cannot both pass.
          await tx.$executeRaw(accountMoneyLock(viewer.id));
          // The recipient's primary wallet, made for them on their first receipt.
          const toAddress = to.address ?? (await wallet.ensurePrimary(to.userId!, tx)).publicAddress!;
          const uuid = randomUUID();
          const [written, balance] = await Promise.all([
            recordPayment(tx, {
              payment: {
                uuid,
                senderId: viewer.id,
                recipientId: to.userId,
                idempotencyKey: key,
                requestHash,
                toKind: input.recipient.usertag ? 'usertag' : input.recipient.alias ? 'alias' : 'address',
                toValue: (input.recipient.usertag ?? input.recipient.alias ?? input.recipient.address)!.trim(),
                fromWalletId: from.id,
                fromAddress: from.publicAddress!,
                toAddress,
                cashOutIdentityId: to.cashOut?.id ?? null,
                amount: centsToText(cents),
                currency,
                receiveAmount: price.receiveAmount,
                receiveCurrency,
                rate: price.rate,
                fee: price.fee,
                note: input.note ?? null,
                quoteId: quote?.id ?? null,
              },
              leg: {
                uuid: randomUUID(),
                idempotencyKey: legKey({ uuid }, cross ? 'burn' : 'transfer'),
                networkOp: cross ? 'BURN' : 'TRANSFER',
                toAddress: cross ? null : toAddress,
                tokenAddress: token,
              },
            }),
            chain.balanceOf(token as Address, from.publicAddress as Address),
          ]);
          const { payment: created, legId, standing } = written;
          // Tokens in the wallet less what its open burns and transfers will take; a refusal
          // rolls the payment back.
          const left = balance - centsToUnits(standing.open);
          const today = standing.sent;
          if (today + cents > decimalToCents(config.payments.dailyLimit))
            throw new UnprocessableError(
              `this payment would take today's ${currency} payments past the daily limit of ${config.payments.dailyLimit} (${centsToText(today)} sent in the last 24 hours)`,
              { field: 'amount' },
            );
          if (left < centsToUnits(cents))
            throw new UnprocessableError(
              `insufficient ${currency} balance: ${unitsToText(left > 0n ? left : 0n)} available`,
              { field: 'amount' },
            );
          firstLeg = legId;
          // Crash tests only (FAS_TEST_CRASH_AT, src/kernel/crash.ts): this payment's legs
          // count as requested here, from before the engine can see them.
          paymentRequestedInThisProcess(config, created.id);
          requestedInThisProcess(config, legId);
          // Its first status to both parties, in this transaction (the live bus reads it from the
          // outbox); with the message's events when there is a message (one statement).
          const events = paymentEvents(created, { status: created.status, failureReason: null }, clock.now());
          if (to.userId !== null) {
            const body = input.note?.trim() || `Payment of ${centsToText(cents)} ${currency}`;
            await conversation.postPaymentMessage(tx, {
              events,
              sender: viewer,
              recipientId: to.userId,
              body,
              paymentId: created.id,
              known: standing.conversations,
              locked: true,
            });
          } else await recordEvents(tx, events);
          return created;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key arrived at the same moment: answer what the first one answers.
        const first = await recorded();
        if (!first) throw error;
        return replay(first);
      }
      // Crash tests only: the process may die now that the payment and its first leg are recorded.
      crashPoint(config, 'payment-after-pending', firstLeg!);
      engine.kick(payment.lane, true);
      return outcome(await settled(payment));
    },

    /** Status changes of payments the viewer sent or received; ends at sign-out or token expiry. */
    updates: (viewer: Viewer) => live.whileSignedIn(viewer, events.subscribe('paymentUpdated', viewer.id)),

    /** Where a payment may be read: by its sender or its recipient, nobody else. */
    visibleTo: (viewer: Actor) =>
      ({ OR: [{ senderId: viewer.id }, { recipientId: viewer.id }] }) satisfies Prisma.PaymentWhereInput,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
