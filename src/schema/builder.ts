import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { AuthenticatedContext, Context } from '../context.js';
import { AppError, InvalidInputError, unauthenticated } from '../kernel/errors.js';
import type { Scope } from '../kernel/viewer.js';
import CachePlugin from './cache-plugin.js';
import { LoadedColumnsPlugins } from './loaded-columns.js';
import TextInputPlugin from './text-input.js';

/** The scope a field's `withAuth` names (src/schema/lint.ts reads it too); null when it names none. */
export function requiredScope(
  field: { extensions?: Readonly<Record<string, unknown>> | null } | undefined,
): Scope | null {
  const options = field?.extensions?.pothosOptions as { authScopes?: { authenticated?: true | Scope } } | undefined;
  const need = options?.authScopes?.authenticated;
  return typeof need === 'string' ? need : null;
}

const missingScope = (scope: Scope | null) =>
  new AppError(
    'FORBIDDEN',
    scope === 'ACCOUNT'
      ? 'this needs an access token from sign-in; an API token cannot do it'
      : `this API token lacks the ${scope ?? 'needed'} scope`,
  );

/** REQUIRE_VERIFIED_EMAIL is on and the caller's account has not verified its address (docs/accounts.md). */
const unverified = (ctx: Context) => ctx.services.requireVerifiedEmail && ctx.viewer?.emailVerified === false;
const EMAIL_UNVERIFIED = () =>
  new AppError('FORBIDDEN', 'money operations need a verified e-mail address: verify it with the mailed code first');

const capitalize = (name: string) => name[0].toUpperCase() + name.slice(1);

// The one typed builder every module adds its types, queries, mutations and subscriptions to.
export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  // `authenticated: true` asks for a signed-in caller; a Scope also asks that the caller's token
  // carries it (an access token carries every scope, an API token those it was given). Every
  // root field names its scope (src/schema/lint.ts checks), so a new one cannot forget it.
  AuthScopes: { authenticated: true | Scope };
  // A field behind `t.withAuth({ authenticated: … })` resolves with a non-null ctx.viewer.
  AuthContexts: { authenticated: AuthenticatedContext };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: Date };
    Decimal: { Input: string; Output: string | { toFixed(): string } };
  };
}>({
  // TextInputPlugin: no control characters in any text input (src/schema/text-input.ts).
  // CachePlugin: the `cache` option of fields and types (src/schema/cache-plugin.ts).
  // LoadedColumnsPlugins: a row's own scalar columns answer past PrismaPlugin's per-row plan
  // lookup (src/schema/loaded-columns.ts); they must stand right around it.
  plugins: [
    ScopeAuthPlugin,
    ErrorsPlugin,
    LoadedColumnsPlugins.outer,
    PrismaPlugin,
    LoadedColumnsPlugins.inner,
    RelayPlugin,
    ValidationPlugin,
    TextInputPlugin,
    CachePlugin,
  ],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: (ctx) => ({
      authenticated: (need) =>
        ctx.viewer !== null && (need === true || ctx.viewer.scopes.has(need)) && !(need === 'MONEY' && unverified(ctx)),
    }),
    // Without a viewer: not signed in. With one: its token lacks the field's scope, or (MONEY
    // under REQUIRE_VERIFIED_EMAIL) its account's address is not verified.
    unauthorizedError: (_parent, ctx, info) => {
      if (!ctx.viewer) return unauthenticated();
      const scope = requiredScope(info.parentType.getFields()[info.fieldName]);
      if (scope === 'MONEY' && ctx.viewer.scopes.has('MONEY') && unverified(ctx)) return EMAIL_UNVERIFIED();
      return missingScope(scope);
    },
    // Check authScopes when a subscription starts, not only per event.
    authorizeOnSubscribe: true,
  },
  errors: {
    // Every mutation lists its failures (src/schema/errors.ts); a rule broken by the input is one
    // of them. Input rules are checked before the field's auth scope: a caller without a token
    // may learn that a value breaks its documented rule, nothing more.
    defaultTypes: [InvalidInputError],
    unsafelyHandleInputErrors: true,
    // `createChannel(input)` answers `CreateChannelPayload`: `CreateChannelSuccess` or an Error.
    defaultUnionOptions: {
      name: ({ fieldName }) => `${capitalize(fieldName)}Payload`,
      description: "A mutation's answer: its Success object, or an Error saying why nothing was changed.",
    },
    defaultResultOptions: {
      name: ({ fieldName }) => `${capitalize(fieldName)}Success`,
      description: 'The mutation succeeded: what it made or changed.',
    },
  },
  prisma: {
    // The client is chosen at start-up (embedded PGlite or PostgreSQL), so it comes from context.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Descriptions of what the relay plugin generates for every connection.
    pageInfoTypeOptions: {
      description: 'Where a page sits in its list: whether items lie beyond it, and the cursors of its ends.',
      // Cached wherever the list it describes is (the list's own field names what that reads).
      cache: { reads: [] },
    },
    hasNextPageFieldOptions: { description: 'Whether more items follow this page in the list order.' },
    hasPreviousPageFieldOptions: { description: 'Whether items come before this page in the list order.' },
    startCursorFieldOptions: { description: "The first item's cursor; null when the page is empty." },
    endCursorFieldOptions: { description: "The last item's cursor; null when the page is empty." },
    edgesFieldOptions: { description: 'The items of this page, each with its cursor.' },
    pageInfoFieldOptions: { description: 'Whether more pages exist, and the cursors of this page.' },
    cursorFieldOptions: { description: 'Opaque position of this item in the list: pass it as `after` or `before`.' },
    nodeFieldOptions: { description: 'The item.' },
    afterArgOptions: { description: 'Opaque cursor from this list: only items after it (page forward with `first`).' },
    beforeArgOptions: { description: 'Opaque cursor from this list: only items before it (page back with `last`).' },
    firstArgOptions: { description: 'At most this many items from the start, or from `after`; at most 100.' },
    lastArgOptions: { description: 'At most this many items from the end, or from `before`; at most 100.' },
  },
  validation: {
    validationError: (failure) => {
      const issue = failure.issues[0];
      const path = (issue?.path ?? []).map((p) => (typeof p === 'object' ? p.key : p));
      const field = path.filter((p) => typeof p === 'string' && p !== 'input').at(-1) as string | undefined;
      return new InvalidInputError(issue?.message ?? 'invalid input', { field });
    },
  },
});

builder.queryType({
  description:
    'Reads, all for the signed-in account: send `Authorization: Bearer <access token>` (without a valid one: UNAUTHENTICATED).',
});
builder.mutationType({
  description:
    'Changes. All but signUp and signIn need `Authorization: Bearer <access token>` (UNAUTHENTICATED otherwise). An unreachable dependency answers SERVICE_UNAVAILABLE with extensions.retryAfter.',
});
builder.subscriptionType({
  description:
    'Live events of the signed-in account over graphql-ws or SSE; each stream ends at sign-out or when its token expires.',
});
