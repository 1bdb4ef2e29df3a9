import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { call, gql, signUp, startService, type TestService } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';

// The transactional outbox and the event log (docs/events.md): events written with their
// changes, read back by the owner only, resumed from a cursor, and streamed with a replay that
// hands over to live events without a gap or a repeat.

let svc: TestService;
let base: string;
beforeAll(async () => {
  svc = await startService();
  base = svc.url;
});
afterAll(() => svc?.close());

type User = Awaited<ReturnType<typeof signUp>>;
interface EventNode {
  id: string;
  type: string;
  subjectType: string;
  subjectId: string;
  payload: string;
}

const EVENTS = `query ($after: String, $first: Int, $types: [EventType!]) {
  events(after: $after, first: $first, types: $types) {
    edges { cursor node { id type subjectType subjectId payload } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function events(user: User, vars: { after?: string | null; first?: number; types?: string[] } = {}) {
  const reply = await gql(base, EVENTS, vars, user.access_token);
  return reply.body as {
    data: {
      events: {
        edges: { cursor: string; node: EventNode }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } | null;
    errors?: { message: string; extensions: { code: string } }[];
  };
}

async function conversationWith(user: User, contact: User): Promise<string> {
  const reply = await gql(
    base,
    `mutation ($c: ID) { createConversation(input: { contactId: $c }) {
      ... on CreateConversationSuccess { conversation { id } } ... on Error { code message } } }`,
    { c: contact.user_id },
    user.access_token,
  );
  return reply.body.data.createConversation.conversation.id;
}

async function send(user: User, conversationId: string, text: string): Promise<string> {
  const reply = await gql(
    base,
    `mutation ($c: ID!, $m: String!) { sendMessage(input: { conversationId: $c, text: $m }) {
      ... on SendMessageSuccess { sentMessage { id } } ... on Error { code message } } }`,
    { c: conversationId, m: text },
    user.access_token,
  );
  return reply.body.data.sendMessage.sentMessage.id;
}

describe('event log', () => {
  it('records each change with its payload, to its owner only, and resumes from a cursor without gap or repeat', async () => {
    const ada = await signUp(base);
    const bob = await signUp(base);
    const eve = await signUp(base);
    const conversation = await conversationWith(ada, bob);
    const first = await events(ada);
    expect(first.data?.events.edges.map((e) => e.node.type)).toEqual(['CONVERSATION_CREATED']);
    const cursor = first.data!.events.pageInfo.endCursor!;

    // Missed while away: 5 messages from Ada, each a message.created for Ada and one for Bob.
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) sent.push(await send(ada, conversation, `hello ${i}`));

    // Resumed from the cursor, two at a time: every missed event once, in order.
    const seen: EventNode[] = [];
    let after: string | null = cursor;
    for (;;) {
      const page = await events(ada, { after, first: 2 });
      seen.push(...page.data!.events.edges.map((e) => e.node));
      if (!page.data!.events.pageInfo.hasNextPage) break;
      after = page.data!.events.pageInfo.endCursor;
    }
    expect(seen.map((e) => e.type)).toEqual(Array(5).fill('MESSAGE_CREATED'));
    const payloads = seen.map((e) => JSON.parse(e.payload));
    expect(payloads.map((p) => p.data.id)).toEqual(sent);
    expect(payloads[0]).toMatchObject({
      id: seen[0].id,
      type: 'message.created',
      version: 1,
      data: { conversationId: conversation, text: 'hello 0', fromViewer: true, contact: { id: ada.user_id } },
    });
    expect([...seen.map((e) => e.id)].sort()).toEqual(seen.map((e) => e.id)); // ids sort in log order

    // Bob has his own copies' events; Eve has none of theirs.
    const bobs = await events(bob, { types: ['MESSAGE_CREATED'] });
    expect(bobs.data!.events.edges.map((e) => JSON.parse(e.node.payload).data.fromViewer)).toEqual(
      Array(5).fill(false),
    );
    expect((await events(eve)).data!.events.edges).toEqual([]);
    // Ada's cursor gives Eve nothing of Ada's.
    expect((await events(eve, { after: cursor })).data!.events.edges).toEqual([]);
  });

  it('never carries a secret: a passcode change says that it changed', async () => {
    const ada = await signUp(base, { passcode: '2468' });
    const reply = await gql(
      base,
      `mutation { updatePasscode(input: { currentPasscode: "2468", newPasscode: "1357" }) { __typename } }`,
      {},
      ada.access_token,
    );
    expect(reply.body.errors).toBeUndefined();
    const log = await events(ada, { types: ['PASSCODE_CHANGED'] });
    const [edge] = log.data!.events.edges;
    expect(JSON.parse(edge.node.payload)).toMatchObject({
      type: 'auth.passcode_changed',
      data: { userId: ada.user_id },
    });
    expect(edge.node.payload).not.toContain('1357');
    expect(edge.node.payload).not.toContain('2468');
  });

  it('refuses a malformed cursor (BAD_USER_INPUT) and one older than the retention (CURSOR_EXPIRED)', async () => {
    const ada = await signUp(base);
    const bob = await signUp(base);
    await conversationWith(ada, bob);
    const cursor = (await events(ada)).data!.events.pageInfo.endCursor!;
    expect((await events(ada, { after: 'nope' })).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    svc.clock.advance(31 * 86_400_000);
    // The access token expired meanwhile: sign in again.
    const signIn = await call(base, 'POST', '/account/auth/sign-in', {
      email: ada.email,
      password: ada.password,
      passcode: ada.passcode,
    });
    const expired = await events({ ...ada, access_token: signIn.body.message.access_token }, { after: cursor });
    expect(expired.errors?.[0].extensions.code).toBe('CURSOR_EXPIRED');
    expect(expired.errors?.[0].message).toMatch(/retention/);
  });
});

describe('events subscription', () => {
  it('replays everything after the cursor, then goes live, with no gap and no repeat at the hand-over', async () => {
    const ada = await signUp(base);
    const bob = await signUp(base);
    await conversationWith(ada, bob);
    const cursor = (await events(ada)).data!.events.pageInfo.endCursor!;
    // Missed before subscribing: four messages from Bob.
    const theirs = await bobConversation(bob, ada);
    for (let i = 0; i < 4; i++) await send(bob, theirs, `m${i}`);

    const client = wsClient(base, ada.access_token, { retryAttempts: 0 });
    const received: EventNode[] = [];
    const before = await openStreams(base);
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ events: EventNode }>(
        {
          query: 'subscription ($after: String) { events(after: $after) { id type subjectType subjectId payload } }',
          variables: { after: cursor },
        },
        {
          next: (message) => {
            if (message.errors) return reject(new Error(JSON.stringify(message.errors)));
            received.push(message.data!.events);
            if (received.length === 8) resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await subscribed(base, before + 1);
    // Live ones, while the replay may still be running.
    for (let i = 0; i < 4; i++) await send(bob, theirs, `live${i}`);
    await done;
    await client.dispose();
    const messageIds = received.map((e) => JSON.parse(e.payload).data.id);
    // Ada's copies: ids differ from Bob's, so compare texts and uniqueness.
    expect(received.map((e) => JSON.parse(e.payload).data.text)).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'live0',
      'live1',
      'live2',
      'live3',
    ]);
    expect(new Set(received.map((e) => e.id)).size).toBe(8);
    expect(new Set(messageIds).size).toBe(8);
  });
});

async function bobConversation(bob: User, ada: User): Promise<string> {
  return conversationWith(bob, ada);
}

describe.runIf(process.env.TEST_DATABASE_URL)('event log visibility (PostgreSQL)', () => {
  it('is not held back by an open transaction of another database on the same server', async () => {
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      const [{ db }] = (await other.query('SELECT current_database() AS db')).rows;
      expect(svc.config.databaseUrl).not.toMatch(new RegExp(`/${db}(\\?|$)`));
      // A transaction with an id, older than the change below, left open in another database.
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      const ada = await signUp(base);
      const bob = await signUp(base);
      await conversationWith(ada, bob);
      // At once in the owner's log: no waiting for the other database's transaction.
      const log = await events(ada);
      expect(log.data?.events.edges.map((e) => e.node.type)).toEqual(['CONVERSATION_CREATED']);
    } finally {
      await other.query('ROLLBACK').catch(() => {});
      await other.end();
    }
  });

  it('holds a later event back while an earlier transaction of its own database is open, then shows both in order', async () => {
    const ada = await signUp(base);
    const bob = await signUp(base);
    const own = new pg.Client({ connectionString: svc.config.databaseUrl! });
    await own.connect();
    try {
      // An event written by a transaction that started first and commits last.
      await own.query('BEGIN');
      await own.query(
        `INSERT INTO "Event" ("seq", "txid", "publicId", "userId", "type", "subjectType", "subjectId", "payload", "createdAt")
         SELECT n.seq, n.txid, 'evt_' || lpad(to_hex(n.txid), 16, '0') || lpad(to_hex(n.seq), 16, '0') || lpad(to_hex(0), 11, '0'),
                u.id, 'profile.updated', 'Profile', $1::text, '{}'::jsonb, now()
         FROM (SELECT nextval(pg_get_serial_sequence('"Event"', 'seq')) AS seq, pg_current_xact_id()::text::bigint AS txid) n,
              "User" u WHERE u.uuid::text = $1::text`,
        [ada.user_id],
      );
      await conversationWith(ada, bob);
      // The conversation's event committed, but an earlier position may still commit: not shown yet.
      expect((await events(ada)).data?.events.edges).toEqual([]);
      await own.query('COMMIT');
      const log = await events(ada);
      expect(log.data?.events.edges.map((e) => e.node.type)).toEqual(['PROFILE_UPDATED', 'CONVERSATION_CREATED']);
    } finally {
      await own.query('ROLLBACK').catch(() => {});
      await own.end();
    }
  });
});
