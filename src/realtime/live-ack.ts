import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

// "This subscription is live": the one moment a subscription's event streams listen (src/events/
// live.ts attaches them before the resolver returns), for every transport. From it:
// - a subscription sent with `extensions: { live: true }` (graphql-ws subscribe payload, SSE
//   request body) first receives `{ extensions: { live: true } }`, a result without data: an
//   event published after it reaches the subscriber, so a chat UI can subscribe, wait for the
//   acknowledgement, then send (the client library's `live` callback; other clients are not
//   sent it);
// - `listener.live()` and, once the stream ends, `listener.ended()`: the open-subscriptions
//   gauge (fas_subscriptions_open), which the test harness reads (test/helpers/streams.ts).
// One signal, seen by the subscriber and by operators and tests alike.

const LIVE_ACK: ExecutionResult = { extensions: { live: true } };

export interface LiveListener {
  live(): void;
  ended(): void;
}

function prepend(first: ExecutionResult, rest: AsyncIterable<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
  const it = rest[Symbol.asyncIterator]();
  let sent = false;
  const self: AsyncIterableIterator<ExecutionResult> = {
    next: () => {
      if (sent) return it.next();
      sent = true;
      return Promise.resolve({ done: false, value: first });
    },
    return: () => it.return?.() ?? Promise.resolve({ done: true, value: undefined }),
    throw: (error) => it.throw?.(error) ?? Promise.reject(error),
    [Symbol.asyncIterator]: () => self,
  };
  return self;
}

export function liveSubscriptionsPlugin(listener: LiveListener): Plugin {
  return {
    onSubscribe({ args }) {
      const { params } = args.contextValue as { params?: { extensions?: Record<string, unknown> } };
      const ack = params?.extensions?.live === true;
      return {
        onSubscribeResult({ result, setResult }) {
          if (!isAsyncIterable(result)) return;
          listener.live();
          if (ack) setResult(prepend(LIVE_ACK, result as AsyncIterable<ExecutionResult>));
          let ended = false;
          return {
            onEnd() {
              if (ended) return;
              ended = true;
              listener.ended();
            },
          };
        },
      };
    },
  };
}
