import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { Context } from './context.js';
import type { Infrastructure, Services } from './services.js';
import { schema as defaultSchema } from './schema/index.js';
import { checkRoutes } from './rest/checks.js';
import { createRestRouter } from './rest/router.js';
import { routes } from './rest/routes.js';
import { attachSubscriptions } from './realtime/ws.js';
import { attachmentRoutesPlugin } from './modules/conversation/attachment-routes.js';
import { sharedSubscriptionsPlugin } from './realtime/shared.js';
import { hardeningPlugins } from './schema/hardening.js';
import { errorLogPlugin } from './schema/error-log.js';
import { responseCachePlugin } from './schema/response-cache.js';
import { createMetrics, type Metrics } from './ops/metrics.js';
import { registerMoneyGauges } from './money/gauges.js';
import { registerChainGauges } from './chain/gauges.js';
import { createHealth, type Health } from './ops/health.js';
import { createInFlight, drain } from './ops/shutdown.js';
import { attribute } from './db/attribution.js';
import { bearer } from './security/tokens.js';
import type { AppServerContext } from './http/server-context.js';
import { requestLogPlugin } from './http/request-log.js';
import { opsRoutesPlugin } from './http/ops-routes.js';
import { docsRoutesPlugin } from './http/docs-routes.js';
import { dashboardRoutesPlugin } from './http/dashboard-routes.js';
import { serverUrl } from './http/starting.js';
import { SSE_PATH, ssePlugin } from './realtime/sse.js';
import { liveSubscriptionsPlugin } from './realtime/live-ack.js';
import { subscriptionCapPlugin } from './realtime/subscription-cap.js';
import { graphqlGuardsPlugin } from './http/graphql-guards.js';
import { graphiqlAssetsPlugin, graphiqlOptions, renderGraphiQL } from './http/graphiql.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { storeOrigin } from './modules/conversation/blob-store.js';
import { corsPlugin } from './http/cors.js';
import { railsCallbackPlugin } from './http/rails-callback.js';
import { devPanelPlugin } from './http/dev-panel.js';
import { mailboxDir } from './mail/mailer.js';
import { railsReadiness } from './money/rails/reconcile.js';
import { createDoor } from './http/door.js';
import { createMaskError } from './http/mask-error.js';

export { clientAddressOf } from './http/server-context.js';
export { createMaskError } from './http/mask-error.js';

// HTTP is one server adapter (yoga's, @whatwg-node/server) with plugins in this order: the
// request log (ref, x-request-id, in-flight count, one JSON line and the metrics per request,
// tokens and secrets never in it), CORS (the CORS_ORIGINS allow-list, every path), /healthz /readyz /metrics, the /graphql guards, and the REST
// route table, which answers every path but /graphql. /graphql itself is yoga (GraphiQL, SSE),
// and graphql-ws shares the port. Every door executes through yoga's envelope: limits,
// masking (and its error log), metrics and the context are the same for REST, HTTP GraphQL,
// SSE and websockets.

export type { AppServerContext };

export interface App {
  yoga: YogaServerInstance<AppServerContext, Context>;
  server: Server;
  /** Answers a request without a socket (tests, benchmarks): the same plugins as over HTTP. */
  fetch(request: Request): Promise<Response>;
  metrics: Metrics;
  health: Health;
  /** Resolves once the server listens; returns its URL. */
  listen(port: number, host: string): Promise<string>;
  /**
   * Graceful stop (see src/ops/shutdown.ts): refuse new connections, close sockets with 1012,
   * let requests in flight finish (up to SHUTDOWN_TIMEOUT_SECONDS). Resolves with whether they all did.
   */
  close(): Promise<boolean>;
}

const NO_GRANTS: ReadonlySet<never> = new Set();

export function createApp(
  infra: Infrastructure,
  services: Services,
  schema: GraphQLSchema = defaultSchema,
  /** A server already listening (src/http/starting.ts): its start-up answers are replaced by the app. */
  listening?: Server,
): App {
  const { config, prisma, logger } = infra;
  const metrics = createMetrics({
    prisma,
    routes,
    changes: infra.changes,
    now: () => infra.clock.now(),
    gauges: [
      (registry) => registerMoneyGauges(registry, prisma, services.engine),
      (registry) => {
        const { anvil } = infra.chain;
        if (anvil) registerChainGauges(registry, () => anvil.dumps());
      },
    ],
  });
  services.webhooks.worker.setMetrics({
    delivered: () => metrics.webhookOutcome('delivered'),
    retried: () => metrics.webhookOutcome('retried'),
    failed: () => metrics.webhookOutcome('failed'),
  });
  const health = createHealth(
    {
      database: () => prisma.$queryRaw`SELECT 1`,
      chain: () => infra.chain.chain.isReachable(),
      ...(infra.redis ? { redis: () => infra.redis!.ping() } : {}),
    },
    undefined,
    async () => ({
      money: {
        ...Object.fromEntries((await services.engine.monitor.report()).map((c) => [c.subject, c.detail])),
        ...(await railsReadiness(prisma)),
      },
    }),
  );
  const inFlight = createInFlight();

  const yoga = createYoga<AppServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: config.graphiql && graphiqlOptions,
    renderGraphiQL,
    landingPage: false,
    // yoga's default echoes any origin with credentials; src/http/cors.ts answers for every path.
    cors: false,
    logging: false,
    // AppErrors as they are, outages as SERVICE_UNAVAILABLE, anything else masked (src/http/mask-error.ts).
    maskedErrors: { isDev: false, maskError: createMaskError(logger) },
    // Off unless GRAPHQL_BATCH_LIMIT > 0; each batched operation counts against the throttles.
    batching: config.graphql.batchLimit > 0 ? { limit: config.graphql.batchLimit } : false,
    // The body limit is src/http/graphql-guards.ts's: a POST must declare a content-length within
    // BODY_LIMIT_BYTES, and node:http's parser never hands over more bytes than declared. yoga's
    // own limit would pipe every body through a counting TransformStream (~10 % of the CPU of a
    // small query).
    maxRequestBodySize: false,
    plugins: [
      ...hardeningPlugins(config),
      errorLogPlugin(logger),
      // At most SUBSCRIPTIONS_MAX_PER_ACCOUNT open subscriptions per account on this instance.
      subscriptionCapPlugin(config.graphql.maxSubscriptionsPerAccount),
      // Identical graphql-ws subscriptions of one session share one execution.
      sharedSubscriptionsPlugin(),
      // The moment a subscription listens: its acknowledgement (asked with extensions.live) and the
      // open-subscriptions gauge.
      liveSubscriptionsPlugin({ live: metrics.subscriptionLive, ended: metrics.subscriptionEnded }),
      {
        onParams({ params, context }: { params: { operationName?: string }; context: AppServerContext }) {
          context.operations?.push(params.operationName);
        },
      },
      // Last, so that every other hook (limits, throttles, the error log) sees a cached answer's request too.
      ...(config.responseCache.seconds > 0 && schema === defaultSchema
        ? [
            responseCachePlugin({
              feed: infra.changes,
              ttlMs: config.responseCache.seconds * 1000,
              maxEntries: config.responseCache.entries,
              onOutcome: metrics.responseCache,
              freeze: config.env !== 'production',
            }),
          ]
        : []),
    ],
    // A door that authenticated the caller itself passes the viewer; otherwise the header counts.
    context: async ({ request, req, ref, clientAddress, viewer, grants, responseHeaders }) => ({
      requestId: ref,
      grants: grants ?? NO_GRANTS,
      clientAddress,
      userAgent: request?.headers.get('user-agent') ?? req?.headers['user-agent'] ?? null,
      responseHeaders: responseHeaders ?? {},
      viewer:
        viewer !== undefined ? viewer : await services.auth.authenticate(bearer(request.headers.get('authorization'))),
      prisma,
      services,
    }),
  });

  // Every door yoga does not serve itself (REST, graphql-ws, SSE) runs operations through this one.
  const door = createDoor(yoga);
  // REST documents are the route table's own: checked against the same limits once, here
  // (a test's own schema serves no REST route).
  checkRoutes(schema === defaultSchema ? routes : [], schema, door);

  const rest = createRestRouter(routes, {
    logger,
    bodyLimitBytes: config.bodyLimitBytes,
    authenticate: (token) => services.auth.authenticate(token),
    allows: (grant) => grant !== 'revealSecrets' || config.restLegacyDisclosure,
    door,
  });

  // yoga.handleRequest, not yoga.fetch: the Request is already built (once, by this adapter) and
  // fetch would only add a second abort wiring around the same request signal.
  const adapter = createServerAdapter<Partial<AppServerContext>>(
    (request, serverContext) => yoga.handleRequest(request, serverContext as AppServerContext),
    {
      plugins: [
        requestLogPlugin({ logger, metrics, health, inFlight, trustProxyHops: config.trustProxyHops }),
        corsPlugin(config.corsOrigins),
        // nosniff and Referrer-Policy on every answer, the Content-Security-Policy on every page.
        securityHeadersPlugin([storeOrigin(config.chat.attachments)].filter((o): o is string => o !== null)),
        opsRoutesPlugin({ health, metrics, metricsToken: config.metricsToken }),
        railsCallbackPlugin({
          ...infra,
          rails: services.rails,
          limit: services.railCallbackThrottle,
          count: metrics.railCallback,
        }),
        docsRoutesPlugin(routes),
        dashboardRoutesPlugin(),
        devPanelPlugin({
          embedded: !config.databaseUrl,
          authenticate: services.auth.authenticate,
          rails: services.rails,
          prisma,
          mailbox: config.mail.smtpUrl ? undefined : mailboxDir(config.dataDir),
        }),
        ...(config.graphiql ? [graphiqlAssetsPlugin()] : []),
        attachmentRoutesPlugin({
          authenticate: (token) => services.auth.authenticate(token),
          attachments: services.attachments,
          maxBytes: config.chat.attachments.maxBytes,
        }),
        graphqlGuardsPlugin(config.bodyLimitBytes, ['/graphql', SSE_PATH]),
        ssePlugin({ door, fetchAPI: yoga.fetchAPI, sessions: services.sessions }),
        rest.plugin,
      ],
    },
  );

  // Each request runs under its own ref when statement attribution is on (tests): the request
  // log takes that ref as its x-request-id, so a test counts the statements of one response.
  const handle = (req: IncomingMessage, res: ServerResponse) => attribute(randomUUID, () => adapter(req, res));
  const server = listening ?? createServer();
  server.removeAllListeners('request').removeAllListeners('clientError').on('request', handle);
  // Requests Node's HTTP parser refuses (malformed, headers or URL over 16 KB) never reach
  // the adapter: answer them in the envelope too, instead of a bare status line.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const message = tooLarge
      ? {
          error: 'HEADERS_TOO_LARGE',
          detail: 'the request line or headers exceed 16 KB; send large queries in a POST body',
        }
      : { error: 'BAD_REQUEST', detail: 'the request is not valid HTTP' };
    const body = JSON.stringify({ code: status, message, ref: randomUUID() });
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  const realtime = attachSubscriptions({
    server,
    door,
    services,
    logger,
    maxPayload: config.bodyLimitBytes,
    maxSocketsPerAccount: config.graphql.maxSocketsPerAccount,
    maxSocketsPerAddress: config.graphql.maxSocketsPerAddress,
    pingMs: config.graphql.socketPingMs,
    trustProxyHops: config.trustProxyHops,
  });
  metrics.setWebsocketCount(realtime.connections);

  return {
    yoga,
    server,
    fetch: async (request) => attribute(randomUUID, () => adapter.fetch(request, {})),
    metrics,
    health,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        if (server.listening) return resolve(serverUrl(server, host));
        server.once('error', reject);
        server.listen(port, host, () => resolve(serverUrl(server, host)));
      }),
    async close() {
      health.setStopping();
      const finished = await drain({
        server,
        inFlight,
        closeRealtime: () => realtime.close(),
        timeoutMs: config.shutdownTimeoutMs,
      });
      if (!finished)
        logger.warn(
          { timeoutMs: config.shutdownTimeoutMs },
          'requests still in flight at the shutdown timeout were cut',
        );
      return finished;
    },
  };
}
