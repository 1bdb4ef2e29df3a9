import { randomUUID } from 'node:crypto';
import type { ServerAdapterPlugin } from '@whatwg-node/server';
import { currentCause } from '../db/attribution.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../ops/metrics.js';
import type { Health } from '../ops/health.js';
import { type InFlight, isStreamType } from '../ops/shutdown.js';
import { type AppServerContext, clientAddressOf, requestUrl } from './server-context.js';

/** Operational paths, kept out of the request metrics. */
const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

interface Deps {
  logger: Logger;
  metrics: Metrics;
  health: Health;
  inFlight: InFlight;
  trustProxyHops: number;
}

/**
 * First plugin of every HTTP request: its ref (x-request-id), the client address, the
 * graceful stop's in-flight count, and when the response is finished one JSON log line and the
 * request metrics (labelled by REST route or GraphQL operation name). Tokens and secrets never
 * reach the line: it holds the method, path, operation, status and duration only.
 */
export function requestLogPlugin({ logger, metrics, health, inFlight, trustProxyHops }: Deps) {
  const plugin: ServerAdapterPlugin<Partial<AppServerContext>> = {
    onRequest({ request, serverContext }) {
      const started = performance.now();
      const { req, res } = serverContext;
      // The label the request runs under when statements are attributed (src/app.ts), or a new one.
      const ref = currentCause() ?? randomUUID();
      const url = requestUrl(serverContext, request);
      serverContext.ref = ref;
      serverContext.clientAddress = req ? clientAddressOf(req, trustProxyHops) : 'unknown';
      const operations: NonNullable<AppServerContext['operations']> = [];
      serverContext.operations = operations;
      if (req && res) inFlight.track(req, res);
      const finish = (status: number) => {
        const seconds = (performance.now() - started) / 1000;
        const operation =
          url.pathname === '/graphql'
            ? metrics.graphqlOperation(operations)
            : OPS_PATHS.has(url.pathname)
              ? url.pathname
              : metrics.restOperation(request.method, url.pathname);
        if (!OPS_PATHS.has(url.pathname)) metrics.observeRequest(operation, status, seconds);
        logger.info(
          { ref, method: request.method, path: url.pathname, operation, status, ms: Math.round(seconds * 1000) },
          'request',
        );
      };
      // Over node:http the line is written when the response is finished (a stream's end);
      // without it (app.fetch), when the response is handed back.
      if (res) res.once('finish', () => finish(res.statusCode));
      else finishers.set(request, finish);
    },
    onResponse({ request, response, serverContext }) {
      if (serverContext.ref) response.headers.set('x-request-id', serverContext.ref);
      if (health.stopping) response.headers.set('connection', 'close');
      if (serverContext.res && isStreamType(response.headers.get('content-type')))
        inFlight.markStream(serverContext.res);
      finishers.get(request)?.(response.status);
      finishers.delete(request);
    },
  };
  const finishers = new WeakMap<Request, (status: number) => void>();
  return plugin;
}
