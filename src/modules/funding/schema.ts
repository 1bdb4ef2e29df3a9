import { ConflictError, NotFoundError, UnprocessableError } from '../../kernel/errors.js';
import { builder } from '../../schema/builder.js';
import { queried } from '../../schema/prisma-query.js';
import { type CurrencyCodeValue, Money } from '../../schema/money.js';
import { ViewerRef } from '../auth/schema.js';
import { uuidRule } from '../../kernel/rules.js';
import { z } from 'zod';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { mapEach } from '../../events/live.js';
import { consumeFor } from '../../security/throttle.js';

export const TxStatusEnum = builder.enumType('StablecoinTransactionStatus', {
  values: {
    PENDING: { description: 'Recorded with its idempotency key; nothing sent to the chain yet.' },
    SUBMITTED: { description: 'Signed and sent; transactionHash is known, the transaction is not final yet.' },
    CONFIRMED: {
      description:
        'Final at the confirmation depth (CHAIN_CONFIRMATIONS blocks); fees are recorded and a burn has been paid out.',
    },
    FAILED: {
      description: "Did not happen; failureReason says why. A mint's collected deposit is refunded through the rail.",
    },
    REORGED: {
      description: 'Was confirmed, then its transaction left the chain; the service is sending it again.',
    },
    AWAITING_DEPOSIT: {
      description:
        'A deposit requested from the mobile-money or bank provider, waiting for the payer to approve it (on their phone, in their bank app). Nothing is minted until the provider confirms the collection; declined or not approved in time, it ends FAILED.',
    },
    PAYING_OUT: {
      description:
        'A withdrawal burned on chain (transactionHash known) whose payout the provider has not finished: CONFIRMED once paid; a payout that fails ends FAILED and the amount is minted back to the wallet.',
    },
  } as const,
  description:
    'PENDING (recorded) → SUBMITTED (sent, hash known) → CONFIRMED (final at the confirmation depth) or FAILED. ' +
    'A deposit through a provider is AWAITING_DEPOSIT until the payer approves, then PENDING; a withdrawal is PAYING_OUT between its burn and its payout. ' +
    'REORGED: its transaction left the chain after it was confirmed; the service sends it again and it becomes CONFIRMED (or FAILED) once more.',
});

const FundingDirectionEnum = builder.enumType('FundingDirection', {
  description: 'The fiat side of a stablecoin transaction: money coming in through the rail, or going out.',
  values: {
    DEPOSIT: { description: 'Fiat collected from the mobile-money or bank account; the stablecoin is minted.' },
    WITHDRAWAL: { description: 'The stablecoin is burned; fiat is paid out to the mobile-money or bank account.' },
  } as const,
});

const ChainOperationEnum = builder.enumType('ChainOperation', {
  description: 'The chain side of a stablecoin transaction.',
  values: {
    MINT: { description: 'New tokens are created in the wallet (a deposit).' },
    BURN: { description: "Tokens are destroyed from the wallet with its holder's permit (a withdrawal)." },
  } as const,
});

const currencyOf = (code: string) => code as CurrencyCodeValue;

export const StablecoinTransactionRef = builder.prismaObject('StablecoinTransaction', {
  description:
    'A deposit (mint) or withdrawal (burn) of a stablecoin, recorded before anything moves; only its owner sees it.',
  fields: (t) => ({
    id: t.exposeID('uuid', {
      description: "The transaction's id (a UUID); fiat rail calls use it as their idempotent reference.",
    }),
    databaseId: t.exposeInt('id', {
      description: "The transaction's row number (the legacy REST answers show it).",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the request was recorded (PENDING).' }),
    userId: t.field({
      type: 'ID',
      select: { user: { select: { uuid: true } } },
      resolve: (r) => r.user.uuid,
      description: "The owner's user_id.",
    }),
    direction: t.field({
      type: FundingDirectionEnum,
      description: 'The fiat side: DEPOSIT (with a MINT) or WITHDRAWAL (with a BURN).',
      resolve: (r) => (r.networkOp === 'MINT' ? 'DEPOSIT' : 'WITHDRAWAL'),
    }),
    chainOperation: t.field({
      type: ChainOperationEnum,
      description: 'The chain side: MINT (a deposit) or BURN (a withdrawal).',
      // Payment legs (TRANSFER among them) are shown through their payment, never as a transaction.
      resolve: (r) => r.networkOp as 'MINT' | 'BURN',
    }),
    fiatAmount: t.field({
      type: Money,
      description: 'The amount asked for, in the fiat account\'s currency, with 2 decimals (for example "1500.50").',
      resolve: (r) => ({ amount: r.fiatAmt.toFixed(2), currency: currencyOf(r.fiatIso) }),
    }),
    tokenAmount: t.field({
      type: Money,
      description:
        "Tokens minted or burned, with 2 decimals; its currency is the stablecoin's symbol, the same as fiatAmount's (one token is one unit of the currency). Equals fiatAmount, except a mint with userPaysFees, which deducts the quoted network fee.",
      resolve: (r) => ({ amount: r.tokenAmt.toFixed(2), currency: currencyOf(r.tokenSymbol) }),
    }),
    transactionHash: t.exposeString('networkTxHash', {
      nullable: true,
      description: 'The chain transaction (0x and 64 hex digits); null until it is signed (SUBMITTED).',
    }),
    networkFeeEth: t.expose('networkFeesEth', {
      type: 'Decimal',
      nullable: true,
      description:
        'What the chain transaction cost, in ETH (up to 18 decimals): gasUsed × effectiveGasPrice from its receipt; null until it is final.',
    }),
    networkFee: t.field({
      type: Money,
      nullable: true,
      description:
        "networkFeeEth in the fiat account's currency at the configured rate (FX_RATES_PER_ETH), rounded half up to the cent (2 decimals); null until final.",
      resolve: (r) =>
        r.networkFeesCcy == null ? null : { amount: r.networkFeesCcy.toFixed(2), currency: currencyOf(r.fiatIso) },
    }),
    userPaysFees: t.exposeBoolean('userPaysFees', {
      description:
        'Whether the quoted network fee was deducted from the tokens minted (USER_PAYS_FEES; false for a burn).',
    }),
    status: t.expose('status', { type: TxStatusEnum, description: 'Where the operation stands now.' }),
    failureReason: t.exposeString('failureReason', {
      nullable: true,
      description: 'Why it failed (FAILED), in words; null otherwise.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When its status or fees last changed.' }),
  }),
});

// Mint and burn take the same fields; each mutation has its own input type.
const fundingInput = (name: 'MintStablecoinInput' | 'BurnStablecoinInput', description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      fiatAccountId: t.id({
        description:
          "The id of one of the caller's mobile-money or bank identities (a UUID); its currency is the transaction's currency (one with a stablecoin, an UnprocessableError otherwise). Another user's or an unknown one is a NotFoundError.",
        validate: uuidRule('fiatAccountId'),
      }),
      networkAccountId: t.id({
        description:
          '"primary" (the wallet created by createWallet; an UnprocessableError before it exists) or the id of one of the caller\'s crypto identities (a NotFoundError otherwise).',
        validate: z.union([z.literal('primary'), uuidRule('networkAccountId')], {
          error: 'networkAccountId must be "primary" or a UUID',
        }),
      }),
      amount: t.field({
        type: 'Decimal',
        description:
          'In units of the currency, for example "1500.50": positive, at most 2 decimals, at most MAX_FUNDING_AMOUNT (1000000 by default); an InvalidInputError otherwise.',
      }),
      idempotencyKey: t.string({
        required: false,
        description:
          'Makes retries safe: the same key and input return the first result; the same key with other input is a ConflictError. 1 to 200 characters, per user; without it every call is a new operation.',
        validate: z
          .string()
          .min(1, 'idempotency key must not be empty')
          .max(200, 'idempotency key must be at most 200 characters'),
      }),
    }),
  });

const MintStablecoinInput = fundingInput(
  'MintStablecoinInput',
  'A deposit: the fiat account to collect from, the wallet to mint to, the amount, and an optional idempotency key.',
);
const BurnStablecoinInput = fundingInput(
  'BurnStablecoinInput',
  'A withdrawal: the fiat account to pay out to, the wallet to burn from, the amount, and an optional idempotency key.',
);

// Mint and burn differ only in their input type and the service call.
const fundingMutation = (op: 'mint' | 'burn', description: string) =>
  builder.mutationField(op === 'mint' ? 'mintStablecoin' : 'burnStablecoin', (t) =>
    t.withAuth({ authenticated: 'MONEY' }).prismaField({
      type: StablecoinTransactionRef,
      description,
      errors: {
        types: [UnprocessableError, NotFoundError, ConflictError],
        dataField: {
          name: 'stablecoinTransaction',
          description: 'The transaction, final (CONFIRMED); a replay of a known idempotency key answers the first one.',
        },
      },
      args: {
        input: t.arg({
          type: op === 'mint' ? MintStablecoinInput : BurnStablecoinInput,
          required: true,
          description: 'The accounts, the amount and the idempotency key.',
        }),
      },
      resolve: async (query, _r, { input }, ctx) => {
        const accounts = {
          fiatAccountId: String(input.fiatAccountId),
          networkAccountId: String(input.networkAccountId),
          amount: input.amount,
        };
        // The throttle counts new operations only: a replay of a known key does not consume it.
        const admit = () => consumeFor(ctx.services.moneyThrottle, ctx);
        const row = await ctx.services.funding[op](ctx.viewer, accounts, input.idempotencyKey, admit);
        return ctx.prisma.stablecoinTransaction.findUniqueOrThrow({ ...queried(query), where: { id: row.id } });
      },
    }),
  );

// What every mint and burn may answer besides its own rules: top-level errors, not Errors in the payload.
const FUNDING_ERRORS =
  'Top-level errors: waiting longer than MONEY_WAIT_SECONDS, the chain unreachable or the supply monitor pausing money is SERVICE_UNAVAILABLE (retry with the same key); past the money rate limit, RATE_LIMITED.';

fundingMutation(
  'mint',
  `Deposit: collects fiat through the rail, mints the stablecoin to the wallet and answers the transaction once it is final (CONFIRMED). A failed deposit, "primary" before createWallet or a currency without a stablecoin is an UnprocessableError; an unknown or another user's account a NotFoundError; an idempotency key reused with another request a ConflictError. ${FUNDING_ERRORS}`,
);
fundingMutation(
  'burn',
  `Withdrawal: reserves the amount, burns with the holder's permit and answers the transaction once it is final and paid out through the rail. More than the wallet's available balance, or a failed withdrawal, is an UnprocessableError; an unknown or another user's account a NotFoundError; an idempotency key reused with another request a ConflictError. ${FUNDING_ERRORS}`,
);

builder.subscriptionField('stablecoinTransactionUpdated', (t) =>
  t.withAuth({ authenticated: 'READ' }).field({
    type: StablecoinTransactionRef,
    description:
      "Every status change of your own mints and burns (never anyone else's). Ends at sign-out or when the token expires.",
    subscribe: (_root, _args, ctx, info) => {
      const viewer = ctx.viewer;
      const query = queryFromInfo({ context: ctx, info });
      // The row as it is now, with the status this event announced (it may have moved on since).
      return mapEach(ctx.services.funding.updates(viewer), async (event) => {
        const row = await ctx.prisma.stablecoinTransaction.findFirst({
          ...query,
          where: { id: event.transactionId, userId: viewer.id, paymentId: null },
        });
        return row && { ...row, status: event.status };
      });
    },
    resolve: (row) => row,
  }),
);

builder.prismaObjectFields(ViewerRef, (t) => ({
  stablecoinTransactions: t.relatedConnection(
    'transactions',
    {
      description: 'Your mints and burns, newest first; pages of 20 by default, at most 100.',
      cursor: 'id',
      // A payment's legs are part of the payment (viewer.payments), not deposits or withdrawals.
      query: { where: { paymentId: null }, orderBy: { id: 'desc' } },
    },
    { name: 'StablecoinTransactionConnection', description: 'A page of your mints and burns, newest first.' },
    { name: 'StablecoinTransactionEdge', description: 'One of your mints or burns, and its cursor.' },
  ),
}));

const UUID_OR_NUMBER =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[1-9][0-9]{0,8})$/;

builder.queryField('stablecoinTransaction', (t) =>
  t.withAuth({ authenticated: 'READ' }).prismaField({
    type: StablecoinTransactionRef,
    nullable: true,
    description:
      "One of your mints or burns, as it stands now (a deposit is AWAITING_DEPOSIT until the payer approves); null for an unknown id or anyone else's (the same answer).",
    args: {
      id: t.arg.id({
        required: true,
        description: "The transaction's id (a UUID), or its databaseId (the `id` of the REST records).",
        validate: z.string().regex(UUID_OR_NUMBER, 'id must be a UUID or a databaseId'),
      }),
    },
    resolve: (query, _root, { id }, ctx) => {
      const text = String(id);
      const which = text.includes('-') ? { uuid: text.toLowerCase() } : { id: Number(text) };
      return ctx.prisma.stablecoinTransaction.findFirst({
        ...query,
        // A payment's legs are seen through their payment.
        where: { ...which, userId: ctx.viewer.id, paymentId: null },
      });
    },
  }),
);
