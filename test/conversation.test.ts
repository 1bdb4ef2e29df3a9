import { beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from './generated/gql/index.js';
import { call, gql, signUp, success, UUID } from './helpers/service.js';
import { useModules } from './helpers/modules.js';

// The /v1/conversations paths (spec 4.7): bare objects, Authorization: Bearer, epoch-ms timestamps.

const svc = useModules();
let base: string;
beforeAll(() => {
  base = svc.url;
});

// Typed documents (npm run codegen types their variables and answers).
const SendMessage = graphql(`
  mutation TestConversationSendMessage($c: ID!, $t: String!) {
    sendMessage(input: { conversationId: $c, text: $t }) {
      __typename ... on SendMessageSuccess { sentMessage { id conversationId } }
    }
  }
`);
const CreateGroup = graphql(`
  mutation TestConversationCreateGroup($n: String!, $m: [ID!]) {
    createGroup(input: { name: $n, memberIds: $m }) {
      __typename ... on CreateGroupSuccess { group { id } }
    }
  }
`);

type User = Awaited<ReturnType<typeof signUp>>;
const auth = (u: User) => ({ authorization: `Bearer ${u.access_token}` });
const rest = (u: User, method: string, path: string, body?: unknown) => call(base, method, path, body, auth(u));
const open = async (u: User, body: Record<string, unknown>) => {
  const res = await rest(u, 'POST', '/v1/conversations', body);
  expect([200, 201]).toContain(res.status);
  return res.body as Conversation;
};
const send = async (u: User, conversationId: string, text: string) => {
  const res = await gql(base, SendMessage, { c: conversationId, t: text }, u.access_token);
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data?.sendMessage.__typename).toBe('SendMessageSuccess');
  return success(res.body.data?.sendMessage, 'SendMessageSuccess').sentMessage;
};
/** Creates a group of `u` (with `memberIds`) through GraphQL; answers its id. */
const createGroup = async (u: User, name: string, memberIds?: string[]) => {
  const res = await gql(base, CreateGroup, { n: name, m: memberIds }, u.access_token);
  expect(res.body.data?.createGroup.__typename).toBe('CreateGroupSuccess');
  return success(res.body.data?.createGroup, 'CreateGroupSuccess').group.id;
};

interface Conversation {
  id: string;
  contact_id: string | null;
  group_id: string | null;
  pinned_message_id: string | null;
  is_pinned: boolean;
  is_muted: boolean;
  last_active_at: number | null;
  last_opened_at: number | null;
  created_at: number;
  archived_at: number | null;
}

/** A user created straight in the database: enough to be a contact, faster than sign-up. */
let contactCounter = 0;
async function contactUser() {
  const row = await svc.infra.prisma.user.create({ data: { email: `contact${contactCounter++}@example.com` } });
  return row;
}

describe('POST /v1/conversations', () => {
  it('creates a conversation with a contact: 201, a bare object with the documented defaults', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const before = Date.now();
    const res = await rest(alice, 'POST', '/v1/conversations', { contact_id: bob.user_id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(UUID),
      contact_id: bob.user_id,
      group_id: null,
      pinned_message_id: null,
      is_pinned: false,
      is_muted: false,
      last_active_at: null,
      last_opened_at: null,
      created_at: expect.any(Number),
      archived_at: null,
    });
    expect(Number.isInteger(res.body.created_at)).toBe(true);
    expect(res.body.created_at).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.created_at).toBeLessThanOrEqual(Date.now() + 1000);
    // Bob's side is not created by opening: only a message delivers into it.
    expect(await svc.infra.prisma.conversation.count({ where: { owner: { uuid: bob.user_id } } })).toBe(0);
  });

  it('returns the existing conversation (200, same id) when it exists', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const first = await rest(alice, 'POST', '/v1/conversations', { contact_id: bob.user_id });
    const again = await rest(alice, 'POST', '/v1/conversations', { contact_id: bob.user_id.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await svc.infra.prisma.conversation.count({ where: { owner: { uuid: alice.user_id } } })).toBe(1);
  });

  it('two opens at once give one conversation', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const answers = await Promise.all(
      [1, 2, 3].map(() => rest(alice, 'POST', '/v1/conversations', { contact_id: bob.user_id })),
    );
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
  });

  it.each([
    [{}, 400, 'contact_id', 'contact_id or group_id is required'],
    [{ contact_id: null, group_id: null }, 400, 'contact_id', 'contact_id or group_id is required'],
    [{ contact_id: 'not-a-uuid' }, 400, 'contact_id', 'contact_id must be a UUID'],
    [{ contact_id: 42 }, 400, 'contact_id', 'contact_id must be a UUID'],
    [{ contact_id: true }, 400, 'contact_id', 'contact_id must be a string'],
    [{ group_id: '../../etc' }, 400, 'group_id', 'group_id must be a UUID'],
    [{ contact_id: '00000000-0000-4000-8000-000000000000' }, 404, 'contact_id', 'contact was not found'],
    [{ group_id: '00000000-0000-4000-8000-000000000000' }, 404, 'group_id', 'group was not found'],
  ])('refuses %j with %i naming %s', async (body, status, field, detail) => {
    const alice = await signUp(base);
    const res = await rest(alice, 'POST', '/v1/conversations', body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({
      code: status,
      message: {
        error: status === 400 ? 'BAD_USER_INPUT' : 'NOT_FOUND',
        detail: expect.stringContaining(detail),
        field,
      },
      ref: expect.stringMatching(UUID),
    });
    expect(await svc.infra.prisma.conversation.count({ where: { owner: { uuid: alice.user_id } } })).toBe(0);
  });

  it('refuses a conversation with yourself (400) and both ids at once (400)', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const self = await rest(alice, 'POST', '/v1/conversations', { contact_id: alice.user_id });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatchObject({ error: 'BAD_USER_INPUT', field: 'contact_id' });
    const group = await createGroup(alice, 'g');
    const both = await rest(alice, 'POST', '/v1/conversations', { contact_id: bob.user_id, group_id: group });
    expect(both.status).toBe(400);
    expect(both.body.message.detail).toBe('send contact_id or group_id, not both');
  });

  it('opens a group conversation for a member (existing one returned) and 404 for a non-member', async () => {
    const [alice, bob, eve] = [await signUp(base), await signUp(base), await signUp(base)];
    const groupId = await createGroup(alice, 'Susu circle', [bob.user_id]);
    const bobs = await rest(bob, 'POST', '/v1/conversations', { group_id: groupId });
    expect(bobs.status).toBe(200); // members get theirs when they join
    expect(bobs.body).toMatchObject({
      group_id: groupId,
      contact_id: null,
      is_pinned: false,
      is_muted: false,
      last_active_at: null,
    });
    const eves = await rest(eve, 'POST', '/v1/conversations', { group_id: groupId });
    expect(eves.status).toBe(404);
    expect(eves.body.message).toMatchObject({ error: 'NOT_FOUND', field: 'group_id' });
  });

  it('needs Authorization: Bearer (401 without it, body credentials are not enough)', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const none = await call(base, 'POST', '/v1/conversations', { contact_id: bob.user_id });
    expect(none.status).toBe(401);
    expect(none.body.message.error).toBe('UNAUTHENTICATED');
    const body = await call(base, 'POST', '/v1/conversations', {
      contact_id: bob.user_id,
      access_token: alice.access_token,
      user_id: alice.user_id,
    });
    expect(body.status).toBe(401);
    for (const [method, path] of [
      ['GET', '/v1/conversations'],
      ['GET', `/v1/conversations/${UUID_ZERO}`],
      ['PUT', `/v1/conversations/${UUID_ZERO}`],
      ['DELETE', `/v1/conversations/${UUID_ZERO}`],
    ]) {
      expect(
        (await call(base, method, path, method === 'PUT' ? {} : undefined, { authorization: 'Bearer fas_unknown' }))
          .status,
      ).toBe(401);
    }
  });
});

const UUID_ZERO = '00000000-0000-4000-8000-000000000000';

const UpdateArchivedAt = graphql(`
  mutation TestConversationUpdateArchivedAt($c: ID!, $a: DateTime) {
    updateConversation(input: { id: $c, archivedAt: $a }) {
      __typename
      ... on UpdateConversationSuccess { conversation { archivedAt } }
      ... on Error { code message field }
    }
  }
`);
// "yesterday" stays a literal: a value that does not parse as a DateTime, checked in the document.
const UpdateUnreadableArchivedAt = graphql(`
  mutation TestConversationUpdateUnreadableArchivedAt($c: ID!) {
    updateConversation(input: { id: $c, archivedAt: "yesterday" }) { __typename }
  }
`);

describe('GET, PUT, DELETE /v1/conversations/{conversation_id}', () => {
  it('GET answers the conversation object', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const c = await open(alice, { contact_id: bob.user_id });
    const res = await rest(alice, 'GET', `/v1/conversations/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(c);
  });

  it('GET of a malformed id is 400, of an unknown one 404', async () => {
    const alice = await signUp(base);
    for (const bad of ['nope', '1', '%E0%A4%A', "x' OR '1'='1"]) {
      const res = await rest(alice, 'GET', `/v1/conversations/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatchObject({ error: 'BAD_USER_INPUT', field: 'conversation_id' });
    }
    const unknown = await rest(alice, 'GET', `/v1/conversations/${UUID_ZERO}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, message: { error: 'NOT_FOUND', field: 'conversation_id' } });
  });

  it('PUT sets is_pinned, is_muted, archived_at (and null restores); other fields are kept', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const c = await open(alice, { contact_id: bob.user_id });
    const pinned = await rest(alice, 'PUT', `/v1/conversations/${c.id}`, { is_pinned: true });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toEqual({ ...c, is_pinned: true });
    const muted = await rest(alice, 'PUT', `/v1/conversations/${c.id}`, { is_muted: true, archived_at: 1767225600000 });
    expect(muted.body).toEqual({ ...c, is_pinned: true, is_muted: true, archived_at: 1767225600000 });
    const restored = await rest(alice, 'PUT', `/v1/conversations/${c.id}`, { archived_at: null, is_pinned: false });
    expect(restored.body).toEqual({ ...c, is_muted: true });
    expect((await rest(alice, 'GET', `/v1/conversations/${c.id}`)).body).toEqual(restored.body);
    const empty = await rest(alice, 'PUT', `/v1/conversations/${c.id}`, {});
    expect(empty.body).toEqual(restored.body);
  });

  it('PUT pinned_message_id must be a message of that conversation; null unpins', async () => {
    const [alice, bob, carol] = [await signUp(base), await signUp(base), await signUp(base)];
    const withBob = await open(alice, { contact_id: bob.user_id });
    const withCarol = await open(alice, { contact_id: carol.user_id });
    const m = await send(alice, withBob.id, 'pin me');
    const other = await send(alice, withCarol.id, 'not here');
    const ok = await rest(alice, 'PUT', `/v1/conversations/${withBob.id}`, { pinned_message_id: m.id });
    expect(ok.status).toBe(200);
    expect(ok.body.pinned_message_id).toBe(m.id);
    const wrong = await rest(alice, 'PUT', `/v1/conversations/${withBob.id}`, { pinned_message_id: other.id });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toEqual({
      error: 'NOT_FOUND',
      detail: 'pinned_message_id is not a message of this conversation',
      field: 'pinned_message_id',
    });
    // Bob's copy of the message is not a message of Alice's conversation either.
    const bobsCopy = await svc.infra.prisma.message.findFirstOrThrow({
      where: { conversation: { owner: { uuid: bob.user_id } } },
    });
    expect(
      (await rest(alice, 'PUT', `/v1/conversations/${withBob.id}`, { pinned_message_id: bobsCopy.id })).status,
    ).toBe(404);
    expect((await rest(alice, 'GET', `/v1/conversations/${withBob.id}`)).body.pinned_message_id).toBe(m.id);
    const unpinned = await rest(alice, 'PUT', `/v1/conversations/${withBob.id}`, { pinned_message_id: null });
    expect(unpinned.body.pinned_message_id).toBeNull();
  });

  it.each([
    [{ is_pinned: 'yes' }, 'is_pinned', 'is_pinned must be a boolean'],
    [{ is_muted: 1 }, 'is_muted', 'is_muted must be a boolean'],
    [{ is_pinned: null }, 'is_pinned', 'is_pinned must be a boolean'],
    [{ archived_at: '2026-01-01' }, 'archived_at', 'archived_at must be integer epoch milliseconds'],
    [{ archived_at: 1.5 }, 'archived_at', 'archived_at must be integer epoch milliseconds'],
    [{ archived_at: -1 }, 'archived_at', 'archived_at must be integer epoch milliseconds'],
    [{ pinned_message_id: 'abc' }, 'pinned_message_id', 'pinned_message_id must be a UUID'],
  ])('PUT %j is 400 naming %s and changes nothing', async (body, field, detail) => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const c = await open(alice, { contact_id: bob.user_id });
    const res = await rest(alice, 'PUT', `/v1/conversations/${c.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({ error: 'BAD_USER_INPUT', detail: expect.stringContaining(detail), field });
    expect((await rest(alice, 'GET', `/v1/conversations/${c.id}`)).body).toEqual(c);
  });

  it('GraphQL updateConversation takes archivedAt as a DateTime, which REST shows in epoch milliseconds', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const c = await open(alice, { contact_id: bob.user_id });
    const update = (archivedAt: string) => gql(base, UpdateArchivedAt, { c: c.id, a: archivedAt }, alice.access_token);
    const archived = await update('2026-01-01T01:00:00+01:00');
    expect(archived.body.data?.updateConversation).toEqual({
      __typename: 'UpdateConversationSuccess',
      conversation: { archivedAt: '2026-01-01T00:00:00.000Z' },
    });
    expect((await rest(alice, 'GET', `/v1/conversations/${c.id}`)).body.archived_at).toBe(1767225600000);
    for (const outside of ['1969-12-31T23:59:59.999Z', '+010000-01-01T00:00:00.000Z']) {
      expect((await update(outside)).body.data?.updateConversation, outside).toEqual({
        __typename: 'InvalidInputError',
        code: 'BAD_USER_INPUT',
        message: 'archivedAt must be from 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z',
        field: 'archivedAt',
      });
    }
    // A time that does not parse does not fit the DateTime type: a top-level error.
    const unreadable = await gql(base, UpdateUnreadableArchivedAt, { c: c.id }, alice.access_token);
    expect(unreadable.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await rest(alice, 'GET', `/v1/conversations/${c.id}`)).body.archived_at).toBe(1767225600000);
  });

  it('DELETE removes the conversation and its messages for the caller; the other side keeps theirs', async () => {
    const [alice, bob] = [await signUp(base), await signUp(base)];
    const c = await open(alice, { contact_id: bob.user_id });
    await send(alice, c.id, 'one');
    await send(alice, c.id, 'two');
    const res = await rest(alice, 'DELETE', `/v1/conversations/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: c.id, deleted: true });
    expect((await rest(alice, 'GET', `/v1/conversations/${c.id}`)).status).toBe(404);
    expect(await svc.infra.prisma.message.count({ where: { conversationId: c.id } })).toBe(0);
    const bobs = await rest(bob, 'GET', '/v1/conversations');
    expect(bobs.body.data).toHaveLength(1);
    expect(bobs.body.data[0].contact_id).toBe(alice.user_id);
    expect(await svc.infra.prisma.message.count({ where: { conversationId: bobs.body.data[0].id } })).toBe(2);
    // Deleting again is 404; a new message from Bob starts a fresh conversation for Alice.
    expect((await rest(alice, 'DELETE', `/v1/conversations/${c.id}`)).status).toBe(404);
    await send(bob, bobs.body.data[0].id, 'still there?');
    const fresh = await rest(alice, 'GET', '/v1/conversations');
    expect(fresh.body.data).toHaveLength(1);
    expect(fresh.body.data[0]).toMatchObject({ contact_id: bob.user_id, last_active_at: expect.any(Number) });
    expect(fresh.body.data[0].id).not.toBe(c.id);
    expect(await svc.infra.prisma.message.count({ where: { conversationId: fresh.body.data[0].id } })).toBe(1);
  });
});

const ConnectionPage = graphql(`
  query TestConversationConnectionPage($first: Int, $after: String, $last: Int, $before: String) {
    conversations(first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { id } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);
type ConnectionPageVariables = VariablesOf<typeof ConnectionPage>;
const UnknownCursor = graphql(`
  query TestConversationUnknownCursor { conversations(after: "bm9wZQ") { edges { cursor } } }
`);

describe('GET /v1/conversations', () => {
  let owner: User;
  let ids: string[]; // newest activity first
  let group: string;

  beforeAll(async () => {
    owner = await signUp(base);
    const prisma = svc.infra.prisma;
    const created: string[] = [];
    for (let i = 0; i < 24; i++) {
      const contact = await contactUser();
      created.push((await open(owner, { contact_id: contact.uuid })).id);
    }
    group = await createGroup(owner, 'Family');
    created.push((await open(owner, { group_id: group })).id);
    // Activity in groups of five with the same millisecond, so ties are ordered by id too.
    const t0 = Date.UTC(2026, 0, 1);
    for (let i = 0; i < created.length; i++) {
      await prisma.conversation.update({
        where: { id: created[i] },
        data: { activityAt: new Date(t0 + Math.floor(i / 5) * 1000) },
      });
    }
    const rows = await prisma.conversation.findMany({
      where: { id: { in: created } },
      orderBy: [{ activityAt: 'desc' }, { id: 'desc' }],
    });
    ids = rows.map((r) => r.id);
    // Flags: 0..4 muted, 3..7 pinned, 6..9 archived (positions in `ids`).
    for (const [i, id] of ids.entries()) {
      await prisma.conversation.update({
        where: { id },
        data: { isMuted: i < 5, isPinned: i >= 3 && i < 8, archivedAt: i >= 6 && i < 10 ? new Date(t0) : null },
      });
    }
  });

  const list = (query = '') => rest(owner, 'GET', `/v1/conversations${query}`);

  it('answers { has_more, data } with ten conversations by default, latest activity first', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'has_more']);
    expect(res.body.has_more).toBe(true);
    expect(res.body.data.map((c: Conversation) => c.id)).toEqual(ids.slice(0, 10));
    expect(Object.keys(res.body.data[0]).sort()).toEqual([
      'archived_at',
      'contact_id',
      'created_at',
      'group_id',
      'id',
      'is_muted',
      'is_pinned',
      'last_active_at',
      'last_opened_at',
      'pinned_message_id',
    ]);
  });

  it('pages through 25 conversations in pages of 10 with starting_after: none repeated or missing', async () => {
    const seen: string[] = [];
    const pages: { n: number; more: boolean }[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await list(`?limit=10${cursor ? `&starting_after=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((c: Conversation) => c.id));
      pages.push({ n: res.body.data.length, more: res.body.has_more });
      if (!res.body.has_more) break;
      cursor = res.body.data.at(-1).id;
    }
    expect(pages).toEqual([
      { n: 10, more: true },
      { n: 10, more: true },
      { n: 5, more: false },
    ]);
    expect(seen).toEqual(ids);
    expect(new Set(seen).size).toBe(25);
  });

  it.each([
    ['1', 1],
    ['100', 25],
    ['25', 25],
    ['24', 24],
  ])('limit=%s gives %i', async (limit, n) => {
    const res = await list(`?limit=${limit}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(n);
    expect(res.body.has_more).toBe(n < 25);
  });

  it.each(['0', '101', '-1', 'abc', '1.5', '', '10abc', '1e1', '0x10'])('limit=%j is 400', async (limit) => {
    const res = await list(`?limit=${encodeURIComponent(limit)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({
      error: 'BAD_USER_INPUT',
      detail: 'limit must be an integer from 1 to 100',
      field: 'limit',
    });
  });

  it.each([
    ['muted=true', (i: number) => i < 5],
    ['muted=false', (i: number) => i >= 5],
    ['pinned=true', (i: number) => i >= 3 && i < 8],
    ['pinned=false', (i: number) => i < 3 || i >= 8],
    ['archived=true', (i: number) => i >= 6 && i < 10],
    ['archived=false', (i: number) => i < 6 || i >= 10],
    ['muted=true&pinned=true', (i: number) => i >= 3 && i < 5],
    ['pinned=true&archived=false', (i: number) => i >= 3 && i < 6],
  ])('filter %s', async (query, keep) => {
    const res = await list(`?limit=100&${query}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: Conversation) => c.id)).toEqual(ids.filter((_, i) => keep(i)));
    expect(res.body.has_more).toBe(false);
  });

  it("filter group_id gives that group's conversation only; another group's gives none", async () => {
    const res = await list(`?group_id=${group}`);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ group_id: group, contact_id: null });
    const other = await list(`?group_id=${UUID_ZERO}`);
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ has_more: false, data: [] });
  });

  it('filters page too (starting_after within a filter)', async () => {
    const first = await list('?archived=false&limit=4');
    const second = await list(`?archived=false&limit=4&starting_after=${first.body.data.at(-1).id}`);
    const expected = ids.filter((_, i) => i < 6 || i >= 10);
    expect([...first.body.data, ...second.body.data].map((c: Conversation) => c.id)).toEqual(expected.slice(0, 8));
  });

  it.each([
    ['muted=yes', 'muted', 'muted must be true or false'],
    ['archived=1', 'archived', 'archived must be true or false'],
    ['pinned=TRUE', 'pinned', 'pinned must be true or false'],
    ['group_id=abc', 'group_id', 'group_id must be a UUID'],
    ['starting_after=abc', 'starting_after', 'starting_after must be a UUID'],
    [`starting_after=${UUID_ZERO}`, 'starting_after', 'starting_after must be the id of one of your conversations'],
  ])('%s is 400', async (query, field, detail) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({ error: 'BAD_USER_INPUT', detail: expect.stringContaining(detail), field });
  });

  it('the GraphQL connection gives the same order, forwards and backwards', async () => {
    const page = async (args: ConnectionPageVariables) => {
      const res = await gql(base, ConnectionPage, args, owner.access_token);
      expect(res.body.errors).toBeUndefined();
      const c = res.body.data?.conversations;
      return { ids: c?.edges.map((e) => e.node.id), info: c?.pageInfo };
    };
    const first = await page({ first: 10 });
    expect(first.ids).toEqual(ids.slice(0, 10));
    expect(first.info).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page({ first: 10, after: first.info?.endCursor });
    expect(second.ids).toEqual(ids.slice(10, 20));
    const back = await page({ last: 4, before: second.info?.startCursor });
    expect(back.ids).toEqual(ids.slice(6, 10));
    expect(back.info?.hasPreviousPage).toBe(true);
    const bad = await gql(base, UnknownCursor, undefined, owner.access_token);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'after is not a conversation cursor',
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
  });

  it('a message moves its conversation to the top, and last_active_at is its time', async () => {
    const last = ids.at(-1)!;
    const c = (await rest(owner, 'GET', `/v1/conversations/${last}`)).body as Conversation;
    if (c.group_id) await send(owner, last, 'hello group');
    else await send(owner, last, 'hello');
    const res = await list('?limit=2');
    expect(res.body.data[0].id).toBe(last);
    expect(res.body.data[0].last_active_at).toBeGreaterThan(Date.UTC(2026, 0, 1));
    expect(res.body.data[1].id).toBe(ids[0]);
  });
});

// Another user's ids, in every operation that takes one.
const ForeignSendMessage = graphql(`
  mutation TestConversationForeignSendMessage($c: ID!) {
    sendMessage(input: { conversationId: $c, text: "hi" }) { ... on Error { __typename code message field } }
  }
`);
const ForeignMarkRead = graphql(`
  mutation TestConversationForeignMarkRead($c: ID!) {
    markConversationRead(input: { id: $c }) { ... on Error { __typename code message field } }
  }
`);
const ForeignUpdate = graphql(`
  mutation TestConversationForeignUpdate($c: ID!) {
    updateConversation(input: { id: $c, isMuted: true }) { ... on Error { __typename code message field } }
  }
`);
const ForeignDelete = graphql(`
  mutation TestConversationForeignDelete($c: ID!) {
    deleteConversation(input: { id: $c }) { ... on Error { __typename code message field } }
  }
`);
const ForeignMessages = graphql(`
  query TestConversationForeignMessages($c: ID) { messages(conversationId: $c) { edges { node { id } } } }
`);
const ForeignConversationsAfter = graphql(`
  query TestConversationForeignConversationsAfter($c: ID!) { conversations(startingAfter: $c) { edges { node { id } } } }
`);
const ForeignLookup = graphql(`
  query TestConversationForeignLookup($c: ID!) { conversation(id: $c) { id } }
`);
const ForeignReaction = graphql(`
  mutation TestConversationForeignReaction($m: ID!) {
    addReaction(input: { messageId: $m, emoji: "👍" }) { ... on Error { __typename code field } }
  }
`);
const ForeignSeen = graphql(`
  query TestConversationForeignSeen { messages(first: 100) { edges { node { id } } } viewer { unreadCount } }
`);
/** What the loops below need of those documents: they take `$c`; their answers are compared whole. */
type ForeignDocument = TypedDocumentNode<unknown, { c: string }>;

describe('another user', () => {
  it("gets 404 for every one of a user's conversations (read, update, delete, message) and changes nothing", async () => {
    const [alice, bob, mallory] = [await signUp(base), await signUp(base), await signUp(base)];
    const withBob = await open(alice, { contact_id: bob.user_id });
    const message = await send(alice, withBob.id, 'private');
    await open(alice, { group_id: await createGroup(alice, 'g', [bob.user_id]) });
    const targets = await svc.infra.prisma.conversation.findMany({
      where: { owner: { uuid: { in: [alice.user_id, bob.user_id] } } },
    });
    expect(targets.length).toBe(4);
    const snapshot = async () => ({
      conversations: await svc.infra.prisma.conversation.findMany({
        orderBy: { id: 'asc' },
        where: { id: { in: targets.map((t) => t.id) } },
      }),
      messages: await svc.infra.prisma.message.findMany({ orderBy: { id: 'asc' }, include: { reactions: true } }),
    });
    const before = await snapshot();
    for (const { id } of targets) {
      for (const [method, body] of [
        ['GET'],
        ['PUT', { is_muted: true, archived_at: 1, pinned_message_id: message.id }],
        ['DELETE'],
      ] as const) {
        const res = await rest(mallory, method, `/v1/conversations/${id}`, body);
        expect(res.status).toBe(404);
        expect(res.body.message).toEqual({
          error: 'NOT_FOUND',
          detail: 'conversation was not found',
          field: 'conversation_id',
        });
      }
      // The mutations answer a NotFoundError naming the input field, as for an unknown id.
      const mutations: [name: string, field: string, document: ForeignDocument][] = [
        ['sendMessage', 'conversationId', ForeignSendMessage],
        ['markConversationRead', 'id', ForeignMarkRead],
        ['updateConversation', 'id', ForeignUpdate],
        ['deleteConversation', 'id', ForeignDelete],
      ];
      for (const [name, field, document] of mutations) {
        const res = await gql(base, document, { c: id }, mallory.access_token);
        expect(res.body, name).toEqual({
          data: {
            [name]: { __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'conversation was not found', field },
          },
        });
      }
      const queries: [query: string, document: ForeignDocument, code: string][] = [
        ['messages(conversationId:)', ForeignMessages, 'NOT_FOUND'],
        ['conversations(startingAfter:)', ForeignConversationsAfter, 'BAD_USER_INPUT'],
      ];
      for (const [query, document, code] of queries) {
        const res = await gql(base, document, { c: id }, mallory.access_token);
        expect(res.body.errors?.[0].extensions?.code, query).toBe(code);
      }
      // The root lookup: null, as for an id that does not exist.
      const lookup = await gql(base, ForeignLookup, { c: id }, mallory.access_token);
      expect(lookup.body).toEqual({ data: { conversation: null } });
    }
    for (const m of before.messages) {
      const res = await gql(base, ForeignReaction, { m: m.id }, mallory.access_token);
      expect(res.body).toEqual({
        data: { addReaction: { __typename: 'NotFoundError', code: 'NOT_FOUND', field: 'messageId' } },
      });
    }
    expect(await snapshot()).toEqual(before);
    expect((await rest(mallory, 'GET', '/v1/conversations')).body).toEqual({ has_more: false, data: [] });
    const seen = await gql(base, ForeignSeen, undefined, mallory.access_token);
    expect(seen.body.data).toEqual({ messages: { edges: [] }, viewer: { unreadCount: 0 } });
  });
});
