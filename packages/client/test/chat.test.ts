import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useService } from '../../../test/helpers/fixture.js';
import type { TestService } from '../../../test/helpers/service.js';
import {
  type Client,
  CreateConversation,
  createClient,
  PayloadFailure,
  type PresenceEntry,
  SendMessage,
  SignUp,
  success,
  TypingUpdated,
  typingThrottle,
  type UploadProgress,
  uploadAttachment,
  watchPresence,
} from '../src/index.js';

// The chat helpers of the client library (src/chat.ts) against a running service: an upload
// with progress in embedded mode (POST /attachments) and in production mode (a presigned PUT to
// s3rver, then completion), the typing throttle seen by the other member, and watchPresence.

/** Called after useService: its afterAll closes the clients before the service stops. */
function helpers(svc: TestService) {
  const clients: Client[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });
  const client = (token: string | null) => {
    const c = createClient({ url: svc.url, token, webSocketImpl: WebSocket });
    clients.push(c);
    return c;
  };
  let counter = 0;
  const signUp = async () => {
    const answer = await client(null).request(SignUp, {
      input: {
        email: `chat${Date.now()}${counter++}@example.com`,
        password: 'correct horse battery',
        passcode: '2468',
      },
    });
    const { session } = success(answer.signUp, 'SignUpSuccess');
    return { token: session.accessToken, id: session.userId, client: client(session.accessToken) };
  };
  type User = Awaited<ReturnType<typeof signUp>>;
  const open = async (from: User, to: User) =>
    success(
      (await from.client.request(CreateConversation, { input: { contactId: to.id } })).createConversation,
      'CreateConversationSuccess',
    ).conversation.id;
  return { client, signUp, open };
}

const image = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** Progress reports must grow and end at the total. */
function checkProgress(seen: UploadProgress[], total: number) {
  expect(seen.length).toBeGreaterThan(2);
  for (let i = 1; i < seen.length; i++) expect(seen[i].loaded).toBeGreaterThanOrEqual(seen[i - 1].loaded);
  expect(seen.every((p) => p.total === total)).toBe(true);
  expect(seen.at(-1)?.loaded).toBe(total);
}

describe('chat helpers, embedded mode', () => {
  const svc = useService();
  const h = helpers(svc);

  it('uploadAttachment POSTs to the service with progress; the attachment goes with a message', async () => {
    const [alice, bob] = [await h.signUp(), await h.signUp()];
    const conversationId = await h.open(alice, bob);
    const bytes = await image();
    const seen: UploadProgress[] = [];
    const attachment = await uploadAttachment(alice.client, new Uint8Array(bytes), {
      url: svc.url,
      token: alice.token,
      name: 'sky.png',
      chunkBytes: 16 * 1024,
      onProgress: (p) => seen.push(p),
    });
    console.log(`embedded upload of ${bytes.length} bytes: ${seen.length} progress reports`);
    checkProgress(seen, bytes.length);
    expect(attachment).toMatchObject({ name: 'sky.png', size: bytes.length, contentType: 'image/png', width: 400 });
    expect(attachment.url).toBe(`/attachments/${attachment.id}`);
    const sent = await alice.client.request(SendMessage, {
      input: { conversationId, text: 'sky', attachmentIds: [attachment.id] },
    });
    expect(success(sent.sendMessage, 'SendMessageSuccess').sentMessage.attachments[0].id).toBe(attachment.id);
    // A refused upload: the typed error of createAttachmentUpload (an empty file).
    const refused = await uploadAttachment(alice.client, new Uint8Array(0), { url: svc.url, token: alice.token }).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(PayloadFailure);
    expect(refused.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'size' });
  });

  it('typingThrottle sends typing at most once per everyMs while keys come, and a stop after idle', async () => {
    const [alice, bob] = [await h.signUp(), await h.signUp()];
    const alicesId = await h.open(alice, bob);
    await h.open(bob, alice);
    const events: { typing: boolean; at: number }[] = [];
    let listening!: () => void;
    const live = new Promise<void>((r) => {
      listening = r;
    });
    const stop = bob.client.subscribe(
      TypingUpdated,
      {},
      {
        next: (d) => events.push({ typing: d.typingUpdated.typing, at: Date.now() }),
        live: () => listening(),
      },
    );
    await live;
    const everyMs = 300;
    // Alice's real client, its setTyping calls counted on the way (the service coalesces what it
    // publishes to one a second, so Bob's events do not count the calls).
    const calls: boolean[] = [];
    const counted: Client = {
      ...alice.client,
      request: ((document: never, variables: { input: { typing: boolean } }, init?: never) => {
        calls.push(variables.input.typing);
        return alice.client.request(document, variables as never, init);
      }) as Client['request'],
    };
    const throttle = typingThrottle(counted, alicesId, { everyMs, idleMs: 400 });
    const started = Date.now();
    for (let i = 0; i < 24; i++) {
      throttle.keystroke();
      await new Promise((r) => setTimeout(r, 50));
    }
    const typedFor = Date.now() - started;
    const deadline = Date.now() + 5000;
    while (!events.some((e) => !e.typing) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const trues = calls.filter((c) => c).length;
    console.log(
      `typing throttle: 24 keystrokes over ${typedFor} ms (loaded machine) → ${trues} setTyping true, ${calls.length - trues} false; Bob saw ${events.length} events`,
    );
    // 24 keystrokes over more than 1.2 s become one call per everyMs at most (plus the first),
    // at least two (the keys go on past everyMs), and one stop after the idle time.
    expect(trues).toBeGreaterThanOrEqual(2);
    expect(trues).toBeLessThanOrEqual(Math.ceil(typedFor / everyMs) + 1);
    expect(calls.at(-1)).toBe(false);
    // Bob saw Alice typing, then stop.
    expect(events[0].typing).toBe(true);
    expect(events.filter((e) => !e.typing)).toHaveLength(1);
    expect(events.at(-1)?.typing).toBe(false);
    // stop() right after a keystroke: a typing false without waiting for idle.
    throttle.keystroke();
    throttle.stop();
    const before = events.length;
    while (events.length < before + 2 && Date.now() < deadline + 5000) await new Promise((r) => setTimeout(r, 20));
    expect(events.slice(before).map((e) => e.typing)).toEqual([true, false]);
    throttle.dispose();
    stop();
  });

  it('watchPresence reads, then follows presence changes (online, then offline with last seen)', async () => {
    const [alice, bob] = [await h.signUp(), await h.signUp()];
    // Presence is visible to people who share a conversation: each has one with the other.
    await h.open(alice, bob);
    await h.open(bob, alice);
    const changes: PresenceEntry[][] = [];
    let listening!: () => void;
    const live = new Promise<void>((r) => {
      listening = r;
    });
    const stop = watchPresence(bob.client, [alice.id], {
      change: (changed) => changes.push(changed),
      live: () => listening(),
    });
    await live;
    expect(changes[0]).toEqual([{ contactId: alice.id, state: 'OFFLINE', lastSeenAt: null }]);
    /** Waits for a change to `state` after the changes seen so far. */
    const until = async (state: string) => {
      const from = changes.length;
      const deadline = Date.now() + 5000;
      while (
        !changes
          .slice(from)
          .flat()
          .some((c) => c.state === state) &&
        Date.now() < deadline
      )
        await new Promise((r) => setTimeout(r, 20));
    };
    // Alice's client connects (any subscription opens its socket): online.
    const alicesClient = h.client(alice.token);
    const off = alicesClient.subscribe(TypingUpdated, {}, { next: () => undefined });
    await until('ONLINE');
    expect(changes.flat().find((c) => c.state === 'ONLINE')).toEqual({
      contactId: alice.id,
      state: 'ONLINE',
      lastSeenAt: null,
    });
    off();
    await alicesClient.close();
    await until('OFFLINE');
    expect(changes.at(-1)).toEqual([
      { contactId: alice.id, state: 'OFFLINE', lastSeenAt: expect.stringMatching(/Z$/) },
    ]);
    stop();
  });
});

describe('chat helpers, production mode (presigned PUT to s3rver)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fas-client-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'client-attachments', configs: [] }],
  });
  const env: Record<string, string> = {
    ATTACHMENT_STORE: 's3',
    S3_BUCKET: 'client-attachments',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  beforeAll(async () => {
    env.S3_ENDPOINT = `http://127.0.0.1:${((await server.run()) as { port: number }).port}`;
  });
  const svc = useService(env);
  const h = helpers(svc);
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('uploadAttachment PUTs to the bucket with progress, completes, and the member reads it', async () => {
    const [alice, bob] = [await h.signUp(), await h.signUp()];
    const conversationId = await h.open(alice, bob);
    const bytes = await image();
    const seen: UploadProgress[] = [];
    const attachment = await uploadAttachment(alice.client, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), {
      url: svc.url,
      token: () => alice.token,
      name: 'sky.png',
      chunkBytes: 16 * 1024,
      onProgress: (p) => seen.push(p),
    });
    console.log(`presigned upload of ${bytes.length} bytes: ${seen.length} progress reports`);
    checkProgress(seen, bytes.length);
    expect(attachment).toMatchObject({ name: 'sky.png', contentType: 'image/png', width: 400, height: 300 });
    expect(attachment.url).toMatch(new RegExp(`^${env.S3_ENDPOINT}/client-attachments/${attachment.id}\\?`));
    success(
      (
        await alice.client.request(SendMessage, {
          input: { conversationId, text: 'sky', attachmentIds: [attachment.id] },
        })
      ).sendMessage,
      'SendMessageSuccess',
    );
    const got = await fetch(attachment.url);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    // A PDF declared as a PNG: completion refuses it (the typed error).
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const refused = await uploadAttachment(alice.client, pdf, {
      url: svc.url,
      token: alice.token,
      name: 'x.png',
      contentType: 'image/png',
    }).catch((e) => e);
    expect(refused).toBeInstanceOf(PayloadFailure);
    expect(refused.error).toMatchObject({ code: 'UNPROCESSABLE', field: 'attachmentId' });
  });
});
