import { type ChildProcess, spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.js';
import { gql, signUp, startService, type TestService } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';

// Redis going away under a running service (faults tier): a private redis-server on a port of
// its own, SIGKILLed and started again on the same port. The shared bus (typing, presence,
// sign-outs) loses what is sent during the outage and nothing else: the service keeps answering,
// and subscriptions made before and during the outage hear what is sent once Redis is back.
// Before, each PUBLISH or SUBSCRIBE that failed rejected with nobody waiting: an unhandled
// rejection, which stops a Node 22 process (here vitest reports it and the run fails).

type User = Awaited<ReturnType<typeof signUp>>;

let port: number;
let redis: ChildProcess | null = null;
let svc: TestService;
const lines: string[] = [];
const clients: Client[] = [];

async function startRedis() {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Ready when it says so on its log.
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  redis = child;
}

async function killRedis() {
  const child = redis;
  redis = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  const log = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  svc = await startService({ REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'info' }, { log });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await svc?.close();
  await killRedis();
});

async function op(user: User, query: string, variables?: Record<string, unknown>) {
  const res = await gql(svc.url, query, variables, user.access_token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return Object.values(res.body.data)[0] as any;
}

const OPEN = `mutation($c: ID) { createConversation(input: { contactId: $c }) {
  __typename ... on CreateConversationSuccess { conversation { id } } ... on Error { code message } } }`;
const SEND = `mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, text: $t }) { __typename } }`;
const TYPING = `mutation($c: ID!, $t: Boolean!) { setTyping(input: { conversationId: $c, typing: $t }) {
  __typename ... on Error { code message } } }`;
const TYPING_UPDATED = 'subscription { typingUpdated { contactId typing } }';
const CONVERSATIONS = 'query { conversations(first: 10) { edges { node { id contactId } } } }';

/** `user`'s typingUpdated on a socket of its own; resolves once the service counts it open. */
async function listen(user: User) {
  const before = await openStreams(svc.url);
  const client = wsClient(svc.url, user.access_token);
  clients.push(client);
  const seen: Array<{ contactId: string; typing: boolean }> = [];
  client.subscribe(
    { query: TYPING_UPDATED },
    { next: (r) => r.data && seen.push((r.data as any).typingUpdated), error: () => {}, complete: () => {} },
  );
  await subscribed(svc.url, before + 1);
  return seen;
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50)); // the poll interval
  }
}

/** A conversation `from` opens with `to` and the id of `to`'s own copy of it. */
async function conversation(from: User, to: User) {
  const mine = (await op(from, OPEN, { c: to.user_id })).conversation.id as string;
  await op(from, SEND, { c: mine, t: 'hello' });
  const { body } = await gql(svc.url, CONVERSATIONS, undefined, to.access_token);
  const theirs = body.data.conversations.edges.find((e: any) => e.node.contactId === from.user_id).node.id as string;
  return { mine, theirs };
}

describe('a Redis outage while the service runs', () => {
  it('answers throughout, loses only what was sent during it, and subscriptions made before and during it hear what comes after', async () => {
    const [alice, bob, carol] = [await signUp(svc.url), await signUp(svc.url), await signUp(svc.url)];
    const withBob = await conversation(alice, bob);
    const withCarol = await conversation(alice, carol);
    const bobHears = await listen(bob);
    expect(await op(alice, TYPING, { c: withBob.mine, t: true })).toEqual({ __typename: 'SetTypingSuccess' });
    await until(() => bobHears.length === 1, 'the typing before the outage');

    await killRedis();
    // Sent during the outage: a typing (a PUBLISH), a new topic's subscriber (a SUBSCRIBE), a
    // sign-out (a PUBLISH of authRevoked). Each answers; none of them stops the process.
    expect(await op(alice, TYPING, { c: withBob.mine, t: false })).toEqual({ __typename: 'SetTypingSuccess' });
    const carolHears = await listen(carol);
    const other = await signUp(svc.url);
    const signOut = await gql(svc.url, 'mutation { signOut { __typename } }', undefined, other.access_token);
    expect(signOut.status).toBe(200);
    await until(
      () => lines.some((l) => l.includes('shared events (typing, presence, sign-outs) are not crossing')),
      'the outage logged',
    );
    await until(async () => (await fetch(`${svc.url}/readyz`)).status === 503, '/readyz to say redis failed');
    expect((await fetch(`${svc.url}/healthz`)).status).toBe(200);

    await startRedis();
    await until(() => lines.some((l) => l.includes('redis is back')), 'the bus back');
    await until(async () => (await fetch(`${svc.url}/readyz`)).status === 200, '/readyz ready again');
    // After: Bob's subscription (made before) and Carol's (made during) both hear Alice.
    const heardBefore = bobHears.length;
    expect(await op(alice, TYPING, { c: withBob.mine, t: true })).toEqual({ __typename: 'SetTypingSuccess' });
    expect(await op(alice, TYPING, { c: withCarol.mine, t: true })).toEqual({ __typename: 'SetTypingSuccess' });
    await until(() => bobHears.length > heardBefore && carolHears.length >= 1, 'typing after the outage');
    expect(bobHears.slice(heardBefore)).toEqual([{ contactId: alice.user_id, typing: true }]);
    expect(carolHears).toEqual([{ contactId: alice.user_id, typing: true }]);
  });
});
