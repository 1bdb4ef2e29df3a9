import { describe, expect, it } from 'vitest';
import {
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { subscribe } from '@graphql-tools/executor';
import { subscribeByEvent } from '../../src/realtime/per-event.js';

// src/realtime/per-event.ts answers what the engine's subscribe (@graphql-tools/executor)
// answers: the same results per event (field errors included), the same refusals (variables,
// the field's own), and the source ended when the stream is.

const Event = new GraphQLObjectType({
  name: 'Event',
  fields: {
    n: { type: new GraphQLNonNull(GraphQLInt) },
    label: {
      type: GraphQLString,
      resolve: (e: { n: number }) => {
        if (e.n === 2) throw new Error('label 2 is refused');
        return `#${e.n}`;
      },
    },
  },
});

function schemaWith(ended: { count: number }) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        counted: {
          type: Event,
          args: { from: { type: new GraphQLNonNull(GraphQLInt) } },
          subscribe: (_root, { from }: { from: number }) => {
            if (from < 0) throw new Error('from must be 0 or more');
            let n = from;
            const it: AsyncIterableIterator<{ n: number }> = {
              next: async () => ({ done: false, value: { n: n++ } }),
              return: async () => {
                ended.count++;
                return { done: true, value: undefined };
              },
              [Symbol.asyncIterator]: () => it,
            };
            return it;
          },
          resolve: (event: { n: number }) => event,
        },
      },
    }),
  });
}

const DOCUMENT = parse('subscription Count($from: Int!) { counted(from: $from) { n label } }');

async function firstResults(result: unknown, count: number) {
  if (!(typeof result === 'object' && result !== null && Symbol.asyncIterator in result)) return result;
  const it = (result as AsyncIterable<ExecutionResult>)[Symbol.asyncIterator]();
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) out.push(JSON.parse(JSON.stringify((await it.next()).value)));
  await it.return?.();
  return out;
}

describe('subscribeByEvent', () => {
  const engine = (args: ExecutionArgs) => subscribe(args) as never;

  it('answers each event as the engine does, field errors included, and ends the source with the stream', async () => {
    const ended = { count: 0 };
    const args = { schema: schemaWith(ended), document: DOCUMENT, variableValues: { from: 1 } };
    const ours = await firstResults(await subscribeByEvent(args, engine), 3);
    const theirs = await firstResults(await subscribe(args), 3);
    expect(ours).toEqual(theirs);
    expect(ours).toEqual([
      { data: { counted: { n: 1, label: '#1' } } },
      {
        errors: [{ message: 'label 2 is refused', locations: [{ line: 1, column: 60 }], path: ['counted', 'label'] }],
        data: { counted: { n: 2, label: null } },
      },
      { data: { counted: { n: 3, label: '#3' } } },
    ]);
    expect(ended.count).toBe(2); // one per stream
  });

  it('refuses what the engine refuses: variables that do not coerce, and the field refusing to start', async () => {
    for (const variableValues of [{ from: 'one' }, { from: -1 }]) {
      const args = { schema: schemaWith({ count: 0 }), document: DOCUMENT, variableValues };
      const ours = JSON.parse(JSON.stringify(await subscribeByEvent(args, engine)));
      expect(ours).toEqual(JSON.parse(JSON.stringify(await subscribe(args))));
      expect(ours.errors).toHaveLength(1);
    }
  });
});
