import type { IncomingMessage } from 'node:http';
import { readBoundedBody } from '../http/body.js';
import type { ServerAdapterPlugin } from '@whatwg-node/server';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { type Door, isStream } from '../http/door.js';
import type { Viewer } from '../kernel/viewer.js';
import { AppError, ERROR_STATUS, type ErrorCode } from '../kernel/errors.js';
import type { Logger } from '../logger.js';
import { outageError, outageOf } from '../kernel/outage.js';
import { envelope, errorResponse, type RestError, type RestResponse } from '../http/envelope.js';
import type { Grant, JsonObject, RestRequest, RestRoute } from './route.js';
import { refusalOf } from './request.js';
import { bearer } from '../security/tokens.js';
import { type AppServerContext, requestUrl, restAnswer } from '../http/server-context.js';

interface Compiled {
  route: RestRoute;
  segments: string[];
}

interface RestCall {
  method: string;
  url: URL;
  authorization: string | null;
  contentType: string | null;
  body: string;
  ref: string;
  headers: Record<string, string | string[] | undefined>;
  request: Request;
  serverContext: Partial<AppServerContext>;
}

export interface RestDeps {
  logger: Logger;
  /** The one door into yoga's envelope (src/http/door.ts): the same limits, masking, metrics and context as /graphql. */
  door: Pick<Door, 'execute'>;
  authenticate: (token: string) => Promise<Viewer | null>;
  bodyLimitBytes: number;
  /** Whether this deployment gives a route's grant (configuration). */
  allows: (grant: Grant) => boolean;
}

/**
 * The core speaks GraphQL's names (`privateKey`, `fiatAccountId`); the REST answers the
 * spec's (`private_key`, `fiat_linked_acc_uuid`). Each route lists its names explicitly, every
 * input name of its operation included (src/rest/route-names.ts checks it at start-up). The
 * error's field and every listed name in its sentence are translated, whole words only.
 */
const restName = (route: RestRoute | undefined, name: string) => route?.names?.[name] ?? name;

function inRestWords(
  route: RestRoute | undefined,
  detail: string,
  field: string | undefined,
): { detail: string; field?: string } {
  const names = new Set([...Object.keys(route?.names ?? {}), ...(field ? [field] : [])]);
  // Quoted text is the caller's own (a channel name, a usertag): it is never translated.
  const out = detail
    .split(/("[^"]*")/)
    .map((part) => {
      if (part.startsWith('"')) return part;
      for (const name of names) part = part.replace(new RegExp(`\\b${name}\\b`, 'g'), restName(route, name));
      return part;
    })
    .join('');
  return { detail: out, field: field ? restName(route, field) : undefined };
}

function fromAppError(error: AppError, route?: RestRoute): RestError {
  return {
    code: error.code,
    ...inRestWords(route, error.message, error.field),
    retryAfter: error.retryAfter,
    headers: error.headers,
  };
}

/** Each query parameter's first value (as URLSearchParams.get reads it). */
function firstValues(query: URLSearchParams): JsonObject {
  const out: JsonObject = {};
  for (const [name, value] of query) if (!(name in out)) out[name] = value;
  return out;
}

/** A request refused before its operation runs. */
class Refusal {
  constructor(readonly error: RestError) {}
}

/** A malformed %-escape stays as it is (the id rules then answer 400), instead of throwing. */
const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export function createRestRouter(routes: RestRoute[], deps: RestDeps) {
  const table: Compiled[] = routes.map((route) => ({ route, segments: route.path.split('/').slice(1) }));

  function match(method: string, pathname: string) {
    const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
    let pathMatched = false;
    for (const entry of table) {
      if (entry.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = entry.segments.every((s, i) => {
        if (!s.startsWith(':')) return s === parts[i];
        params[s.slice(1)] = safeDecode(parts[i]);
        return true;
      });
      if (!ok) continue;
      pathMatched = true;
      if (entry.route.method === method) return { route: entry.route, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }

  function parseBody(call: RestCall, route: RestRoute): JsonObject | Refusal {
    if ((call.method === 'GET' && !route.getBody) || call.method === 'DELETE' || call.body.trim() === '') return {};
    if (!call.contentType?.toLowerCase().startsWith('application/json')) {
      return new Refusal({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'send the body as content-type: application/json' });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(call.body);
    } catch {
      return new Refusal({ code: 'BAD_USER_INPUT', detail: 'the body is not valid JSON' });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return new Refusal({ code: 'BAD_USER_INPUT', detail: 'the body must be a JSON object' });
    }
    return parsed as JsonObject;
  }

  async function authenticate(
    route: RestRoute,
    call: RestCall,
    body: JsonObject,
  ): Promise<{ viewer: Viewer | null; token: string | null } | Refusal> {
    if (route.auth === 'none') return { viewer: null, token: null };
    const headerToken = bearer(call.authorization);
    if (route.credentials) {
      try {
        body = route.credentials(body);
      } catch (error) {
        if (error instanceof AppError) return new Refusal(fromAppError(error, route));
        throw error;
      }
    }
    const bodyToken = route.auth === 'credentials' ? body.access_token : undefined;
    if (bodyToken !== undefined && typeof bodyToken !== 'string') {
      return new Refusal({ code: 'BAD_USER_INPUT', detail: 'access_token must be a string', field: 'access_token' });
    }
    const userId = route.auth === 'credentials' ? body.user_id : undefined;
    if (userId !== undefined && typeof userId !== 'string') {
      return new Refusal({ code: 'BAD_USER_INPUT', detail: 'user_id must be a string', field: 'user_id' });
    }
    if (bodyToken && userId === undefined) {
      return new Refusal({ code: 'BAD_USER_INPUT', detail: 'user_id is required with access_token', field: 'user_id' });
    }
    const token = (bodyToken as string | undefined) || headerToken;
    let viewer: Viewer | null;
    try {
      viewer = token ? await deps.authenticate(token) : null;
    } catch (error) {
      // The token cannot be checked while the database is down: 503, not 401 or 500.
      const outage = outageOf(error);
      if (!outage) throw error;
      deps.logger.warn({ ref: call.ref, outage, err: error }, 'dependency outage while authenticating a REST request');
      return new Refusal(fromAppError(outageError(outage)));
    }
    if (!viewer) return new Refusal({ code: 'UNAUTHENTICATED', detail: 'a valid access token is required' });
    // An API token is a separate credential: Authorization: Bearer only (docs/api-tokens.md).
    if (bodyToken && viewer.apiToken) {
      return new Refusal({
        code: 'UNAUTHENTICATED',
        detail: 'an API token is accepted only as Authorization: Bearer, not as access_token',
        field: 'access_token',
      });
    }
    // access_token and user_id must belong together.
    if (userId !== undefined && userId !== viewer.uuid) {
      return new Refusal({
        code: 'UNAUTHENTICATED',
        detail: 'access_token does not belong to user_id',
        field: 'user_id',
      });
    }
    return { viewer, token };
  }

  /**
   * The pipeline has masked the error already (src/http/mask-error.ts logs an unexpected
   * one with the ref and turns an outage into SERVICE_UNAVAILABLE): the code maps to the status.
   */
  function toRestError(error: GraphQLError, route: RestRoute): RestError {
    const { code, field, retryAfter, http } = error.extensions as {
      code?: string;
      field?: string;
      retryAfter?: number;
      http?: { headers?: Record<string, string> };
    };
    if (!code || !(code in ERROR_STATUS) || code === 'INTERNAL_SERVER_ERROR') {
      return { code: 'INTERNAL_SERVER_ERROR', detail: UNEXPECTED };
    }
    return { code: code as ErrorCode, ...inRestWords(route, error.message, field), retryAfter, headers: http?.headers };
  }

  /** A mutation's expected failure, answered in the payload union (src/schema/errors.ts). */
  function typedError(data: ExecutionResult['data'], route: RestRoute): RestError | null {
    for (const value of Object.values(data ?? {})) {
      const typed = value as { __typename?: string; code?: ErrorCode; message?: string; field?: string | null };
      if (typed?.__typename?.endsWith('Error') && typed.code && typed.message !== undefined) {
        return { code: typed.code, ...inRestWords(route, typed.message, typed.field ?? undefined) };
      }
    }
    return null;
  }

  /** Answers a documented REST path, or returns null when the path is not one of them. */
  async function handle(call: RestCall): Promise<RestResponse | null> {
    const found = match(call.method, call.url.pathname);
    if (!found) return null;
    const { ref } = call;
    if (found === 'method-not-allowed') {
      return errorResponse(
        { code: 'NOT_FOUND', detail: `${call.method} is not supported on ${call.url.pathname}` },
        ref,
      );
    }
    const { route, params } = found;
    const body = parseBody(call, route);
    if (body instanceof Refusal) return errorResponse(body.error, ref);
    const auth = await authenticate(route, call, body);
    if (auth instanceof Refusal) return errorResponse(auth.error, ref);
    // A route's grant of secrets needs the SECRETS scope too (an access token has every scope).
    const grants = new Set(
      (route.grants ?? []).filter(
        (g) => deps.allows(g) && (g !== 'revealSecrets' || auth.viewer?.scopes.has('SECRETS')),
      ),
    );
    const req: RestRequest = {
      body,
      params,
      query: call.url.searchParams,
      token: auth.token,
      headers: call.headers,
      grants,
    };

    // The route's own request schema parses the body (a GET's query parameters) into the
    // operation's variables; a value of the wrong type is refused here, in REST words.
    let input: unknown = {};
    if (route.request) {
      const parsed = route.request.safeParse(call.method === 'GET' ? { ...body, ...firstValues(req.query) } : body);
      if (!parsed.success) return errorResponse(refusalOf(parsed.error), ref);
      input = parsed.data;
    }
    let variables: JsonObject;
    try {
      variables = route.variables?.(input, req) ?? {};
    } catch (error) {
      if (error instanceof AppError) return errorResponse(fromAppError(error, route), ref);
      throw error;
    }

    const result = await deps.door.execute({
      serverContext: { ...call.serverContext, viewer: auth.viewer, grants },
      request: call.request,
      params: { variables },
      document: route.document,
    });
    // A route's document is a query or a mutation: one result, never a stream.
    if (isStream(result)) throw new Error(`REST route ${route.method} ${route.path} answered a stream`);
    if (result.errors?.length) return errorResponse(toRestError(result.errors[0], route), ref);
    const failure = typedError(result.data, route);
    if (failure) return errorResponse(failure, ref);
    let message: unknown;
    try {
      // A reply may refuse what the GraphQL answer leaves empty (a root lookup's null is 404).
      // The table holds routes of every document type: the data is the route's own document's.
      message = route.reply(result.data as never, req);
    } catch (error) {
      if (error instanceof AppError) return errorResponse(fromAppError(error, route), ref);
      throw error;
    }
    // As for reply: the route's own document's data, typed by its route, not by the table.
    const status = typeof route.status === 'function' ? route.status(result.data as never) : route.status;
    return route.bare ? { status, body: message } : envelope(status, message, ref);
  }

  /** Reads the body up to the limit; null when it is larger (the rest is drained unread). */
  async function readBody(request: Request): Promise<string | null> {
    return (await readBoundedBody(request, deps.bodyLimitBytes, 'drain'))?.toString('utf8') ?? null;
  }

  /**
   * A GET's body, for a route that reads one (`getBody`): the fetch Request carries none, so it
   * is read from node:http's request, with the same limit. '' for any other GET.
   */
  function readGetBody(url: URL, req: IncomingMessage | undefined): Promise<string | null> {
    const found = match('GET', url.pathname);
    if (!req || !found || found === 'method-not-allowed' || !found.route.getBody || req.readableEnded) {
      return Promise.resolve('');
    }
    if (Number(req.headers['content-length'] ?? 0) > deps.bodyLimitBytes) {
      req.resume();
      return Promise.resolve(null);
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= deps.bodyLimitBytes) chunks.push(chunk);
      });
      req.on('end', () => resolve(size > deps.bodyLimitBytes ? null : Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }

  async function answer(request: Request, serverContext: Partial<AppServerContext>): Promise<Response> {
    const url = requestUrl(serverContext, request);
    const ref = serverContext.ref ?? '';
    const method = request.method;
    try {
      const body =
        method === 'HEAD' ? '' : method === 'GET' ? await readGetBody(url, serverContext.req) : await readBody(request);
      if (body === null) {
        return restAnswer(
          errorResponse({ code: 'PAYLOAD_TOO_LARGE', detail: `the body exceeds ${deps.bodyLimitBytes} bytes` }, ref),
        );
      }
      const reply = await handle({
        method,
        url,
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
        body,
        ref,
        headers: Object.fromEntries(request.headers),
        request,
        serverContext,
      });
      return restAnswer(
        reply ?? errorResponse({ code: 'NOT_FOUND', detail: `no route for ${method} ${url.pathname}` }, ref),
      );
    } catch (err) {
      const outage = outageOf(err);
      if (outage) {
        deps.logger.warn({ ref, outage, err }, 'dependency outage');
        const { code, message: detail, retryAfter } = outageError(outage);
        return restAnswer(errorResponse({ code, detail, retryAfter }, ref));
      }
      deps.logger.error({ ref, err }, 'unhandled error');
      return restAnswer(errorResponse({ code: 'INTERNAL_SERVER_ERROR', detail: UNEXPECTED }, ref));
    }
  }

  /** Answers every path but /graphql: a documented REST path, or 404 in the envelope. */
  const plugin: ServerAdapterPlugin<Partial<AppServerContext>> = {
    async onRequest({ request, serverContext, endResponse }) {
      if (requestUrl(serverContext, request).pathname === '/graphql') return;
      endResponse(await answer(request, serverContext));
    },
  };
  return { plugin };
}

const UNEXPECTED = 'an unexpected error occurred; quote the ref when reporting it';
