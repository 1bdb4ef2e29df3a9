import { createPublicClient, http, parseAbiItem, parseUnits, zeroAddress, type Address } from 'viem';
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { ExpectStatic } from 'vitest';
import { stablecoinAbi } from '../../src/generated/contracts/stablecoin.js';
import { graphql } from '../generated/gql/index.js';
import { call, gql, signUp, type GqlReply } from './service.js';

// What a user and an auditor of the chain can see of money: a user with a mobile-money account
// and the service's own primary wallet, mints and burns through REST, the ledger as the user
// reads it through GraphQL, and the token's supply and Transfer logs read from the chain.

export const MINT = '/network/stablecoins/mint';
/** Whether deposits and withdrawals go through the in-process rail simulator (the embedded default), not the sandbox. */
export const railed = (config: { rails: { simulator?: unknown } }) => config.rails.simulator !== undefined;
export const BURN = '/network/stablecoins/burn';

const CreateWallet = graphql(`
  mutation TestMoneyCreateWallet($input: CreateWalletInput!) {
    createWallet(input: $input) {
      __typename
      ... on CreateWalletSuccess { wallet { address tokens { symbol contractAddress } } }
      ... on Error { code message field }
    }
  }
`);
const Ledger = graphql(`
  query TestMoneyLedger($after: String) {
    viewer {
      stablecoinTransactions(first: 50, after: $after) {
        edges { node { id status chainOperation tokenAmount { amount currency } transactionHash } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

export interface MoneyUser {
  access_token: string;
  user_id: string;
  fiat: string;
  wallet: Address;
  tokens: Record<string, Address>;
  /** How to sign in (a browser test). */
  login?: { email: string; password: string; passcode: string };
}

/** Signs up through `base`, links an mobile-money account in `currency` and creates the primary wallet. */
export async function moneyUser(base: string, currency = 'NGN'): Promise<MoneyUser> {
  const user = await signUp(base);
  const creds = { access_token: user.access_token, user_id: user.user_id };
  const empty = { mmo: {}, bank: {}, govid: {}, crypto: {} };
  const mmo = await call(base, 'POST', '/v1/identity/create', {
    ...empty,
    mmo: { ...creds, phone_number: '+233241234567', mmo_name: 'MTN MoMo', fx_iso: currency, relay_catch_all: false },
  });
  if (mmo.status !== 201) throw new Error(`identity: ${JSON.stringify(mmo.body)}`);
  const wallet = await gql(
    base,
    CreateWallet,
    { input: { entropy: 'testEntropy2026', tokenSymbols: [] } },
    user.access_token,
  );
  const created = wallet.body.data?.createWallet;
  if (wallet.body.errors || created?.__typename !== 'CreateWalletSuccess')
    throw new Error(`wallet: ${JSON.stringify(wallet.body)}`);
  const w = created.wallet;
  return {
    ...creds,
    fiat: mmo.body.message.mmo[0].identity_uuid,
    wallet: w.address as Address,
    tokens: Object.fromEntries(w.tokens.map((t) => [t.symbol, t.contractAddress as Address])),
    login: { email: user.email, password: user.password, passcode: user.passcode },
  };
}

/** POST a mint or burn of `amount` from/to the user's primary wallet with an Idempotency-Key. */
export function money(base: string, path: string, u: MoneyUser, amount: number, key: string) {
  return call(
    base,
    'POST',
    path,
    {
      access_token: u.access_token,
      user_id: u.user_id,
      fiat_linked_acc_uuid: u.fiat,
      network_linked_acc_uuid: 'primary',
      amount,
    },
    { 'idempotency-key': key },
  );
}

/** Same as `money`, but a dropped connection (the process died) is an answer too. */
export function moneyOrDrop(base: string, path: string, u: MoneyUser, amount: number, key: string) {
  return money(base, path, u, amount, key).catch((error: Error) => ({
    status: 0,
    body: { dropped: error.message },
    headers: new Headers(),
  }));
}

export interface LedgerRow {
  id: string;
  status: string;
  chainOperation: 'MINT' | 'BURN';
  tokenAmount: { amount: string; currency: string };
  transactionHash: string | null;
}

/** The user's operations as GraphQL shows them (newest first), every page of them. */
export async function ledger(base: string, u: MoneyUser): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  for (let after: string | null = null; ; ) {
    const res: GqlReply<ResultOf<typeof Ledger>> = await gql(base, Ledger, { after }, u.access_token);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    const page = res.body.data?.viewer?.stablecoinTransactions;
    if (!page) throw new Error(`ledger: ${JSON.stringify(res.body)}`);
    rows.push(...page.edges.map((e): LedgerRow => e.node));
    if (!page.pageInfo.hasNextPage) return rows;
    after = page.pageInfo.endCursor;
  }
}

/** Units the confirmed operations in `rows` put on chain (mints minus burns). */
export function confirmedUnits(rows: LedgerRow[]) {
  return rows
    .filter((r) => r.status === 'CONFIRMED')
    .reduce((sum, r) => sum + (r.chainOperation === 'MINT' ? 1n : -1n) * parseUnits(r.tokenAmount.amount, 18), 0n);
}

const transfer = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** The chain as an auditor reads it: supply, balances, and which transactions minted or burned. */
export function chainView(rpcUrl: string) {
  const client = createPublicClient({ transport: http(rpcUrl) });
  return {
    client,
    supply: (token: Address) =>
      client.readContract({ address: token, abi: stablecoinAbi, functionName: 'totalSupply' }),
    balance: (token: Address, owner: Address) =>
      client.readContract({ address: token, abi: stablecoinAbi, functionName: 'balanceOf', args: [owner] }),
  };
}

/**
 * What the users were promised: each confirmed operation of theirs is on chain exactly once
 * (a Transfer to or from their wallet in its transaction), nothing else minted or burned for
 * their wallets, each wallet holds what its confirmed operations add up to, and the token's
 * supply equals the sum over all `users` (every user of the token in that chain).
 */
export async function expectChainMatchesLedger(
  rpcUrl: string,
  base: string,
  users: MoneyUser[],
  expect: ExpectStatic,
  symbol = 'NGN',
  /** Units moved into (+) or out of (−) a wallet by confirmed payments (their legs are not in the ledger rows). */
  paid: (wallet: Address) => bigint = () => 0n,
) {
  const view = chainView(rpcUrl);
  const token = users[0].tokens[symbol];
  const logs = await view.client.getLogs({ address: token, event: transfer, fromBlock: 0n, toBlock: 'latest' });
  let total = 0n;
  for (const u of users) {
    const rows = (await ledger(base, u)).filter((r) => r.status === 'CONFIRMED' && r.tokenAmount.currency === symbol);
    const mine = (side: 'from' | 'to', other: 'from' | 'to') =>
      logs
        .filter((l) => l.args[other] === zeroAddress && l.args[side]?.toLowerCase() === u.wallet.toLowerCase())
        .map((l) => l.transactionHash)
        .sort();
    expect(mine('to', 'from')).toEqual(
      rows
        .filter((r) => r.chainOperation === 'MINT')
        .map((r) => r.transactionHash)
        .sort(),
    );
    expect(mine('from', 'to')).toEqual(
      rows
        .filter((r) => r.chainOperation === 'BURN')
        .map((r) => r.transactionHash)
        .sort(),
    );
    expect(await view.balance(token, u.wallet)).toBe(confirmedUnits(rows) + paid(u.wallet));
    total += confirmedUnits(rows) + paid(u.wallet);
  }
  expect(await view.supply(token)).toBe(total);
}
