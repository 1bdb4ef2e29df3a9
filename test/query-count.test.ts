import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/security/tokens.js';
import { addConversations, createHomeUser, HOME_QUERY, HOME_SQL, type Account } from '../bench/lib/home.js';
import { gql, startService, type TestService } from './helpers/service.js';

// No N+1 on the home screen (bench/lib/home.ts, the query `npm run bench` measures): one
// GraphQL query for the viewer, profile, identities, channels and the 20 most recent
// conversations with contact, last message and unread count costs the same small number of
// SQL statements with 3 conversations as with 25. Counted with Prisma's query events; the
// token lookup is included, transaction control is not.

let svc: TestService;
let counting = false;
let statements: string[] = [];

beforeAll(async () => {
  // Every query looks its token up (no session cache): the count must not depend on whether
  // the cache entry outlived the set-up between the two measurements.
  svc = await startService(
    { SESSION_CACHE_SECONDS: '0' },
    {
      onQuery: (e) => {
        if (counting && !/^(BEGIN|COMMIT|ROLLBACK|DEALLOCATE|SAVEPOINT|RELEASE)/i.test(e.query.trim()))
          statements.push(e.query);
      },
    },
  );
  // The money engine's background passes would be counted too; nothing here needs it.
  await svc.services.engine.stop();
});
afterAll(() => svc?.close());

/**
 * What the test reads of the home screen's answer. HOME_QUERY stays the benchmark's string
 * (bench/lib/home.ts, which `npm run bench` sends as it is): the test counts that very query,
 * so it is no typed document here; this type covers the fields read below.
 */
interface HomeData {
  viewer: { identities: unknown[]; channels: unknown[] } | null;
  conversations: {
    edges: { node: { contact: unknown; lastMessage: unknown } }[];
    pageInfo: { hasNextPage: boolean };
  };
}

async function home(user: Account) {
  statements = [];
  counting = true;
  const res = await gql<HomeData>(svc.url, HOME_QUERY, undefined, user.token);
  counting = false;
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return { data: res.body.data, statements: [...statements] };
}

/** The benchmark's hand-written baseline must answer exactly what GraphQL answers. */
async function handWritten(user: Account) {
  const rows = await svc.infra.prisma.$queryRawUnsafe<{ body: string }[]>(HOME_SQL, hashToken(user.token));
  return JSON.parse(rows[0].body).data;
}

/** Upper bound of SQL statements for the home screen (4 today: see the comment below). */
const MAX_STATEMENTS = 5;

describe('home screen query count', () => {
  it('is the same small constant for 3 and for 25 conversations', { timeout: 180_000 }, async () => {
    const user = await createHomeUser(svc.url);
    await addConversations(svc.url, user, 3);
    const small = await home(user);
    expect(small.data?.conversations.edges).toHaveLength(3);
    expect(small.data?.viewer?.identities).toHaveLength(4);
    expect(small.data?.viewer?.channels).toHaveLength(2);
    expect(small.data).toEqual(await handWritten(user));

    await addConversations(svc.url, user, 22, 3);
    const large = await home(user);
    expect(large.data?.conversations.edges).toHaveLength(20);
    expect(large.data?.conversations.pageInfo.hasNextPage).toBe(true);
    expect(large.data?.conversations.edges.every((e) => e.node.contact && e.node.lastMessage)).toBe(true);
    expect(large.data).toEqual(await handWritten(user));

    // Never one statement per conversation. With Prisma's relationJoins each root field is
    // one statement with its relations joined in: the token with its user, the viewer with
    // profile, usertag, identities and channels, the unread total, and the conversation page
    // with contacts, usertags, last messages (LIMIT 1 each) and unread counts.
    if (
      process.env.SHOW_SQL ||
      large.statements.length !== small.statements.length ||
      large.statements.length > MAX_STATEMENTS
    ) {
      console.log(large.statements.map((q, i) => `${i + 1}. ${process.env.SHOW_SQL ? q : q.slice(0, 200)}`).join('\n'));
    }
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});
