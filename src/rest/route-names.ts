import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  getOperationAST,
  typeFromAST,
} from 'graphql';
import type { RestRoute } from './route.js';

// A route's errors speak its words: every GraphQL name its operation takes (variables and
// input fields, at any depth) is listed in the route's `names` with the word the spec uses.
// Nothing is snake_cased automatically. Checked for every route at start-up.

/** The GraphQL input names of a route's operation that its `names` does not list. */
export function unnamedInputs(schema: GraphQLSchema, route: RestRoute): string[] {
  const op = getOperationAST(route.document);
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (type: GraphQLInputType | undefined) => {
    const named = type && getNamedType(type);
    if (!named || !isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const field of Object.values(named.getFields())) {
      names.add(field.name);
      walk(field.type);
    }
  };
  for (const variable of op?.variableDefinitions ?? []) {
    if (variable.variable.name.value !== 'input') names.add(variable.variable.name.value);
    // typeFromAST's overloads take NamedType, ListType or NonNullType apart; a TypeNode is one of them.
    walk(typeFromAST(schema, variable.type as never) as GraphQLInputType | undefined);
  }
  return [...names].filter((name) => !(route.names && name in route.names));
}
