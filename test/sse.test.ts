import { createClient } from 'graphql-sse';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, signUp } from './helpers/service.js';
import { openStreams, subscribed } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';

// GraphQL over SSE at /graphql/stream (src/realtime/sse.ts), as a chat UI without websockets
// uses it through the graphql-sse client: single-connection mode (one stream carrying every
// operation) and distinct connections, authenticated by the Authorization header, a reserved
// stream usable by its own account only, and a stream that ends with its session.

const svc = useService();
let base: string;

beforeAll(() => {
  base = svc.url;
});

const STREAM = '/graphql/stream';
const TOKEN_HEADER = 'x-graphql-event-stream-token';

/** Bob opens a conversation with Alice and sends her `text`. */
async function bobWrites(bob: { access_token: string }, alice: { user_id: string }, text: string) {
  const opened = await gql(
    base,
    `mutation($c: ID!) { createConversation(input: { contactId: $c }) { ... on CreateConversationSuccess { conversation { id } } } }`,
    { c: alice.user_id },
    bob.access_token,
  );
  const conversationId = opened.body.data.createConversation.conversation.id;
  const sent = await gql(
    base,
    `mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, text: $t }) { __typename } }`,
    { c: conversationId, t: text },
    bob.access_token,
  );
  expect(sent.body.data.sendMessage.__typename).toBe('SendMessageSuccess');
}

function client(token: string, singleConnection: boolean) {
  return createClient({
    url: base + STREAM,
    singleConnection,
    headers: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
}

describe.each([
  ['single-connection mode', true],
  ['distinct connections mode', false],
])('%s, with the graphql-sse client', (_mode, single) => {
  it('delivers a new message to its recipient live, and runs a query over the same transport', async () => {
    const [alice, bob] = await Promise.all([signUp(base), signUp(base)]);
    const sse = client(alice.access_token, single);
    try {
      const viewer = await new Promise<unknown>((resolve, reject) => {
        let result: unknown;
        sse.subscribe(
          { query: '{ viewer { id } }' },
          { next: (r) => (result = r), error: reject, complete: () => resolve(result) },
        );
      });
      expect(viewer).toEqual({ data: { viewer: { id: alice.user_id } } });

      const before = await openStreams(base);
      const received: unknown[] = [];
      const ended = new Promise<void>((resolve, reject) =>
        sse.subscribe(
          { query: 'subscription { messageAdded { text } }' },
          { next: (r) => received.push(r), error: reject, complete: resolve },
        ),
      );
      await subscribed(base, before + 1);
      await bobWrites(bob, alice, 'akwaaba');
      await expect.poll(() => received).toEqual([{ data: { messageAdded: { text: 'akwaaba' } } }]);
      // Alice signs out: her subscription completes and its stream closes, as every stream of hers does.
      await gql(base, 'mutation { signOut { revokedTokens } }', {}, alice.access_token);
      await ended;
      await subscribed(base, before, { exact: true });
    } finally {
      sse.dispose();
    }
  });
});

describe('refusals', () => {
  it('refuses a request without a valid token (401), whatever the mode', async () => {
    for (const init of [
      { method: 'PUT' },
      { method: 'POST', headers: { accept: 'text/event-stream', 'content-type': 'application/json' } },
    ]) {
      const res = await fetch(base + STREAM, {
        ...init,
        body: init.method === 'POST' ? JSON.stringify({ query: '{ viewer { id } }' }) : undefined,
        headers: { ...init.headers, authorization: 'Bearer fas_unknown' },
      });
      expect(res.status, init.method).toBe(401);
      expect((await res.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('another account cannot open, use or stop a reserved stream: it is unknown to them (404)', async () => {
    const [alice, mallory] = await Promise.all([signUp(base), signUp(base)]);
    const reserved = await fetch(base + STREAM, {
      method: 'PUT',
      headers: { authorization: `Bearer ${alice.access_token}` },
    });
    expect(reserved.status).toBe(201);
    const token = await reserved.text();
    const as = (who: { access_token: string }) => ({
      authorization: `Bearer ${who.access_token}`,
      [TOKEN_HEADER]: token,
    });
    const open = await fetch(base + STREAM, { headers: { ...as(mallory), accept: 'text/event-stream' } });
    expect(open.status).toBe(404);
    const run = await fetch(base + STREAM, {
      method: 'POST',
      headers: { ...as(mallory), 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }', extensions: { operationId: 'x' } }),
    });
    expect(run.status).toBe(404);
    // Alice's own token opens it.
    const mine = await fetch(base + STREAM, { headers: { ...as(alice), accept: 'text/event-stream' } });
    expect(mine.status).toBe(200);
    await mine.body?.cancel();
  });

  it('lets an account hold at most 10 streams: the next reservation is 429 until one ends', async () => {
    const ama = await signUp(base);
    const auth = { authorization: `Bearer ${ama.access_token}` };
    const put = () => fetch(base + STREAM, { method: 'PUT', headers: auth });
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await put();
      expect(res.status).toBe(201);
      tokens.push(await res.text());
    }
    const refused = await put();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    // Another account is not affected.
    const kofi = await signUp(base);
    const theirs = await fetch(base + STREAM, {
      method: 'PUT',
      headers: { authorization: `Bearer ${kofi.access_token}` },
    });
    expect(theirs.status).toBe(201);
    // Ama opens one and closes it: its place is free again.
    const open = await fetch(base + STREAM, {
      headers: { ...auth, [TOKEN_HEADER]: tokens[0], accept: 'text/event-stream' },
    });
    expect(open.status).toBe(200);
    await open.body?.cancel();
    await expect.poll(async () => (await put()).status).toBe(201);
  });

  it('ends an open single-connection stream when its token is signed out, even with no operation on it', async () => {
    const alice = await signUp(base);
    const auth = { authorization: `Bearer ${alice.access_token}` };
    const token = await (await fetch(base + STREAM, { method: 'PUT', headers: auth })).text();
    const res = await fetch(base + STREAM, {
      headers: { ...auth, [TOKEN_HEADER]: token, accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const ended = (async () => {
      while (!(await reader.read()).done);
      return true;
    })();
    await gql(base, 'mutation { signOut { revokedTokens } }', {}, alice.access_token);
    expect(await ended).toBe(true);
    // The stream is forgotten: even Alice's next token cannot use it.
    const again = await signUp(base);
    const reuse = await fetch(base + STREAM, {
      headers: { authorization: `Bearer ${again.access_token}`, [TOKEN_HEADER]: token, accept: 'text/event-stream' },
    });
    expect(reuse.status).toBe(404);
  });
});
