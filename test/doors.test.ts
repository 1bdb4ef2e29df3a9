import { Writable } from 'node:stream';
import WebSocket from 'ws';
import type { Client } from 'graphql-ws';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.js';
import { graphql } from './generated/gql/index.js';
import { createLogger } from '../src/logger.js';
import { call, gql, type Reply, signUp } from './helpers/service.js';
import { useService } from './helpers/fixture.js';
import { wsClient } from './helpers/streams.js';

// Every door (REST, /graphql over HTTP, SSE, graphql-ws) executes through the same yoga
// envelope: the same limits refuse the same document everywhere, a broken document on a socket
// fails that operation only, and an unexpected failure behind REST is masked, logged with its
// ref and counted like one behind /graphql.

const svc = useService();
let app: App;
let url: string;
const logLines: Array<Record<string, unknown>> = [];
const clients: Client[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  // The same service behind a second front whose log the test reads.
  app = createApp({ ...svc.infra, logger: createLogger('info', sink) }, svc.services);
  url = await app.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app?.close();
});

// Over the depth limit on purpose (built at run time), so a string; `once` below takes it as one.
const overDeep = `{ __type(name: "Query") { ${'ofType { '.repeat(14)}name${' }'.repeat(14)} } }`;

// The valid documents are typed (npm run codegen checks them against the schema); the raw
// socket sends them printed.
const ConversationUpdated = graphql(`
  subscription TestDoorsConversationUpdated { conversationUpdated { __typename } }
`);
const ViewerId = graphql(`
  query TestDoorsViewerId { viewer { id } }
`);
const ArchiveConversation = graphql(`
  mutation TestDoorsArchiveConversation($v: DateTime) {
    updateConversation(input: { id: "x", archivedAt: $v }) { __typename }
  }
`);

function socket(token: string, closes: number[] = []) {
  const client = wsClient(url, token, {
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { closed: (e) => closes.push((e as { code: number }).code) },
  });
  clients.push(client);
  return client;
}

/** The first result (or error) of one operation on a graphql-ws client. */
const once = (client: Client, query: string) =>
  new Promise<{ data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> }>(
    (resolve, reject) => {
      const stop = client.subscribe(
        { query },
        {
          next: (value) => {
            stop();
            resolve(value as never);
          },
          error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
          complete: () => {},
        },
      );
    },
  );

describe('the same limits on every door', () => {
  it('an over-deep document is refused on /graphql, over SSE and on graphql-ws', async () => {
    const user = await signUp(url);
    const http = await gql(url, overDeep, undefined, user.access_token);
    expect(http.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(http.body.errors?.[0]?.message).toMatch(/Query depth limit of 12 exceeded/);

    const sse = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${user.access_token}`,
      },
      body: JSON.stringify({ query: overDeep }),
    });
    const text = await sse.text();
    expect(text).toMatch(/GRAPHQL_VALIDATION_FAILED/);
    expect(text).toMatch(/Query depth limit of 12 exceeded/);

    const ws = await once(socket(user.access_token), overDeep);
    expect(ws.errors?.[0]?.message).toMatch(/Query depth limit of 12 exceeded/);
  });

  it('a document that does not parse fails that operation only: the socket and its subscription stay open', async () => {
    const user = await signUp(url);
    // The protocol by hand, to see exactly what the server sends and that it never closes.
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const received: Array<{ type: string; id?: string; payload?: unknown }> = [];
    const closes: number[] = [];
    ws.on('message', (data) => received.push(JSON.parse(String(data))));
    ws.on('close', (code) => closes.push(code));
    await new Promise((resolve) => ws.once('open', resolve));
    const send = (message: unknown) => ws.send(JSON.stringify(message));
    const answerTo = (id: string, type: string) =>
      expect.poll(() => received.find((m) => m.id === id && m.type === type), { timeout: 5000 }).toBeTruthy();

    send({ type: 'connection_init', payload: { authorization: `Bearer ${user.access_token}` } });
    await expect.poll(() => received.some((m) => m.type === 'connection_ack')).toBe(true);
    send({ id: 'live', type: 'subscribe', payload: { query: print(ConversationUpdated) } });
    // A document that does not parse, and one over the token limit: strings on purpose.
    send({ id: 'broken', type: 'subscribe', payload: { query: '{ viewer { id }' } });
    const tooMany = `{ ${Array.from({ length: 1200 }, () => '__typename').join(' ')} }`;
    send({ id: 'tokens', type: 'subscribe', payload: { query: tooMany } });
    await answerTo('broken', 'error');
    await answerTo('tokens', 'error');
    expect(JSON.stringify(received.find((m) => m.id === 'broken')?.payload)).toMatch(/Syntax Error/);
    expect(JSON.stringify(received.find((m) => m.id === 'tokens')?.payload)).toMatch(/Token limit of 1000 exceeded/);

    // The same socket still answers, and its subscription was neither ended nor errored.
    send({ id: 'after', type: 'subscribe', payload: { query: print(ViewerId) } });
    await answerTo('after', 'complete');
    expect(received.find((m) => m.id === 'after' && m.type === 'next')?.payload).toEqual({
      data: { viewer: { id: user.user_id } },
    });
    expect(received.filter((m) => m.id === 'live')).toEqual([]);
    expect(closes).toEqual([]);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });
});

describe('an unexpected failure behind REST', () => {
  it('answers 500 in the envelope without the cause, logs it at error level with the ref, and counts it', async () => {
    const user = await signUp(url);
    // A real fault in this test's own database: the channel table is gone.
    await svc.infra.prisma.$executeRawUnsafe('ALTER TABLE "Channel" RENAME TO "ChannelMoved"');
    let res: Reply;
    try {
      res = await call(url, 'POST', '/alias/routing/view', { access_token: user.access_token, user_id: user.user_id });
    } finally {
      await svc.infra.prisma.$executeRawUnsafe('ALTER TABLE "ChannelMoved" RENAME TO "Channel"');
    }
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 500,
      message: {
        error: 'INTERNAL_SERVER_ERROR',
        detail: 'an unexpected error occurred; quote the ref when reporting it',
      },
      ref: res.body.ref,
    });
    expect(res.headers.get('x-request-id')).toBe(res.body.ref);

    // The log: the cause at error level under the same ref, then the request line.
    const errors = logLines.filter((l) => l.level === 50 && l.ref === res.body.ref);
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toBe('unexpected error in an operation');
    expect(JSON.stringify(errors[0].err)).toMatch(/Channel/);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        ref: res.body.ref,
        msg: 'request',
        status: 500,
        operation: 'POST /alias/routing/view',
      }),
    );
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(/^fas_requests_total\{operation="POST \/alias\/routing\/view",status="500"\} 1$/m);

    // The table is back: the same request answers again.
    const again = await call(url, 'POST', '/alias/routing/view', {
      access_token: user.access_token,
      user_id: user.user_id,
    });
    expect(again.status).toBe(200);
  });
});

describe('a variable that does not fit its scalar', () => {
  it('is BAD_USER_INPUT with the scalar rule on /graphql, not an unexpected error', async () => {
    // DateTime is a string to TypeScript: the value that breaks the scalar's rule type-checks.
    const res = await gql(url, ArchiveConversation, { v: 'yesterday' });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('must be an ISO 8601 timestamp'),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
  });
});

describe('GraphiQL', () => {
  it('is served whole by the service: no script, style or font from another host, and the first-visit guide', async () => {
    const res = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Financial Account Service</title>');
    // Every <script src>, <link href> and CSS url() points at this page itself (inline or data:).
    const external = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(https?:)?\/\/[^"]*"/g)].map(
      (m) => m[0],
    );
    expect(external).toEqual([]);
    expect(html).not.toMatch(/@import\s+url\(\s*["']?https?:/);
    // The first-visit guide travels in the page's data-options attribute (HTML-escaped JSON, no
    // inline script), which /graphiql/graphiql.js reads.
    const options = /data-options="([^"]*)"/.exec(html)?.[1] ?? '';
    const unescaped = options
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(unescaped).defaultQuery).toContain('Bearer <accessToken>');
  });
});
