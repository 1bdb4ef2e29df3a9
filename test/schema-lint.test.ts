import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/schema/index.js';
import { findMissingDescriptions } from '../src/schema/lint.js';

describe('schema lint (npm run lint:schema)', () => {
  it('finds a description on every type, field, argument, input field, enum value and custom scalar', () => {
    expect(findMissingDescriptions(schema)).toEqual([]);
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
