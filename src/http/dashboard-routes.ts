import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { ServerAdapterPlugin } from '@whatwg-node/server';
import { errorResponse } from './envelope.js';
import { type AppServerContext, requestUrl, restAnswer } from './server-context.js';

// The web dashboard (packages/dashboard, built into its dist/ by `npm install`) at /app/. A path
// under /app/ that is not a file of the build answers the page itself (the single-page app
// routes in the browser); every other unknown path keeps the 404 envelope. A file found is read
// once and kept (the build's files are few); a path not found is looked up again each time, and
// nothing is kept for it: anyone may ask for any name, and a build finished after the start is
// then served without a restart.

const DASHBOARD_PATH = '/app/';
const DIST = join(import.meta.dirname, '..', '..', 'packages', 'dashboard', 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export function dashboardRoutesPlugin(dist = DIST): ServerAdapterPlugin<Partial<AppServerContext>> {
  const files = new Map<string, Buffer<ArrayBuffer>>();
  const read = (relative: string) => {
    const kept = files.get(relative);
    if (kept) return kept;
    const path = normalize(join(dist, relative));
    if (!path.startsWith(dist + sep) || !(extname(path) in TYPES) || !existsSync(path)) return null;
    const file = readFileSync(path) as Buffer<ArrayBuffer>;
    files.set(relative, file);
    return file;
  };

  return {
    onRequest({ request, serverContext, endResponse }) {
      const { pathname } = requestUrl(serverContext, request);
      if (pathname === '/app')
        return endResponse(new Response(null, { status: 308, headers: { location: DASHBOARD_PATH } }));
      if (!pathname.startsWith(DASHBOARD_PATH) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      const relative = decodeURIComponent(pathname.slice(DASHBOARD_PATH.length));
      // Hashed build assets never change; the page is checked on every visit.
      const asset = relative.startsWith('assets/') ? read(relative) : null;
      if (asset) {
        return endResponse(
          new Response(asset, {
            headers: {
              'content-type': TYPES[extname(relative)],
              'cache-control': 'public, max-age=31536000, immutable',
            },
          }),
        );
      }
      if (relative.startsWith('assets/')) return; // a missing asset: the 404 envelope
      const page = read('index.html');
      if (!page) {
        return endResponse(
          restAnswer(
            errorResponse(
              {
                code: 'SERVICE_UNAVAILABLE',
                detail: 'the dashboard is not built: run npm install (or npm run build -w packages/dashboard)',
              },
              serverContext.ref ?? '',
            ),
          ),
        );
      }
      endResponse(new Response(page, { headers: { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' } }));
    },
  };
}
