import { z } from 'zod';
import { ERROR_STATUS } from '../kernel/errors.js';

// What the REST answers look like, as zod schemas the routes declare (`request`, `response` in
// src/rest/route.ts). src/rest/openapi.ts turns them into the OpenAPI document served at
// /openapi.json; the test suite checks every REST answer it receives against that document
// (test/helpers/contract.ts). Records follow spec section 2; where the service adds to the spec
// (for example the bank record), the route's module says why.

const uuid = z.uuid();
/** ISO 8601 with offset (account, identity, channel and funding records). */
const time = z.iso.datetime({ offset: true });
/** Epoch milliseconds (conversation and wallet-message records). */
const millis = z.int();
/** A decimal amount, as the JSON number the spec documents (exact to its 2 decimals). */
const amount = z.number();
const currency = z.string().describe('An ISO 4217 currency code, for example NGN or GHS');

// ------------------------------------------------------------------------------ envelopes

/** The success envelope of spec section 1: `code` is the HTTP status. */
export const envelope = (message: z.ZodType) => z.object({ code: z.int(), message, ref: z.string() });

export const errorEnvelope = z
  .object({
    code: z.int(),
    message: z.object({
      // HEADERS_TOO_LARGE (431) comes from the HTTP parser's refusal, outside the error model (src/app.ts).
      error: z.enum([...(Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[]), 'HEADERS_TOO_LARGE']),
      detail: z.string(),
      field: z.string().optional(),
    }),
    ref: z.string(),
  })
  .meta({ id: 'Error', description: 'Every refusal: `code` is the HTTP status, `message.error` the error code.' });

/** Credentials in the body (spec section 5), or `Authorization: Bearer` instead. */
export const credentials = {
  access_token: z.string().optional().describe('The access token, unless sent as Authorization: Bearer'),
  user_id: uuid.optional().describe('The account the token belongs to; required with access_token'),
};

// ------------------------------------------------------------------------------ records

export const profileRecord = z
  .object({
    id: z.int(),
    user_id: uuid,
    created_at: time,
    first_name: z.string(),
    last_name: z.string(),
    dob: z.iso.date(),
    phone_number: z.string(),
    address_l1: z.string(),
    address_l2: z.string(),
    address_postcode: z.string(),
    ccy_iso_default: currency,
  })
  .meta({ id: 'ProfileRecord' });

export const usertagRecord = z
  .object({ id: z.int(), created_at: time, user_id: uuid, usertag: z.string() })
  .meta({ id: 'UsertagRecord' });

/** The profile as create and update answer it (update adds the caller's access_token). */
export const profileAnswer = z.object({
  user_id: uuid,
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  usertag: z.string(),
  address_l1: z.string(),
  address_l2: z.string(),
  address_postcode: z.string(),
  ccy_iso_default: currency,
  entropy: z.string(),
});

export const aliasRecord = z
  .object({
    id: z.int(),
    created_at: time,
    user_id: uuid,
    usertag: z.string(),
    alias: z.string(),
    alias_uuid: uuid,
  })
  .meta({ id: 'AliasRecord' });

const identityHead = { id: z.int(), created_at: time, user_id: uuid, identity_uuid: uuid };

export const identityRecords = {
  mmo: z
    .object({
      ...identityHead,
      phone_number: z.string(),
      mmo_name: z.string(),
      fx_iso: currency.nullable(),
      relay_catch_all: z.boolean(),
    })
    .meta({ id: 'MobileMoneyRecord' }),
  bank: z
    .object({
      ...identityHead,
      bank_ac: z.string(),
      bank_sc: z.string(),
      bank_name: z.string(),
      fx_iso: currency.nullable(),
      relay_catch_all: z.boolean(),
    })
    .meta({ id: 'BankRecord' }),
  govid: z
    .object({ ...identityHead, gov_id_number: z.string().nullable() })
    .meta({ id: 'GovernmentIdRecord', description: 'gov_id_number is null where secrets are withheld' }),
  crypto: z
    .object({
      ...identityHead,
      public_address: z.string(),
      private_key: z.string().nullable(),
      fx_iso: currency.nullable(),
      relay_catch_all: z.boolean(),
      primary_network_wallet: z.boolean(),
    })
    .meta({ id: 'CryptoRecord', description: 'private_key is null where secrets are withheld or none is held' }),
};

/** A channel as create, update and delete answer it. */
export const channelMessage = z
  .object({
    user_id: uuid,
    linked_account_uuid: uuid,
    alias_uuid: uuid.nullable(),
    route_uuid: uuid,
    route_name: z.string(),
  })
  .meta({ id: 'Channel' });

/** A channel in the list: with its row number and creation time. */
export const channelRecord = channelMessage.extend({ id: z.int(), created_at: time }).meta({ id: 'ChannelRecord' });

export const transactionRecord = z
  .object({
    id: z.int(),
    created_at: time,
    user_id: uuid,
    float_op: z.enum(['deposit', 'withdrawal']),
    network_op: z.enum(['mint', 'burn']),
    fiat_iso: currency,
    fiat_amt: amount,
    token_symbol: z.string(),
    token_amt: amount,
    network_tx_hash: z.string().nullable(),
    network_fees_eth: z.number().nullable(),
    network_fees_ccy: z.number().nullable(),
    user_pays_fees: z.boolean(),
    status: z
      .enum(['pending', 'awaiting_deposit', 'submitted', 'paying_out', 'confirmed', 'failed', 'reorged'])
      .describe(
        'Beyond the spec: where it stands. awaiting_deposit: the payer has not approved yet (network_tx_hash null); paying_out: burned, the payout not finished.',
      ),
    failure_reason: z.string().nullable().describe('Beyond the spec: why it failed; null otherwise.'),
  })
  .meta({ id: 'StablecoinTransactionRecord' });

export const walletMessageRecord = z
  .object({
    id: uuid,
    conversation_id: uuid,
    contact: z.object({
      id: uuid,
      username: z.string(),
      phone_number: z.string().nullable(),
      avatar_url: z.string().nullable(),
      last_active_at: millis.nullable(),
      created_at: millis,
    }),
    message: z.string(),
    reactions: z.array(z.unknown()),
    attachments: z.array(z.unknown()),
    read_at: millis.nullable(),
    created_at: millis,
    updated_at: millis,
  })
  .meta({ id: 'WalletMessageRecord' });

export const conversationRecord = z
  .object({
    id: uuid,
    contact_id: uuid.nullable(),
    group_id: uuid.nullable(),
    pinned_message_id: uuid.nullable(),
    is_pinned: z.boolean(),
    is_muted: z.boolean(),
    last_active_at: millis.nullable(),
    last_opened_at: millis.nullable(),
    created_at: millis,
    archived_at: millis.nullable(),
  })
  .meta({ id: 'Conversation' });

export const paymentRecord = z
  .object({
    id: uuid,
    created_at: time,
    confirmed_at: time.nullable(),
    status: z.enum(['pending', 'submitted', 'confirmed', 'failed']),
    direction: z.enum(['sent', 'received']),
    amount,
    fx_iso: currency,
    receive_amount: amount,
    receive_fx_iso: currency,
    rate: z.number(),
    fee: amount,
    note: z.string().nullable(),
    recipient_kind: z.enum(['usertag', 'alias', 'address']),
    recipient: z.string(),
    counterparty_usertag: z.string().nullable(),
    from_address: z.string(),
    to_address: z.string(),
    failure_reason: z.string().nullable(),
    transactions: z.array(
      z.object({
        network_op: z.string(),
        network_tx_hash: z.string().nullable(),
        status: z.string(),
      }),
    ),
  })
  .meta({ id: 'PaymentRecord' });

export const exchangeRateMessage = z.object({
  fx_iso_base: currency,
  fx_iso_quote: currency,
  rate: z.number(),
  as_of: time,
});
