import { once } from 'node:events';
import http from 'node:http';
import type { ExecutionResult } from 'graphql';
import { expect, it } from 'vitest';
import { useService } from './helpers/fixture.js';
import { burst } from './helpers/burst.js';
import { gql, signUp } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';
import { MAX_PENDING } from '../src/events/bus.js';

// A client of /graphql/stream (src/realtime/sse.ts) that stops reading, as a phone does when the
// app goes to the background with its stream open: the service takes the stream's events only
// as the client reads them (src/realtime/sse-pace.ts), they wait in the bus like a websocket's,
// and a subscription that falls MAX_PENDING behind is ended there, with an error as its last
// event. A fault test (vitest.config.ts): it sends 13,000 messages to fill the bus's queue.

const svc = useService();
const STREAM = '/graphql/stream';
type Added = { messageAdded: { t0: string } };

/** `count` repeats of the message's text under aliases: a frame this many times larger (at most GRAPHQL_MAX_ALIASES). */
const texts = (count: number) => Array.from({ length: count }, (_, i) => `t${i}: text`).join(' ');

it('an SSE client that stops reading is fed only as fast as it reads: its events wait in the bus, which ends its subscription once too far behind', {
  timeout: 180_000,
}, async () => {
  const [alice, bob] = await Promise.all([signUp(svc.url), signUp(svc.url)]);
  const created = await gql(
    svc.url,
    `mutation($c: ID!) { createConversation(input: { contactId: $c }) { ... on CreateConversationSuccess { conversation { id } } } }`,
    { c: alice.user_id },
    bob.access_token,
  );
  const conversationId = created.body.data.createConversation.conversation.id as string;
  const owner = await svc.infra.prisma.user.findUniqueOrThrow({ where: { uuid: bob.user_id }, select: { id: true } });
  const before = await openStreams(svc.url);

  // Bob's phone: a distinct-connection stream whose reader stops after the headers (its TCP
  // window fills), each frame ~5 KB so the socket's buffers hold at most a few thousand.
  const request = http.request(`${svc.url}${STREAM}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bob.access_token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
  });
  request.end(JSON.stringify({ query: `subscription { messageAdded { ${texts(15)} } }` }));
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  expect(response.statusCode).toBe(200);
  response.pause();
  // Bob's laptop reads every event as it comes: when it has them all, they were all published.
  const laptop = wsClient(svc.url, bob.access_token);
  let heard = 0;
  const laptopErrors: unknown[] = [];
  laptop.subscribe(
    { query: 'subscription { messageAdded { id } }' },
    { next: () => heard++, error: (e) => laptopErrors.push(e), complete: () => {} },
  );
  await subscribed(svc.url, before + 2);

  // More than a subscription may fall behind (MAX_PENDING) plus what the socket holds, in
  // bursts the laptop reads as they come (one burst of all would leave it behind too).
  const count = MAX_PENDING + 3_000;
  const body = 'x'.repeat(300);
  for (let sent = 0; sent < count; sent += 1_000) {
    await burst(
      svc.infra.prisma,
      { senderUuid: alice.user_id, ownerId: owner.id, conversationId },
      1_000,
      (i) => `${sent + i} ${body}`,
    );
    await expect.poll(() => heard, { timeout: 30_000, interval: 50 }).toBe(sent + 1_000);
  }

  // The phone reads again: what the service had sent or queued for it, in order, then the
  // error that ended its subscription and the end of its stream, and not the rest. (Before,
  // graphql-sse read every event into the service's memory for it, however far behind it was,
  // and delivered all of them: a stalled reader held its session's events until it read again.)
  response.resume();
  let text = '';
  response.setEncoding('utf8');
  response.on('error', () => {}); // the service may end the stream with a reset: the end is what is checked
  response.on('data', (chunk: string) => (text += chunk));
  const ended = new Promise<void>((resolve) => {
    response.once('close', resolve);
    response.once('end', resolve);
  });
  const eventsIn = () => text.match(/^event: next$/gm)?.length ?? 0;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    ended,
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the stream did not end: it read ${eventsIn()} of ${count} events`)),
        30_000,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  const events = [...text.matchAll(/^event: (\w+)\ndata: ?(.*)$/gm)].map(([, event, data]) => ({ event, data }));
  const results = events.filter((e) => e.event === 'next').map((e) => JSON.parse(e.data) as ExecutionResult<Added>);
  const numbers = results.filter((r) => r.data).map((r) => Number(r.data!.messageAdded.t0.split(' ')[0]));
  console.log(`a stalled SSE reader got ${numbers.length} of ${count} events, then its subscription's end`);
  expect(numbers.length).toBeGreaterThanOrEqual(MAX_PENDING);
  expect(numbers.length).toBeLessThan(count);
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i));
  expect(results.at(-1)?.errors).toEqual([
    expect.objectContaining({
      message: `subscriber too slow: more than ${MAX_PENDING} events behind, events dropped`,
      extensions: expect.objectContaining({ code: 'RATE_LIMITED' }),
    }),
  ]);
  expect(events.at(-1)?.event).toBe('complete');
  // The laptop's subscription goes on; the phone's is gone; the service is up.
  expect(laptopErrors).toEqual([]);
  await subscribed(svc.url, before + 1, { exact: true });
  expect((await fetch(`${svc.url}/readyz`)).status).toBe(200);
  await laptop.dispose();
});
