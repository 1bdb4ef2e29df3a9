import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHIQL_DEFAULT_QUERY } from '../../src/http/graphiql.js';
import { schema } from '../../src/schema/index.js';

describe('GraphiQL default query (src/http/graphiql.ts)', () => {
  it('is valid against the schema, so a first visitor can run it as it is', () => {
    expect(validate(schema, parse(GRAPHIQL_DEFAULT_QUERY)).map((e) => e.message)).toEqual([]);
  });
});
