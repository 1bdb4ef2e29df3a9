// Writes schema.graphql from the Pothos schema (`npm run schema:print`).
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../src/schema/index.js';

writeFileSync(new URL('../schema.graphql', import.meta.url), printedSchema());
console.log('schema.graphql written');
