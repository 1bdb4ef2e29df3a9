// viem clients for the stablecoin contracts: deploy, mint, permit-authorised burn, and
// receipt lookups (fees come from receipts; the money engine looks receipts up by hash).
// Amounts are always bigint integer units (18 decimals); no floats anywhere.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  http,
  createNonceManager,
  domainSeparator,
  TransactionReceiptNotFoundError,
  webSocket,
  type Address,
  type EIP1193RequestFn,
  type Chain as ViemChain,
  type Hash,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { jsonRpc } from 'viem/nonce';
import { paymentRouterAbi } from '../generated/contracts/payment-router.js';
import { rpcFetch } from './rpc-fetch.js';
import { stablecoinAbi, stablecoinBytecode } from '../generated/contracts/stablecoin.js';
import { silentLogger, type ChainLogger } from './logger.js';
import { accountOf, addressOf, nativeSigning, permitDigest, signDigest } from './signing.js';

/**
 * anvil's first default dev account (public knowledge: derived from the well-known
 * "test test ... junk" mnemonic). Only for the embedded local anvil chain; never use it
 * on a real network.
 */
export const ANVIL_DEV_OPERATOR_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** How long a burn permit stays valid. */
export const PERMIT_TTL_SECONDS = 3600n;
const MAX_UINT256 = 2n ** 256n - 1n;

export interface ReceiptSummary {
  status: 'success' | 'reverted';
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  /** gasUsed × effectiveGasPrice, in wei. */
  feeWei: bigint;
  blockNumber: bigint;
  blockHash: Hash;
}

/** A signed EIP-2612 permit letting the operator burn `amount` of `owner`'s tokens. */
export interface BurnPermit {
  owner: Address;
  amount: bigint;
  deadline: bigint;
  v: number;
  r: Hex;
  s: Hex;
}

export interface CreateChainOptions {
  /** http(s):// or ws(s):// JSON-RPC endpoint. */
  rpcUrl: string;
  /** Operator (minter) key. One process per key: viem's nonce manager is per process. */
  operatorKey: Hex;
  logger?: ChainLogger;
  /** Skip the eth_chainId probe when the id is already known. */
  chainId?: number;
  /** Receipt polling for chains that do not mine instantly. Default 1000 ms. */
  pollingIntervalMs?: number;
}

export interface ChainService {
  publicClient: PublicClient<Transport, ViemChain>;
  walletClient: WalletClient<Transport, ViemChain, PrivateKeyAccount>;
  chainId: number;
  operatorAddress: Address;
  /** Deploy a token with the operator as admin and minter; resolves once both are mined. */
  deployStablecoin(name: string, symbol: string): Promise<Address>;
  /** Send a mint (not awaited): store the hash, then waitForReceipt. */
  mint(token: Address, to: Address, amount: bigint): Promise<{ hash: Hash }>;
  /** Sign the holder's permit and send the burn (not awaited). */
  burnWithPermit(token: Address, holderPrivateKey: Hex, amount: bigint): Promise<{ hash: Hash }>;
  /**
   * `nonce` and `deadline` default to the holder's next on-chain nonce and one hour from now;
   * `spender` to the operator (a burn). A payment's permit names the payment router.
   */
  signBurnPermit(
    token: Address,
    holderPrivateKey: Hex,
    amount: bigint,
    at?: { nonce?: bigint; deadline?: bigint; spender?: Address; owner?: Address },
  ): Promise<BurnPermit>;
  submitBurnWithPermit(token: Address, permit: BurnPermit): Promise<{ hash: Hash }>;
  waitForReceipt(hash: Hash, opts?: { timeoutMs?: number }): Promise<ReceiptSummary>;
  /** The receipt if the transaction is mined, else null (pending or unknown). */
  getReceipt(hash: Hash): Promise<ReceiptSummary | null>;
  /** A holder's balance; waits first for what holdBalanceReads() set. */
  balanceOf(token: Address, owner: Address): Promise<bigint>;
  /**
   * Balance reads wait for `settled` first: the money engine's replay of a chain that lost blocks
   * (src/money/replay.ts), during which a balance shows what the ledger has moved past.
   * It may throw (SERVICE_UNAVAILABLE after MONEY_WAIT_SECONDS). Set once, by the engine.
   */
  holdBalanceReads(settled: () => Promise<void>): void;
  /** The token's supply at the newest block, or at `blockNumber`. */
  totalSupply(token: Address, blockNumber?: bigint): Promise<bigint>;
  /** The holder's next EIP-2612 permit nonce on chain. */
  permitNonce(token: Address, owner: Address): Promise<bigint>;
  isReachable(timeoutMs?: number): Promise<boolean>;
  /**
   * On an anvil node: removes every transaction of `sender` from its pool and returns true.
   * Returns false on any other node, which is left alone.
   */
  clearPoolOf(sender: Address): Promise<boolean>;
  close(): Promise<void>;
}

/** Calldata of a mint of `amount` units to `to`, for a transaction the caller signs and stores. */
export const mintCalldata = (to: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: stablecoinAbi, functionName: 'mint', args: [to, amount] });

/** Calldata of the payment router's transfer of `p.amount` from `p.owner` to `to`, under the owner's permit for the router. */
export const transferWithPermitCalldata = (token: Address, to: Address, p: BurnPermit): Hex =>
  encodeFunctionData({
    abi: paymentRouterAbi,
    functionName: 'transferWithPermit',
    args: [token, p.owner, to, p.amount, p.deadline, p.v, p.r, p.s],
  });

/** Calldata of a burn under the holder's permit. */
export const burnWithPermitCalldata = (p: BurnPermit): Hex =>
  encodeFunctionData({
    abi: stablecoinAbi,
    functionName: 'burnWithPermit',
    args: [p.owner, p.amount, p.deadline, p.v, p.r, p.s],
  });

function assertAmount(amount: bigint): void {
  if (typeof amount !== 'bigint' || amount <= 0n || amount > MAX_UINT256) {
    throw new RangeError('amount must be a positive bigint in integer token units');
  }
}

function summarize(r: TransactionReceipt): ReceiptSummary {
  return {
    status: r.status,
    gasUsed: r.gasUsed,
    effectiveGasPrice: r.effectiveGasPrice,
    feeWei: r.gasUsed * r.effectiveGasPrice,
    blockNumber: r.blockNumber,
    blockHash: r.blockHash,
  };
}

export async function createChain(opts: CreateChainOptions): Promise<ChainService> {
  const { rpcUrl, operatorKey, logger = silentLogger, pollingIntervalMs = 1000 } = opts;
  const isWs = /^wss?:\/\//.test(rpcUrl);
  const wsTransport = isWs ? webSocket(rpcUrl) : undefined;
  // Calls made in the same tick go out as one JSON-RPC batch (the money engine asks for every
  // receipt and gas estimate of a pass at once): one HTTP exchange instead of one per call.
  const transport = wsTransport ?? http(rpcUrl, { batch: true, fetchFn: rpcFetch });
  const chainId = opts.chainId ?? (await createPublicClient({ transport }).getChainId());
  const chain = defineChain({
    id: chainId,
    name: `chain-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: isWs ? { http: [], webSocket: [rpcUrl] } : { http: [rpcUrl] } },
  });
  // The nonce manager hands out nonces locally, so concurrent sends from this process
  // do not collide (it resyncs from the node after a failed send). One per instance, not
  // viem's global `nonceManager`: that singleton remembers the last nonce per
  // address+chainId for the whole process, so after switching to a fresh chain with the
  // same id (a new anvil, a test) it would skip nonces and the transactions would hang.
  if (!nativeSigning)
    logger.warn(
      { platform: `${process.platform}-${process.arch}` },
      'no native secp256k1 binding here: signing in JavaScript (slower)',
    );
  const account = accountOf(operatorKey, { nonceManager: createNonceManager({ source: jsonRpc() }) });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: pollingIntervalMs });
  const walletClient = createWalletClient({ chain, transport, account, pollingInterval: pollingIntervalMs });

  let probing: Promise<boolean> | null = null;
  /** What balance reads wait for (holdBalanceReads): nothing until the money engine sets it. */
  let balancesSettled: () => Promise<void> = async () => {};
  let anvilNode: Promise<boolean> | null = null; // kept once answered; a failed probe is asked again

  async function waitForReceipt(hash: Hash, o: { timeoutMs?: number } = {}): Promise<ReceiptSummary> {
    return summarize(await publicClient.waitForTransactionReceipt({ hash, timeout: o.timeoutMs ?? 120_000 }));
  }

  async function mustSucceed(hash: Hash, what: string): Promise<void> {
    const r = await waitForReceipt(hash);
    if (r.status !== 'success') throw new Error(`${what} reverted (tx ${hash})`);
  }

  // Every write is simulated first (see callers): a call that would revert fails there
  // with the decoded reason, before it takes a nonce from the nonce manager.
  function sent(token: Address, fn: string, hash: Hash): Hash {
    logger.debug({ contract: token, fn, hash }, 'chain tx sent');
    return hash;
  }

  // A token's EIP-712 domain never changes (name, version, chain, address): read once per token,
  // kept as its domain separator. Only the fields OpenZeppelin's EIP712 commits to
  // (eip712Domain's `fields` = 0x0f): its zero `salt` taken along would change the hash.
  const separators = new Map<Address, Promise<Hex>>();
  const separatorOf = (token: Address) => {
    let separator = separators.get(token);
    if (!separator) {
      separator = publicClient.getEip712Domain({ address: token }).then(({ domain: d }) =>
        domainSeparator({
          domain: { name: d.name, version: d.version, chainId: d.chainId, verifyingContract: d.verifyingContract },
        }),
      );
      separators.set(token, separator);
      separator.catch(() => separators.delete(token)); // an outage is asked again next time
    }
    return separator;
  };

  /** `at.owner`: the key's address when the caller knows it (deriving it costs a curve multiplication). */
  async function signBurnPermit(
    token: Address,
    holderPrivateKey: Hex,
    amount: bigint,
    at: { nonce?: bigint; deadline?: bigint; spender?: Address; owner?: Address } = {},
  ): Promise<BurnPermit> {
    assertAmount(amount);
    const owner = at.owner ?? addressOf(holderPrivateKey);
    const [separator, nonce] = await Promise.all([
      separatorOf(token),
      at.nonce ??
        publicClient.readContract({
          address: token,
          abi: stablecoinAbi,
          functionName: 'nonces',
          args: [owner],
        }),
    ]);
    const deadline = at.deadline ?? BigInt(Math.floor(Date.now() / 1000)) + PERMIT_TTL_SECONDS;
    const message = { owner, spender: at.spender ?? account.address, value: amount, nonce, deadline };
    const { r, s, yParity } = await signDigest(permitDigest(separator, message), holderPrivateKey);
    return { owner, amount, deadline, v: yParity + 27, r, s };
  }

  async function submitBurnWithPermit(token: Address, p: BurnPermit): Promise<{ hash: Hash }> {
    assertAmount(p.amount);
    const { request } = await publicClient.simulateContract({
      account,
      address: token,
      abi: stablecoinAbi,
      functionName: 'burnWithPermit',
      args: [p.owner, p.amount, p.deadline, p.v, p.r, p.s],
    });
    return { hash: sent(token, 'burnWithPermit', await walletClient.writeContract(request)) };
  }

  return {
    publicClient,
    walletClient,
    chainId,
    operatorAddress: account.address,

    async deployStablecoin(name, symbol) {
      const hash = await walletClient.deployContract({
        abi: stablecoinAbi,
        bytecode: stablecoinBytecode,
        args: [name, symbol, account.address],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success' || !receipt.contractAddress)
        throw new Error(`deploy of ${symbol} failed (tx ${hash})`);
      const token = receipt.contractAddress;
      const minterRole = await publicClient.readContract({
        address: token,
        abi: stablecoinAbi,
        functionName: 'MINTER_ROLE',
      });
      const { request } = await publicClient.simulateContract({
        account,
        address: token,
        abi: stablecoinAbi,
        functionName: 'grantRole',
        args: [minterRole, account.address],
      });
      await mustSucceed(sent(token, 'grantRole', await walletClient.writeContract(request)), 'grantRole');
      logger.info({ contract: token, symbol, chainId }, 'stablecoin deployed');
      return token;
    },

    async mint(token, to, amount) {
      assertAmount(amount);
      const { request } = await publicClient.simulateContract({
        account,
        address: token,
        abi: stablecoinAbi,
        functionName: 'mint',
        args: [to, amount],
      });
      return { hash: sent(token, 'mint', await walletClient.writeContract(request)) };
    },

    async burnWithPermit(token, holderPrivateKey, amount) {
      return submitBurnWithPermit(token, await signBurnPermit(token, holderPrivateKey, amount));
    },

    signBurnPermit,
    submitBurnWithPermit,
    waitForReceipt,

    async getReceipt(hash) {
      try {
        return summarize(await publicClient.getTransactionReceipt({ hash }));
      } catch (err) {
        if (err instanceof TransactionReceiptNotFoundError) return null;
        throw err;
      }
    },

    async balanceOf(token, owner) {
      await balancesSettled();
      return publicClient.readContract({
        address: token,
        abi: stablecoinAbi,
        functionName: 'balanceOf',
        args: [owner],
      });
    },

    holdBalanceReads(settled) {
      balancesSettled = settled;
    },

    totalSupply: (token, blockNumber) =>
      publicClient.readContract({ address: token, abi: stablecoinAbi, functionName: 'totalSupply', blockNumber }),

    permitNonce: (token, owner) =>
      publicClient.readContract({ address: token, abi: stablecoinAbi, functionName: 'nonces', args: [owner] }),

    async isReachable(timeoutMs = 3000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      // Callers at the same moment (concurrent requests) share one probe in flight.
      probing ??= publicClient
        .getBlockNumber({ cacheTime: 0 })
        .then(
          () => true,
          () => false,
        )
        .finally(() => (probing = null));
      const probe = probing;
      try {
        return await Promise.race([probe, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },

    async clearPoolOf(sender) {
      anvilNode ??= publicClient.request({ method: 'web3_clientVersion' }).then(
        (version) => String(version).startsWith('anvil/'),
        (error) => {
          anvilNode = null;
          throw error;
        },
      );
      if (!(await anvilNode)) return false;
      // anvil's own method, outside viem's public RPC schema: the request typed with that one method.
      const anvilRequest = publicClient.request as EIP1193RequestFn<
        [{ Method: 'anvil_removePoolTransactions'; Parameters: [Address]; ReturnType: null }]
      >;
      await anvilRequest({ method: 'anvil_removePoolTransactions', params: [sender] });
      return true;
    },

    async close() {
      // http keeps no connection of its own; a websocket must be closed or it holds the process open.
      if (wsTransport) (await wsTransport({ chain }).value?.getRpcClient())?.close();
    },
  };
}
