import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, signUp } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';
import { sharedBackend, type SharedBackend } from './helpers/cluster.js';
import { stop, type Instance } from './helpers/instance.js';

// The live bus fed from the outbox (docs/events.md "The live bus"), across two instances with
// NO Redis between them: two production server processes on one PostgreSQL database, neither
// given REDIS_URL. Each tails the outbox itself, so a message written through A reaches its
// recipient's subscription on B, exactly once, in order, and nobody else's. Before the live bus,
// messageAdded went through the in-process (or Redis) pubsub of the writing instance only, and B
// heard nothing. PostgreSQL pass only (two processes cannot share an embedded PGlite).

const enabled = Boolean(process.env.TEST_DATABASE_URL);

let shared: SharedBackend;
const clients: Client[] = [];
let A: Instance;
let B: Instance;

beforeAll(async () => {
  if (!enabled) return;
  shared = await sharedBackend('live-bus', { MONEY_MAX_PER_ADDRESS: '1000' });
  // Started together: they race for the token deployment, which one of them does once.
  [A, B] = await Promise.all([shared.start('a'), shared.start('b')]);
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  for (const i of shared?.running ?? []) await stop(i, 20_000);
  await shared?.close();
}, 60_000);

type User = Awaited<ReturnType<typeof signUp>>;

async function op<T = Record<string, any>>(instance: Instance, user: User, query: string, variables = {}): Promise<T> {
  const res = await gql(instance.url, query, variables, user.access_token);
  if (res.body.errors || !res.body.data) throw new Error(JSON.stringify(res.body));
  return res.body.data as T;
}

/** The conversation of `owner` (signed up anywhere) with `contact`, made through `instance`. */
async function conversation(instance: Instance, owner: User, contact: User): Promise<string> {
  const data = await op(
    instance,
    owner,
    `mutation ($c: ID) { createConversation(input: { contactId: $c }) {
      __typename ... on CreateConversationSuccess { conversation { id } } } }`,
    { c: contact.user_id },
  );
  return data.createConversation.conversation.id;
}

/** When each text's sendMessage was sent (performance.now()): the latency figures printed. */
const sentAt = new Map<string, number>();

const send = (instance: Instance, user: User, conversationId: string, text: string) =>
  sentAt.set(text, performance.now()) &&
  op(
    instance,
    user,
    `mutation ($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, text: $t }) { __typename } }`,
    { c: conversationId, t: text },
  );

/** Subscribes `user` on `instance` to messageAdded and conversationUpdated; what arrives is collected. */
function listen(instance: Instance, user: User) {
  const texts: string[] = [];
  const arrived = new Map<string, number>();
  const updates: string[] = [];
  const client = wsClient(instance.url, user.access_token, { retryAttempts: 0, lazy: false, onNonLazyError: () => {} });
  clients.push(client);
  const sink = (push: (data: Record<string, any>) => void) => ({
    next: (m: { data?: Record<string, any> | null }) => m.data && push(m.data),
    error: () => {},
    complete: () => {},
  });
  client.subscribe(
    { query: 'subscription { messageAdded { text } }' },
    sink((d) => {
      texts.push(d.messageAdded.text);
      arrived.set(d.messageAdded.text, performance.now());
    }),
  );
  client.subscribe(
    { query: 'subscription { conversationUpdated { conversationId } }' },
    sink((d) => updates.push(d.conversationUpdated.conversationId)),
  );
  return { texts, updates, arrived };
}

describe.skipIf(!enabled)('live bus from the outbox, two instances, no Redis', () => {
  it('messages written through either instance reach their recipient on B exactly once, in order, and nobody else', async () => {
    const alice = await signUp(A.url);
    const carol = await signUp(B.url);
    const bob = await signUp(B.url);
    const eve = await signUp(B.url);
    const fromAlice = await conversation(A, alice, bob);
    const fromCarol = await conversation(B, carol, bob);
    const before = await openStreams(B.url);
    const bobSees = listen(B, bob);
    const eveSees = listen(B, eve);
    await subscribed(B.url, before + 4);

    // Alice through A and Carol through B at the same time, each in order.
    const N = 15;
    const aliceTexts = Array.from({ length: N }, (_, i) => `alice ${i}`);
    const carolTexts = Array.from({ length: N }, (_, i) => `carol ${i}`);
    await Promise.all([
      (async () => {
        for (const t of aliceTexts) await send(A, alice, fromAlice, t);
      })(),
      (async () => {
        for (const t of carolTexts) await send(B, carol, fromCarol, t);
      })(),
    ]);
    // Then a last one through A: once it is there, everything written before it is too.
    await send(A, alice, fromAlice, 'last');
    await expect.poll(() => bobSees.texts.at(-1), { timeout: 15_000 }).toBe('last');

    // Exactly once each, and each sender's messages in the order they were sent.
    expect([...bobSees.texts].sort()).toEqual([...aliceTexts, ...carolTexts, 'last'].sort());
    expect(bobSees.texts.filter((t) => t.startsWith('alice'))).toEqual(aliceTexts);
    expect(bobSees.texts.filter((t) => t.startsWith('carol'))).toEqual(carolTexts);
    // His conversation's update with each message: one per message, his two conversations only
    // (a subscription of its own, with its own read: the last update may follow the last message).
    await expect.poll(() => bobSees.updates.length, { timeout: 15_000 }).toBe(2 * N + 1);
    expect(new Set(bobSees.updates).size).toBe(2);
    // Printed, never asserted (a shared, loaded machine): sendMessage sent → arrival on B.
    const ms = [...bobSees.arrived].map(([t, at]) => at - sentAt.get(t)!).sort((a, b) => a - b);
    const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))].toFixed(1);
    console.log(
      `live bus, send → arrival on B (${ms.length} messages, 2 writers): p50 ${q(50)} ms, p90 ${q(90)} ms, max ${q(100)} ms`,
    );
    // Eve, subscribed on the same instance, got nothing of theirs.
    expect(eveSees.texts).toEqual([]);
    expect(eveSees.updates).toEqual([]);
  });
});
