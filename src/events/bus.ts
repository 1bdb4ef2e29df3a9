import { PushQueue } from '../kernel/push-queue.js';

// Topics and their subscriptions, over a transport: this process, or Redis (src/events/pubsub.ts).
// A subscription is listening from the moment it is made and queues what it hears until read.
//
// Replaces graphql-yoga's createPubSub, whose subscriptions were Repeaters behind an EventTarget:
// a subscription more than 1,024 events behind made the Repeater throw inside the EventTarget's
// listener, an uncaught exception that stopped the process (a burst to one user, or a reader that
// stopped reading). Here a subscription that falls MAX_PENDING events behind ends with
// SlowReaderError (src/kernel/push-queue.ts): its subscriber gets an error, the process goes on.
// It also costs less per delivery (no Event object, no Repeater's promises).

/** Events a subscription may have heard and not read yet; beyond, it is ended. Events are small (ids). */
export const MAX_PENDING = 10_000;

/** How payloads travel between publishers and listeners of a topic. */
export interface Transport {
  send(topic: string, payload: unknown): void;
  /** Calls `deliver` with each payload sent on `topic` from now on; answers how to stop. */
  listen(topic: string, deliver: (payload: unknown) => void): () => void;
}

/** A topic's first listener came (`opened`) or its last went (`closed`): a transport over another can follow. */
interface TopicHooks {
  opened?(topic: string): void;
  closed?(topic: string): void;
}

/** This process only: a set of listeners per topic; `topics()` those with listeners now. */
export function localTransport(hooks: TopicHooks = {}): Transport & { topics(): Iterable<string> } {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    send(topic, payload) {
      const found = listeners.get(topic);
      if (found) for (const deliver of found) deliver(payload);
    },
    listen(topic, deliver) {
      let found = listeners.get(topic);
      if (!found) {
        found = new Set();
        listeners.set(topic, found);
        hooks.opened?.(topic);
      }
      found.add(deliver);
      const set = found;
      return () => {
        set.delete(deliver);
        if (set.size > 0 || listeners.get(topic) !== set) return;
        listeners.delete(topic);
        hooks.closed?.(topic);
      };
    },
    topics: () => listeners.keys(),
  };
}

class Subscription<T> extends PushQueue<T> {
  private stop: () => void = () => {};
  constructor(transport: Transport, topic: string) {
    super(MAX_PENDING);
    this.stop = transport.listen(topic, (payload) => this.push(payload as T));
  }
  protected override release() {
    this.stop();
  }
}

/** A topic's args: the payload alone, or the id of whom it concerns (a user) and the payload. */
type Args = [payload: unknown] | [id: string | number, payload: unknown];
type PayloadOf<A> = A extends [infer P] ? P : A extends [unknown, infer P] ? P : never;
type IdOf<A> = A extends [infer I, unknown] ? [id: I] : [];

export interface Bus<Catalogue extends { [K in keyof Catalogue]: Args }> {
  publish<K extends keyof Catalogue & string>(topic: K, ...args: Catalogue[K]): void;
  subscribe<K extends keyof Catalogue & string>(
    topic: K,
    ...id: IdOf<Catalogue[K]>
  ): AsyncIterableIterator<PayloadOf<Catalogue[K]>>;
}

/** Topics with an id are delivered as `<topic>:<id>`: only that id's subscriptions hear them. */
export function createBus<Catalogue extends { [K in keyof Catalogue]: Args }>(transport: Transport): Bus<Catalogue> {
  return {
    publish(topic, ...args) {
      if (args.length === 2) transport.send(`${topic}:${args[0]}`, args[1]);
      else transport.send(topic, args[0]);
    },
    subscribe(topic, ...id) {
      return new Subscription(transport, id.length === 1 ? `${topic}:${id[0]}` : topic);
    },
  };
}
