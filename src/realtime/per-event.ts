import { createSourceEventStream, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { buildExecutionContext, execute } from '@graphql-tools/executor';

// A subscription's result stream as the engine's subscribe (@graphql-tools/executor) makes it,
// without its per-event layers: the field's source stream, each event executed by the same
// executor with the event as root value ("MapSourceToResponseEvent"). The engine wraps each
// event in mapAsyncIterator, a maybe-promise helper and flattenAsyncIterable (for @defer and
// @stream, which this schema does not define), and copies its execution context per event; for
// one message to 5,000 distinct users that was about an eighth of the service's CPU.
//
// Used by the shared executions of graphql-ws (src/realtime/shared.ts). An operation whose
// variables do not coerce is left to the engine, which answers it with its own errors.

type Result = AsyncIterable<ExecutionResult> | ExecutionResult;
const DONE = { done: true, value: undefined } as const;

export async function subscribeByEvent(args: ExecutionArgs, engine: (args: ExecutionArgs) => Result | Promise<Result>) {
  if (!('schema' in buildExecutionContext(args))) return engine(args);
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source; // the field's own refusal: { errors }
  const events = source[Symbol.asyncIterator]();
  const results: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await events.next();
      if (event.done) return DONE;
      return { done: false, value: (await execute({ ...args, rootValue: event.value })) as ExecutionResult };
    },
    async return() {
      await events.return?.();
      return DONE;
    },
    async throw(error: unknown) {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]: () => results,
  };
  return results;
}
