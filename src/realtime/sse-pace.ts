import { type ExecutionResult, GraphQLError } from 'graphql';

// Backpressure for /graphql/stream (src/realtime/sse.ts). graphql-sse's handler reads every
// operation's results as fast as they come (`for await`) into an unbounded array of its own and
// lets the response take them from there: a client that stops reading (a phone in the background,
// a TCP window that stays full) made the service hold every event of the session in memory, up to
// 12 hours of them, and the bus's bound on a subscriber that falls behind (src/events/bus.ts,
// MAX_PENDING) never applied, as the subscription itself was always read.
//
// Here each stream has a Pace: an operation takes its next result only while fewer than
// MAX_UNSENT of the stream's events are waiting to go into the response (counted when the server
// pulls them for the socket, which it does only as the socket drains). Past that the operation
// waits, its events queue in the bus as a websocket's do, and one that falls MAX_PENDING behind is
// ended there with an error. That error (any error of an operation's stream) is the operation's
// last `next` event, then its `complete`, as graphql-ws sends an `error` for that subscription:
// graphql-sse would otherwise end the whole stream, every other operation on it included, with no
// word to the client. yoga's own SSE (POST /graphql with `Accept: text/event-stream`) pulls per
// result already and needs none of this.

/** Events a stream may have taken from its operations and not yet handed to the response. */
export const MAX_UNSENT = 64;

const DONE = { done: true, value: undefined } as const;
const NEXT_EVENT = new TextEncoder().encode('event: next');

/** Whether an encoded SSE chunk is an operation's `next` event (not a ping or a `complete`). */
function isNextEvent(chunk: Uint8Array) {
  if (chunk.length < NEXT_EVENT.length) return false;
  for (let i = 0; i < NEXT_EVENT.length; i++) if (chunk[i] !== NEXT_EVENT[i]) return false;
  return true;
}

export class Pace {
  private taken = 0;
  private sent = 0;
  private closed = false;
  private waiters: Array<() => void> = [];

  /** Resolves once the stream has room for one more event (or has ended). */
  room(): Promise<void> | undefined {
    if (this.closed || this.taken - this.sent < MAX_UNSENT) return undefined;
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** An operation took a result: graphql-sse queues it as one `next` event. */
  took() {
    this.taken++;
  }

  /** The stream ended (the client went, the session ended, the server stopped): nobody waits any more. */
  close() {
    this.closed = true;
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** `body`, counting each `next` event the server takes from it for the socket. */
  meter(body: ReadableStream<Uint8Array>, Stream: typeof ReadableStream): ReadableStream<Uint8Array> {
    const reader = body.getReader();
    return new Stream<Uint8Array>(
      {
        pull: async (controller) => {
          let read: ReadableStreamReadResult<Uint8Array>;
          try {
            read = await reader.read();
          } catch (error) {
            this.close();
            throw error;
          }
          if (read.done) {
            this.close();
            controller.close();
            return;
          }
          if (isNextEvent(read.value)) {
            this.sent++;
            if (this.taken - this.sent < MAX_UNSENT) this.wake();
          }
          controller.enqueue(read.value);
        },
        cancel: (reason) => {
          this.close();
          return reader.cancel(reason);
        },
        // Nothing read ahead here: an event counts as sent when the server takes it for the socket.
      },
      { highWaterMark: 0 },
    );
  }

  /** An operation's results, taken one at a time as the stream has room for them; an error is the last. */
  paced(source: AsyncIterable<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
    const results = source[Symbol.asyncIterator]();
    let stopped = false;
    // return and throw too: graphql-sse ends an operation (a stop, the stream's end) only through them.
    const paced: AsyncIterableIterator<ExecutionResult> = {
      next: async () => {
        // Woken when another operation of the stream ends too: look again.
        for (let wait = this.room(); wait && !stopped; wait = this.room()) await wait;
        if (stopped) return DONE;
        try {
          const result = await results.next();
          if (!result.done) this.took();
          return result;
        } catch (error) {
          // Masked already by the envelope (src/http/mask-error.ts) when it came through it.
          stopped = true;
          this.took();
          const reported = error instanceof GraphQLError ? error : new GraphQLError('Unexpected error.');
          return { done: false, value: { errors: [reported] } };
        }
      },
      return: async (value?: unknown) => {
        stopped = true;
        this.wake();
        await results.return?.(value);
        return DONE;
      },
      throw: async (error: unknown) => {
        stopped = true;
        this.wake();
        await results.return?.();
        throw error;
      },
      [Symbol.asyncIterator]: () => paced,
    };
    return paced;
  }
}
