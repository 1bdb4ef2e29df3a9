import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer, supportedMimeTypes } from 'file-type';
import sharp from 'sharp';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { AttachmentConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { AppError, badInput, notFound, UnprocessableError } from '../../kernel/errors.js';
import type { BlobStore } from './blob-store.js';

// Attachments (docs/chat.md "Attachments"): uploaded first (POST /attachments, bytes in the
// body), then sent with a message (sendMessage's attachmentIds). The type is sniffed from the
// content (file-type), never taken from the name or the request's content-type; images get their
// dimensions and a WebP thumbnail (sharp). Only the uploader and the owners of a copy of a message
// carrying it may read it. An upload not attached within 24 h is deleted, and so is an
// attachment no copy refers to any more (a delete for everyone, or the last copy deleted).
// Virus scanning is out of scope.
//
// With the S3 store the bytes need not pass through the service: createUpload makes a pending
// row and a presigned PUT (its size and declared type signed), the client PUTs to the bucket, and
// completeUpload checks what the bucket holds (its size, and its type sniffed from the first bytes
// read back) before the attachment can be read or sent. The fs store has no such URL: the client
// POSTs the bytes to the service (docs/chat.md "Attachments").

/** Uploads not attached to a message are deleted after this long. */
export const ORPHAN_AFTER_MS = 24 * 3_600_000;
/** How often the clean-up runs (on the service's clock). */
const SWEEP_EVERY_MS = 3_600_000;
const THUMBNAIL_PX = 320;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
/** How much of a presigned upload is read back to sniff its type. */
const SNIFF_BYTES = 64 * 1024;
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;
/** Common names browsers give for types file-type names otherwise. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'image/x-png': 'image/png',
};

/** Dimensions and a WebP thumbnail of an image the sniffer named; refused when it is not one. */
async function describeImage(bytes: Buffer) {
  try {
    const image = sharp(bytes, { limitInputPixels: 100_000_000 });
    const meta = await image.metadata();
    const thumbnail = await image
      .rotate()
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      .webp()
      .toBuffer();
    return { width: meta.width ?? null, height: meta.height ?? null, thumbnail };
  } catch {
    return null;
  }
}
const notAnImage = (contentType: string) => `the file starts like ${contentType} but is not a readable image`;

export interface AttachmentDeps {
  prisma: PrismaClient;
  clock: Clock;
  logger: Logger;
  store: BlobStore;
  config: AttachmentConfig;
}

const thumbKey = (id: string) => `${id}.thumb`;

/** A file name as shown: no path, no control characters, at most 200 characters. */
function cleanName(raw: string | null): string {
  let name = raw ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // kept as sent
  }
  name = [...name].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name.trim().slice(0, 200);
  return name || 'file';
}

export function createAttachments({ prisma, clock, logger, store, config }: AttachmentDeps) {
  async function removeBlobs(rows: { id: string; hasThumbnail: boolean }[]) {
    for (const row of rows) {
      await store.delete(row.id).catch((err: unknown) => logger.warn({ err }, 'attachment blob not deleted'));
      if (row.hasThumbnail)
        await store.delete(thumbKey(row.id)).catch((err: unknown) => logger.warn({ err }, 'thumbnail not deleted'));
    }
  }

  /** Deletes the given attachments when no copy of a message refers to them any more. */
  async function dropUnreferenced(ids: string[]) {
    if (ids.length === 0) return;
    const rows = await prisma.attachment.findMany({
      where: { id: { in: ids }, messages: { none: {} } },
      select: { id: true, hasThumbnail: true },
    });
    if (rows.length === 0) return;
    await prisma.attachment.deleteMany({ where: { id: { in: rows.map((r) => r.id) }, messages: { none: {} } } });
    await removeBlobs(rows);
  }

  /** Uploads older than ORPHAN_AFTER_MS that no message carries: gone. */
  async function sweep() {
    const before = new Date(clock.now().getTime() - ORPHAN_AFTER_MS);
    const rows = await prisma.attachment.findMany({
      where: { createdAt: { lt: before }, messages: { none: {} } },
      select: { id: true, hasThumbnail: true },
      take: 1000,
    });
    if (rows.length === 0) return 0;
    await prisma.attachment.deleteMany({ where: { id: { in: rows.map((r) => r.id) }, messages: { none: {} } } });
    await removeBlobs(rows);
    return rows.length;
  }

  let cancel: (() => void) | null = null;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    cancel = clock.setTimer(new Date(clock.now().getTime() + SWEEP_EVERY_MS), () => {
      sweep()
        .catch((err: unknown) => logger.warn({ err }, 'attachment clean-up failed'))
        .finally(arm);
    });
  };
  arm();

  return {
    maxPerMessage: config.maxPerMessage,
    maxBytes: config.maxBytes,

    /** Stores an upload of `ownerId`; answers its row. */
    async upload(ownerId: number, rawName: string | null, bytes: Buffer) {
      if (bytes.length === 0) throw badInput('the upload is empty', 'file');
      if (bytes.length > config.maxBytes)
        throw new AppError('PAYLOAD_TOO_LARGE', `an attachment is at most ${config.maxBytes} bytes`, { field: 'file' });
      const sniffed = await fileTypeFromBuffer(bytes);
      const contentType = sniffed?.mime ?? 'application/octet-stream';
      const id = randomUUID();
      let width: number | null = null;
      let height: number | null = null;
      let thumbnail: Buffer | null = null;
      if (IMAGE_TYPES.has(contentType)) {
        const image = await describeImage(bytes);
        if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', notAnImage(contentType), { field: 'file' });
        ({ width, height, thumbnail } = image);
      }
      await store.put(id, bytes, contentType);
      if (thumbnail) await store.put(thumbKey(id), thumbnail, 'image/webp');
      return prisma.attachment.create({
        data: {
          id,
          ownerId,
          name: cleanName(rawName),
          size: bytes.length,
          contentType,
          width,
          height,
          hasThumbnail: thumbnail !== null,
          createdAt: clock.now(),
        },
      });
    },

    /** Whether uploads go straight to the store (S3, presigned PUT) rather than through POST /attachments. */
    presigned: Boolean(store.direct),

    /**
     * A pending attachment of `ownerId` and a presigned PUT for its bytes: exactly `size` bytes,
     * sent with the declared content type (both signed). completeUpload makes it an attachment.
     */
    async createUpload(ownerId: number, rawName: string | null, size: number, declaredType: string | null) {
      const direct = store.direct;
      if (!direct) throw new UnprocessableError('this service takes uploads at POST /attachments', { field: 'size' });
      if (!Number.isInteger(size) || size < 1) throw badInput('size is a whole number of bytes, at least 1', 'size');
      if (size > config.maxBytes) throw badInput(`an attachment is at most ${config.maxBytes} bytes`, 'size');
      let contentType = (declaredType ?? '').split(';')[0].trim().toLowerCase() || 'application/octet-stream';
      contentType = ALIASES[contentType] ?? contentType;
      if (!MEDIA_TYPE.test(contentType)) throw badInput('contentType is a media type such as image/png', 'contentType');
      const id = randomUUID();
      const row = await prisma.attachment.create({
        data: { id, ownerId, name: cleanName(rawName), size, contentType, pending: true, createdAt: clock.now() },
      });
      const put = await direct.uploadUrl(id, size, contentType, clock.now());
      return { row, put };
    },

    /**
     * Checks a presigned upload against what the bucket holds: its size (at most the limit, and
     * the size declared) and its type, sniffed from the first bytes read back; a declared type the
     * sniffer knows and the content does not bear out is refused. Images get their dimensions and
     * thumbnail as an upload through the service does. A refused upload is deleted; nothing
     * uploaded yet leaves it pending (the client may PUT while its URL lasts).
     */
    async completeUpload(ownerId: number, id: string) {
      const direct = store.direct;
      const row = await prisma.attachment.findFirst({ where: { id, ownerId } });
      if (!row) throw notFound('upload', 'attachmentId');
      if (!row.pending) return row;
      if (!direct)
        throw new UnprocessableError('this service takes uploads at POST /attachments', { field: 'attachmentId' });
      const refuse = async (detail: string) => {
        await prisma.attachment.deleteMany({ where: { id, pending: true } });
        await removeBlobs([{ id, hasThumbnail: false }]);
        return new UnprocessableError(detail, { field: 'attachmentId' });
      };
      const size = await direct.size(id);
      if (size === null)
        throw new UnprocessableError('nothing was uploaded to the upload URL yet', { field: 'attachmentId' });
      if (size > config.maxBytes)
        throw await refuse(`the upload is ${size} bytes; an attachment is at most ${config.maxBytes} bytes`);
      if (size !== row.size) throw await refuse(`the upload is ${size} bytes, not the ${row.size} declared`);
      const first = (await direct.head(id, SNIFF_BYTES)) ?? Buffer.alloc(0);
      const sniffed = (await fileTypeFromBuffer(first))?.mime;
      const contentType = sniffed ?? 'application/octet-stream';
      if (supportedMimeTypes.has(row.contentType) && row.contentType !== sniffed)
        throw await refuse(`the content is ${contentType}, not the ${row.contentType} declared`);
      let image: Awaited<ReturnType<typeof describeImage>> = null;
      if (IMAGE_TYPES.has(contentType)) {
        const bytes = size <= first.length ? first : await store.get(id);
        image = bytes ? await describeImage(bytes) : null;
        if (!image) throw await refuse(notAnImage(contentType));
        await store.put(thumbKey(id), image.thumbnail, 'image/webp');
      }
      const done = await prisma.attachment.updateMany({
        where: { id, ownerId, pending: true },
        data: {
          pending: false,
          contentType,
          width: image?.width ?? null,
          height: image?.height ?? null,
          hasThumbnail: image !== null,
        },
      });
      const now = await prisma.attachment.findFirst({ where: { id, ownerId } });
      if (!now || (done.count === 0 && now.pending)) throw notFound('upload', 'attachmentId');
      return now;
    },

    /**
     * The attachment if `userId` may read it: they uploaded it, or one of their conversations
     * holds a copy of a message carrying it. Otherwise a 404 (the same as one that does not exist).
     */
    async readable(userId: number, id: string) {
      const row = await prisma.attachment.findFirst({
        where: {
          id,
          pending: false,
          OR: [{ ownerId: userId }, { messages: { some: { message: { conversation: { ownerId: userId } } } } }],
        },
      });
      if (!row) throw notFound('attachment', 'id');
      return row;
    },

    async bytes(id: string, thumbnail: boolean) {
      return store.get(thumbnail ? thumbKey(id) : id);
    },

    /** Where the client fetches it: a presigned URL (S3), or the service's own authenticated path. */
    async urls(row: { id: string; name: string; contentType: string; hasThumbnail: boolean }) {
      const direct = await store.downloadUrl(row.id, row.name, row.contentType);
      const thumb = row.hasThumbnail
        ? await store.downloadUrl(thumbKey(row.id), `${row.name}.webp`, 'image/webp')
        : null;
      return {
        url: direct ?? `/attachments/${row.id}`,
        thumbnailUrl: row.hasThumbnail ? (thumb ?? `/attachments/${row.id}/thumbnail`) : null,
      };
    },

    /** The attachment as GraphQL's Attachment and the upload route show it: its fields and where to fetch it. */
    async view(row: {
      id: string;
      name: string;
      size: number;
      contentType: string;
      width: number | null;
      height: number | null;
      hasThumbnail: boolean;
    }) {
      const { id, name, size, contentType, width, height } = row;
      return { id, name, size, contentType, width, height, ...(await this.urls(row)) };
    },

    /** In the sender's transaction: checks the ids are the sender's own uploads; answers them in order. */
    async forMessage(tx: Prisma.TransactionClient, ownerId: number, ids: string[]) {
      const unique = [...new Set(ids)];
      if (unique.length > config.maxPerMessage)
        throw badInput(`at most ${config.maxPerMessage} attachments per message`, 'attachmentIds');
      const rows = await tx.attachment.findMany({
        where: { id: { in: unique }, ownerId, pending: false },
        select: { id: true },
      });
      if (rows.length !== unique.length) throw notFound('attachment', 'attachmentIds');
      return unique;
    },

    dropUnreferenced,
    sweep,
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
