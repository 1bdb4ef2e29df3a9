import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Actor } from '../../kernel/viewer.js';
import type { Keyring } from '../../security/encryption.js';
import { deriveWallet } from '../../chain/wallet.js';
import { SUPPORTED_CURRENCIES } from '../../kernel/rules.js';
import { entropyRule } from '../profile/service.js';

// The primary network wallet: a custodial HD wallet derived from a server secret, the user's
// id and the client's entropy (entropy alone, which the profile echoes back, never suffices).
// It is stored as a crypto identity with primary_network_wallet true and its key sealed.

export const DEFAULT_TOKENS = SUPPORTED_CURRENCIES;
export const tokenListRule = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((t) => (SUPPORTED_CURRENCIES as readonly string[]).includes(t), {
        error: (issue) => `unknown token ${String(issue.input)}; tokens are ${SUPPORTED_CURRENCIES.join(', ')}`,
      }),
  )
  .max(20, 'tokenSymbols may hold at most 20 tokens');
export { entropyRule };

/** The service's own contact that tells users about their wallet, in their conversation with it. */
export const WALLET_CONTACT_USERTAG = 'wallet';

interface Deps {
  prisma: PrismaClient;
  keyring: Keyring;
  walletSecret: string;
  /** Posts a message from a system contact into the user's conversation with it. */
  postSystemMessage: (input: { fromUserId: number; toUserId: number; body: string }) => Promise<{ id: string }>;
}

const PER_USER_LOCK = 727073; // int4: pg_advisory_xact_lock(int, int) pairs it with the user id

export function createWalletService({ prisma, keyring, walletSecret, postSystemMessage }: Deps) {
  /** Finds or creates the system "Wallet" contact. */
  async function walletContact(): Promise<number> {
    const existing = await prisma.usertag.findUnique({
      where: { usertag: WALLET_CONTACT_USERTAG },
      select: { userId: true },
    });
    if (existing) return existing.userId;
    try {
      const user = await prisma.user.create({
        data: { kind: 'SYSTEM', usertag: { create: { usertag: WALLET_CONTACT_USERTAG } } },
      });
      return user.id;
    } catch {
      // Created by a concurrent call or another instance.
      return (await prisma.usertag.findUniqueOrThrow({ where: { usertag: WALLET_CONTACT_USERTAG } })).userId;
    }
  }

  /**
   * Makes the primary wallet with the default tokens enabled, in `tx` (under the caller's per-user
   * lock, after it found none): every path that creates a wallet comes here, so a wallet always
   * lists the tokens it can hold, whether createWallet or a first payment received made it.
   */
  async function makePrimary(
    tx: Prisma.TransactionClient,
    w: { userId: number; userUuid: string; entropy: string; fxIso: string | null },
  ) {
    const derived = deriveWallet({ walletSecret, userId: w.userUuid, entropy: w.entropy });
    const wallet = await tx.identity.create({
      data: {
        userId: w.userId,
        kind: 'CRYPTO',
        primaryNetworkWallet: true,
        publicAddress: derived.address,
        privateKeyEnc: keyring.seal(derived.privateKey),
        fxIso: w.fxIso,
      },
    });
    await tx.walletToken.createMany({
      data: DEFAULT_TOKENS.map((symbol) => ({ userId: w.userId, symbol })),
      skipDuplicates: true,
    });
    return wallet;
  }

  return {
    /**
     * The user's primary wallet, created without a message if they have none: a payment's
     * recipient gets one on first receipt. Derived like createWallet's, from the profile's
     * entropy (fresh random entropy without a profile; the sealed key is what signs). Inside
     * `db` when given: a payment makes it in its own transaction, so a refused payment makes none.
     */
    async ensurePrimary(userId: number, db?: Prisma.TransactionClient) {
      const inside = async (tx: Prisma.TransactionClient) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PER_USER_LOCK}::int, ${userId}::int)`;
        const existing = await tx.identity.findFirst({ where: { userId, kind: 'CRYPTO', primaryNetworkWallet: true } });
        if (existing) return existing;
        const user = await tx.user.findUniqueOrThrow({
          where: { id: userId },
          select: { uuid: true, profile: { select: { entropy: true, ccyIsoDefault: true } } },
        });
        return makePrimary(tx, {
          userId,
          userUuid: user.uuid,
          entropy: user.profile?.entropy ?? randomBytes(16).toString('hex'),
          fxIso: user.profile?.ccyIsoDefault ?? null,
        });
      };
      return db ? inside(db) : prisma.$transaction(inside);
    },

    /**
     * Creates the primary wallet if the user has none (a second call keeps the same address)
     * and enables the default tokens plus `tokens`. Returns the wallet and the ids of the
     * messages posted by the Wallet contact, one per token added.
     */
    async create(viewer: Actor, input: { tokens: string[]; entropy: string }) {
      const wanted = [...new Set([...DEFAULT_TOKENS, ...input.tokens])];
      const { wallet, added } = await prisma.$transaction(async (tx) => {
        // One wallet creation per user at a time, on every instance.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PER_USER_LOCK}::int, ${viewer.id}::int)`;
        let wallet = await tx.identity.findFirst({
          where: { userId: viewer.id, kind: 'CRYPTO', primaryNetworkWallet: true },
        });
        // Read before the wallet is made, so a new wallet's default tokens count as added here.
        const enabled = new Set((await tx.walletToken.findMany({ where: { userId: viewer.id } })).map((t) => t.symbol));
        if (!wallet) {
          const profile = await tx.profile.findUnique({
            where: { userId: viewer.id },
            select: { ccyIsoDefault: true },
          });
          wallet = await makePrimary(tx, {
            userId: viewer.id,
            userUuid: viewer.uuid,
            entropy: input.entropy,
            fxIso: profile?.ccyIsoDefault ?? null,
          });
        }
        const added = wanted.filter((symbol) => !enabled.has(symbol));
        await tx.walletToken.createMany({
          data: added.map((symbol) => ({ userId: viewer.id, symbol })),
          skipDuplicates: true,
        });
        return { wallet, added };
      });
      const from = await walletContact();
      if (added.length > 0) await prisma.user.update({ where: { id: from }, data: { lastActiveAt: new Date() } });
      const messages = [];
      for (const symbol of added) {
        messages.push(
          await postSystemMessage({
            fromUserId: from,
            toUserId: viewer.id,
            body: `${symbol} token added to your wallet ${wallet.publicAddress}`,
          }),
        );
      }
      return { wallet, added, messageIds: messages.map((m) => m.id) };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
