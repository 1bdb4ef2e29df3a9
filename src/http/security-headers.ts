import type { ServerAdapterPlugin } from '@whatwg-node/server';
import { type AppServerContext, requestUrl } from './server-context.js';

// The browser-facing headers, set in one place for every answer whatever produced it (the
// dashboard at /app/, GraphiQL at /graphql, the API reference at /api-reference, and any HTML
// page added later):
// - every answer: X-Content-Type-Options: nosniff (a JSON or script answer is never read as
//   another type) and Referrer-Policy: no-referrer (no URL of the service leaves in a Referer).
// - every HTML page: a Content-Security-Policy. Scripts only from the service's own files (no
//   inline script, no eval; GraphiQL and Swagger UI load theirs from /graphiql/ and
//   /api-reference/); connections (fetch, graphql-ws, SSE) and workers only to the service
//   itself; images and fonts from it or data: URLs (GraphiQL's stylesheet embeds its fonts),
//   images also from blob: URLs (the dashboard fetches attachment thumbnails with its token);
//   no plugins, no <base>, forms post only to the service; `frame-ancestors 'none'`: no page
//   may be framed (clickjacking). Styles come from the service's files; GraphiQL's editor
//   (Monaco) and Swagger UI also write <style> elements and style attributes as they run, so
//   their two pages allow inline styles (which cannot run code). The dashboard does not.

const policy = (inlineStyles: boolean) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${inlineStyles ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = policy(false);
/** GraphiQL's and the API reference's. */
export const CONTENT_SECURITY_POLICY_INLINE_STYLES = policy(true);
const INLINE_STYLE_PAGES = new Set(['/graphql', '/graphql/', '/api-reference', '/api-reference/']);

export function securityHeadersPlugin(): ServerAdapterPlugin<Partial<AppServerContext>> {
  return {
    onResponse({ request, serverContext, response }) {
      const headers = response.headers;
      headers.set('x-content-type-options', 'nosniff');
      headers.set('referrer-policy', 'no-referrer');
      if (!headers.get('content-type')?.startsWith('text/html')) return;
      const inlineStyles = INLINE_STYLE_PAGES.has(requestUrl(serverContext, request).pathname);
      headers.set(
        'content-security-policy',
        inlineStyles ? CONTENT_SECURITY_POLICY_INLINE_STYLES : CONTENT_SECURITY_POLICY,
      );
    },
  };
}
