import SchemaBuilder, {
  BasePlugin,
  type BuildCache,
  type PothosOutputFieldConfig,
  type PothosOutputFieldType,
  type SchemaTypes,
} from '@pothos/core';
import { getModel } from '@pothos/plugin-prisma';
import type { GraphQLFieldResolver } from 'graphql';

// A scalar field of a select-mode prismaObject (`t.exposeString('email')`, `t.boolean({ select:
// { isPinned: true }, ... })`) selects its own columns, so the Prisma plugin wraps its resolver:
// for every row it looks up the plan that loaded the row (`getLoaderMapping`: response-path keys
// built and looked up per field per row) and reloads the row when none did. For a field whose
// answer is a scalar or enum read from the row's own columns, that lookup only asks "are my
// columns on this row?", and the row answers that itself: a column a plan selected is there
// (null when empty), one it did not is undefined. So such a field resolves straight from the row
// when its columns are there, and through the plugin's wrapper (reload included) when not.
// On the home screen that is 232 of the 320 lookups an answer made (docs/performance.md).
//
// Two plugins around PrismaPlugin in the builder's list: `loadedColumnsInner` (right after it)
// sees the resolver the Prisma plugin is given and keeps it; `loadedColumns` (right before it) gets
// the Prisma plugin's wrapper and puts the shortcut in front of it. Everything outside (auth,
// errors) still wraps both.

type Resolver = GraphQLFieldResolver<unknown, object>;

const beneathPrisma = new WeakMap<object, Resolver>();

/** The innermost kind of a field's type: a list of scalars is a scalar field too. */
const innermost = <Types extends SchemaTypes>(type: PothosOutputFieldType<Types>): string =>
  type.kind === 'List' ? type.type.kind : type.kind;

/**
 * The columns a field's answer is read from when the shortcut is safe, or null: a select-mode
 * prismaObject's field that selects its own scalar or enum columns (`{ column: true }` each), with
 * no check or fallback of its own, answering a scalar or an enum (nothing beneath it can need the
 * plan that loaded the row).
 */
function loadedColumnsOf<Types extends SchemaTypes>(
  fieldConfig: PothosOutputFieldConfig<Types>,
  builder: PothosSchemaTypes.SchemaBuilder<Types>,
  modelName: string | undefined,
): string[] | null {
  const ext = fieldConfig.extensions ?? {};
  const select = ext.pothosPrismaSelect;
  if (fieldConfig.kind !== 'PrismaObject' || !modelName || !select || typeof select !== 'object') return null;
  if (ext.pothosPrismaLoaded || ext.pothosPrismaFallback) return null;
  const kind = innermost(fieldConfig.type);
  if (kind !== 'Scalar' && kind !== 'Enum') return null;
  const columns = Object.entries(select as Record<string, unknown>);
  const model = getModel(modelName, builder);
  const own = (name: string) => model.fields.some((f) => f.name === name && (f.kind === 'scalar' || f.kind === 'enum'));
  if (columns.length === 0 || !columns.every(([name, value]) => value === true && own(name))) return null;
  return columns.map(([name]) => name);
}

/** Keeps the resolver the Prisma plugin wraps, for `loadedColumns` outside it. */
export class LoadedColumnsInnerPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: Resolver, fieldConfig: PothosOutputFieldConfig<Types>): Resolver {
    beneathPrisma.set(fieldConfig, resolver);
    return resolver;
  }
}

/** Resolves a field from its row's own columns when they are there, past the Prisma plugin's lookup. */
export class LoadedColumnsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  constructor(cache: BuildCache<Types>) {
    super(cache, 'loadedColumns');
    // Anything between the two plugins would be skipped by the shortcut.
    const order = (this.builder.options.plugins ?? []) as readonly string[];
    const at = order.indexOf('prisma');
    if (order[at - 1] !== 'loadedColumns' || order[at + 1] !== 'loadedColumnsInner') {
      throw new Error('loadedColumns must stand right before the prisma plugin and loadedColumnsInner right after it');
    }
  }

  override wrapResolve(resolver: Resolver, fieldConfig: PothosOutputFieldConfig<Types>): Resolver {
    const direct = beneathPrisma.get(fieldConfig);
    if (!direct || direct === resolver) return resolver;
    const model = this.buildCache.getTypeConfig(fieldConfig.parentType).extensions?.pothosPrismaModel as
      | string
      | undefined;
    const columns = loadedColumnsOf(fieldConfig, this.builder, model);
    if (!columns) return resolver;
    const loaded =
      columns.length === 1
        ? (row: Record<string, unknown>) => row[columns[0]] !== undefined
        : (row: Record<string, unknown>) => columns.every((c) => row[c] !== undefined);
    return (parent, args, ctx, info) =>
      typeof parent === 'object' && parent !== null && loaded(parent as Record<string, unknown>)
        ? direct(parent, args, ctx, info)
        : resolver(parent, args, ctx, info);
  }
}

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      loadedColumns: LoadedColumnsPlugin<Types>;
      loadedColumnsInner: LoadedColumnsInnerPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('loadedColumnsInner', LoadedColumnsInnerPlugin);
SchemaBuilder.registerPlugin('loadedColumns', LoadedColumnsPlugin);
export const LoadedColumnsPlugins = { outer: 'loadedColumns', inner: 'loadedColumnsInner' } as const;
