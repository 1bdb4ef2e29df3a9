import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createLive, loadOnce, mapEach } from '../../src/events/live.js';
import type { SessionEnd } from '../../src/modules/auth/sessions.js';
import type { Viewer } from '../../src/kernel/viewer.js';
import { signedInViewer } from '../helpers/viewer.js';

const viewer = signedInViewer(1);
const DONE = { done: true, value: undefined };

/**
 * A topic like the pubsub's: it listens from the first pull on (an event published before
 * that is lost, as with the real one), queues events while nobody pulls, and records return().
 */
function topic<T>() {
  let listening = false;
  let closed = false;
  let returns = 0;
  let pulls = 0;
  const queue: IteratorResult<T>[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  const deliver = (result: IteratorResult<T>) => {
    const waiter = waiting.shift();
    if (waiter) waiter(result);
    else queue.push(result);
  };
  const it: AsyncIterableIterator<T> = {
    next() {
      pulls++;
      listening = true;
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (closed) return Promise.resolve(DONE as IteratorResult<T>);
      return new Promise((resolve) => waiting.push(resolve));
    },
    async return() {
      returns++;
      closed = true;
      queue.length = 0;
      for (const waiter of waiting.splice(0)) waiter(DONE as IteratorResult<T>);
      return DONE as IteratorResult<T>;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return {
    it,
    publish(value: T) {
      if (listening && !closed) deliver({ done: false, value });
    },
    /** The source ends by itself (the pubsub stopped). */
    end() {
      closed = true;
      deliver(DONE as IteratorResult<T>);
    },
    get returns() {
      return returns;
    },
    get pulls() {
      return pulls;
    },
  };
}

/** The narrow sessions interface createLive takes: ends sessions on demand, counts unwatches. */
function sessions() {
  const watching = new Map<Viewer, (reason: SessionEnd) => void>();
  let unwatches = 0;
  return {
    watch(v: Viewer, onEnd: (reason: SessionEnd) => void) {
      watching.set(v, onEnd);
      return () => {
        unwatches++;
        watching.delete(v);
      };
    },
    end(v: Viewer, reason: SessionEnd = 'revoked') {
      const onEnd = watching.get(v);
      watching.delete(v);
      onEnd?.(reason);
    },
    isWatching: (v: Viewer) => watching.has(v),
    get unwatches() {
      return unwatches;
    },
  };
}

/** Whether `promise` is still pending after the queued callbacks have run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return !settled;
}

/** V8's collector, for a test that checks what a stream lets go (the flag is set at run time). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('whileSignedIn', () => {
  it('keeps nothing of the events it has delivered while the session lasts (an SSE stream lives for hours)', async () => {
    const gc = collector();
    const source = topic<{ text: string }>();
    const stream = createLive(sessions()).whileSignedIn(viewer, source.it);
    const delivered: WeakRef<object>[] = [];
    // In a function of its own, so that no frame of the test holds the last event.
    const deliver = async () => {
      let passedOn = 0;
      for (let i = 0; i < 50; i++) {
        const event = { text: `message ${i}` };
        delivered.push(new WeakRef(event));
        source.publish(event);
        if ((await stream.next()).value === event) passedOn++;
      }
      return passedOn;
    };
    expect(await deliver()).toBe(50);
    // Each WeakRef holds its target until the end of the job that made it: collect after that.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(delivered.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    await stream.return?.();
  });

  it('passes the source events on in order', async () => {
    const source = topic<number>();
    const s = sessions();
    const stream = createLive(s).whileSignedIn(viewer, source.it);
    source.publish(1);
    source.publish(2);
    expect(await stream.next()).toEqual({ done: false, value: 1 });
    expect(await stream.next()).toEqual({ done: false, value: 2 });
    const third = stream.next();
    source.publish(3);
    expect(await third).toEqual({ done: false, value: 3 });
  });

  it('does not lose an event published right after subscribing, before the first next()', async () => {
    const source = topic<string>();
    const stream = createLive(sessions()).whileSignedIn(viewer, source.it);
    // The subscription pulled the source at once: the topic listens already.
    expect(source.pulls).toBe(1);
    source.publish('early');
    expect(await stream.next()).toEqual({ done: false, value: 'early' });
  });

  it('watches the viewer it was given from the start', () => {
    const s = sessions();
    createLive(s).whileSignedIn(viewer, topic<number>().it);
    expect(s.isWatching(viewer)).toBe(true);
  });

  it('ends a waiting next() when the session ends, and releases the source', async () => {
    const source = topic<number>();
    const s = sessions();
    const stream = createLive(s).whileSignedIn(viewer, source.it);
    const next = stream.next();
    expect(await pending(next)).toBe(true);
    s.end(viewer, 'expired');
    expect(await next).toEqual(DONE);
    expect(source.returns).toBe(1);
    expect(await stream.next()).toEqual(DONE);
  });

  it('answers done after the session ended, even with events still queued', async () => {
    const source = topic<number>();
    const s = sessions();
    const stream = createLive(s).whileSignedIn(viewer, source.it);
    source.publish(1);
    s.end(viewer);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await stream.next()).toEqual(DONE);
    expect(source.returns).toBe(1);
  });

  it('return() releases the source and stops watching the session, once', async () => {
    const source = topic<number>();
    const s = sessions();
    const stream = createLive(s).whileSignedIn(viewer, source.it);
    expect(await stream.return?.()).toEqual(DONE);
    expect(source.returns).toBe(1);
    expect(s.unwatches).toBe(1);
    expect(s.isWatching(viewer)).toBe(false);
    await stream.return?.();
    expect(source.returns).toBe(1);
    expect(s.unwatches).toBe(1);
    expect(await stream.next()).toEqual(DONE);
  });

  it('return() ends a next() that is waiting for an event (the client unsubscribed)', async () => {
    const source = topic<number>();
    const stream = createLive(sessions()).whileSignedIn(viewer, source.it);
    const next = stream.next();
    expect(await pending(next)).toBe(true);
    await stream.return?.();
    expect(await next).toEqual(DONE);
    expect(source.returns).toBe(1);
  });

  it('throw() releases the source and rethrows', async () => {
    const source = topic<number>();
    const s = sessions();
    const stream = createLive(s).whileSignedIn(viewer, source.it);
    const boom = new Error('boom');
    await expect(stream.throw?.(boom)).rejects.toBe(boom);
    expect(source.returns).toBe(1);
    expect(s.unwatches).toBe(1);
  });

  it('ends when the source ends by itself, and stops watching the session', async () => {
    const source = topic<number>();
    const s = sessions();
    const stream = createLive(s).whileSignedIn(viewer, source.it);
    source.publish(1);
    source.end();
    expect(await stream.next()).toEqual({ done: false, value: 1 });
    expect(await stream.next()).toEqual(DONE);
    expect(s.unwatches).toBe(1);
  });

  it('a session ending after return() changes nothing', async () => {
    const source = topic<number>();
    const s = sessions();
    const stream = createLive(s).whileSignedIn(viewer, source.it);
    await stream.return?.();
    s.end(viewer);
    expect(source.returns).toBe(1);
    expect(await stream.next()).toEqual(DONE);
  });

  it('ends only the streams of the session that ended', async () => {
    const other = signedInViewer(2);
    const s = sessions();
    const live = createLive(s);
    const mine = topic<number>();
    const theirs = topic<number>();
    const a = live.whileSignedIn(viewer, mine.it);
    const b = live.whileSignedIn(other, theirs.it);
    s.end(viewer);
    expect(await a.next()).toEqual(DONE);
    theirs.publish(7);
    expect(await b.next()).toEqual({ done: false, value: 7 });
    expect(theirs.returns).toBe(0);
  });

  it('works with for await: the loop ends when the session does', async () => {
    const source = topic<number>();
    const s = sessions();
    const stream = createLive(s).whileSignedIn(viewer, source.it);
    const seen: number[] = [];
    const loop = (async () => {
      for await (const n of stream) {
        seen.push(n);
        if (n === 2) s.end(viewer);
      }
    })();
    source.publish(1);
    source.publish(2);
    source.publish(3);
    await loop;
    expect(seen).toEqual([1, 2]);
    expect(source.returns).toBe(1);
  });
});

describe('mapEach', () => {
  it('maps each event through the load, awaiting it', async () => {
    const source = topic<number>();
    const mapped = mapEach(source.it, async (n) => `#${n}`);
    const first = mapped.next();
    source.publish(1);
    source.publish(2);
    expect(await first).toEqual({ done: false, value: '#1' });
    expect(await mapped.next()).toEqual({ done: false, value: '#2' });
  });

  it('skips events mapped to null or undefined, and keeps falsy values like 0, false and ""', async () => {
    const source = topic<number>();
    const mapped = mapEach(source.it, (n) => [null, 0, undefined, false, '', 'x'][n]);
    const values = (async () => {
      const out: unknown[] = [];
      for await (const v of mapped) out.push(v);
      return out;
    })();
    await new Promise((resolve) => setImmediate(resolve));
    for (let n = 0; n < 6; n++) source.publish(n);
    source.end();
    expect(await values).toEqual([0, false, '', 'x']);
  });

  it('answers done when the source ends', async () => {
    const source = topic<number>();
    const mapped = mapEach(source.it, (n) => n);
    const next = mapped.next();
    source.end();
    expect(await next).toEqual(DONE);
  });

  it('return() releases the source, ending a next() that waits for it', async () => {
    const source = topic<number>();
    const mapped = mapEach(source.it, (n) => n * 2);
    const next = mapped.next();
    expect(await pending(next)).toBe(true);
    expect(await mapped.return?.()).toEqual(DONE);
    expect(source.returns).toBe(1);
    expect(await next).toEqual(DONE);
  });

  it('over whileSignedIn: return() reaches the topic and the session watch', async () => {
    const source = topic<number>();
    const s = sessions();
    const mapped = mapEach(createLive(s).whileSignedIn(viewer, source.it), (n) => n + 1);
    source.publish(1);
    expect(await mapped.next()).toEqual({ done: false, value: 2 });
    await mapped.return?.();
    expect(source.returns).toBe(1);
    expect(s.unwatches).toBe(1);
  });

  it('over whileSignedIn: ends when the session ends while a skipped event is being loaded', async () => {
    const source = topic<number>();
    const s = sessions();
    const mapped = mapEach(createLive(s).whileSignedIn(viewer, source.it), (n) => (n % 2 ? n : null));
    const next = mapped.next();
    source.publish(2); // skipped
    expect(await pending(next)).toBe(true);
    s.end(viewer);
    expect(await next).toEqual(DONE);
    expect(source.returns).toBe(1);
  });

  it('passes a load failure to the caller', async () => {
    const source = topic<number>();
    const mapped = mapEach(source.it, async () => {
      throw new Error('row gone');
    });
    const next = mapped.next();
    source.publish(1);
    await expect(next).rejects.toThrow('row gone');
  });
});

describe('loadOnce', () => {
  it('loads once per event and shape, however many subscriptions ask', async () => {
    const event = { id: 1 };
    let loads = 0;
    const load = async () => ({ row: ++loads });
    const answers = await Promise.all(Array.from({ length: 100 }, () => loadOnce(event, 'message', load)));
    expect(loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual({ row: 1 });
  });

  it('hands every caller the same promise, even before the load finishes', () => {
    const event = {};
    let loads = 0;
    const load = () => new Promise<number>(() => loads++);
    const first = loadOnce(event, 'shape', load);
    expect(loadOnce(event, 'shape', load)).toBe(first);
    expect(loads).toBe(1);
  });

  it('loads again for another shape of the same event', async () => {
    const event = {};
    const a = await loadOnce(event, 'message', async () => 'message row');
    const b = await loadOnce(event, 'conversation', async () => 'conversation row');
    expect([a, b]).toEqual(['message row', 'conversation row']);
  });

  it('loads again for a later event, even one equal to the first (keyed by the object)', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await loadOnce({ id: 1 }, 'message', load)).toBe(1);
    expect(await loadOnce({ id: 1 }, 'message', load)).toBe(2);
  });

  it('shares a failed load with every caller of that event', async () => {
    const event = {};
    let loads = 0;
    const load = async () => {
      loads++;
      throw new Error('database down');
    };
    await expect(loadOnce(event, 'message', load)).rejects.toThrow('database down');
    await expect(loadOnce(event, 'message', load)).rejects.toThrow('database down');
    expect(loads).toBe(1);
  });
});
