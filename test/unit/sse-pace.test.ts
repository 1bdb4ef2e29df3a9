import { type ExecutionResult, GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_UNSENT, Pace } from '../../src/realtime/sse-pace.js';
import { PushQueue } from '../../src/kernel/push-queue.js';

// src/realtime/sse-pace.ts on its own: an operation's results against the stream's body, as
// graphql-sse strings them together (each result taken becomes one `event: next` chunk).

const encoder = new TextEncoder();
const frame = (n: number) => encoder.encode(`event: next\ndata: {"data":{"n":${n}}}\n\n`);
const tick = () => new Promise((r) => setTimeout(r, 0));

/** A body the test writes chunks into, as graphql-sse's stream would. */
function body() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, write: (chunk: Uint8Array) => controller.enqueue(chunk), end: () => controller.close() };
}

describe('Pace', () => {
  it(`takes at most ${MAX_UNSENT} results ahead of what the response has taken, and more as it takes them`, async () => {
    const pace = new Pace();
    const source = new PushQueue<{ data: { n: number } }>(1_000_000);
    for (let n = 0; n < 200; n++) source.push({ data: { n } });
    const results = pace.paced(source);
    const { stream, write } = body();
    const response = pace.meter(stream, ReadableStream).getReader();

    write(encoder.encode(':\n\n')); // graphql-sse's first ping, ahead of the results
    let taken = 0;
    const take = async () => {
      for (;;) {
        const r = await results.next();
        if (r.done) return;
        write(frame(taken++));
      }
    };
    void take();
    await tick();
    expect(taken).toBe(MAX_UNSENT);
    // A ping is not a result: it makes no room.
    expect((await response.read()).value).toEqual(encoder.encode(':\n\n'));
    await tick();
    expect(taken).toBe(MAX_UNSENT);
    // The response takes ten results: ten more are taken.
    for (let i = 0; i < 10; i++) await response.read();
    await tick();
    expect(taken).toBe(MAX_UNSENT + 10);
    await results.return?.();
  });

  it("ends with the source's error as the operation's last result; an error the envelope did not mask is masked", async () => {
    for (const [thrown, message] of [
      [new GraphQLError('subscriber too slow', { extensions: { code: 'RATE_LIMITED' } }), 'subscriber too slow'],
      [new Error('a secret detail'), 'Unexpected error.'],
    ] as const) {
      async function* source() {
        yield { data: { n: 0 } };
        throw thrown;
      }
      const results = new Pace().paced(source());
      expect(await results.next()).toEqual({ done: false, value: { data: { n: 0 } } });
      const last: ExecutionResult | undefined = (await results.next()).value;
      expect(last?.errors?.map((e) => e.message)).toEqual([message]);
      expect(await results.next()).toEqual({ done: true, value: undefined });
    }
  });

  it('lets a waiting operation go when it is stopped or the stream ends', async () => {
    for (const end of ['return', 'close'] as const) {
      const pace = new Pace();
      const source = new PushQueue<{ data: { n: number } }>(1_000_000);
      for (let n = 0; n <= MAX_UNSENT; n++) source.push({ data: { n } });
      const results = pace.paced(source);
      for (let n = 0; n < MAX_UNSENT; n++) await results.next();
      const waiting = results.next();
      if (end === 'return') await results.return?.();
      else pace.close();
      const r = await waiting;
      expect(r.done, end).toBe(end === 'return');
    }
  });
});
