import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import type { PaymentDirection, PaymentStatus } from '../../gql/graphql.js';
import { credentials, paymentRecord } from '../../rest/contract.js';
import { amount, currency, documentedAs, id, omitted, text } from '../../rest/request.js';
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

/** A required field for which null too is missing (the reference clients send null for "not given"). */
const required = <T extends z.ZodType>(schema: T) =>
  documentedAs(
    z.preprocess((value) => value ?? undefined, schema),
    schema,
  );

const sendRequest = z.object({
  ...credentials,
  recipient_usertag: omitted(text()),
  recipient_alias: omitted(text()),
  recipient_public_address: omitted(text()),
  network_linked_acc_uuid: omitted(id(), 'The wallet paid from: a crypto identity, or `primary`'),
  amount: amount(),
  fx_iso: omitted(currency()),
  quote_id: omitted(id(z.uuid())),
  note: omitted(text()),
  passcode: required(text()),
  payment_route: omitted(text(), 'A channel of yours to pay from'),
});

function sendVariables(body: z.output<typeof sendRequest>, { headers }: RestRequest) {
  const key = headers['idempotency-key'];
  return {
    input: {
      recipient: {
        usertag: body.recipient_usertag,
        alias: body.recipient_alias,
        address: body.recipient_public_address,
      },
      amount: body.amount,
      currency: body.fx_iso,
      quoteId: body.quote_id,
      note: body.note,
      passcode: body.passcode,
      fromWallet: body.network_linked_acc_uuid,
      route: body.payment_route,
      idempotencyKey: typeof key === 'string' ? key : null,
    },
  };
}

const LIMIT = 'must be an integer from 1 to 100';
/** A query parameter (text), or the same name in a GET body (the reference product's form; null is left out). */
const historyRequest = z.object({
  limit: documentedAs(
    z
      .union([z.string(), z.number()], { error: LIMIT })
      .transform(Number)
      .pipe(z.int(LIMIT).min(1, LIMIT).max(100, LIMIT))
      .nullish(),
    z.int(),
  ),
  starting_after: omitted(id(z.uuid())),
  fx_iso: omitted(currency()),
  direction: documentedAs(
    omitted(text())
      .transform((v) => v?.toUpperCase())
      .pipe(z.enum(['SENT', 'RECEIVED'] satisfies PaymentDirection[], { error: 'is invalid' }).optional()),
    z.enum(['sent', 'received']),
  ),
  status: documentedAs(
    omitted(text())
      .transform((v) => v?.toUpperCase())
      .pipe(
        z
          .enum(['PENDING', 'SUBMITTED', 'CONFIRMED', 'FAILED'] satisfies PaymentStatus[], { error: 'is invalid' })
          .optional(),
      ),
    z.enum(['pending', 'submitted', 'confirmed', 'failed']),
  ),
  counterparty: omitted(text()),
});

export const paymentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/network/payments/send-to-supatag',
    summary: 'Pay another user by usertag, alias or address',
    request: sendRequest,
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
    request: historyRequest,
    response: z.object({ data: z.array(paymentRecord), has_more: z.boolean() }),
    auth: 'credentials',
    // The reference product sends its filters and credentials as a JSON body on GET.
    getBody: true,
    status: 200,
    document: History,
    variables: (q) => ({
      first: q.limit ?? undefined,
      startingAfter: q.starting_after,
      direction: q.direction,
      status: q.status,
      currency: q.fx_iso,
      counterparty: q.counterparty,
    }),
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
