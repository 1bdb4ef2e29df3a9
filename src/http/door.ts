import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  getOperationAST,
  type GraphQLSchema,
} from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../context.js';
import type { AppServerContext } from './server-context.js';

// The one door into yoga's envelope for the doors yoga does not serve itself: the REST route
// table (src/rest/router.ts), graphql-ws (src/realtime/ws.ts) and SSE at /graphql/stream
// (src/realtime/sse.ts). Each hands over an operation with its server context and gets an
// execution result (or, for a subscription, a stream of them) from the same pipeline as
// /graphql: the document limits (parse and validate), the context factory (authentication
// unless the door passes the viewer), masking and its error log (execute and subscribe).

/** GraphQL over any door: the text of an operation and its variables (yoga's `params`). */
export interface OperationParams {
  query?: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

/** What a door hands to yoga for one operation (yoga's initial context for it). */
export interface EnvelopedArgs {
  /**
   * The door's server context: ref, client address, node:http request. A door that authenticated
   * the caller itself sets `viewer` (null: anonymous) and REST its route's `grants`; without a
   * `viewer` the context factory reads the request's Authorization header.
   */
  serverContext: Partial<AppServerContext>;
  /** The HTTP request the operation arrived with (REST, SSE); graphql-ws has none. */
  request?: Request;
  params: OperationParams;
  /**
   * A document already parsed and validated against these limits (REST's, checked at start-up
   * by src/rest/checks.ts): neither step runs again. Without it `params.query` is parsed and validated.
   */
  document?: DocumentNode;
}

export type OperationResult = ExecutionResult | AsyncIterable<ExecutionResult>;

/** Refused before it ran: the document does not parse (or is over a limit) or does not validate. */
export interface Refused {
  errors: readonly GraphQLError[];
  stage: 'parse' | 'validate';
}

export const isStream = (result: OperationResult): result is AsyncIterable<ExecutionResult> =>
  typeof (result as Partial<AsyncIterable<ExecutionResult>>)[Symbol.asyncIterator] === 'function';

export type Door = ReturnType<typeof createDoor>;

export function createDoor(yoga: YogaServerInstance<AppServerContext, Context>) {
  /** How each prepared operation runs: by the envelope that prepared it. */
  const runs = new WeakMap<ExecutionArgs, () => Promise<OperationResult>>();

  /**
   * Parses and validates the operation (unless `document` is given) and builds its context.
   * The context factory's own failures (an outage while authenticating) are thrown.
   */
  async function prepare({
    serverContext,
    request,
    params,
    ...given
  }: EnvelopedArgs): Promise<ExecutionArgs | Refused> {
    const enveloped = yoga.getEnveloped({ ...serverContext, request, params });
    const schema: GraphQLSchema = enveloped.schema;
    let document: DocumentNode;
    if (given.document) document = given.document;
    else {
      try {
        document = enveloped.parse(params.query ?? '');
      } catch (error) {
        if (error instanceof GraphQLError) return { errors: [error], stage: 'parse' };
        throw error;
      }
      const errors = enveloped.validate(schema, document);
      if (errors.length > 0) return { errors, stage: 'validate' };
    }
    const args: ExecutionArgs = {
      schema,
      document,
      variableValues: params.variables ?? undefined,
      operationName: params.operationName ?? undefined,
      contextValue: await enveloped.contextFactory(),
    };
    const subscription = getOperationAST(document, params.operationName)?.operation === 'subscription';
    runs.set(args, async () => (subscription ? enveloped.subscribe(args) : enveloped.execute(args)));
    return args;
  }

  /** Runs what `prepare` answered (graphql-ws's execute and subscribe call this with its arguments). */
  function run(args: ExecutionArgs): Promise<OperationResult> {
    const start = runs.get(args);
    if (!start) throw new Error('the operation was not prepared by this door');
    runs.delete(args);
    return start();
  }

  /** Prepares and runs an operation; a refusal is its result (`{ errors }`), as graphql-over-HTTP answers it. */
  async function execute(call: EnvelopedArgs): Promise<OperationResult> {
    const prepared = await prepare(call);
    return 'stage' in prepared ? { errors: prepared.errors } : run(prepared);
  }

  /** A document's refusals by the limits (parse and validate), without running it: REST's, at start-up. */
  function check(query: string): readonly GraphQLError[] {
    const enveloped = yoga.getEnveloped({});
    try {
      return enveloped.validate(enveloped.schema, enveloped.parse(query));
    } catch (error) {
      if (error instanceof GraphQLError) return [error];
      throw error;
    }
  }

  return { prepare, run, execute, check };
}

export const isRefused = (prepared: ExecutionArgs | Refused): prepared is Refused => 'stage' in prepared;
