import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import S3rver from 's3rver';
import { call, gql, signUp } from './helpers/service.js';
import { useService } from './helpers/fixture.js';
import type { TestService } from './helpers/service.js';

// Attachments of issue 35 through the public interface: POST /attachments (bytes over plain
// HTTP), sendMessage's attachmentIds, Message.attachments, GET /attachments/<id>[/thumbnail].
// The filesystem store (embedded default) and an S3-compatible store (s3rver, started here).

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
  beforeAll(async () => {
    const address = (await server.run()) as { port: number };
    env.S3_ENDPOINT = `http://127.0.0.1:${address.port}`;
  });
  const svc = useService(env);
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  suite(svc, 's3');
});
