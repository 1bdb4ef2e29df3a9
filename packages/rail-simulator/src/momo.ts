import { randomBytes, randomUUID } from 'node:crypto';
import { formatMajor, parseMajor } from './amount.js';
import type { ProviderApi, SimContext, StatementLine } from './context.js';
import { header, type SimRequest, type SimResponse } from './http.js';
import type { Kind, SimTransaction, State } from './ledger.js';

// MTN MoMo Open API, Collection (requesttopay) and Disbursement (transfer) v1_0, as published on
// momodeveloper.mtn.com: OAuth token per product with the API user and key (Basic), then Bearer
// + Ocp-Apim-Subscription-Key + X-Target-Environment on every call, X-Reference-Id (UUID v4)
// naming the resource, 202 Accepted, GET by reference, one callback to X-Callback-Url.

export interface MomoConfig {
  apiUser: string;
  apiKey: string;
  subscriptionKeys: { collection: string; disbursement: string };
  targetEnvironment: string;
  /** The API user's registered providerCallbackHost; when set, other callback hosts are refused. */
  callbackHost?: string;
  tokenLifetimeSeconds: number;
}

export function defaultMomoConfig(): MomoConfig {
  return {
    apiUser: randomUUID(),
    apiKey: randomBytes(16).toString('hex'),
    subscriptionKeys: { collection: randomBytes(16).toString('hex'), disbursement: randomBytes(16).toString('hex') },
    targetEnvironment: 'sandbox',
    tokenLifetimeSeconds: 3600,
  };
}

type Product = 'collection' | 'disbursement';
const PRODUCT_KIND: Record<Product, Kind> = { collection: 'collection', disbursement: 'payout' };
const RESOURCE: Record<Product, string> = { collection: 'requesttopay', disbursement: 'transfer' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const err = (status: number, code: string, message: string): SimResponse => ({ status, body: { code, message } });

export function momoApi(ctx: SimContext, config: MomoConfig): ProviderApi {
  const tokens = new Map<string, { product: Product; expiresAt: number }>();

  function subscriptionOk(req: SimRequest, product: Product) {
    return header(req, 'ocp-apim-subscription-key') === config.subscriptionKeys[product];
  }

  // Azure API Management's answer, which is what MoMo's gateway sends.
  const noSubscription: SimResponse = {
    status: 401,
    body: {
      statusCode: 401,
      message:
        'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
    },
  };

  function token(req: SimRequest, product: Product): SimResponse {
    if (!subscriptionOk(req, product)) return noSubscription;
    const expected = `Basic ${Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64')}`;
    if (header(req, 'authorization') !== expected) return { status: 401, body: { error: 'login_failed' } };
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, {
      product,
      expiresAt: ctx.clock.now().getTime() + config.tokenLifetimeSeconds * 1000,
    });
    return {
      status: 200,
      body: { access_token: accessToken, token_type: 'access_token', expires_in: config.tokenLifetimeSeconds },
    };
  }

  /** Subscription key, Bearer token of this product, target environment; undefined when all good. */
  function guard(req: SimRequest, product: Product): SimResponse | undefined {
    if (!subscriptionOk(req, product)) return noSubscription;
    const bearer = /^Bearer (.+)$/.exec(header(req, 'authorization') ?? '')?.[1];
    const t = bearer ? tokens.get(bearer) : undefined;
    if (!t || t.product !== product || t.expiresAt <= ctx.clock.now().getTime()) {
      return err(401, 'UNAUTHORIZED', 'Access token is missing, invalid or expired.');
    }
    if (header(req, 'x-target-environment') !== config.targetEnvironment) {
      return err(403, 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.');
    }
    return undefined;
  }

  function create(req: SimRequest, product: Product): SimResponse {
    const reference = header(req, 'x-reference-id') ?? '';
    if (!UUID.test(reference)) return err(400, 'BAD_REQUEST', 'X-Reference-Id must be a UUID.');
    const callbackUrl = header(req, 'x-callback-url');
    if (callbackUrl !== undefined) {
      let host: string;
      try {
        const u = new URL(callbackUrl);
        if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('scheme');
        host = u.hostname;
      } catch {
        return err(400, 'INVALID_CALLBACK_URL_HOST', 'Callback URL is not valid.');
      }
      if (config.callbackHost && host !== config.callbackHost) {
        return err(400, 'INVALID_CALLBACK_URL_HOST', 'Callback URL with different host than registered.');
      }
    }
    const body = (req.json ?? {}) as Record<string, unknown>;
    const partyKey = product === 'collection' ? 'payer' : 'payee';
    const party = body[partyKey] as Record<string, unknown> | undefined;
    const currency = typeof body.currency === 'string' ? body.currency : '';
    const amountMinor = parseMajor(body.amount, currency);
    if (amountMinor === undefined) {
      return parseMajor('1', currency) === undefined
        ? err(400, 'INVALID_CURRENCY', 'Currency not supported.')
        : err(400, 'BAD_REQUEST', 'amount must be a positive decimal string with the currency’s decimals at most.');
    }
    if (party?.partyIdType !== 'MSISDN' || typeof party.partyId !== 'string' || !/^\d{6,15}$/.test(party.partyId)) {
      return err(400, 'BAD_REQUEST', `${partyKey} must be { partyIdType: "MSISDN", partyId: digits }.`);
    }
    const kind = PRODUCT_KIND[product];
    if (ctx.ledger.get('momo', kind, reference)) {
      return err(409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation of resource failed.');
    }
    const tx: SimTransaction = {
      provider: 'momo',
      kind,
      reference,
      providerId: String(ctx.ledger.nextId()),
      amountMinor,
      currency,
      account: party.partyId,
      request: {
        externalId: typeof body.externalId === 'string' ? body.externalId : undefined,
        payerMessage: body.payerMessage,
        payeeNote: body.payeeNote,
        partyKey,
      },
      callbackUrl,
      state: 'pending',
      createdAt: ctx.clock.now(),
      behaviour: ctx.scripts.pick(reference, party.partyId, ctx.defaultBehaviour()),
      timers: [],
    };
    ctx.ledger.add(tx);
    ctx.lifecycle.start(tx);
    return { status: 202 };
  }

  function status(product: Product, reference: string): SimResponse {
    const tx = ctx.ledger.get('momo', PRODUCT_KIND[product], reference);
    if (!tx) return err(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    return { status: 200, body: render(tx, tx.state) };
  }

  const paths = /^\/(collection|disbursement)\/(?:token\/?|v1_0\/(requesttopay|transfer)(?:\/([^/]+))?)$/;

  return {
    owns: (path) => paths.test(path),
    isTokenPath: (path) => /^\/(collection|disbursement)\/token\/?$/.test(path),
    handle(req) {
      const m = paths.exec(req.path);
      if (!m) return undefined;
      const product = m[1] as Product;
      if (!m[2]) return req.method === 'POST' ? token(req, product) : err(405, 'BAD_REQUEST', 'Method not allowed.');
      if (m[2] !== RESOURCE[product]) return err(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
      const denied = guard(req, product);
      if (denied) return denied;
      if (req.method === 'POST' && !m[3]) return create(req, product);
      if (req.method === 'GET' && m[3]) return status(product, decodeURIComponent(m[3]));
      return err(405, 'BAD_REQUEST', 'Method not allowed.');
    },
    authorized(req) {
      return guard(req, 'collection') === undefined || guard(req, 'disbursement') === undefined;
    },
    notify(tx, state) {
      // v1_0 has no REVERSED status and MTN sends no callback for one: it shows only on the statement.
      if (!tx.callbackUrl || state === 'reversed') return;
      ctx.deliveries.send({
        provider: 'momo',
        url: tx.callbackUrl,
        body: JSON.stringify(render(tx, state)),
        headers: {},
        at: ctx.clock.now(),
      });
    },
    statementLine({ type, tx, at }: StatementLine) {
      return {
        type,
        referenceId: tx.reference,
        externalId: tx.request.externalId,
        financialTransactionId: tx.providerId,
        amount: formatMajor(tx.amountMinor, tx.currency),
        currency: tx.currency,
        status: type === 'reversal' ? 'SUCCESSFUL' : momoStatus(tx.state),
        reason: type === 'reversal' ? undefined : tx.reason,
        createdAt: tx.createdAt.toISOString(),
        at: at.toISOString(),
      };
    },
    failure(status) {
      return status === 503
        ? err(503, 'SERVICE_UNAVAILABLE', 'Service unavailable.')
        : err(status, 'INTERNAL_PROCESSING_ERROR', 'An internal error occurred while processing.');
    },
  };
}

function momoStatus(state: State) {
  // A reversed transfer still reads SUCCESSFUL through v1_0 (see notify).
  return state === 'pending' ? 'PENDING' : state === 'successful' || state === 'reversed' ? 'SUCCESSFUL' : 'FAILED';
}

/** The status body (also the callback body) as MoMo writes it; financialTransactionId once executed. */
function render(tx: SimTransaction, state: State) {
  const status = momoStatus(state);
  return {
    amount: formatMajor(tx.amountMinor, tx.currency),
    currency: tx.currency,
    ...(status === 'SUCCESSFUL' ? { financialTransactionId: tx.providerId } : {}),
    externalId: tx.request.externalId,
    [tx.request.partyKey as string]: { partyIdType: 'MSISDN', partyId: tx.account },
    payerMessage: tx.request.payerMessage,
    payeeNote: tx.request.payeeNote,
    status,
    ...(status === 'FAILED'
      ? { reason: state === 'expired' ? 'EXPIRED' : (tx.reason ?? 'INTERNAL_PROCESSING_ERROR') }
      : {}),
  };
}
