import { describe, expect, it } from 'vitest';
import { createBus, localTransport, MAX_PENDING, type Transport } from '../../src/events/bus.js';
import { SlowReaderError } from '../../src/kernel/push-queue.js';

// The bus behind the live topics (src/events/bus.ts) over its in-process transport; over Redis,
// between instances: test/chat-cluster.test.ts.

type Catalogue = { note: [userId: number, payload: { n: number }]; broadcast: [payload: string] };

/** The local transport, counting its listeners. */
function counted() {
  const inner = localTransport();
  let listening = 0;
  const transport: Transport = {
    send: inner.send,
    listen(topic, deliver) {
      listening++;
      const stop = inner.listen(topic, deliver);
      return () => {
        listening--;
        stop();
      };
    },
  };
  return { transport, listening: () => listening };
}

describe('createBus', () => {
  it('delivers a topic with an id to that id only, in order, from the moment of subscribing', async () => {
    const bus = createBus<Catalogue>(localTransport());
    bus.publish('note', 1, { n: 0 }); // before anyone subscribed: heard by no one
    const one = bus.subscribe('note', 1);
    const two = bus.subscribe('note', 2);
    const all = bus.subscribe('broadcast');
    bus.publish('note', 1, { n: 1 });
    bus.publish('note', 2, { n: 2 });
    bus.publish('note', 1, { n: 3 });
    bus.publish('broadcast', 'hello');
    expect((await one.next()).value).toEqual({ n: 1 });
    expect((await one.next()).value).toEqual({ n: 3 });
    expect((await two.next()).value).toEqual({ n: 2 });
    expect((await all.next()).value).toBe('hello');
  });

  it('stops listening when the subscription returns, also while it waits', async () => {
    const { transport, listening } = counted();
    const bus = createBus<Catalogue>(transport);
    const sub = bus.subscribe('note', 1);
    const waiting = sub.next();
    expect(listening()).toBe(1);
    await sub.return?.();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(listening()).toBe(0);
    bus.publish('note', 1, { n: 1 }); // nobody listens: nothing is kept
    expect(await sub.next()).toEqual({ done: true, value: undefined });
  });

  it('ends a subscription that falls MAX_PENDING events behind with an error, after what it queued; the process and the others go on', async () => {
    const { transport, listening } = counted();
    const bus = createBus<Catalogue>(transport);
    const stalled = bus.subscribe('note', 1);
    const reading = bus.subscribe('note', 1);
    let read = 0;
    for (let n = 0; n <= MAX_PENDING; n++) {
      bus.publish('note', 1, { n }); // one more than the stalled one may hold: it is ended here
      expect((await reading.next()).value).toEqual({ n });
      read++;
    }
    expect(listening()).toBe(1); // the stalled one stopped listening
    for (let n = 0; n < MAX_PENDING; n++) expect((await stalled.next()).value).toEqual({ n });
    await expect(stalled.next()).rejects.toBeInstanceOf(SlowReaderError);
    expect(await stalled.next()).toEqual({ done: true, value: undefined });
    bus.publish('note', 1, { n: -1 });
    expect((await reading.next()).value).toEqual({ n: -1 });
    expect(read).toBe(MAX_PENDING + 1);
  });
});
