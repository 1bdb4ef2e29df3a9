import { builder } from '../../schema/builder.js';
import { ViewerRef } from '../auth/schema.js';
import { uuidRule } from '../common/rules.js';
import { z } from 'zod';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { mapEach } from '../../events/live.js';

const TxStatusEnum = builder.enumType('StablecoinTransactionStatus', {
  values: ['PENDING', 'SUBMITTED', 'CONFIRMED', 'FAILED', 'REORGED'] as const,
  description:
    'PENDING (recorded) → SUBMITTED (sent, hash known) → CONFIRMED (final at the confirmation depth) or FAILED. ' +
    'REORGED: its transaction left the chain after it was confirmed; the service sends it again and it becomes CONFIRMED (or FAILED) once more.',
});

export const StablecoinTransactionRef = builder.prismaObject('StablecoinTransaction', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    transactionUuid: t.exposeID('uuid'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    userId: t.field({ type: 'ID', select: { user: { select: { uuid: true } } }, resolve: (r) => r.user.uuid }),
    floatOp: t.string({
      description: 'deposit (mint) or withdrawal (burn)',
      resolve: (r) => (r.networkOp === 'MINT' ? 'deposit' : 'withdrawal'),
    }),
    networkOp: t.string({ description: 'mint or burn', resolve: (r) => r.networkOp.toLowerCase() }),
    fiatIso: t.exposeString('fiatIso'),
    fiatAmt: t.expose('fiatAmt', { type: 'Decimal' }),
    tokenSymbol: t.exposeString('tokenSymbol'),
    tokenAmt: t.field({ type: 'Decimal', resolve: (r) => r.tokenAmt.toFixed(2) }),
    networkTxHash: t.exposeString('networkTxHash', { nullable: true }),
    networkFeesEth: t.expose('networkFeesEth', { type: 'Decimal', nullable: true }),
    networkFeesCcy: t.field({ type: 'Decimal', nullable: true, resolve: (r) => r.networkFeesCcy?.toFixed(2) ?? null }),
    userPaysFees: t.exposeBoolean('userPaysFees'),
    status: t.expose('status', { type: TxStatusEnum }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const FundingInput = builder.inputType('FundingInput', {
  fields: (t) => ({
    fiatAccountUuid: t.id({
      description: "One of the caller's mobile-money or bank identities; its fx_iso is the currency.",
      validate: uuidRule('fiat_linked_acc_uuid'),
    }),
    networkAccountUuid: t.id({
      description: '"primary" (the wallet created by createWallet) or one of the caller\'s crypto identities.',
      validate: z.union([z.literal('primary'), uuidRule('network_linked_acc_uuid')], {
        error: 'network_linked_acc_uuid must be "primary" or a UUID',
      }),
    }),
    amount: t.field({ type: 'Decimal', description: 'Positive, at most 2 decimals, at most MAX_FUNDING_AMOUNT.' }),
  }),
});

const idempotencyKey = {
  required: false,
  description: 'Makes retries safe: the same key and input return the first result.',
  validate: z
    .string()
    .min(1, 'idempotency key must not be empty')
    .max(200, 'idempotency key must be at most 200 characters'),
} as const;

// Mint and burn take the same arguments and differ only in the service call.
const fundingMutation = (op: 'mint' | 'burn', description: string) =>
  builder.mutationField(op === 'mint' ? 'mintStablecoin' : 'burnStablecoin', (t) =>
    t.prismaField({
      type: StablecoinTransactionRef,
      description,
      authScopes: { authenticated: true },
      args: { input: t.arg({ type: FundingInput, required: true }), idempotencyKey: t.arg.string(idempotencyKey) },
      resolve: async (query, _r, { input, idempotencyKey }, ctx) => {
        const accounts = {
          ...input,
          fiatAccountUuid: String(input.fiatAccountUuid),
          networkAccountUuid: String(input.networkAccountUuid),
        };
        // The throttle counts new operations only: a replay of a known key does not consume it.
        const admit = () => ctx.services.moneyThrottle.consume(ctx.viewer!.uuid, ctx.clientAddress);
        const row = await ctx.services.funding[op](ctx.viewer!, accounts, idempotencyKey, admit);
        return ctx.prisma.stablecoinTransaction.findUniqueOrThrow({ ...query, where: { id: row.id } });
      },
    }),
  );

fundingMutation('mint', 'Deposit: collects fiat through the rail and mints the stablecoin to the wallet.');
fundingMutation('burn', "Withdrawal: burns with the holder's permit, then pays out through the rail.");

builder.subscriptionField('stablecoinTransactionUpdated', (t) =>
  t.field({
    type: StablecoinTransactionRef,
    description: "Every status change of your own mints and burns (never anyone else's).",
    authScopes: { authenticated: true },
    subscribe: (_root, _args, ctx, info) => {
      const viewer = ctx.viewer!;
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
  stablecoinTransactions: t.relatedConnection('transactions', {
    description: 'Mints and burns, newest first.',
    cursor: 'id',
    query: { orderBy: { id: 'desc' } },
  }),
}));
