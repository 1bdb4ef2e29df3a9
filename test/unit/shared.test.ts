import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createSharedExecutions, MAX_BUFFERED, MAX_QUEUED, type Sink } from '../../src/realtime/shared.js';

// The bookkeeping of shared executions (src/realtime/shared.ts); the service-level proof (one
// execution per session, document and variables; sessions; SSE) is in test/subscriptions.test.ts.

const DONE = { done: true, value: undefined } as const;

/** A result stream the test pushes into; records how often it was returned. */
function source() {
  const waiting: Array<{ resolve: (r: IteratorResult<ExecutionResult>) => void; reject: (e: unknown) => void }> = [];
  const queue: ExecutionResult[] = [];
  let returns = 0;
  let starts = 0;
  const it: AsyncIterableIterator<ExecutionResult> = {
    next: () => {
      const queued = queue.shift();
      if (queued) return Promise.resolve({ done: false, value: queued });
      if (returns > 0) return Promise.resolve(DONE);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    async return() {
      returns++;
      for (const w of waiting.splice(0)) w.resolve(DONE);
      return DONE;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return {
    start: () => {
      starts++;
      return it;
    },
    emit(value: ExecutionResult) {
      const w = waiting.shift();
      if (w) w.resolve({ done: false, value });
      else queue.push(value);
    },
    fail: (error: Error) => waiting.shift()?.reject(error),
    end: () => void it.return?.(),
    get returns() {
      return returns;
    },
    get starts() {
      return starts;
    },
  };
}

const iter = (r: unknown) => r as AsyncIterableIterator<ExecutionResult>;

describe('createSharedExecutions', () => {
  it('starts one execution per key and hands every receiver the same result object', async () => {
    const shared = createSharedExecutions();
    const s = source();
    const [a, b] = await Promise.all([shared.join('k', s.start), shared.join('k', s.start)]).then((r) => r.map(iter));
    const other = iter(await shared.join('other', source().start));
    expect(s.starts).toBe(1);
    expect(shared.size()).toBe(2);
    const result = { data: { n: 1 } };
    s.emit(result);
    const [ra, rb] = await Promise.all([a.next(), b.next()]);
    expect(ra.value).toBe(result);
    expect(rb.value).toBe(result);
    await other.return?.();
  });

  it('keeps the execution while a receiver remains and returns it when the last one leaves', async () => {
    const shared = createSharedExecutions();
    const s = source();
    const a = iter(await shared.join('k', s.start));
    const b = iter(await shared.join('k', s.start));
    const pending = a.next();
    await a.return?.();
    expect(await pending).toEqual(DONE); // a receiver waiting for an event when it leaves ends
    s.emit({ data: { n: 2 } });
    expect((await b.next()).value).toEqual({ data: { n: 2 } });
    expect(s.returns).toBe(0);
    await b.return?.();
    expect(s.returns).toBe(1);
    expect(shared.size()).toBe(0);
    // A later receiver starts a new execution.
    const s2 = source();
    const c = iter(await shared.join('k', s2.start));
    expect(s2.starts).toBe(1);
    await c.return?.();
  });

  it('answers a start that returns errors to every receiver that waited for it, and shares nothing afterwards', async () => {
    const shared = createSharedExecutions();
    const refused = { errors: [] } as unknown as ExecutionResult;
    let starts = 0;
    const start = async () => {
      starts++;
      return refused;
    };
    const [a, b] = await Promise.all([shared.join('k', start), shared.join('k', start)]);
    expect(a).toBe(refused);
    expect(b).toBe(refused);
    expect(starts).toBe(1);
    expect(shared.size()).toBe(0);
  });

  it('ends every receiver when the stream ends, and passes a failure on to each of them once', async () => {
    const shared = createSharedExecutions();
    const s = source();
    const [a, b] = [iter(await shared.join('k', s.start)), iter(await shared.join('k', s.start))];
    s.emit({ data: { n: 1 } });
    await new Promise((r) => setTimeout(r, 0));
    s.fail(new Error('boom'));
    expect((await a.next()).value).toEqual({ data: { n: 1 } }); // queued events first
    await expect(a.next()).rejects.toThrow('boom');
    await expect(b.next()).resolves.toEqual({ done: false, value: { data: { n: 1 } } });
    await expect(b.next()).rejects.toThrow('boom');
    expect(await a.next()).toEqual(DONE);
    expect(shared.size()).toBe(0);

    const s2 = source();
    const c = iter(await shared.join('k2', s2.start));
    s2.end();
    expect(await c.next()).toEqual(DONE);
  });

  it('ends a receiver that falls MAX_QUEUED events behind; the others go on', async () => {
    const shared = createSharedExecutions();
    const s = source();
    const slow = iter(await shared.join('k', s.start));
    const fast = iter(await shared.join('k', s.start));
    for (let n = 0; n <= MAX_QUEUED; n++) {
      s.emit({ data: { n } });
      expect((await fast.next()).value).toEqual({ data: { n } });
    }
    for (let n = 0; n < MAX_QUEUED; n++) await slow.next();
    await expect(slow.next()).rejects.toThrow('too slow');
    s.emit({ data: { n: -1 } });
    expect((await fast.next()).value).toEqual({ data: { n: -1 } });
    await fast.return?.();
    expect(s.returns).toBe(1);
  });

  describe('straight to the socket', () => {
    /** A receiver's socket: records the frames written to it. */
    function sink(id = '1') {
      const frames: string[] = [];
      const socket = {
        OPEN: 1,
        readyState: 1,
        bufferedAmount: 0,
        send: (data: Buffer | string) => frames.push(String(data)),
      };
      let open = true;
      const s: Sink & { frames: string[]; complete(): void } = {
        socket: socket as unknown as WebSocket,
        id,
        open: () => open,
        frames,
        complete: () => {
          open = false;
        },
      };
      return { sink: s, socket };
    }
    const frame = (id: string, n: number) => `{"id":"${id}","type":"next","payload":{"data":{"n":${n}}}}`;

    it('writes the frame graphql-ws would have written while graphql-ws waits on the stream, and nothing through the stream', async () => {
      const shared = createSharedExecutions();
      const s = source();
      const { sink: one } = sink('1');
      const { sink: two } = sink('sub-2');
      const a = iter(await shared.join('k', s.start, one));
      const b = iter(await shared.join('k', s.start, two));
      const [pa, pb] = [a.next(), b.next()]; // graphql-ws waiting on both
      await Promise.resolve();
      s.emit({ data: { n: 1 } });
      s.emit({ data: { n: 2 } });
      await new Promise((r) => setImmediate(r));
      expect(one.frames).toEqual([frame('1', 1), frame('1', 2)]);
      expect(two.frames).toEqual([frame('sub-2', 1), frame('sub-2', 2)]);
      // graphql-ws's own loop is still waiting: it gets what the socket could not take (below) or the end.
      await a.return?.();
      await b.return?.();
      expect(await pa).toEqual(DONE);
      expect(await pb).toEqual(DONE);
    });

    it('leaves to graphql-ws, in order, a result with errors, anything before graphql-ws waits, and a slow reader', async () => {
      const shared = createSharedExecutions();
      const s = source();
      const { sink: k, socket } = sink();
      const a = iter(await shared.join('k', s.start, k));
      s.emit({ data: { n: 1 } }); // not waiting yet (graphql-ws is sending the acknowledgement)
      await new Promise((r) => setImmediate(r));
      expect((await a.next()).value).toEqual({ data: { n: 1 } });
      const failed = { errors: [], data: null } as unknown as ExecutionResult;
      let pending = a.next();
      await Promise.resolve();
      s.emit(failed); // masked by the envelope on graphql-ws's path
      expect((await pending).value).toBe(failed);
      socket.bufferedAmount = MAX_BUFFERED + 1; // the client reads slower than it is written to
      pending = a.next();
      await Promise.resolve();
      s.emit({ data: { n: 2 } });
      expect((await pending).value).toEqual({ data: { n: 2 } });
      expect(k.frames).toEqual([]);
      socket.bufferedAmount = 0;
      pending = a.next();
      await Promise.resolve();
      s.emit({ data: { n: 3 } });
      await new Promise((r) => setImmediate(r));
      expect(k.frames).toEqual([frame('1', 3)]);
      await a.return?.();
      expect(await pending).toEqual(DONE);
    });

    it('writes nothing more once the client completed the subscription or the socket closes', async () => {
      const shared = createSharedExecutions();
      const s = source();
      const { sink: k, socket } = sink();
      const a = iter(await shared.join('k', s.start, k));
      const pending = a.next();
      await Promise.resolve();
      k.complete(); // graphql-ws deleted the id; the stream's return is on its way
      s.emit({ data: { n: 1 } });
      socket.readyState = 2;
      s.emit({ data: { n: 2 } });
      await new Promise((r) => setImmediate(r));
      expect(k.frames).toEqual([]);
      await a.return?.();
      expect(await pending).toEqual(DONE);
    });
  });
});
