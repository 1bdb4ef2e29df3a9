import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/security/tokens.js';
import { gql, signUp } from './helpers/service.js';
import { openStreams, subscribed } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';
import { createClient, type RefreshedTokens } from '../packages/client/src/index.js';

// A refreshed access token on an open graphql-ws socket (src/realtime/ws.ts, docs/client-library.md
// "Refreshed tokens on an open socket"): a Ping with payload { accessToken } moves the socket to
// the new token. After it, the old token expiring or being revoked leaves the socket and its
// subscriptions running; the new one ending closes it (4401). SSE has no socket to refresh: a new
// stream with the new token resumes the events subscription from its cursor.

const CACHE_SECONDS = 5;
const HOUR = 60 * 60 * 1000;
const svc = useService({ SESSION_CACHE_SECONDS: String(CACHE_SECONDS) });
let base: string;
beforeAll(() => {
  base = svc.url;
});

type User = Awaited<ReturnType<typeof signUp>>;
type Msg = { type: string; id?: string; payload?: any };

const SIGN_IN =
  'mutation TestWsRefreshSignIn($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken refreshToken } } } }';
const REFRESH =
  'mutation TestWsRefreshRefresh($t: String!) { refreshSession(input: { refreshToken: $t }) { ... on RefreshSessionSuccess { session { accessToken refreshToken } } } }';
const EVENTS_SUB = 'subscription TestWsRefreshEvents($after: String) { events(after: $after) { id type payload } }';

async function signIn(user: User) {
  const r = await gql(base, SIGN_IN, {
    input: { email: user.email, password: user.password, passcode: user.passcode },
  });
  return r.body.data.signIn.session as { accessToken: string; refreshToken: string };
}

async function refresh(refreshToken: string) {
  const r = await gql(base, REFRESH, { t: refreshToken });
  return r.body.data.refreshSession.session as { accessToken: string; refreshToken: string };
}

async function conversation(user: User, contact: User): Promise<string> {
  const r = await gql(
    base,
    'mutation TestWsRefreshConv($c: ID) { createConversation(input: { contactId: $c }) { ... on CreateConversationSuccess { conversation { id } } } }',
    { c: contact.user_id },
    user.access_token,
  );
  return r.body.data.createConversation.conversation.id;
}

async function send(user: User, conversationId: string, text: string) {
  const r = await gql(
    base,
    'mutation TestWsRefreshSend($c: ID!, $m: String!) { sendMessage(input: { conversationId: $c, text: $m }) { __typename } }',
    { c: conversationId, m: text },
    user.access_token,
  );
  expect(r.body.data.sendMessage.__typename).toBe('SendMessageSuccess');
}

/** A graphql-ws socket spoken by hand, to see every message (pongs too) and the close code. */
async function socket(token: string) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const received: Msg[] = [];
  let closedWith: { code: number; reason: string } | null = null;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      closedWith = { code, reason: String(reason) };
      resolve(closedWith);
    }),
  );
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  await expect.poll(() => received.some((m) => m.type === 'connection_ack')).toBe(true);
  let pings = 0;
  return {
    ws,
    received,
    closed,
    isClosed: () => closedWith,
    subscribe(id: string, query: string, variables?: Record<string, unknown>) {
      ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
    },
    /** Sends a Ping with `accessToken`; resolves with the Pong's payload. */
    async ping(accessToken: string) {
      const before = received.filter((m) => m.type === 'pong').length;
      pings++;
      ws.send(JSON.stringify({ type: 'ping', payload: { accessToken } }));
      await expect.poll(() => received.filter((m) => m.type === 'pong').length).toBe(before + 1);
      return received.filter((m) => m.type === 'pong')[before].payload;
    },
    /** A query's data, over the socket. */
    async query(id: string, query: string) {
      ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
      await expect.poll(() => received.some((m) => m.id === id && m.type === 'complete')).toBe(true);
      return received.find((m) => m.id === id && m.type === 'next')?.payload;
    },
    events: (id: string) =>
      received
        .filter((m) => m.id === id && m.type === 'next' && m.payload?.data?.events)
        .map((m) => m.payload.data.events),
    pings: () => pings,
  };
}

const texts = (events: Array<{ payload: string }>) => events.map((e) => JSON.parse(e.payload).data.text as string);

/** Ada signed in (with a refresh token), Bob her contact, and Ada's socket subscribed to her events. */
async function adaWithSocket() {
  const ada = await signUp(base);
  const bob = await signUp(base);
  await conversation(ada, bob);
  const theirs = await conversation(bob, ada);
  const first = await signIn(ada);
  const before = await openStreams(base);
  const s = await socket(first.accessToken);
  s.subscribe('events', EVENTS_SUB);
  await subscribed(base, before + 1);
  return { ada, bob, theirs, first, s };
}

describe('a refreshed token on an open graphql-ws socket', () => {
  it('moves the socket to the new token: the old one expiring or revoked leaves it open, the new one revoked closes it', async () => {
    const { ada, bob, theirs, first, s } = await adaWithSocket();
    await send(bob, theirs, 'before');
    await expect.poll(() => texts(s.events('events'))).toEqual(['before']);

    // Half-way through the old token's 12 hours: a new pair, and the new access token on the socket.
    svc.clock.advance(6 * HOUR);
    const second = await refresh(first.refreshToken);
    const pong = await s.ping(second.accessToken);
    expect(pong).toEqual({ accessToken: 'accepted', expiresAt: expect.any(String) });
    expect(JSON.stringify(s.received)).not.toContain(second.accessToken); // never echoed
    // The new token's expiry: 12 hours from the refresh (the test clock also runs in real time).
    expect(Math.abs(new Date(pong.expiresAt).getTime() - (svc.clock.now().getTime() + 12 * HOUR))).toBeLessThan(60_000);

    // The old token revoked behind the service (no event) and then past its expiry on the clock:
    // the sweep and the expiry timer find nothing of the socket's on it any more.
    await svc.infra.prisma.accessToken.update({
      where: { tokenHash: hashToken(first.accessToken) },
      data: { revokedAt: svc.clock.now() },
    });
    svc.clock.advance(CACHE_SECONDS * 1000); // a sweep's period
    svc.clock.advance(6 * HOUR); // the old token's expiry
    expect(s.isClosed()).toBeNull();
    const viewer = await s.query('who', '{ viewer { id } }');
    expect(viewer.data.viewer.id).toBeTruthy();
    // The subscription that started under the old token still delivers (Bob's own token has expired too).
    const bobAgain = { ...bob, access_token: (await signIn(bob)).accessToken };
    await send(bobAgain, theirs, 'after');
    await expect.poll(() => texts(s.events('events'))).toEqual(['before', 'after']);
    expect(s.isClosed()).toBeNull();

    // Signing out with the new token ends the socket.
    const out = await gql(base, 'mutation TestWsRefreshSignOut { signOut { __typename } }', {}, second.accessToken);
    expect(out.body.errors).toBeUndefined();
    expect(await s.closed).toEqual({ code: 4401, reason: 'Unauthorized: signed out' });
    void ada;
  });

  it('the new token expiring closes the socket with 4401', async () => {
    const { first, s } = await adaWithSocket();
    svc.clock.advance(HOUR);
    const second = await refresh(first.refreshToken);
    expect((await s.ping(second.accessToken)).accessToken).toBe('accepted');
    svc.clock.advance(11 * HOUR + 60_000); // past the old token's expiry: still open
    expect((await s.query('q', '{ viewer { id } }')).data.viewer.id).toBeTruthy();
    expect(s.isClosed()).toBeNull();
    svc.clock.advance(HOUR); // past the new one's
    expect(await s.closed).toEqual({ code: 4401, reason: 'Unauthorized: token expired' });
  });

  it("refuses another user's token, an unknown one and an API token: the socket keeps its viewer", async () => {
    const { ada, first, s } = await adaWithSocket();
    const eve = await signUp(base);
    const eveSession = await signIn(eve);
    const adaId = (await s.query('q1', '{ viewer { id } }')).data.viewer.id;

    expect(await s.ping(eveSession.accessToken)).toEqual({ accessToken: 'refused', code: 'FORBIDDEN' });
    expect(await s.ping('fast_not-a-token')).toEqual({ accessToken: 'refused', code: 'UNAUTHENTICATED' });
    const made = await gql(
      base,
      'mutation TestWsRefreshApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { ... on CreateApiTokenSuccess { created { token } } } }',
      { input: { name: 'socket', scopes: ['READ'], expiresInDays: 30 } },
      first.accessToken,
    );
    const apiToken: string = made.body.data.createApiToken.created.token;
    expect(await s.ping(apiToken)).toEqual({ accessToken: 'refused', code: 'FORBIDDEN' });
    // Nor does a socket opened with an API token take an access token (or another API token).
    const apiSocket = await socket(apiToken);
    expect(await apiSocket.ping(first.accessToken)).toEqual({ accessToken: 'refused', code: 'FORBIDDEN' });
    apiSocket.ws.close();

    expect((await s.query('q2', '{ viewer { id } }')).data.viewer.id).toBe(adaId);
    // Still bound to Ada's own token: Eve signing out changes nothing, Ada's does.
    await gql(base, 'mutation TestWsRefreshEveOut { signOut { __typename } }', {}, eveSession.accessToken);
    expect((await s.query('q3', '{ viewer { id } }')).data.viewer.id).toBe(adaId);
    expect(s.isClosed()).toBeNull();
    await gql(base, 'mutation TestWsRefreshAdaOut { signOut { __typename } }', {}, first.accessToken);
    expect(await s.closed).toEqual({ code: 4401, reason: 'Unauthorized: signed out' });
    void ada;
  });

  it('a Ping without accessToken is a keep-alive: answered with its own payload', async () => {
    const { s } = await adaWithSocket();
    s.ws.send(JSON.stringify({ type: 'ping', payload: { n: 1 } }));
    await expect.poll(() => s.received.find((m) => m.type === 'pong')?.payload).toEqual({ n: 1 });
  });
});

/** The `next` events of an SSE response (yoga's distinct-connections SSE), as they arrive. */
function sseEvents(res: Response) {
  const out: Array<{ id: string; payload: string }> = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('');
        if (data) {
          const parsed = JSON.parse(data);
          if (parsed?.data?.events) out.push(parsed.data.events);
        }
        cut = buffer.indexOf('\n\n');
      }
    }
  })();
  return { out, cancel: () => reader.cancel().catch(() => {}) };
}

describe('SSE: a new stream with the refreshed token resumes from the cursor', () => {
  it('no gap and no repeat between the old stream and the new one', async () => {
    const { bob, theirs, first, s } = await adaWithSocket();
    for (const t of ['a1', 'a2']) await send(bob, theirs, t);
    await expect.poll(() => texts(s.events('events'))).toEqual(['a1', 'a2']);
    const cursor = s.events('events').at(-1)!.id as string;
    s.ws.close();
    // Missed while no stream was open.
    for (const t of ['b1', 'b2', 'b3']) await send(bob, theirs, t);

    svc.clock.advance(HOUR);
    const second = await refresh(first.refreshToken);
    const before = await openStreams(base);
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${second.accessToken}`,
      },
      body: JSON.stringify({ query: EVENTS_SUB, variables: { after: cursor } }),
    });
    expect(res.status).toBe(200);
    const stream = sseEvents(res);
    await subscribed(base, before + 1);
    for (const t of ['c1', 'c2']) await send(bob, theirs, t);
    await expect.poll(() => texts(stream.out)).toEqual(['b1', 'b2', 'b3', 'c1', 'c2']);
    expect(new Set(stream.out.map((e) => e.id)).size).toBe(5);
    expect(stream.out.every((e) => e.id > cursor)).toBe(true);
    await stream.cancel();
  });
});

describe('the client library on an open socket', () => {
  /** Ada's client (access and refresh token) watching her events, Bob writing to her. */
  async function adaWithClient() {
    const ada = await signUp(base);
    const bob = await signUp(base);
    await conversation(ada, bob);
    const theirs = await conversation(bob, ada);
    const first = await signIn(ada);
    const tokens: RefreshedTokens[] = [];
    const lib = createClient({
      url: base,
      token: first.accessToken,
      refreshToken: first.refreshToken,
      onTokens: (t) => tokens.push(t),
      webSocketImpl: WebSocket,
    });
    let reconnects = 0;
    lib.onReconnect(() => reconnects++);
    const got: Array<{ id: string; payload: string }> = [];
    const errors: unknown[] = [];
    let live = false;
    const stop = lib.watchEvents(
      {},
      {
        event: (e) => got.push(e),
        live: () => {
          live = true;
        },
        error: (e) => errors.push(e),
      },
    );
    await expect.poll(() => live).toBe(true);
    return { bob, theirs, lib, tokens, got, errors, stop, reconnects: () => reconnects };
  }

  it('a token expiring on an open socket: the client refreshes, reconnects and resumes from its cursor', async () => {
    const { bob, theirs, lib, tokens, got, errors, stop, reconnects } = await adaWithClient();
    await send(bob, theirs, 'one');
    await expect.poll(() => texts(got)).toEqual(['one']);

    // Ada's access token expires: the service closes her socket with 4401.
    svc.clock.advance(12 * HOUR + 60_000);
    const bobAgain = { ...bob, access_token: (await signIn(bob)).accessToken };
    await send(bobAgain, theirs, 'two');
    await send(bobAgain, theirs, 'three');
    await expect.poll(() => texts(got)).toEqual(['one', 'two', 'three']);
    expect(errors).toEqual([]);
    expect(tokens).toHaveLength(1);
    expect(reconnects()).toBe(1);
    expect(new Set(got.map((e) => e.id)).size).toBe(3);
    stop();
    await lib.close();
  });

  it('refreshTokens hands the new token to the open socket: the old one expiring changes nothing', async () => {
    const { bob, theirs, lib, tokens, got, errors, stop, reconnects } = await adaWithClient();
    await send(bob, theirs, 'one');
    await expect.poll(() => texts(got)).toEqual(['one']);

    svc.clock.advance(HOUR);
    expect(await lib.refreshTokens()).toBe(true);
    expect(tokens).toHaveLength(1);
    // Past the old token's expiry: the socket, on the new one, stays.
    svc.clock.advance(11 * HOUR + 60_000);
    const bobAgain = { ...bob, access_token: (await signIn(bob)).accessToken };
    await send(bobAgain, theirs, 'two');
    await expect.poll(() => texts(got)).toEqual(['one', 'two']);
    expect(errors).toEqual([]);
    expect(reconnects()).toBe(0);
    expect(tokens).toHaveLength(1); // no second trade
    stop();
    await lib.close();
  });
});
