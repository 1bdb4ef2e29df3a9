import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, NoSuchKey } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AttachmentConfig } from '../../config.js';

// Where attachment bytes live (docs/chat.md "Attachments"): one interface, two stores. The
// embedded default writes files under DATA_DIR/attachments and the service serves them itself
// (GET /attachments/<id>, with the member check). Production uses an S3-compatible bucket and
// hands out presigned GET URLs with a short expiry (S3_URL_EXPIRY_SECONDS) after the same check.

export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes; null when there are none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A URL the client fetches the bytes from directly (S3: presigned, short-lived); null: the service serves them. */
  downloadUrl(key: string, name: string): Promise<string | null>;
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
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey.reveal() }
        : undefined,
  });
  const Bucket = config.bucket;
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
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async downloadUrl(key, name) {
      checkKey(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        }),
        { expiresIn: config.urlExpirySeconds },
      );
    },
  };
}

export const blobStoreOf = (config: AttachmentConfig): BlobStore =>
  config.store.kind === 's3' ? s3BlobStore(config.store) : fsBlobStore(config.store.dir);
