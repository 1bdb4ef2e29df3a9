import { type GraphQLSchema, print } from 'graphql';
import type { Door } from '../http/door.js';
import type { RestRoute } from './route.js';
import { unnamedInputs } from './route-names.js';
import { missingErrorSelection } from './typed-errors.js';

/**
 * The start-up checks of the route table: each route's document within the GraphQL limits (a
 * limit lower than a route needs stops the start with the route named), asking for its typed
 * errors, and every input named in REST words. The router then runs the documents as they are.
 */
export function checkRoutes(routes: RestRoute[], schema: GraphQLSchema, door: Pick<Door, 'check'>) {
  for (const route of routes) {
    const errors = door.check(print(route.document));
    if (errors.length > 0) {
      throw new Error(
        `REST route ${route.method} ${route.path}: its document breaks the GraphQL limits: ${errors[0].message}`,
      );
    }
    const unanswered = missingErrorSelection(schema, route.document);
    if (unanswered) throw new Error(`REST route ${route.method} ${route.path}: ${unanswered}`);
    const unnamed = unnamedInputs(schema, route);
    if (unnamed.length > 0) {
      throw new Error(`REST route ${route.method} ${route.path}: names lists no REST word for ${unnamed.join(', ')}`);
    }
  }
}
