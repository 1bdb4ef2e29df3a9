import { queryFromInfo } from '@pothos/plugin-prisma';
import { z } from 'zod';
import { badInput, ConflictError, NotFoundError, UnprocessableError } from '../../kernel/errors.js';
import type { Prisma, TxStatus } from '../../generated/prisma/client.js';
import { builder } from '../../schema/builder.js';
import { queried } from '../../schema/prisma-query.js';
import { CurrencyCode, type CurrencyCodeValue, Money } from '../../schema/money.js';
import { mapEach } from '../../events/live.js';
import { ViewerRef } from '../auth/schema.js';
import { MessageRef } from '../conversation/types.js';
import { TxStatusEnum } from '../funding/schema.js';
import { uuidRule } from '../../kernel/rules.js';
import { consumeFor } from '../../security/throttle.js';

// Payments between users (docs/payments.md): sendPayment, the payment itself, the viewer's
// history, the payment shown on its chat message, and live status changes.

const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description: 'PENDING (recorded) → SUBMITTED (on its way on chain) → CONFIRMED (final) or FAILED.',
  values: {
    PENDING: { description: 'Recorded with its idempotency key; nothing sent to the chain yet.' },
    SUBMITTED: { description: 'Its chain transactions are on their way; not final yet.' },
    CONFIRMED: { description: 'Final: the recipient holds the amount received.' },
    FAILED: {
      description:
        'Did not happen; failureReason says why. Nothing left the sender (a cross-currency payment whose second step failed was returned to the sender).',
    },
  } as const,
});

const PaymentDirectionEnum = builder.enumType('PaymentDirection', {
  description: 'A payment as you see it.',
  values: {
    SENT: { description: 'You paid it.' },
    RECEIVED: { description: 'You were paid.' },
  } as const,
});

const RecipientKindEnum = builder.enumType('PaymentRecipientKind', {
  description: 'How the sender named the recipient.',
  values: {
    USERTAG: { description: "A usertag: paid into that user's primary wallet." },
    ALIAS: { description: 'An alias: paid where the channel carrying it routes (see docs/payments.md).' },
    ADDRESS: { description: 'A wallet address (of a user of the service or not).' },
  } as const,
});

const ChainOperationOfLeg = builder.enumType('PaymentLegOperation', {
  description: 'What a chain transaction of a payment does.',
  values: {
    TRANSFER: { description: "The sender's tokens move to the recipient (one currency)." },
    BURN: { description: "The sender's tokens are burned (the first step across currencies)." },
    MINT: {
      description:
        "The recipient's tokens are minted at the quoted rate (the second step), or the sender's are minted back after that failed.",
    },
  } as const,
});

type Leg = { networkOp: 'MINT' | 'BURN' | 'TRANSFER'; networkTxHash: string | null; status: TxStatus };
const PaymentLegRef = builder.objectRef<Leg>('PaymentLeg').implement({
  description: 'One chain transaction of a payment.',
  fields: (t) => ({
    operation: t.field({ type: ChainOperationOfLeg, description: 'What it does.', resolve: (l) => l.networkOp }),
    transactionHash: t.string({
      nullable: true,
      description: 'Its chain transaction (0x and 64 hex digits); null until it is signed.',
      resolve: (l) => l.networkTxHash,
    }),
    status: t.field({ type: TxStatusEnum, description: 'Where it stands.', resolve: (l) => l.status }),
  }),
});

const currencyOf = (code: string) => code as CurrencyCodeValue;

export const PaymentRef = builder.prismaObject('Payment', {
  description: 'A payment between two users (or to an address). Only its sender and its recipient see it.',
  fields: (t) => ({
    id: t.exposeID('uuid', { description: "The payment's id (a UUID)." }),
    status: t.expose('status', { type: PaymentStatusEnum, description: 'Where it stands now.' }),
    direction: t.field({
      type: PaymentDirectionEnum,
      description: 'SENT if you paid it, RECEIVED if you were paid.',
      resolve: (p, _args, ctx) => (p.senderId === ctx.viewer?.id ? 'SENT' : 'RECEIVED'),
    }),
    amount: t.field({
      type: Money,
      description: 'What the sender pays, 2 decimals.',
      resolve: (p) => ({ amount: p.amount.toFixed(2), currency: currencyOf(p.currency) }),
    }),
    receiveAmount: t.field({
      type: Money,
      description: 'What the recipient receives: amount × rate, rounded down to the cent (the same in one currency).',
      resolve: (p) => ({ amount: p.receiveAmount.toFixed(2), currency: currencyOf(p.receiveCurrency) }),
    }),
    rate: t.field({
      type: 'Decimal',
      description: 'Units of the receive currency per unit of the sent one (1 in one currency), at most 8 decimals.',
      resolve: (p) => p.rate.toDecimalPlaces(8).toString(),
    }),
    fee: t.field({
      type: Money,
      description: 'What the service charged, in the sent currency: 0 (the service pays the network fees).',
      resolve: (p) => ({ amount: p.fee.toFixed(2), currency: currencyOf(p.currency) }),
    }),
    note: t.exposeString('note', { nullable: true, description: "The sender's note, also the chat message's text." }),
    recipientKind: t.field({
      type: RecipientKindEnum,
      description: 'How the sender named the recipient.',
      resolve: (p) => p.toKind.toUpperCase() as 'USERTAG' | 'ALIAS' | 'ADDRESS',
    }),
    recipient: t.exposeString('toValue', { description: 'The usertag, alias or address the sender gave.' }),
    counterpartyUsertag: t.string({
      nullable: true,
      description: 'The usertag of the other party (the recipient if you sent it); null for an address of no user.',
      select: {
        senderId: true,
        sender: { select: { usertag: { select: { usertag: true } } } },
        recipient: { select: { usertag: { select: { usertag: true } } } },
      },
      resolve: (p, _args, ctx) =>
        (p.senderId === ctx.viewer?.id ? p.recipient?.usertag?.usertag : p.sender.usertag?.usertag) ?? null,
    }),
    fromAddress: t.exposeString('fromAddress', { description: 'The wallet it is paid from.' }),
    toAddress: t.exposeString('toAddress', { description: 'The wallet it is paid into.' }),
    failureReason: t.exposeString('failureReason', { nullable: true, description: 'Why it failed (FAILED).' }),
    transactions: t.field({
      type: [PaymentLegRef],
      description: 'Its chain transactions, in order.',
      select: { legs: { select: { networkOp: true, networkTxHash: true, status: true }, orderBy: { id: 'asc' } } },
      resolve: (p) => p.legs,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was recorded (PENDING).' }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true, description: 'When it was final.' }),
  }),
});

const PaymentRecipientInput = builder.inputType('PaymentRecipientInput', {
  description: 'Who is paid: exactly one of usertag, alias or address (BAD_USER_INPUT naming `recipient` otherwise).',
  fields: (t) => ({
    usertag: t.string({ required: false, description: "A user's usertag: paid into their primary wallet." }),
    alias: t.string({ required: false, description: 'An alias: paid where the channel carrying it routes.' }),
    address: t.string({ required: false, description: 'A wallet address (0x and 40 hex digits).' }),
  }),
});

const SendPaymentInput = builder.inputType('SendPaymentInput', {
  description: 'A payment: who, how much, from which wallet, and your passcode.',
  fields: (t) => ({
    recipient: t.field({ type: PaymentRecipientInput, description: 'Who is paid.' }),
    amount: t.field({
      type: 'Decimal',
      description:
        'In `currency`: positive, at most 2 decimals, at most PAYMENT_MAX_AMOUNT (BAD_USER_INPUT otherwise).',
    }),
    currency: t.field({
      type: CurrencyCode,
      required: false,
      description: 'The currency sent; default your profile currency.',
    }),
    quoteId: t.id({
      required: false,
      description: 'A quote of yours (paymentQuote): its rate and receive currency are used.',
      validate: uuidRule('quoteId'),
    }),
    note: t.string({
      required: false,
      description: 'Shown to both parties as the chat message; at most 200 characters.',
      validate: z.string().trim().max(200, 'note must be at most 200 characters'),
    }),
    passcode: t.string({
      description: 'Your account passcode: every payment asks for it (FORBIDDEN when wrong; failures are throttled).',
    }),
    fromWallet: t.id({
      required: false,
      description: '"primary" (default) or the id of one of your crypto identities the service holds the key of.',
      validate: z.union([z.literal('primary'), uuidRule('fromWallet')], {
        error: 'fromWallet must be "primary" or a UUID',
      }),
    }),
    route: t.string({
      required: false,
      description: 'The name of one of your channels linked to a crypto wallet: pays from that wallet.',
    }),
    idempotencyKey: t.string({
      required: false,
      description:
        'Makes retries safe: the same key and input return the first result; the same key with other input is a ConflictError.',
      validate: z
        .string()
        .min(1, 'idempotency key must not be empty')
        .max(200, 'idempotency key must be at most 200 characters'),
    }),
  }),
});

builder.mutationField('sendPayment', (t) =>
  t.withAuth({ authenticated: 'MONEY' }).prismaField({
    type: PaymentRef,
    description:
      'Pays a usertag, alias or address and answers the payment once it is final (CONFIRMED). Insufficient balance, a limit, paying yourself or a failed payment is an UnprocessableError; an unknown usertag, alias, wallet or channel a NotFoundError; an idempotency key reused with another request a ConflictError. Top-level errors: a wrong passcode FORBIDDEN; waiting longer than MONEY_WAIT_SECONDS or the chain unreachable SERVICE_UNAVAILABLE (retry with the same key); past the payment rate limit RATE_LIMITED.',
    errors: {
      types: [UnprocessableError, NotFoundError, ConflictError],
      dataField: { name: 'payment', description: 'The payment, final; a replay of a known key answers the first one.' },
    },
    args: { input: t.arg({ type: SendPaymentInput, required: true, description: 'The payment.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const services = ctx.services;
      const payment = await services.payments.send(
        ctx.viewer,
        {
          recipient: input.recipient,
          amount: input.amount,
          currency: input.currency,
          quoteId: input.quoteId == null ? null : String(input.quoteId),
          note: input.note,
          fromWallet: input.fromWallet == null ? null : String(input.fromWallet),
          route: input.route,
        },
        input.idempotencyKey,
        (stored) => services.auth.checkPasscode(ctx.viewer, input.passcode, ctx.clientAddress, stored),
        () => consumeFor(services.paymentThrottle, ctx),
      );
      return ctx.prisma.payment.findUniqueOrThrow({ ...queried(query), where: { id: payment.id } });
    },
  }),
);

builder.queryField('payment', (t) =>
  t.withAuth({ authenticated: 'READ' }).prismaField({
    type: PaymentRef,
    nullable: true,
    description: "A payment you sent or received; null for an unknown id or anyone else's payment (the same answer).",
    args: { id: t.arg.id({ required: true, description: "The payment's id.", validate: uuidRule('id') }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.payment.findFirst({
        ...query,
        where: { uuid: String(id), ...ctx.services.payments.visibleTo(ctx.viewer) },
      }),
  }),
);

builder.prismaObjectFields(ViewerRef, (t) => ({
  payments: t.prismaConnection(
    {
      type: 'Payment',
      cursor: 'id',
      description: 'Payments you sent and received, newest first; pages of 20 by default, at most 100.',
      defaultSize: 20,
      maxSize: 100,
      args: {
        direction: t.arg({ type: PaymentDirectionEnum, required: false, description: 'Only sent, or only received.' }),
        status: t.arg({ type: PaymentStatusEnum, required: false, description: 'Only in this status.' }),
        currency: t.arg({ type: CurrencyCode, required: false, description: 'Only sent in this currency.' }),
        counterparty: t.arg.string({
          required: false,
          description: 'Only with the user of this usertag (as sender or recipient).',
        }),
        startingAfter: t.arg.id({
          required: false,
          description:
            'The id of a payment of yours: the page starts after it (the REST paging). Not yours, or sent with `after`/`before`: BAD_USER_INPUT.',
          validate: uuidRule('startingAfter'),
        }),
      },
      resolve: async (query, user, args, ctx) => {
        const viewer = { id: user.id };
        let before: Prisma.PaymentWhereInput = {};
        if (args.startingAfter) {
          if (args.after || args.before)
            throw badInput('startingAfter cannot be combined with after or before', 'startingAfter');
          const from = await ctx.prisma.payment.findFirst({
            where: { uuid: String(args.startingAfter), OR: [{ senderId: viewer.id }, { recipientId: viewer.id }] },
            select: { id: true },
          });
          if (!from) throw badInput('startingAfter is not one of your payments', 'startingAfter');
          before = { id: { lt: from.id } };
        }
        const mine: Prisma.PaymentWhereInput =
          args.direction === 'SENT'
            ? { senderId: viewer.id }
            : args.direction === 'RECEIVED'
              ? { recipientId: viewer.id }
              : { OR: [{ senderId: viewer.id }, { recipientId: viewer.id }] };
        const tag = args.counterparty?.trim().toLowerCase();
        const other: Prisma.PaymentWhereInput = tag
          ? {
              OR: [
                { senderId: viewer.id, recipient: { usertag: { usertag: tag } } },
                { recipientId: viewer.id, sender: { usertag: { usertag: tag } } },
              ],
            }
          : {};
        return ctx.prisma.payment.findMany({
          ...query,
          where: {
            AND: [mine, other, before],
            ...(args.status ? { status: args.status } : {}),
            ...(args.currency ? { currency: args.currency } : {}),
          },
          orderBy: { id: 'desc' },
        });
      },
    },
    { name: 'PaymentConnection', description: 'A page of your payments, newest first.' },
    { name: 'PaymentEdge', description: 'One of your payments, and its cursor.' },
  ),
}));

builder.prismaObjectFields(MessageRef, (t) => ({
  payment: t.relation('payment', {
    nullable: true,
    description: 'The payment this message shows (sent in the conversation); null for a plain message.',
  }),
}));

builder.subscriptionField('paymentUpdated', (t) =>
  t.withAuth({ authenticated: 'READ' }).field({
    type: PaymentRef,
    description:
      "Every status change of payments you sent or received (never anyone else's). Ends at sign-out or when the token expires. After a reconnect, read viewer.payments(status: SUBMITTED) to catch up.",
    subscribe: (_root, _args, ctx, info) => {
      const viewer = ctx.viewer;
      const query = queryFromInfo({ context: ctx, info });
      return mapEach(ctx.services.payments.updates(viewer), async (event) => {
        const row = await ctx.prisma.payment.findFirst({
          ...query,
          where: { id: event.paymentId, ...ctx.services.payments.visibleTo(viewer) },
        });
        return row && { ...row, status: event.status };
      });
    },
    resolve: (row) => row,
  }),
);
