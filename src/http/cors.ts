import type { ServerAdapterPlugin } from '@whatwg-node/server';

// CORS, the same for every path (REST, /graphql, SSE, the ops paths): an allow-list of exact
// origins (CORS_ORIGINS), empty by default, so no cross-origin access. Tokens travel as
// `Authorization: Bearer`, never in cookies, so credentials mode is never granted. An origin
// not on the list gets no CORS header at all (the browser blocks the answer); the answer itself
// is the one a client without an Origin gets. yoga's own CORS (any origin, with credentials) is
// off (src/app.ts).

const METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** The request headers our clients send. */
const ALLOWED_HEADERS = 'content-type, authorization, idempotency-key, x-request-id, x-graphql-event-stream-token';
/** The response headers a script may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = 'x-request-id, retry-after, ratelimit, ratelimit-policy';
/** How long a browser may cache a preflight (seconds). */
const MAX_AGE = '600';

export function corsPlugin(origins: readonly string[]): ServerAdapterPlugin {
  if (origins.length === 0) return {};
  const allowed = new Set(origins);
  return {
    onRequest({ request, endResponse }) {
      const origin = request.headers.get('origin');
      if (request.method !== 'OPTIONS' || !origin || !allowed.has(origin)) return;
      if (!request.headers.has('access-control-request-method')) return;
      endResponse(
        new Response(null, {
          status: 204,
          headers: {
            'content-length': '0',
            'access-control-allow-methods': METHODS,
            'access-control-allow-headers': ALLOWED_HEADERS,
            'access-control-max-age': MAX_AGE,
          },
        }),
      );
    },
    onResponse({ request, response }) {
      // The answer depends on Origin for every request once a list exists: caches must key on it.
      response.headers.append('vary', 'Origin');
      const origin = request.headers.get('origin');
      if (!origin || !allowed.has(origin)) return;
      response.headers.set('access-control-allow-origin', origin);
      response.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
    },
  };
}
