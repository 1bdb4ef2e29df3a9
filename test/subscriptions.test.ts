import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { parse, print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from './generated/gql/index.js';
import { hashToken } from '../src/security/tokens.js';
import { call, gql, signUp, success } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';
import { burst } from './helpers/burst.js';

// Realtime delivery: graphql-ws at /graphql (token in connectionParams.authorization) and SSE
// through yoga (token in the Authorization header). Every event reaches its owner only.

const svc = useService({}, { onQuery: (e) => void statements.push(e.query) });
let base: string;
/** SQL statements the service sent (Prisma's query events), for the shared-execution tests. */
const statements: string[] = [];
beforeAll(() => {
  base = svc.url;
});

type User = Awaited<ReturnType<typeof signUp>>;

const MESSAGE_ADDED = graphql(`
  subscription TestSubscriptionsMessageAdded($c: ID) {
    messageAdded(conversationId: $c) { id conversationId text fromViewer cursor contact { id } }
  }
`);
const CONVERSATION_UPDATED = graphql(`
  subscription TestSubscriptionsConversationUpdated {
    conversationUpdated {
      conversationId deleted unreadTotal
      conversation { id isMuted unreadCount lastMessage { text } }
    }
  }
`);
// As a chat UI's conversation list asks it: its counts, the mentions of the member too.
const CONVERSATION_COUNTS = graphql(`
  subscription TestSubscriptionsConversationCounts {
    conversationUpdated {
      conversationId unreadTotal
      conversation { id unreadCount unreadMentionCount lastMessage { text } }
    }
  }
`);
const CREATE_CONVERSATION = graphql(`
  mutation TestSubscriptionsCreateConversation($c: ID) {
    createConversation(input: { contactId: $c }) {
      __typename
      ... on CreateConversationSuccess { conversation { id } }
      ... on Error { code message }
    }
  }
`);
const SEND_MESSAGE = graphql(`
  mutation TestSubscriptionsSendMessage($c: ID!, $m: String!) {
    sendMessage(input: { conversationId: $c, text: $m }) {
      __typename
      ... on SendMessageSuccess { sentMessage { id cursor } }
      ... on Error { code message }
    }
  }
`);
const BOBS_CONVERSATIONS = graphql(`
  query TestSubscriptionsConversations {
    conversations { edges { node { id } } }
  }
`);
const MARK_READ = graphql(`
  mutation TestSubscriptionsMarkRead($c: ID!) {
    markConversationRead(input: { id: $c }) {
      __typename
      ... on MarkConversationReadSuccess { conversation { id } }
      ... on Error { code message }
    }
  }
`);
const MESSAGES_AFTER = graphql(`
  query TestSubscriptionsMessagesAfter($a: String) {
    messages(after: $a) { edges { node { text } } pageInfo { hasNextPage endCursor } }
  }
`);

async function op<R, V>(user: User, document: TypedDocumentNode<R, V>, variables?: V): Promise<R> {
  const res = await gql(base, document, variables, user.access_token);
  if (res.body.errors || !res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}
// A mutation's payload once it succeeded (success() from the helpers): a typed error fails the test.
const openWith = async (u: User, contact: User) =>
  success((await op(u, CREATE_CONVERSATION, { c: contact.user_id })).createConversation, 'CreateConversationSuccess')
    .conversation.id;
const send = async (u: User, conversationId: string, message: string) =>
  success((await op(u, SEND_MESSAGE, { c: conversationId, m: message })).sendMessage, 'SendMessageSuccess').sentMessage;

async function waitFor(check: () => boolean, what: string, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20)); // the poll interval
  }
}
/** Sockets still connecting; live() waits for them (connected, or closed). */
const connecting: Promise<void>[] = [];
/**
 * Waits until the sockets opened so far are connected (connection_ack) and the service has
 * `before + n` subscriptions open (graphql-ws does not acknowledge a subscription; /metrics
 * shows it registered). `before` is read before subscribing: the tests share one service.
 */
async function live(before: number, n: number) {
  await Promise.all(connecting.splice(0));
  await subscribed(base, before + n);
}

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

function socketOf(token: string | null) {
  const closes: { code: number; reason: string }[] = [];
  let settled!: () => void;
  connecting.push(new Promise<void>((resolve) => (settled = resolve)));
  const client = wsClient(base, token, {
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: {
      connected: () => settled(),
      closed: (event) => {
        closes.push(event as { code: number; reason: string });
        settled();
      },
    },
  });
  clients.push(client);
  return { client, closes };
}

function subscribe<R, V extends Record<string, unknown>>(
  client: Client,
  document: TypedDocumentNode<R, V>,
  variables?: V,
) {
  const sub = {
    events: [] as FormattedExecutionResult<R, unknown>[],
    errors: [] as unknown[],
    completed: false,
    dispose: () => {},
  };
  sub.dispose = client.subscribe<R>(
    { query: print(document), variables },
    {
      next: (value) => sub.events.push(value),
      error: (error) => sub.errors.push(error),
      complete: () => (sub.completed = true),
    },
  );
  return sub;
}

/** An SSE subscription through yoga: POST with accept: text/event-stream. */
async function sse<R, V>(token: string | null, document: TypedDocumentNode<R, V>, variables?: V) {
  const controller = new AbortController();
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: print(document), variables }),
    signal: controller.signal,
  });
  const stream = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events: [] as FormattedExecutionResult<R, unknown>[],
    ended: false,
    close: () => controller.abort(),
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = block.match(/^event: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (event === 'next' && data) stream.events.push(JSON.parse(data));
        }
      }
    } catch {
      // aborted
    } finally {
      stream.ended = true;
    }
  })();
  return stream;
}

describe('graphql-ws', () => {
  it('delivers a message to the recipient and the sender only, through a real client', async () => {
    const [alice, bob, mallory] = [await signUp(base), await signUp(base), await signUp(base)];
    const conversation = await openWith(alice, bob);
    const before = await openStreams(base);
    const subs = {
      alice: subscribe(socketOf(alice.access_token).client, MESSAGE_ADDED),
      bob: subscribe(socketOf(bob.access_token).client, MESSAGE_ADDED),
      mallory: subscribe(socketOf(mallory.access_token).client, MESSAGE_ADDED),
    };
    await live(before, 3);
    const sent = await send(alice, conversation, 'Hello over the socket');
    await waitFor(() => subs.bob.events.length === 1 && subs.alice.events.length === 1, 'both copies');
    const bobsConversation = (await op(bob, BOBS_CONVERSATIONS)).conversations.edges[0].node.id;
    expect(subs.bob.events[0]).toEqual({
      data: {
        messageAdded: {
          id: expect.any(String),
          conversationId: bobsConversation,
          text: 'Hello over the socket',
          fromViewer: false,
          cursor: expect.any(String),
          contact: { id: alice.user_id },
        },
      },
    });
    expect(subs.bob.events[0].data!.messageAdded.id).not.toBe(sent.id); // Bob's own copy
    expect(subs.alice.events[0].data?.messageAdded).toMatchObject({
      id: sent.id,
      conversationId: conversation,
      fromViewer: true,
      cursor: sent.cursor,
    });
    // Events reach a subscription in the order they were published: once a later message to
    // Mallory has arrived, an earlier one meant for her would have too.
    await send(bob, await openWith(bob, mallory), 'barrier');
    await waitFor(() => subs.mallory.events.length > 0 && subs.bob.events.length > 1, 'the barrier');
    expect(subs.mallory.events.map((e) => e.data?.messageAdded.text)).toEqual(['barrier']);
    expect(subs.bob.events.map((e) => e.data?.messageAdded.text)).toEqual(['Hello over the socket', 'barrier']);
    expect(subs.alice.errors).toEqual([]);
  });

  it('two users chat in real time; messageAdded(conversationId) filters to one conversation', async () => {
    const [alice, bob, carol] = [await signUp(base), await signUp(base), await signUp(base)];
    const aliceToBob = await openWith(alice, bob);
    const aliceToCarol = await openWith(alice, carol);
    const before = await openStreams(base);
    const aliceClient = socketOf(alice.access_token).client;
    const onlyBob = subscribe(aliceClient, MESSAGE_ADDED, { c: aliceToBob });
    const bobs = subscribe(socketOf(bob.access_token).client, MESSAGE_ADDED);
    await live(before, 2);
    await send(alice, aliceToBob, 'ping');
    await waitFor(() => bobs.events.length === 1, 'ping at Bob');
    await send(bob, bobs.events[0].data!.messageAdded.conversationId, 'pong');
    await send(carol, await openWith(carol, alice), 'not in this one');
    await send(alice, aliceToCarol, 'nor this one');
    // Events arrive in the order they were published: a later message in the filtered
    // conversation comes after anything from the other two that slipped through.
    await send(alice, aliceToBob, 'barrier');
    await waitFor(() => onlyBob.events.length >= 3, 'ping, pong and the barrier at Alice');
    expect(onlyBob.events.map((e) => [e.data?.messageAdded.text, e.data?.messageAdded.fromViewer])).toEqual([
      ['ping', true],
      ['pong', false],
      ['barrier', true],
    ]);
  });

  it('conversationUpdated follows flags, new messages and reads, for the owner only', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const conversation = await openWith(alice, bob);
    const before = await openStreams(base);
    const alices = subscribe(socketOf(alice.access_token).client, CONVERSATION_UPDATED);
    const bobs = subscribe(socketOf(bob.access_token).client, CONVERSATION_UPDATED);
    await live(before, 2);
    await call(
      base,
      'PUT',
      `/v1/conversations/${conversation}`,
      { is_muted: true },
      { authorization: `Bearer ${alice.access_token}` },
    );
    await waitFor(() => alices.events.length === 1, 'the flag change');
    expect(alices.events[0].data?.conversationUpdated).toEqual({
      conversationId: conversation,
      deleted: false,
      unreadTotal: 0,
      conversation: { id: conversation, isMuted: true, unreadCount: 0, lastMessage: null },
    });

    // The message is Bob's first event: Alice's flag change, published before it, never reached him.
    await send(alice, conversation, 'news');
    await waitFor(() => bobs.events.length >= 1 && alices.events.length >= 2, 'the message');
    expect(bobs.events).toHaveLength(1);
    expect(alices.events).toHaveLength(2);
    const bobConversation = bobs.events[0].data!.conversationUpdated.conversationId;
    expect(bobs.events[0].data?.conversationUpdated).toMatchObject({
      deleted: false,
      unreadTotal: 1,
      conversation: { unreadCount: 1, lastMessage: { text: 'news' } },
    });

    await op(bob, MARK_READ, { c: bobConversation });
    // Bob sees his read; Alice sees the read receipt land in her conversation.
    await waitFor(() => bobs.events.length === 2 && alices.events.length === 3, 'the read');
    expect(bobs.events[1].data?.conversationUpdated).toMatchObject({
      unreadTotal: 0,
      conversation: { unreadCount: 0 },
    });
    expect(alices.events[2].data?.conversationUpdated.conversationId).toBe(conversation);

    await call(base, 'DELETE', `/v1/conversations/${conversation}`, undefined, {
      authorization: `Bearer ${alice.access_token}`,
    });
    await waitFor(() => alices.events.length === 4, 'the deletion');
    expect(alices.events[3].data?.conversationUpdated).toEqual({
      conversationId: conversation,
      deleted: true,
      unreadTotal: 0,
      conversation: null,
    });
  });

  it('refuses a socket without a valid token (4403)', async () => {
    for (const token of [null, 'fas_not_a_token']) {
      const { client, closes } = socketOf(token);
      const sub = subscribe(client, MESSAGE_ADDED);
      await waitFor(() => closes.length > 0, 'the close');
      expect(closes[0].code).toBe(4403);
      await waitFor(() => sub.errors.length > 0 || sub.completed, 'the subscription to fail');
      expect(sub.events).toEqual([]);
    }
  });

  it('closes the socket of a user who signs out (4401); other users keep theirs', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const conversation = await openWith(alice, bob);
    const before = await openStreams(base);
    const bobWs = socketOf(bob.access_token);
    const aliceWs = socketOf(alice.access_token);
    const bobSub = subscribe(bobWs.client, MESSAGE_ADDED);
    const aliceSub = subscribe(aliceWs.client, MESSAGE_ADDED);
    await live(before, 2);
    const out = await call(base, 'POST', '/account/auth/sign-out', {}, { authorization: `Bearer ${bob.access_token}` });
    expect(out.status).toBe(200);
    await waitFor(() => bobWs.closes.length > 0, "Bob's socket to close");
    expect(bobWs.closes[0].code).toBe(4401);
    await subscribed(base, before + 1, { exact: true }); // Bob's stream ended on the server; Alice's is open
    await send(alice, conversation, 'after sign-out');
    await waitFor(() => aliceSub.events.length === 1, "Alice's own copy");
    expect(bobSub.events).toEqual([]);
    expect(aliceWs.closes).toEqual([]);
  });

  it("a subscription to another user's conversation is NOT_FOUND", async () => {
    const [alice, bob, mallory] = [await signUp(base), await signUp(base), await signUp(base)];
    const conversation = await openWith(alice, bob);
    const sub = subscribe(socketOf(mallory.access_token).client, MESSAGE_ADDED, { c: conversation });
    await waitFor(() => sub.completed, 'the subscription to end');
    expect(sub.events).toEqual([
      {
        errors: [
          expect.objectContaining({
            message: 'conversation was not found',
            extensions: { code: 'NOT_FOUND', field: 'conversationId' },
          }),
        ],
      },
    ]);
  });

  it('a client that reconnects fetches what it missed with the last cursor it saw', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const conversation = await openWith(alice, bob);
    const before = await openStreams(base);
    const first = socketOf(bob.access_token).client;
    const sub = subscribe(first, MESSAGE_ADDED);
    await live(before, 1);
    await send(alice, conversation, 'seen live');
    await waitFor(() => sub.events.length === 1, 'the live message');
    const cursor = sub.events[0].data!.messageAdded.cursor;
    await first.dispose();
    await subscribed(base, before, { exact: true }); // the first stream ended on the server
    await send(alice, conversation, 'missed 1');
    await send(alice, conversation, 'missed 2');
    const second = subscribe(socketOf(bob.access_token).client, MESSAGE_ADDED);
    await live(before, 1);
    const missed = await op(bob, MESSAGES_AFTER, { a: cursor });
    expect(missed.messages.edges.map((e) => e.node.text)).toEqual(['missed 1', 'missed 2']);
    await send(alice, conversation, 'live again');
    await waitFor(() => second.events.length === 1, 'the next live message');
    const next = await op(bob, MESSAGES_AFTER, {
      a: missed.messages.pageInfo.endCursor,
    });
    expect(next.messages.edges.map((e) => e.node.text)).toEqual(['live again']);
  });
});

describe('SSE', () => {
  it('delivers through yoga with the Authorization header, to the right user only', async () => {
    const [alice, bob, mallory] = [await signUp(base), await signUp(base), await signUp(base)];
    const conversation = await openWith(alice, bob);
    const before = await openStreams(base);
    const bobs = await sse(bob.access_token, MESSAGE_ADDED);
    const mallorys = await sse(mallory.access_token, MESSAGE_ADDED);
    const updates = await sse(bob.access_token, CONVERSATION_UPDATED);
    expect(bobs.status).toBe(200);
    expect(bobs.contentType).toMatch(/^text\/event-stream/);
    await live(before, 3);
    await send(alice, conversation, 'over SSE');
    await waitFor(() => bobs.events.length === 1 && updates.events.length === 1, 'the SSE events');
    expect(bobs.events[0]).toEqual({
      data: {
        messageAdded: expect.objectContaining({
          text: 'over SSE',
          fromViewer: false,
          contact: { id: alice.user_id },
        }),
      },
    });
    expect(updates.events[0].data?.conversationUpdated).toMatchObject({ deleted: false, unreadTotal: 1 });
    // Events reach a stream in the order they were published: once a later message to Mallory
    // has arrived, an earlier one meant for her would have too.
    await send(bob, await openWith(bob, mallory), 'barrier');
    await waitFor(() => mallorys.events.length > 0, "Mallory's own message");
    expect(mallorys.events.map((e) => e.data?.messageAdded.text)).toEqual(['barrier']);
    for (const s of [bobs, mallorys, updates]) s.close();
    await subscribed(base, before, { exact: true }); // the streams ended on the server
  });

  it('without a token answers UNAUTHENTICATED and no events', async () => {
    const stream = await sse(null, MESSAGE_ADDED);
    await waitFor(() => stream.ended, 'the stream to end');
    expect(stream.events).toEqual([
      {
        errors: [
          expect.objectContaining({
            message: 'a valid access token is required',
            extensions: { code: 'UNAUTHENTICATED' },
          }),
        ],
      },
    ]);
  });

  it('ends the stream when the user signs out', async () => {
    const bob = await signUp(base);
    const before = await openStreams(base);
    const stream = await sse(bob.access_token, MESSAGE_ADDED);
    await live(before, 1);
    expect(stream.ended).toBe(false);
    await call(base, 'POST', '/account/auth/sign-out', {}, { authorization: `Bearer ${bob.access_token}` });
    await waitFor(() => stream.ended, 'the stream to end');
    await subscribed(base, before, { exact: true });
  });
});

// Identical subscriptions of one session (token, document, operation name and variables) share
// one execution and one serialization per event (src/realtime/shared.ts, frames.ts). Each event
// of CONVERSATION_UPDATED has each execution ask for its user's unreadTotal once; the asks of a
// tick are one statement binding one owner id per ask, repeats included
// (src/modules/conversation/live-reads.ts), so the ids bound show how many executions ran.
describe('shared executions', () => {
  const executions = (from: number) =>
    statements
      .slice(from)
      .filter((q) => q.includes('FROM "public"."Conversation" AS "t0"') && q.includes('"_aggr_count_messages"'))
      .reduce((n, q) => n + (/"t0"\."ownerId" IN \(([^)]*)\)/.exec(q)?.[1].split(',').length ?? 0), 0);
  async function signIn(user: User) {
    const res = await call(base, 'POST', '/account/auth/sign-in', {
      email: user.email,
      password: user.password,
      passcode: user.passcode,
    });
    expect(res.status).toBe(200);
    return { ...user, access_token: res.body.message.access_token as string };
  }

  it('subscriptions of one session share an execution; other sessions and other users run their own', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const bobElsewhere = await signIn(bob); // the same user, another session
    const conversation = await openWith(alice, bob);
    const before = await openStreams(base);
    const first = socketOf(bob.access_token).client;
    const shared = [
      subscribe(first, CONVERSATION_UPDATED),
      subscribe(first, CONVERSATION_UPDATED), // the same socket, another subscription id
      subscribe(socketOf(bob.access_token).client, CONVERSATION_UPDATED),
    ];
    const elsewhere = subscribe(socketOf(bobElsewhere.access_token).client, CONVERSATION_UPDATED);
    const alices = subscribe(socketOf(alice.access_token).client, CONVERSATION_UPDATED);
    const bobsSse = await sse(bob.access_token, CONVERSATION_UPDATED); // SSE runs its own
    await live(before, 6);
    const from = statements.length;
    await send(alice, conversation, 'once for three');
    const all = [...shared, elsewhere, alices];
    await waitFor(() => all.every((s) => s.events.length === 1) && bobsSse.events.length === 1, 'every copy');
    // Bob's session, Bob's other session, Alice and the SSE stream: four executions, not six.
    expect(executions(from)).toBe(4);
    const bobsConversation = (await op(bob, BOBS_CONVERSATIONS)).conversations.edges[0].node.id;
    const bobs = {
      data: {
        conversationUpdated: {
          conversationId: bobsConversation,
          deleted: false,
          unreadTotal: 1,
          conversation: {
            id: bobsConversation,
            isMuted: false,
            unreadCount: 1,
            lastMessage: { text: 'once for three' },
          },
        },
      },
    };
    for (const s of [...shared, elsewhere]) expect(s.events).toEqual([bobs]);
    expect(bobsSse.events).toEqual([bobs]);
    // Alice's own conversation and count: nothing of Bob's.
    expect(alices.events).toEqual([
      {
        data: {
          conversationUpdated: {
            conversationId: conversation,
            deleted: false,
            unreadTotal: 0,
            conversation: { id: conversation, isMuted: false, unreadCount: 0, lastMessage: { text: 'once for three' } },
          },
        },
      },
    ]);
    // The execution outlives the subscription that started it while others remain.
    shared[0].dispose();
    await subscribed(base, before + 5, { exact: true });
    await send(alice, conversation, 'twice');
    await waitFor(() => shared[1].events.length === 2 && shared[2].events.length === 2, 'the second message');
    expect(shared[0].events).toHaveLength(1);
    expect(shared[2].events[1].data?.conversationUpdated).toMatchObject({ unreadTotal: 2 });
    for (const s of [...shared, elsewhere, alices]) s.dispose();
    bobsSse.close();
    await subscribed(base, before, { exact: true });
  });

  it('a revoked session ends every subscription that shared its execution; another session of the user keeps its own', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const bobElsewhere = await signIn(bob);
    const conversation = await openWith(alice, bob);
    const before = await openStreams(base);
    const sockets = [socketOf(bob.access_token), socketOf(bob.access_token)];
    const shared = sockets.map((s) => subscribe(s.client, MESSAGE_ADDED));
    const elsewhere = subscribe(socketOf(bobElsewhere.access_token).client, MESSAGE_ADDED);
    await live(before, 3);
    await send(alice, conversation, 'before');
    await waitFor(() => [...shared, elsewhere].every((s) => s.events.length === 1), 'every copy');

    // Revoked behind the service's back (no bus event): found by the next read of the row.
    await svc.infra.prisma.accessToken.update({
      where: { tokenHash: hashToken(bob.access_token) },
      data: { revokedAt: svc.clock.now() },
    });
    svc.clock.advance(svc.config.sessionCacheSeconds * 1000 + 1000);
    await waitFor(() => sockets.every((s) => s.closes.length > 0), 'both sockets of the revoked session to close');
    for (const s of sockets) expect(s.closes[0].code).toBe(4401);
    await subscribed(base, before + 1, { exact: true });

    await send(alice, conversation, 'after');
    await waitFor(() => elsewhere.events.length === 2, 'the other session');
    expect(elsewhere.events.map((e) => e.data?.messageAdded.text)).toEqual(['before', 'after']);
    for (const s of shared) expect(s.events.map((e) => e.data?.messageAdded.text)).toEqual(['before']);
    elsewhere.dispose();
  });
});

describe('distinct users', () => {
  const GROUP = `mutation($name: String!, $ids: [ID!]) { createGroup(input: { name: $name, memberIds: $ids }) {
    __typename ... on CreateGroupSuccess { group { id } } ... on Error { code message } } }`;
  const GROUP_CONVERSATION = `query { conversations(first: 100) { edges { node { id groupId } } } }`;

  it('one message to a group reaches each member subscribed for themselves, each with their own copy, read in one statement for all', async () => {
    const [alice, ...others] = await Promise.all(Array.from({ length: 6 }, () => signUp(base)));
    const stranger = others.pop()!;
    const created = await gql(
      base,
      GROUP,
      { name: 'Announcements', ids: others.map((u) => u.user_id) },
      alice.access_token,
    );
    const groupId = created.body.data.createGroup.group.id as string;
    const members = [alice, ...others];
    const conversationOf = new Map<User, string>();
    for (const m of members) {
      const { body } = await gql(base, GROUP_CONVERSATION, undefined, m.access_token);
      conversationOf.set(m, body.data.conversations.edges.find((e: any) => e.node.groupId === groupId).node.id);
    }
    const before = await openStreams(base);
    const added = members.map((m) => subscribe(socketOf(m.access_token).client, MESSAGE_ADDED));
    const strangers = subscribe(socketOf(stranger.access_token).client, MESSAGE_ADDED);
    await live(before, members.length + 1);
    const from = statements.length;
    await send(alice, conversationOf.get(alice)!, 'to everyone');
    await waitFor(() => added.every((s) => s.events.length === 1), 'every member');

    // Each member hears their own copy: in their own conversation, under its own id.
    for (const [i, m] of members.entries())
      expect(added[i].events[0].data?.messageAdded).toMatchObject({
        conversationId: conversationOf.get(m),
        text: 'to everyone',
        fromViewer: m === alice,
        contact: { id: alice.user_id },
      });
    expect(new Set(added.map((s) => s.events[0].data?.messageAdded.id)).size).toBe(members.length);
    // The five subscribers read their copies in one statement, not one each: with the send's
    // own read of the copy it answers, two (six before).
    const reads = statements.slice(from).filter((q) => /^SELECT\b/.test(q.trim()) && q.includes('"public"."Message"'));
    expect(reads).toHaveLength(2);

    // conversationUpdated's reads are batched the same way, per selection: each member gets
    // their own conversation, their own unread counts.
    const updated = members.map((m) => subscribe(socketOf(m.access_token).client, CONVERSATION_COUNTS));
    await live(before, 2 * members.length + 1);
    const sent = statements.length;
    await send(others[0], conversationOf.get(others[0])!, 'and back');
    await waitFor(() => updated.every((s) => s.events.length === 1), 'every member');
    // Each member's conversation with its unreadCount, its unreadMentionCount (a second count of
    // the same relation: a statement of its own) and each member's unreadTotal are counted for all
    // five at once: three counting statements (seven while the mention rule looked for the
    // viewer's id: each member's mention count was then a statement of its own).
    const counts = statements.slice(sent).filter((q) => /^SELECT\b/.test(q.trim()) && /\bCOUNT\(/i.test(q));
    expect(counts).toHaveLength(3);
    // Unread: Alice's "to everyone" for the four others, "and back" for all but its sender.
    const unread = (m: User) => (m === alice || m === others[0] ? 1 : 2);
    for (const [i, m] of members.entries())
      expect(updated[i].events[0].data?.conversationUpdated).toMatchObject({
        conversationId: conversationOf.get(m),
        conversation: {
          id: conversationOf.get(m),
          lastMessage: { text: 'and back' },
          unreadCount: unread(m),
          unreadMentionCount: 0,
        },
        unreadTotal: unread(m),
      });
    expect(strangers.events).toEqual([]);
    for (const s of [...added, ...updated, strangers]) s.dispose();
    await subscribed(base, before, { exact: true });
  });
});

describe('a burst', () => {
  it('of 1,500 messages to one member reaches their subscription whole and in order, and the service stays up', {
    timeout: 120_000,
  }, async () => {
    const [alice, bob] = await Promise.all([signUp(base), signUp(base)]);
    const created = await gql(base, print(CREATE_CONVERSATION), { c: alice.user_id }, bob.access_token);
    const conversationId = created.body.data.createConversation.conversation.id as string;
    const owner = await svc.infra.prisma.user.findUniqueOrThrow({ where: { uuid: bob.user_id }, select: { id: true } });
    const before = await openStreams(base);
    const added = subscribe(socketOf(bob.access_token).client, MESSAGE_ADDED);
    await live(before, 1);

    // More events at once than a subscription's queue held (1,024): it used to throw out of the
    // in-process bus's listener, an uncaught exception that stops the process.
    await burst(svc.infra.prisma, { senderUuid: alice.user_id, ownerId: owner.id, conversationId }, 1500);
    await waitFor(() => added.events.length === 1500 || added.errors.length > 0, 'the burst', 60_000);
    expect(added.errors).toEqual([]);
    expect(added.events.map((e) => e.data?.messageAdded.text)).toEqual(
      Array.from({ length: 1500 }, (_, i) => `burst ${i}`),
    );
    const health = await fetch(`${base}/readyz`);
    expect(health.status).toBe(200);
    added.dispose();
  });
});

describe('limits', () => {
  it('an account holds at most 100 subscriptions at once on an instance: the next is RATE_LIMITED, the rest keep working, and ending one makes room', async () => {
    const [alice, bob] = await Promise.all([signUp(base), signUp(base)]);
    const conversation = await openWith(alice, bob);
    const before = await openStreams(base);
    // 100 documents that differ (an alias each): 100 executions for every event of Bob's. Without
    // a bound, one account multiplied each message it receives into as many executions as it liked.
    const phone = socketOf(bob.access_token).client;
    const held = Array.from({ length: 100 }, (_, i) =>
      subscribe(
        phone,
        parse(`subscription { a${i}: messageAdded { text } }`) as TypedDocumentNode<
          Record<string, { text: string }>,
          Record<string, never>
        >,
      ),
    );
    await live(before, 100);

    // The 101st, from another device of Bob's, is refused; Alice's own is not.
    const laptop = socketOf(bob.access_token).client;
    const refused = subscribe(laptop, MESSAGE_ADDED);
    const alices = subscribe(socketOf(alice.access_token).client, MESSAGE_ADDED);
    await waitFor(() => refused.completed, 'the refusal');
    expect(refused.events).toHaveLength(1);
    expect(refused.events[0].errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(refused.events[0].errors?.[0].message).toContain('at most 100 subscriptions at once per account');
    await live(before, 101);

    await send(alice, conversation, 'to every one of them');
    await waitFor(() => held.every((h) => h.events.length === 1) && alices.events.length === 1, 'the message');
    expect(held[99].events[0].data).toEqual({ a99: { text: 'to every one of them' } });

    // Ending one makes room for another.
    held[0].dispose();
    await subscribed(base, before + 100, { exact: true });
    const again = subscribe(laptop, MESSAGE_ADDED);
    await live(before, 101);
    await send(alice, conversation, 'after the room was made');
    await waitFor(() => again.events.length === 1, 'the message on the new subscription');
    expect(again.errors).toEqual([]);
    for (const h of [...held, again, alices]) h.dispose();
    await subscribed(base, before, { exact: true });
  });

  it('an account holds at most 50 websockets at once on an instance: the next is closed 4429, another account is not, and closing one makes room', async () => {
    const [carol, dave] = await Promise.all([signUp(base), signUp(base)]);
    const open = Array.from({ length: 50 }, () => socketOf(carol.access_token));
    await Promise.all(connecting.splice(0));
    expect(open.every((s) => s.closes.length === 0)).toBe(true);

    const refused = socketOf(carol.access_token);
    const daves = socketOf(dave.access_token);
    await Promise.all(connecting.splice(0));
    expect(refused.closes).toEqual([
      expect.objectContaining({ code: 4429, reason: 'Too many connections: at most 50 per account' }),
    ]);
    expect(daves.closes).toEqual([]);

    // One closed: a new one connects and subscribes.
    await open[0].client.dispose();
    const again = socketOf(carol.access_token);
    await Promise.all(connecting.splice(0));
    expect(again.closes).toEqual([]);
    const before = await openStreams(base);
    const sub = subscribe(again.client, MESSAGE_ADDED);
    await live(before, 1);
    sub.dispose();
    for (const s of [...open, again, daves]) await s.client.dispose();
  });
});

describe('sockets per client address', () => {
  // One proxy in front (TRUST_PROXY_HOPS=1): the client address is X-Forwarded-For's last entry,
  // so one test process can be several clients.
  const limited = useService({ WEBSOCKETS_MAX_PER_ADDRESS: '3', TRUST_PROXY_HOPS: '1' });

  /** A raw socket from `address`: 'open' once upgraded (and acknowledged when it signs in), or the HTTP status refusing it. */
  function socketFrom(address: string, token?: string) {
    const socket = new WebSocket(`${limited.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { 'x-forwarded-for': address },
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const outcome = new Promise<'open' | number>((resolve, reject) => {
      socket.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
      socket.once('open', () => {
        if (!token) return resolve('open');
        socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
        socket.once('message', (data) => resolve(JSON.parse(String(data)).type === 'connection_ack' ? 'open' : -1));
      });
    });
    return { socket, outcome, closed };
  }

  it('an address holds at most 3 sockets at once, signed in or not: the next upgrade is 429, other addresses are not, and a closed one makes room', async () => {
    const erin = await signUp(limited.url);
    const held = [socketFrom('198.51.100.7', erin.access_token), socketFrom('198.51.100.7', erin.access_token)];
    // One never signs in: it holds its place until graphql-ws's init timeout closes it (4408).
    const silent = socketFrom('198.51.100.7');
    expect(await Promise.all([...held, silent].map((s) => s.outcome))).toEqual(['open', 'open', 'open']);

    expect(await socketFrom('198.51.100.7', erin.access_token).outcome).toBe(429);
    const other = socketFrom('198.51.100.8', erin.access_token);
    expect(await other.outcome).toBe('open');

    // The silent socket's place comes back when the service closes it; a signed-in one's when the client does.
    expect(await silent.closed).toBe(4408);
    await expect.poll(async () => socketFrom('198.51.100.7', erin.access_token).outcome).toBe('open');
    held[0].socket.close();
    await held[0].closed;
    await expect.poll(async () => socketFrom('198.51.100.7', erin.access_token).outcome).toBe('open');
    for (const s of [held[1], other]) s.socket.close();
  });
});
