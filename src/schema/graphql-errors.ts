import { GraphQLError } from 'graphql';
import { type AppError, InvalidInputError } from '../kernel/errors.js';

// The GraphQL door's side of the error model: an AppError becomes a GraphQLError with
// extensions.code (and field, retryAfter); a rate limit or an outage also sets Retry-After on
// the HTTP answer, whose status stays 200.

export function extensionsOf(error: AppError): Record<string, unknown> {
  // yoga sets extensions.http's headers on the answer and leaves `http` out of the body.
  const headers = {
    ...(error.retryAfter !== undefined ? { 'retry-after': String(error.retryAfter) } : {}),
    ...error.headers,
  };
  return {
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    ...(Object.keys(headers).length > 0 ? { http: { headers } } : {}),
  };
}

/**
 * `error` for a GraphQL client, at the location and path of `at` (the error graphql-js made of
 * it, whose message it keeps unless another is given). The result is an error of the GraphQL
 * layer itself, not a wrapper of a foreign one: yoga would answer a wrapper with HTTP 500.
 */
export function graphQLErrorOf(
  error: AppError,
  at?: GraphQLError,
  message = at?.message ?? error.message,
): GraphQLError {
  return new GraphQLError(message, {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    extensions: extensionsOf(error),
  });
}

/**
 * What a scalar's parse throws: a GraphQLError (graphql-js then keeps its message as it is)
 * carrying the AppError, which the REST door's variable check reads and the mask maps.
 */
export function scalarError(detail: string): GraphQLError {
  const error = new InvalidInputError(detail);
  return new GraphQLError(detail, { originalError: error, extensions: extensionsOf(error) });
}
