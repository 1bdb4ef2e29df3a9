import { assertValidSchema, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import './scalars.js';
import './errors.js';
import './money.js';
// Every module registers its types, queries, mutations and subscriptions on import.
import '../modules/auth/schema.js';
import '../modules/auth/accounts-schema.js';
import '../modules/api-token/schema.js';
import '../modules/profile/schema.js';
import '../modules/identity/schema.js';
import '../modules/conversation/schema.js';
import '../modules/channel/schema.js';
import '../modules/funding/schema.js';
import '../modules/wallet/schema.js';
import '../modules/fx/schema.js';
import '../modules/payments/schema.js';
import '../modules/events/schema.js';
import '../modules/webhooks/schema.js';

export const schema: GraphQLSchema = builder.toSchema();
// Fail at start-up, not at the first request, when the schema is invalid.
assertValidSchema(schema);

/** The SDL kept in schema.graphql (a test fails when it drifts). */
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
