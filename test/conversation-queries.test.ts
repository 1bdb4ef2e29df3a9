import { describe, expect, it } from 'vitest';
import { graphql } from './generated/gql/index.js';
import { call, gql, signUp, success } from './helpers/service.js';
import { useModules } from './helpers/modules.js';

// No N+1: a page of conversations with contacts, unread counts, last messages, reactions and
// group members costs the same number of SQL queries for 2 conversations as for 12.

let queries = 0;
let counting = false;

const running = useModules(
  // The page below asks for everything at once, on purpose: above the default cost limit.
  { GRAPHQL_MAX_COST: '100000' },
  {
    // The money engine and the webhook worker do not run in the module tier: only requests are
    // counted, and the outbox tail's reads (src/events/tail.ts: the visibility bound, then "Event"),
    // which follow the commits before the window at their own pace, are left out.
    onQuery: (e) => {
      const tail = /pg_stat_activity|FROM "Event"/.test(e.query);
      if (counting && !tail && !/^(BEGIN|COMMIT|ROLLBACK|DEALLOCATE)/i.test(e.query.trim())) {
        queries++;
        if (process.env.SHOW_SQL) console.log(e.query.slice(0, 300));
      }
    },
  },
);

const PAGE = graphql(`
  query TestConversationQueriesPage {
    viewer { unreadCount }
    conversations(first: 20) {
      edges { cursor node {
        id contactId isMuted unreadCount lastActiveAt
        contact { id username phoneNumber isSystem }
        group { name isMember members { isAdmin contact { id username } } }
        lastMessage { text fromViewer contact { username } reactions { emoji contact { id } } }
        messages(last: 3) { edges { node { text reactions { emoji } } } pageInfo { hasPreviousPage } }
      } }
      pageInfo { hasNextPage }
    }
  }
`);
const OPEN = graphql(`
  mutation TestConversationQueriesOpen($c: ID) {
    createConversation(input: { contactId: $c }) { __typename ... on CreateConversationSuccess { conversation { id } } }
  }
`);
const SEND = graphql(`
  mutation TestConversationQueriesSend($c: ID!, $m: String!) {
    sendMessage(input: { conversationId: $c, text: $m }) { __typename ... on SendMessageSuccess { sentMessage { id } } }
  }
`);
const REACT = graphql(`
  mutation TestConversationQueriesReact($m: ID!) {
    addReaction(input: { messageId: $m, emoji: "🔥" }) { __typename }
  }
`);
const CREATE_GROUP = graphql(`
  mutation TestConversationQueriesCreateGroup($name: String!, $m: [ID!]) {
    createGroup(input: { name: $name, memberIds: $m }) { __typename }
  }
`);

async function countQueries(token: string) {
  queries = 0;
  counting = true;
  const res = await gql(running.url, PAGE, undefined, token);
  counting = false;
  expect(res.body.errors).toBeUndefined();
  return { n: queries, edges: res.body.data?.conversations.edges.length };
}

describe('query planning', () => {
  it('the conversation page costs a constant number of queries', async () => {
    const base = running.url;
    const owner = await signUp(base);
    const others = await Promise.all(Array.from({ length: 10 }, () => signUp(base)));
    const open = async (contact: string) =>
      success(
        (await gql(base, OPEN, { c: contact }, owner.access_token)).body.data?.createConversation,
        'CreateConversationSuccess',
      ).conversation.id;
    const send = (token: string, c: string, m: string) => gql(base, SEND, { c, m }, token);
    const fill = async (contact: (typeof others)[number]) => {
      const mine = await open(contact.user_id);
      const sent = success((await send(owner.access_token, mine, 'hi')).body.data?.sendMessage, 'SendMessageSuccess')
        .sentMessage.id;
      await gql(base, REACT, { m: sent }, owner.access_token);
      const theirs = (
        await call(base, 'GET', '/v1/conversations', undefined, { authorization: `Bearer ${contact.access_token}` })
      ).body.data[0].id;
      await send(contact.access_token, theirs, 'hello back');
    };
    await fill(others[0]);
    await gql(base, CREATE_GROUP, { name: 'g1', m: [others[0].user_id] }, owner.access_token);
    const small = await countQueries(owner.access_token);
    expect(small.edges).toBe(2);
    for (const other of others.slice(1)) await fill(other);
    await gql(base, CREATE_GROUP, { name: 'g2', m: [others[1].user_id, others[2].user_id] }, owner.access_token);
    const large = await countQueries(owner.access_token);
    expect(large.edges).toBe(12);
    expect(large.n).toBe(small.n);
    // Prisma loads each relation level with one batched query (about 20 for this page).
    expect(large.n).toBeLessThanOrEqual(25);
  });
});
