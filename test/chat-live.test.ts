import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, ClientOptions } from 'graphql-ws';
import { gql, signUp } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';
import WebSocket from 'ws';

// Ephemeral chat state of issue 35 through GraphQL over HTTP and graphql-ws: typing indicators
// (expiring on the test clock, rate-limited, never stored) and presence.

const svc = useService({
  CHAT_TYPING_MAX_PER_MINUTE: '30',
  PRESENCE_MAX_SUBSCRIPTIONS: '3',
  WEBSOCKETS_PING_SECONDS: '1',
});
let base: string;
beforeAll(() => {
  base = svc.url;
});

type User = Awaited<ReturnType<typeof signUp>>;

async function op(user: User, query: string, variables?: Record<string, unknown>) {
  const res = await gql(base, query, variables, user.access_token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return { data: res.body.data as any, errors: res.body.errors };
}
const mutate = async (user: User, query: string, variables?: Record<string, unknown>) =>
  Object.values((await op(user, query, variables)).data)[0] as any;

const FAIL = '... on Error { code message field }';
const OPEN = `mutation($c: ID, $g: ID) { createConversation(input: { contactId: $c, groupId: $g }) {
  __typename ... on CreateConversationSuccess { conversation { id } } ${FAIL} } }`;
const SEND = `mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, text: $t }) { __typename ${FAIL} } }`;
const TYPING = `mutation($c: ID!, $t: Boolean!) { setTyping(input: { conversationId: $c, typing: $t }) {
  __typename ... on SetTypingSuccess { conversationId typing expiresAt } ${FAIL} } }`;
const CONVERSATIONS = `query { conversations(first: 100) { edges { node { id contactId groupId } } } }`;
const EVENTS = `query { events(first: 100) { edges { node { type } } } }`;
const GROUP = `mutation($name: String!, $ids: [ID!]) { createGroup(input: { name: $name, memberIds: $ids }) {
  __typename ... on CreateGroupSuccess { group { id } } ${FAIL} } }`;
const LEAVE = `mutation($g: ID!) { leaveGroup(input: { groupId: $g }) { __typename ${FAIL} } }`;

async function conversationWith(u: User, otherId: string): Promise<string> {
  const { data } = await op(u, CONVERSATIONS);
  const found = data.conversations.edges.find((e: any) => e.node.contactId === otherId || e.node.groupId === otherId);
  if (!found) throw new Error(`no conversation with ${otherId}`);
  return found.node.id;
}

/** Alice and Bob with a conversation each (Alice wrote first). */
async function pair() {
  const [alice, bob] = [await signUp(base), await signUp(base)];
  const mine = (await mutate(alice, OPEN, { c: bob.user_id })).conversation.id as string;
  await mutate(alice, SEND, { c: mine, t: 'hi' });
  return { alice, bob, mine, theirs: await conversationWith(bob, alice.user_id) };
}

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

/** A graphql-ws subscription of `user`; resolves once the service counts it open. */
async function listen(user: User, query: string, variables?: Record<string, unknown>) {
  const before = await openStreams(base);
  const client = wsClient(base, user.access_token);
  clients.push(client);
  const seen: any[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query, variables },
    {
      next: (r) => (r.errors ? errors.push(r.errors) : seen.push(Object.values(r.data ?? {})[0])),
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  await subscribed(base, before + 1);
  return {
    seen,
    errors,
    client,
    /** Waits (on events, polling the list) until `n` items arrived. */
    async until(n: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (seen.length < n) {
        if (Date.now() > deadline) throw new Error(`got ${seen.length} of ${n}: ${JSON.stringify(seen)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return seen;
    },
  };
}

const TYPING_UPDATED = `subscription($c: ID) { typingUpdated(conversationId: $c) {
  conversationId contactId typing expiresAt expired } }`;

describe('typing indicators', () => {
  it('reach the other side and lapse 5 s after the last renewal', async () => {
    const { alice, bob, mine, theirs } = await pair();
    const sub = await listen(bob, TYPING_UPDATED, { c: theirs });
    const set = await mutate(alice, TYPING, { c: mine, t: true });
    expect(set).toMatchObject({ __typename: 'SetTypingSuccess', conversationId: mine, typing: true });
    await sub.until(1);
    expect(sub.seen[0]).toMatchObject({
      conversationId: theirs,
      contactId: alice.user_id,
      typing: true,
      expired: false,
    });
    expect(sub.seen[0].expiresAt).toBe(set.expiresAt);
    // No renewal: 5 s later on the test clock Bob sees it lapse.
    svc.clock.advance(5_001);
    await sub.until(2);
    expect(sub.seen[1]).toMatchObject({ conversationId: theirs, typing: false, expired: true, expiresAt: null });
    // A renewal within a second is coalesced; stopping is sent as it is.
    svc.clock.advance(1_000);
    await mutate(alice, TYPING, { c: mine, t: true });
    await mutate(alice, TYPING, { c: mine, t: true });
    await mutate(alice, TYPING, { c: mine, t: false });
    await sub.until(4);
    expect(sub.seen.slice(2).map((e) => [e.typing, e.expired])).toEqual([
      [true, false],
      [false, false],
    ]);
    // Alice's own typing is not sent back to her, and nothing of it is stored.
    const events = (await op(alice, EVENTS)).data.events.edges.map((e: any) => e.node.type);
    expect(
      events.filter((t: string) => !['MESSAGE_CREATED', 'CONVERSATION_CREATED', 'CONVERSATION_UPDATED'].includes(t)),
    ).toEqual([]);
  });

  it('reach every other member of a group; refused to strangers and to members who left', async () => {
    const [alice, bob, carol, eve] = [await signUp(base), await signUp(base), await signUp(base), await signUp(base)];
    const group = (await mutate(alice, GROUP, { name: 'Typists', ids: [bob.user_id, carol.user_id] })).group.id;
    const [mine, bobs, carols] = [
      await conversationWith(alice, group),
      await conversationWith(bob, group),
      await conversationWith(carol, group),
    ];
    const bobSub = await listen(bob, TYPING_UPDATED);
    const carolSub = await listen(carol, TYPING_UPDATED);
    await mutate(alice, TYPING, { c: mine, t: true });
    await bobSub.until(1);
    await carolSub.until(1);
    expect(bobSub.seen[0]).toMatchObject({ conversationId: bobs, contactId: alice.user_id, typing: true });
    expect(carolSub.seen[0]).toMatchObject({ conversationId: carols, contactId: alice.user_id, typing: true });
    // Eve with Alice's conversation id: as if it did not exist.
    expect(await mutate(eve, TYPING, { c: mine, t: true })).toMatchObject({
      __typename: 'NotFoundError',
      field: 'conversationId',
    });
    // Eve cannot listen to it either.
    const res = await gql(base, TYPING_UPDATED, { c: mine }, eve.access_token);
    expect(JSON.stringify(res.body)).toMatch(/NOT_FOUND|not found/);
    await mutate(carol, LEAVE, { g: group });
    expect(await mutate(carol, TYPING, { c: carols, t: true })).toMatchObject({ __typename: 'UnprocessableError' });
  });

  it('are rate-limited per account (CHAT_TYPING_MAX_PER_MINUTE)', async () => {
    const { alice, mine } = await pair();
    for (let i = 0; i < 30; i++) await mutate(alice, TYPING, { c: mine, t: i % 2 === 0 });
    const refused = await op(alice, TYPING, { c: mine, t: true }).catch((e) => e);
    expect(String(refused)).toMatch(/RATE_LIMITED/);
  });
});

const PRESENCE_UPDATED = `subscription { presenceUpdated { contactId state lastSeenAt } }`;
const PRESENCE = `query($ids: [ID!]!) { presence(userIds: $ids) { contactId state lastSeenAt } }`;
const SET_AWAY = `mutation($a: Boolean!) { setPresence(input: { away: $a }) { __typename ... on SetPresenceSuccess { away } } }`;
const PRIVACY = `mutation($h: Boolean!) { updateChatPrivacy(input: { hideLastSeen: $h }) {
  __typename ... on UpdateChatPrivacySuccess { hideLastSeen } } }`;

/** A live connection of `user` with no operation on it (presence only). */
async function connect(user: User, options: Partial<ClientOptions> = {}) {
  const client = wsClient(base, user.access_token, { lazy: false, ...options });
  clients.push(client);
  await new Promise<void>((resolve) => client.on('connected', () => resolve()));
  return client;
}

describe('presence', () => {
  it('online, away, offline with last seen, live to someone sharing a conversation', async () => {
    const { alice, bob } = await pair();
    expect((await op(bob, PRESENCE, { ids: [alice.user_id] })).data.presence).toEqual([
      { contactId: alice.user_id, state: 'OFFLINE', lastSeenAt: null },
    ]);
    const sub = await listen(bob, PRESENCE_UPDATED);
    const alicesSocket = await connect(alice);
    await sub.until(1);
    expect(sub.seen[0]).toEqual([{ contactId: alice.user_id, state: 'ONLINE', lastSeenAt: null }]);
    expect(await mutate(alice, SET_AWAY, { a: true })).toEqual({ __typename: 'SetPresenceSuccess', away: true });
    await sub.until(2);
    expect(sub.seen[1]).toEqual([{ contactId: alice.user_id, state: 'AWAY', lastSeenAt: null }]);
    await alicesSocket.dispose();
    await sub.until(3);
    expect(sub.seen[2]).toEqual([
      { contactId: alice.user_id, state: 'OFFLINE', lastSeenAt: expect.stringMatching(/Z$/) },
    ]);
    // Alice hides her last seen: Bob sees offline, without the time.
    expect(await mutate(alice, PRIVACY, { h: true })).toEqual({
      __typename: 'UpdateChatPrivacySuccess',
      hideLastSeen: true,
    });
    expect((await op(bob, PRESENCE, { ids: [alice.user_id] })).data.presence).toEqual([
      { contactId: alice.user_id, state: 'OFFLINE', lastSeenAt: null },
    ]);
    // Through the conversation's contact as well.
    const { data } = await op(
      bob,
      `query { conversations(first: 5) { edges { node { contact { id presence { state lastSeenAt } } } } } }`,
    );
    expect(data.conversations.edges.map((e: any) => e.node.contact)).toContainEqual({
      id: alice.user_id,
      presence: { state: 'OFFLINE', lastSeenAt: null },
    });
  });

  it('a phone gone without closing its socket (it answers no ping) goes OFFLINE within two pings', async () => {
    const { alice, bob } = await pair();
    const sub = await listen(bob, PRESENCE_UPDATED);
    // Alice's phone loses its network: nothing closes the socket, and nothing answers on it.
    class Unanswering extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { autoPong: false });
      }
    }
    let closed: number | undefined;
    await connect(alice, {
      webSocketImpl: Unanswering,
      retryAttempts: 0,
      onNonLazyError: () => {}, // the end is checked below
      on: { closed: (event) => (closed = (event as { code: number }).code) },
    });
    await sub.until(1);
    expect(sub.seen[0]).toEqual([{ contactId: alice.user_id, state: 'ONLINE', lastSeenAt: null }]);
    // WEBSOCKETS_PING_SECONDS is 1 here: ended between one and two seconds on, then the batch.
    await sub.until(2);
    expect(sub.seen[1]).toEqual([
      { contactId: alice.user_id, state: 'OFFLINE', lastSeenAt: expect.stringMatching(/Z$/) },
    ]);
    expect(closed).toBe(1006); // ended by the service without a closing handshake
  });

  it('a phone that stops reading while messages pour in (its network still acknowledging) goes OFFLINE too', async () => {
    const { alice, bob, theirs } = await pair();
    const sub = await listen(bob, PRESENCE_UPDATED);
    // Alice's app freezes: her phone's network stack keeps acknowledging, but nothing reads the
    // socket, so what the service writes to it piles up there and no ping is answered.
    let socket: WebSocket | undefined;
    class Freezing extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols);
        socket = this;
      }
    }
    const alicesPhone = await connect(alice, {
      webSocketImpl: Freezing,
      retryAttempts: 0,
      onNonLazyError: () => {},
    });
    await sub.until(1);
    expect(sub.seen[0]).toEqual([{ contactId: alice.user_id, state: 'ONLINE', lastSeenAt: null }]);
    // Her 50 open chats, each a messageAdded subscription: a message of Bob's is 50 frames to her.
    const LISTENERS = 50;
    const got = new Array<number>(LISTENERS).fill(0);
    for (let i = 0; i < LISTENERS; i++)
      alicesPhone.subscribe(
        { query: `subscription { messageAdded { id text } }` },
        { next: () => void got[i]++, error: () => {}, complete: () => {} },
      );
    await mutate(bob, SEND, { c: theirs, t: 'ready?' });
    const deadline = Date.now() + 5000;
    while (got.some((n) => n === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(got.every((n) => n === 1)).toBe(true);
    socket!.pause();
    // 40 long messages: 2,000 frames of ~4 KB, far more than the kernels' buffers between them
    // hold, so the rest waits in the service (a backlog that never drains).
    for (let i = 0; i < 40; i++) await mutate(bob, SEND, { c: theirs, t: `${i} ${'x'.repeat(3_990)}` });
    // WEBSOCKETS_PING_SECONDS is 1 here: a backlog that does not shrink over three pings ends it.
    await sub.until(2, 10_000);
    expect(sub.seen[1]).toEqual([
      { contactId: alice.user_id, state: 'OFFLINE', lastSeenAt: expect.stringMatching(/Z$/) },
    ]);
  });

  it('is hidden from anyone who shares no conversation (opening one alone is not enough)', async () => {
    const { alice } = await pair();
    const eve = await signUp(base);
    await connect(alice);
    expect((await op(eve, PRESENCE, { ids: [alice.user_id] })).data.presence).toEqual([]);
    await mutate(eve, OPEN, { c: alice.user_id });
    expect((await op(eve, PRESENCE, { ids: [alice.user_id] })).data.presence).toEqual([]);
    const { data } = await op(
      eve,
      `query { conversations(first: 5) { edges { node { contact { id presence { state } } } } } }`,
    );
    expect(data.conversations.edges[0].node.contact).toEqual({ id: alice.user_id, presence: null });
  });

  it('comes in batches: several contacts coming online make few events, each a list', async () => {
    const bob = await signUp(base);
    const friends = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(base)));
    const group = (await mutate(bob, GROUP, { name: 'Friends', ids: friends.map((f) => f.user_id) })).group.id;
    expect(group).toBeTruthy();
    const sub = await listen(bob, PRESENCE_UPDATED);
    await Promise.all(friends.map((f) => connect(f)));
    const deadline = Date.now() + 5000;
    const online = () =>
      new Set(
        sub.seen
          .flat()
          .filter((p: any) => p.state === 'ONLINE')
          .map((p: any) => p.contactId),
      );
    while (online().size < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect([...online()].sort()).toEqual(friends.map((f) => f.user_id).sort());
    expect(sub.seen.every((batch) => Array.isArray(batch))).toBe(true);
  });

  it('caps the presenceUpdated subscriptions of an account (PRESENCE_MAX_SUBSCRIPTIONS, 3 here)', async () => {
    const { alice, bob } = await pair();
    // Three different documents (identical ones of one session share one execution, counted once).
    const doc = (i: number) => `subscription Watch${i} { presenceUpdated { contactId state } }`;
    const held = [await listen(bob, doc(1)), await listen(bob, doc(2)), await listen(bob, doc(3))];
    // The fourth, on a socket of its own: refused, with the limit named.
    const refused = await refusal(bob, doc(4));
    expect(refused).toMatchObject([
      {
        message: 'at most 3 presenceUpdated subscriptions at once per account; end one before opening another',
        extensions: { code: 'RATE_LIMITED' },
      },
    ]);
    // The first three still work.
    await connect(alice);
    for (const sub of held) {
      await sub.until(1);
      expect(sub.seen[0]).toEqual([{ contactId: alice.user_id, state: 'ONLINE' }]);
    }
    // One ends: its place is free again (the count follows the streams' end).
    const before = await openStreams(base);
    await held[0].client.dispose();
    await subscribed(base, before - 1, { exact: true });
    const again = await listen(bob, doc(5));
    expect(again.errors).toEqual([]);
    expect(await refusal(bob, doc(6))).toMatchObject([{ extensions: { code: 'RATE_LIMITED' } }]);
    // Another account is not affected by Bob's.
    expect((await listen(alice, doc(1))).errors).toEqual([]);
  });
});

/** The errors a subscription of `user` is answered with instead of a stream (fails if it opens). */
async function refusal(user: User, query: string) {
  const client = wsClient(base, user.access_token);
  clients.push(client);
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no refusal within 5 s')), 5000);
    client.subscribe(
      { query },
      {
        next: (r) => (clearTimeout(timer), r.errors ? resolve(r.errors) : reject(new Error(JSON.stringify(r)))),
        error: (e) => (clearTimeout(timer), resolve(e)),
        complete: () => {},
      },
    );
  });
}
