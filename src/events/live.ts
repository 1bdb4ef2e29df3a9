import type { Clock } from '../clock.js';
import type { Viewer } from '../context.js';
import type { Events } from './pubsub.js';

// Event streams behind the subscriptions. Topics are keyed by the owner's user id, so a
// stream only ever sees its viewer's events. Streams end when the viewer's token is revoked
// (sign-out, on any instance) or expires: graphql-ws closes its socket for that as well, and
// this is what ends an SSE stream, which has no socket of its own.
//
// The iterators here are hand-written rather than async generators: a generator that is
// waiting for the next event cannot be returned until an event arrives, so an unsubscribed
// client would hold its listener until then.

const DONE = { done: true, value: undefined } as const;
const MAX_TIMER_MS = 2 ** 31 - 1;

function iterator<T>(next: () => Promise<IteratorResult<T>>, close: () => Promise<void>): AsyncIterableIterator<T> {
  const it: AsyncIterableIterator<T> = {
    next,
    return: async () => {
      await close();
      return DONE;
    },
    throw: async (error: unknown) => {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

/**
 * One `authRevoked` listener for all streams of this instance (rather than one per stream),
 * started with the first stream and stopped with the last.
 */
function createRevocationWatch(events: Events) {
  const watchers = new Map<number, Set<() => void>>();
  let count = 0;
  let feed: AsyncIterator<{ userId: number }> | null = null;

  function start() {
    const it = events.subscribe('authRevoked')[Symbol.asyncIterator]();
    feed = it;
    void (async () => {
      for (;;) {
        const event = await it.next();
        if (event.done) return;
        for (const revoke of [...(watchers.get(event.value.userId) ?? [])]) revoke();
      }
    })();
  }

  return function watch(userId: number, revoke: () => void): () => void {
    if (!feed) start();
    const set = watchers.get(userId) ?? new Set();
    set.add(revoke);
    watchers.set(userId, set);
    count++;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set.delete(revoke);
      if (set.size === 0) watchers.delete(userId);
      if (--count === 0 && feed) {
        void feed.return?.();
        feed = null;
      }
    };
  };
}

export function createLive(events: Events, clock: Clock) {
  const watch = createRevocationWatch(events);

  /**
   * Ends `source` when the viewer signs out or the token expires. The source is pulled at
   * once: the pubsub attaches its listener on the first pull, so an event published right
   * after the subscription starts is not lost.
   */
  function whileSignedIn<T>(viewer: Viewer, source: AsyncIterable<T>): AsyncIterableIterator<T> {
    const it = source[Symbol.asyncIterator]();
    let finished = false;
    let signalEnd!: () => void;
    const ended = new Promise<IteratorResult<T>>((resolve) => (signalEnd = () => resolve(DONE)));
    const finish = async () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      unwatch();
      signalEnd();
      await it.return?.();
    };
    const unwatch = watch(viewer.id, () => void finish());
    const timer = setTimeout(
      () => void finish(),
      Math.max(0, Math.min(viewer.tokenExpiresAt.getTime() - clock.now().getTime(), MAX_TIMER_MS)),
    );
    let first: Promise<IteratorResult<T>> | null = it.next();
    return iterator(() => {
      if (finished) return Promise.resolve(DONE);
      const pull = first ?? it.next();
      first = null;
      return Promise.race([pull, ended]).then((result) => (result.done ? finish().then(() => DONE) : result));
    }, finish);
  }

  return { whileSignedIn };
}

export type Live = ReturnType<typeof createLive>;

/** Maps each event through `load`; events it maps to null or undefined are skipped. */
export function mapEach<T, U>(
  source: AsyncIterableIterator<T>,
  load: (event: T) => Promise<U | null | undefined> | U | null | undefined,
): AsyncIterableIterator<U> {
  return iterator<U>(
    async () => {
      for (;;) {
        const event = await source.next();
        if (event.done) return DONE;
        const value = await load(event.value);
        if (value !== null && value !== undefined) return { done: false, value };
      }
    },
    async () => {
      await source.return?.();
    },
  );
}

const loads = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One load per event for all the subscriptions that ask the same of it: a user's sockets all
 * receive the same event object, and each would otherwise read the same row (1,000 sockets,
 * 1,000 queries). Keyed by the event itself, so a later event never gets an earlier read.
 */
export function loadOnce<T>(event: object, shape: string, load: () => Promise<T>): Promise<T> {
  let byShape = loads.get(event);
  if (!byShape) {
    byShape = new Map();
    loads.set(event, byShape);
  }
  let pending = byShape.get(shape) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    byShape.set(shape, pending);
  }
  return pending;
}
