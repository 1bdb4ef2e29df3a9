import { beforeAll, describe, expect, it } from 'vitest';
import { addConversations, createHomeUser, HOME_QUERY, mutate, SEND_MESSAGE, type Account } from '../bench/lib/home.js';
import { CHANGE_CHANNEL } from '../src/db/change-feed.js';
import { watchedTables } from '../src/db/watched-tables.js';
import { call, gql } from './helpers/service.js';
import { isControl } from './helpers/statements.js';
import { useModules } from './helpers/modules.js';

// The response cache (src/schema/response-cache.ts): a query asked again by the same session is
// answered without touching the database, and any change that shows in the answer, whoever
// writes it and from whichever instance, is there in the very next answer.

const svc = useModules({ SESSION_CACHE_SECONDS: '60' }, { statements: true });
let home: Account;
let contact: Account;
let theirConversation: string;

beforeAll(async () => {
  home = await createHomeUser(svc.url);
  await addConversations(svc.url, home, 2);
  contact = await createHomeUser(svc.url);
  const open = `mutation($c: ID) { createConversation(input: { contactId: $c }) {
    ... on CreateConversationSuccess { conversation { id } } } }`;
  await mutate(svc.url, home.token, open, { c: contact.userId });
  theirConversation = (await mutate(svc.url, contact.token, open, { c: home.userId })).createConversation.conversation
    .id;
}, 120_000);

/** The session's read of its token (SESSION_CACHE_SECONDS decides when), not the answer's. */
const isTokenRead = (sql: string) => sql.includes('FROM "public"."AccessToken"');

/** A query as `user`: its answer and the SQL statements it sent (transaction control and the token aside). */
async function ask<T = any>(
  user: Account,
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const res = await gql<T>(svc.url, query, variables, user.token, headers);
  expect(res.status).toBe(200);
  return { body: res.body, statements: svc.statements.of(res).filter((q) => !isControl(q) && !isTokenRead(q)) };
}

/** The contact's conversation as `home` sees it on the home screen. */
const withContact = (data: any) =>
  data.conversations.edges.find((e: any) => e.node.contact?.id === contact.userId)?.node;

async function cacheCount(outcome: 'hit' | 'miss') {
  const text = (await fetch(`${svc.url}/metrics`).then((r) => r.text())) as string;
  return Number(text.match(new RegExp(`fas_response_cache_total\\{outcome="${outcome}"\\} (\\d+)`))?.[1] ?? 0);
}

describe('response cache', () => {
  it('answers the same home screen again without a SQL statement, and counts it as a hit', async () => {
    const first = await ask(home, HOME_QUERY);
    expect(first.body.errors).toBeUndefined();
    const hits = await cacheCount('hit');
    const again = await ask(home, HOME_QUERY);
    expect(again.body).toEqual(first.body);
    expect(again.statements).toEqual([]);
    expect(await cacheCount('hit')).toBe(hits + 1);

    // Cache-Control: no-cache executes it afresh (the same answer, from the database).
    const fresh = await ask(home, HOME_QUERY, undefined, { 'cache-control': 'no-cache' });
    expect(fresh.body).toEqual(first.body);
    expect(fresh.statements.length).toBeGreaterThan(0);
    expect((await ask(home, HOME_QUERY)).statements).toEqual([]);
  });

  it('Cache-Control: no-store executes the query and keeps nothing, counted neither hit nor miss', async () => {
    const noStore = () => ask(contact, HOME_QUERY, undefined, { 'cache-control': 'no-store' });
    const [hits, misses] = [await cacheCount('hit'), await cacheCount('miss')];
    const first = await noStore();
    expect(first.body.errors).toBeUndefined();
    expect(first.statements.length).toBeGreaterThan(0);
    // Executed again: nothing was looked up or kept.
    expect((await noStore()).statements.length).toBe(first.statements.length);
    expect([await cacheCount('hit'), await cacheCount('miss')]).toEqual([hits, misses]);
    // Nor did it keep an answer for the next plain request, which executes (a miss), then is kept.
    const plain = await ask(contact, HOME_QUERY);
    expect(plain.body).toEqual(first.body);
    expect(plain.statements.length).toBe(first.statements.length);
    expect(await cacheCount('miss')).toBe(misses + 1);
    expect((await ask(contact, HOME_QUERY)).statements).toEqual([]);
  });

  it("shows a contact's new message, the unread count and their new phone number in the next answer", async () => {
    await ask(home, HOME_QUERY);
    const before = await ask(home, HOME_QUERY);
    expect(before.statements).toEqual([]);
    const unread = before.body.data.viewer.unreadCount;

    await mutate(svc.url, contact.token, SEND_MESSAGE, { c: theirConversation, m: 'the cache must not hide this' });
    const after = await ask(home, HOME_QUERY);
    expect(after.statements.length).toBeGreaterThan(0);
    expect(withContact(after.body.data).lastMessage.text).toBe('the cache must not hide this');
    expect(after.body.data.viewer.unreadCount).toBe(unread + 1);

    const phone = `{ conversations(first: 20) { edges { node { contact { id phoneNumber } } } } }`;
    await ask(home, phone);
    expect((await ask(home, phone)).statements).toEqual([]);
    await mutate(
      svc.url,
      contact.token,
      `mutation { updateProfile(input: { phoneNumber: "+233241234567" }) { __typename ... on Error { message } } }`,
    );
    expect(withContact((await ask(home, phone)).body.data).contact.phoneNumber).toBe('+233241234567');
  });

  it('sees every change written straight to the database (as another instance would) in the very next answer', async () => {
    const pinned = `{ conversations(first: 20) { edges { node { contact { id } isPinned } } } }`;
    for (let round = 0; round < 20; round++) {
      const pin = round % 2 === 0;
      await ask(home, pinned); // cached after the first round
      await svc.infra.prisma.$executeRaw`UPDATE "Conversation" SET "isPinned" = ${pin}
        WHERE "ownerId" = (SELECT id FROM "User" WHERE uuid = ${home.userId}::uuid)`;
      const answer = await ask(home, pinned);
      expect(answer.body.data.conversations.edges.every((e: any) => e.node.isPinned === pin)).toBe(true);
    }
  });

  it("shows a group member's message in every other member's next answer", async () => {
    const group = await mutate(
      svc.url,
      contact.token,
      `mutation($m: [ID!]) { createGroup(input: { name: "Accra runners", memberIds: $m }) {
        ... on CreateGroupSuccess { group { id } } } }`,
      { m: [home.userId] },
    );
    const groupId = group.createGroup.group.id as string;
    const groups = `{ conversations(first: 50) { edges { node { groupId unreadCount lastMessage { text } } } } }`;
    const mine = (data: any) => data.conversations.edges.find((e: any) => e.node.groupId === groupId)?.node;
    await ask(home, groups);
    const before = await ask(home, groups);
    expect(before.statements).toEqual([]);
    expect(mine(before.body.data).lastMessage).toBeNull();

    const conversationId = (
      await ask(contact, `{ conversations(first: 50) { edges { node { id groupId } } } }`)
    ).body.data.conversations.edges.find((e: any) => e.node.groupId === groupId).node.id;
    await mutate(svc.url, contact.token, SEND_MESSAGE, { c: conversationId, m: 'run at six?' });
    const after = mine((await ask(home, groups)).body.data);
    expect(after.lastMessage.text).toBe('run at six?');
    expect(after.unreadCount).toBe(1);
  });

  it('never caches a field the change feed does not cover (a contact’s last activity, balances, payments)', async () => {
    for (const query of [
      `{ conversations(first: 5) { edges { node { contact { lastActiveAt } } } } }`,
      `{ viewer { id payments(first: 5) { edges { node { id } } } } }`,
    ]) {
      await ask(home, query);
      expect((await ask(home, query)).statements.length).toBeGreaterThan(0);
    }
  });

  it("watches in the database exactly the tables the lint reads from the migrations' triggers", async () => {
    // npm run lint:schema fails on a cached field reading any other table (src/db/watched-tables.ts).
    const rows = await svc.infra.prisma.$queryRaw<{ relname: string; tgtype: number; columns: number }[]>`
      SELECT c.relname, t.tgtype::int AS tgtype, cardinality(t.tgattr::int2[])::int AS columns
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = ${CHANGE_CHANNEL} AND NOT t.tgisinternal`;
    // tgtype: 4 INSERT, 8 DELETE, 16 UPDATE; an UPDATE OF some columns does not watch the whole row.
    const inDatabase = Object.fromEntries(
      rows.map((r) => [
        r.relname,
        [
          ...(r.tgtype & 8 ? ['DELETE'] : []),
          ...(r.tgtype & 4 ? ['INSERT'] : []),
          ...(r.tgtype & 16 && r.columns === 0 ? ['UPDATE'] : []),
        ],
      ]),
    );
    const fromMigrations = Object.fromEntries([...watchedTables()].map(([table, ops]) => [table, [...ops].sort()]));
    expect(fromMigrations).toEqual(inDatabase);
    expect(Object.keys(inDatabase)).toContain('Message');
  });

  it('keeps each session to itself: another token of the same user is a miss, and signed-out ones are refused', async () => {
    const email = (await ask(home, '{ viewer { email } }')).body.data.viewer.email;
    const signIn = async () => {
      const reply = await call(svc.url, 'POST', '/account/auth/sign-in', {
        email,
        password: 'correct horse battery',
        passcode: '246810', // bench/lib/home.ts's sign-up
      });
      expect(reply.status).toBe(200);
      return { token: reply.body.message.access_token as string, userId: home.userId };
    };
    const second = await signIn();
    const mine = await ask(second, HOME_QUERY);
    expect(mine.statements.length).toBeGreaterThan(0);
    expect(mine.body.data).toEqual((await ask(home, HOME_QUERY)).body.data);

    // Both answers are cached now; signing out ends every session of the account.
    await ask(second, HOME_QUERY);
    const out = await gql(svc.url, 'mutation { signOut { revokedTokens } }', undefined, second.token);
    expect(out.body.errors).toBeUndefined();
    for (const token of [second, home]) {
      const refused = await ask(token, HOME_QUERY);
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    home = await signIn(); // for the tests after this one
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('response cache without its database connection (PostgreSQL)', () => {
  const listening = async () =>
    /fas_change_feed_listening 1/.test(await fetch(`${svc.url}/metrics`).then((r) => r.text()));

  it('serves nothing from the cache while it cannot hear changes, and caches again once reconnected', async () => {
    const query = `{ conversations(first: 20) { edges { node { contact { id } isMuted } } } }`;
    await ask(home, query);
    expect((await ask(home, query)).statements).toEqual([]);

    await svc.infra.prisma.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'fas-change-feed' AND datname = current_database()`;
    // Whatever this instance heard or not, a change made now shows in the next answer.
    await svc.infra.prisma.$executeRaw`UPDATE "Conversation" SET "isMuted" = true
      WHERE "ownerId" = (SELECT id FROM "User" WHERE uuid = ${home.userId}::uuid)`;
    const during = await ask(home, query);
    expect(during.body.data.conversations.edges.every((e: any) => e.node.isMuted)).toBe(true);

    // It reconnects on its own: the same question is soon answered from the cache again.
    const askedTwice = async () => {
      await ask(home, query);
      return (await ask(home, query)).statements.length;
    };
    await expect.poll(askedTwice, { timeout: 15_000, interval: 200 }).toBe(0);
    expect(await listening()).toBe(true);
  });
});
