// Fails (exit 1) when a type, field, argument, input field, enum value or custom scalar of the
// schema has no description (`npm run lint:schema`, part of `npm run lint`).
import { schema } from '../src/schema/index.js';
import { findMissingDescriptions } from '../src/schema/lint.js';

const missing = findMissingDescriptions(schema);
if (missing.length > 0) {
  console.error(`${missing.length} schema element(s) without a description:`);
  for (const coordinate of missing) console.error(`  ${coordinate}`);
  process.exit(1);
}
console.log('schema lint: every type, field, argument, enum value and scalar is described');
