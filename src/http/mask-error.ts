import { maskError as yogaMaskError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { AppError } from '../kernel/errors.js';
import type { Logger } from '../logger.js';
import { outageError, outageOf } from '../kernel/outage.js';
import { graphQLErrorOf } from '../schema/graphql-errors.js';

/**
 * yoga's maskError, for every door (REST, HTTP, SSE and graphql-ws operations, and errors
 * thrown before execution such as the context factory's authentication): AppErrors as they
 * are; a dependency outage becomes SERVICE_UNAVAILABLE with retryAfter (HTTP status still 200,
 * Retry-After header); anything else is masked as "Unexpected error." (and logged with the
 * request's ref by src/schema/error-log.ts, which sees it before the mask).
 */
export function createMaskError(logger: Pick<Logger, 'warn'>) {
  return (error: unknown, message: string, isDev?: boolean): Error => {
    // A variable that fails its scalar arrives wrapped twice (graphql-js's coercion error around
    // the scalar's GraphQLError around the AppError): look through every wrapper.
    let original = error;
    while (original instanceof Error && 'originalError' in original && original.originalError) {
      original = original.originalError;
    }
    if (original instanceof AppError) return graphQLErrorOf(original, error as GraphQLError);
    const outage = outageOf(error);
    if (!outage) return yogaMaskError(error, message, isDev);
    logger.warn({ outage, err: original }, 'dependency outage in GraphQL operation');
    // The resolver's location and path are kept; message and extensions are the outage's.
    const replacement = outageError(outage);
    return graphQLErrorOf(replacement, error as GraphQLError, replacement.message);
  };
}
