import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ServerAdapterPlugin } from '@whatwg-node/server';
import { openApiDocument } from '../rest/openapi.js';
import type { RestRoute } from '../rest/route.js';
import { type AppServerContext, requestUrl } from './server-context.js';

// The REST layer's API docs, on in every mode and offline: /openapi.json (generated from the
// route table, src/rest/openapi.ts) and a reference page at /api-reference whose scripts and
// styles come from the installed swagger-ui-dist package, never a CDN. No inline script: it runs
// under the Content-Security-Policy every page gets (src/http/security-headers.ts).

const OPENAPI_PATH = '/openapi.json';
const REFERENCE_PATH = '/api-reference';

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Financial Account Service: REST API reference</title>
  <link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css">
</head>
<body>
  <main id="reference" aria-label="REST API reference"></main>
  <script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
  <script src="${REFERENCE_PATH}/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#reference', deepLinking: true });\n`;

/** The package files the page loads, read once on first use. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export function docsRoutesPlugin(routes: RestRoute[]): ServerAdapterPlugin<Partial<AppServerContext>> {
  const packageDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const version = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')).version;
  let document: string | undefined;
  const files = new Map<string, Buffer<ArrayBuffer>>();
  const asset = (name: string) => {
    let body = files.get(name);
    if (!body) {
      body = readFileSync(join(packageDir, name)) as Buffer<ArrayBuffer>;
      files.set(name, body);
    }
    return body;
  };
  const cached = { 'cache-control': 'public, max-age=3600' };

  return {
    onRequest({ request, serverContext, endResponse }) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const { pathname } = requestUrl(serverContext, request);
      if (pathname === OPENAPI_PATH) {
        document ??= JSON.stringify(openApiDocument(routes, { version }));
        return endResponse(
          new Response(document, { headers: { 'content-type': 'application/json; charset=utf-8', ...cached } }),
        );
      }
      if (pathname === REFERENCE_PATH || pathname === `${REFERENCE_PATH}/`) {
        return endResponse(new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
      }
      if (!pathname.startsWith(`${REFERENCE_PATH}/`)) return;
      const name = pathname.slice(REFERENCE_PATH.length + 1);
      if (name === 'init.js') {
        return endResponse(new Response(INIT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }));
      }
      const type = ASSETS[name];
      if (type) return endResponse(new Response(asset(name), { headers: { 'content-type': type, ...cached } }));
    },
  };
}
