import {
  BREAK,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  getOperationAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.js';
import type { ChangeFeed } from '../db/change-feed.js';
import { cachedFields } from './cache-plugin.js';

// A per-session cache of query answers (RESPONSE_CACHE_SECONDS), invalidated exactly: database
// triggers name every user whose visible data a committed transaction changed, on every
// instance (src/db/change-feed.ts), and their answers are dropped.
//
// - Only queries whose every field is cached are: fields that say `cache` where they are defined
//   (src/schema/cache-plugin.ts; the set is read from the built schema's extensions), read from
//   rows the triggers cover (prisma/migrations/*: `npm run lint:schema` fails on a cached field
//   reading a table no trigger watches), never from the chain, the clock or another user's rows
//   the triggers do not attribute. Secrets (private keys, ID numbers) are not among them. A field
//   that does not say `cache` is simply not cached.
// - The key is the session (token hash, so an API token's scopes answer for themselves), the
//   door's grants, the document, the operation and the variables. A hit still needs the
//   session: the token is checked before execution as for any request.
// - Before a lookup the change feed's barrier makes sure every change committed before the
//   request has been heard (a user who just wrote, or whose contact just wrote, reads it).
// - An answer is stored only if no change for its user was heard since it began, and only
//   answers without errors. While the feed cannot listen (its connection is down) nothing is
//   served or stored, and everything is dropped.
// - Every receiver of a stored answer gets the same object: nothing may change it. Outside
//   NODE_ENV=production stored answers are frozen (deeply), so a code path that writes to one
//   throws in the tests; production does not pay for it (a tenth of a millisecond per stored
//   home screen, 3 % of the service's CPU per executed answer in the bench's profile).
// - A request with `Cache-Control: no-cache` is executed afresh (and its answer kept); one with
//   `no-store` is executed as if there were no cache: nothing looked up, waited for or kept.

export interface ResponseCacheOptions {
  feed: ChangeFeed;
  /** How long an answer may be kept at most (its invalidation does not depend on it). */
  ttlMs: number;
  maxEntries: number;
  onOutcome?: (outcome: 'hit' | 'miss') => void;
  now?: () => number;
  /** Freeze stored answers (deeply): outside production, so that a write to a shared answer fails the tests. */
  freeze?: boolean;
}

interface Entry {
  userId: number;
  result: ExecutionResult;
  expiresAt: number;
}

/** Whether every field of the document is cacheable and the operation is a query. */
function isCacheable(
  schema: GraphQLSchema,
  cacheable: ReadonlySet<string>,
  document: DocumentNode,
  operationName: string | null | undefined,
) {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  const info = new TypeInfo(schema);
  let answer = true;
  visit(
    document,
    visitWithTypeInfo(info, {
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = info.getParentType();
        if (!parent || !cacheable.has(`${parent.name}.${node.name.value}`)) {
          answer = false;
          return BREAK;
        }
      },
    }),
  );
  return answer;
}

const cacheableSets = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** The coordinates of a schema's cached fields, as their `cache` options declare (src/schema/cache-plugin.ts). */
export function cacheableFields(schema: GraphQLSchema): ReadonlySet<string> {
  let set = cacheableSets.get(schema);
  if (!set) {
    set = new Set(cachedFields(schema).map((field) => field.coordinate));
    cacheableSets.set(schema, set);
  }
  return set;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function responseCachePlugin(options: ResponseCacheOptions): Plugin<Context> {
  const { feed, ttlMs, maxEntries, freeze = true } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const keysOf = new Map<number, Set<string>>();
  // Changes heard are numbered: an answer is stored only if its user's last change is older
  // than the answer's start, and no answer begun before `floor` is stored at all.
  let heard = 0;
  let floor = 0;
  const changedAt = new Map<number, number>();
  const documents = new WeakMap<DocumentNode, { id: number; operations: Map<string, boolean> }>();
  let documentIds = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.userId);
  };
  const dropAll = () => {
    heard++;
    floor = heard;
    entries.clear();
    keysOf.clear();
    changedAt.clear();
  };

  feed.subscribe({
    changed(userId) {
      changedAt.set(userId, ++heard);
      for (const key of keysOf.get(userId) ?? []) entries.delete(key);
      keysOf.delete(userId);
      // Remembered changes are only needed for answers still running: forgetting them all is
      // safe as long as those answers are not stored (the floor).
      if (changedAt.size > maxEntries) {
        changedAt.clear();
        floor = heard;
      }
    },
    state: dropAll,
  });

  /** The document's id for the key, or undefined when the operation is not cacheable. */
  const documentKey = (schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined) => {
    let known = documents.get(document);
    if (!known) {
      known = { id: ++documentIds, operations: new Map() };
      documents.set(document, known);
    }
    const name = operationName ?? '';
    let cacheable = known.operations.get(name);
    if (cacheable === undefined) {
      cacheable = isCacheable(schema, cacheableFields(schema), document, operationName);
      known.operations.set(name, cacheable);
    }
    return cacheable ? `${known.id}:${name}` : undefined;
  };

  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Context;
      const viewer = context.viewer;
      if (!viewer || !feed.listening) return;
      // `Cache-Control` (HTTP and REST): `no-store` bypasses the cache altogether; `no-cache`
      // executes afresh, and the fresh answer is kept.
      const control = (args.contextValue as { request?: Request }).request?.headers.get('cache-control') ?? '';
      if (control.includes('no-store')) return;
      const fresh = control.includes('no-cache');
      const document = documentKey(args.schema, args.document, args.operationName);
      if (!document) return;
      const grants = context.grants.size > 0 ? [...context.grants].sort().join(',') : '';
      const key = `${viewer.tokenHash}|${grants}|${document}|${JSON.stringify(args.variableValues ?? null)}`;
      return feed.barrier().then(
        () => {
          const entry = fresh ? undefined : entries.get(key);
          if (entry && entry.expiresAt > now()) {
            options.onOutcome?.('hit');
            setResultAndStopExecution(entry.result);
            return;
          }
          if (entry) remove(key);
          options.onOutcome?.('miss');
          const started = heard;
          return {
            onExecuteDone({ result }) {
              if (!('data' in result) || result.errors || !feed.listening || started < floor) return;
              if ((changedAt.get(viewer.id) ?? 0) > started) return;
              while (entries.size >= maxEntries) remove(entries.keys().next().value as string);
              entries.set(key, {
                userId: viewer.id,
                result: freeze ? deepFreeze(result) : result,
                expiresAt: now() + ttlMs,
              });
              const keys = keysOf.get(viewer.id) ?? new Set();
              keysOf.set(viewer.id, keys.add(key));
            },
          };
        },
        // The barrier failed (the feed's connection went down meanwhile): run without the cache.
        () => undefined,
      );
    },
  };
}
