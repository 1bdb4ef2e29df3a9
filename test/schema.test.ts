import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../src/schema/index.js';

describe('schema.graphql', () => {
  it('is the printed Pothos schema (run `npm run schema:print` after changing the schema)', () => {
    expect(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8')).toBe(printedSchema());
  });
});
