import type { Viewer } from '../kernel/viewer.js';

// Event streams behind the subscriptions. Topics are keyed by the owner's user id, so a
// stream only ever sees its viewer's events. Streams end with the viewer's session (revoked
// on any instance, or expired): this is what ends an SSE stream, which has no socket of its own.
// A graphql-ws socket's streams end with the socket instead, which watches its session and is
// closed (4401) when it ends (see endsWithSocket).
//
// The iterators here are hand-written rather than async generators: a generator that is
// waiting for the next event cannot be returned until an event arrives, so an unsubscribed
// client would hold its listener until then.

const DONE = { done: true, value: undefined } as const;

/**
 * Viewers whose streams end with their transport, not with their own session watch: a
 * graphql-ws socket's (src/realtime/ws.ts). The socket watches its session itself and is closed
 * (4401) when it ends, which ends every subscription on it; and a socket given a refreshed token
 * (a ping with `accessToken`) moves that one watch to the new token, so the subscriptions that
 * started under the old one keep running. A shared execution (src/realtime/shared.ts) then lives
 * as long as a socket receives it.
 */
const socketBound = new WeakSet<Viewer>();

/** Marks `viewer` (a socket's own copy) as one whose streams end with its socket. */
export function endsWithSocket(viewer: Viewer): Viewer {
  socketBound.add(viewer);
  return viewer;
}

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

/** What live needs of the sessions (src/modules/auth/sessions.ts, a higher floor): a watch that ends with the session. */
export interface SessionWatch {
  watch(viewer: Viewer, onEnd: () => void): () => void;
}

/** `it`, pulled once now (see whileSignedIn), then as asked. */
function pulledAtOnce<T>(it: AsyncIterator<T>): AsyncIterableIterator<T> {
  let first: Promise<IteratorResult<T>> | null = it.next();
  let finished = false;
  return iterator<T>(
    () => {
      if (finished) return Promise.resolve(DONE as IteratorResult<T>);
      const pull = first ?? it.next();
      first = null;
      return pull;
    },
    async () => {
      if (finished) return;
      finished = true;
      await it.return?.();
    },
  );
}

export function createLive(sessions: SessionWatch) {
  /**
   * Ends `source` when the viewer's session ends (sign-out or revocation on any instance,
   * expiry on the clock; see src/modules/auth/sessions.ts). The source is pulled at once, so a
   * source that listens from its first pull loses nothing published right after the subscription
   * starts (the bus's subscriptions, src/events/bus.ts, listen from the start anyway).
   */
  function whileSignedIn<T>(viewer: Viewer, source: AsyncIterable<T>): AsyncIterableIterator<T> {
    const it = pulledAtOnce(source[Symbol.asyncIterator]());
    // A socket's streams end with the socket (graphql-ws returns them): nothing to race each event
    // against, which saves a race and its promises per event and subscriber.
    if (socketBound.has(viewer)) return it;
    let finished = false;
    // The pulls waiting for the source: the session's end answers them DONE. (Racing each pull
    // against one promise of the end kept every event delivered until the session ended: each
    // race leaves a reaction on that promise holding its result, ~1.3 KB an event.)
    const waiting = new Set<(result: IteratorResult<T>) => void>();
    const finish = async () => {
      if (finished) return;
      finished = true;
      unwatch();
      for (const answer of waiting) answer(DONE);
      waiting.clear();
      await it.return?.();
    };
    const unwatch = sessions.watch(viewer, () => void finish());
    const pull = () =>
      new Promise<IteratorResult<T>>((resolve, reject) => {
        waiting.add(resolve);
        it.next().then(
          (result) => {
            waiting.delete(resolve);
            resolve(result);
          },
          (error: unknown) => {
            waiting.delete(resolve);
            reject(error);
          },
        );
      });
    return iterator(() => {
      if (finished) return Promise.resolve(DONE);
      return pull().then((result) => (result.done ? finish().then(() => DONE) : result));
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
