import { createHmac, timingSafeEqual } from 'node:crypto';
import { minorToSubunits, subunitsToMinor } from './amount.js';
import { callProvider, type ProviderAnswer } from './http.js';
import {
  type CallbackInput,
  type CallbackVerdict,
  type CollectionRequest,
  type CollectionStatus,
  type HintState,
  type PayoutRequest,
  type PayoutStatus,
  type Rail,
  RailError,
  type ReplayStore,
  type RequestOutcome,
  type StatementEntry,
} from './types.js';

// Paystack: bank payouts by Transfers (recipient, then transfer with our reference, verify by
// reference) and bank collections by the Charge API (charge with `bank`, verify the transaction).
// Amounts are integer subunits. Webhooks carry x-paystack-signature, the hex HMAC-SHA512 of the
// raw body with the secret key; they carry no timestamp and no event id.

export interface PaystackRailConfig {
  baseUrl?: string;
  /** Secret keys: the first calls the API; each verifies webhooks (rotation with overlap). */
  secretKeys: readonly string[];
  /** Paystack's charge needs an e-mail; our payers may have none. */
  customerEmail?: (reference: string) => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const RECIPIENT_TYPE: Record<string, string> = { NGN: 'nuban', GHS: 'ghipss', ZAR: 'basa' };

export function paystackRail(config: PaystackRailConfig): Rail {
  const base = (config.baseUrl ?? 'https://api.paystack.co').replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;
  /** Recipient codes Paystack made, by payee: a cache, so bounded (a known account answers its existing record again: docs/rails.md). */
  const recipients = new Map<string, string>();
  const MAX_RECIPIENTS = 10_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<ProviderAnswer & { envelope: Envelope }> {
    const answer = await callProvider({
      provider: 'paystack',
      method,
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${config.secretKeys[0]}` },
      body,
      timeoutMs,
      fetch: config.fetch,
    });
    if (answer.status === 401) throw new RailError('paystack', `${path.split('/')[1]} refused our secret key`);
    const envelope = (answer.json ?? {}) as Envelope;
    return { ...answer, envelope };
  }

  /** A 400 that says the reference is taken: an earlier attempt got through. */
  const isDuplicate = (a: { status: number; envelope: Envelope }) =>
    a.status === 400 && /duplicate/i.test(a.envelope.message ?? '');

  async function recipient(req: PayoutRequest): Promise<string | { refused: string }> {
    const payee = req.payee;
    if (payee.kind !== 'bank') return { refused: 'Paystack transfers pay bank accounts only here' };
    const type = RECIPIENT_TYPE[req.currency];
    if (!type) return { refused: `no Paystack recipient type for ${req.currency}` };
    const key = `${type}:${payee.bankCode}:${payee.accountNumber}:${req.currency}`;
    const known = recipients.get(key);
    if (known) return known;
    const a = await call('POST', '/transferrecipient', {
      type,
      name: payee.name,
      account_number: payee.accountNumber,
      bank_code: payee.bankCode,
      currency: req.currency,
    });
    const code = a.envelope.data?.recipient_code;
    if (!a.envelope.status || typeof code !== 'string') return { refused: a.envelope.message ?? `HTTP ${a.status}` };
    if (recipients.size >= MAX_RECIPIENTS) recipients.delete(recipients.keys().next().value as string);
    recipients.set(key, code);
    return code;
  }

  return {
    provider: 'paystack',
    // A transfer can be reversed days after it succeeded (transfer.reversed).
    reversible: true,

    async requestCollection(req: CollectionRequest): Promise<RequestOutcome> {
      if (req.payer.kind !== 'bank') return { outcome: 'refused', reason: 'Paystack charges bank accounts only here' };
      const a = await call('POST', '/charge', {
        email: config.customerEmail?.(req.reference) ?? `${req.reference}@customers.invalid`,
        amount: minorToSubunits(req.amountMinor),
        currency: req.currency,
        reference: req.reference,
        bank: { code: req.payer.bankCode, account_number: req.payer.accountNumber },
      });
      if (isDuplicate(a)) return { outcome: 'accepted', duplicate: true };
      if (!a.envelope.status || a.envelope.data?.status === 'failed') {
        return {
          outcome: 'refused',
          reason: a.envelope.data?.gateway_response ?? a.envelope.message ?? `HTTP ${a.status}`,
        };
      }
      return { outcome: 'accepted', duplicate: false };
    },

    async collectionStatus(reference: string): Promise<CollectionStatus> {
      const a = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (!a.envelope.status) {
        if (a.status === 404 || /not found/i.test(a.envelope.message ?? '')) return { state: 'not_found' };
        throw new RailError('paystack', `verify answered ${a.status}`);
      }
      const d = a.envelope.data ?? {};
      switch (d.status) {
        case 'success':
          return settled(d);
        case 'failed':
        case 'reversed':
          return { state: 'failed', reason: String(d.gateway_response ?? d.status) };
        case 'abandoned':
          return { state: 'expired' };
        default:
          return { state: 'pending' };
      }
    },

    async requestPayout(req: PayoutRequest): Promise<RequestOutcome> {
      const code = await recipient(req);
      if (typeof code !== 'string') return { outcome: 'refused', reason: code.refused };
      const a = await call('POST', '/transfer', {
        source: 'balance',
        amount: minorToSubunits(req.amountMinor),
        recipient: code,
        reason: req.note ?? '',
        currency: req.currency,
        reference: req.reference,
      });
      if (isDuplicate(a)) return { outcome: 'accepted', duplicate: true };
      if (!a.envelope.status || a.envelope.data?.status === 'failed') {
        return { outcome: 'refused', reason: a.envelope.message ?? `HTTP ${a.status}` };
      }
      return { outcome: 'accepted', duplicate: false };
    },

    async payoutStatus(reference: string): Promise<PayoutStatus> {
      const a = await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      if (!a.envelope.status) {
        if (a.status === 404) return { state: 'not_found' };
        throw new RailError('paystack', `verify answered ${a.status}`);
      }
      const d = a.envelope.data ?? {};
      switch (d.status) {
        case 'success':
          return settled(d);
        case 'reversed':
          return { state: 'reversed', providerId: String(d.id) };
        case 'failed':
        case 'rejected':
        case 'abandoned':
        case 'blocked':
          return { state: 'failed', reason: String(d.gateway_response ?? d.status) };
        default:
          return { state: 'pending' };
      }
    },

    async verifyCallback(input: CallbackInput, replay?: ReplayStore): Promise<CallbackVerdict> {
      const given = input.headers['x-paystack-signature'];
      const sig = Array.isArray(given) ? given[0] : given;
      if (!sig || !/^[0-9a-f]{128}$/.test(sig)) return { ok: false, refusal: 'forged', detail: 'no signature' };
      const mac = Buffer.from(sig, 'hex');
      const valid = config.secretKeys.some((key) =>
        timingSafeEqual(mac, createHmac('sha512', key).update(input.rawBody).digest()),
      );
      if (!valid) return { ok: false, refusal: 'forged', detail: 'signature does not verify' };
      let body: { event?: unknown; data?: Record<string, unknown> };
      try {
        body = JSON.parse(input.rawBody);
      } catch {
        return { ok: false, refusal: 'malformed', detail: 'body is not JSON' };
      }
      const mapped = EVENTS[String(body?.event)];
      const reference = body?.data?.reference;
      if (!mapped || typeof reference !== 'string' || body.data?.id === undefined) {
        return { ok: false, refusal: 'malformed', detail: `unsupported event ${String(body?.event)}` };
      }
      // No event id in Paystack's webhooks: the event name and the transfer's (or charge's) id make one.
      const eventId = `paystack:${String(body.event)}:${String(body.data.id)}`;
      if (replay && !(await replay.claim(eventId))) return { ok: false, refusal: 'replayed', detail: eventId };
      return { ok: true, hint: { provider: 'paystack', ...mapped, reference, eventId } };
    },

    async statement(day: string): Promise<StatementEntry[]> {
      // The simulator's statement endpoint; on real Paystack, GET /transaction and GET /transfer
      // with from/to list the same (docs/rails.md).
      const a = await call('GET', `/_sim/statement/paystack/${day}`);
      const entries = (a.json as { entries?: Array<Record<string, unknown>> } | undefined)?.entries;
      if (a.status !== 200 || !Array.isArray(entries))
        throw new RailError('paystack', `statement answered ${a.status}`);
      return entries.map((e) => {
        const amountMinor = subunitsToMinor(e.amount);
        if (amountMinor === undefined) throw new RailError('paystack', 'statement entry with an unreadable amount');
        return {
          type: e.type as StatementEntry['type'],
          reference: String(e.reference),
          providerId: String(e.id),
          amountMinor,
          currency: String(e.currency),
          state: STATES[String(e.status)] ?? 'pending',
          at: new Date(String(e.at)),
        };
      });
    },
  };
}

interface Envelope {
  status?: boolean;
  message?: string;
  data?: { status?: string; recipient_code?: unknown; gateway_response?: string; [field: string]: unknown };
}

const EVENTS: Record<string, { kind: 'collection' | 'payout'; state: HintState }> = {
  'charge.success': { kind: 'collection', state: 'successful' },
  'transfer.success': { kind: 'payout', state: 'successful' },
  'transfer.failed': { kind: 'payout', state: 'failed' },
  'transfer.reversed': { kind: 'payout', state: 'reversed' },
};

const STATES: Record<string, HintState> = {
  success: 'successful',
  failed: 'failed',
  reversed: 'reversed',
  abandoned: 'expired',
};

function settled(d: Record<string, unknown>) {
  const amountMinor = subunitsToMinor(d.amount);
  if (amountMinor === undefined) throw new RailError('paystack', 'verify with an unreadable amount');
  return { state: 'successful' as const, providerId: String(d.id), amountMinor, currency: String(d.currency) };
}
