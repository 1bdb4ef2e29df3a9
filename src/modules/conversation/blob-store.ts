import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AttachmentConfig } from '../../config.js';

// Where attachment bytes live (docs/chat.md "Attachments"): one interface, two stores. The
// embedded default writes files under DATA_DIR/attachments and the service serves them itself
// (GET /attachments/<id>, with the member check). Production uses an S3-compatible bucket and
// hands out presigned GET URLs with a short expiry (S3_URL_EXPIRY_SECONDS) after the same check,
// and presigned PUT URLs (the same expiry) so that upload bytes go to the bucket, not through the
// service (`direct`; the fs store has none: its uploads go through POST /attachments).

export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes; null when there are none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A URL the client fetches the bytes from directly (S3: presigned, short-lived); null: the service serves them. */
  downloadUrl(key: string, name: string, contentType: string): Promise<string | null>;
  /** Uploads straight to the store (S3); absent: the service takes the bytes itself. */
  direct?: DirectUploads;
}

export interface PresignedPut {
  url: string;
  /** Headers the PUT must carry exactly as given (signed, like the body's length). */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface DirectUploads {
  /** A presigned PUT of exactly `size` bytes declared as `contentType`, signed at `now`. */
  uploadUrl(key: string, size: number, contentType: string, now: Date): Promise<PresignedPut>;
  /** The stored object's size; null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** Its first `count` bytes (fewer when it is shorter); null when nothing is stored. */
  head(key: string, count: number): Promise<Buffer | null>;
}

const SAFE_KEY = /^[0-9a-f-]{36}(\.thumb)?$/;
function checkKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`blob store: unexpected key ${key}`);
}

export function fsBlobStore(dir: string): BlobStore {
  return {
    async put(key, body) {
      checkKey(key);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, key), body);
    },
    async get(key) {
      checkKey(key);
      try {
        return await readFile(join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await rm(join(dir, key), { force: true });
    },
    async downloadUrl() {
      return null;
    },
  };
}

export function s3BlobStore(config: Extract<AttachmentConfig['store'], { kind: 's3' }>): BlobStore {
  const client = new S3Client({
    region: config.region,
    // No SDK checksum headers unless the operation needs one: a presigned PUT carrying a
    // checksum of an empty body would be refused for the real one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey.reveal() }
        : undefined,
  });
  const Bucket = config.bucket;
  const missing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');
  return {
    async put(key, body, contentType) {
      checkKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      checkKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async downloadUrl(key, name, contentType) {
      checkKey(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
          // The sniffed type, not the one a presigned PUT declared.
          ResponseContentType: contentType,
        }),
        { expiresIn: config.urlExpirySeconds },
      );
    },
    direct: {
      async uploadUrl(key, size, contentType, now) {
        checkKey(key);
        const url = await getSignedUrl(
          client,
          new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size }),
          {
            expiresIn: config.urlExpirySeconds,
            signingDate: now,
            // The presigner leaves content-type unsigned unless asked; content-length signed
            // means S3 refuses a body of another size (s3rver does not check V4 signatures:
            // completion checks the stored size too).
            signableHeaders: new Set(['content-type', 'content-length']),
          },
        );
        return {
          url,
          // content-length is signed as well; the HTTP client sets it from the body (a browser
          // refuses to set it by hand), so only the content-type is the caller's to send.
          headers: { 'content-type': contentType },
          expiresAt: new Date(now.getTime() + config.urlExpirySeconds * 1000),
        };
      },
      async size(key) {
        checkKey(key);
        try {
          const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return res.ContentLength ?? 0;
        } catch (error) {
          if (missing(error)) return null;
          throw error;
        }
      },
      async head(key, count) {
        checkKey(key);
        try {
          const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${count - 1}` }));
          return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
        } catch (error) {
          if (missing(error)) return null;
          // An empty object has no byte 0: S3 answers 416 to the range.
          if ((error as { name?: string }).name === 'InvalidRange') return Buffer.alloc(0);
          throw error;
        }
      },
    },
  };
}

export const blobStoreOf = (config: AttachmentConfig): BlobStore =>
  config.store.kind === 's3' ? s3BlobStore(config.store) : fsBlobStore(config.store.dir);

/**
 * The origin a browser reaches the store's presigned URLs at (for the pages' connect-src): the
 * endpoint's (path-style) or AWS's virtual-hosted bucket origin; null for the fs store.
 */
export function storeOrigin(config: AttachmentConfig): string | null {
  const store = config.store;
  if (store.kind !== 's3') return null;
  return store.endpoint ? new URL(store.endpoint).origin : `https://${store.bucket}.s3.${store.region}.amazonaws.com`;
}
