import { graphql } from '../../gql/index.js';
import { badInput } from '../../errors.js';
import { defineRoute, type RestRequest } from '../../rest/route.js';

// Spec 4.5. Same body for both paths; the answer is { data: [record], count: null } with 201.
// An Idempotency-Key header makes a retry return the first answer.

const Mint = graphql(`
  mutation RestMint($input: FundingInput!, $idempotencyKey: String) {
    mintStablecoin(input: $input, idempotencyKey: $idempotencyKey) {
      id createdAt userId floatOp networkOp fiatIso fiatAmt tokenSymbol tokenAmt networkTxHash networkFeesEth networkFeesCcy userPaysFees
    }
  }
`);

const Burn = graphql(`
  mutation RestBurn($input: FundingInput!, $idempotencyKey: String) {
    burnStablecoin(input: $input, idempotencyKey: $idempotencyKey) {
      id createdAt userId floatOp networkOp fiatIso fiatAmt tokenSymbol tokenAmt networkTxHash networkFeesEth networkFeesCcy userPaysFees
    }
  }
`);

function variables({ body, headers }: RestRequest) {
  // The documented type is a JSON number. Its shortest decimal text is exactly what the client
  // wrote for any amount with at most 2 decimals; from here on it stays a decimal string.
  if (body.amount !== undefined && (typeof body.amount !== 'number' || !Number.isFinite(body.amount))) {
    throw badInput('amount must be a number', 'amount');
  }
  const key = headers['idempotency-key'];
  return {
    input: {
      fiatAccountUuid: body.fiat_linked_acc_uuid,
      networkAccountUuid: body.network_linked_acc_uuid,
      amount: body.amount === undefined ? undefined : String(body.amount),
    } as never,
    idempotencyKey: typeof key === 'string' ? key : null,
  };
}

type Tx = {
  id: number;
  createdAt: string;
  userId: string;
  floatOp: string;
  networkOp: string;
  fiatIso: string;
  fiatAmt: string;
  tokenSymbol: string;
  tokenAmt: string;
  networkTxHash?: string | null;
  networkFeesEth?: string | null;
  networkFeesCcy?: string | null;
  userPaysFees: boolean;
};

/** Spec 2.5: amounts are JSON numbers, produced from the exact decimals only here at the edge. */
const record = (t: Tx) => ({
  id: t.id,
  created_at: t.createdAt,
  user_id: t.userId,
  float_op: t.floatOp,
  network_op: t.networkOp,
  fiat_iso: t.fiatIso,
  fiat_amt: Number(t.fiatAmt),
  token_symbol: t.tokenSymbol,
  token_amt: Number(t.tokenAmt),
  network_tx_hash: t.networkTxHash ?? null,
  network_fees_eth: t.networkFeesEth == null ? null : Number(t.networkFeesEth),
  network_fees_ccy: t.networkFeesCcy == null ? null : Number(t.networkFeesCcy),
  user_pays_fees: t.userPaysFees,
});

/** The spec's words for what the funding errors name. */
const names = {
  fiatAccountUuid: 'fiat_linked_acc_uuid',
  networkAccountUuid: 'network_linked_acc_uuid',
  createWallet: '/v1/network/wallet/createNew',
};

export const fundingRoutes = [
  defineRoute({
    method: 'POST',
    path: '/network/stablecoins/mint',
    auth: 'credentials',
    status: 201,
    document: Mint,
    variables,
    names,
    reply: (data) => ({ data: [record(data.mintStablecoin)], count: null }),
  }),
  defineRoute({
    method: 'POST',
    path: '/network/stablecoins/burn',
    auth: 'credentials',
    status: 201,
    document: Burn,
    variables,
    names,
    reply: (data) => ({ data: [record(data.burnStablecoin)], count: null }),
  }),
];
