// Chat helpers of the client library (docs/client-library.md "Chat"): an attachment upload with
// progress that follows what the service says (a presigned PUT to its S3 bucket, or a POST to
// its own /attachments), a typing throttle, and a presence watcher. They run on a Client
// (createClient) and its typed operations; nothing here is DOM-only, so they work in Node 22 and
// in browsers.
import { type Client, success } from './client.js';
import type { ClientPresenceQuery } from './gql/graphql.js';
import {
  CompleteAttachmentUpload,
  CreateAttachmentUpload,
  PresenceOf,
  PresenceUpdated,
  SetTyping,
} from './operations.js';

// ------------------------------------------------------------------------------------ upload

export interface UploadProgress {
  /** Bytes sent so far (fetch: handed to the HTTP client, which sends them as they come). */
  loaded: number;
  /** The file's size. */
  total: number;
}

export interface UploadOptions {
  /** The service's base URL (as given to createClient): embedded mode's POST goes to its /attachments. */
  url: string;
  /** The access token, or a function answering it; embedded mode's POST sends it (a presigned PUT sends none). */
  token: string | (() => string | null | undefined);
  /** The file name (default: a File's name, else "file"). */
  name?: string;
  /** The media type you believe it has (default: a Blob's type). The service still sniffs it. */
  contentType?: string;
  /** Called as bytes go out, and once with loaded = total when the bytes are all sent. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /**
   * How the bytes are sent. 'auto' (default): XMLHttpRequest where there is one (browsers: a
   * streamed fetch body needs HTTP/2, which S3 does not speak, and a browser gives no upload
   * progress for a plain fetch), else fetch with a stream read in `chunkBytes` slices and an
   * explicit Content-Length (Node).
   */
  transport?: 'auto' | 'xhr' | 'fetch';
  /** Slice size of the fetch transport's stream (default 64 KiB): progress comes once per slice. */
  chunkBytes?: number;
}

/** An attachment as uploaded: send its id with sendMessage's attachmentIds. */
export interface UploadedAttachment {
  id: string;
  name: string | null;
  size: number;
  contentType: string;
  width: number | null;
  height: number | null;
  url: string;
  thumbnailUrl: string | null;
}

/** The bytes were refused over HTTP (the bucket's or the service's answer). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upload refused: HTTP ${status}${body ? `: ${body.slice(0, 300)}` : ''}`);
  }
}

interface Sent {
  status: number;
  body: string;
}

/** The few members of XMLHttpRequest used here (the root tsconfig has no DOM types). */
interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: unknown): void;
  abort(): void;
  status: number;
  responseText: string;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}
type XhrConstructor = new () => Xhr;

const abortError = () => new DOMException('the upload was aborted', 'AbortError');

function sendWithXhr(
  Ctor: XhrConstructor,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Blob,
  options: UploadOptions,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const request = new Ctor();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) =>
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
    request.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      resolve({ status: request.status, body: request.responseText });
    };
    request.onerror = () => reject(new UploadError(0, 'the request failed (network, or CORS on the bucket)'));
    request.onabort = () => reject(abortError());
    const abort = () => request.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    request.send(body);
  });
}

async function sendWithFetch(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Blob,
  options: UploadOptions,
): Promise<Sent> {
  const total = body.size;
  const slice = Math.max(1024, options.chunkBytes ?? 64 * 1024);
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= total) return controller.close();
      const chunk = new Uint8Array(await body.slice(offset, offset + slice).arrayBuffer());
      offset += chunk.length;
      controller.enqueue(chunk);
      options.onProgress?.({ loaded: offset, total });
    },
  });
  const res = await (options.fetch ?? globalThis.fetch)(url, {
    method,
    // A stream has no length of its own: without it the body would go chunked, which S3 refuses
    // (and a presigned PUT signs the length).
    headers: { ...headers, 'content-length': String(total) },
    body: total === 0 ? new Uint8Array(0) : stream,
    signal: options.signal,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: await res.text() };
}

/**
 * Uploads a file the way the service asks (createAttachmentUpload): production sends the bytes
 * straight to the S3 bucket with the presigned PUT, then completes the upload (the service checks
 * size and sniffed type); embedded mode POSTs them to the service's /attachments. Progress is
 * reported either way. Answers the attachment; a refusal throws PayloadFailure (the service's
 * typed error: too large, a type the content belies, …) or UploadError (the HTTP answer).
 */
export async function uploadAttachment(
  client: Client,
  file: Blob | Uint8Array,
  options: UploadOptions,
): Promise<UploadedAttachment> {
  const blob = file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>]);
  const name = options.name ?? (file as { name?: string }).name ?? 'file';
  const contentType = options.contentType ?? (blob.type || undefined);
  const created = await client.request(
    CreateAttachmentUpload,
    { input: { name, size: blob.size, contentType } },
    { signal: options.signal },
  );
  const { upload } = success(created.createAttachmentUpload, 'CreateAttachmentUploadSuccess');
  const headers = Object.fromEntries(upload.headers.map((h) => [h.name, h.value]));
  const presigned = upload.method === 'PRESIGNED_PUT';
  let target = upload.url;
  if (!presigned) {
    const token = typeof options.token === 'function' ? options.token() : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    target = `${options.url.replace(/\/+$/, '')}${upload.url}`;
  }
  const Xhr = (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;
  const transport = options.transport ?? 'auto';
  if (transport === 'xhr' && !Xhr) throw new Error('uploadAttachment: there is no XMLHttpRequest here');
  const method = presigned ? 'PUT' : 'POST';
  const sent =
    Xhr && transport !== 'fetch'
      ? await sendWithXhr(Xhr, method, target, headers, blob, options)
      : await sendWithFetch(method, target, headers, blob, options);
  if (sent.status < 200 || sent.status > 299) throw new UploadError(sent.status, sent.body);
  options.onProgress?.({ loaded: blob.size, total: blob.size });
  if (!presigned) return JSON.parse(sent.body) as UploadedAttachment;
  const completed = await client.request(
    CompleteAttachmentUpload,
    { input: { attachmentId: upload.attachmentId as string } },
    { signal: options.signal },
  );
  return success(completed.completeAttachmentUpload, 'CompleteAttachmentUploadSuccess').attachment;
}

// ------------------------------------------------------------------------------------ typing

export interface TypingThrottleOptions {
  /** At most one typing: true per this many ms while the person types (default 3000; the service lets one lapse after 5 s). */
  everyMs?: number;
  /** A typing: false after this long without a keystroke (default 4000). */
  idleMs?: number;
  /** Called when a setTyping call fails (rate-limited, the group left, the network); default: ignored. */
  onError?: (error: unknown) => void;
}

export interface TypingThrottle {
  /** Call on every keystroke (input event): sends typing: true at most once per `everyMs`. */
  keystroke(): void;
  /** The person stopped (sent the message, cleared the box): typing: false now if one is showing. */
  stop(): void;
  /** Stops, and forgets its timer (on leaving the conversation). */
  dispose(): void;
}

/**
 * Turns keystrokes into few setTyping calls: typing true on the first keystroke and then at
 * most once per `everyMs` while they go on, typing false after `idleMs` without one (or on
 * stop()). Calls never overlap out of order: each waits for the one before.
 */
export function typingThrottle(
  client: Client,
  conversationId: string,
  options: TypingThrottleOptions = {},
): TypingThrottle {
  const everyMs = options.everyMs ?? 3000;
  const idleMs = options.idleMs ?? 4000;
  let typing = false;
  let lastSent = 0;
  let idle: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  const send = (value: boolean) => {
    chain = chain
      .then(() => client.request(SetTyping, { input: { conversationId, typing: value } }))
      .catch((error: unknown) => options.onError?.(error));
  };
  const stop = () => {
    if (idle) clearTimeout(idle);
    idle = null;
    if (!typing) return;
    typing = false;
    lastSent = 0;
    send(false);
  };
  return {
    keystroke() {
      const now = Date.now();
      if (!typing || now - lastSent >= everyMs) {
        typing = true;
        lastSent = now;
        send(true);
      }
      if (idle) clearTimeout(idle);
      idle = setTimeout(stop, idleMs);
    },
    stop,
    dispose: stop,
  };
}

// ---------------------------------------------------------------------------------- presence

export type PresenceEntry = ClientPresenceQuery['presence'][number];

export interface PresenceWatchHandlers {
  /** Called with the changed entries, then the whole map (contactId → entry) as it is now. */
  change(changed: PresenceEntry[], all: ReadonlyMap<string, PresenceEntry>): void;
  /** The subscription listens (again, after a reconnect: the map was read afresh first). */
  live?(): void;
  error?(error: unknown): void;
}

/**
 * The presence of the given people, kept current: read once (the `presence` query), then
 * changed by `presenceUpdated` (batched by the service). After a reconnect the query is read
 * again, so a change missed while disconnected is not kept stale. People who share no
 * conversation with you are left out by the service. Returns the stop.
 */
export function watchPresence(client: Client, userIds: string[], handlers: PresenceWatchHandlers): () => void {
  const all = new Map<string, PresenceEntry>();
  const wanted = new Set(userIds.map((id) => id.toLowerCase()));
  // How many live events touched each person: a read's answer is older than an event that came
  // while it was under way, and must not overwrite it.
  const events = new Map<string, number>();
  let stopped = false;
  const apply = (entries: PresenceEntry[]) => {
    const changed = entries.filter((e) => wanted.has(e.contactId.toLowerCase()));
    if (stopped || changed.length === 0) return;
    for (const entry of changed) all.set(entry.contactId, entry);
    handlers.change(changed, all);
  };
  const read = async () => {
    for (let start = 0; start < userIds.length; start += 200) {
      const before = new Map(events);
      const page = await client.request(PresenceOf, { userIds: userIds.slice(start, start + 200) });
      apply(page.presence.filter((e) => (events.get(e.contactId) ?? 0) === (before.get(e.contactId) ?? 0)));
    }
  };
  const unsubscribe = client.subscribe(PresenceUpdated, undefined, {
    next: (data) => {
      for (const e of data.presenceUpdated) events.set(e.contactId, (events.get(e.contactId) ?? 0) + 1);
      apply(data.presenceUpdated);
    },
    // First listen and every re-listen: read the current state (subscribed first, so no change
    // falls between the read and the stream).
    live: () => {
      read()
        .then(() => handlers.live?.())
        .catch((error: unknown) => handlers.error?.(error));
    },
    error: handlers.error,
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
