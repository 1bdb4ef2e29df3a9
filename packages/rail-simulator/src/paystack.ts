import { createHmac, randomBytes } from 'node:crypto';
import { parseSubunits } from './amount.js';
import type { ProviderApi, SimContext, StatementLine } from './context.js';
import { header, type SimResponse } from './http.js';
import type { SimTransaction, State } from './ledger.js';

// Paystack (paystack.com/docs/api): Bearer secret key, `{ status, message, data }` envelope,
// amounts in integer subunits (kobo, pesewas). Payouts: POST /transferrecipient, POST /transfer
// with our `reference`, GET /transfer/verify/:reference, webhooks transfer.success / .failed /
// .reversed. Bank collections: POST /charge with `bank`, GET /transaction/verify/:reference,
// webhook charge.success. Webhooks are signed: x-paystack-signature = hex HMAC-SHA512 of the raw
// body with the secret key.

export interface PaystackConfig {
  secretKey: string;
  /** The webhook URL set on the Paystack dashboard; none: no webhooks. */
  webhookUrl?: string;
}

export function defaultPaystackConfig(): PaystackConfig {
  return { secretKey: `sk_test_${randomBytes(20).toString('hex')}` };
}

const RECIPIENT_TYPES: Record<string, string> = { nuban: 'NGN', ghipss: 'GHS', mobile_money: 'GHS', basa: 'ZAR' };
const REFERENCE = /^[a-z0-9_-]{16,50}$/;
const INTEGRATION = 100032;

const fail = (status: number, message: string): SimResponse => ({ status, body: { status: false, message } });
const ok = (status: number, message: string, data: unknown): SimResponse => ({
  status,
  body: { status: true, message, data },
});

interface Recipient {
  id: number;
  code: string;
  type: string;
  name: string;
  accountNumber: string;
  bankCode: string;
  currency: string;
  createdAt: Date;
}

export function paystackApi(ctx: SimContext, config: PaystackConfig): ProviderApi {
  const recipients = new Map<string, Recipient>();

  function recipientData(r: Recipient) {
    return {
      active: true,
      createdAt: r.createdAt.toISOString(),
      currency: r.currency,
      domain: 'test',
      id: r.id,
      integration: INTEGRATION,
      name: r.name,
      recipient_code: r.code,
      type: r.type,
      updatedAt: r.createdAt.toISOString(),
      is_deleted: false,
      details: {
        authorization_code: null,
        account_number: r.accountNumber,
        account_name: r.name,
        bank_code: r.bankCode,
      },
    };
  }

  function createRecipient(body: Record<string, unknown>): SimResponse {
    const { type, name, account_number: accountNumber, bank_code: bankCode } = body;
    if (typeof type !== 'string' || !RECIPIENT_TYPES[type]) return fail(400, 'Invalid recipient type');
    if (typeof name !== 'string' || !name) return fail(400, 'Name is required');
    if (typeof accountNumber !== 'string' || !/^\d{6,20}$/.test(accountNumber)) {
      return fail(400, 'Account number is invalid');
    }
    if (typeof bankCode !== 'string' || !bankCode) return fail(400, 'Bank code is required');
    const currency = typeof body.currency === 'string' ? body.currency : RECIPIENT_TYPES[type];
    // Paystack answers a recipient it already has with that record.
    const key = `${type}:${bankCode}:${accountNumber}:${currency}`;
    const known = recipients.get(key);
    if (known) return ok(200, 'Transfer recipient created successfully', recipientData(known));
    const id = ctx.ledger.nextId();
    const r: Recipient = {
      id,
      code: `RCP_${randomBytes(8).toString('hex')}`,
      type,
      name,
      accountNumber,
      bankCode,
      currency,
      createdAt: ctx.clock.now(),
    };
    recipients.set(key, r);
    return ok(201, 'Transfer recipient created successfully', recipientData(r));
  }

  function newTx(
    kind: 'collection' | 'payout',
    reference: string,
    amountMinor: bigint,
    currency: string,
    account: string,
    request: Record<string, unknown>,
  ) {
    const tx: SimTransaction = {
      provider: 'paystack',
      kind,
      reference,
      providerId: String(ctx.ledger.nextId()),
      code: kind === 'payout' ? `TRF_${randomBytes(8).toString('hex')}` : undefined,
      amountMinor,
      currency,
      account,
      request,
      state: 'pending',
      createdAt: ctx.clock.now(),
      behaviour: ctx.scripts.pick(reference, account, ctx.defaultBehaviour()),
      timers: [],
    };
    ctx.ledger.add(tx);
    ctx.lifecycle.start(tx);
    return tx;
  }

  function initiateTransfer(body: Record<string, unknown>): SimResponse {
    const amountMinor = parseSubunits(body.amount);
    if (amountMinor === undefined) return fail(400, 'Amount should be a positive integer in subunits');
    if (body.source !== 'balance') return fail(400, 'Source should be balance');
    const recipient = [...recipients.values()].find((r) => r.code === body.recipient);
    if (!recipient) return fail(400, 'Recipient specified is invalid');
    const reference = body.reference;
    if (typeof reference !== 'string' || !REFERENCE.test(reference)) {
      return fail(400, 'Invalid transfer reference: 16 to 50 lowercase letters, digits, - or _');
    }
    if (ctx.ledger.get('paystack', 'payout', reference)) return fail(400, 'Duplicate Transfer Reference');
    const currency = typeof body.currency === 'string' ? body.currency : recipient.currency;
    const tx = newTx('payout', reference, amountMinor, currency, recipient.accountNumber, {
      reason: typeof body.reason === 'string' ? body.reason : undefined,
      recipient,
    });
    return ok(200, 'Transfer has been queued', transferData(tx, tx.state));
  }

  function charge(body: Record<string, unknown>): SimResponse {
    const amountMinor = parseSubunits(body.amount);
    if (amountMinor === undefined) return fail(400, 'Amount should be a positive integer in subunits');
    if (typeof body.email !== 'string' || !body.email.includes('@')) return fail(400, 'Email is invalid');
    const bank = body.bank as Record<string, unknown> | undefined;
    if (!bank || typeof bank.code !== 'string' || typeof bank.account_number !== 'string') {
      return fail(400, 'bank.code and bank.account_number are required');
    }
    const reference = body.reference;
    if (typeof reference !== 'string' || !REFERENCE.test(reference)) return fail(400, 'Invalid reference');
    if (ctx.ledger.get('paystack', 'collection', reference)) return fail(400, 'Duplicate Transaction Reference');
    const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
    const tx = newTx('collection', reference, amountMinor, currency, bank.account_number, {
      email: body.email,
      bankCode: bank.code,
    });
    return ok(200, 'Charge attempted', {
      reference: tx.reference,
      status: 'pay_offline',
      display_text: 'Approve the debit in your bank app',
    });
  }

  function transferData(tx: SimTransaction, state: State) {
    const recipient = tx.request.recipient as Recipient;
    return {
      amount: Number(tx.amountMinor),
      currency: tx.currency,
      domain: 'test',
      failures: null,
      id: Number(tx.providerId),
      integration: INTEGRATION,
      reason: tx.request.reason,
      reference: tx.reference,
      source: 'balance',
      source_details: null,
      status: transferStatus(state),
      titan_code: null,
      transfer_code: tx.code,
      transferred_at: state === 'successful' || state === 'reversed' ? tx.settledAt?.toISOString() : null,
      recipient: recipientData(recipient),
      gateway_response: state === 'failed' || state === 'expired' ? tx.reason : undefined,
      createdAt: tx.createdAt.toISOString(),
      updatedAt: (tx.reversedAt ?? tx.settledAt ?? tx.createdAt).toISOString(),
    };
  }

  function chargeData(tx: SimTransaction, state: State) {
    return {
      id: Number(tx.providerId),
      domain: 'test',
      status: chargeStatus(state),
      reference: tx.reference,
      amount: Number(tx.amountMinor),
      gateway_response:
        state === 'successful' ? 'Approved' : state === 'pending' ? 'Pending' : (tx.reason ?? 'Declined'),
      paid_at: state === 'successful' ? tx.settledAt?.toISOString() : null,
      created_at: tx.createdAt.toISOString(),
      channel: 'bank',
      currency: tx.currency,
      customer: { email: tx.request.email },
      authorization: { bank: tx.request.bankCode, channel: 'bank' },
    };
  }

  function verify(kind: 'collection' | 'payout', reference: string): SimResponse {
    const tx = ctx.ledger.get('paystack', kind, reference);
    if (kind === 'payout')
      return tx ? ok(200, 'Transfer retrieved', transferData(tx, tx.state)) : fail(404, 'Transfer not found');
    return tx
      ? ok(200, 'Verification successful', chargeData(tx, tx.state))
      : fail(400, 'Transaction reference not found');
  }

  const paths = /^\/(transferrecipient|transfer|charge|transfer\/verify\/[^/]+|transaction\/verify\/[^/]+)$/;

  return {
    owns: (path) => paths.test(path),
    isTokenPath: () => false,
    authorized: (req) => header(req, 'authorization') === `Bearer ${config.secretKey}`,
    handle(req) {
      if (!paths.test(req.path)) return undefined;
      if (header(req, 'authorization') !== `Bearer ${config.secretKey}`) return fail(401, 'Invalid key');
      const body = (req.json ?? {}) as Record<string, unknown>;
      const verifyMatch = /^\/(transfer|transaction)\/verify\/([^/]+)$/.exec(req.path);
      if (verifyMatch && req.method === 'GET') {
        return verify(verifyMatch[1] === 'transfer' ? 'payout' : 'collection', decodeURIComponent(verifyMatch[2]));
      }
      if (req.method !== 'POST' || verifyMatch) return fail(405, 'Method not allowed');
      if (req.path === '/transferrecipient') return createRecipient(body);
      if (req.path === '/transfer') return initiateTransfer(body);
      return charge(body);
    },
    notify(tx, state) {
      if (!config.webhookUrl) return;
      const event =
        tx.kind === 'collection'
          ? state === 'successful'
            ? 'charge.success'
            : undefined // Paystack sends no webhook for a failed or abandoned bank charge: verify finds it.
          : {
              successful: 'transfer.success',
              failed: 'transfer.failed',
              expired: 'transfer.failed',
              reversed: 'transfer.reversed',
              pending: undefined,
            }[state];
      if (!event) return;
      const data = tx.kind === 'collection' ? chargeData(tx, state) : transferData(tx, state);
      const body = JSON.stringify({ event, data });
      ctx.deliveries.send({
        provider: 'paystack',
        url: config.webhookUrl,
        body,
        headers: { 'x-paystack-signature': createHmac('sha512', config.secretKey).update(body).digest('hex') },
        at: ctx.clock.now(),
      });
    },
    statementLine({ type, tx, at }: StatementLine) {
      return {
        type,
        reference: tx.reference,
        id: Number(tx.providerId),
        transfer_code: tx.code,
        amount: Number(tx.amountMinor),
        currency: tx.currency,
        status:
          type === 'reversal' ? 'reversed' : tx.kind === 'payout' ? transferStatus(tx.state) : chargeStatus(tx.state),
        createdAt: tx.createdAt.toISOString(),
        at: at.toISOString(),
      };
    },
    failure(status) {
      return fail(status, 'An error occurred, please try again');
    },
  };
}

function transferStatus(state: State) {
  return { pending: 'pending', successful: 'success', failed: 'failed', expired: 'failed', reversed: 'reversed' }[
    state
  ];
}

function chargeStatus(state: State) {
  return { pending: 'ongoing', successful: 'success', failed: 'failed', expired: 'abandoned', reversed: 'reversed' }[
    state
  ];
}
