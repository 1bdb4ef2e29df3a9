import SchemaBuilder, {
  BasePlugin,
  type FieldNullability,
  type InputFieldMap,
  type InterfaceParam,
  type PothosOutputFieldConfig,
  type PothosTypeConfig,
  type SchemaTypes,
  type TypeParam,
} from '@pothos/core';
import { type GraphQLField, type GraphQLSchema, isInterfaceType, isObjectType } from 'graphql';

// Cacheability is declared where a field is defined (the response cache, src/schema/response-cache.ts,
// reads it from the built schema):
//
// - `cache: true` on an object type (builder.objectType, prismaObject, objectRef().implement, a
//   connection's or edge's options, the relay plugin's pageInfoTypeOptions) caches every field of
//   the type; a field says `cache: false` to be left out.
// - `cache: true` on a field caches that field alone.
// - `{ reads: [...] }` (on the type or the field) also caches, and names the tables (Prisma models)
//   the field's answer comes from beyond the ones derived: a prismaObject type's model (which
//   plugin-prisma records), and the model of the prismaObject type the field answers. A type
//   whose fields read no table at all (a connection, an edge, PageInfo) says `{ reads: [] }`.
//
// - `unwatched: { Table: 'why' }` beside `reads` says why a table no trigger watches cannot change
//   what the field answers unseen (rows that never change, or change only with a watched row).
//
// A cached field must read only tables a change-feed trigger watches, or its answer could be kept
// after its rows changed: `npm run lint:schema` (src/schema/lint.ts) fails on one that does not
// (unless the field says why in `unwatched`), and on a cached field whose reads are neither
// declared nor derivable.

/** A table (Prisma model) a cached field's answer is read from. */
export type CachedTable<Types extends SchemaTypes> = Extract<keyof Types['PrismaTypes'], string>;

/** A field's or type's cacheability: see src/schema/cache-plugin.ts. */
export type CacheOption<Types extends SchemaTypes> =
  | boolean
  | {
      reads: readonly CachedTable<Types>[];
      /** Why a read table that no change-feed trigger watches cannot change the answer unseen. */
      unwatched?: Partial<Record<CachedTable<Types>, string>>;
    };

/** What the plugin records in a field's or type's `extensions.cache`. */
export type CacheExtension = false | { reads: readonly string[] | null; unwatched: Readonly<Record<string, string>> };

const normalize = (option: unknown): CacheExtension | undefined => {
  if (option === undefined) return undefined;
  if (option === false) return false;
  if (option === true) return { reads: null, unwatched: {} };
  const { reads, unwatched } = option as { reads?: readonly string[]; unwatched?: Record<string, string> };
  return { reads: Array.isArray(reads) ? [...reads] : null, unwatched: { ...unwatched } };
};

export class CachePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onTypeConfig(typeConfig: PothosTypeConfig): PothosTypeConfig {
    const cache = normalize((typeConfig.pothosOptions as { cache?: unknown }).cache);
    if (cache === undefined || (typeConfig.kind !== 'Object' && typeConfig.kind !== 'Interface')) return typeConfig;
    return { ...typeConfig, extensions: { ...typeConfig.extensions, cache } };
  }

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const cache = normalize((fieldConfig.pothosOptions as { cache?: unknown }).cache);
    if (cache === undefined) return fieldConfig;
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, cache } };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      cache: CachePlugin<Types>;
    }
    interface ObjectTypeOptions<Types extends SchemaTypes = SchemaTypes, Shape = unknown> {
      /** Cache every field of this type (a field opts out with `cache: false`): src/schema/cache-plugin.ts. */
      cache?: CacheOption<Types>;
    }
    interface InterfaceTypeOptions<
      Types extends SchemaTypes = SchemaTypes,
      Shape = unknown,
      Interfaces extends InterfaceParam<Types>[] = InterfaceParam<Types>[],
      ResolveType = unknown,
    > {
      /** Cache every field of this interface (a field opts out with `cache: false`): src/schema/cache-plugin.ts. */
      cache?: CacheOption<Types>;
    }
    interface FieldOptions<
      Types extends SchemaTypes = SchemaTypes,
      ParentShape = unknown,
      Type extends TypeParam<Types> = TypeParam<Types>,
      Nullable extends FieldNullability<Type> = FieldNullability<Type>,
      Args extends InputFieldMap = InputFieldMap,
      ResolveShape = unknown,
      ResolveReturnShape = unknown,
    > {
      /** Whether the response cache may keep this field's answers, and the tables it reads: src/schema/cache-plugin.ts. */
      cache?: CacheOption<Types>;
    }
  }
}

const pluginName = 'cache';
SchemaBuilder.registerPlugin(pluginName, CachePlugin);
export default pluginName;

/** A cached field: its coordinate, the tables it reads, and whether those were declared or derived at all. */
export interface CachedField {
  coordinate: string;
  reads: string[];
  /** Read tables the field says no trigger needs to watch, with why. */
  unwatched: Record<string, string>;
  /** False when neither the field nor its type names its reads and no Prisma model backs either end. */
  known: boolean;
}

const modelOf = (extensions: Readonly<Record<string, unknown>> | null | undefined) =>
  typeof extensions?.pothosPrismaModel === 'string' ? extensions.pothosPrismaModel : undefined;

function namedType(field: GraphQLField<unknown, unknown>) {
  let type = field.type as { ofType?: unknown };
  while (type.ofType) type = type.ofType as { ofType?: unknown };
  return type as { extensions?: Readonly<Record<string, unknown>> };
}

/** Every cached field of a built schema, in schema order, with the tables it reads. */
export function cachedFields(schema: GraphQLSchema): CachedField[] {
  const cached: CachedField[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(isObjectType(type) || isInterfaceType(type)) || type.name.startsWith('__')) continue;
    const typeCache = type.extensions?.cache as CacheExtension | undefined;
    for (const field of Object.values(type.getFields())) {
      const fieldCache = field.extensions?.cache as CacheExtension | undefined;
      const cache = fieldCache ?? typeCache;
      if (!cache) continue;
      const reads = new Set<string>();
      const unwatched: Record<string, string> = {};
      let known = false;
      for (const declared of [typeCache, fieldCache]) {
        if (declared && declared.reads !== null) {
          known = true;
          for (const table of declared.reads) reads.add(table);
        }
        if (declared) Object.assign(unwatched, declared.unwatched);
      }
      for (const model of [modelOf(type.extensions), modelOf(namedType(field).extensions)]) {
        if (model !== undefined) {
          known = true;
          reads.add(model);
        }
      }
      cached.push({ coordinate: `${type.name}.${field.name}`, reads: [...reads].sort(), unwatched, known });
    }
  }
  return cached;
}
