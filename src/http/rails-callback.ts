import type { ServerAdapterPlugin } from '@whatwg-node/server';
import { readBoundedBody } from './body.js';
import type { Clock } from '../kernel/clock.js';
import { AppError } from '../kernel/errors.js';
import type { Events } from '../events/pubsub.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import type { RailRegistry } from '../money/rails/registry.js';
import type { CallbackHint, RailProvider } from '../money/rails/types.js';
import { publishRailWake } from '../money/rails/wake.js';
import type { RateLimit } from '../security/throttle.js';
import { type AppServerContext, json, requestUrl } from './server-context.js';

// POST (and PUT: MTN may use it) /rails/momo/callback and /rails/paystack/callback.
//
// A callback is a hint, never the source of truth: it changes no money state. In order:
// rate limit (per client address, and per provider) → 429; a body over the bound → 413; the
// adapter's verifyCallback (MoMo: our URL token, any secret of the list, not stale; Paystack:
// x-paystack-signature with any secret key) → forged or stale 401, malformed 400; then the
// callback is stored in RailCallback, whose unique (provider, eventId) is the replay
// protection (a second delivery answers 200 "duplicate" and changes nothing). When its
// reference names a RailOperation of that kind, the operation is made due for a status check
// now (nextCheckAt) in the same transaction, and a wake-up is published after the commit
// (src/money/rails/wake.ts). An unknown reference is stored too (known: false) for
// reconciliation. Every outcome is logged (no secrets: never the URL's token, a header or the
// body) and counted (fas_rail_callbacks_total{provider,outcome}).

export type CallbackOutcome =
  | 'accepted'
  | 'unknown_reference'
  | 'duplicate'
  | 'forged'
  | 'stale'
  | 'malformed'
  | 'rate_limited'
  | 'too_large'
  | 'not_configured'
  | 'unavailable';

export interface RailsCallbackDeps {
  rails: RailRegistry;
  prisma: PrismaClient;
  events: Events;
  logger: Logger;
  clock: Clock;
  limit: RateLimit;
  /** fas_rail_callbacks_total. */
  count(provider: string, outcome: CallbackOutcome): void;
  /** The largest body read (providers' callbacks are a few KB). */
  maxBodyBytes?: number;
}

const PATH = /^\/rails\/(momo|paystack)\/callback\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_MAX_BODY = 64 * 1024;
/** Fields that may carry a credential in a provider's body (Paystack's reusable authorization, for one). */
const SECRET_FIELD =
  /^(authorization|authorization_code|signature|secret|.*_secret|token|.*_token|access_code|pin|otp|password)$/i;

const refuse = (status: number, code: string, detail: string, headers: Record<string, string> = {}) =>
  json(status, { error: code, detail }, headers);

/** The body with secret-bearing fields removed, at any depth. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_FIELD.test(k))
      .map(([k, v]) => [k, withoutSecrets(v, depth + 1)]),
  );
}

/** Reads at most `max` bytes; undefined when the body is longer. */
async function boundedText(request: Request, max: number): Promise<string | undefined> {
  return (await readBoundedBody(request, max, 'cancel'))?.toString('utf8');
}

export function railsCallbackPlugin(deps: RailsCallbackDeps): ServerAdapterPlugin<Partial<AppServerContext>> {
  const maxBody = deps.maxBodyBytes ?? DEFAULT_MAX_BODY;

  async function store(provider: RailProvider, hint: CallbackHint, body: unknown) {
    const kind: 'COLLECTION' | 'PAYOUT' = hint.kind === 'collection' ? 'COLLECTION' : 'PAYOUT';
    return deps.prisma.$transaction(async (tx) => {
      const operation = UUID.test(hint.reference)
        ? await tx.railOperation.findFirst({
            where: { uuid: hint.reference.toLowerCase(), kind, provider },
            select: { id: true, uuid: true },
          })
        : null;
      const { count } = await tx.railCallback.createMany({
        data: [
          {
            provider,
            eventId: hint.eventId,
            reference: hint.reference,
            kind: hint.kind,
            hintedState: hint.state,
            body: withoutSecrets(body) as object,
            known: Boolean(operation),
            receivedAt: deps.clock.now(),
          },
        ],
        skipDuplicates: true,
      });
      if (count === 0) return { duplicate: true as const };
      if (operation) {
        await tx.railOperation.update({ where: { id: operation.id }, data: { nextCheckAt: deps.clock.now() } });
      }
      return { duplicate: false as const, operation, kind };
    });
  }

  return {
    async onRequest({ request, serverContext, endResponse }) {
      const url = requestUrl(serverContext, request);
      const match = PATH.exec(url.pathname);
      if (!match) return;
      const provider = match[1] as RailProvider;
      const log = { provider, ref: serverContext.ref, clientAddress: serverContext.clientAddress };
      const answer = (outcome: CallbackOutcome, response: Response, detail?: string) => {
        deps.count(provider, outcome);
        const level =
          outcome === 'accepted' || outcome === 'unknown_reference' || outcome === 'duplicate' ? 'info' : 'warn';
        deps.logger[level]({ ...log, outcome, detail }, 'rail callback');
        endResponse(response);
      };
      if (request.method !== 'POST' && request.method !== 'PUT') {
        return endResponse(refuse(405, 'METHOD_NOT_ALLOWED', 'POST or PUT', { allow: 'POST, PUT' }));
      }
      try {
        await deps.limit.consume(provider, serverContext.clientAddress ?? 'unknown');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const retry = String(error.retryAfter ?? 60);
        return answer('rate_limited', refuse(429, 'RATE_LIMITED', error.message, { 'retry-after': retry }));
      }
      const rail = deps.rails.provider(provider);
      if (!rail) {
        return answer('not_configured', refuse(404, 'NOT_FOUND', `no ${provider} rail is configured (RAILS)`));
      }
      const rawBody = await boundedText(request, maxBody);
      if (rawBody === undefined) {
        return answer('too_large', refuse(413, 'PAYLOAD_TOO_LARGE', `callback bodies are at most ${maxBody} bytes`));
      }
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => {
        headers[key] = value;
      });
      const verdict = await rail.verifyCallback({ headers, rawBody, url: `${url.pathname}${url.search}` });
      if (!verdict.ok) {
        // 'replayed' comes only with a ReplayStore, which this route does not pass (the table is one).
        const status = verdict.refusal === 'malformed' ? 400 : 401;
        const outcome = verdict.refusal === 'replayed' ? 'duplicate' : verdict.refusal;
        return answer(outcome, refuse(status, verdict.refusal.toUpperCase(), verdict.detail), verdict.detail);
      }
      const { hint } = verdict;
      let stored: Awaited<ReturnType<typeof store>>;
      try {
        stored = await store(provider, hint, JSON.parse(rawBody));
      } catch (error) {
        // Nothing stored: the provider may send it again (Paystack retries a non-2xx answer).
        deps.logger.warn({ ...log, err: error }, 'rail callback not stored');
        return answer('unavailable', refuse(503, 'SERVICE_UNAVAILABLE', 'try again later', { 'retry-after': '5' }));
      }
      if (stored.duplicate) {
        return answer('duplicate', json(200, { status: 'duplicate' }), hint.eventId);
      }
      if (!stored.operation) {
        return answer('unknown_reference', json(200, { status: 'received' }), hint.eventId);
      }
      publishRailWake(deps.events, {
        operationId: stored.operation.id,
        reference: stored.operation.uuid,
        provider,
        kind: stored.kind,
        hintedState: hint.state,
      });
      return answer('accepted', json(200, { status: 'received' }), hint.eventId);
    },
  };
}
