import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { call, gql, signUp } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';

// Chat features of issue 35 through GraphQL over HTTP and graphql-ws: edit, delete for me,
// delete for everyone (within the window), replies, group read receipts, mentions.

// A 2 h window for deleting for everyone (default 24 h): the test clock passes it without
// outliving the 12 h access tokens.
const svc = useService({ CHAT_DELETE_WINDOW_HOURS: '2' });
let base: string;
beforeAll(() => {
  base = svc.url;
});

type User = Awaited<ReturnType<typeof signUp>> & { tag?: string };
let n = 0;

/** A user with a profile and a usertag (mentions and receipts name people by it). */
async function person(name: string): Promise<User> {
  const user: User = await signUp(base);
  const tag = `${name}_${process.pid % 1000}${Date.now() % 100000}${n++}`.slice(0, 30);
  const res = await call(base, 'POST', '/account/profile/create', {
    access_token: user.access_token,
    user_id: user.user_id,
    first_name: name,
    last_name: 'Test',
    dob: '1990-01-01',
    phone_number: '+233241234567',
    usertag: tag,
    address_l1: '1 Ring Road',
    address_l2: '',
    address_postcode: '',
    ccy_iso_default: 'GHS',
    entropy: 'abcdefgh12',
  });
  expect(res.status).toBe(201);
  user.tag = tag;
  return user;
}

async function op(user: User, query: string, variables?: Record<string, unknown>) {
  const res = await gql(base, query, variables, user.access_token);
  if (res.body.errors || !res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as any;
}
/** The one root field of a mutation: its success or its typed error. */
async function mutate(user: User, query: string, variables?: Record<string, unknown>) {
  const data = await op(user, query, variables);
  return Object.values(data)[0] as any;
}

const FAIL = '... on Error { code message field }';
const MESSAGE_FIELDS = `id text editedAt deletedAt deleted fromViewer replyTo { messageId text deleted contactId }
  mentions { id username } readBy { contactId username readAt }`;
const OPEN = `mutation($c: ID, $g: ID) { createConversation(input: { contactId: $c, groupId: $g }) {
  __typename ... on CreateConversationSuccess { conversation { id } } ${FAIL} } }`;
const SEND = `mutation($c: ID!, $t: String!, $r: ID) { sendMessage(input: { conversationId: $c, text: $t, replyToId: $r }) {
  __typename ... on SendMessageSuccess { sentMessage { ${MESSAGE_FIELDS} } } ${FAIL} } }`;
const EDIT = `mutation($m: ID!, $t: String!) { editMessage(input: { messageId: $m, text: $t }) {
  __typename ... on EditMessageSuccess { editedMessage { ${MESSAGE_FIELDS} } } ${FAIL} } }`;
const DELETE = `mutation($m: ID!, $e: Boolean) { deleteMessage(input: { messageId: $m, forEveryone: $e }) {
  __typename ... on DeleteMessageSuccess { messageId forEveryone } ${FAIL} } }`;
const THREAD = `query($c: ID!) { conversation(id: $c) { unreadCount unreadMentionCount
  messages(last: 5) { edges { node { ${MESSAGE_FIELDS} reactions { emoji } } } } } }`;
const CONVERSATIONS = `query { conversations(first: 100) { edges { node { id contactId groupId } } } }`;
const READ = `mutation($c: ID!) { markConversationRead(input: { id: $c }) { __typename ${FAIL} } }`;
const REACT = `mutation($m: ID!) { addReaction(input: { messageId: $m, emoji: "👍" }) { __typename ${FAIL} } }`;
const GROUP = `mutation($name: String!, $ids: [ID!]) { createGroup(input: { name: $name, memberIds: $ids }) {
  __typename ... on CreateGroupSuccess { group { id } } ${FAIL} } }`;
const LEAVE = `mutation($g: ID!) { leaveGroup(input: { groupId: $g }) { __typename ${FAIL} } }`;
const EVENTS = `query { events(first: 100) { edges { node { type payload } } } }`;

const openWith = async (u: User, other: User) =>
  (await mutate(u, OPEN, { c: other.user_id })).conversation.id as string;
async function send(u: User, c: string, t: string, r?: string) {
  const res = await mutate(u, SEND, { c, t, r });
  if (res.__typename !== 'SendMessageSuccess') throw new Error(JSON.stringify(res));
  return res.sentMessage;
}
/** The user's conversation with a contact or a group. */
async function conversationWith(u: User, otherId: string): Promise<string> {
  const data = await op(u, CONVERSATIONS);
  const found = data.conversations.edges.find((e: any) => e.node.contactId === otherId || e.node.groupId === otherId);
  if (!found) throw new Error(`no conversation with ${otherId}`);
  return found.node.id;
}
const thread = async (u: User, c: string) => (await op(u, THREAD, { c })).conversation;
const texts = async (u: User, c: string) =>
  (await thread(u, c)).messages.edges.map((e: any) => e.node.text) as string[];

async function pair() {
  const [alice, bob] = [await person('alice'), await person('bob')];
  const mine = await openWith(alice, bob);
  const first = await send(alice, mine, 'hello bob');
  const theirs = await conversationWith(bob, alice.user_id);
  return { alice, bob, mine, theirs, first };
}

describe('editing a message', () => {
  it('changes the text on every copy and sets editedAt; the previous text is not shown to anyone', async () => {
    const { alice, bob, mine, theirs, first } = await pair();
    expect(first.editedAt).toBeNull();
    const edited = await mutate(alice, EDIT, { m: first.id, t: '  hello Bob!  ' });
    expect(edited.__typename).toBe('EditMessageSuccess');
    expect(edited.editedMessage).toMatchObject({ id: first.id, text: 'hello Bob!', deleted: false });
    expect(edited.editedMessage.editedAt).toMatch(/Z$/);
    expect(await texts(bob, theirs)).toEqual(['hello Bob!']);
    expect(await texts(alice, mine)).toEqual(['hello Bob!']);
    const bobsCopy = (await thread(bob, theirs)).messages.edges[0].node;
    expect(bobsCopy.editedAt).toBe(edited.editedMessage.editedAt);
    // The event log tells each copy's owner: message.updated with the new text only.
    const events = (await op(bob, EVENTS)).events.edges.map((e: any) => JSON.parse(e.node.payload));
    const updated = events.filter((e: any) => e.type === 'message.updated');
    expect(updated).toHaveLength(1);
    expect(updated[0].data).toMatchObject({ id: bobsCopy.id, text: 'hello Bob!', fromViewer: false });
    expect(JSON.stringify(events.filter((e: any) => e.type !== 'message.created'))).not.toContain('hello bob"');
  });

  it("refuses someone else's message, another user's message id, a payment-free empty text and a deleted message", async () => {
    const { alice, bob, theirs, first } = await pair();
    const bobsCopy = (await thread(bob, theirs)).messages.edges[0].node;
    // Bob's own copy of Alice's message: not his to edit.
    expect(await mutate(bob, EDIT, { m: bobsCopy.id, t: 'forged' })).toMatchObject({
      __typename: 'UnprocessableError',
      code: 'UNPROCESSABLE',
    });
    // A stranger with Alice's message id: as if it did not exist.
    const eve = await person('eve');
    expect(await mutate(eve, EDIT, { m: first.id, t: 'forged' })).toMatchObject({
      __typename: 'NotFoundError',
      field: 'messageId',
    });
    expect(await mutate(alice, EDIT, { m: first.id, t: '   ' })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'text',
    });
    expect(await texts(bob, theirs)).toEqual(['hello bob']);
    await mutate(alice, DELETE, { m: first.id, e: true });
    expect(await mutate(alice, EDIT, { m: first.id, t: 'back' })).toMatchObject({ __typename: 'UnprocessableError' });
  });
});

describe('deleting a message', () => {
  it('for me removes only my copy; the other side keeps theirs', async () => {
    const { alice, bob, mine, theirs, first } = await pair();
    await send(bob, theirs, 'hi alice');
    const res = await mutate(bob, DELETE, { m: (await thread(bob, theirs)).messages.edges[0].node.id });
    expect(res).toMatchObject({ __typename: 'DeleteMessageSuccess', forEveryone: false });
    expect(await texts(bob, theirs)).toEqual(['hi alice']);
    expect(await texts(alice, mine)).toEqual(['hello bob', 'hi alice']);
    // Again: that copy is gone.
    expect(await mutate(bob, DELETE, { m: res.messageId })).toMatchObject({ __typename: 'NotFoundError' });
    // A stranger cannot delete Alice's copy by its id.
    const eve = await person('eve');
    expect(await mutate(eve, DELETE, { m: first.id })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await texts(alice, mine)).toEqual(['hello bob', 'hi alice']);
  });

  it('for everyone leaves "message deleted" on every copy, without its reactions', async () => {
    const { alice, bob, mine, theirs, first } = await pair();
    const bobsCopy = (await thread(bob, theirs)).messages.edges[0].node;
    await mutate(bob, REACT, { m: bobsCopy.id });
    const res = await mutate(alice, DELETE, { m: first.id, e: true });
    expect(res).toMatchObject({ __typename: 'DeleteMessageSuccess', forEveryone: true, messageId: first.id });
    for (const [u, c] of [
      [alice, mine],
      [bob, theirs],
    ] as const) {
      const node = (await thread(u, c)).messages.edges[0].node;
      expect(node).toMatchObject({ text: 'message deleted', deleted: true, reactions: [] });
      expect(node.deletedAt).toMatch(/Z$/);
    }
    const events = (await op(bob, EVENTS)).events.edges.map((e: any) => JSON.parse(e.node.payload));
    expect(events.find((e: any) => e.type === 'message.deleted')?.data).toMatchObject({ id: bobsCopy.id, text: '' });
  });

  it('for everyone: only the sender, and only within the window (CHAT_DELETE_WINDOW_HOURS)', async () => {
    const { alice, bob, mine, theirs, first } = await pair();
    const bobsCopy = (await thread(bob, theirs)).messages.edges[0].node;
    expect(await mutate(bob, DELETE, { m: bobsCopy.id, e: true })).toMatchObject({
      __typename: 'UnprocessableError',
    });
    svc.clock.advance(2 * 3_600_000 + 1000);
    const late = await mutate(alice, DELETE, { m: first.id, e: true });
    expect(late).toMatchObject({ __typename: 'UnprocessableError', field: 'messageId' });
    expect(late.message).toMatch(/within 2 h/);
    expect(await texts(bob, theirs)).toEqual(['hello bob']);
    // Deleting for oneself still works after the window.
    expect(await mutate(alice, DELETE, { m: first.id, e: false })).toMatchObject({ forEveryone: false });
    expect(await texts(alice, mine)).toEqual([]);
  });
});

describe('edits and deletes are live', () => {
  const clients: Client[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
  });

  it('reach the other side through conversationUpdated over graphql-ws', async () => {
    const { alice, bob, theirs, first } = await pair();
    const second = await send(alice, await conversationWith(alice, bob.user_id), 'second');
    const before = await openStreams(base);
    const client = wsClient(base, bob.access_token);
    clients.push(client);
    const seen: any[] = [];
    client.subscribe(
      {
        query: `subscription { conversationUpdated { conversationId removedMessageId message { id text editedAt deleted } } }`,
      },
      { next: (r) => seen.push((r.data as any).conversationUpdated), error: () => {}, complete: () => {} },
    );
    await subscribed(base, before + 1);
    const copies = (await thread(bob, theirs)).messages.edges.map((e: any) => e.node.id);
    // Each update is read when it is delivered, so the next change waits for it (a copy removed
    // before its deletion for everyone is delivered is delivered as removed).
    const heard = async (n: number) => {
      const until = Date.now() + 5000;
      while (seen.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    };
    await mutate(alice, EDIT, { m: first.id, t: 'edited live' });
    await heard(1);
    await mutate(alice, DELETE, { m: second.id, e: true });
    await heard(2);
    await mutate(bob, DELETE, { m: copies[0] });
    // A copy already deleted for everyone can still go from its owner's thread: it is removed too.
    await mutate(bob, DELETE, { m: copies[1] });
    await heard(4);
    expect(seen).toEqual([
      {
        conversationId: theirs,
        removedMessageId: null,
        message: expect.objectContaining({ id: copies[0], text: 'edited live' }),
      },
      {
        conversationId: theirs,
        removedMessageId: null,
        message: { id: copies[1], text: 'message deleted', editedAt: null, deleted: true },
      },
      { conversationId: theirs, removedMessageId: copies[0], message: null },
      { conversationId: theirs, removedMessageId: copies[1], message: null },
    ]);
  });
});

describe('replies', () => {
  it('quote the original with its current text, or "deleted"', async () => {
    const { alice, bob, mine, theirs, first } = await pair();
    const bobsCopy = (await thread(bob, theirs)).messages.edges[0].node;
    const reply = await send(bob, theirs, 'hi!', bobsCopy.id);
    expect(reply.replyTo).toEqual({
      messageId: bobsCopy.id,
      text: 'hello bob',
      deleted: false,
      contactId: alice.user_id,
    });
    // Alice's copy of the reply quotes her own copy of the original.
    let alicesReply = (await thread(alice, mine)).messages.edges[1].node;
    expect(alicesReply.replyTo).toEqual({
      messageId: first.id,
      text: 'hello bob',
      deleted: false,
      contactId: alice.user_id,
    });
    await mutate(alice, EDIT, { m: first.id, t: 'hello again' });
    alicesReply = (await thread(alice, mine)).messages.edges[1].node;
    expect(alicesReply.replyTo.text).toBe('hello again');
    await mutate(alice, DELETE, { m: first.id, e: true });
    alicesReply = (await thread(alice, mine)).messages.edges[1].node;
    expect(alicesReply.replyTo).toMatchObject({ text: 'deleted', deleted: true });
    // Refused: replying to a deleted message, or to a message of another conversation.
    expect(await mutate(alice, SEND, { c: mine, t: 'x', r: first.id })).toMatchObject({
      __typename: 'UnprocessableError',
    });
    const carol = await person('carol');
    const other = await openWith(alice, carol);
    expect(await mutate(alice, SEND, { c: other, t: 'x', r: alicesReply.id })).toMatchObject({
      __typename: 'NotFoundError',
      field: 'replyToId',
    });
  });
});

describe('groups: read receipts and mentions', () => {
  it('readBy lists the members who read a message; mentions resolve @usertag to members and count unread', async () => {
    const [alice, bob, carol, outsider] = [
      await person('alice'),
      await person('bob'),
      await person('carol'),
      await person('dave'),
    ];
    const created = await mutate(alice, GROUP, { name: 'Trip', ids: [bob.user_id, carol.user_id] });
    const groupId = created.group.id;
    const mine = await conversationWith(alice, groupId);
    const sent = await send(
      alice,
      mine,
      `@${bob.tag?.toUpperCase()} and @${outsider.tag}, see you (mail me at a@${carol.tag}.com)`,
    );
    expect(sent.mentions).toEqual([{ id: bob.user_id, username: bob.tag }]);
    expect(sent.readBy).toEqual([]);
    const bobs = await conversationWith(bob, groupId);
    const carols = await conversationWith(carol, groupId);
    expect(await thread(bob, bobs)).toMatchObject({ unreadCount: 1, unreadMentionCount: 1 });
    expect(await thread(carol, carols)).toMatchObject({ unreadCount: 1, unreadMentionCount: 0 });
    await op(bob, READ, { c: bobs });
    expect(await thread(bob, bobs)).toMatchObject({ unreadCount: 0, unreadMentionCount: 0 });
    const readBy = (await thread(alice, mine)).messages.edges[0].node.readBy;
    expect(readBy).toEqual([{ contactId: bob.user_id, username: bob.tag, readAt: expect.stringMatching(/Z$/) }]);
    await op(carol, READ, { c: carols });
    expect((await thread(bob, bobs)).messages.edges[0].node.readBy.map((r: any) => r.contactId)).toEqual([
      bob.user_id,
      carol.user_id,
    ]);
    // An edit resolves mentions again.
    const edited = await mutate(alice, EDIT, { m: sent.id, t: `now @${carol.tag}` });
    expect(edited.editedMessage.mentions).toEqual([{ id: carol.user_id, username: carol.tag }]);
    // Members only: after leaving, Carol sees no receipts.
    await mutate(carol, LEAVE, { g: groupId });
    expect((await thread(carol, carols)).messages.edges[0].node.readBy).toEqual([]);
    // A contact conversation has no readBy (readAt is its receipt).
    const { alice: a2, mine: m2 } = await pair();
    expect((await thread(a2, m2)).messages.edges[0].node.readBy).toEqual([]);
  });

  it('the unread mention count follows the text: an edit moves the mention, a deletion for everyone takes it away', async () => {
    const [alice, bob, carol] = [await person('alice'), await person('bob'), await person('carol')];
    const created = await mutate(alice, GROUP, { name: 'Makola stall', ids: [bob.user_id, carol.user_id] });
    const groupId = created.group.id;
    const mine = await conversationWith(alice, groupId);
    const bobs = await conversationWith(bob, groupId);
    const carols = await conversationWith(carol, groupId);
    // What Bob's and Carol's conversation lists show.
    const mentions = async () => [
      (await thread(bob, bobs)).unreadMentionCount,
      (await thread(carol, carols)).unreadMentionCount,
    ];
    const sent = await send(alice, mine, `@${bob.tag} the stall opens at 8`);
    expect(await mentions()).toEqual([1, 0]);
    await mutate(alice, EDIT, { m: sent.id, t: `@${carol.tag} the stall opens at 8` });
    expect(await mentions()).toEqual([0, 1]);
    await mutate(alice, EDIT, { m: sent.id, t: `@${bob.tag} @${carol.tag} the stall opens at 9` });
    expect(await mentions()).toEqual([1, 1]);
    expect((await thread(alice, mine)).unreadMentionCount).toBe(0); // her own copy: she wrote it
    await mutate(alice, DELETE, { m: sent.id, e: true });
    expect(await mentions()).toEqual([0, 0]);
  });
});
