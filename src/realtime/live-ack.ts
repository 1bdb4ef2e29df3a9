import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

// "This subscription is live": a subscription sent with `extensions: { live: true }` (graphql-ws
// subscribe payload, SSE request body) first receives `{ extensions: { live: true } }`, a result
// without data, once its event streams listen (src/events/live.ts attaches them before the
// resolver returns). An event published after it reaches the subscriber, so a chat UI can
// subscribe, wait for the acknowledgement, then send. The client library (packages/client)
// asks for it and turns it into `onLive`; other clients are not sent it.

export const LIVE_ACK: ExecutionResult = { extensions: { live: true } };

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

export function liveAckPlugin(): Plugin {
  return {
    onSubscribe({ args }) {
      const { params } = args.contextValue as { params?: { extensions?: Record<string, unknown> } };
      if (params?.extensions?.live !== true) return;
      return {
        onSubscribeResult({ result, setResult }) {
          if (isAsyncIterable(result)) setResult(prepend(LIVE_ACK, result as AsyncIterable<ExecutionResult>));
        },
      };
    },
  };
}
