import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/rest/routes.js';
import { unnamedInputs } from '../../src/rest/route-names.js';
import { missingErrorSelection } from '../../src/rest/typed-errors.js';
import { schema } from '../../src/schema/index.js';

// The start-up check that lets the REST door answer a mutation's typed error in its envelope.

describe('REST documents and typed errors (src/rest/typed-errors.ts)', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s asks for its typed errors', (_, route) => {
    expect(missingErrorSelection(schema, route.document)).toBeNull();
  });

  it('names a payload selected without its errors', () => {
    const bare = parse(
      'mutation { deleteChannel(input: { id: "x" }) { ... on DeleteChannelSuccess { channel { id } } } }',
    );
    expect(missingErrorSelection(schema, bare)).toBe(
      'deleteChannel must select __typename and ... on Error { code message field }',
    );
    const partial = parse(
      'mutation { deleteChannel(input: { id: "x" }) { __typename ... on Error { code message } } }',
    );
    expect(missingErrorSelection(schema, partial)).toMatch(/^deleteChannel must select/);
  });

  it('leaves queries and plain objects alone', () => {
    expect(missingErrorSelection(schema, parse('{ viewer { id } }'))).toBeNull();
  });
});

describe('REST names (src/rest/route-names.ts)', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s lists a REST word for every input',
    (_, route) => {
      expect(unnamedInputs(schema, route)).toEqual([]);
    },
  );

  it('names an input the route does not list', () => {
    const route = routes.find((r) => r.path === '/alias/routing/new')!;
    expect(unnamedInputs(schema, { ...route, names: { routeName: 'route_name' } }).sort()).toEqual([
      'aliasId',
      'linkedAccountId',
    ]);
  });
});
