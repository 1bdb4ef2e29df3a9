import { randomUUID } from 'node:crypto';
import type { ServerAdapterPlugin } from '@whatwg-node/server';
import { TOKEN_HEADER_KEY } from 'graphql-sse';
import { createHandler } from 'graphql-sse/lib/use/fetch';
import { isAsyncIterable } from 'graphql-yoga';
import { type Door, isRefused } from '../http/door.js';
import type { Viewer } from '../kernel/viewer.js';
import type { Sessions } from '../modules/auth/sessions.js';
import { outageError, outageOf } from '../kernel/outage.js';
import { bearer } from '../security/tokens.js';
import { type AppServerContext, requestUrl } from '../http/server-context.js';
import { Pace } from './sse-pace.js';

// GraphQL over SSE at /graphql/stream, the graphql-sse protocol in both its modes (the plain
// `Accept: text/event-stream` POST to /graphql stays yoga's own):
// - distinct connections: one POST per operation, answered as its own event stream;
// - single connection: PUT reserves a stream (answers its token), GET opens it, each POST with
//   the token runs an operation over it, DELETE stops one.
// Every request carries `Authorization: Bearer <token>` (fetch streaming, as the graphql-sse
// client sends it; a browser EventSource cannot, and tokens never go in URLs). A reserved
// stream belongs to the account that reserved it: another account's token cannot use, open or
// stop it. An open stream ends with its session (sign-out, revocation, expiry), as every
// subscription does (src/events/live.ts). A stream takes its operations' results only as fast as
// its client reads them (./sse-pace.ts).

export const SSE_PATH = '/graphql/stream';
/** Single-connection streams an account may hold reserved or open at once. */
const MAX_STREAMS_PER_ACCOUNT = 10;
/** How long a reserved stream may wait to be opened. */
const UNOPENED_STREAM_MS = 60_000;
/** How long a single-connection stream outlives its session, for its operations' last events. */
const SESSION_END_GRACE_MS = 250;

interface Deps {
  door: Door;
  /** The fetch implementation yoga answers with (`yoga.fetchAPI`). */
  fetchAPI: Pick<typeof globalThis, 'Request' | 'Response' | 'ReadableStream' | 'TextEncoder'>;
  sessions: Pick<Sessions, 'authenticate' | 'watch'>;
  /** How long a reserved stream may wait to be opened (tests shorten it). */
  unopenedMs?: number;
}

const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  [
    JSON.stringify({ errors: [{ message, extensions: { code } }] }),
    { status, statusText: code, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } },
  ] as const;

export function ssePlugin({
  door,
  fetchAPI,
  sessions,
  unopenedMs = UNOPENED_STREAM_MS,
}: Deps): ServerAdapterPlugin<Partial<AppServerContext>> {
  /**
   * Reserved streams: their token → the account that reserved it, whether a GET is opening it
   * (until its answer) or opened it, its pace.
   */
  const owners = new Map<string, { userId: number; opening: boolean; opened: boolean; pace: Pace }>();
  /** The plugin's own requests (closing a reservation never opened): not authenticated again. */
  const internal = new WeakSet<Request>();
  const reservedBy = (userId: number) => {
    let count = 0;
    for (const owner of owners.values()) if (owner.userId === userId) count++;
    return count;
  };
  /** Each request's caller and server context, for the operation it runs, and its pace as a distinct stream. */
  const callers = new WeakMap<Request, { viewer: Viewer; serverContext: Partial<AppServerContext>; pace: Pace }>();

  const handler = createHandler<undefined>(
    {
      async authenticate(req) {
        if (internal.has(req.raw)) return req.headers.get(TOKEN_HEADER_KEY) ?? '';
        let viewer: Viewer | null;
        try {
          viewer = await sessions.authenticate(bearer(req.headers.get('authorization') ?? null));
        } catch (error) {
          const outage = outageOf(error);
          if (!outage) throw error;
          const { message, retryAfter } = outageError(outage);
          return refusal(503, 'SERVICE_UNAVAILABLE', message, { 'retry-after': String(retryAfter) });
        }
        if (!viewer) return refusal(401, 'UNAUTHENTICATED', 'send Authorization: Bearer <token>');
        const entry = callers.get(req.raw);
        if (entry) entry.viewer = viewer;
        const streamToken = req.headers.get(TOKEN_HEADER_KEY);
        if (req.method === 'PUT' || !streamToken) {
          const token = randomUUID(); // graphql-sse's own default is Math.random
          if (req.method === 'PUT') {
            if (reservedBy(viewer.id) >= MAX_STREAMS_PER_ACCOUNT) {
              return refusal(429, 'RATE_LIMITED', `at most ${MAX_STREAMS_PER_ACCOUNT} streams per account`, {
                'retry-after': String(UNOPENED_STREAM_MS / 1000),
              });
            }
            const owner = { userId: viewer.id, opening: false, opened: false, pace: new Pace() };
            owners.set(token, owner);
            // A reservation never opened is forgotten (its token then answers 404), and closed;
            // one a GET is opening right then is looked at again a little later.
            const lapse = (ms: number) =>
              setTimeout(() => {
                if (owner.opened || owners.get(token) !== owner) return;
                if (owner.opening) return lapse(1_000);
                owners.delete(token);
                void closeUnopened(token);
              }, ms).unref();
            lapse(unopenedMs);
          }
          return token;
        }
        // Another account's stream answers as an unknown one.
        const owner = owners.get(streamToken);
        if (owner?.userId !== viewer.id) return refusal(404, 'NOT_FOUND', 'no such stream');
        if (req.method === 'GET') owner.opening = true;
        return streamToken;
      },
      async onSubscribe(req, params) {
        const caller = callers.get(req.raw);
        // The one door into yoga's envelope (src/http/door.ts), as the operation's own context.
        const prepared = await door.prepare({
          serverContext: { ...caller?.serverContext, viewer: caller?.viewer ?? null },
          request: req.raw,
          params,
        });
        if (!isRefused(prepared)) {
          const result = await door.run(prepared);
          if (!isAsyncIterable(result)) return result;
          // On a reserved stream, that stream's pace; else (distinct connections) this request's own.
          const streamToken = req.headers.get(TOKEN_HEADER_KEY);
          const pace = streamToken ? owners.get(streamToken)?.pace : caller?.pace;
          return pace ? pace.paced(result) : result;
        }
        // A document that does not parse is graphql-sse's own failure, as before the door.
        if (prepared.stage === 'parse') throw prepared.errors[0];
        return { errors: prepared.errors };
      },
    },
    // yoga's fetch implementation (the one its server adapter answers with).
    { Response: fetchAPI.Response, ReadableStream: fetchAPI.ReadableStream, TextEncoder: fetchAPI.TextEncoder },
  );

  /**
   * Closes a reservation's stream in graphql-sse, which only lets a stream go once it was opened
   * and then ended: it is opened here and cancelled at once, which also ends the operations a
   * client posted to it (each held a subscription and its pace). Without it each reservation never
   * opened (a client gone between its PUT and its GET) stayed in graphql-sse for good.
   */
  async function closeUnopened(token: string) {
    const request = new fetchAPI.Request(`http://localhost${SSE_PATH}`, {
      headers: { accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token },
    });
    internal.add(request);
    const response = await handler(request).catch(() => undefined);
    await response?.body?.cancel().catch(() => {});
  }

  /**
   * A single-connection stream that ends with its owner's session, and is forgotten once it ends
   * (the session, the server or the client ending it: the account's stream count then drops).
   */
  function bound(response: Response, viewer: Viewer, token: string, pace: Pace): Response {
    if (!response.body) return response;
    const reader = pace.meter(response.body, fetchAPI.ReadableStream).getReader();
    let unwatch = () => {};
    const forget = () => {
      unwatch();
      owners.delete(token);
    };
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
      async pull(c) {
        const { done, value } = await reader.read();
        if (!done) return c.enqueue(value);
        forget();
        c.close();
      },
      cancel(reason) {
        forget();
        return reader.cancel(reason);
      },
    });
    unwatch = sessions.watch(viewer, () => {
      forget();
      // The operations on the stream end with the same session and send their `complete`
      // events; a moment later the stream itself ends (cancelling graphql-sse's stops it).
      // A client thus sees each subscription complete, not a network error.
      setTimeout(() => {
        void reader.cancel().catch(() => {});
        try {
          controller.close();
        } catch {
          // already closed or errored
        }
      }, SESSION_END_GRACE_MS).unref();
    });
    return new Response(body, response);
  }

  return {
    async onRequest({ request, serverContext, endResponse }) {
      if (requestUrl(serverContext, request).pathname !== SSE_PATH) return;
      const caller = { viewer: null as unknown as Viewer, serverContext, pace: new Pace() };
      callers.set(request, caller);
      const response = await handler(request);
      const token = request.headers.get(TOKEN_HEADER_KEY);
      const owner = token ? owners.get(token) : undefined;
      // Opened only by a GET that opened it: one refused (a wrong Accept, already open) leaves the
      // reservation to lapse as before, not counted against the account for good.
      if (request.method === 'GET' && owner?.opening) owner.opening = false;
      if (request.method === 'GET' && owner && response.ok && caller.viewer) {
        owner.opened = true;
        endResponse(bound(response, caller.viewer, token as string, owner.pace));
      } else if (!token && response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
        // A distinct connection: the operation's own stream.
        endResponse(new fetchAPI.Response(caller.pace.meter(response.body, fetchAPI.ReadableStream), response));
      } else endResponse(response);
    },
  };
}
