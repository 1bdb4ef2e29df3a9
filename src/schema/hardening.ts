import { NoSchemaIntrospectionCustomRule, type GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Config } from '../config.js';

// Limits on what one GraphQL document may ask, applied by yoga over HTTP and SSE and by the
// graphql-ws server (which runs yoga's envelop), before anything executes:
// - tokens (parse), depth, aliases, directives and cost (validation): graphql-armor;
// - introspection off unless INTROSPECTION=true (default: off when NODE_ENV=production), and
//   then no "Did you mean …" suggestions either, which would leak the schema piece by piece.
// A refused document answers errors with extensions.code GRAPHQL_PARSE_FAILED or
// GRAPHQL_VALIDATION_FAILED. Batching and the body size are limited in src/app.ts.

export function hardeningPlugins(config: Pick<Config, 'graphql' | 'introspection'>): Plugin[] {
  const g = config.graphql;
  // Validation limits report their error like any validation rule (instead of throwing out of
  // validate), so it carries extensions.code GRAPHQL_VALIDATION_FAILED.
  const report = {
    propagateOnRejection: false,
    onReject: [(ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(error)],
  };
  const armor = EnvelopArmorPlugin({
    maxTokens: { n: g.maxTokens },
    maxDepth: { n: g.maxDepth, flattenFragments: false, ...report },
    maxAliases: { n: g.maxAliases, ...report },
    maxDirectives: { n: g.maxDirectives, ...report },
    costLimit: { maxCost: g.maxCost, ...report },
    blockFieldSuggestion: { enabled: !config.introspection },
  }) as Plugin;
  const plugins: Plugin[] = [armor];
  if (!config.introspection) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
    });
  }
  return plugins;
}
