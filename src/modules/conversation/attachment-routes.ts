import type { ServerAdapterPlugin } from '@whatwg-node/server';
import { readBoundedBody } from '../../http/body.js';
import { AppError, type ErrorCode } from '../../kernel/errors.js';
import { errorResponse } from '../../http/envelope.js';
import { bearer } from '../../security/tokens.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { Attachments } from './attachments.js';
import { type AppServerContext, json, requestUrl, restAnswer } from '../../http/server-context.js';

// Attachment bytes over plain HTTP (docs/chat.md "Attachments"), not through GraphQL:
//   POST /attachments            the file as the body (any content-type; the type is sniffed),
//                                its name in `x-file-name` (URI-encoded) → 201 and the attachment
//   GET  /attachments/<id>       the bytes (fs store), or a 302 to a short-lived presigned URL (S3)
//   GET  /attachments/<id>/thumbnail   the same for an image's WebP thumbnail
// Every request needs `Authorization: Bearer` (CHAT scope to upload, READ to download); only
// the uploader and the owners of a copy of a message carrying it may read it (404 otherwise).

interface Deps {
  authenticate: (token: string | null) => Promise<Viewer | null>;
  attachments: Attachments;
  maxBytes: number;
}

const PATH = /^\/attachments(?:\/([0-9a-fA-F-]{36})(\/thumbnail)?)?\/?$/;

const fail = (code: ErrorCode, detail: string, ref: string, field?: string) =>
  restAnswer(errorResponse({ code, detail, field }, ref));

/** The body, refused past `max` bytes without reading it all. */
const readBody = (request: Request, max: number) => readBoundedBody(request, max, 'cancel');

export function attachmentRoutesPlugin({
  authenticate,
  attachments,
  maxBytes,
}: Deps): ServerAdapterPlugin<Partial<AppServerContext>> {
  return {
    async onRequest({ request, serverContext, endResponse }) {
      const { pathname } = requestUrl(serverContext, request);
      const match = PATH.exec(pathname);
      if (!match) return;
      const ref = serverContext.ref ?? '';
      const [, rawId, thumbnail] = match;
      const upload = !rawId;
      if (upload ? request.method !== 'POST' : request.method !== 'GET' && request.method !== 'HEAD')
        return endResponse(fail('BAD_USER_INPUT', `${request.method} is not served at ${pathname}`, ref));
      const viewer = await authenticate(bearer(request.headers.get('authorization')) ?? null);
      if (!viewer) return endResponse(fail('UNAUTHENTICATED', 'Authorization: Bearer <access token> is required', ref));
      const scope = upload ? 'CHAT' : 'READ';
      if (!viewer.scopes.has(scope)) return endResponse(fail('FORBIDDEN', `this token lacks the ${scope} scope`, ref));
      try {
        if (upload) {
          const bytes = await readBody(request, maxBytes);
          if (!bytes)
            return endResponse(fail('PAYLOAD_TOO_LARGE', `an attachment is at most ${maxBytes} bytes`, ref, 'file'));
          const row = await attachments.upload(viewer.id, request.headers.get('x-file-name'), bytes);
          return endResponse(json(201, await attachments.view(row)));
        }
        const id = rawId.toLowerCase();
        const row = await attachments.readable(viewer.id, id);
        if (thumbnail && !row.hasThumbnail)
          return endResponse(fail('NOT_FOUND', 'this attachment has no thumbnail', ref));
        const urls = await attachments.urls(row);
        const direct = thumbnail ? urls.thumbnailUrl : urls.url;
        if (direct && !direct.startsWith('/'))
          return endResponse(
            new Response(null, { status: 302, headers: { location: direct, 'cache-control': 'no-store' } }),
          );
        const bytes = await attachments.bytes(row.id, Boolean(thumbnail));
        if (!bytes) return endResponse(fail('NOT_FOUND', 'attachment was not found', ref));
        const type = thumbnail ? 'image/webp' : row.contentType;
        const inline = type.startsWith('image/') && type !== 'image/svg+xml';
        return endResponse(
          new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
            status: 200,
            headers: {
              'content-type': type,
              'content-length': String(bytes.length),
              'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
              'cache-control': 'private, max-age=300',
              'content-security-policy': "default-src 'none'; sandbox",
            },
          }),
        );
      } catch (error) {
        if (error instanceof AppError) return endResponse(fail(error.code, error.message, ref, error.field));
        throw error;
      }
    },
  };
}
