import type { ServerAdapterPlugin } from '@whatwg-node/server';
import type { Health } from '../ops/health.js';
import type { Metrics } from '../ops/metrics.js';
import { errorResponse } from './envelope.js';
import { bearer } from '../security/tokens.js';
import { type AppServerContext, json, requestUrl, restAnswer } from './server-context.js';

interface Deps {
  health: Health;
  metrics: Metrics;
  /** METRICS_TOKEN: when set, /metrics needs it as a bearer token. */
  metricsToken?: string;
}

/** /healthz, /readyz and /metrics (see src/ops/health.ts and src/ops/metrics.ts). */
export function opsRoutesPlugin({
  health,
  metrics,
  metricsToken,
}: Deps): ServerAdapterPlugin<Partial<AppServerContext>> {
  return {
    async onRequest({ request, serverContext, endResponse }) {
      const { pathname } = requestUrl(serverContext, request);
      if (pathname === '/healthz') return endResponse(json(200, { status: 'ok' }));
      if (pathname === '/readyz') {
        const report = await health.ready();
        return endResponse(json(report.status, report.body));
      }
      if (pathname !== '/metrics') return;
      if (metricsToken && bearer(request.headers.get('authorization')) !== metricsToken) {
        return endResponse(
          restAnswer(
            errorResponse(
              { code: 'UNAUTHENTICATED', detail: '/metrics needs Authorization: Bearer <METRICS_TOKEN>' },
              serverContext.ref ?? '',
            ),
          ),
        );
      }
      const { contentType, body } = await metrics.render();
      endResponse(new Response(body, { status: 200, headers: { 'content-type': contentType } }));
    },
  };
}
