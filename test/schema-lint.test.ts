import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/schema/index.js';
import { findMissingDescriptions, findNamingBreaks, findUnscopedRootFields } from '../src/schema/lint.js';

describe('schema lint (npm run lint:schema)', () => {
  it('finds a description on every type, field, argument, input field, enum value and custom scalar', () => {
    expect(findMissingDescriptions(schema)).toEqual([]);
  });

  it('finds no break of the naming conventions', () => {
    expect(findNamingBreaks(schema)).toEqual([]);
  });

  it('finds a token scope on every root field but sign-up and sign-in, so an API token is refused what it was not given', () => {
    expect(findUnscopedRootFields(schema)).toEqual([]);
  });

  it('names a root field that asks for no scope', () => {
    const bare = buildSchema('type Query { balance: Int } type Mutation { signIn: Int, pay: Int }');
    expect(findUnscopedRootFields(bare)).toEqual(['Query.balance', 'Mutation.pay']);
  });

  it('names each break of the naming conventions with its rule', () => {
    const broken = buildSchema(`
      scalar DateTime
      type Query { account(accountUuid: ID): Account }
      type Account { id: Int!, fxIso: String, created_at: DateTime, updatedAt: String }
      enum Kind { govId }
      type AccountConnection { edges: [AccountConnectionEdge!]! }
      type AccountConnectionEdge { node: Account }
      input SaveInput { name: String }
      type Mutation { save(name: String): Account, saveAll(input: SaveInput!): Account }
    `);
    expect(findNamingBreaks(broken)).toEqual([
      'Account.id: id is an ID! (a row number is databaseId)',
      'Account.fxIso: spell out "fx"',
      'Account.created_at: field names are camelCase',
      'Account.updatedAt: times are DateTime',
      "AccountConnection.edges: a AccountConnection's edges are [AccountEdge!]!",
      'Kind.govId: enum values are UPPER_SNAKE',
      'Kind.govId: spell out "gov"',
      'Query.account(accountUuid:): spell out "uuid"',
      'Mutation.save: answers SavePayload!',
      'Mutation.save: takes only input: SaveInput!',
      'Mutation.saveAll: answers SaveAllPayload!',
      'Mutation.saveAll: takes only input: SaveAllInput!',
    ]);
  });

  it('names each element without a description by its coordinate', () => {
    const bare = buildSchema(`
      """Described."""
      type Query {
        """Described."""
        a(x: Int, """Described.""" y: Int): Kind
        b(in: In): Int
      }
      enum Kind { """Described.""" ONE TWO }
      input In { """  """ f: Int }
      scalar Money
    `);
    expect(findMissingDescriptions(bare)).toEqual([
      'In',
      'In.f',
      'Kind',
      'Kind.TWO',
      'Money',
      'Query.a(x:)',
      'Query.b',
      'Query.b(in:)',
    ]);
  });
});
