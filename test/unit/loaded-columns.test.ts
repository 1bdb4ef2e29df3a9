import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import type PrismaTypes from '../../src/generated/pothos-types.js';
import { getDatamodel } from '../../src/generated/pothos-types.js';
import { schema } from '../../src/schema/index.js';
import { LoadedColumnsPlugins } from '../../src/schema/loaded-columns.js';

// src/schema/loaded-columns.ts: a select-mode prismaObject's scalar field answers from its row's
// own columns without asking the Prisma plugin which plan loaded the row, and a row that lacks
// its columns is still reloaded by the plugin.

const conversation = schema.getType('Conversation') as GraphQLObjectType;

/** What the executor passes a Conversation field resolving at `conversation.<name>`. */
function infoFor(name: string): GraphQLResolveInfo {
  const field = conversation.getFields()[name];
  return {
    fieldName: name,
    fieldNodes: [],
    returnType: field.type,
    parentType: conversation,
    path: { prev: { prev: undefined, key: 'conversation', typename: 'Query' }, key: name, typename: 'Conversation' },
    schema,
    fragments: {},
    rootValue: undefined,
    operation: {
      kind: 'OperationDefinition',
      operation: 'query',
      selectionSet: { kind: 'SelectionSet', selections: [] },
    },
    variableValues: {},
  } as unknown as GraphQLResolveInfo;
}

const resolve = (name: string, row: object, ctx: object) =>
  conversation.getFields()[name].resolve!(row, {}, ctx, infoFor(name));

/** A context whose Prisma client records each reload of a Conversation and answers `row`. */
function reloading(row: object) {
  const reloads: unknown[] = [];
  const find = async (query: unknown) => {
    reloads.push(query);
    return row;
  };
  return { reloads, ctx: { prisma: { conversation: { findUnique: find, findUniqueOrThrow: find } } } };
}

describe('scalar columns of a select-mode prismaObject', () => {
  it('answer from the row when its columns are on it, asking nothing else', async () => {
    const at = new Date('2026-12-01T10:00:00Z');
    const row = { id: 'c-1', activityAt: at, isPinned: true, isMuted: false, lastActiveAt: at, lastOpenedAt: null };
    // A context with no client and no plan: the Prisma plugin's lookup would have to reload.
    const { reloads, ctx } = reloading({});
    expect(await resolve('isPinned', row, ctx)).toBe(true);
    expect(await resolve('isMuted', row, ctx)).toBe(false);
    expect(await resolve('lastActiveAt', row, ctx)).toBe(at);
    expect(await resolve('lastOpenedAt', row, ctx)).toBeNull();
    expect(await resolve('id', row, ctx)).toBe('c-1');
    expect(reloads).toEqual([]);
  });

  it('are reloaded by the Prisma plugin when a row was loaded without them', async () => {
    const { reloads, ctx } = reloading({ id: 'c-2', activityAt: new Date(), isPinned: true });
    expect(await resolve('isPinned', { id: 'c-2', activityAt: new Date() }, ctx)).toBe(true);
    expect(reloads).toHaveLength(1);
    expect(reloads[0]).toMatchObject({ where: { id: 'c-2' } });
  });

  it('leaves fields that read relations or counts to the Prisma plugin', async () => {
    // contactId selects a relation's column: the row's own columns do not say whether it was
    // loaded, so a row without the relation is reloaded even if it has every column.
    const { reloads, ctx } = reloading({ id: 'c-3', activityAt: new Date(), contact: { uuid: 'u-1' } });
    expect(await resolve('contactId', { id: 'c-3', activityAt: new Date(), isPinned: false }, ctx)).toBe('u-1');
    expect(reloads).toHaveLength(1);
  });
});

describe('the plugins around PrismaPlugin', () => {
  it('refuse to build a schema where anything stands between them and it', () => {
    // Only the options these plugins read (the app's builder declares every plugin's options).
    const misplaced = new SchemaBuilder<{ PrismaTypes: PrismaTypes }>({
      plugins: [LoadedColumnsPlugins.outer, RelayPlugin, PrismaPlugin, LoadedColumnsPlugins.inner],
      prisma: { client: {}, dmmf: getDatamodel() },
      relay: {},
    } as never);
    misplaced.queryType({ fields: (t) => ({ up: t.boolean({ resolve: () => true }) }) });
    expect(() => misplaced.toSchema()).toThrow(/loadedColumns must stand right before the prisma plugin/);
  });
});
