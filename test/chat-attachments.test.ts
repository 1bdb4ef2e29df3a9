import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import S3rver from 's3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { call, gql, signUp } from './helpers/service.js';
import { useService } from './helpers/fixture.js';
import type { TestService } from './helpers/service.js';

// Attachments of issue 35 through the public interface: POST /attachments (bytes over plain
// HTTP), sendMessage's attachmentIds, Message.attachments, GET /attachments/<id>[/thumbnail].
// The filesystem store (embedded default) and an S3-compatible store (s3rver, started here),
// where uploads also go straight to the bucket: createAttachmentUpload's presigned PUT, then
// completeAttachmentUpload. s3rver checks a presigned URL's expiry but not V4 signatures, so the
// signed content-length is not what refuses an oversized PUT here: completion's size check is.

type User = Awaited<ReturnType<typeof signUp>>;

const FAIL = '... on Error { code message field }';
const OPEN = `mutation($c: ID) { createConversation(input: { contactId: $c }) {
  __typename ... on CreateConversationSuccess { conversation { id } } ${FAIL} } }`;
const SEND = `mutation($c: ID!, $t: String!, $a: [ID!]) { sendMessage(input: { conversationId: $c, text: $t, attachmentIds: $a }) {
  __typename ... on SendMessageSuccess { sentMessage { id attachments { id name size contentType width height url thumbnailUrl } } } ${FAIL} } }`;
const DELETE = `mutation($m: ID!, $e: Boolean) { deleteMessage(input: { messageId: $m, forEveryone: $e }) { __typename ${FAIL} } }`;
const THREAD = `query($c: ID!) { conversation(id: $c) { messages(last: 5) { edges { node { id text
  attachments { id name contentType url thumbnailUrl } } } } } }`;
const CONVERSATIONS = `query { conversations(first: 10) { edges { node { id contactId } } } }`;
const CREATE_UPLOAD = `mutation($i: CreateAttachmentUploadInput!) { createAttachmentUpload(input: $i) {
  __typename ... on CreateAttachmentUploadSuccess { upload { method url headers { name value } attachmentId expiresAt maxBytes } } ${FAIL} } }`;
const COMPLETE_UPLOAD = `mutation($i: CompleteAttachmentUploadInput!) { completeAttachmentUpload(input: $i) {
  __typename ... on CompleteAttachmentUploadSuccess { attachment { id name size contentType width height url thumbnailUrl } } ${FAIL} } }`;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

function suite(svc: TestService, kind: 'fs' | 's3') {
  const base = () => svc.url;
  async function op(user: User, query: string, variables?: Record<string, unknown>) {
    const res = await gql(base(), query, variables, user.access_token);
    if (res.body.errors || !res.body.data) throw new Error(JSON.stringify(res.body.errors));
    return Object.values(res.body.data as Record<string, any>)[0];
  }
  async function upload(user: User | null, bytes: Buffer, name: string, type = 'application/octet-stream') {
    const res = await fetch(`${base()}/attachments`, {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-file-name': encodeURIComponent(name),
        ...(user ? { authorization: `Bearer ${user.access_token}` } : {}),
      },
      body: new Uint8Array(bytes),
    });
    return { status: res.status, body: (await res.json()) as any };
  }
  /** Fetches an attachment URL as `user`: the service's path with the token, or a presigned URL as is. */
  async function download(user: User | null, url: string) {
    const absolute = url.startsWith('/');
    const res = await fetch(absolute ? `${base()}${url}` : url, {
      headers: user && absolute ? { authorization: `Bearer ${user.access_token}` } : {},
    });
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  }
  /** GET /attachments/<id>: bytes (fs) or a redirect to a presigned URL (s3), then the bytes. */
  async function get(user: User | null, id: string, thumbnail = false) {
    const res = await fetch(`${base()}/attachments/${id}${thumbnail ? '/thumbnail' : ''}`, {
      headers: user ? { authorization: `Bearer ${user.access_token}` } : {},
      redirect: 'manual',
    });
    if (res.status === 302) {
      const location = res.headers.get('location') ?? '';
      expect(location).toMatch(/X-Amz-Expires=/);
      return download(null, location);
    }
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  }
  async function pair() {
    const [alice, bob] = [await signUp(base()), await signUp(base())];
    const mine = (await op(alice, OPEN, { c: bob.user_id })).conversation.id as string;
    return { alice, bob, mine };
  }

  it(`${kind}: an image is sniffed, measured and thumbnailed; both sides read it, a stranger does not`, async () => {
    const { alice, bob, mine } = await pair();
    const image = await png(640, 480);
    // The name and the content-type say text: the content says PNG.
    const up = await upload(alice, image, 'holiday.txt', 'text/plain');
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({
      name: 'holiday.txt',
      size: image.length,
      contentType: 'image/png',
      width: 640,
      height: 480,
    });
    const sent = await op(alice, SEND, { c: mine, t: 'look', a: [up.body.id] });
    expect(sent.__typename).toBe('SendMessageSuccess');
    expect(sent.sentMessage.attachments).toEqual([
      expect.objectContaining({ id: up.body.id, contentType: 'image/png', width: 640, height: 480 }),
    ]);
    const bobs = (await op(bob, CONVERSATIONS)).edges[0].node.id;
    const node = (await op(bob, THREAD, { c: bobs })).messages.edges[0].node;
    const got = await download(bob, node.attachments[0].url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(image)).toBe(true);
    const thumb = await get(bob, up.body.id, true);
    expect(thumb.status).toBe(200);
    const meta = await sharp(thumb.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
    // Someone with no copy of the message: as if it did not exist; without a token: 401.
    const eve = await signUp(base());
    expect((await get(eve, up.body.id)).status).toBe(404);
    expect((await get(null, up.body.id)).status).toBe(401);
  });

  it(`${kind}: refuses oversized, forged and foreign uploads`, async () => {
    const { alice, bob, mine } = await pair();
    const big = await upload(alice, Buffer.alloc(200_001, 7), 'big.bin');
    expect(big.status).toBe(413);
    expect(big.body.message).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', field: 'file' });
    // PNG's signature, then garbage: not trusted as an image (stored as bytes, no thumbnail).
    const forged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
    expect((await upload(alice, forged, 'x.png', 'image/png')).body).toMatchObject({
      contentType: 'application/octet-stream',
      width: null,
      thumbnailUrl: null,
    });
    // A PNG's header with its image data cut off: it looks like an image and is not one.
    const truncated = (await png(64, 64)).subarray(0, 60);
    const refused = await upload(alice, truncated, 'cut.png', 'image/png');
    expect(refused.status).toBe(415);
    expect(refused.body.message).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' });
    // A PDF called .png is a PDF.
    const pdf = await upload(alice, PDF, 'invoice.png', 'image/png');
    expect(pdf.body).toMatchObject({ contentType: 'application/pdf', width: null, thumbnailUrl: null });
    // Bob cannot send Alice's upload.
    const bobs = (await op(bob, OPEN, { c: alice.user_id })).conversation.id;
    expect(await op(bob, SEND, { c: bobs, t: 'mine now', a: [pdf.body.id] })).toMatchObject({
      __typename: 'NotFoundError',
      field: 'attachmentIds',
    });
    expect((await upload(null, PDF, 'x.pdf')).status).toBe(401);
    expect(mine).toBeTruthy();
  });

  it(`${kind}: deleting for everyone deletes the attachment; deleting one copy keeps it for the other`, async () => {
    const { alice, bob, mine } = await pair();
    const a = (await upload(alice, PDF, 'a.pdf')).body.id;
    const b = (await upload(alice, PDF, 'b.pdf')).body.id;
    const first = (await op(alice, SEND, { c: mine, t: 'a', a: [a] })).sentMessage;
    const second = (await op(alice, SEND, { c: mine, t: 'b', a: [b] })).sentMessage;
    const bobs = (await op(bob, CONVERSATIONS)).edges[0].node.id;
    const bobsFirst = (await op(bob, THREAD, { c: bobs })).messages.edges[0].node;
    // Bob deletes his copy of the first: Alice still reads it; Bob no longer.
    await op(bob, DELETE, { m: bobsFirst.id });
    expect((await get(alice, a)).status).toBe(200);
    expect((await get(bob, a)).status).toBe(404);
    // Alice deletes the second for everyone: gone for both.
    expect((await get(bob, b)).status).toBe(200);
    expect(await op(alice, DELETE, { m: second.id, e: true })).toMatchObject({ __typename: 'DeleteMessageSuccess' });
    expect((await get(alice, b)).status).toBe(404);
    expect((await get(bob, b)).status).toBe(404);
    const thread = (await op(alice, THREAD, { c: mine })).messages.edges.map((e: any) => e.node);
    expect(thread.map((m: any) => [m.text, m.attachments.length])).toEqual([
      ['a', 1],
      ['message deleted', 0],
    ]);
    expect(first.id).toBeTruthy();
  });
}

describe('attachments on the filesystem (embedded)', () => {
  const svc = useService({ ATTACHMENT_MAX_BYTES: '200000' });
  suite(svc, 'fs');

  it('fs: createAttachmentUpload says to POST to the service, and that POST makes the attachment', async () => {
    const alice = await signUp(svc.url);
    const res = await gql(svc.url, CREATE_UPLOAD, { i: { name: 'a b.pdf', size: PDF.length } }, alice.access_token);
    const upload = res.body.data.createAttachmentUpload.upload;
    expect(upload).toEqual({
      method: 'SERVICE_POST',
      url: '/attachments',
      headers: [{ name: 'x-file-name', value: 'a%20b.pdf' }],
      attachmentId: null,
      expiresAt: null,
      maxBytes: 200000,
    });
    const post = await fetch(`${svc.url}${upload.url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.access_token}`,
        ...Object.fromEntries(upload.headers.map((h: any) => [h.name, h.value])),
      },
      body: new Uint8Array(PDF),
    });
    expect(post.status).toBe(201);
    expect(await post.json()).toMatchObject({ name: 'a b.pdf', contentType: 'application/pdf' });
    const big = await gql(svc.url, CREATE_UPLOAD, { i: { name: 'big', size: 200001 } }, alice.access_token);
    expect(big.body.data.createAttachmentUpload).toMatchObject({ __typename: 'InvalidInputError', field: 'size' });
  });

  it('fs: an upload not attached within 24 h is deleted (the test clock)', async () => {
    const alice = await signUp(svc.url);
    const other = await signUp(svc.url);
    const mine = (await gql(svc.url, OPEN, { c: other.user_id }, alice.access_token)).body.data.createConversation
      .conversation.id;
    const post = async (name: string) =>
      (
        await (
          await fetch(`${svc.url}/attachments`, {
            method: 'POST',
            headers: { authorization: `Bearer ${alice.access_token}`, 'x-file-name': name },
            body: new Uint8Array(PDF),
          })
        ).json()
      ).id as string;
    const orphan = await post('orphan.pdf');
    const kept = await post('kept.pdf');
    await gql(svc.url, SEND, { c: mine, t: 'kept', a: [kept] }, alice.access_token);
    svc.clock.advance(25 * 3_600_000);
    // Tokens outlived: sign in again.
    const signIn = await call(svc.url, 'POST', '/account/auth/sign-in', {
      email: alice.email,
      password: alice.password,
      passcode: alice.passcode,
    });
    const token = signIn.body.message.access_token as string;
    const status = async (id: string) =>
      (await fetch(`${svc.url}/attachments/${id}`, { headers: { authorization: `Bearer ${token}` } })).status;
    const deadline = Date.now() + 5000;
    while ((await status(orphan)) !== 404 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await status(orphan)).toBe(404);
    expect(await status(kept)).toBe(200);
  });
});

describe('attachments in an S3-compatible store (s3rver)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fas-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'chat-attachments', configs: [] }],
  });
  // Filled in once s3rver listens: useService reads it when it starts the service (after this hook).
  const env: Record<string, string> = {
    ATTACHMENT_MAX_BYTES: '200000',
    ATTACHMENT_STORE: 's3',
    S3_BUCKET: 'chat-attachments',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_URL_EXPIRY_SECONDS: '60',
  };
  // The same bucket behind a service whose presigned URLs last one second.
  const shortEnv: Record<string, string> = { ...env, S3_URL_EXPIRY_SECONDS: '1' };
  beforeAll(async () => {
    const address = (await server.run()) as { port: number };
    env.S3_ENDPOINT = `http://127.0.0.1:${address.port}`;
    shortEnv.S3_ENDPOINT = env.S3_ENDPOINT;
  });
  const svc = useService(env);
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  suite(svc, 's3');
  presigned(svc);

  it('s3: pages may connect to the bucket (connect-src names its origin) for presigned PUTs and GETs', async () => {
    const page = await fetch(`${svc.url}/app/`);
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${env.S3_ENDPOINT};`);
  });

  describe('a presigned PUT past its expiry', () => {
    const short = useService(shortEnv);
    it('s3: the bucket refuses it, and completion finds nothing uploaded', async () => {
      const alice = await signUp(short.url);
      const upload = (await createUpload(short, alice, { name: 'late.pdf', size: PDF.length })).upload;
      expect(upload.method).toBe('PRESIGNED_PUT');
      expect(upload.url).toMatch(/X-Amz-Expires=1&/);
      await new Promise((r) => setTimeout(r, 2100));
      const put = await putTo(upload, PDF);
      expect(put.status).toBe(403);
      expect(await put.text()).toMatch(/Request has expired/);
      expect(await complete(short, alice, upload.attachmentId)).toMatchObject({
        __typename: 'UnprocessableError',
        field: 'attachmentId',
        message: 'nothing was uploaded to the upload URL yet',
      });
    });
  });

  // Last: it moves the service's clock by a day.
  it('s3: a presigned upload never completed is deleted after 24 h, its object too (the test clock)', async () => {
    const alice = await signUp(svc.url);
    const upload = (await createUpload(svc, alice, { name: 'left.pdf', size: PDF.length })).upload;
    expect((await putTo(upload, PDF)).status).toBe(200);
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const stored = () =>
      s3.send(new HeadObjectCommand({ Bucket: 'chat-attachments', Key: upload.attachmentId })).then(
        () => true,
        () => false,
      );
    expect(await stored()).toBe(true);
    svc.clock.advance(25 * 3_600_000);
    const deadline = Date.now() + 5000;
    while ((await stored()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await stored()).toBe(false);
    // The pending row went with it (tokens outlived: sign in again).
    const signIn = await call(svc.url, 'POST', '/account/auth/sign-in', {
      email: alice.email,
      password: alice.password,
      passcode: alice.passcode,
    });
    const again = { ...alice, access_token: signIn.body.message.access_token as string };
    expect(await complete(svc, again, upload.attachmentId)).toMatchObject({ __typename: 'NotFoundError' });
    s3.destroy();
  });
});

async function createUpload(svc: TestService, user: User, input: Record<string, unknown>) {
  const res = await gql(svc.url, CREATE_UPLOAD, { i: input }, user.access_token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createAttachmentUpload;
}
async function complete(svc: TestService, user: User, attachmentId: string) {
  const res = await gql(svc.url, COMPLETE_UPLOAD, { i: { attachmentId } }, user.access_token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.completeAttachmentUpload;
}
/** PUTs bytes to a presigned URL as a client does: its headers, no Authorization. */
function putTo(upload: { url: string; headers: { name: string; value: string }[] }, bytes: Buffer) {
  return fetch(upload.url, {
    method: 'PUT',
    headers: Object.fromEntries(upload.headers.map((h) => [h.name, h.value])),
    body: new Uint8Array(bytes),
  });
}

/** createAttachmentUpload → PUT to the bucket → completeAttachmentUpload, in production mode. */
function presigned(svc: TestService) {
  const op = async (user: User, query: string, variables?: Record<string, unknown>) => {
    const res = await gql(svc.url, query, variables, user.access_token);
    if (res.body.errors || !res.body.data) throw new Error(JSON.stringify(res.body.errors));
    return Object.values(res.body.data as Record<string, any>)[0];
  };
  const status = async (user: User, id: string) =>
    (
      await fetch(`${svc.url}/attachments/${id}`, {
        headers: { authorization: `Bearer ${user.access_token}` },
        redirect: 'manual',
      })
    ).status;

  it('s3 presigned: PUT to the bucket, complete, send; the member reads it, a stranger does not', async () => {
    const [alice, bob, eve] = [await signUp(svc.url), await signUp(svc.url), await signUp(svc.url)];
    const mine = (await op(alice, OPEN, { c: bob.user_id })).conversation.id as string;
    const image = await png(300, 200);
    const created = await createUpload(svc, alice, { name: 'photo.png', size: image.length, contentType: 'image/png' });
    expect(created.__typename).toBe('CreateAttachmentUploadSuccess');
    const upload = created.upload;
    expect(upload).toMatchObject({
      method: 'PRESIGNED_PUT',
      headers: [{ name: 'content-type', value: 'image/png' }],
      maxBytes: 200000,
    });
    expect(upload.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/chat-attachments\//);
    expect(upload.url).toMatch(/X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost/);
    expect(Date.parse(upload.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    // Pending: neither readable (even by its uploader) nor sendable, and completing it before the PUT waits.
    expect(await status(alice, upload.attachmentId)).toBe(404);
    expect(await op(alice, SEND, { c: mine, t: 'early', a: [upload.attachmentId] })).toMatchObject({
      __typename: 'NotFoundError',
      field: 'attachmentIds',
    });
    expect(await complete(svc, alice, upload.attachmentId)).toMatchObject({ __typename: 'UnprocessableError' });
    const put = await putTo(upload, image);
    expect(put.status).toBe(200);
    // Someone else cannot complete it.
    expect(await complete(svc, bob, upload.attachmentId)).toMatchObject({ __typename: 'NotFoundError' });
    const done = await complete(svc, alice, upload.attachmentId);
    expect(done.attachment).toMatchObject({
      id: upload.attachmentId,
      name: 'photo.png',
      size: image.length,
      contentType: 'image/png',
      width: 300,
      height: 200,
    });
    expect(done.attachment.thumbnailUrl).toMatch(/X-Amz-Expires=60/);
    // Completing again answers the same attachment.
    expect((await complete(svc, alice, upload.attachmentId)).attachment.id).toBe(upload.attachmentId);
    const sent = await op(alice, SEND, { c: mine, t: 'photo', a: [upload.attachmentId] });
    expect(sent.__typename).toBe('SendMessageSuccess');
    const bobs = (await op(bob, CONVERSATIONS)).edges[0].node.id;
    const node = (await op(bob, THREAD, { c: bobs })).messages.edges[0].node;
    const got = await fetch(node.attachments[0].url);
    expect(got.status).toBe(200);
    // Served with the sniffed type, whatever the PUT declared.
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(image)).toBe(true);
    expect(await status(bob, upload.attachmentId)).toBe(302);
    expect(await status(eve, upload.attachmentId)).toBe(404);
  });

  it('s3 presigned: refuses an oversized or other-sized body and a type the content belies', async () => {
    const alice = await signUp(svc.url);
    expect(await createUpload(svc, alice, { name: 'huge.bin', size: 200_001 })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'size',
    });
    expect(await createUpload(svc, alice, { name: 'x', size: 10, contentType: 'not a type' })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'contentType',
    });
    // Declared small, PUT large (a real S3 refuses the PUT for its signed content-length; s3rver
    // stores it): completion measures the object and refuses it, and the upload is gone.
    const small = (await createUpload(svc, alice, { name: 'small.bin', size: 100 })).upload;
    expect((await putTo(small, Buffer.alloc(200_001, 7))).status).toBe(200);
    expect(await complete(svc, alice, small.attachmentId)).toMatchObject({
      __typename: 'UnprocessableError',
      message: 'the upload is 200001 bytes; an attachment is at most 200000 bytes',
    });
    expect(await complete(svc, alice, small.attachmentId)).toMatchObject({ __typename: 'NotFoundError' });
    const other = (await createUpload(svc, alice, { name: 'other.bin', size: 100 })).upload;
    await putTo(other, Buffer.alloc(50, 1));
    expect(await complete(svc, alice, other.attachmentId)).toMatchObject({
      __typename: 'UnprocessableError',
      message: 'the upload is 50 bytes, not the 100 declared',
    });
    // Declared a PNG, holds a PDF: refused. Declared a type the sniffer cannot check: the sniffed one is kept.
    const lying = (await createUpload(svc, alice, { name: 'x.png', size: PDF.length, contentType: 'image/png' }))
      .upload;
    await putTo(lying, PDF);
    expect(await complete(svc, alice, lying.attachmentId)).toMatchObject({
      __typename: 'UnprocessableError',
      message: 'the content is application/pdf, not the image/png declared',
    });
    expect(await status(alice, lying.attachmentId)).toBe(404);
    const vague = (await createUpload(svc, alice, { name: 'notes.txt', size: PDF.length, contentType: 'text/plain' }))
      .upload;
    await putTo(vague, PDF);
    expect((await complete(svc, alice, vague.attachmentId)).attachment).toMatchObject({
      contentType: 'application/pdf',
      width: null,
      thumbnailUrl: null,
    });
    // A PNG's header with the image cut off: it claims to be, sniffs as, and is not, an image.
    const cut = (await png(64, 64)).subarray(0, 60);
    const broken = (await createUpload(svc, alice, { name: 'cut.png', size: cut.length, contentType: 'image/png' }))
      .upload;
    await putTo(broken, cut);
    expect(await complete(svc, alice, broken.attachmentId)).toMatchObject({
      __typename: 'UnprocessableError',
      message: 'the file starts like image/png but is not a readable image',
    });
  });
}
