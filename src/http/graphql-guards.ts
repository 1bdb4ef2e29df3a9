import type { ServerAdapterPlugin } from '@whatwg-node/server';
import { type AppServerContext, json, requestUrl } from './server-context.js';

const refuse = (status: number, code: string, message: string) =>
  json(status, { errors: [{ message, extensions: { code } }] });

/**
 * What the GraphQL paths (`paths`, from src/app.ts: /graphql and /graphql/stream) accept before the body is read: a declared length within BODY_LIMIT_BYTES
 * (a chunked body could grow without bound) and JSON (yoga would also take forms, and answer
 * other types with an empty 415).
 */
export function graphqlGuardsPlugin(
  bodyLimitBytes: number,
  paths: readonly string[],
): ServerAdapterPlugin<Partial<AppServerContext>> {
  return {
    onRequest({ request, serverContext, endResponse }) {
      const { pathname } = requestUrl(serverContext, request);
      if (!paths.includes(pathname)) return;
      const post = request.method === 'POST';
      const length = request.headers.get('content-length');
      if (post && length === null) {
        return endResponse(refuse(411, 'LENGTH_REQUIRED', 'send the body with a content-length header'));
      }
      if (Number(length) > bodyLimitBytes) {
        return endResponse(refuse(413, 'PAYLOAD_TOO_LARGE', 'request body is too large'));
      }
      if (post && !/^application\/(graphql\+)?json\b/.test((request.headers.get('content-type') ?? '').toLowerCase())) {
        return endResponse(refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'send the body as content-type: application/json'));
      }
    },
  };
}
