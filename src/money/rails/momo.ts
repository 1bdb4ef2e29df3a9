import { type Clock, systemClock } from '../../kernel/clock.js';
import { majorToMinor, minorToMajor } from './amount.js';
import { signCallbackToken, verifyCallbackToken } from './callback-token.js';
import { callProvider } from './http.js';
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

// MTN MoMo Open API v1_0: Collection (requesttopay) for deposits, Disbursement (transfer) for
// payouts. Our reference is the X-Reference-Id (a UUID), so a repeated request answers 409 and
// is read as "already accepted". Amounts go out as decimal strings in major units.

export interface MomoRailConfig {
  baseUrl: string;
  apiUser: string;
  apiKey: string;
  subscriptionKeys: { collection: string; disbursement: string };
  targetEnvironment: string;
  /** Where MoMo posts callbacks (our /rails/momo/callback), and the secrets of their URL tokens (first signs). */
  callback?: { url: string; secrets: readonly string[]; maxAgeMs?: number };
  timeoutMs?: number;
  clock?: Clock;
  fetch?: typeof fetch;
}

type Product = 'collection' | 'disbursement';
const RESOURCE = { collection: 'requesttopay', disbursement: 'transfer' } as const;
const KIND = { collection: 'c', disbursement: 'p' } as const;
/** Callbacks are late at times, never days late: older tokens are refused as stale. */
const DEFAULT_MAX_AGE_MS = 48 * 3600_000;

export function momoRail(config: MomoRailConfig): Rail {
  const clock = config.clock ?? systemClock;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const tokens: Partial<Record<Product, { value: string; expiresAt: number }>> = {};
  const base = config.baseUrl.replace(/\/$/, '');

  async function token(product: Product, fresh = false): Promise<string> {
    const cached = tokens[product];
    if (!fresh && cached && cached.expiresAt > clock.now().getTime()) return cached.value;
    const answer = await callProvider({
      provider: 'momo',
      method: 'POST',
      url: `${base}/${product}/token/`,
      headers: {
        authorization: `Basic ${Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64')}`,
        'ocp-apim-subscription-key': config.subscriptionKeys[product],
      },
      timeoutMs,
      fetch: config.fetch,
    });
    const body = answer.json as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (answer.status !== 200 || typeof body?.access_token !== 'string') {
      throw new RailError('momo', `token for ${product} refused (${answer.status})`);
    }
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    // A minute's margin: a token must not expire between our check and MoMo's.
    tokens[product] = { value: body.access_token, expiresAt: clock.now().getTime() + (lifetime - 60) * 1000 };
    return body.access_token;
  }

  /** A call with the product's Bearer token; a 401 fetches a new token once and tries again. */
  async function call(
    product: Product,
    method: 'GET' | 'POST',
    path: string,
    extra: Record<string, string> = {},
    body?: unknown,
  ) {
    for (let attempt = 0; ; attempt++) {
      const answer = await callProvider({
        provider: 'momo',
        method,
        url: `${base}/${product}/v1_0/${path}`,
        headers: {
          authorization: `Bearer ${await token(product, attempt > 0)}`,
          'ocp-apim-subscription-key': config.subscriptionKeys[product],
          'x-target-environment': config.targetEnvironment,
          ...extra,
        },
        body,
        timeoutMs,
        fetch: config.fetch,
      });
      if (answer.status !== 401 || attempt > 0) return answer;
    }
  }

  function callbackUrl(product: Product, reference: string): Record<string, string> {
    if (!config.callback) return {};
    const ts = Math.floor(clock.now().getTime() / 1000);
    const url = new URL(config.callback.url);
    url.searchParams.set('kind', KIND[product]);
    url.searchParams.set('ref', reference);
    url.searchParams.set('ts', String(ts));
    url.searchParams.set('sig', signCallbackToken(config.callback.secrets[0], KIND[product], reference, ts));
    return { 'x-callback-url': url.toString() };
  }

  async function request(
    product: Product,
    req: CollectionRequest | PayoutRequest,
    party: string,
  ): Promise<RequestOutcome> {
    const account = 'payer' in req ? req.payer : req.payee;
    if (account.kind !== 'msisdn') return { outcome: 'refused', reason: 'MoMo pays and collects MSISDNs only' };
    const answer = await call(
      product,
      'POST',
      RESOURCE[product],
      { 'x-reference-id': req.reference, ...callbackUrl(product, req.reference) },
      {
        amount: minorToMajor(req.amountMinor, req.currency),
        currency: req.currency,
        externalId: req.reference,
        [party]: { partyIdType: 'MSISDN', partyId: account.msisdn.replace(/^\+/, '') },
        payerMessage: req.note ?? '',
        payeeNote: req.note ?? '',
      },
    );
    if (answer.status === 202) return { outcome: 'accepted', duplicate: false };
    if (answer.status === 409) return { outcome: 'accepted', duplicate: true };
    if (answer.status === 401 || answer.status === 403) {
      throw new RailError('momo', `${RESOURCE[product]} refused our credentials (${answer.status})`);
    }
    return { outcome: 'refused', reason: errorCode(answer.json) ?? `HTTP ${answer.status}` };
  }

  async function status(product: Product, reference: string): Promise<PayoutStatus> {
    const answer = await call(product, 'GET', `${RESOURCE[product]}/${encodeURIComponent(reference)}`);
    if (answer.status === 404) return { state: 'not_found' };
    const body = answer.json as Record<string, unknown> | undefined;
    if (answer.status !== 200 || !body) throw new RailError('momo', `status answered ${answer.status}`);
    switch (body.status) {
      case 'PENDING':
        return { state: 'pending' };
      case 'SUCCESSFUL': {
        const currency = String(body.currency);
        const amountMinor = majorToMinor(body.amount, currency);
        if (amountMinor === undefined) throw new RailError('momo', 'status with an unreadable amount');
        return { state: 'successful', providerId: String(body.financialTransactionId ?? ''), amountMinor, currency };
      }
      case 'FAILED': {
        const reason = reasonOf(body.reason);
        return reason === 'EXPIRED' ? { state: 'expired' } : { state: 'failed', reason };
      }
      default:
        throw new RailError('momo', `unknown status ${String(body.status)}`);
    }
  }

  return {
    provider: 'momo',
    // A disbursement that succeeded is final: MoMo's API has no reversal of it.
    reversible: false,
    requestCollection: (req) => request('collection', req, 'payer'),
    collectionStatus: (reference) => status('collection', reference) as Promise<CollectionStatus>,
    requestPayout: (req) => request('disbursement', req, 'payee'),
    payoutStatus: (reference) => status('disbursement', reference),

    async verifyCallback(input: CallbackInput, replay?: ReplayStore): Promise<CallbackVerdict> {
      if (!config.callback) return { ok: false, refusal: 'forged', detail: 'no callback secrets configured' };
      const q = new URL(input.url, 'http://callback.invalid').searchParams;
      const [kind, reference, ts, sig] = ['kind', 'ref', 'ts', 'sig'].map((k) => q.get(k) ?? '');
      if ((kind !== 'c' && kind !== 'p') || !reference || !/^\d{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/.test(sig)) {
        return { ok: false, refusal: 'forged', detail: 'callback URL without a valid token' };
      }
      if (!verifyCallbackToken(config.callback.secrets, kind, reference, Number(ts), sig)) {
        return { ok: false, refusal: 'forged', detail: 'callback token does not verify' };
      }
      const age = clock.now().getTime() - Number(ts) * 1000;
      if (age > (config.callback.maxAgeMs ?? DEFAULT_MAX_AGE_MS) || age < -5 * 60_000) {
        return { ok: false, refusal: 'stale', detail: `callback token issued ${Math.round(age / 1000)} s ago` };
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(input.rawBody);
      } catch {
        return { ok: false, refusal: 'malformed', detail: 'body is not JSON' };
      }
      const state = hintState(body?.status, body?.reason);
      if (!state) return { ok: false, refusal: 'malformed', detail: 'no known status' };
      if (body.externalId !== undefined && body.externalId !== reference) {
        return { ok: false, refusal: 'malformed', detail: 'externalId differs from the reference of the URL' };
      }
      const eventId = `momo:${kind}:${reference}:${state}`;
      if (replay && !(await replay.claim(eventId))) return { ok: false, refusal: 'replayed', detail: eventId };
      return {
        ok: true,
        hint: { provider: 'momo', kind: kind === 'c' ? 'collection' : 'payout', reference, eventId, state },
      };
    },

    async statement(day: string): Promise<StatementEntry[]> {
      // The simulator's statement endpoint; a real MoMo account reconciles from the partner
      // portal's transaction report (docs/rails.md).
      const answer = await callProvider({
        provider: 'momo',
        method: 'GET',
        url: `${base}/_sim/statement/momo/${day}`,
        headers: {
          authorization: `Bearer ${await token('collection')}`,
          'ocp-apim-subscription-key': config.subscriptionKeys.collection,
          'x-target-environment': config.targetEnvironment,
        },
        timeoutMs,
        fetch: config.fetch,
      });
      const entries = (answer.json as { entries?: Array<Record<string, unknown>> } | undefined)?.entries;
      if (answer.status !== 200 || !Array.isArray(entries))
        throw new RailError('momo', `statement answered ${answer.status}`);
      return entries.map((e) => {
        const currency = String(e.currency);
        const amountMinor = majorToMinor(e.amount, currency);
        if (amountMinor === undefined) throw new RailError('momo', 'statement entry with an unreadable amount');
        return {
          type: e.type as StatementEntry['type'],
          reference: String(e.referenceId),
          providerId: String(e.financialTransactionId),
          amountMinor,
          currency,
          state: e.type === 'reversal' ? 'reversed' : (hintState(e.status, e.reason) ?? 'pending'),
          at: new Date(String(e.at)),
        };
      });
    },
  };
}

function reasonOf(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && typeof (reason as { code?: unknown }).code === 'string') {
    return (reason as { code: string }).code;
  }
  return 'UNKNOWN';
}

function errorCode(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function hintState(status: unknown, reason: unknown): HintState | undefined {
  if (status === 'PENDING') return 'pending';
  if (status === 'SUCCESSFUL') return 'successful';
  if (status === 'FAILED') return reasonOf(reason) === 'EXPIRED' ? 'expired' : 'failed';
  return undefined;
}
