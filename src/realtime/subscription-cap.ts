import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { AppError } from '../kernel/errors.js';
import { createQuota } from '../kernel/quota.js';
import type { Viewer } from '../kernel/viewer.js';
import { graphQLErrorOf } from '../schema/graphql-errors.js';

// At most SUBSCRIPTIONS_MAX_PER_ACCOUNT open subscriptions per account on this instance, every
// transport and every field counted (graphql-ws, SSE). Each subscription whose document differs
// runs its own execution for every event of its account, so without a bound one account could
// turn each message it receives into as many executions as it cared to open. Past the bound the
// operation answers RATE_LIMITED and opens nothing; a place is given back when a subscription
// ends (completed by the client, its socket closed, its session ended, or failed). Per instance,
// like PRESENCE_MAX_SUBSCRIPTIONS (src/modules/conversation/presence.ts), the tighter bound on
// presenceUpdated within this one.

export function subscriptionCapPlugin(max: number): Plugin {
  /** Open subscriptions by account. */
  const open = createQuota<number>(max);

  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const viewer = (args.contextValue as { viewer?: Viewer | null }).viewer;
      if (!viewer) return; // refused by the field's own scope check
      const release = open.take(viewer.id);
      if (!release) {
        const refusal = new AppError(
          'RATE_LIMITED',
          `at most ${max} subscriptions at once per account; end one before opening another`,
        );
        setResultAndStopExecution({ errors: [graphQLErrorOf(refusal)] });
        return;
      }
      return {
        onSubscribeResult({ result }) {
          if (!isAsyncIterable(result)) return release(); // refused by the field: nothing opened
          return { onEnd: release };
        },
        onSubscribeError: release,
      };
    },
  };
}
