import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
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

/** What the log line and the metrics of one request need once its response is finished. */
interface Pending {
  started: number;
  ref: string;
  method: string;
  path: string;
  operations: NonNullable<AppServerContext['operations']>;
}

/**
 * First plugin of every HTTP request: its ref (x-request-id), the client address, the
 * graceful stop's in-flight count, and when the response is finished one JSON log line and the
 * request metrics (labelled by REST route or GraphQL operation name). Tokens and secrets never
 * reach the line: it holds the method, path, operation, status and duration only.
 */
export function requestLogPlugin({ logger, metrics, health, inFlight, trustProxyHops }: Deps) {
  // No closure per request: one shared 'finish' listener finds its request's entry (closures
  // made per request cost a defineProperty each under tsx, which keeps function names).
  const pending = new WeakMap<ServerResponse | Request, Pending>();
  const finish = (entry: Pending, status: number) => {
    const seconds = (performance.now() - entry.started) / 1000;
    const { path } = entry;
    const ops = OPS_PATHS.has(path);
    const operation =
      path === '/graphql'
        ? metrics.graphqlOperation(entry.operations)
        : ops
          ? path
          : metrics.restOperation(entry.method, path);
    if (!ops) metrics.observeRequest(operation, status, seconds);
    logger.info(
      { ref: entry.ref, method: entry.method, path, operation, status, ms: Math.round(seconds * 1000) },
      'request',
    );
  };
  function finished(this: ServerResponse) {
    const entry = pending.get(this);
    if (entry) finish(entry, this.statusCode);
  }
  const plugin: ServerAdapterPlugin<Partial<AppServerContext>> = {
    onRequest({ request, serverContext }) {
      const started = performance.now();
      const { req, res } = serverContext;
      // The label the request runs under when statements are attributed (src/app.ts), or a new one.
      const ref = currentCause() ?? randomUUID();
      serverContext.ref = ref;
      serverContext.clientAddress = req ? clientAddressOf(req, trustProxyHops) : 'unknown';
      const operations: NonNullable<AppServerContext['operations']> = [];
      serverContext.operations = operations;
      serverContext.responseHeaders = {};
      const entry = {
        started,
        ref,
        method: request.method,
        path: requestUrl(serverContext, request).pathname,
        operations,
      };
      // Over node:http the line is written when the response is finished (a stream's end);
      // without it (app.fetch), when the response is handed back.
      if (req && res) inFlight.track(req, res);
      if (res) {
        pending.set(res, entry);
        res.once('finish', finished);
      } else pending.set(request, entry);
    },
    onResponse({ request, response, serverContext }) {
      if (serverContext.ref) response.headers.set('x-request-id', serverContext.ref);
      for (const [name, value] of Object.entries(serverContext.responseHeaders ?? {}))
        if (!response.headers.has(name)) response.headers.set(name, value);
      if (health.stopping) response.headers.set('connection', 'close');
      if (serverContext.res && isStreamType(response.headers.get('content-type')))
        inFlight.markStream(serverContext.res);
      if (serverContext.res) return;
      const entry = pending.get(request);
      if (entry) finish(entry, response.status);
      pending.delete(request);
    },
  };
  return plugin;
}
