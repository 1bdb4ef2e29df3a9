import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { badInput } from '../../errors.js';
import { credentials, paymentRecord } from '../../rest/contract.js';
import { defineRoute, type RestRequest, signedIn } from '../../rest/route.js';

// Payments between users in the reference product's paths (docs/payments.md). The send answers
// 201 with { data: [payment], count: null } like the other money paths; the history answers the
// envelope with { data, has_more } and pages like the conversations (limit, starting_after).

graphql(`
  fragment RestPayment on Payment {
    id createdAt confirmedAt status direction amount { amount currency } receiveAmount { amount currency } rate
    fee { amount } note recipientKind recipient counterpartyUsertag fromAddress toAddress failureReason
    transactions { operation transactionHash status }
  }
`);

const Send = graphql(`
  mutation RestSendPayment($input: SendPaymentInput!) {
    sendPayment(input: $input) {
      __typename
      ... on SendPaymentSuccess { payment { ...RestPayment } }
      ... on Error { code message field }
    }
  }
`);

const History = graphql(`
  query RestPaymentHistory($first: Int, $startingAfter: ID, $direction: PaymentDirection, $status: PaymentStatus, $currency: CurrencyCode, $counterparty: String) {
    viewer {
      payments(first: $first, startingAfter: $startingAfter, direction: $direction, status: $status, currency: $currency, counterparty: $counterparty) {
        edges { node { ...RestPayment } }
        pageInfo { hasNextPage }
      }
    }
  }
`);

type PaymentData = {
  id: string;
  createdAt: string;
  confirmedAt?: string | null;
  status: string;
  direction: string;
  amount: { amount: string; currency: string };
  receiveAmount: { amount: string; currency: string };
  rate: string;
  fee: { amount: string };
  note?: string | null;
  recipientKind: string;
  recipient: string;
  counterpartyUsertag?: string | null;
  fromAddress: string;
  toAddress: string;
  failureReason?: string | null;
  transactions: { operation: string; transactionHash?: string | null; status: string }[];
};

/** Amounts and the rate as JSON numbers, made from the exact decimals only here at the edge. */
const record = (p: PaymentData) => ({
  id: p.id,
  created_at: p.createdAt,
  confirmed_at: p.confirmedAt ?? null,
  status: p.status.toLowerCase(),
  direction: p.direction.toLowerCase(),
  amount: Number(p.amount.amount),
  fx_iso: p.amount.currency,
  receive_amount: Number(p.receiveAmount.amount),
  receive_fx_iso: p.receiveAmount.currency,
  rate: Number(p.rate),
  fee: Number(p.fee.amount),
  note: p.note ?? null,
  recipient_kind: p.recipientKind.toLowerCase(),
  recipient: p.recipient,
  counterparty_usertag: p.counterpartyUsertag ?? null,
  from_address: p.fromAddress,
  to_address: p.toAddress,
  failure_reason: p.failureReason ?? null,
  transactions: p.transactions.map((t) => ({
    network_op: t.operation.toLowerCase(),
    network_tx_hash: t.transactionHash ?? null,
    status: t.status.toLowerCase(),
  })),
});

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? undefined : (v as never));

function sendVariables({ body, headers }: RestRequest) {
  if (body.amount !== undefined && (typeof body.amount !== 'number' || !Number.isFinite(body.amount)))
    throw badInput('amount must be a number', 'amount');
  const key = headers['idempotency-key'];
  const network = str(body.network_linked_acc_uuid);
  return {
    input: {
      recipient: {
        usertag: str(body.recipient_usertag),
        alias: str(body.recipient_alias),
        address: str(body.recipient_public_address),
      },
      amount: body.amount === undefined ? undefined : String(body.amount),
      currency: str(body.fx_iso),
      quoteId: str(body.quote_id),
      note: str(body.note),
      passcode: str(body.passcode),
      fromWallet: network,
      route: str(body.payment_route),
      idempotencyKey: typeof key === 'string' ? key : null,
    } as never,
  };
}

/** A query parameter, or the same name in a GET body (the reference product's form). */
const param = ({ query, body }: RestRequest, name: string) => query.get(name) ?? str(body[name]);

function historyVariables(req: RestRequest) {
  const limit = param(req, 'limit');
  const first = limit === undefined ? undefined : Number(limit);
  if (first !== undefined && !(Number.isInteger(first) && first >= 1 && first <= 100))
    throw badInput('limit must be an integer from 1 to 100', 'limit');
  const upper = (v: string | undefined) => v?.toUpperCase() as never;
  return {
    first,
    startingAfter: param(req, 'starting_after'),
    direction: upper(param(req, 'direction')),
    status: upper(param(req, 'status')),
    currency: param(req, 'fx_iso') as never,
    counterparty: param(req, 'counterparty'),
  };
}

export const paymentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/network/payments/send-to-supatag',
    summary: 'Pay another user by usertag, alias or address',
    request: z.object({
      ...credentials,
      recipient_usertag: z.string().optional(),
      recipient_alias: z.string().optional(),
      recipient_public_address: z.string().optional(),
      network_linked_acc_uuid: z.string().optional().describe('The wallet paid from: a crypto identity, or `primary`'),
      amount: z.number(),
      fx_iso: z.string().optional(),
      quote_id: z.uuid().optional(),
      note: z.string().optional(),
      passcode: z.string(),
      payment_route: z.string().optional().describe('A channel of yours to pay from'),
    }),
    response: z.object({ data: z.array(paymentRecord).length(1), count: z.null() }),
    idempotent: true,
    auth: 'credentials',
    status: 201,
    document: Send,
    variables: sendVariables,
    names: {
      recipient: 'recipient',
      usertag: 'recipient_usertag',
      alias: 'recipient_alias',
      address: 'recipient_public_address',
      amount: 'amount',
      currency: 'fx_iso',
      quoteId: 'quote_id',
      note: 'note',
      passcode: 'passcode',
      fromWallet: 'network_linked_acc_uuid',
      route: 'payment_route',
      idempotencyKey: 'idempotency_key',
      createWallet: '/v1/network/wallet/createNew',
    },
    reply: (data) => ({ data: [record(data.sendPayment.payment)], count: null }),
  }),
  defineRoute({
    method: 'GET',
    path: '/payments/history/view',
    summary: 'Your payments, sent and received, newest first (query parameters, or a JSON body)',
    request: z.object({
      limit: z.int().optional(),
      starting_after: z.uuid().optional(),
      fx_iso: z.string().optional(),
      direction: z.enum(['sent', 'received']).optional(),
      status: z.enum(['pending', 'submitted', 'confirmed', 'failed']).optional(),
      counterparty: z.string().optional(),
    }),
    response: z.object({ data: z.array(paymentRecord), has_more: z.boolean() }),
    auth: 'credentials',
    // The reference product sends its filters and credentials as a JSON body on GET.
    getBody: true,
    status: 200,
    document: History,
    variables: historyVariables,
    names: {
      first: 'limit',
      startingAfter: 'starting_after',
      currency: 'fx_iso',
      direction: 'direction',
      status: 'status',
      counterparty: 'counterparty',
    },
    reply: (data) => {
      const page = signedIn(data.viewer).payments;
      return { data: page.edges.map((e) => record(e.node)), has_more: page.pageInfo.hasNextPage };
    },
  }),
];
