import type { Identity } from '../../generated/prisma/client.js';
import { builder } from '../../schema/builder.js';
import { CurrencyCode, type CurrencyCodeValue } from '../../schema/money.js';
import { ViewerRef } from '../auth/schema.js';
import { MessageRef } from '../conversation/types.js';
import { DEFAULT_TOKENS, entropyRule, tokenListRule } from './service.js';
import { unitsToText } from '../../money/amounts.js';

const WalletTokenRef = builder.objectRef<{ symbol: string; wallet: Identity }>('WalletToken').implement({
  description: 'A stablecoin enabled in the wallet, with its balance.',
  fields: (t) => ({
    symbol: t.field({
      type: CurrencyCode,
      description:
        "The token's symbol, the CurrencyCode of its currency (NGN, GHS, USD or EUR); one token is one unit of it.",
      resolve: ({ symbol }) => symbol as CurrencyCodeValue,
    }),
    contractAddress: t.string({
      resolve: ({ symbol }, _a, ctx) => ctx.services.funding.tokenAddress(symbol),
      description: "The token's ERC-20 contract address on the chain.",
    }),
    balance: t.field({
      type: 'Decimal',
      description:
        'On-chain balance, read from the token contract: in tokens, up to 18 decimals, without trailing zeros (for example "1500.5").',
      resolve: async ({ symbol, wallet }, _a, ctx) =>
        unitsToText(await ctx.services.funding.balanceOf(symbol, wallet.publicAddress!)),
    }),
  }),
});

const WalletRef = builder.objectRef<Identity>('Wallet').implement({
  description: 'The primary network wallet: a custodial HD wallet the service derives and keeps.',
  fields: (t) => ({
    address: t.string({
      resolve: (w) => w.publicAddress!,
      description: "The wallet's EVM address, EIP-55 checksummed: mints go to it, burns take from it.",
    }),
    identityId: t.exposeID('uuid', {
      description:
        'The id of its crypto identity (primaryNetworkWallet true); mintStablecoin and burnStablecoin also accept "primary" for it.',
    }),
    tokens: t.field({
      type: [WalletTokenRef],
      description:
        'Enabled tokens with their balances, in the order they were enabled; the default tokens (NGN, GHS, USD, EUR) always.',
      resolve: async (w, _a, ctx) => {
        const rows = await ctx.prisma.walletToken.findMany({ where: { userId: w.userId }, orderBy: { id: 'asc' } });
        // Every wallet holds the default tokens: a wallet a first payment made before they were
        // enabled with it (it had no rows) lists them too, so its balances show.
        const symbols = [...new Set([...rows.map((r) => r.symbol), ...DEFAULT_TOKENS])];
        return symbols.map((symbol) => ({ symbol, wallet: w }));
      },
    }),
  }),
});

const CreateWalletSuccess = builder
  .objectRef<{ wallet: Identity; messageIds: string[] }>('CreateWalletSuccess')
  .implement({
    description: 'createWallet succeeded: the wallet, and what the Wallet contact said about it.',
    fields: (t) => ({
      wallet: t.field({ type: WalletRef, resolve: (p) => p.wallet, description: 'Your primary wallet.' }),
      messages: t.prismaField({
        type: [MessageRef],
        description: 'What the Wallet contact wrote in your conversation with it: one message per token added.',
        resolve: (query, p, _a, ctx) =>
          ctx.prisma.message.findMany({ ...query, where: { id: { in: p.messageIds } }, orderBy: { seq: 'asc' } }),
      }),
    }),
  });

const CreateWalletInput = builder.inputType('CreateWalletInput', {
  description: 'What the wallet is derived from, and which tokens to enable.',
  fields: (t) => ({
    tokenSymbols: t.stringList({
      description:
        'Tokens to enable besides the defaults (NGN, GHS, USD, EUR): at most 20 symbols, each one of those four after trimming and upper-casing (so "ngn" and " usd " are accepted, which is why this is a list of strings and not of CurrencyCode); an InvalidInputError otherwise. May be empty.',
      validate: tokenListRule,
    }),
    entropy: t.string({
      description:
        '8 to 256 letters and digits, mixed with a server secret and your user id to derive the wallet. Used only when the wallet is first created.',
      validate: entropyRule,
    }),
  }),
});

builder.mutationField('createWallet', (t) =>
  t.withAuth({ authenticated: 'MONEY' }).field({
    type: CreateWalletSuccess,
    errors: { directResult: true },
    description:
      'Creates the primary wallet (a second call keeps the same address) and enables tokens; answers the wallet and the messages the Wallet contact wrote, or an InvalidInputError. Requires a token.',
    args: {
      input: t.arg({ type: CreateWalletInput, required: true, description: 'The entropy and the tokens to enable.' }),
    },
    resolve: (_r, { input }, ctx) =>
      ctx.services.wallet.create(ctx.viewer, { tokens: input.tokenSymbols, entropy: input.entropy }),
  }),
);

builder.prismaObjectFields(ViewerRef, (t) => ({
  wallet: t.field({
    type: WalletRef,
    nullable: true,
    description: 'Your primary wallet; null until createWallet or the first payment you receive.',
    resolve: (user, _a, ctx) =>
      ctx.prisma.identity.findFirst({ where: { userId: user.id, kind: 'CRYPTO', primaryNetworkWallet: true } }),
  }),
}));
