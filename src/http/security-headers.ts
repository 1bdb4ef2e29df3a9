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
//   itself, plus the attachment bucket's origin when attachments live in S3 (the dashboard PUTs
//   uploads to presigned URLs there and fetches downloads from them); images and fonts from it or data: URLs (GraphiQL's stylesheet embeds its fonts),
//   images also from blob: URLs (the dashboard fetches attachment thumbnails with its token);
//   no plugins, no <base>, forms post only to the service; `frame-ancestors 'none'`: no page
//   may be framed (clickjacking). Styles come from the service's files; GraphiQL's editor
//   (Monaco) and Swagger UI also write <style> elements and style attributes as they run, so
//   their two pages allow inline styles (which cannot run code). The dashboard does not.

const policy = (inlineStyles: boolean, connect: readonly string[] = []) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${inlineStyles ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
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

/**
 * `connectOrigins`: origins beyond the service's own that pages may connect to (the S3 bucket's,
 * src/modules/conversation/blob-store.ts `storeOrigin`).
 */
export function securityHeadersPlugin(
  connectOrigins: readonly string[] = [],
): ServerAdapterPlugin<Partial<AppServerContext>> {
  const page = policy(false, connectOrigins);
  const inlinePage = policy(true, connectOrigins);
  return {
    onResponse({ request, serverContext, response }) {
      const headers = response.headers;
      headers.set('x-content-type-options', 'nosniff');
      headers.set('referrer-policy', 'no-referrer');
      if (!headers.get('content-type')?.startsWith('text/html')) return;
      const inlineStyles = INLINE_STYLE_PAGES.has(requestUrl(serverContext, request).pathname);
      headers.set('content-security-policy', inlineStyles ? inlinePage : page);
    },
  };
}
