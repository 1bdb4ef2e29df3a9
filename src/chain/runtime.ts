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
import { SUPPORTED_CURRENCIES } from '../kernel/rules.js';
import { stablecoinAbi, stablecoinBytecode } from '../generated/contracts/stablecoin.js';
import { paymentRouterAbi, paymentRouterBytecode } from '../generated/contracts/payment-router.js';
import { startAnvil, type AnvilHandle } from './anvil.js';
import { ANVIL_DEV_OPERATOR_KEY, createChain, type ChainService } from './chain.js';
import { createLease, createMembership, laneLeaseName, type Lease, type Membership } from './lease.js';
import { laneKeys } from './lanes.js';
import { accountOf } from './signing.js';
import { randomUUID } from 'node:crypto';
import { createChainWriter, type ChainWriter } from './writer.js';
import { abortable, sleep } from '../kernel/abortable.js';

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
  /**
   * The money lanes (MONEY_LANES, src/chain/lanes.ts): each its key's writer (nonce sequence),
   * its lease and its payment router. Lane 0 is `writer`, `lease` and `router` above.
   */
  lanes: ChainLane[];
  /** This instance among those that drive money (each takes its share of the lanes). */
  membership: Membership;
  stop(): Promise<void>;
}

export interface ChainLane {
  index: number;
  writer: ChainWriter;
  lease: Lease;
  /** The lane's payment router: the router lets only its one operator call it. */
  router: Address;
}

/** A lane key's gas: topped up by lane 0 at start-up to LANE_GAS_FUND when below LANE_GAS_MIN. */
export const LANE_GAS_MIN = 10n ** 17n; // 0.1 ETH
export const LANE_GAS_FUND = 10n ** 18n; // 1 ETH

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
    const owner = `${process.pid}-${randomUUID()}`;
    // The embedded database admits one process (DATA_DIR lock): a lease found there is a dead predecessor's.
    const takeOver = !config.databaseUrl;
    // MONEY_LANES lowered: the lanes above it that still have open operations are driven too
    // (new operations are never assigned to them: src/money/lanes.ts), until they are done.
    const [open] = await prisma.$queryRaw<Array<{ lane: number | null }>>`
      SELECT GREATEST(
        (SELECT max("lane") FROM "StablecoinTransaction"
          WHERE "lane" >= ${config.money.lanes} AND "status" NOT IN ('CONFIRMED', 'FAILED')),
        (SELECT max("lane") FROM "Payment"
          WHERE "lane" >= ${config.money.lanes} AND "status" NOT IN ('CONFIRMED', 'FAILED')))::int AS "lane"`;
    const keys = laneKeys(operatorKey, Math.max(config.money.lanes, (open?.lane ?? -1) + 1));
    const lanes = keys.map((key, index) => ({
      index,
      writer: index === 0 ? createChainWriter(chain, prisma) : createChainWriter(chain, prisma, accountOf(key)),
      lease: createLease(prisma, { ttlMs: config.money.leaseMs, takeOver, name: laneLeaseName(index), owner }),
    }));
    const [{ writer, lease }] = lanes;
    const { ROUTER: router, ...tokens } = await ensureContracts(prisma, chain, writer, lease, logger, signal);
    const routers = await ensureLanes(prisma, chain, lanes, tokens, logger, signal);
    signal?.throwIfAborted();
    return {
      chain,
      writer,
      lease,
      tokens,
      router,
      embedded: Boolean(anvil),
      anvil,
      lanes: lanes.map((l) => ({ ...l, router: l.index === 0 ? router : routers[l.index] })),
      membership: createMembership(prisma, { ttlMs: config.money.leaseMs, owner }),
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
          r.filter((c) => !c.symbol.includes(':')), // lanes' routers (ensureLanes) are not among them
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

/** The record of lane `lane`'s payment router among the contracts (deployed by lane 0). */
export const laneRouterSymbol = (lane: number) => `${ROUTER}:${lane}`;

/**
 * Lanes 1..N-1 set up, idempotently: each lane's payment router (its key the router's one
 * operator), the minter role on every token, and gas. Every set-up transaction is lane 0's
 * (signed and stored by its writer under its lease, like the deployments), so the ledger can
 * replay them; the instance holding lane 0's lease sends them, the others wait for the chain to
 * show them. What the chain already shows is not sent again. Returns each lane's router.
 */
async function ensureLanes(
  prisma: PrismaClient,
  chain: ChainService,
  lanes: Array<{ index: number; writer: ChainWriter; lease: Lease }>,
  tokens: Record<string, Address>,
  logger: Logger,
  signal: AbortSignal | undefined,
): Promise<Address[]> {
  const routers: Address[] = [];
  if (lanes.length <= 1) return routers;
  const [{ writer, lease }] = lanes;
  const deadline = Date.now() + TOKENS_WAIT_MS;
  for (;;) {
    signal?.throwIfAborted();
    const todo = await laneSetupMissing(prisma, chain, lanes, tokens);
    if (todo.length === 0) {
      const recorded = await prisma.chainContract.findMany({
        where: { chainId: chain.chainId, symbol: { startsWith: `${ROUTER}:` } },
      });
      for (const r of recorded) routers[Number(r.symbol.split(':')[1])] = r.address as Address;
      return routers;
    }
    if (await lease.acquire()) {
      const [step] = todo;
      if (step.kind === 'router') {
        const data = encodeDeployData({ abi: paymentRouterAbi, bytecode: paymentRouterBytecode, args: [step.sender] });
        await deploy(prisma, chain, writer, lease, laneRouterSymbol(step.lane), data, signal);
      } else if (step.kind === 'router-code') {
        await resendAndWait(prisma, chain, `deploy:${laneRouterSymbol(step.lane)}`, signal);
      } else if (step.kind === 'grant' || step.kind === 'fund') {
        await setupTx(prisma, chain, writer, lease, step, signal);
      }
      logger.info({ lane: step.lane, step: step.kind, symbol: step.symbol }, 'money lane set up');
      continue;
    }
    if (Date.now() > deadline)
      throw new Error('the money lanes were not set up in time by the instance holding lane 0');
    await sleep(250, signal);
  }
}

type LaneStep =
  | { kind: 'router' | 'router-code'; lane: number; sender: Address; symbol?: undefined }
  | { kind: 'grant'; lane: number; sender: Address; symbol: string; token: Address }
  | { kind: 'fund'; lane: number; sender: Address; symbol?: undefined };

/** What the chain does not show yet of the lanes' set-up, in the order it is done. */
export async function laneSetupMissing(
  prisma: PrismaClient,
  chain: ChainService,
  lanes: Array<{ index: number; writer: ChainWriter }>,
  tokens: Record<string, Address>,
): Promise<LaneStep[]> {
  const { publicClient } = chain;
  const recorded = new Map(
    (
      await prisma.chainContract.findMany({
        where: { chainId: chain.chainId, symbol: { startsWith: `${ROUTER}:` } },
      })
    ).map((r) => [r.symbol, r.address as Address]),
  );
  const steps = await Promise.all(
    lanes
      .filter((l) => l.index > 0)
      .map(async ({ index: lane, writer: { sender } }): Promise<LaneStep[]> => {
        const router = recorded.get(laneRouterSymbol(lane));
        const [code, balance, roles] = await Promise.all([
          router ? publicClient.getCode({ address: router }) : undefined,
          publicClient.getBalance({ address: sender }),
          Promise.all(
            Object.values(tokens).map((token) =>
              publicClient.readContract({
                address: token,
                abi: stablecoinAbi,
                functionName: 'hasRole',
                args: [MINTER_ROLE, sender],
              }),
            ),
          ),
        ]);
        const out: LaneStep[] = [];
        if (balance < LANE_GAS_MIN) out.push({ kind: 'fund', lane, sender });
        for (const [i, [symbol, token]] of Object.entries(tokens).entries())
          if (!roles[i]) out.push({ kind: 'grant', lane, sender, symbol, token });
        if (!router) out.push({ kind: 'router', lane, sender });
        else if (!code || code === '0x') out.push({ kind: 'router-code', lane, sender });
        return out;
      }),
  );
  return steps.flat();
}

/** A stored transaction of `purpose` sent again (the same bytes) and waited for. */
async function resendAndWait(prisma: PrismaClient, chain: ChainService, purpose: string, signal?: AbortSignal) {
  const stored = await prisma.chainTransaction.findFirst({
    where: { chainId: chain.chainId, purpose },
    orderBy: { id: 'desc' },
  });
  if (!stored) throw new Error(`no stored transaction for ${purpose}`);
  await chain.publicClient.sendRawTransaction({ serializedTransaction: stored.signedTx as Hex }).catch(() => undefined);
  await abortable(chain.waitForReceipt(stored.hash as Hash), signal);
}

/**
 * A lane's gas or minter role, from lane 0: a stored transaction for it that is not mined yet is
 * sent again and waited for; only one that was mined (and did not do it: gas spent since) makes a
 * new one.
 */
async function setupTx(
  prisma: PrismaClient,
  chain: ChainService,
  writer: ChainWriter,
  lease: Lease,
  step: Extract<LaneStep, { kind: 'grant' | 'fund' }>,
  signal: AbortSignal | undefined,
) {
  const purpose = step.kind === 'fund' ? `fund:lane:${step.lane}` : `grant:${step.symbol}:lane:${step.lane}`;
  const stored = await prisma.chainTransaction.findFirst({
    where: { chainId: chain.chainId, sender: writer.sender, purpose, replaced: false },
    orderBy: { id: 'desc' },
  });
  if (stored && !(await chain.getReceipt(stored.hash as Hash))) {
    await writer.broadcast(stored.signedTx as Hex).catch(() => undefined);
    await mined(chain, stored.hash as Hash, purpose, signal);
    return;
  }
  const call =
    step.kind === 'fund'
      ? { to: step.sender, data: '0x' as Hex, gas: 21_000n, value: LANE_GAS_FUND }
      : {
          to: step.token,
          data: encodeFunctionData({ abi: stablecoinAbi, functionName: 'grantRole', args: [MINTER_ROLE, step.sender] }),
          gas: GRANT_GAS,
        };
  await writer.ledgerNonce();
  const fees = await writer.fees();
  const signed = await prisma.$transaction(async (tx) => {
    if (!(await lease.holds(tx))) throw new Error('lost the engine lease while setting up the money lanes');
    return writer.sign(tx, call, { purpose }, { fees });
  });
  await writer.broadcast(signed.signedTx);
  await mined(chain, signed.hash, purpose, signal);
}
