import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createYoga, maskError as yogaMaskError, type YogaServerInstance } from 'graphql-yoga';
import { locatedError, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { Context, Viewer } from './context.js';
import type { Infrastructure } from './services.js';
import type { Services } from './services.js';
import { schema as defaultSchema } from './schema/index.js';
import { bearer, createRestRouter } from './rest/router.js';
import { errorResponse, type RestResponse } from './rest/envelope.js';
import { routes } from './rest/routes.js';
import { attachSubscriptions } from './realtime/ws.js';
import { hardeningPlugins } from './schema/hardening.js';
import { createMetrics, type Metrics } from './ops/metrics.js';
import { createHealth, type Health } from './ops/health.js';
import { createInFlight, drain } from './ops/shutdown.js';
import { outageError, outageOf } from './ops/outage.js';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';

// HTTP: the documented REST paths, yoga at /graphql (GraphiQL, SSE), graphql-ws on the same
// port, /healthz, /readyz and /metrics. One JSON log line per request, tokens and secrets
// redacted.

export interface AppServerContext {
  req: IncomingMessage;
  res: ServerResponse;
  ref: string;
  /** Set by the websocket server: the viewer authenticated at connection_init. */
  wsViewer?: Viewer | null;
  /** Operation names seen by yoga for this HTTP request (metrics and the log line). */
  operations?: Array<string | null | undefined>;
}

export interface App {
  yoga: YogaServerInstance<AppServerContext, Context>;
  server: Server;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
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

/**
 * The client's address: the socket's peer, or with TRUST_PROXY_HOPS=n the n-th address from
 * the right of X-Forwarded-For (each trusted proxy appends the address it received from).
 */
export function clientAddressOf(req: IncomingMessage, trustedHops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return chain.length >= trustedHops ? chain[chain.length - trustedHops] : (chain[0] ?? peer);
}

/**
 * yoga's maskError (HTTP, SSE and graphql-ws operations, and errors thrown before execution
 * such as the context factory's authentication): AppErrors as they are; a dependency outage
 * becomes SERVICE_UNAVAILABLE with retryAfter (HTTP status still 200, Retry-After header);
 * anything else is masked as "Unexpected error.".
 */
export function createMaskError(logger: Pick<Logger, 'warn'>) {
  return (error: unknown, message: string, isDev?: boolean): Error => {
    const original = (error as GraphQLError | undefined)?.originalError ?? error;
    if (original instanceof AppError) return error as Error;
    const outage = outageOf(error);
    if (!outage) return yogaMaskError(error, message, isDev);
    logger.warn({ outage, err: original }, 'dependency outage in GraphQL operation');
    const replacement = outageError(outage);
    const located = error as Partial<GraphQLError>;
    // Keep the location and path of a resolver's error; extensions come from the AppError.
    return located.path || located.nodes ? locatedError(replacement, located.nodes, located.path) : replacement;
  };
}

/** Operational paths, kept out of the request metrics. */
const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function createApp(infra: Infrastructure, services: Services, schema: GraphQLSchema = defaultSchema): App {
  const { config, prisma, logger } = infra;
  const clientAddress = (req: IncomingMessage) => clientAddressOf(req, config.trustProxyHops);
  const metrics = createMetrics({ prisma, routes });
  const health = createHealth(
    {
      database: () => prisma.$queryRaw`SELECT 1`,
      chain: () => infra.chain.chain.isReachable(),
      ...(infra.redis ? { redis: () => infra.redis!.ping() } : {}),
    },
    undefined,
    async () => ({
      money: Object.fromEntries((await services.engine.monitor.report()).map((c) => [c.subject, c.detail])),
    }),
  );
  const inFlight = createInFlight();
  const makeContext = (viewer: Viewer | null, ref: string, address: string, origin: Context['origin']): Context => ({
    requestId: ref,
    origin,
    clientAddress: address,
    viewer,
    prisma,
    services,
  });

  const yoga = createYoga<AppServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: config.graphiql,
    landingPage: false,
    logging: false,
    maskedErrors: { isDev: false, maskError: createMaskError(logger) },
    // Off unless GRAPHQL_BATCH_LIMIT > 0; each batched operation counts against the throttles.
    batching: config.graphql.batchLimit > 0 ? { limit: config.graphql.batchLimit } : false,
    plugins: [
      ...hardeningPlugins(config),
      metrics.plugin,
      {
        onParams({ params, context }: { params: { operationName?: string }; context: AppServerContext }) {
          context.operations?.push(params.operationName);
        },
      },
    ],
    context: async ({ req, ref, request, wsViewer }) => {
      const viewer =
        wsViewer !== undefined
          ? wsViewer
          : await services.auth.authenticate(bearer(request.headers.get('authorization')));
      return makeContext(viewer, ref, clientAddress(req), wsViewer !== undefined ? 'websocket' : 'graphql');
    },
  });

  const rest = createRestRouter(routes, {
    schema,
    logger,
    authenticate: (token) => services.auth.authenticate(token),
    context: (viewer, ref, address) => makeContext(viewer, ref, address, 'rest'),
  });

  function send(res: ServerResponse, reply: RestResponse) {
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  }

  /** Reads the body up to the configured limit; null when it is larger. */
  function readBody(req: IncomingMessage): Promise<string | null> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > config.bodyLimitBytes) {
          resolve(null);
          req.resume();
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const ref = randomUUID();
    res.setHeader('x-request-id', ref);
    if (health.stopping) res.setHeader('connection', 'close');
    inFlight.track(req, res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    let operation: string = url.pathname;
    const operations: AppServerContext['operations'] = [];
    res.on('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      if (operation === 'graphql') operation = metrics.graphqlOperation(operations);
      if (!OPS_PATHS.has(url.pathname)) metrics.observeRequest(operation, res.statusCode, seconds);
      logger.info(
        {
          ref,
          method: req.method,
          path: url.pathname,
          operation,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    });
    try {
      if (url.pathname === '/healthz') return send(res, { status: 200, body: { status: 'ok' } });
      if (url.pathname === '/readyz') {
        const report = await health.ready();
        return send(res, { status: report.status, body: report.body });
      }
      if (url.pathname === '/metrics') {
        if (config.metricsToken && bearer(req.headers.authorization ?? null) !== config.metricsToken) {
          return send(
            res,
            errorResponse(
              { code: 'UNAUTHENTICATED', detail: '/metrics needs Authorization: Bearer <METRICS_TOKEN>' },
              ref,
            ),
          );
        }
        const { contentType, body } = await metrics.render();
        res.writeHead(200, { 'content-type': contentType });
        res.end(body);
        return;
      }
      if (url.pathname === '/graphql') {
        const declared = Number(req.headers['content-length'] ?? 0);
        // yoga reads the body itself: a chunked body (no length) could grow without bound.
        if (req.method === 'POST' && req.headers['content-length'] === undefined) {
          return send(res, {
            status: 411,
            body: {
              errors: [
                { message: 'send the body with a content-length header', extensions: { code: 'LENGTH_REQUIRED' } },
              ],
            },
          });
        }
        if (declared > config.bodyLimitBytes) {
          return send(res, {
            status: 413,
            body: { errors: [{ message: 'request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
          });
        }
        // JSON only (yoga would also take forms, and answer other types with an empty 415).
        const type = String(req.headers['content-type'] ?? '').toLowerCase();
        if (req.method === 'POST' && !/^application\/(graphql\+)?json\b/.test(type)) {
          return send(res, {
            status: 415,
            body: {
              errors: [
                {
                  message: 'send the body as content-type: application/json',
                  extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
                },
              ],
            },
          });
        }
        operation = 'graphql';
        // yoga's node listener writes the response itself; `ref` joins its server context.
        await yoga.handle(req, res, { ref, operations });
        return;
      }
      operation = metrics.restOperation(req.method ?? 'GET', url.pathname);
      const body = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
      if (body === null) {
        return send(
          res,
          errorResponse({ code: 'PAYLOAD_TOO_LARGE', detail: `the body exceeds ${config.bodyLimitBytes} bytes` }, ref),
        );
      }
      const reply = await rest.handle({
        method: req.method ?? 'GET',
        url,
        authorization: req.headers.authorization ?? null,
        contentType: req.headers['content-type'] ?? null,
        body,
        ref,
        clientAddress: clientAddress(req),
        headers: req.headers,
      });
      send(
        res,
        reply ?? errorResponse({ code: 'NOT_FOUND', detail: `no route for ${req.method} ${url.pathname}` }, ref),
      );
    } catch (err) {
      const outage = outageOf(err);
      if (outage) logger.warn({ ref, outage, err }, 'dependency outage');
      else logger.error({ ref, err }, 'unhandled error');
      if (res.headersSent) res.end();
      else if (outage) {
        const { code, message: detail, retryAfter } = outageError(outage);
        send(res, errorResponse({ code, detail, retryAfter }, ref));
      } else
        send(
          res,
          errorResponse(
            { code: 'INTERNAL_SERVER_ERROR', detail: 'an unexpected error occurred; quote the ref when reporting it' },
            ref,
          ),
        );
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  // Requests Node's HTTP parser refuses (malformed, headers or URL over 16 KB) never reach
  // handle(): answer them in the envelope too, instead of a bare status line.
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
    yoga,
    services,
    events: infra.events,
    logger,
    maxPayload: config.bodyLimitBytes,
  });
  metrics.setWebsocketCount(realtime.connections);

  return {
    yoga,
    server,
    handle,
    metrics,
    health,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          const actual = typeof address === 'object' && address ? address.port : port;
          resolve(`http://${host}:${actual}`);
        });
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
