import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { watchedTables, watchedTablesOf } from '../src/db/watched-tables.js';
import type PrismaTypes from '../src/generated/pothos-types.js';
import { getDatamodel } from '../src/generated/pothos-types.js';
import CachePlugin, { cachedFields } from '../src/schema/cache-plugin.js';
import { schema } from '../src/schema/index.js';
import {
  findMissingDescriptions,
  findNamingBreaks,
  findUnscopedRootFields,
  findUnwatchedReads,
} from '../src/schema/lint.js';

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

  it('finds every field the response cache keeps reading only tables the change feed watches', () => {
    expect(cachedFields(schema).length).toBeGreaterThan(100);
    expect(findUnwatchedReads(schema, watchedTables())).toEqual([]);
  });

  it('names a cached field that reads an unwatched table, a partly watched one, or declares no reads', () => {
    // A schema of its own with the same plugins' options: a deliberate violation of each kind.
    // The other plugins' options (scope auth and so on) are required by their global types only.
    const bad = new SchemaBuilder<{ PrismaTypes: PrismaTypes }>({
      plugins: [PrismaPlugin, CachePlugin],
      prisma: { client: () => ({}) as never, dmmf: getDatamodel() },
    } as never);
    bad.prismaObject('Payment', {
      cache: true,
      fields: (t) => ({ id: t.exposeID('id'), note: t.exposeString('note', { nullable: true, cache: false }) }),
    });
    bad.prismaObject('Message', {
      fields: (t) => ({
        id: t.exposeID('id', { cache: true }),
        reactionCount: t.int({ cache: { reads: ['Reaction'] }, resolve: () => 0 }),
        attachmentCount: t.int({
          cache: { reads: ['Attachment'], unwatched: { Attachment: 'a test reason' } },
          resolve: () => 0,
        }),
      }),
    });
    bad.queryType({
      fields: (t) => ({
        clock: t.string({ cache: true, resolve: () => 'now' }),
        events: t.int({ cache: { reads: ['Event'] }, resolve: () => 0 }),
        fresh: t.int({ resolve: () => 0 }),
      }),
    });
    const built = bad.toSchema();
    expect(cachedFields(built).map((f) => f.coordinate)).toEqual([
      'Message.attachmentCount',
      'Message.id',
      'Message.reactionCount',
      'Payment.id',
      'Query.clock',
      'Query.events',
    ]);
    expect(findUnwatchedReads(built, watchedTables())).toEqual([
      'Message.reactionCount: cached, but reads "Reaction", which no change-feed trigger watches',
      'Payment.id: cached, but reads "Payment", which no change-feed trigger watches',
      'Query.clock: cached, but names no reads (say cache: { reads: [...] })',
      'Query.events: cached, but reads "Event", whose change-feed trigger misses UPDATE and DELETE',
    ]);
  });

  it("reads the change feed's triggers from the migrations, in order, a dropped one gone", () => {
    const watched = watchedTablesOf([
      `CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION f();
       -- CREATE TRIGGER fas_viewer_changed AFTER INSERT ON "Commented"
       CREATE TRIGGER fas_webhook_queued AFTER INSERT ON "WebhookDelivery" FOR EACH ROW EXECUTE FUNCTION g();
       CREATE TRIGGER fas_viewer_changed AFTER INSERT OR UPDATE OF "name" ON "Group" FOR EACH ROW EXECUTE FUNCTION f();`,
      `CREATE TRIGGER fas_viewer_changed
         AFTER DELETE OR INSERT ON public."Reaction" FOR EACH ROW EXECUTE FUNCTION f();
       DROP TRIGGER IF EXISTS fas_viewer_changed ON "User";`,
    ]);
    expect(Object.fromEntries([...watched].map(([table, ops]) => [table, [...ops].sort()]))).toEqual({
      Group: ['INSERT'],
      Reaction: ['DELETE', 'INSERT'],
    });
  });
});
