import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { Context, Viewer } from './context.js';
import type { Infrastructure } from './services.js';
import type { Services } from './services.js';
import { schema as defaultSchema } from './schema/index.js';
import { bearer, createRestRouter } from './rest/router.js';
import { errorResponse, type RestResponse } from './rest/envelope.js';
import { routes } from './rest/routes.js';
import { attachSubscriptions } from './realtime/ws.js';

// HTTP: the documented REST paths, yoga at /graphql (GraphiQL, SSE), graphql-ws on the same
// port, and /healthz. One JSON log line per request, tokens and secrets redacted.

export interface AppServerContext {
  req: IncomingMessage;
  res: ServerResponse;
  ref: string;
  /** Set by the websocket server: the viewer authenticated at connection_init. */
  wsViewer?: Viewer | null;
}

export interface App {
  yoga: YogaServerInstance<AppServerContext, Context>;
  server: Server;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Resolves once the server listens; returns its URL. */
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
}

const clientAddress = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

export function createApp(infra: Infrastructure, services: Services, schema: GraphQLSchema = defaultSchema): App {
  const { config, prisma, logger } = infra;
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
    maskedErrors: { isDev: false },
    context: async ({ req, ref, request, wsViewer }) => {
      const viewer = wsViewer !== undefined ? wsViewer : await services.auth.authenticate(bearer(request.headers.get('authorization')));
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
    const url = new URL(req.url ?? '/', 'http://localhost');
    let operation: string = url.pathname;
    res.on('finish', () => {
      logger.info({ ref, method: req.method, path: url.pathname, operation, status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request');
    });
    try {
      if (url.pathname === '/healthz') return send(res, { status: 200, body: { status: 'ok' } });
      if (url.pathname === '/graphql') {
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > config.bodyLimitBytes) {
          return send(res, { status: 413, body: { errors: [{ message: 'request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } });
        }
        operation = 'graphql';
        // yoga's node listener writes the response itself; `ref` joins its server context.
        await yoga.handle(req, res, { ref });
        return;
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
      if (body === null) {
        return send(res, errorResponse({ code: 'PAYLOAD_TOO_LARGE', detail: `the body exceeds ${config.bodyLimitBytes} bytes` }, ref));
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
      send(res, reply ?? errorResponse({ code: 'NOT_FOUND', detail: `no route for ${req.method} ${url.pathname}` }, ref));
    } catch (err) {
      logger.error({ ref, err }, 'unhandled error');
      if (!res.headersSent) send(res, errorResponse({ code: 'INTERNAL_SERVER_ERROR', detail: 'an unexpected error occurred; quote the ref when reporting it' }, ref));
      else res.end();
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  const realtime = attachSubscriptions({ server, yoga, services, events: infra.events, logger });

  return {
    yoga,
    server,
    handle,
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
      await realtime.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
    },
  };
}
