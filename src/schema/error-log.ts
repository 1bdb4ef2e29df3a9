import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.js';
import { AppError } from '../kernel/errors.js';
import type { Logger } from '../logger.js';
import { outageOf } from '../kernel/outage.js';

/**
 * Logs each unexpected error of an operation at error level with the request's ref, before
 * the mask replaces it by "Unexpected error." (the client then quotes the ref). Expected
 * errors (AppError), outages (logged as warnings by the mask) and GraphQL's own errors about
 * the request (a variable of the wrong type: answered as they are, and their message quotes
 * the value sent, which may be a secret) are not logged here. Runs for every door, since every
 * door executes through yoga's envelope.
 */
export function errorLogPlugin(logger: Pick<Logger, 'error'>): Plugin {
  const report = (errors: readonly GraphQLError[] | undefined, context: Partial<Context>) => {
    for (const error of errors ?? []) {
      const original = error.originalError ?? error;
      if (original instanceof AppError || original instanceof GraphQLError || outageOf(error)) continue;
      logger.error({ ref: context.requestId, path: error.path, err: original }, 'unexpected error in an operation');
    }
  };
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if ('errors' in result) report(result.errors, args.contextValue as Partial<Context>);
        },
      };
    },
  };
}
