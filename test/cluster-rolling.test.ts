import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClient, type Client, type Message } from '../packages/client/src/index.js';
import { type Cluster, startCluster } from '../scripts/cluster.js';
import { payee, payer } from './helpers/scenario.js';
import { call, gql } from './helpers/service.js';

// The cluster bench (scripts/cluster.ts) as a fault test: three PostgreSQL-backed instances, Redis,
// an external anvil and HAProxy in front (health checks on /readyz). While clients keep making REST
// and GraphQL requests, sending chat messages, holding a message subscription (the client library's
// watchMessages over graphql-ws and over SSE: reconnect, then catch up from the last cursor) and
// making payments (each with its Idempotency-Key, retried with the same key as a client would):
// - every instance is restarted in turn (drained in HAProxy, SIGTERM, started, ready again):
//   no request fails, every message reaches the subscriber once, each payment happens once;
// - one instance is SIGKILLed: only requests that were under way on it may fail.
// PostgreSQL pass only (TEST_DATABASE_URL); Redis at TEST_REDIS_URL or redis://127.0.0.1:6379.
// The instances run the faults tier's build of this checkout (test/global-setup.ts), else
// src/main.ts through tsx (CLUSTER_START=tsx forces it).

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const INSTANCES = 3;

let cluster: Cluster;
const clients: Client[] = [];

beforeAll(async () => {
  if (!enabled) return;
  const build = process.env.CLUSTER_START === 'tsx' ? null : inject('serviceBuild');
  cluster = await startCluster({
    instances: INSTANCES,
    adminUrl: process.env.TEST_DATABASE_URL,
    redisUrl: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    ...(build ? { start: 'compiled', build } : { start: 'tsx' }),
    env: { SHUTDOWN_TIMEOUT_SECONDS: '10' },
    say: (line) => console.log(`cluster: ${line}`),
  });
}, 240_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await cluster?.stop();
}, 90_000);

const CreateConversation = `mutation ($c: ID) { createConversation(input: { contactId: $c }) {
  __typename ... on CreateConversationSuccess { conversation { id } } } }`;
const SendMessage = `mutation ($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, text: $t }) { __typename } }`;

interface Outcome {
  kind: string;
  startedAt: number;
  ok: boolean;
  detail?: string;
}

/**
 * Clients at work until `stop` is set: REST and GraphQL reads, chat messages, payments (retried
 * with their key on a dropped connection or a 5xx, as a client library would), all through HAProxy.
 */
function workload(
  base: string,
  alice: { creds: { access_token: string; user_id: string } },
  bob: { usertag: string },
  conversation: string,
) {
  const outcomes: Outcome[] = [];
  const sentTexts: string[] = [];
  const payments = new Map<string, { attempts: number; status?: number }>();
  let stopped = false;
  const token = alice.creds.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const record = async (kind: string, run: () => Promise<{ ok: boolean; detail?: string }>) => {
    const startedAt = Date.now();
    try {
      outcomes.push({ kind, startedAt, ...(await run()) });
    } catch (error) {
      outcomes.push({ kind, startedAt, ok: false, detail: (error as Error).message });
    }
  };
  const rest = async () => {
    const res = await fetch(`${base}/payments/history/view?limit=3`, { headers: auth });
    await res.arrayBuffer();
    return { ok: res.status === 200, detail: `REST ${res.status}` };
  };
  const query = async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', ...auth },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    const body = (await res.json()) as { data?: { viewer?: { id: string } } };
    return { ok: res.status === 200 && body.data?.viewer?.id === alice.creds.user_id, detail: `GraphQL ${res.status}` };
  };
  const message = async () => {
    // Listed before it is sent, so the list keeps the sending order; taken off again when the
    // answer is not a success, a dropped connection included (its message may or may not have
    // been stored: the subscriber is only owed the messages whose sending was confirmed).
    const text = `roll-${sentTexts.length}-${randomUUID().slice(0, 8)}`;
    sentTexts.push(text);
    const unlist = () => sentTexts.splice(sentTexts.indexOf(text), 1);
    const res = await gql(base, SendMessage, { c: conversation, t: text }, token).catch((error: unknown) => {
      unlist();
      throw error;
    });
    const ok = res.body.data?.sendMessage?.__typename === 'SendMessageSuccess';
    if (!ok) unlist();
    return { ok, detail: `sendMessage ${res.status} ${JSON.stringify(res.body).slice(0, 200)}` };
  };
  const pay = async () => {
    const key = randomUUID();
    const entry: { attempts: number; status?: number } = { attempts: 0 };
    payments.set(key, entry);
    for (;;) {
      entry.attempts++;
      try {
        const res = await call(
          base,
          'POST',
          '/network/payments/send-to-supatag',
          { recipient_usertag: bob.usertag, amount: 1.25, fx_iso: 'NGN', passcode: '123456' },
          { 'idempotency-key': key, ...auth },
        );
        entry.status = res.status;
        if (res.status < 500)
          return { ok: res.status === 201, detail: `payment ${res.status} ${JSON.stringify(res.body)}` };
      } catch {
        // a dropped connection: the same key again
      }
      if (entry.attempts > 30) return { ok: false, detail: 'payment never answered' };
      await new Promise((r) => setTimeout(r, 300)); // real time: a client's back-off before retrying
    }
  };
  const loop = async (kind: string, step: () => Promise<{ ok: boolean; detail?: string }>, pauseMs: number) => {
    while (!stopped) {
      await record(kind, step);
      await new Promise((r) => setTimeout(r, pauseMs)); // real time: a client's pace
    }
  };
  const running = Promise.all([
    loop('rest', rest, 50),
    loop('rest', rest, 50),
    loop('graphql', query, 50),
    loop('graphql', query, 50),
    loop('message', message, 400),
    loop('payment', pay, 700),
  ]);
  return {
    outcomes,
    sentTexts,
    payments,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Bob watching his messages through the client library, exactly once and in order across reconnects. */
function watcher(base: string, token: string, transport: 'websocket' | 'sse') {
  const client = createClient({ url: base, token, transport, webSocketImpl: WebSocket });
  clients.push(client);
  const texts: string[] = [];
  let reconnects = 0;
  client.onReconnect(() => reconnects++);
  const live = new Promise<void>((resolve, reject) => {
    client.watchMessages({}, { message: (m: Message) => texts.push(m.text ?? ''), live: resolve, error: reject });
  });
  return { texts, live, reconnects: () => reconnects };
}

const until = async (what: string, check: () => boolean, ms = 30_000) => {
  for (const end = Date.now() + ms; !check(); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100)); // real time: polling what the clients saw
  }
};

describe.skipIf(!enabled)('three instances behind HAProxy', () => {
  let alice: Awaited<ReturnType<typeof payer>>;
  let bob: Awaited<ReturnType<typeof payee>>;
  let conversation: string;

  beforeAll(async () => {
    alice = await payer(cluster.url, 5_000);
    bob = await payee(cluster.url);
    const created = await gql(cluster.url, CreateConversation, { c: bob.user_id }, alice.access_token);
    conversation = created.body.data.createConversation.conversation.id;
  }, 120_000);

  it('a rolling restart of every instance: no failed request, no lost message, each payment once', async () => {
    const ws = watcher(cluster.url, bob.access_token, 'websocket');
    const sse = watcher(cluster.url, bob.access_token, 'sse');
    await Promise.all([ws.live, sse.live]);
    const work = workload(cluster.url, alice, bob, conversation);
    const timings = [];
    for (let i = 0; i < INSTANCES; i++) {
      timings.push(await cluster.restart(i));
      console.log(`restarted i${i + 1}: ${JSON.stringify(timings.at(-1))}`);
    }
    // a moment of traffic on the restarted set before stopping the clients
    const restarted = work.outcomes.length;
    await until('requests after the last restart', () => work.outcomes.length > restarted + 40);
    await work.stop();
    console.log(
      `rolling restart: ${work.outcomes.length} requests, ${work.payments.size} payments, ${[...work.payments.values()].filter((p) => p.attempts > 1).length} retried with their key; restarts ${JSON.stringify(timings)}; reconnects: websocket ${ws.reconnects()}, SSE ${sse.reconnects()}`,
    );
    expect(work.outcomes.filter((o) => !o.ok)).toEqual([]);
    // Every instance went down and came back, and the subscriptions moved with them.
    expect(timings).toHaveLength(INSTANCES);
    // Every message sent reaches the subscriber, once each, in order.
    await until('the messages on the subscriptions', () =>
      work.sentTexts.every((t) => ws.texts.includes(t) && sse.texts.includes(t)),
    );
    for (const texts of [ws.texts, sse.texts]) {
      const roll = texts.filter((t) => t.startsWith('roll-'));
      expect(new Set(roll).size).toBe(roll.length);
      expect(roll).toEqual(work.sentTexts);
    }
    // Each payment once: Alice's history holds exactly one payment per key that answered 201.
    const confirmed = [...work.payments.values()].filter((p) => p.status === 201).length;
    expect(confirmed).toBe(work.payments.size);
    const history = await call(cluster.url, 'GET', `/payments/history/view?limit=100&direction=sent`, undefined, {
      authorization: `Bearer ${alice.access_token}`,
    });
    expect(history.status).toBe(200);
    expect(history.body.message.data).toHaveLength(confirmed);
    // And on chain: Alice's wallet holds what was minted less each payment once (exact, in cents).
    const balance = await gql(
      cluster.url,
      '{ viewer { wallet { tokens { symbol balance } } } }',
      undefined,
      alice.access_token,
    );
    const ngn = balance.body.data.viewer.wallet.tokens.find((t: { symbol: string }) => t.symbol === 'NGN');
    const cents = 500_000n - 125n * BigInt(confirmed);
    const fraction = (cents % 100n).toString().padStart(2, '0').replace(/0+$/, '');
    expect(ngn.balance).toBe(`${cents / 100n}${fraction ? `.${fraction}` : ''}`);
  }, 420_000);

  it('a SIGKILLed instance: only the requests under way on it fail; subscriptions resume elsewhere', async () => {
    const ws = watcher(cluster.url, bob.access_token, 'websocket');
    await ws.live;
    const work = workload(cluster.url, alice, bob, conversation);
    await until('traffic before the kill', () => work.outcomes.length > 20);
    await cluster.kill(1);
    // Under way on it = started before its death was seen (a request sent just before may still
    // have been on its way to it).
    const killedAt = Date.now();
    await until(
      'traffic after the kill',
      () => work.outcomes.filter((o) => o.startedAt > killedAt + 2_000).length > 30,
    );
    await work.stop();
    const failed = work.outcomes.filter((o) => !o.ok);
    console.log(
      `kill: ${work.outcomes.length} requests, ${failed.length} failed (${failed.map((f) => `${f.kind}: ${f.detail}`).join('; ')})`,
    );
    // A request that failed was under way when the process died: none started afterwards fails.
    expect(failed.filter((o) => o.startedAt > killedAt)).toEqual([]);
    const missing = () => work.sentTexts.filter((t) => !ws.texts.includes(t));
    await until('the messages on the resumed subscription', () => missing().length === 0).catch((error: Error) => {
      throw new Error(`${error.message}: missing ${missing().join(', ')} (received ${ws.texts.length})`);
    });
    await cluster.start(1);
  }, 240_000);
});
