import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { WebSocket } from 'ws';
import { nextFrame } from './frames.js';
import { subscribeByEvent } from './per-event.js';
import { PushQueue } from '../kernel/push-queue.js';

// Shared executions for identical subscriptions on graphql-ws. Subscriptions with the same key
// (the glue in src/realtime/ws.ts makes it from the session's token hash, the document, the
// operation name and the variables) share one execution: one source stream, one run of the
// resolvers per event, and the same result object for every receiver (so src/realtime/frames.ts
// can serialize it once). 1,000 sockets of one session used to run 1,000 identical executions
// per event, all of them before the first frame left.
//
// Why the session and not the user: receivers of one token end together (their sockets close
// with it). A socket's subscriptions end with the socket, not with a session watch of their own
// (src/events/live.ts endsWithSocket), so a shared execution runs as long as any receiver does,
// also after one of its sockets moved to a refreshed token (src/realtime/ws.ts). No subscription
// payload is viewer-independent (every topic is keyed by its owner), so none is shared across
// viewers.
//
// Sharing happens inside yoga's envelope (a plugin replacing the engine's subscribe): every
// receiver still goes through the session check of its own operation, the envelope's hooks
// (masking, the open-subscriptions gauge) and graphql-ws's own frames and completion.
//
// Straight to the socket: a result without errors, for a receiver whose graphql-ws loop is idle
// on it (waiting for its next result, nothing queued), is written to the socket here, in the
// loop over the receivers, as the frame graphql-ws would have written (src/realtime/frames.ts).
// Handing it through the envelope's per-receiver stream and graphql-ws's `for await` instead
// held each frame behind a chain of promises and the previous write's callback (one message to
// 5,000 distinct users: p99 ~975 → ~610 ms when this went in). Everything else takes that path
// as before, in order: results with errors (masked by the envelope), anything while graphql-ws
// is busy with an earlier frame or the acknowledgement (src/realtime/live-ack.ts), and a socket
// whose client reads slower than it is written to (bufferedAmount over MAX_BUFFERED: graphql-ws
// then waits for each write, so a slow receiver's queue fills and it is ended, as before).

/** Where a receiver's frames go: its socket, and its subscription's id there. */
export interface Sink {
  socket: WebSocket;
  id: string;
  /** The subscription is still open on the socket (a completed one has nothing more written). */
  open(): boolean;
}

/** What src/realtime/ws.ts gives a prepared operation for the plugin to find. */
export interface Share {
  executions: SharedExecutions;
  key: string;
  sink?: Sink;
}

/** Bytes queued on a socket above which results wait for graphql-ws's writes (a slow reader). */
export const MAX_BUFFERED = 1 << 20;

/** Writes an error-free `result` as a `next` frame; false: graphql-ws must send it (errors, backlog). */
function writeDirect(sink: Sink, result: ExecutionResult): boolean {
  if (result.errors || sink.socket.bufferedAmount > MAX_BUFFERED) return false;
  if (sink.socket.readyState !== sink.socket.OPEN || !sink.open()) return true; // ending: nothing more to send
  sink.socket.send(nextFrame(result, sink.id), { binary: false });
  return true;
}

type Result = AsyncIterable<ExecutionResult> | ExecutionResult;
type Subscribe = (args: ExecutionArgs) => Result | Promise<Result>;

/** A receiver this far behind is ended (src/kernel/push-queue.ts). */
export const MAX_QUEUED = 1024;

interface Hub {
  started: Promise<Result>;
  members: Set<Member>;
  stream?: AsyncIterator<ExecutionResult>;
  closed: boolean;
  close(): void;
}

/** One receiver's result stream. */
class Member extends PushQueue<ExecutionResult> {
  constructor(
    private readonly hub: Hub,
    private readonly sink?: Sink,
  ) {
    super(MAX_QUEUED);
  }

  override push(result: ExecutionResult) {
    // graphql-ws waits on this stream with nothing before this result: the socket can have it now.
    if (this.idle && this.sink && writeDirect(this.sink, result)) return;
    super.push(result);
  }

  protected override release() {
    this.hub.members.delete(this);
    if (this.hub.members.size === 0) this.hub.close();
  }
}

const isIterable = (r: Result): r is AsyncIterable<ExecutionResult> =>
  typeof (r as AsyncIterable<ExecutionResult>)[Symbol.asyncIterator] === 'function';

export function createSharedExecutions() {
  const hubs = new Map<string, Hub>();

  async function pump(hub: Hub, stream: AsyncIterator<ExecutionResult>) {
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
    hub.close();
    for (const member of [...hub.members]) member.end(error);
  }

  function createHub(key: string, start: () => Result | Promise<Result>): Hub {
    const hub: Hub = {
      started: Promise.resolve().then(start),
      members: new Set(),
      closed: false,
      close() {
        if (hub.closed) return;
        hub.closed = true;
        if (hubs.get(key) === hub) hubs.delete(key);
        // The stream's own end (its listener removed) cannot fail the receivers any more.
        Promise.resolve(hub.stream?.return?.()).catch(() => undefined);
      },
    };
    hub.started.then(
      (result) => {
        if (!isIterable(result)) return hub.close();
        const stream = result[Symbol.asyncIterator]();
        hub.stream = stream;
        // Every receiver left while it started.
        if (hub.closed) return void Promise.resolve(stream.return?.()).catch(() => undefined);
        void pump(hub, stream);
      },
      () => hub.close(),
    );
    return hub;
  }

  return {
    /**
     * The result stream of one receiver: joins the execution running under `key`, or starts
     * it with `start` (this receiver's own arguments and context). A start that answers errors
     * instead of a stream answers them to every receiver that waited for it.
     */
    async join(key: string, start: () => Result | Promise<Result>, sink?: Sink): Promise<Result> {
      let hub = hubs.get(key);
      if (!hub) {
        hub = createHub(key, start);
        hubs.set(key, hub);
      }
      // Joined before the stream starts: every event the shared stream sees from now on is this receiver's.
      const member = new Member(hub, sink);
      hub.members.add(member);
      let result: Result;
      try {
        result = await hub.started;
      } catch (error) {
        hub.members.delete(member);
        throw error;
      }
      if (!isIterable(result)) {
        hub.members.delete(member);
        return result;
      }
      return member;
    },
    /** Executions running now (for tests of this module). */
    size: () => hubs.size,
  };
}

export type SharedExecutions = ReturnType<typeof createSharedExecutions>;

/** Operations to share, by their context (the one object the envelope hands to every hook). */
const shares = new WeakMap<object, Share>();

/** Marks an operation prepared by the door (src/http/door.ts) to join the shared execution under `share.key`. */
export function shareSubscription(args: ExecutionArgs, share: Share) {
  if (typeof args.contextValue === 'object' && args.contextValue !== null) shares.set(args.contextValue, share);
}

/**
 * yoga plugin: a subscription marked by shareSubscription (graphql-ws operations) joins the
 * shared execution instead of running its own. SSE and every other door are untouched.
 */
export function sharedSubscriptionsPlugin(): Plugin {
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const share = shares.get(args.contextValue as object);
      if (!share) return;
      const engine = subscribeFn as Subscribe;
      // graphql-js's subscribe type is overloaded and says AsyncGenerator; a receiver is an AsyncIterableIterator.
      setSubscribeFn(((a: ExecutionArgs) =>
        share.executions.join(share.key, () => subscribeByEvent(a, engine), share.sink)) as never);
    },
  };
}
