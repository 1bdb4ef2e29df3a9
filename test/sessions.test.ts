import WebSocket from 'ws';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql/index.js';
import { hashToken } from '../src/security/tokens.js';
import { call, gql, signUp } from './helpers/service.js';
import { openStreams, subscribed } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';

// One session for every door (src/modules/auth/sessions.ts): an open graphql-ws socket and an
// SSE stream live exactly as long as the token they were opened with, whether it expires, is
// signed out, or is revoked behind the service's back; the clock is moved, not waited for.

const CACHE_SECONDS = 5;
const svc = useService({ SESSION_CACHE_SECONDS: String(CACHE_SECONDS) });
let base: string;

beforeAll(() => {
  base = svc.url;
});

// Typed documents (npm run codegen checks them against the schema and types their variables);
// the socket and the SSE request below send them printed.
const ConversationUpdated = graphql(`
  subscription TestSessionsConversationUpdated { conversationUpdated { __typename } }
`);
const ViewerId = graphql(`
  query TestSessionsViewerId { viewer { id } }
`);
const UpdatePasscode = graphql(`
  mutation TestSessionsUpdatePasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }
`);

/** A graphql-ws socket spoken by hand, to see every message and close code. */
async function socket(token: string) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const received: Array<{ type: string; id?: string; payload?: unknown }> = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  await expect.poll(() => received.some((m) => m.type === 'connection_ack')).toBe(true);
  const send = <TData, TVars>(id: string, document: TypedDocumentNode<TData, TVars>, variables?: TVars) =>
    ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query: print(document), variables } }));
  return { ws, received, closed, send };
}

/** An SSE subscription; `ended` resolves when the server ends the stream. */
async function sse(token: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(ConversationUpdated) }),
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return true;
    }
  })();
  return { ended };
}

/** A graphql-ws socket carrying a live subscription, and an SSE stream, both open on the server with `token`. */
async function streamsWith(token: string) {
  const before = await openStreams(base);
  const s = await socket(token);
  s.send('live', ConversationUpdated);
  const stream = await sse(token);
  await subscribed(base, before + 2, { exact: true });
  return { before, s, stream };
}

/** A new user with a graphql-ws socket carrying a live subscription, and an SSE stream, both open on the server. */
async function signedInWithStreams() {
  const user = await signUp(base);
  return { user, ...(await streamsWith(user.access_token)) };
}

/** `promise`'s value, or a failure naming `what` when it takes longer than `ms` (real time). */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('expiry, on the clock', () => {
  it('closes the socket with 4401 and ends the SSE stream the moment the token expires', async () => {
    const { before, s, stream } = await signedInWithStreams();

    // A minute before expiry nothing happens.
    svc.clock.advance(12 * 60 * 60 * 1000 - 60_000);
    s.send('q', ViewerId);
    await expect.poll(() => s.received.some((m) => m.id === 'q' && m.type === 'complete')).toBe(true);

    svc.clock.advance(60_000);
    expect(await s.closed).toEqual({ code: 4401, reason: 'Unauthorized: token expired' });
    expect(await stream.ended).toBe(true);
    await subscribed(base, before, { exact: true });
  });
});

describe('a revocation the bus never carried (the row changed behind the service)', () => {
  it('ends the socket and the stream within SESSION_CACHE_SECONDS; the socket runs nothing more', async () => {
    const { user, s, stream } = await signedInWithStreams();
    const passcodeHash = async () =>
      (await svc.infra.prisma.user.findUniqueOrThrow({ where: { uuid: user.user_id } })).passcodeHash;
    const hashBefore = await passcodeHash();

    await svc.infra.prisma.accessToken.update({
      where: { tokenHash: hashToken(user.access_token) },
      data: { revokedAt: svc.clock.now() },
    });
    // The cached session has had its time: the next check reads the row.
    svc.clock.advance(CACHE_SECONDS * 1000);
    s.send('write', UpdatePasscode, { input: { currentPasscode: user.passcode, newPasscode: '9999' } });

    expect(await s.closed).toEqual({ code: 4401, reason: 'Unauthorized: signed out' });
    expect(await stream.ended).toBe(true);
    // The write never ran.
    expect(s.received.filter((m) => m.id === 'write' && m.type === 'next')).toEqual([]);
    expect(await passcodeHash()).toBe(hashBefore);
    // Every door refuses the token now.
    const rest = await call(base, 'POST', '/account/profile/view', {
      access_token: user.access_token,
      user_id: user.user_id,
    });
    expect(rest.status).toBe(401);
    const again = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const refused = new Promise<number>((resolve) => again.on('close', (code) => resolve(code)));
    again.on('open', () =>
      again.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${user.access_token}` } }),
      ),
    );
    expect(await refused).toBe(4403);
  });
});

// Sessions end on the database's word: the periodic sweep of the tokens with open streams
// (every SESSION_CACHE_SECONDS here) reads their expiry too, not only their revocation.
describe('an expiry moved in the database (no event, no request)', () => {
  /** The sweep's period passes on the service's clock; the streams must end at once (real time). */
  const sweepPasses = () => svc.clock.advance(CACHE_SECONDS * 1000);

  it('an access token expired by hand: the socket closes with 4401 and the SSE stream ends', async () => {
    const { user, before, s, stream } = await signedInWithStreams();

    await svc.infra.prisma.$executeRaw`
      UPDATE "AccessToken" SET "expiresAt" = now() - interval '1 minute' WHERE "tokenHash" = ${hashToken(user.access_token)}`;
    sweepPasses();

    expect(await within(s.closed, 5_000, 'the socket closing')).toEqual({
      code: 4401,
      reason: 'Unauthorized: token expired',
    });
    expect(await within(stream.ended, 5_000, 'the SSE stream ending')).toBe(true);
    await subscribed(base, before, { exact: true });
    const rest = await call(base, 'POST', '/account/profile/view', {
      access_token: user.access_token,
      user_id: user.user_id,
    });
    expect(rest.status).toBe(401);
  });

  it('an API token expired by hand: its socket closes with 4401 and its SSE stream ends', async () => {
    const user = await signUp(base);
    const made = await gql(
      base,
      `mutation TestSessionsApiToken($input: CreateApiTokenInput!) {
        createApiToken(input: $input) { ... on CreateApiTokenSuccess { created { token } } }
      }`,
      { input: { name: 'stream', scopes: ['READ'], expiresInDays: 365 } },
      user.access_token,
    );
    const token: string = made.body.data.createApiToken.created.token;
    const { before, s, stream } = await streamsWith(token);

    await svc.infra.prisma.$executeRaw`
      UPDATE "ApiToken" SET "expiresAt" = now() - interval '1 minute' WHERE "tokenHash" = ${hashToken(token)}`;
    sweepPasses();

    expect(await within(s.closed, 5_000, 'the socket closing')).toEqual({
      code: 4401,
      reason: 'Unauthorized: token expired',
    });
    expect(await within(stream.ended, 5_000, 'the SSE stream ending')).toBe(true);
    await subscribed(base, before, { exact: true });
    const refused = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: print(ViewerId) }),
    });
    expect((await refused.json()).data?.viewer ?? null).toBeNull();
  });

  it('an expiry moved earlier but still ahead: the streams end at the new moment, not the old one', async () => {
    const { user, before, s, stream } = await signedInWithStreams();
    const soon = new Date(svc.clock.now().getTime() + 60 * 60_000);

    await svc.infra.prisma.$executeRaw`
      UPDATE "AccessToken" SET "expiresAt" = ${soon} WHERE "tokenHash" = ${hashToken(user.access_token)}`;
    sweepPasses();
    // Still valid: the socket answers.
    s.send('q', ViewerId);
    await expect.poll(() => s.received.some((m) => m.id === 'q' && m.type === 'complete')).toBe(true);

    svc.clock.advance(60 * 60_000);
    expect(await within(s.closed, 5_000, 'the socket closing')).toEqual({
      code: 4401,
      reason: 'Unauthorized: token expired',
    });
    expect(await within(stream.ended, 5_000, 'the SSE stream ending')).toBe(true);
    await subscribed(base, before, { exact: true });
  });
});

describe('sign-out', () => {
  it('ends the SSE stream and closes the socket at once, and the token is refused on the next request', async () => {
    const { user, s, stream } = await signedInWithStreams();

    const out = await call(
      base,
      'POST',
      '/account/auth/sign-out',
      {},
      { authorization: `Bearer ${user.access_token}` },
    );
    expect(out.status).toBe(200);
    expect(await s.closed).toEqual({ code: 4401, reason: 'Unauthorized: signed out' });
    expect(await stream.ended).toBe(true);
    // No cache keeps it alive: refused without any clock movement.
    const rest = await call(base, 'POST', '/account/profile/view', {
      access_token: user.access_token,
      user_id: user.user_id,
    });
    expect(rest.status).toBe(401);
  });
});
