import {
  coerceInputValue,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  getOperationAST,
  typeFromAST,
} from 'graphql';
import { AppError } from '../errors.js';
import { SUPPORTED_CURRENCIES } from '../modules/common/rules.js';
import type { RestError } from './envelope.js';
import type { JsonObject } from './route.js';

/**
 * Checks a REST route's variables against its operation's types before it runs, so a wrong
 * type is a 400 naming the field by its REST name (`restName`: the route's word for a GraphQL
 * name, snake_case by default) rather than a GraphQL error. Null when they fit.
 */
export function checkVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: JsonObject,
  restName: (graphqlName: string) => string = (name) => name,
): RestError | null {
  const op = getOperationAST(document);
  for (const def of op?.variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined;
    if (!type) continue;
    let problem: RestError | null = null;
    coerceInputValue(variables[def.variable.name.value], type, (path, value, error) => {
      if (problem) return;
      const missing = error.message.match(/Field "(\w+)" of required type/);
      const name =
        missing?.[1] ??
        [...path].reverse().find((p): p is string => typeof p === 'string' && p !== 'input') ??
        (def.variable.name.value === 'input' ? undefined : def.variable.name.value);
      const field = name ? restName(name) : undefined;
      // CurrencyCode reads as the string rule it replaced: a string, one of its codes.
      const currency = /"CurrencyCode"/.test(error.message);
      const expected = currency
        ? typeof value === 'string'
          ? undefined
          : 'String'
        : error.message.match(/^(String|Boolean|Int|Float|ID|Decimal|DateTime|Date) cannot represent/)?.[1];
      const detail =
        missing || value === undefined
          ? `${field} is required`
          : /not to be null/.test(error.message)
            ? `${field} must not be null`
            : currency && !expected
              ? `${field ?? 'a field'} must be one of ${SUPPORTED_CURRENCIES.join(', ')}`
              : expected
                ? `${field ?? 'a field'} must be ${expected === 'Boolean' ? 'a boolean' : expected === 'String' || expected === 'ID' ? 'a string' : 'a number'}`
                : error instanceof AppError || error.originalError instanceof AppError
                  ? `${field ?? 'input'} ${(error.originalError ?? error).message}` // scalar rules read "must be …"
                  : `${field ?? 'input'} is invalid`;
      problem = { code: 'BAD_USER_INPUT', detail, field };
    });
    if (problem) return problem;
  }
  return null;
}
