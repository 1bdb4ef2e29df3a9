import type { Address } from 'viem';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { SUPPORTED_CURRENCIES } from '../modules/common/rules.js';
import { startAnvil, type AnvilHandle } from './anvil.js';
import { ANVIL_DEV_OPERATOR_KEY, createChain, type ChainService } from './chain.js';
import { createChainWriter, type ChainWriter, type SharedLock } from './writer.js';

// Starts the chain side: the embedded anvil (state in DATA_DIR) or CHAIN_RPC_URL with the
// configured operator key, then makes sure one token contract per currency is deployed and
// recorded in the database, where every instance finds it.

export interface ChainRuntime {
  chain: ChainService;
  writer: ChainWriter;
  /** Token contract address by symbol (NGN, GHS, USD, EUR). */
  tokens: Record<string, Address>;
  embedded: boolean;
  stop(): Promise<void>;
}

const DEPLOY_LOCK = 7270736902n;
const WRITER_LOCK = 7270736904n;

export async function startChainRuntime(config: Config, prisma: PrismaClient, logger: Logger): Promise<ChainRuntime> {
  let anvil: AnvilHandle | undefined;
  let rpcUrl = config.chainRpcUrl;
  if (!rpcUrl) {
    anvil = await startAnvil({ dataDir: config.dataDir, logger });
    rpcUrl = anvil.rpcUrl;
  }
  const operatorKey = (config.chainOperatorKey ? `0x${config.chainOperatorKey.replace(/^0x/, '')}` : ANVIL_DEV_OPERATOR_KEY) as `0x${string}`;
  const chain = await createChain({ rpcUrl, operatorKey, logger, pollingIntervalMs: anvil ? 50 : 1000 });
  try {
    const tokens = await ensureTokens(prisma, chain, logger);
    // With a shared database, instances take turns with the operator key under an advisory lock.
    const sharedLock: SharedLock | undefined = config.databaseUrl
      ? (fn) =>
          prisma.$transaction(
            async (tx) => {
              await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WRITER_LOCK})`;
              return fn();
            },
            { maxWait: 60_000, timeout: 60_000 },
          )
      : undefined;
    return {
      chain,
      writer: createChainWriter(chain, sharedLock),
      tokens,
      embedded: Boolean(anvil),
      async stop() {
        await chain.close();
        await anvil?.stop();
      },
    };
  } catch (error) {
    await chain.close();
    await anvil?.stop();
    throw error;
  }
}

/** Deploys the missing token contracts once, under a database lock so instances agree. */
async function ensureTokens(prisma: PrismaClient, chain: ChainService, logger: Logger): Promise<Record<string, Address>> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${DEPLOY_LOCK})`;
      const recorded = await tx.chainContract.findMany({ where: { chainId: chain.chainId } });
      const tokens: Record<string, Address> = {};
      for (const symbol of SUPPORTED_CURRENCIES) {
        const row = recorded.find((r) => r.symbol === symbol);
        // A recorded address with no code means the chain was reset (a wiped embedded anvil).
        const code = row ? await chain.publicClient.getCode({ address: row.address as Address }) : undefined;
        if (row && code && code !== '0x') {
          tokens[symbol] = row.address as Address;
          continue;
        }
        const address = await chain.deployStablecoin(`${symbol} Stablecoin`, symbol);
        await tx.chainContract.upsert({
          where: { chainId_symbol: { chainId: chain.chainId, symbol } },
          create: { chainId: chain.chainId, symbol, address },
          update: { address },
        });
        logger.info({ symbol, address }, 'token contract recorded');
        tokens[symbol] = address;
      }
      return tokens;
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
}
