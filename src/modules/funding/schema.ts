import { builder } from '../../schema/builder.js';
import { ViewerRef } from '../auth/schema.js';
import { uuidRule } from '../common/rules.js';
import { z } from 'zod';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { mapEach } from '../../events/live.js';

const TxStatusEnum = builder.enumType('StablecoinTransactionStatus', {
  values: {
    PENDING: { description: 'Recorded with its idempotency key; nothing sent to the chain yet.' },
    SUBMITTED: { description: 'Signed and sent; networkTxHash is known, the transaction is not final yet.' },
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
  } as const,
  description:
    'PENDING (recorded) → SUBMITTED (sent, hash known) → CONFIRMED (final at the confirmation depth) or FAILED. ' +
    'REORGED: its transaction left the chain after it was confirmed; the service sends it again and it becomes CONFIRMED (or FAILED) once more.',
});

export const StablecoinTransactionRef = builder.prismaObject('StablecoinTransaction', {
  description:
    'A deposit (mint) or withdrawal (burn) of a stablecoin, recorded before anything moves; only its owner sees it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The transaction's row number." }),
    transactionUuid: t.exposeID('uuid', {
      description: "The transaction's id (a UUID); fiat rail calls use it as their idempotent reference.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the request was recorded (PENDING).' }),
    userId: t.field({
      type: 'ID',
      select: { user: { select: { uuid: true } } },
      resolve: (r) => r.user.uuid,
      description: "The owner's user_id.",
    }),
    floatOp: t.string({
      description: 'The fiat side, lower case: "deposit" (a mint) or "withdrawal" (a burn).',
      resolve: (r) => (r.networkOp === 'MINT' ? 'deposit' : 'withdrawal'),
    }),
    networkOp: t.string({
      description: 'The chain side, lower case: "mint" or "burn".',
      resolve: (r) => r.networkOp.toLowerCase(),
    }),
    fiatIso: t.exposeString('fiatIso', {
      description: "The currency: the fiat account's fxIso (NGN, GHS, USD or EUR).",
    }),
    fiatAmt: t.expose('fiatAmt', {
      type: 'Decimal',
      description: 'The amount asked for, in units of fiatIso with 2 decimals.',
    }),
    tokenSymbol: t.exposeString('tokenSymbol', { description: "The stablecoin's symbol, the same as fiatIso." }),
    tokenAmt: t.field({
      type: 'Decimal',
      resolve: (r) => r.tokenAmt.toFixed(2),
      description:
        'Tokens minted or burned, with 2 decimals (one token is one unit of the currency). Equals fiatAmt, except a mint with userPaysFees, which deducts the quoted network fee.',
    }),
    networkTxHash: t.exposeString('networkTxHash', {
      nullable: true,
      description: 'The chain transaction (0x and 64 hex digits); null until it is signed (SUBMITTED).',
    }),
    networkFeesEth: t.expose('networkFeesEth', {
      type: 'Decimal',
      nullable: true,
      description:
        'What the transaction cost, in ETH: gasUsed × effectiveGasPrice from its receipt; null until it is final.',
    }),
    networkFeesCcy: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (r) => r.networkFeesCcy?.toFixed(2) ?? null,
      description:
        'networkFeesEth in units of fiatIso at the configured rate (FX_RATES_PER_ETH), rounded half up to the cent; null until final.',
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

const FundingInput = builder.inputType('FundingInput', {
  description: 'Which accounts a deposit or withdrawal moves between, and how much.',
  fields: (t) => ({
    fiatAccountUuid: t.id({
      description:
        "One of the caller's mobile-money or bank identities (a UUID); its fxIso is the currency. Another user's or an unknown one is NOT_FOUND.",
      validate: uuidRule('fiatAccountUuid'),
    }),
    networkAccountUuid: t.id({
      description:
        '"primary" (the wallet created by createWallet; UNPROCESSABLE before it exists) or the identityUuid of one of the caller\'s crypto identities (NOT_FOUND otherwise).',
      validate: z.union([z.literal('primary'), uuidRule('networkAccountUuid')], {
        error: 'networkAccountUuid must be "primary" or a UUID',
      }),
    }),
    amount: t.field({
      type: 'Decimal',
      description:
        'In units of the currency, for example "1500.50": positive, at most 2 decimals, at most MAX_FUNDING_AMOUNT (1000000 by default); BAD_USER_INPUT otherwise.',
    }),
  }),
});

const idempotencyKey = {
  required: false,
  description:
    'Makes retries safe: the same key and input return the first result; the same key with other input is CONFLICT. 1 to 200 characters, per user; without it every call is a new operation.',
  validate: z
    .string()
    .min(1, 'idempotency key must not be empty')
    .max(200, 'idempotency key must be at most 200 characters'),
} as const;

// Mint and burn take the same arguments and differ only in the service call.
const fundingMutation = (op: 'mint' | 'burn', description: string) =>
  builder.mutationField(op === 'mint' ? 'mintStablecoin' : 'burnStablecoin', (t) =>
    t.withAuth({ authenticated: true }).prismaField({
      type: StablecoinTransactionRef,
      description,
      args: {
        input: t.arg({ type: FundingInput, required: true, description: 'The accounts and the amount.' }),
        idempotencyKey: t.arg.string(idempotencyKey),
      },
      resolve: async (query, _r, { input, idempotencyKey }, ctx) => {
        const accounts = {
          ...input,
          fiatAccountUuid: String(input.fiatAccountUuid),
          networkAccountUuid: String(input.networkAccountUuid),
        };
        // The throttle counts new operations only: a replay of a known key does not consume it.
        const admit = () => ctx.services.moneyThrottle.consume(ctx.viewer.uuid, ctx.clientAddress);
        const row = await ctx.services.funding[op](ctx.viewer, accounts, idempotencyKey, admit);
        return ctx.prisma.stablecoinTransaction.findUniqueOrThrow({ ...query, where: { id: row.id } });
      },
    }),
  );

// What every mint and burn may answer besides its own rules.
const FUNDING_ERRORS =
  'Waiting longer than MONEY_WAIT_SECONDS, the chain unreachable or the supply monitor pausing money: SERVICE_UNAVAILABLE (retry with the same key); past the money rate limit: RATE_LIMITED.';

fundingMutation(
  'mint',
  `Deposit: collects fiat through the rail, mints the stablecoin to the wallet and returns the transaction once it is final (CONFIRMED). A failed deposit is UNPROCESSABLE. ${FUNDING_ERRORS}`,
);
fundingMutation(
  'burn',
  `Withdrawal: reserves the amount, burns with the holder's permit and returns the transaction once it is final and paid out through the rail. More than the wallet's available balance, or a failed withdrawal, is UNPROCESSABLE. ${FUNDING_ERRORS}`,
);

builder.subscriptionField('stablecoinTransactionUpdated', (t) =>
  t.withAuth({ authenticated: true }).field({
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
          where: { id: event.transactionId, userId: viewer.id },
        });
        return row && { ...row, status: event.status };
      });
    },
    resolve: (row) => row as never,
  }),
);

builder.prismaObjectFields(ViewerRef, (t) => ({
  stablecoinTransactions: t.relatedConnection(
    'transactions',
    {
      description: 'Your mints and burns, newest first; pages of 20 by default, at most 100.',
      cursor: 'id',
      query: { orderBy: { id: 'desc' } },
    },
    { description: 'A page of your mints and burns, newest first.' },
    { description: 'One of your mints or burns, and its cursor.' },
  ),
}));
