// Fails (exit 1) when a type, field, argument, input field, enum value or custom scalar of the
// schema has no description, or breaks a naming convention of docs/graphql-schema.md
// (`npm run lint:schema`, part of `npm run lint`), or a root field names no API token scope, or a
// field the response cache keeps reads a table no change-feed trigger watches.
import { watchedTables } from '../src/db/watched-tables.js';
import { schema } from '../src/schema/index.js';
import {
  findMissingDescriptions,
  findNamingBreaks,
  findUnscopedRootFields,
  findUnwatchedReads,
} from '../src/schema/lint.js';

const missing = findMissingDescriptions(schema);
const breaks = findNamingBreaks(schema);
const unscoped = findUnscopedRootFields(schema);
const unwatched = findUnwatchedReads(schema, watchedTables());
if (missing.length > 0) {
  console.error(`${missing.length} schema element(s) without a description:`);
  for (const coordinate of missing) console.error(`  ${coordinate}`);
}
if (breaks.length > 0) {
  console.error(`${breaks.length} break(s) of the naming conventions (docs/graphql-schema.md):`);
  for (const line of breaks) console.error(`  ${line}`);
}
if (unscoped.length > 0) {
  console.error(`${unscoped.length} root field(s) naming no token scope (src/schema/builder.ts):`);
  for (const coordinate of unscoped) console.error(`  ${coordinate}`);
}
if (unwatched.length > 0) {
  console.error(
    `${unwatched.length} cached field(s) reading what the change feed does not watch (src/schema/cache-plugin.ts):`,
  );
  for (const line of unwatched) console.error(`  ${line}`);
}
if (missing.length + breaks.length + unscoped.length + unwatched.length > 0) process.exit(1);
console.log(
  'schema lint: every element is described, follows the naming conventions, every root field names its scope, and every cached field reads only watched tables',
);
