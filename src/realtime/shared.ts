import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Shared executions for identical subscriptions on graphql-ws. Subscriptions with the same key
// (the glue in src/realtime/ws.ts makes it from the session's token hash, the document, the
// operation name and the variables) share one execution: one source stream, one run of the
// resolvers per event, and the same result object for every receiver (so src/realtime/frames.ts
// can serialize it once). 1,000 sockets of one session used to run 1,000 identical executions
// per event, all of them before the first frame left.
//
// Why the session and not the user: the shared source stream ends with the session that
// started it (src/events/live.ts whileSignedIn), which is then every receiver's session too.
// No subscription payload is viewer-independent (every topic is keyed by its owner), so none
// is shared across viewers.
//
// Sharing happens inside yoga's envelope (a plugin replacing the engine's subscribe): every
// receiver still goes through the session check of its own operation, the envelope's hooks
// (masking, the open-subscriptions gauge) and graphql-ws's own frames and completion.

/** What src/realtime/ws.ts puts in an operation's rootValue for the plugin to find. */
export interface Share {
  executions: SharedExecutions;
  key: string;
}

type Result = AsyncIterable<ExecutionResult> | ExecutionResult;
type Subscribe = (args: ExecutionArgs) => Result | Promise<Result>;

const DONE = { done: true, value: undefined } as const;
/** A receiver this far behind is ended (the same bound the pubsub's repeater had per subscriber). */
export const MAX_QUEUED = 1024;

interface Member {
  push(result: ExecutionResult): void;
  end(error?: unknown): void;
}

interface Hub {
  started: Promise<Result>;
  members: Set<Member>;
  stream?: AsyncIterator<ExecutionResult>;
  closed: boolean;
}

const isIterable = (r: Result): r is AsyncIterable<ExecutionResult> =>
  typeof (r as AsyncIterable<ExecutionResult>)[Symbol.asyncIterator] === 'function';

export function createSharedExecutions() {
  const hubs = new Map<string, Hub>();

  function close(key: string, hub: Hub) {
    if (hub.closed) return;
    hub.closed = true;
    if (hubs.get(key) === hub) hubs.delete(key);
    // The stream's own end (its listener removed) cannot fail the receivers any more.
    Promise.resolve(hub.stream?.return?.()).catch(() => undefined);
  }

  async function pump(key: string, hub: Hub, stream: AsyncIterator<ExecutionResult>) {
    let error: unknown;
    try {
      for (;;) {
        const next = await stream.next();
        if (next.done || hub.closed) break;
        for (const member of hub.members) member.push(next.value);
      }
    } catch (e) {
      error = e ?? new Error('subscription stream failed');
    }
    close(key, hub);
    for (const member of [...hub.members]) member.end(error);
  }

  function member(key: string, hub: Hub): Member & { iterator: AsyncIterableIterator<ExecutionResult> } {
    const queue: ExecutionResult[] = [];
    let waiting: ((r: IteratorResult<ExecutionResult>) => void) | null = null;
    let failing: ((e: unknown) => void) | null = null;
    let ended = false;
    let failure: unknown;
    const leave = () => {
      hub.members.delete(self);
      if (hub.members.size === 0) close(key, hub);
    };
    const self: Member & { iterator: AsyncIterableIterator<ExecutionResult> } = {
      push(result) {
        if (ended) return;
        if (waiting) {
          const resolve = waiting;
          waiting = failing = null;
          resolve({ done: false, value: result });
        } else if (queue.length < MAX_QUEUED) queue.push(result);
        else {
          leave();
          self.end(new Error('subscriber too slow: events dropped'));
        }
      },
      end(error) {
        if (ended) return;
        ended = true;
        failure = error;
        if (!waiting) return;
        const [resolve, reject] = [waiting, failing!];
        waiting = failing = null;
        if (error !== undefined) reject(error);
        else resolve(DONE);
      },
      iterator: {
        next() {
          const value = queue.shift();
          if (value) return Promise.resolve({ done: false, value });
          if (ended) {
            if (failure === undefined) return Promise.resolve(DONE);
            const error = failure;
            failure = undefined; // thrown once; then the stream is done
            return Promise.reject(error);
          }
          return new Promise((resolve, reject) => {
            waiting = resolve;
            failing = reject;
          });
        },
        async return() {
          queue.length = 0;
          failure = undefined;
          leave();
          self.end();
          return DONE;
        },
        async throw(error: unknown) {
          await self.iterator.return!();
          throw error;
        },
        [Symbol.asyncIterator]: () => self.iterator,
      },
    };
    return self;
  }

  return {
    /**
     * The result stream of one receiver: joins the execution running under `key`, or starts
     * it with `start` (this receiver's own arguments and context). A start that answers errors
     * instead of a stream answers them to every receiver that waited for it.
     */
    async join(key: string, start: () => Result | Promise<Result>): Promise<Result> {
      let hub = hubs.get(key);
      if (!hub) {
        const created: Hub = { started: Promise.resolve().then(start), members: new Set(), closed: false };
        hubs.set(key, created);
        hub = created;
        created.started.then(
          (result) => {
            if (!isIterable(result)) return close(key, created);
            const stream = result[Symbol.asyncIterator]();
            created.stream = stream;
            // Every receiver left while it started.
            if (created.closed) return void Promise.resolve(stream.return?.()).catch(() => undefined);
            void pump(key, created, stream);
          },
          () => close(key, created),
        );
      }
      // Joined before the stream starts: every event the shared stream sees from now on is this receiver's.
      const m = member(key, hub);
      hub.members.add(m);
      let result: Result;
      try {
        result = await hub.started;
      } catch (error) {
        hub.members.delete(m);
        throw error;
      }
      if (!isIterable(result)) {
        hub.members.delete(m);
        return result;
      }
      return m.iterator;
    },
    /** Executions running now (for tests of this module). */
    size: () => hubs.size,
  };
}

export type SharedExecutions = ReturnType<typeof createSharedExecutions>;

function shareOf(rootValue: unknown): Share | undefined {
  const share = (rootValue as { share?: Share } | null | undefined)?.share;
  return share && typeof share.key === 'string' ? share : undefined;
}

/**
 * yoga plugin: a subscription whose rootValue carries a Share (graphql-ws operations) joins
 * the shared execution instead of running its own. SSE and every other door are untouched.
 */
export function sharedSubscriptionsPlugin(): Plugin {
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const share = shareOf(args.rootValue);
      if (!share) return;
      const engine = subscribeFn as Subscribe;
      setSubscribeFn(((a: ExecutionArgs) => share.executions.join(share.key, () => engine(a))) as never);
    },
  };
}
