import type { Identity } from '../../generated/prisma/client.js';
import { builder } from '../../schema/builder.js';
import { ViewerRef } from '../auth/schema.js';
import { MessageRef } from '../conversation/types.js';
import { entropyRule, tokenListRule } from './service.js';
import { unitsToText } from '../funding/money.js';

const WalletTokenRef = builder.objectRef<{ symbol: string; wallet: Identity }>('WalletToken').implement({
  fields: (t) => ({
    symbol: t.exposeString('symbol'),
    contractAddress: t.string({ resolve: ({ symbol }, _a, ctx) => ctx.services.funding.tokenAddress(symbol) }),
    balance: t.field({
      type: 'Decimal',
      description: 'On-chain balance, read from the token contract.',
      resolve: async ({ symbol, wallet }, _a, ctx) =>
        unitsToText(await ctx.services.funding.balanceOf(symbol, wallet.publicAddress!)),
    }),
  }),
});

const WalletRef = builder.objectRef<Identity>('Wallet').implement({
  description: 'The primary network wallet: a custodial HD wallet the service derives and keeps.',
  fields: (t) => ({
    address: t.string({ resolve: (w) => w.publicAddress! }),
    identityUuid: t.exposeID('uuid', { description: 'Its crypto identity (primary_network_wallet true).' }),
    tokens: t.field({
      type: [WalletTokenRef],
      description: 'Enabled tokens with their balances.',
      resolve: async (w, _a, ctx) => {
        const rows = await ctx.prisma.walletToken.findMany({ where: { userId: w.userId }, orderBy: { id: 'asc' } });
        return rows.map((r) => ({ symbol: r.symbol, wallet: w }));
      },
    }),
  }),
});

const CreateWalletPayload = builder
  .objectRef<{ wallet: Identity; messageIds: string[] }>('CreateWalletPayload')
  .implement({
    fields: (t) => ({
      wallet: t.field({ type: WalletRef, resolve: (p) => p.wallet }),
      messages: t.prismaField({
        type: [MessageRef],
        description: 'What the Wallet contact wrote in your conversation with it: one message per token added.',
        resolve: (query, p, _a, ctx) =>
          ctx.prisma.message.findMany({ ...query, where: { id: { in: p.messageIds } }, orderBy: { seq: 'asc' } }),
      }),
    }),
  });

const CreateWalletInput = builder.inputType('CreateWalletInput', {
  fields: (t) => ({
    tknList: t.stringList({
      description: 'Tokens to enable besides the defaults (NGN, GHS, USD, EUR).',
      validate: tokenListRule,
    }),
    entropy: t.string({
      description: 'Mixed with a server secret and your user id to derive the wallet.',
      validate: entropyRule,
    }),
  }),
});

builder.mutationField('createWallet', (t) =>
  t.field({
    type: CreateWalletPayload,
    description: 'Creates the primary wallet (a second call keeps the same address) and enables tokens.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateWalletInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      ctx.services.wallet.create(ctx.viewer!, { tokens: input.tknList, entropy: input.entropy }),
  }),
);

builder.prismaObjectFields(ViewerRef, (t) => ({
  wallet: t.field({
    type: WalletRef,
    nullable: true,
    resolve: (user, _a, ctx) =>
      ctx.prisma.identity.findFirst({ where: { userId: user.id, kind: 'CRYPTO', primaryNetworkWallet: true } }),
  }),
}));
