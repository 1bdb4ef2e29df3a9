import { createServerAdapter } from '@whatwg-node/server';
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Door } from '../../src/http/door.js';
import type { Sessions } from '../../src/modules/auth/sessions.js';
import { SSE_PATH, ssePlugin } from '../../src/realtime/sse.js';
import { signedInViewer } from '../helpers/viewer.js';

// Single-connection streams of /graphql/stream (src/realtime/sse.ts) that a client reserved
// (PUT) and never opened (GET): a phone that lost its network in between, or a client that opens
// with the wrong Accept. The reservation window is shortened to 100 ms here.

const TOKEN_HEADER = 'x-graphql-event-stream-token';
const UNOPENED_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A door whose every operation is a subscription that waits for ever; counts those ended. */
function door() {
  let ended = 0;
  const run = async () => {
    const subscription: AsyncIterableIterator<ExecutionResult> = {
      next: () => new Promise(() => {}),
      return: async () => {
        ended++;
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => subscription,
    };
    return subscription;
  };
  const fake = { prepare: async () => ({}) as ExecutionArgs, run } as unknown as Door;
  return {
    door: fake,
    get ended() {
      return ended;
    },
  };
}

function service(d = door()) {
  const viewer = signedInViewer(1);
  const sessions = {
    authenticate: async (token: string | null) => (token === 'good' ? viewer : null),
    watch: () => () => {},
  } as unknown as Pick<Sessions, 'authenticate' | 'watch'>;
  const app = createServerAdapter(() => new Response(null, { status: 404 }), {
    plugins: [ssePlugin({ door: d.door, fetchAPI: globalThis, sessions, unopenedMs: UNOPENED_MS })],
  });
  const call = (method: string, headers: Record<string, string> = {}, body?: string) =>
    app.fetch(`http://localhost${SSE_PATH}`, {
      method,
      headers: { authorization: 'Bearer good', ...headers },
      body,
    });
  return { call, d };
}

describe('a reserved stream never opened', () => {
  it('a GET that did not open it (a wrong Accept) does not hold the account slot for good', async () => {
    const { call } = service();
    for (let i = 0; i < 10; i++) {
      const token = await (await call('PUT')).text();
      const refused = await call('GET', { [TOKEN_HEADER]: token, accept: 'application/json' });
      expect(refused.ok).toBe(false);
    }
    expect((await call('PUT')).status).toBe(429);
    // Once the reservations lapse as unopened ones, the account may reserve again.
    await sleep(UNOPENED_MS * 3);
    expect((await call('PUT')).status).toBe(201);
  });

  it('ends the operations a client posted to it once it lapses', async () => {
    const { call, d } = service();
    const token = await (await call('PUT')).text();
    const posted = await call(
      'POST',
      { [TOKEN_HEADER]: token, 'content-type': 'application/json' },
      JSON.stringify({ query: 'subscription { messageAdded { id } }', extensions: { operationId: 'op-1' } }),
    );
    expect(posted.status).toBe(202);
    expect(d.ended).toBe(0);
    await expect.poll(() => d.ended, { timeout: 2_000 }).toBe(1);
    // Its token is unknown from then on.
    expect((await call('GET', { [TOKEN_HEADER]: token, accept: 'text/event-stream' })).status).toBe(404);
  });
});
