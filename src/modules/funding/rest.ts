import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { credentials, transactionRecord } from '../../rest/contract.js';
import { amount, describedAs, id } from '../../rest/request.js';
import { notFound } from '../../kernel/errors.js';
import { defineRoute, type RestRequest } from '../../rest/route.js';

// Spec 4.5. Same body for both paths; the answer is { data: [record], count: null } with 201.
// An Idempotency-Key header makes a retry return the first answer.

const Mint = graphql(`
  mutation RestMint($input: MintStablecoinInput!) {
    mintStablecoin(input: $input) {
      __typename
      ... on MintStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }
      ... on Error { code message field }
    }
  }
`);

const Burn = graphql(`
  mutation RestBurn($input: BurnStablecoinInput!) {
    burnStablecoin(input: $input) {
      __typename
      ... on BurnStablecoinSuccess { stablecoinTransaction { ...RestStablecoinTransaction } }
      ... on Error { code message field }
    }
  }
`);

const One = graphql(`
  query RestStablecoinTransaction($id: ID!) {
    stablecoinTransaction(id: $id) { ...RestStablecoinTransaction }
  }
`);

graphql(`
  fragment RestStablecoinTransaction on StablecoinTransaction {
    databaseId createdAt userId direction chainOperation fiatAmount { amount currency } tokenAmount { amount currency }
    transactionHash networkFeeEth networkFee { amount } userPaysFees status failureReason
  }
`);

function variables(body: z.output<typeof fundingRequest>, { headers }: RestRequest) {
  const key = headers['idempotency-key'];
  return {
    input: {
      fiatAccountId: body.fiat_linked_acc_uuid,
      networkAccountId: body.network_linked_acc_uuid,
      amount: body.amount,
      idempotencyKey: typeof key === 'string' ? key : null,
    },
  };
}

type Tx = {
  databaseId: number;
  createdAt: string;
  userId: string;
  direction: 'DEPOSIT' | 'WITHDRAWAL';
  chainOperation: 'MINT' | 'BURN';
  fiatAmount: { amount: string; currency: string };
  tokenAmount: { amount: string; currency: string };
  transactionHash?: string | null;
  networkFeeEth?: string | null;
  networkFee?: { amount: string } | null;
  userPaysFees: boolean;
  status: string;
  failureReason?: string | null;
};

/** Spec 2.5: amounts are JSON numbers, produced from the exact decimals only here at the edge. */
const record = (t: Tx) => ({
  id: t.databaseId,
  created_at: t.createdAt,
  user_id: t.userId,
  float_op: t.direction === 'DEPOSIT' ? 'deposit' : 'withdrawal',
  network_op: t.chainOperation === 'MINT' ? 'mint' : 'burn',
  fiat_iso: t.fiatAmount.currency,
  fiat_amt: Number(t.fiatAmount.amount),
  token_symbol: t.tokenAmount.currency,
  token_amt: Number(t.tokenAmount.amount),
  network_tx_hash: t.transactionHash ?? null,
  network_fees_eth: t.networkFeeEth == null ? null : Number(t.networkFeeEth),
  network_fees_ccy: t.networkFee == null ? null : Number(t.networkFee.amount),
  user_pays_fees: t.userPaysFees,
  // Beyond the spec's record (added fields only): a deposit answered before the payer approved
  // is `awaiting_deposit` with a null network_tx_hash; read it again with GET below.
  status: t.status.toLowerCase(),
  failure_reason: t.failureReason ?? null,
});

/** The spec's words for what the funding errors name. */
const names = {
  amount: 'amount',
  fiatAccountId: 'fiat_linked_acc_uuid',
  networkAccountId: 'network_linked_acc_uuid',
  idempotencyKey: 'idempotency_key',
  createWallet: '/v1/network/wallet/createNew',
};

const fundingRequest = z.object({
  ...credentials,
  fiat_linked_acc_uuid: id(z.uuid().describe('The mobile-money or bank identity the fiat moves through')),
  network_linked_acc_uuid: id(z.string().describe('A crypto identity (UUID), or `primary` for the primary wallet')),
  // The documented type is a JSON number; from here on it stays a decimal string.
  amount: describedAs(amount(), 'At most 2 decimals'),
});
const fundingAnswer = z.object({ data: z.array(transactionRecord).length(1), count: z.null() });

export const fundingRoutes = [
  defineRoute({
    method: 'POST',
    path: '/network/stablecoins/mint',
    summary: 'Deposit: collect fiat and mint stablecoins',
    request: fundingRequest,
    response: fundingAnswer,
    idempotent: true,
    auth: 'credentials',
    status: 201,
    document: Mint,
    variables,
    names,
    reply: (data) => ({ data: [record(data.mintStablecoin.stablecoinTransaction)], count: null }),
  }),
  defineRoute({
    method: 'POST',
    path: '/network/stablecoins/burn',
    summary: 'Withdrawal: burn stablecoins and pay the fiat out',
    request: fundingRequest,
    response: fundingAnswer,
    idempotent: true,
    auth: 'credentials',
    status: 201,
    document: Burn,
    variables,
    names,
    reply: (data) => ({ data: [record(data.burnStablecoin.stablecoinTransaction)], count: null }),
  }),
  defineRoute({
    method: 'GET',
    path: '/network/stablecoins/transactions/:transaction_id',
    summary:
      "One of your deposits or withdrawals as it stands now (poll a deposit answered awaiting_deposit); 404 for an unknown id or anyone else's",
    response: fundingAnswer,
    // Authorization: Bearer, or the legacy JSON body's access_token and user_id (never the URL).
    auth: 'credentials',
    getBody: true,
    status: 200,
    document: One,
    names: { id: 'transaction_id' },
    variables: (_, { params }) => ({ id: params.transaction_id }),
    reply: (data) => {
      if (!data.stablecoinTransaction) throw notFound('stablecoin transaction', 'transaction_id');
      return { data: [record(data.stablecoinTransaction)], count: null };
    },
  }),
];
