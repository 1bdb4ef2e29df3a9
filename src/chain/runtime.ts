import {
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  keccak256,
  toHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { SUPPORTED_CURRENCIES } from '../modules/common/rules.js';
import { stablecoinAbi, stablecoinBytecode } from '../generated/contracts/stablecoin.js';
import { paymentRouterAbi, paymentRouterBytecode } from '../generated/contracts/payment-router.js';
import { startAnvil, type AnvilHandle } from './anvil.js';
import { ANVIL_DEV_OPERATOR_KEY, createChain, type ChainService } from './chain.js';
import { createLease, type Lease } from './lease.js';
import { createChainWriter, type ChainWriter } from './writer.js';
import { abortable, sleep } from '../ops/abortable.js';

// Starts the chain side: the embedded anvil (state in DATA_DIR) or CHAIN_RPC_URL with the
// configured operator key, the database-backed writer, the engine lease, and the token
// contracts (one per currency). Deployments go through the writer like every other operator
// transaction, so the stored ledger can rebuild them on a chain that lost its state.

export interface ChainRuntime {
  chain: ChainService;
  writer: ChainWriter;
  lease: Lease;
  /** Token contract address by symbol (NGN, GHS, USD, EUR). */
  tokens: Record<string, Address>;
  /** The payment router (contracts/PaymentRouter.sol): a holder's permit and the transfer in one transaction. */
  router: Address;
  embedded: boolean;
  anvil?: AnvilHandle;
  stop(): Promise<void>;
}

const TOKENS_WAIT_MS = 120_000;
const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'));
const GRANT_GAS = 150_000n;

/**
 * `signal` aborts the start (a signal during start-up): an anvil still starting is left to the
 * watcher of its wrapper (src/chain/anvil.ts: it ends anvil when this process exits), a started
 * one is stopped; deployments are left between transactions (the next start resumes them).
 */
export async function startChainRuntime(
  config: Config,
  prisma: PrismaClient,
  logger: Logger,
  signal?: AbortSignal,
): Promise<ChainRuntime> {
  let anvil: AnvilHandle | undefined;
  let rpcUrl = config.chainRpcUrl;
  if (!rpcUrl) {
    anvil = await abortable(startAnvil({ dataDir: config.dataDir, logger }), signal, (late) => late.stop());
    rpcUrl = anvil.rpcUrl;
  }
  const operatorKey = (
    config.chainOperatorKey ? `0x${config.chainOperatorKey.replace(/^0x/, '')}` : ANVIL_DEV_OPERATOR_KEY
  ) as `0x${string}`;
  let chain: ChainService;
  try {
    signal?.throwIfAborted();
    chain = await abortable(
      createChain({ rpcUrl, operatorKey, logger, pollingIntervalMs: anvil ? 50 : 1000 }),
      signal,
      (late) => late.close(),
    );
  } catch (error) {
    await anvil?.stop();
    throw error;
  }
  try {
    const writer = createChainWriter(chain, prisma);
    // The embedded database admits one process (DATA_DIR lock): a lease found there is a dead predecessor's.
    const lease = createLease(prisma, { ttlMs: config.money.leaseMs, takeOver: !config.databaseUrl });
    const { ROUTER: router, ...tokens } = await ensureContracts(prisma, chain, writer, lease, logger, signal);
    signal?.throwIfAborted();
    return {
      chain,
      writer,
      lease,
      tokens,
      router,
      embedded: Boolean(anvil),
      anvil,
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

/** The payment router's record among the contracts (its purpose is `deploy:ROUTER`). */
export const ROUTER = 'ROUTER';

/**
 * The recorded contracts of this chain: the tokens and the payment router. The instance holding
 * the engine lease deploys those never recorded; the others wait for its records. A recorded contract without code is
 * not replaced here: the engine either replays the ledger onto a chain that is behind, or
 * refuses money on a chain it does not recognise (see src/money/engine.ts).
 */
async function ensureContracts(
  prisma: PrismaClient,
  chain: ChainService,
  writer: ChainWriter,
  lease: Lease,
  logger: Logger,
  signal: AbortSignal | undefined,
): Promise<Record<string, Address>> {
  const deadline = Date.now() + TOKENS_WAIT_MS;
  for (;;) {
    signal?.throwIfAborted();
    const [recorded, stored] = await Promise.all([
      prisma.chainContract.findMany({ where: { chainId: chain.chainId } }),
      prisma.chainTransaction.findMany({
        where: { chainId: chain.chainId, purpose: { startsWith: 'deploy:' } },
        select: { purpose: true },
      }),
      prisma.chainTransaction.findMany({
        where: { chainId: chain.chainId, purpose: { startsWith: 'grant:' } },
        select: { purpose: true },
      }),
    ]).then(
      ([r, d, g]) =>
        [
          r,
          { deployed: new Set(d.map((x) => x.purpose.slice(7))), granted: new Set(g.map((x) => x.purpose.slice(6))) },
        ] as const,
    );
    const missing = [...SUPPORTED_CURRENCIES, ROUTER].filter((s) => !recorded.some((r) => r.symbol === s));
    // A token deployment stored without its minter grant: a crash fell between the two.
    const ungranted = recorded.filter(
      (r) => r.symbol !== ROUTER && stored.deployed.has(r.symbol) && !stored.granted.has(r.symbol),
    );
    if (missing.length === 0 && ungranted.length === 0)
      return Object.fromEntries(recorded.map((r) => [r.symbol, r.address as Address]));
    if (await lease.acquire()) {
      // One contract at a time, renewing the lease before each (a deployment waits for blocks).
      const [symbol] = missing;
      if (symbol === ROUTER) await deployRouter(prisma, chain, writer, lease, logger, signal);
      else if (symbol)
        await grantMinter(
          prisma,
          chain,
          writer,
          lease,
          symbol,
          await deployToken(prisma, chain, writer, lease, symbol, signal),
          logger,
          signal,
        );
      else
        await grantMinter(
          prisma,
          chain,
          writer,
          lease,
          ungranted[0].symbol,
          ungranted[0].address as Address,
          logger,
          signal,
        );
      continue;
    }
    if (Date.now() > deadline)
      throw new Error('the contracts were not recorded in time by the instance deploying them');
    await sleep(250, signal);
  }
}

const deployToken = (
  prisma: PrismaClient,
  chain: ChainService,
  writer: ChainWriter,
  lease: Lease,
  symbol: string,
  signal: AbortSignal | undefined,
) =>
  deploy(
    prisma,
    chain,
    writer,
    lease,
    symbol,
    encodeDeployData({
      abi: stablecoinAbi,
      bytecode: stablecoinBytecode,
      args: [`${symbol} Stablecoin`, symbol, writer.sender],
    }),
    signal,
  );

async function deployRouter(
  prisma: PrismaClient,
  chain: ChainService,
  writer: ChainWriter,
  lease: Lease,
  logger: Logger,
  signal: AbortSignal | undefined,
) {
  // Only the operator may call it: the operator key is its one constructor argument.
  const data = encodeDeployData({ abi: paymentRouterAbi, bytecode: paymentRouterBytecode, args: [writer.sender] });
  const address = await deploy(prisma, chain, writer, lease, ROUTER, data, signal);
  logger.info({ contract: address, chainId: chain.chainId }, 'payment router deployed');
}

/** Signs, records (with the contract's address) and sends a deployment, and waits for it to be mined. */
async function deploy(
  prisma: PrismaClient,
  chain: ChainService,
  writer: ChainWriter,
  lease: Lease,
  symbol: string,
  data: Hex,
  signal: AbortSignal | undefined,
): Promise<Address> {
  await writer.ledgerNonce();
  const gas = await writer.estimateGas({ data });
  const fees = await writer.fees();
  const stored = await prisma.$transaction(async (tx) => {
    if (!(await lease.holds(tx))) throw new Error('lost the engine lease while deploying');
    const signed = await writer.sign(tx, { data, gas }, { purpose: `deploy:${symbol}` }, { fees });
    const address = getContractAddress({ from: writer.sender, nonce: BigInt(signed.nonce) });
    await tx.chainContract.create({ data: { chainId: chain.chainId, symbol, address } });
    return { ...signed, address };
  });
  await writer.broadcast(stored.signedTx);
  await mined(chain, stored.hash, `deploy of ${symbol}`, signal);
  return stored.address;
}

async function grantMinter(
  prisma: PrismaClient,
  chain: ChainService,
  writer: ChainWriter,
  lease: Lease,
  symbol: string,
  token: Address,
  logger: Logger,
  signal: AbortSignal | undefined,
) {
  signal?.throwIfAborted();
  if (!(await lease.acquire())) throw new Error('lost the engine lease while deploying');
  // A crash may have stored the deployment without it reaching the chain: send it (again) first.
  const deployment = await prisma.chainTransaction.findFirst({
    where: { chainId: chain.chainId, purpose: `deploy:${symbol}` },
    orderBy: { id: 'desc' },
  });
  if (deployment) {
    await writer.broadcast(deployment.signedTx as Hex).catch(() => undefined);
    await mined(chain, deployment.hash as Hash, `deploy of ${symbol}`, signal);
  }
  await writer.ledgerNonce();
  const grantData = encodeFunctionData({
    abi: stablecoinAbi,
    functionName: 'grantRole',
    args: [MINTER_ROLE, writer.sender],
  });
  const fees = await writer.fees();
  const grant = await prisma.$transaction(async (tx) => {
    if (!(await lease.holds(tx))) throw new Error('lost the engine lease while deploying');
    // A fixed gas limit: an estimate is only as good as the contract's presence when it is made.
    return writer.sign(tx, { to: token, data: grantData, gas: GRANT_GAS }, { purpose: `grant:${symbol}` }, { fees });
  });
  await writer.broadcast(grant.signedTx);
  await mined(chain, grant.hash, `minter grant of ${symbol}`, signal);
  logger.info({ symbol, contract: token, chainId: chain.chainId }, 'stablecoin deployed');
}

/** Waits for a receipt; an abort leaves the wait (the transaction is recorded: the next start sees it mined). */
async function mined(chain: ChainService, hash: Hash, what: string, signal: AbortSignal | undefined) {
  const receipt = await abortable(chain.waitForReceipt(hash), signal);
  if (receipt.status !== 'success') throw new Error(`${what} reverted (tx ${hash})`);
}
