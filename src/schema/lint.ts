import {
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from 'graphql';
import { requiredScope } from './builder.js';
import { cachedFields } from './cache-plugin.js';

/** Root fields any caller may use: they make the credential. */
const OPEN_ROOT_FIELDS = new Set([
  'Mutation.signUp',
  'Mutation.signIn',
  // Accounts (docs/accounts.md): a code or a refresh token is the credential, or nothing is revealed.
  'Mutation.verifyEmail',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
  'Mutation.refreshSession',
]);

/**
 * Root fields whose `withAuth` names no token scope (`authenticated: 'READ'` and so on,
 * src/schema/builder.ts): each root field must say what an API token needs to use it.
 */
export function findUnscopedRootFields(schema: GraphQLSchema): string[] {
  const unscoped: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const coordinate = `${type?.name}.${field.name}`;
      if (!OPEN_ROOT_FIELDS.has(coordinate) && requiredScope(field) === null) unscoped.push(coordinate);
    }
  }
  return unscoped;
}

const described = (description: string | null | undefined) =>
  typeof description === 'string' && description.trim() !== '';

/**
 * Schema coordinates (`Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`) of every type, field,
 * argument, input field, enum value and custom scalar that has no non-empty description.
 * Introspection types and the built-in scalars are skipped. `npm run lint:schema` fails on any.
 */
export function findMissingDescriptions(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const types = Object.values(schema.getTypeMap()).sort((a, b) => a.name.localeCompare(b.name));
  for (const type of types) {
    if (isIntrospectionType(type) || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (!described(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

/** Abbreviations the schema spells out (`fxIso` is `currency`, `bankAc` is `bankAccountNumber`). */
const ABBREVIATIONS = new Set([
  'uuid',
  'amt',
  'tkn',
  'ccy',
  'iso',
  'ac',
  'sc',
  'dob',
  'mmo',
  'gov',
  'govid',
  'fx',
  'op',
  'tx',
  'l1',
  'l2',
]);

const words = (name: string) => name.split(/(?<=[a-z0-9])(?=[A-Z])|_/).map((w) => w.toLowerCase());

/**
 * Breaks of the schema's naming conventions (docs/graphql-schema.md), as `coordinate: rule`:
 * PascalCase types, camelCase fields and arguments, UPPER_SNAKE enum values, no abbreviations,
 * `id: ID!` (a row number is `databaseId`), one time scalar (every `…At` is a DateTime), a
 * mutation takes at most `input: <Name>Input!` and answers `<Name>Payload!`, connections are
 * `<Node>Connection` with `<Node>Edge`.
 */
export function findNamingBreaks(schema: GraphQLSchema): string[] {
  const breaks: string[] = [];
  const types = Object.values(schema.getTypeMap()).sort((a, b) => a.name.localeCompare(b.name));
  const spelled = (coordinate: string, name: string) => {
    const short = words(name).find((w) => ABBREVIATIONS.has(w));
    if (short) breaks.push(`${coordinate}: spell out "${short}"`);
  };
  for (const type of types) {
    if (isIntrospectionType(type) || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!/^[A-Z][A-Za-z0-9]*$/.test(type.name)) breaks.push(`${type.name}: type names are PascalCase`);
    spelled(type.name, type.name);
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!/^[A-Z][A-Z0-9_]*$/.test(value.name))
          breaks.push(`${type.name}.${value.name}: enum values are UPPER_SNAKE`);
        spelled(`${type.name}.${value.name}`, value.name);
      }
      continue;
    }
    if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const at = `${type.name}.${field.name}`;
      if (!/^[a-z][A-Za-z0-9]*$/.test(field.name)) breaks.push(`${at}: field names are camelCase`);
      spelled(at, field.name);
      const shown = String(field.type);
      if (field.name === 'id' && shown !== 'ID!') breaks.push(`${at}: id is an ID! (a row number is databaseId)`);
      if (/At$/.test(field.name) && shown.replace(/!$/, '') !== 'DateTime') breaks.push(`${at}: times are DateTime`);
      for (const arg of 'args' in field ? field.args : []) {
        if (!/^[a-z][A-Za-z0-9]*$/.test(arg.name)) breaks.push(`${at}(${arg.name}:): argument names are camelCase`);
        spelled(`${at}(${arg.name}:)`, arg.name);
      }
    }
    if (isObjectType(type) && type.name.endsWith('Connection')) {
      const node = type.name.slice(0, -'Connection'.length);
      const edges = String(type.getFields().edges?.type ?? '');
      if (edges !== `[${node}Edge!]!`) breaks.push(`${type.name}.edges: a ${type.name}'s edges are [${node}Edge!]!`);
    }
  }
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const name = field.name[0].toUpperCase() + field.name.slice(1);
    const at = `Mutation.${field.name}`;
    if (String(field.type) !== `${name}Payload!`) breaks.push(`${at}: answers ${name}Payload!`);
    const args = field.args.map((a) => `${a.name}: ${a.type}`);
    if (args.length > 0 && (args.length > 1 || args[0] !== `input: ${name}Input!`)) {
      breaks.push(`${at}: takes only input: ${name}Input!`);
    }
  }
  return breaks;
}

/**
 * Cached fields (src/schema/cache-plugin.ts) that read a table the change feed does not watch on
 * insert, update and delete (`watched`: src/db/watched-tables.ts), and cached fields whose reads
 * are neither declared nor derivable: the response cache could keep their answers after their
 * rows changed. A table the field lists in `unwatched`, with why, is accepted.
 */
export function findUnwatchedReads(schema: GraphQLSchema, watched: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const found: string[] = [];
  for (const field of cachedFields(schema)) {
    if (!field.known) {
      found.push(`${field.coordinate}: cached, but names no reads (say cache: { reads: [...] })`);
      continue;
    }
    for (const table of field.reads) {
      if (field.unwatched[table]) continue;
      const operations = watched.get(table);
      const missing = ['INSERT', 'UPDATE', 'DELETE'].filter((operation) => !operations?.has(operation));
      if (!operations)
        found.push(`${field.coordinate}: cached, but reads "${table}", which no change-feed trigger watches`);
      else if (missing.length > 0)
        found.push(
          `${field.coordinate}: cached, but reads "${table}", whose change-feed trigger misses ${missing.join(' and ')}`,
        );
    }
  }
  return found;
}
