import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { Context } from '../context.js';
import { AppError, unauthenticated } from '../errors.js';

// The one typed builder every module adds its types, queries, mutations and subscriptions to.
export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { authenticated: boolean };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: Date };
    EpochMillis: { Input: Date; Output: Date };
    Decimal: { Input: string; Output: string | { toFixed(): string } };
  };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: (ctx) => ({ authenticated: ctx.viewer !== null }),
    // Failing the only scope we have means "not signed in".
    unauthorizedError: () => unauthenticated(),
    // Check authScopes when a subscription starts, not only per event.
    authorizeOnSubscribe: true,
  },
  prisma: {
    // The client is chosen at start-up (embedded PGlite or PostgreSQL), so it comes from context.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: { clientMutationId: 'omit', cursorType: 'String' },
  validation: {
    validationError: (failure) => {
      const issue = failure.issues[0];
      const path = (issue?.path ?? []).map((p) => (typeof p === 'object' ? p.key : p));
      const field = path.filter((p) => typeof p === 'string' && p !== 'input').at(-1) as string | undefined;
      return new AppError('BAD_USER_INPUT', issue?.message ?? 'invalid input', { field });
    },
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
