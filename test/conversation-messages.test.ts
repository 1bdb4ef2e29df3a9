import { beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from './generated/gql/index.js';
import { call, gql, signUp } from './helpers/service.js';
import { useModules } from './helpers/modules.js';

// Messages, read state, reactions, contacts and groups through GraphQL.

const svc = useModules();
let base: string;
beforeAll(() => {
  base = svc.url;
});

type User = Awaited<ReturnType<typeof signUp>>;

async function op<R, V>(user: User, document: TypedDocumentNode<R, V>, variables?: V): Promise<R> {
  const res = await gql(base, document, variables, user.access_token);
  if (res.body.errors || !res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}
async function opError<R, V>(user: User, document: TypedDocumentNode<R, V>, variables?: V) {
  const res = await gql(base, document, variables, user.access_token);
  expect(res.body.errors, 'expected an error').toBeDefined();
  return res.body.errors?.[0];
}

/** A mutation's answer: its one root field, a <Name>Payload union. */
type Payloads = Record<string, { __typename: string }>;
type Succeeded<R extends Payloads> = Exclude<R[keyof R], { __typename: `${string}Error` }>;
type Failed<R extends Payloads> = Extract<R[keyof R], { __typename: `${string}Error` }>;

/** A mutation's <Name>Success (its one root field); a typed error fails the test. */
async function mutate<R extends Payloads, V>(user: User, document: TypedDocumentNode<R, V>, variables?: V) {
  const [payload] = Object.values(await op(user, document, variables));
  if (payload.__typename.endsWith('Error')) throw new Error(JSON.stringify(payload));
  return payload as Succeeded<R>;
}
/** A mutation's expected failure: the typed error in `data` (no top-level error). */
async function failure<R extends Payloads, V>(user: User, document: TypedDocumentNode<R, V>, variables?: V) {
  const [payload] = Object.values(await op(user, document, variables));
  expect(payload.__typename, 'expected a typed error').toMatch(/Error$/);
  return payload as Failed<R>;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// Typed documents (npm run codegen types their variables and answers). A mutation selects
// `... on Error { code message field }`: what it answers in `data` besides its success.
const OPEN = graphql(`
  mutation TestMessagesOpen($c: ID, $g: ID) {
    createConversation(input: { contactId: $c, groupId: $g }) {
      __typename
      ... on CreateConversationSuccess { created conversation { id } }
      ... on Error { code message field }
    }
  }
`);
const SEND = graphql(`
  mutation TestMessagesSend($c: ID!, $t: String!) {
    sendMessage(input: { conversationId: $c, text: $t }) {
      __typename
      ... on SendMessageSuccess {
        sentMessage { id conversationId text fromViewer cursor createdAt readAt contact { id } }
      }
      ... on Error { code message field }
    }
  }
`);
const READ = graphql(`
  mutation TestMessagesMarkRead($c: ID!) {
    markConversationRead(input: { id: $c }) {
      __typename
      ... on MarkConversationReadSuccess { conversation { id lastOpenedAt unreadCount } }
      ... on Error { code message field }
    }
  }
`);
const UNREAD = graphql(`
  query TestMessagesUnread {
    viewer { unreadCount }
    conversations(first: 100) { edges { node { id contactId groupId unreadCount } } }
  }
`);
const READ_AT = graphql(`
  query TestMessagesReadAt($c: ID!) { messages(conversationId: $c) { edges { node { readAt } } } }
`);

const openWith = async (u: User, contact: User) => (await mutate(u, OPEN, { c: contact.user_id })).conversation.id;
const send = async (u: User, conversationId: string, text: string) =>
  (await mutate(u, SEND, { c: conversationId, t: text })).sentMessage;

async function unread(u: User) {
  const data = await op(u, UNREAD);
  const per: Record<string, number> = {};
  for (const { node } of data.conversations.edges) per[`${node.contactId ?? node.groupId}`] = node.unreadCount;
  return { total: data.viewer?.unreadCount, per };
}

/** The user's conversation with a contact (or a group). */
async function conversationWith(u: User, otherId: string) {
  const data = await op(u, UNREAD);
  return data.conversations.edges.map((e) => e.node).find((n) => n.contactId === otherId || n.groupId === otherId);
}
/** The id of the user's conversation with a contact (or a group), which must exist. */
async function conversationIdWith(u: User, otherId: string) {
  const found = await conversationWith(u, otherId);
  if (!found) throw new Error(`no conversation with ${otherId}`);
  return found.id;
}

const RECEIVED = graphql(`
  query TestMessagesReceived($c: ID!) {
    conversation(id: $c) { contactId lastActiveAt lastMessage { text fromViewer contact { id } } }
  }
`);
const THREAD = graphql(`
  query TestMessagesThread($c: ID!) { conversation(id: $c) { messages { edges { node { text fromViewer } } } } }
`);
const COUNTS = graphql(`
  query TestMessagesCounts($c: ID!) {
    conversation(id: $c) { unreadCount messages(first: 100) { edges { node { text } } } }
    viewer { unreadCount }
  }
`);

describe('sendMessage', () => {
  it("delivers into the contact's own conversation with the sender, created if needed", async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const mine = await openWith(alice, bob);
    expect(await conversationWith(bob, alice.user_id)).toBeUndefined();
    const sent = await send(alice, mine, '  Hello Bob  ');
    expect(sent).toMatchObject({
      conversationId: mine,
      text: 'Hello Bob',
      fromViewer: true,
      readAt: null,
      contact: { id: alice.user_id },
    });
    expect(sent.createdAt).toMatch(ISO);
    const bobs = await conversationWith(bob, alice.user_id);
    expect(bobs).toBeDefined();
    const received = await op(bob, RECEIVED, { c: bobs!.id });
    expect(received.conversation).toEqual({
      contactId: alice.user_id,
      lastActiveAt: sent.createdAt,
      lastMessage: { text: 'Hello Bob', fromViewer: false, contact: { id: alice.user_id } },
    });
    // A reply lands in Alice's existing conversation.
    await send(bob, bobs!.id, 'Hi Alice');
    const thread = await op(alice, THREAD, { c: mine });
    expect(thread.conversation?.messages.edges.map((e) => e.node)).toEqual([
      { text: 'Hello Bob', fromViewer: true },
      { text: 'Hi Alice', fromViewer: false },
    ]);
    expect(
      await svc.infra.prisma.conversation.count({ where: { owner: { uuid: { in: [alice.user_id, bob.user_id] } } } }),
    ).toBe(2);
  });

  it.each([
    ['empty', '', 'text must not be empty'],
    ['blank', '   ', 'text must not be empty'],
    ['4001 characters', 'x'.repeat(4001), 'text must be at most 4000 characters'],
  ])('refuses a message: %s', async (_name, text, detail) => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const c = await openWith(alice, bob);
    expect(await failure(alice, SEND, { c, t: text })).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: detail,
      field: 'text',
    });
    expect(await svc.infra.prisma.message.count({ where: { conversationId: c } })).toBe(0);
  });

  it('concurrent sends both ways all arrive, each side in one conversation', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const [a, b] = await Promise.all([openWith(alice, bob), openWith(bob, alice)]);
    await Promise.all(Array.from({ length: 10 }, (_, i) => [send(alice, a, `a${i}`), send(bob, b, `b${i}`)]).flat());
    for (const [u, c] of [
      [alice, a],
      [bob, b],
    ] as const) {
      const data = await op(u, COUNTS, { c });
      expect(data.conversation?.messages.edges).toHaveLength(20);
      expect(data.conversation?.unreadCount).toBe(10);
      expect(data.viewer?.unreadCount).toBe(10);
    }
    expect(
      await svc.infra.prisma.conversation.count({ where: { owner: { uuid: { in: [alice.user_id, bob.user_id] } } } }),
    ).toBe(2);
  });

  it("first messages sent at once create the contact's conversation once", async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const a = await openWith(alice, bob);
    await Promise.all(Array.from({ length: 8 }, (_, i) => send(alice, a, `m${i}`)));
    const bobs = await svc.infra.prisma.conversation.findMany({
      where: { owner: { uuid: bob.user_id } },
      include: { _count: { select: { messages: true } } },
    });
    expect(bobs).toHaveLength(1);
    expect(bobs[0]._count.messages).toBe(8);
  });

  it('a malformed conversation id is an InvalidInputError, an unknown one a NotFoundError', async () => {
    const alice = await signUp(base);
    expect(await failure(alice, SEND, { c: 'x', t: 'hi' })).toMatchObject({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      field: 'conversationId',
    });
    expect(await failure(alice, SEND, { c: '00000000-0000-4000-8000-000000000000', t: 'hi' })).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
      message: 'conversation was not found',
      field: 'conversationId',
    });
  });

  it('requires a token', async () => {
    const res = await gql(base, SEND, { c: '00000000-0000-4000-8000-000000000000', t: 'hi' });
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.body.data).toBeNull();
  });
});

const PAGE = graphql(`
  query TestMessagesPage($c: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    conversation(id: $c) {
      messages(first: $first, after: $after, last: $last, before: $before) {
        edges { cursor node { text } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }
`);
const REFUSED_PAGE = graphql(`
  query TestMessagesRefusedPage($c: ID!, $first: Int, $after: String, $last: Int) {
    conversation(id: $c) { messages(first: $first, after: $after, last: $last) { edges { cursor } } }
  }
`);
const CATCH_UP = graphql(`
  query TestMessagesCatchUp($a: String) {
    messages(after: $a, first: 100) { edges { node { text conversationId } } pageInfo { hasNextPage } }
  }
`);

describe('the messages connection', () => {
  let alice: User;
  let bob: User;
  let conversation: string;
  let sent: { id: string; cursor: string; text: string }[];

  beforeAll(async () => {
    [alice, bob] = [await signUp(base), await signUp(base)];
    conversation = await openWith(alice, bob);
    sent = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(alice, conversation, `m${i}`));
  });

  const page = async (args: Omit<VariablesOf<typeof PAGE>, 'c'>) => {
    const data = await op(alice, PAGE, { c: conversation, ...args });
    if (!data.conversation) throw new Error(`conversation ${conversation} was not found`);
    return data.conversation.messages;
  };

  it('is oldest first; last: n gives the latest n and pages back with before', async () => {
    const latest = await page({ last: 3 });
    expect(latest.edges.map((e) => e.node.text)).toEqual(['m5', 'm6', 'm7']);
    expect(latest.pageInfo.hasPreviousPage).toBe(true);
    const older = await page({ last: 3, before: latest.pageInfo.startCursor });
    expect(older.edges.map((e) => e.node.text)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await page({ last: 3, before: older.pageInfo.startCursor });
    expect(oldest.edges.map((e) => e.node.text)).toEqual(['m1']);
    expect(oldest.pageInfo.hasPreviousPage).toBe(false);
  });

  it("first/after pages forward; edge cursors are the messages' cursors", async () => {
    const first = await page({ first: 4 });
    expect(first.edges.map((e) => e.node.text)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(first.edges.map((e) => e.cursor)).toEqual(sent.slice(0, 4).map((m) => m.cursor));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await page({ first: 4, after: first.pageInfo.endCursor });
    expect(rest.edges.map((e) => e.node.text)).toEqual(['m5', 'm6', 'm7']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('catches up across all conversations from a cursor (what a reconnecting client missed)', async () => {
    const carol = await signUp(base);
    const other = await openWith(alice, carol);
    const mark = sent.at(-1)!.cursor;
    await send(alice, other, 'to carol');
    await send(bob, await conversationIdWith(bob, alice.user_id), 'from bob');
    const missed = await op(alice, CATCH_UP, { a: mark });
    expect(missed.messages.edges.map((e) => e.node)).toEqual([
      { text: 'to carol', conversationId: other },
      { text: 'from bob', conversationId: conversation },
    ]);
    expect(missed.messages.pageInfo.hasNextPage).toBe(false);
  });

  // The title shows the arguments as written; the variables carry them.
  it.each([
    ['first: 0', { first: 0 }, 'first must be from 1 to 100'],
    ['first: 101', { first: 101 }, 'first must be from 1 to 100'],
    ['last: -1', { last: -1 }, 'last must be from 1 to 100'],
    ['first: 2, last: 2', { first: 2, last: 2 }, 'send first or last, not both'],
    ['after: "nope"', { after: 'nope' }, 'after is not a message cursor'],
  ])('refuses %s', async (_args, args, message) => {
    const res = await gql(base, REFUSED_PAGE, { c: conversation, ...args }, alice.access_token);
    expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('read state and unread counts', () => {
  it('counts unread messages per conversation and in total, across conversations, through sends and reads', async () => {
    const [alice, bob, carol] = [await signUp(base), await signUp(base), await signUp(base)];
    const aliceToBob = await openWith(alice, bob);
    const carolToBob = await openWith(carol, bob);
    for (const m of ['a1', 'a2', 'a3']) await send(alice, aliceToBob, m);
    for (const m of ['c1', 'c2']) await send(carol, carolToBob, m);
    expect(await unread(bob)).toEqual({ total: 5, per: { [alice.user_id]: 3, [carol.user_id]: 2 } });
    // Senders have nothing unread: their own messages never count.
    expect(await unread(alice)).toEqual({ total: 0, per: { [bob.user_id]: 0 } });

    const bobWithAlice = await conversationIdWith(bob, alice.user_id);
    const before = Date.now();
    const read = (await mutate(bob, READ, { c: bobWithAlice })).conversation;
    expect(read.unreadCount).toBe(0);
    expect(Date.parse(read.lastOpenedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await unread(bob)).toEqual({ total: 2, per: { [alice.user_id]: 0, [carol.user_id]: 2 } });
    const messages = await op(bob, READ_AT, { c: bobWithAlice });
    expect(messages.messages.edges.every((e) => e.node.readAt === read.lastOpenedAt)).toBe(true);
    // Alice's copies carry the read receipt.
    const receipts = await op(alice, READ_AT, { c: aliceToBob });
    expect(receipts.messages.edges.map((e) => e.node.readAt)).toEqual(Array(3).fill(read.lastOpenedAt));

    // New messages after the read are unread again; a reply is unread for Alice.
    await send(alice, aliceToBob, 'a4');
    await send(bob, bobWithAlice, 'b1');
    expect(await unread(bob)).toEqual({ total: 3, per: { [alice.user_id]: 1, [carol.user_id]: 2 } });
    expect(await unread(alice)).toEqual({ total: 1, per: { [bob.user_id]: 1 } });
    // Reading an empty conversation only moves last_opened_at.
    await mutate(alice, READ, { c: aliceToBob });
    await mutate(alice, READ, { c: aliceToBob });
    expect(await unread(alice)).toEqual({ total: 0, per: { [bob.user_id]: 0 } });
  });
});

describe('reactions', () => {
  const REACT = graphql(`
    mutation TestMessagesReact($m: ID!, $e: String!) {
      addReaction(input: { messageId: $m, emoji: $e }) {
        __typename
        ... on AddReactionSuccess { reactedMessage { id reactions { emoji fromViewer contact { id } } } }
        ... on Error { code message field }
      }
    }
  `);
  const UNREACT = graphql(`
    mutation TestMessagesUnreact($m: ID!, $e: String!) {
      removeReaction(input: { messageId: $m, emoji: $e }) {
        __typename
        ... on RemoveReactionSuccess { reactedMessage { id reactions { emoji contact { id } } } }
        ... on Error { code message field }
      }
    }
  `);
  const REACTIONS = graphql(`
    query TestMessagesReactions($c: ID!) {
      conversation(id: $c) { lastMessage { reactions { emoji fromViewer contact { id } } } }
    }
  `);

  it('add and remove, visible on both sides; adding twice changes nothing', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const c = await openWith(alice, bob);
    const m = await send(alice, c, 'lunch?');
    const bobsCopy = await svc.infra.prisma.message.findFirstOrThrow({
      where: { conversation: { owner: { uuid: bob.user_id } } },
    });
    const added = await mutate(bob, REACT, { m: bobsCopy.id, e: '👍🏽' });
    expect(added.reactedMessage.reactions).toEqual([{ emoji: '👍🏽', fromViewer: true, contact: { id: bob.user_id } }]);
    await mutate(bob, REACT, { m: bobsCopy.id, e: '👍🏽' });
    await mutate(alice, REACT, { m: m.id, e: '🇬🇭' });
    const seenByAlice = await op(alice, REACTIONS, { c });
    expect(seenByAlice.conversation?.lastMessage?.reactions).toEqual([
      { emoji: '👍🏽', fromViewer: false, contact: { id: bob.user_id } },
      { emoji: '🇬🇭', fromViewer: true, contact: { id: alice.user_id } },
    ]);
    const removed = await mutate(bob, UNREACT, { m: bobsCopy.id, e: '👍🏽' });
    expect(removed.reactedMessage.reactions).toEqual([{ emoji: '🇬🇭', contact: { id: alice.user_id } }]);
    await mutate(bob, UNREACT, { m: bobsCopy.id, e: '👍🏽' }); // nothing to remove: no error
    expect(await svc.infra.prisma.reaction.count({ where: { message: { envelopeId: bobsCopy.envelopeId } } })).toBe(2); // 🇬🇭 on both copies
  });

  it.each(['', 'ok', '👍👍', 'a👍', '<script>'])('refuses the emoji %j', async (emoji) => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const m = await send(alice, await openWith(alice, bob), 'x');
    expect(await failure(alice, REACT, { m: m.id, e: emoji })).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'emoji must be a single emoji',
      field: 'emoji',
    });
  });
});

describe('contacts', () => {
  const FIND_CONTACT = graphql(`
    query TestMessagesFindContact($u: String!) {
      contact(usertag: $u) { id username phoneNumber avatarUrl lastActiveAt createdAt isSystem }
    }
  `);
  const NO_CONTACT = graphql(`
    query TestMessagesNoContact { contact(usertag: "nobody_here") { id } }
  `);
  const CONTACT = graphql(`
    query TestMessagesConversationContact($c: ID!) {
      conversation(id: $c) { contact { id username phoneNumber lastActiveAt } }
    }
  `);
  const OWN_PHONE = graphql(`
    query TestMessagesOwnPhone($c: ID!) { conversation(id: $c) { lastMessage { contact { phoneNumber } } } }
  `);
  const SYSTEM_CONVERSATION = graphql(`
    query TestMessagesSystemConversation($c: ID!) {
      conversation(id: $c) {
        contactId unreadCount contact { id username isSystem } messages { edges { node { text fromViewer } } }
      }
      viewer { unreadCount }
    }
  `);

  it('have the fields of spec 2.6: id is the user_id, username the usertag; phone shown once they have written to you', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const usertag = `bob_${Date.now() % 1000000}`;
    const profile = await call(base, 'POST', '/account/profile/create', {
      access_token: bob.access_token,
      user_id: bob.user_id,
      first_name: 'Bob',
      last_name: 'Owusu',
      dob: '1990-01-01',
      phone_number: '+233241234567',
      usertag,
      address_l1: '1 Ring Road',
      address_l2: '',
      address_postcode: '',
      ccy_iso_default: 'GHS',
      entropy: 'abcdefgh12',
    });
    expect(profile.status).toBe(201);
    const found = await op(alice, FIND_CONTACT, { u: usertag.toUpperCase() });
    expect(found.contact).toEqual({
      id: bob.user_id,
      username: usertag,
      phoneNumber: null,
      avatarUrl: null,
      lastActiveAt: null,
      createdAt: expect.stringMatching(ISO),
      isSystem: false,
    });
    expect((await op(alice, NO_CONTACT)).contact).toBeNull();
    const c = await openWith(alice, bob);
    // Writing to Bob does not reveal his number; his writing back does.
    await send(alice, c, 'hi Bob, it is Alice');
    expect((await op(alice, CONTACT, { c })).conversation?.contact).toEqual({
      id: bob.user_id,
      username: usertag,
      phoneNumber: null,
      lastActiveAt: null,
    });
    await send(bob, await conversationIdWith(bob, alice.user_id), 'hi, it is Bob');
    const contact = await op(alice, CONTACT, { c });
    expect(contact.conversation?.contact).toEqual({
      id: bob.user_id,
      username: usertag,
      phoneNumber: '+233241234567',
      lastActiveAt: expect.stringMatching(ISO),
    });
    // Bob sees his own number in the messages he wrote.
    const own = await op(bob, OWN_PHONE, { c: await conversationIdWith(bob, alice.user_id) });
    expect(own.conversation?.lastMessage?.contact.phoneNumber).toBe('+233241234567');
  });

  it("a service account (the Wallet contact) posts into a user's conversation; it has a username and takes no messages", async () => {
    const alice = await signUp(base);
    const wallet = await svc.infra.prisma.user.create({ data: { kind: 'SYSTEM' } });
    const aliceRow = await svc.infra.prisma.user.findUniqueOrThrow({ where: { uuid: alice.user_id } });
    const posted = await svc.services.conversation.postSystemMessage({
      fromUserId: wallet.id,
      toUserId: aliceRow.id,
      body: 'Your NGN wallet is ready',
    });
    expect(posted.body).toBe('Your NGN wallet is ready');
    const again = await svc.services.conversation.postSystemMessage({
      fromUserId: wallet.id,
      toUserId: aliceRow.id,
      body: 'Your GHS wallet is ready',
    });
    expect(again.conversationId).toBe(posted.conversationId);
    const data = await op(alice, SYSTEM_CONVERSATION, { c: posted.conversationId });
    expect(data.conversation).toEqual({
      contactId: wallet.uuid,
      unreadCount: 2,
      contact: { id: wallet.uuid, username: 'wallet', isSystem: true },
      messages: {
        edges: [
          { node: { text: 'Your NGN wallet is ready', fromViewer: false } },
          { node: { text: 'Your GHS wallet is ready', fromViewer: false } },
        ],
      },
    });
    expect(data.viewer?.unreadCount).toBe(2);
    expect(await failure(alice, SEND, { c: posted.conversationId, t: 'thanks' })).toEqual({
      __typename: 'UnprocessableError',
      code: 'UNPROCESSABLE',
      message: 'this contact is a service account and does not take messages',
      field: null,
    });
    // Only Alice has a copy.
    expect(await svc.infra.prisma.message.count({ where: { envelopeId: posted.envelopeId } })).toBe(1);
    await expect(
      svc.services.conversation.postSystemMessage({ fromUserId: aliceRow.id, toUserId: wallet.id, body: 'x' }),
    ).rejects.toThrow(/not a SYSTEM user/);
  });
});

describe('groups', () => {
  // A group as these tests read it: the documents below spread the fragment by name.
  graphql(`
    fragment TestMessagesGroupFields on Group { id name isMember members { contact { id } isAdmin } }
  `);
  const CREATE = graphql(`
    mutation TestMessagesCreateGroup($n: String!, $m: [ID!]) {
      createGroup(input: { name: $n, memberIds: $m }) {
        __typename
        ... on CreateGroupSuccess { group { ...TestMessagesGroupFields } }
        ... on Error { code message field }
      }
    }
  `);
  const ADD = graphql(`
    mutation TestMessagesAddGroupMembers($g: ID!, $u: [ID!]!) {
      addGroupMembers(input: { groupId: $g, userIds: $u }) {
        __typename
        ... on AddGroupMembersSuccess { group { ...TestMessagesGroupFields } }
        ... on Error { code message field }
      }
    }
  `);
  const REMOVE = graphql(`
    mutation TestMessagesRemoveGroupMember($g: ID!, $u: ID!) {
      removeGroupMember(input: { groupId: $g, userId: $u }) {
        __typename
        ... on RemoveGroupMemberSuccess { group { ...TestMessagesGroupFields } }
        ... on Error { code message field }
      }
    }
  `);
  const LEAVE = graphql(`
    mutation TestMessagesLeaveGroup($g: ID!) {
      leaveGroup(input: { groupId: $g }) {
        __typename
        ... on LeaveGroupSuccess { group { ...TestMessagesGroupFields } }
        ... on Error { code message field }
      }
    }
  `);
  const CONVERSATION_GROUP = graphql(`
    query TestMessagesConversationGroup($c: ID!) { conversation(id: $c) { group { ...TestMessagesGroupFields } } }
  `);
  const GROUP_ID = graphql(`
    query TestMessagesGroupId($g: ID!) { group(id: $g) { id } }
  `);
  const GROUP_AND_GROUPS = graphql(`
    query TestMessagesGroupAndGroups($g: ID!) { group(id: $g) { ...TestMessagesGroupFields } groups { id } }
  `);
  const GROUPS = graphql(`
    query TestMessagesGroups { groups { id } }
  `);

  it('create, add and remove members, leave; messages reach every current member', async () => {
    const [alice, bob, carol, dave] = [await signUp(base), await signUp(base), await signUp(base), await signUp(base)];
    const created = await mutate(alice, CREATE, { n: ' Susu ', m: [bob.user_id, carol.user_id, alice.user_id] });
    const group = created.group;
    expect(group).toMatchObject({ name: 'Susu', isMember: true });
    expect(group.members).toEqual([
      { contact: { id: alice.user_id }, isAdmin: true },
      expect.objectContaining({ isAdmin: false }),
      expect.objectContaining({ isAdmin: false }),
    ]);
    expect(new Set(group.members.map((m) => m.contact.id))).toEqual(
      new Set([alice.user_id, bob.user_id, carol.user_id]),
    );
    // Each member has a conversation for the group.
    for (const u of [alice, bob, carol]) expect(await conversationWith(u, group.id)).toBeDefined();

    const aliceConv = await conversationIdWith(alice, group.id);
    await send(alice, aliceConv, 'welcome');
    expect((await unread(bob)).per[group.id]).toBe(1);
    expect((await unread(carol)).per[group.id]).toBe(1);
    expect((await unread(alice)).per[group.id]).toBe(0);

    // Only admins change members: FORBIDDEN stays a top-level error.
    const forbidden = await opError(bob, ADD, { g: group.id, u: [dave.user_id] });
    expect(forbidden).toMatchObject({
      message: 'only a group admin can change its members',
      extensions: { code: 'FORBIDDEN' },
    });
    const added = await mutate(alice, ADD, { g: group.id, u: [dave.user_id, bob.user_id] });
    expect(added.group.members).toHaveLength(4);
    expect(await conversationWith(dave, group.id)).toBeDefined();
    const unknown = await failure(alice, ADD, { g: group.id, u: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
      message: 'user 00000000-0000-4000-8000-000000000000 was not found',
      field: 'userIds',
    });

    // Carol is removed: she keeps her conversation, read-only, and sees no members.
    const removed = await mutate(alice, REMOVE, { g: group.id, u: carol.user_id });
    expect(removed.group.members.map((m) => m.contact.id)).not.toContain(carol.user_id);
    const carolConv = await conversationIdWith(carol, group.id);
    expect(await failure(carol, SEND, { c: carolConv, t: 'hello?' })).toEqual({
      __typename: 'UnprocessableError',
      code: 'UNPROCESSABLE',
      message: 'you are no longer a member of this group',
      field: null,
    });
    const carolsView = await op(carol, CONVERSATION_GROUP, { c: carolConv });
    expect(carolsView.conversation?.group).toMatchObject({ id: group.id, name: 'Susu', isMember: false, members: [] });
    expect(await op(carol, GROUP_ID, { g: group.id })).toEqual({ group: null });

    await send(bob, await conversationIdWith(bob, group.id), 'hi all');
    expect((await unread(dave)).per[group.id]).toBe(1); // joined after 'welcome'
    expect((await unread(alice)).per[group.id]).toBe(1);
    expect((await unread(carol)).per[group.id]).toBe(1); // only what arrived while she was a member

    // Alice leaves: the longest-standing member becomes admin. She sees the group as a non-member.
    expect((await mutate(alice, LEAVE, { g: group.id })).group).toEqual({
      id: group.id,
      name: 'Susu',
      isMember: false,
      members: [],
    });
    const after = await op(bob, GROUP_AND_GROUPS, { g: group.id });
    expect(after.group?.members.find((m) => m.contact.id === bob.user_id)?.isAdmin).toBe(true);
    expect(after.group?.members.map((m) => m.contact.id)).not.toContain(alice.user_id);
    expect(after.groups.map((g) => g.id)).toContain(group.id);
    expect(await failure(alice, LEAVE, { g: group.id })).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
      message: 'group was not found',
      field: 'groupId',
    });
  });

  it('a non-member sees no group (null) and gets a NotFoundError for its operations', async () => {
    const [alice, eve] = [await signUp(base), await signUp(base)];
    const group = (await mutate(alice, CREATE, { n: 'private' })).group.id;
    expect(await op(eve, GROUP_ID, { g: group })).toEqual({ group: null });
    const attempts: [mutation: string, attempt: () => Promise<unknown>][] = [
      ['addGroupMembers', () => failure(eve, ADD, { g: group, u: [eve.user_id] })],
      ['removeGroupMember', () => failure(eve, REMOVE, { g: group, u: alice.user_id })],
      ['leaveGroup', () => failure(eve, LEAVE, { g: group })],
      ['createConversation', () => failure(eve, OPEN, { g: group })],
    ];
    for (const [mutation, attempt] of attempts) {
      expect(await attempt(), mutation).toEqual({
        __typename: 'NotFoundError',
        code: 'NOT_FOUND',
        message: 'group was not found',
        field: 'groupId',
      });
    }
    expect((await op(eve, GROUPS)).groups).toEqual([]);
  });

  it('validates names and ids', async () => {
    const alice = await signUp(base);
    expect(await failure(alice, CREATE, { n: '  ' })).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'name must not be empty',
      field: 'name',
    });
    expect(await failure(alice, CREATE, { n: 'x', m: ['nope'] })).toMatchObject({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('payloads', () => {
  // Each payload selects only __typename; createGroup also once with its group's id.
  const GROUP_ID_ONLY = graphql(`
    mutation TestMessagesPayloadGroupId {
      createGroup(input: { name: "g" }) { __typename ... on CreateGroupSuccess { group { id } } }
    }
  `);
  const SEND_TYPENAME = graphql(`
    mutation TestMessagesPayloadSendMessage($c: ID!) {
      sendMessage(input: { conversationId: $c, text: "x" }) { __typename }
    }
  `);
  const READ_TYPENAME = graphql(`
    mutation TestMessagesPayloadMarkRead($c: ID!) { markConversationRead(input: { id: $c }) { __typename } }
  `);
  const UPDATE_TYPENAME = graphql(`
    mutation TestMessagesPayloadUpdateConversation($c: ID!) {
      updateConversation(input: { id: $c, isMuted: true }) { __typename }
    }
  `);
  const REACT_TYPENAME = graphql(`
    mutation TestMessagesPayloadAddReaction($m: ID!) {
      addReaction(input: { messageId: $m, emoji: "🔥" }) { __typename }
    }
  `);
  const UNREACT_TYPENAME = graphql(`
    mutation TestMessagesPayloadRemoveReaction($m: ID!) {
      removeReaction(input: { messageId: $m, emoji: "🔥" }) { __typename }
    }
  `);
  const CREATE_GROUP_TYPENAME = graphql(`
    mutation TestMessagesPayloadCreateGroup { createGroup(input: { name: "h" }) { __typename } }
  `);
  const ADD_MEMBERS_TYPENAME = graphql(`
    mutation TestMessagesPayloadAddGroupMembers($g: ID!, $u: [ID!]!) {
      addGroupMembers(input: { groupId: $g, userIds: $u }) { __typename }
    }
  `);
  const REMOVE_MEMBER_TYPENAME = graphql(`
    mutation TestMessagesPayloadRemoveGroupMember($g: ID!, $u: ID!) {
      removeGroupMember(input: { groupId: $g, userId: $u }) { __typename }
    }
  `);
  const LEAVE_TYPENAME = graphql(`
    mutation TestMessagesPayloadLeaveGroup($g: ID!) { leaveGroup(input: { groupId: $g }) { __typename } }
  `);
  const OPEN_TYPENAME = graphql(`
    mutation TestMessagesPayloadCreateConversation($c: ID) { createConversation(input: { contactId: $c }) { __typename } }
  `);
  const DELETE_TYPENAME = graphql(`
    mutation TestMessagesPayloadDeleteConversation($c: ID!) { deleteConversation(input: { id: $c }) { __typename } }
  `);

  it('a mutation whose payload selects only __typename (nothing of its data) succeeds', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const c = await openWith(alice, bob);
    const m = await send(alice, c, 'hello');
    const typename = async <R extends Payloads, V>(document: TypedDocumentNode<R, V>, variables: V) =>
      Object.values(await op(alice, document, variables))[0];
    const group = (await mutate(alice, GROUP_ID_ONLY)).group.id;
    // In order: the reaction is removed after it was added, the conversation deleted last.
    const cases: [mutation: string, answer: () => Promise<unknown>, success: string][] = [
      ['sendMessage', () => typename(SEND_TYPENAME, { c }), 'SendMessageSuccess'],
      ['markConversationRead', () => typename(READ_TYPENAME, { c }), 'MarkConversationReadSuccess'],
      ['updateConversation', () => typename(UPDATE_TYPENAME, { c }), 'UpdateConversationSuccess'],
      ['addReaction', () => typename(REACT_TYPENAME, { m: m.id }), 'AddReactionSuccess'],
      ['removeReaction', () => typename(UNREACT_TYPENAME, { m: m.id }), 'RemoveReactionSuccess'],
      ['createGroup', () => typename(CREATE_GROUP_TYPENAME, {}), 'CreateGroupSuccess'],
      [
        'addGroupMembers',
        () => typename(ADD_MEMBERS_TYPENAME, { g: group, u: [bob.user_id] }),
        'AddGroupMembersSuccess',
      ],
      [
        'removeGroupMember',
        () => typename(REMOVE_MEMBER_TYPENAME, { g: group, u: bob.user_id }),
        'RemoveGroupMemberSuccess',
      ],
      ['leaveGroup', () => typename(LEAVE_TYPENAME, { g: group }), 'LeaveGroupSuccess'],
      ['createConversation', () => typename(OPEN_TYPENAME, { c: bob.user_id }), 'CreateConversationSuccess'],
      ['deleteConversation', () => typename(DELETE_TYPENAME, { c }), 'DeleteConversationSuccess'],
    ];
    for (const [mutation, answer, success] of cases) expect(await answer(), mutation).toEqual({ __typename: success });
  });
});
