import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from '../context.js';
import type { RestResponse } from './envelope.js';
import type { Viewer } from '../kernel/viewer.js';

/**
 * What every door hands to yoga with a request or an operation. The HTTP plugins
 * (src/http/request-log.ts) fill `ref`, `clientAddress` and `operations`; a door that has
 * authenticated the caller itself (graphql-ws at connection_init, REST from its body or header)
 * sets `viewer` (and REST its route's `grants`), otherwise yoga's context reads the Authorization header.
 */
export interface AppServerContext {
  /** Present when the request came through node:http (absent for `app.fetch`). */
  req?: IncomingMessage;
  res?: ServerResponse;
  ref: string;
  clientAddress: string;
  viewer?: Viewer | null;
  grants?: Context['grants'];
  /** Operation names seen by yoga for this HTTP request (metrics and the log line). */
  operations?: Array<string | null | undefined>;
  /** Headers resolvers add to this HTTP request's answer (a rate limit's fields); an error's own win. */
  responseHeaders?: Record<string, string>;
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

const urls = new WeakMap<Request, URL>();

/**
 * The path as node:http received it (protocol-relative `//x` included), for REST matching;
 * parsed once per request, however many plugins ask.
 */
export function requestUrl(serverContext: Partial<AppServerContext>, request: Request): URL {
  let url = urls.get(request);
  if (!url) {
    url = serverContext.req ? new URL(serverContext.req.url ?? '/', 'http://localhost') : new URL(request.url);
    urls.set(request, url);
  }
  return url;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

/** A REST answer (status, body, headers) as the HTTP response. */
export const restAnswer = (reply: RestResponse) => json(reply.status, reply.body, reply.headers);
