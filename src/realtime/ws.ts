import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import { clientAddressOf } from '../http/server-context.js';
import type { Services } from '../context.js';
import { type Door, isRefused, type Refused } from '../http/door.js';
import type { Viewer } from '../kernel/viewer.js';
import type { Logger } from '../logger.js';
import { type Outage, outageError, outageOf } from '../kernel/outage.js';
import { graphQLErrorOf } from '../schema/graphql-errors.js';
import type { SessionEnd } from '../modules/auth/sessions.js';
import { FrameSocket, sharedPayload } from './frames.js';
import { endsWithSocket } from '../events/live.js';
import { isApiToken } from '../security/tokens.js';
import { createSharedExecutions, shareSubscription } from './shared.js';
import { createQuota } from '../kernel/quota.js';
import { watchHeartbeats } from './heartbeat.js';

// graphql-ws on the same port and path as HTTP GraphQL. The token comes in
// connectionParams.authorization at connection_init; without a valid one the socket is
// refused (4403). The socket lives as long as its session (src/modules/auth/sessions.ts): it is
// closed (4401) when the token expires, its account signs out on any instance, or the token
// is found revoked, and every operation re-checks the session before it runs. During a
// dependency outage (src/kernel/outage.ts) an operation on an open socket gets an error with
// extensions.code SERVICE_UNAVAILABLE and the socket stays open; a connection_init that
// cannot check its token is closed with 1013 (Try Again Later) instead of 4500.
//
// A refreshed token without reconnecting (docs/client-library.md "Refreshed tokens on an open
// socket"): the client sends a graphql-ws Ping with payload { accessToken }. On a socket opened
// with an access token, a valid access token of the socket's own user becomes the socket's
// session: later operations run with it, and the socket's expiry/revocation watch moves to it
// (the subscriptions on the socket end with the socket, src/events/live.ts endsWithSocket, so
// they keep running). The Pong answers { accessToken: 'accepted', expiresAt } or
// { accessToken: 'refused', code }: UNAUTHENTICATED (unknown, expired or revoked), FORBIDDEN
// (another user's token, an API token, or a socket opened with an API token),
// SERVICE_UNAVAILABLE (it could not be checked). A refused token changes nothing and the socket
// stays open. The token itself is never echoed. A Ping without accessToken is a keep-alive,
// answered as graphql-ws does.
//
// Identical subscriptions of one session share one execution (src/realtime/shared.ts: the
// yoga plugin registered in src/app.ts), which runs each event without the engine's per-event
// layers (src/realtime/per-event.ts); a result is serialized once for all its receivers
// (src/realtime/frames.ts) and, while graphql-ws waits on the stream, written straight to the
// socket (shared.ts).

export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
/** The account already holds WEBSOCKETS_MAX_PER_ACCOUNT sockets here (graphql-ws clients do not retry it). */
export const CLOSE_TOO_MANY = 4429;
/** The token could not be checked (a dependency is down): reconnect later. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

interface Deps {
  server: Server;
  door: Door;
  services: Services;
  logger: Logger;
  /** Largest message a client may send, in bytes (BODY_LIMIT_BYTES). */
  maxPayload?: number;
  /** Sockets one account may hold open at once on this instance (WEBSOCKETS_MAX_PER_ACCOUNT). */
  maxSocketsPerAccount?: number;
  /** Sockets one client address may hold open at once on this instance, signed in or not (WEBSOCKETS_MAX_PER_ADDRESS). */
  maxSocketsPerAddress?: number;
  /** How often each socket is pinged (WEBSOCKETS_PING_SECONDS): src/realtime/heartbeat.ts. */
  pingMs?: number;
  trustProxyHops: number;
}

type Extra = {
  viewer?: Viewer;
  unwatch?: () => void;
  /** Gives back this socket's place in its account's quota (once acknowledged). */
  release?: () => void;
};

function closeUnauthorized(socket: WebSocket, reason: SessionEnd) {
  socket.close(CLOSE_UNAUTHORIZED, reason === 'expired' ? 'Unauthorized: token expired' : 'Unauthorized: signed out');
}

/** Close code sent when the server stops: "service restart", clients reconnect. */
export const CLOSE_RESTARTING = 1012;

export function attachSubscriptions({
  server,
  door,
  services,
  logger,
  maxPayload = 100_000,
  maxSocketsPerAccount = 50,
  maxSocketsPerAddress = 1000,
  pingMs = 20_000,
  trustProxyHops,
}: Deps) {
  /**
   * Open sockets by client address, counted from the upgrade until the TCP connection closes
   * (whether or not the handshake or connection_init follow): a socket costs memory and, until
   * graphql-ws's init timeout, a place, before any account is known. Refused beyond with 429
   * before the upgrade, as no websocket exists yet to carry a close code.
   */
  const addresses = createQuota<string>(maxSocketsPerAddress);
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload,
    WebSocket: FrameSocket,
    verifyClient: ({ req }: { req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) => {
      const release = addresses.take(clientAddressOf(req, trustProxyHops));
      if (!release) return done(false, 429, 'Too Many Requests');
      req.socket.once('close', release);
      done(true);
    },
  });
  const stopBeats = watchHeartbeats(wss, pingMs, logger);
  const { sessions } = services;
  const executions = createSharedExecutions();
  /** Open sockets by account: an account holds at most maxSocketsPerAccount (each costs memory, a session watch and presence). */
  const sockets = createQuota<number>(maxSocketsPerAccount);

  /**
   * Makes `viewer` the socket's session: a copy of its own (its subscriptions end with the
   * socket, not with a watch of their own), watched for expiry, sign-out or revocation anywhere.
   */
  function bind(extra: Extra & { socket: WebSocket }, viewer: Viewer) {
    const own = endsWithSocket({ ...viewer });
    const previous = extra.unwatch;
    extra.viewer = own;
    extra.unwatch = sessions.watch(own, (reason) => closeUnauthorized(extra.socket, reason));
    previous?.();
  }

  /** A Ping's refreshed token: the Pong's answer (see the head of this file). */
  /** The token of an `authorization` value ("Bearer <token>" or the token alone), or null. */
  const bearer = (raw: unknown) => (typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') || null : null);

  /** The token's viewer (null: not a valid token), or the outage that kept it from being checked (logged). */
  async function authenticate(
    token: string | null,
    when: string,
  ): Promise<{ viewer: Viewer | null; outage?: undefined } | { viewer?: undefined; outage: Outage }> {
    try {
      return { viewer: await services.auth.authenticate(token) };
    } catch (error) {
      const outage = outageOf(error);
      if (!outage) throw error;
      logger.warn({ outage, err: error }, `dependency outage at ${when}`);
      return { outage };
    }
  }

  async function rebind(extra: Extra & { socket: WebSocket }, raw: unknown): Promise<Record<string, unknown>> {
    const refused = (code: string) => ({ accessToken: 'refused', code });
    const current = extra.viewer;
    if (!current) return refused('UNAUTHENTICATED');
    const token = bearer(raw);
    if (!token) return refused('UNAUTHENTICATED');
    const found = await authenticate(token, 'a websocket token refresh');
    if (found.outage) return refused('SERVICE_UNAVAILABLE');
    const { viewer } = found;
    if (!viewer) return refused('UNAUTHENTICATED');
    // Access tokens of the same user only. API tokens are not refreshed, and their scopes differ:
    // a subscription that started under one token's scopes must not outlive that token.
    if (viewer.id !== current.id || viewer.apiToken !== null || current.apiToken !== null || isApiToken(token))
      return refused('FORBIDDEN');
    // The socket may have been closed (its old session ended) while the token was checked.
    if (extra.socket.readyState !== extra.socket.OPEN) return refused('UNAUTHENTICATED');
    bind(extra, viewer);
    return { accessToken: 'accepted', expiresAt: viewer.tokenExpiresAt.toISOString() };
  }

  const disposable = useServer<Record<string, unknown>, Extra>(
    {
      onConnect: async (ctx) => {
        const found = await authenticate(bearer(ctx.connectionParams?.authorization), 'websocket connection_init');
        if (found.outage) {
          // Before graphql-ws's own 4403 (returning false), which the socket then ignores.
          ctx.extra.socket.close(CLOSE_TRY_AGAIN_LATER, `service unavailable: ${outageError(found.outage).message}`);
          return false;
        }
        const { viewer } = found;
        if (!viewer) return false; // graphql-ws closes with 4403 Forbidden
        // Closed while its token was checked: onClose has run already, so nothing may be counted or watched.
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) return false;
        const release = sockets.take(viewer.id);
        if (!release) {
          ctx.extra.socket.close(CLOSE_TOO_MANY, `Too many connections: at most ${maxSocketsPerAccount} per account`);
          return false;
        }
        ctx.extra.release = release;
        bind(ctx.extra, viewer);
        // Presence: a live connection makes its user online (docs/chat.md "Presence").
        const userId = viewer.id;
        services.presence
          .connected(userId)
          .catch((err: unknown) => logger.warn({ err }, 'presence: connect not recorded'));
        return true;
      },
      onPing: async (ctx, payload) => {
        if (!payload || !('accessToken' in payload)) return;
        const answer = await rebind(ctx.extra, payload.accessToken);
        // graphql-ws answers the Ping with a Pong carrying this same payload object (after this
        // hook): the answer replaces the token in it, so the token is never sent back.
        const pong = payload as Record<string, unknown>;
        for (const key of Object.keys(pong)) delete pong[key];
        Object.assign(pong, answer);
      },
      onClose: (ctx) => {
        ctx.extra.release?.();
        ctx.extra.unwatch?.();
        const viewer = ctx.extra.viewer;
        if (viewer)
          services.presence
            .disconnected(viewer.id)
            .catch((err: unknown) => logger.warn({ err }, 'presence: disconnect not recorded'));
      },
      // A stand-in graphql-ws only stringifies (src/realtime/frames.ts), not an ExecutionResult.
      onNext: (_ctx, _id, _payload, _args, result) => sharedPayload(result) as never,
      // The arguments onSubscribe answered, run by the door that prepared them.
      execute: door.run,
      subscribe: door.run,
      onSubscribe: async (ctx, id, payload) => {
        // Every operation re-checks its session: a token revoked or expired by any means runs
        // nothing more on this socket, which is then closed.
        const viewer = ctx.extra.viewer;
        if (viewer) {
          let valid: boolean;
          try {
            valid = await sessions.check(viewer);
          } catch (error) {
            const outage = outageOf(error);
            if (!outage) throw error;
            return [graphQLErrorOf(outageError(outage))];
          }
          if (!valid) {
            closeUnauthorized(ctx.extra.socket, 'revoked');
            return [new GraphQLError('a valid access token is required', { extensions: { code: 'UNAUTHENTICATED' } })];
          }
        }
        // Through the one door into yoga's envelope (src/http/door.ts): its limits and masking
        // apply to sockets too. A document that does not parse (or is over the token limit) is an
        // error for this operation only; thrown here, graphql-ws would close the whole socket with 4500.
        let prepared: ExecutionArgs | Refused;
        try {
          prepared = await door.prepare({
            serverContext: {
              req: ctx.extra.request,
              ref: `ws:${id}`,
              clientAddress: clientAddressOf(ctx.extra.request, trustProxyHops),
              viewer: ctx.extra.viewer ?? null,
            },
            params: payload,
          });
        } catch (error) {
          // The context could not be built: that operation fails; the socket stays open.
          const outage = outageOf(error);
          if (!outage) throw error;
          return [graphQLErrorOf(outageError(outage))];
        }
        if (isRefused(prepared)) return prepared.errors;
        // Same session, document, operation and variables: the same results (see shared.ts).
        if (viewer) {
          shareSubscription(prepared, {
            executions,
            // Error-free results go straight to this socket while graphql-ws is idle (see shared.ts).
            sink: { socket: ctx.extra.socket, id, open: () => id in ctx.subscriptions },
            key: JSON.stringify([
              viewer.tokenHash,
              payload.query,
              payload.operationName ?? null,
              payload.variables ?? null,
            ]),
          });
        }
        return prepared;
      },
    },
    wss,
  );

  return {
    connections: () => wss.clients.size,
    async close() {
      stopBeats();
      for (const client of wss.clients) client.close(CLOSE_RESTARTING, 'service restarting; reconnect');
      await disposable.dispose();
      wss.close();
      logger.debug('websocket server closed');
    },
  };
}
