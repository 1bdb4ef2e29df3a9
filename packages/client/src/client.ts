import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, print } from 'graphql';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient as createWsClient } from 'graphql-ws';
import { EventsSubscription, Messages, MessageAdded, RefreshSession } from './operations.js';
import type { ClientEventFragment, ClientMessageFragment, EventType } from './gql/graphql.js';

export interface ClientOptions {
  /** The service's base URL, for example http://127.0.0.1:4000 (the client adds /graphql). */
  url: string;
  /** An access token (sign-in) or an API token; a function is asked before each request and each (re)connection. */
  token?: string | null | (() => string | null | undefined);
  /** How subscriptions travel: graphql-ws (default) or GraphQL over SSE in single-connection mode. */
  transport?: 'websocket' | 'sse';
  /** A WebSocket implementation where there is no global one (Node 20: `import WebSocket from 'ws'`). */
  webSocketImpl?: unknown;
  /** fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Reconnection attempts after the transport drops; default: keep trying. */
  retryAttempts?: number;
  /**
   * Silent refresh: the refresh token from sign-in (`session.refreshToken`). A request answered
   * UNAUTHENTICATED is retried once after trading it (refreshSession) for new tokens, which the
   * client then uses in place of `token`; each trade rotates the refresh token, handed to
   * `onTokens` for the app to store. A refused refresh throws the original UNAUTHENTICATED.
   * Open sockets follow: after a trade the graphql-ws socket is sent the new access token (no
   * reconnect), and a socket closed with 4401 (its token expired, e.g. while offline) trades the
   * refresh token and reconnects, resuming its subscriptions as after a dropped connection.
   */
  refreshToken?: string | null;
  /** Called with every new pair of tokens from a silent refresh. */
  onTokens?: (tokens: RefreshedTokens) => void;
}

/** What a silent refresh got. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
  refreshExpiresAt: string;
}

/** A GraphQL error of the whole request (UNAUTHENTICATED, FORBIDDEN, RATE_LIMITED, SERVICE_UNAVAILABLE, …). */
export class ClientError extends Error {
  override readonly name = 'ClientError';
  constructor(
    readonly errors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>,
    readonly data?: unknown,
  ) {
    super(errors[0]?.message ?? 'request failed');
  }
  /** The first error's code (`extensions.code`). */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code as string | undefined;
  }
  /** Seconds to wait before retrying, when the service said (RATE_LIMITED, SERVICE_UNAVAILABLE). */
  get retryAfter(): number | undefined {
    return this.errors[0]?.extensions?.retryAfter as number | undefined;
  }
}

export interface SubscriptionHandlers<T> {
  next(data: T): void;
  /** The subscription listens: an event published from now on reaches `next`. Again after each reconnect. */
  live?(): void;
  error?(error: unknown): void;
  complete?(): void;
}

type Document<TData, TVars> = TypedDocumentNode<TData, TVars> | DocumentNode;

const printed = new WeakMap<DocumentNode, string>();
function text(document: DocumentNode): string {
  let query = printed.get(document);
  if (!query) {
    query = print(document);
    printed.set(document, query);
  }
  return query;
}

interface Result {
  data?: unknown;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
  extensions?: Record<string, unknown>;
}

/** The typed-error member of a mutation payload (`... on Error { code message field }`). */
export interface PayloadError {
  __typename: string;
  code: string;
  message: string;
  field?: string | null;
}

/**
 * A mutation's payload narrowed to its success, or a thrown `PayloadFailure` carrying the
 * typed error (InvalidInputError, NotFoundError, …), for callers that treat them alike.
 */
export function success<P extends { __typename?: string }, N extends string>(
  payload: P,
  typename: N,
): Extract<P, { __typename?: N }> {
  if (payload.__typename === typename) return payload as Extract<P, { __typename?: N }>;
  throw new PayloadFailure(payload as unknown as PayloadError);
}

export class PayloadFailure extends Error {
  override readonly name = 'PayloadFailure';
  constructor(readonly error: PayloadError) {
    super(error.message ?? `unexpected ${error.__typename}`);
  }
}

export type Message = ClientMessageFragment;

/** graphql-ws's close code for a token that expired or was revoked on an open socket. */
const UNAUTHORIZED = 4401;

/** What the client uses of the graphql-ws socket (a WebSocket). */
interface OpenSocket {
  readonly readyState: number;
  send(data: string): void;
}

/** Reads of a catch-up before it reports the failure (backing off 0.25, 0.5, 1, 2, 4, 4 … s: about 20 s). */
const CATCH_UP_ATTEMPTS = 8;
const TRANSIENT_CODES = new Set(['SERVICE_UNAVAILABLE', 'RATE_LIMITED']);
/** A failure worth the same read again: no answer at all, an answer that is not GraphQL (a proxy's 502/503 page), or the service saying "later". */
const transient = (error: unknown) =>
  !(error instanceof ClientError) || error.code === undefined || TRANSIENT_CODES.has(error.code);

const closeCode = (event: unknown) =>
  typeof event === 'object' && event !== null ? (event as { code?: unknown }).code : undefined;

/** Creates a client. Nothing connects until the first request or subscription. */
export function createClient(options: ClientOptions) {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  let refreshed: RefreshedTokens | null = null;
  let refreshing: Promise<boolean> | null = null;
  const tokenNow = () =>
    refreshed?.accessToken ?? (typeof options.token === 'function' ? options.token() : options.token) ?? null;
  const authorization = (): Record<string, string> => {
    const token = tokenNow();
    return token ? { authorization: `Bearer ${token}` } : {};
  };
  const reconnectListeners = new Set<() => void>();
  // The graphql-ws socket while it is connected: a refresh hands it the new access token.
  let openSocket: OpenSocket | null = null;
  // A subscription is reconnecting after its socket was closed with 4401 (see subscribe).
  let reconnecting = false;
  const pongWaiters = new Set<(payload: Record<string, unknown> | null) => void>();

  /** Hands the open socket a new access token; resolves with the server's answer (null: no socket, or none came). */
  function handOver(accessToken: string): Promise<Record<string, unknown> | null> {
    const socket = openSocket;
    if (socket?.readyState !== 1) return Promise.resolve(null);
    return new Promise((resolve) => {
      const answer = (payload: Record<string, unknown> | null) => {
        pongWaiters.delete(answer);
        clearTimeout(timer);
        resolve(payload);
      };
      const timer = setTimeout(() => answer(null), 10_000);
      pongWaiters.add(answer);
      socket.send(JSON.stringify({ type: 'ping', payload: { accessToken } }));
    });
  }

  // Made on the first subscription: a client that only sends requests needs no WebSocket.
  let wsClient: ReturnType<typeof createWsClient> | null = null;
  const ws = () =>
    (wsClient ??= createWsClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      connectionParams: () => authorization(),
      webSocketImpl: options.webSocketImpl,
      lazy: true,
      retryAttempts: options.retryAttempts ?? Number.POSITIVE_INFINITY,
      // A refused token is final (4401 graphql-ws never retries; 4403 here); a dropped connection
      // or a restarting service (refused connections included) is retried.
      shouldRetry: (event) =>
        !(typeof event === 'object' && event !== null && (event as { code?: number }).code === 4403),
      on: {
        connected: (socket, _payload, wasRetry) => {
          openSocket = socket as OpenSocket;
          const renewed = reconnecting;
          reconnecting = false;
          if (wasRetry || renewed) for (const listener of reconnectListeners) listener();
        },
        closed: () => {
          openSocket = null;
          for (const answer of pongWaiters) answer(null);
        },
        pong: (received, payload) => {
          // The server's answer to a Ping with accessToken (accepted or refused).
          if (received && payload && 'accessToken' in payload) for (const answer of pongWaiters) answer(payload);
        },
      },
    }));

  const sse =
    options.transport === 'sse'
      ? createSseClient({
          url: `${base}/graphql/stream`,
          // Distinct connections: each subscription is one streaming request, answered by the
          // instance it reached. Single-connection mode reserves its stream on one instance (PUT)
          // and sends operations in other requests, which a load balancer spreads over others.
          singleConnection: false,
          headers: () => authorization(),
          fetchFn: doFetch,
          retryAttempts: options.retryAttempts ?? Number.POSITIVE_INFINITY,
          on: {
            connected: (reconnected) => {
              if (reconnected) for (const listener of reconnectListeners) listener();
            },
          },
        })
      : null;

  /** One refresh at a time: concurrent requests refused together wait for the same trade. */
  function refresh(): Promise<boolean> {
    const token = refreshed?.refreshToken ?? options.refreshToken;
    if (!token) return Promise.resolve(false);
    refreshing ??= send(RefreshSession, { input: { refreshToken: token } }, {}, false)
      .then((data) => {
        const payload = data.refreshSession;
        if (payload.__typename !== 'RefreshSessionSuccess') return false;
        const { accessToken, refreshToken, expiresAt, refreshExpiresAt } = payload.session;
        refreshed = {
          accessToken,
          refreshToken,
          expiresAt: String(expiresAt),
          refreshExpiresAt: String(refreshExpiresAt),
        };
        options.onTokens?.(refreshed);
        // The open socket moves to the new token without reconnecting (a Ping with accessToken,
        // docs/client-library.md "Refreshed tokens on an open socket").
        return handOver(accessToken).then(() => true);
      })
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** Runs a query or mutation over HTTP; a top-level error throws ClientError. */
  async function request<TData, TVars>(
    document: Document<TData, TVars>,
    variables?: TVars,
    init: { idempotencyKey?: string; signal?: AbortSignal } = {},
  ): Promise<TData> {
    try {
      return await send(document, variables, init, true);
    } catch (error) {
      if (!(error instanceof ClientError) || error.code !== 'UNAUTHENTICATED' || !(await refresh())) throw error;
      return send(document, variables, init, true);
    }
  }

  async function send<TData, TVars>(
    document: Document<TData, TVars>,
    variables: TVars | undefined,
    init: { idempotencyKey?: string; signal?: AbortSignal },
    authorized: boolean,
  ): Promise<TData> {
    const res = await doFetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(authorized ? authorization() : {}),
        ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
      },
      body: JSON.stringify({ query: text(document), variables }),
      signal: init.signal,
    });
    let result: Result;
    try {
      result = (await res.json()) as Result;
    } catch {
      throw new ClientError([{ message: `HTTP ${res.status} without a GraphQL answer` }]);
    }
    if (result.errors?.length) throw new ClientError(result.errors, result.data);
    return result.data as TData;
  }

  /**
   * Subscribes over the transport; returns the unsubscribe. After a dropped connection the
   * transport reconnects and subscribes again, and `live` is called again once it listens:
   * what was published in between is not replayed (see `watchMessages` for the catch-up).
   */
  function subscribe<TData, TVars>(
    document: Document<TData, TVars>,
    variables: TVars | undefined,
    handlers: SubscriptionHandlers<TData>,
  ): () => void {
    const payload = {
      query: text(document),
      variables: variables as Record<string, unknown>,
      extensions: { live: true },
    };
    let stopped = false;
    // A socket closed with 4401 (its token expired or was revoked) is final for graphql-ws: with
    // a refresh token, the subscription trades it once for new tokens and subscribes again on a
    // new socket (the transport reads `after` and the token anew: see watchEvents). A second 4401
    // before anything arrived is the app's to handle.
    let renewed = false;
    const sink = {
      next: (result: Result) => {
        renewed = false;
        if (result.data == null && result.extensions?.live === true && !result.errors) return handlers.live?.();
        if (result.errors?.length) return handlers.error?.(new ClientError(result.errors, result.data));
        handlers.next(result.data as TData);
      },
      error: (error: unknown) => {
        if (!sse && !renewed && !stopped && closeCode(error) === UNAUTHORIZED) {
          renewed = true;
          void refresh().then((ok) => {
            if (stopped) return;
            if (!ok) return sink.error(error);
            reconnecting = true;
            unsubscribe = ws().subscribe(payload, sink as never);
          });
          return;
        }
        const errors = Array.isArray(error) ? error : null;
        handlers.error?.(errors ? new ClientError(errors) : error);
      },
      complete: () => handlers.complete?.(),
    };
    let unsubscribe = sse ? sse.subscribe(payload, sink as never) : ws().subscribe(payload, sink as never);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }

  /**
   * Every message of one conversation (or of all of them) exactly once, in order, across
   * reconnects: live messages arrive through `messageAdded`; after a reconnect, once the new
   * subscription listens, the messages after the last one delivered are read with
   * `messages(after: cursor)` and delivered first, and live ones that came meanwhile follow.
   */
  function watchMessages(
    filter: { conversationId?: string },
    handlers: { message(message: Message): void; live?(): void; error?(error: unknown): void },
  ): () => void {
    let cursor: string | null = null;
    const seen = new Set<string>();
    let catchingUp = false;
    let held: Message[] = [];
    let first = true;
    let stopped = false;

    const deliver = (message: Message) => {
      if (seen.has(message.id)) return;
      seen.add(message.id);
      if (seen.size > 10_000) seen.delete(seen.values().next().value as string);
      cursor = message.cursor;
      handlers.message(message);
    };

    // A page the catch-up could not read is read again: delivering the held live messages
    // instead would move the cursor past the missed ones for good. Right after a reconnect the
    // read can reach an instance that just died (a load balancer has not noticed yet) or one
    // that is starting: transient, unlike a refusal (FORBIDDEN, a bad cursor), which is reported.
    async function page(after: string) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await request(Messages, { conversationId: filter.conversationId, after, first: 100 });
        } catch (error) {
          if (stopped || attempt >= CATCH_UP_ATTEMPTS || !transient(error)) throw error;
          const hinted = error instanceof ClientError ? error.retryAfter : undefined;
          await new Promise((r) => setTimeout(r, hinted ? hinted * 1000 : Math.min(250 * 2 ** (attempt - 1), 4_000)));
        }
      }
    }

    async function catchUp() {
      catchingUp = true;
      try {
        let after = cursor;
        while (after && !stopped) {
          const read = await page(after);
          for (const edge of read.messages.edges) deliver(edge.node);
          after = read.messages.pageInfo.hasNextPage ? (read.messages.pageInfo.endCursor ?? null) : null;
        }
      } catch (error) {
        handlers.error?.(error);
      } finally {
        catchingUp = false;
        const waiting = held;
        held = [];
        for (const message of waiting) deliver(message);
      }
    }

    const unsubscribe = subscribe(
      MessageAdded,
      { conversationId: filter.conversationId },
      {
        next: (data) => {
          if (catchingUp) held.push(data.messageAdded);
          else deliver(data.messageAdded);
        },
        live: () => {
          if (first) {
            first = false;
            handlers.live?.();
            return;
          }
          void catchUp();
        },
        error: handlers.error,
      },
    );
    return () => {
      stopped = true;
      unsubscribe();
    };
  }

  /**
   * Your events (the `events` subscription) exactly once, in log order, across reconnects. The
   * subscription's `after` is read each time the transport subscribes, so a reconnect asks for
   * the events after the last one delivered: those missed while disconnected come first, then
   * the live ones. An event at or before the last delivered is dropped (ids sort in log order),
   * so a transport that replays from an older cursor still repeats nothing. Without `after` the
   * stream starts at the moment of subscribing, and a drop before the first event resumes from
   * the moment of reconnecting (pass the last id you stored to be exact across that too).
   */
  function watchEvents(
    filter: { after?: string | null; types?: EventType[] | null },
    handlers: { event(event: ClientEventFragment): void; live?(): void; error?(error: unknown): void },
  ): () => void {
    let cursor = filter.after ?? null;
    let first = true;
    // Read by the transport when it (re)sends the subscription (it serialises the payload then).
    const variables = {
      types: filter.types ?? null,
      get after() {
        return cursor;
      },
    };
    return subscribe(EventsSubscription, variables, {
      next: (data) => {
        const event = data.events;
        if (cursor !== null && event.id <= cursor) return;
        cursor = event.id;
        handlers.event(event);
      },
      live: () => {
        if (first) {
          first = false;
          handlers.live?.();
        }
      },
      error: handlers.error,
    });
  }

  return {
    request,
    subscribe,
    /**
     * Trades the refresh token for new tokens now (e.g. shortly before the access token's
     * `expiresAt`): `onTokens` gets them and the open socket switches to the new access token
     * without reconnecting (resolved once the service answered). False when there is no refresh
     * token or it was refused.
     */
    refreshTokens: refresh,
    watchMessages,
    watchEvents,
    /** Calls `listener` after each reconnection of the subscription transport. */
    onReconnect(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    /**
     * Drops the subscription transport as a network failure would (it then reconnects); for
     * tests and for a UI's "reconnect now".
     */
    dropConnection(): void {
      wsClient?.terminate();
    },
    /** Closes the subscription transport; pending subscriptions complete. */
    async close(): Promise<void> {
      await wsClient?.dispose();
      sse?.dispose();
    },
  };
}

export type Client = ReturnType<typeof createClient>;
