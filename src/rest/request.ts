import { z } from 'zod';
import { SUPPORTED_CURRENCIES } from '../kernel/rules.js';
import type { RestError } from '../http/envelope.js';

// The words of a route's `request` schema (src/rest/route.ts): each field parses what its
// GraphQL variable's type takes (a String, an ID, a Boolean, an Int, a CurrencyCode, a Decimal)
// and refuses anything else in the REST door's words: "<field> is required", "<field> must not
// be null", "<field> must be a string" … The values' rules (a UUID, an e-mail address, a
// passcode's digits) stay in the services behind the schema, so every door answers them alike.
//
// A field whose parse is looser than what the API reference documents (an ID documented as a
// UUID) carries its documentation with it (`documentedAs`): src/rest/openapi.ts shows that.

type Issue = { input?: unknown };

/** The REST sentence for a value of the wrong type, after the field's name. */
const missing = (issue: Issue) =>
  issue.input === undefined ? 'is required' : issue.input === null ? 'must not be null' : undefined;
const expected = (words: string) => (issue: Issue) => missing(issue) ?? `must be ${words}`;

/** What the API reference shows for a field instead of its parse schema. */
export const documentation = new WeakMap<object, z.ZodType>();
export function documentedAs<T extends z.ZodType>(schema: T, doc: z.ZodType): T {
  documentation.set(schema, doc);
  return schema;
}

/** A null read as a value of the wrong type (`words`), not as a missing one. */
export const wrongType = (words: string) => (issue: Issue) =>
  issue.input === undefined ? 'is required' : `must be ${words}`;

/** A GraphQL String. */
export const text = () => z.string({ error: expected('a string') });

/** A GraphQL ID: a string, or an integer (GraphQL's ID takes one and reads it as text). */
const idOf = (words: (issue: Issue) => string | undefined) =>
  z.preprocess((value) => (Number.isInteger(value) ? String(value) : value), z.string({ error: words }));
export const id = (doc: z.ZodType = z.string()) => documentedAs(idOf(expected('a string')), doc);

/** A GraphQL ID documented as a UUID (the services answer "<field> must be a UUID"). */
export const uuid = () => id(z.uuid());

/** A required UUID for which null, too, is missing (`is required`, or the given words). */
export const requiredUuid = (required = 'is required') =>
  documentedAs(
    z.preprocess(
      (value) => value ?? undefined,
      idOf((issue) => (issue.input === undefined ? required : 'must be a string')),
    ),
    z.uuid(),
  );

/** A GraphQL Boolean. */
export const flag = () => z.boolean({ error: expected('a boolean') });

/** A GraphQL Int. */
export const int = () => z.int32({ error: expected('a number') });

/** A CurrencyCode: a string, one of the supported codes. */
export const currency = () =>
  documentedAs(
    z.enum(SUPPORTED_CURRENCIES, {
      error: (issue) =>
        missing(issue) ??
        (typeof issue.input === 'string' ? `must be one of ${SUPPORTED_CURRENCIES.join(', ')}` : 'must be a string'),
    }),
    z.string(),
  );

/**
 * A JSON number as the GraphQL Decimal: its shortest decimal text, which is exactly what the
 * client wrote for any amount with at most 2 decimals; then the Decimal scalar's own rule.
 */
export const amount = () =>
  documentedAs(
    z
      // A null is a value of the wrong type here, as the REST door has always answered it.
      .number({ error: wrongType('a number') })
      .transform(String)
      .pipe(
        z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number such as 12.50 (sent as a string in GraphQL)'),
      ),
    z.number(),
  );

/** An optional GraphQL field that takes null too; documented as optional. */
export const optional = <T extends z.ZodType>(schema: T, description?: string) =>
  documentedAs(schema.nullish(), described(schema, description));

/** An optional field whose null is left out (as if not sent); documented as optional. */
export const omitted = <T extends z.ZodType>(schema: T, description?: string) =>
  documentedAs(
    schema.nullish().transform((value) => value ?? undefined),
    described(schema, description),
  );

const described = (schema: z.ZodType, description?: string) => {
  const doc = documentation.get(schema) ?? schema;
  return description ? doc.describe(description) : doc;
};

/** A field documented with a description (kept by the API reference). */
export const describedAs = <T extends z.ZodType>(schema: T, description: string) =>
  documentedAs(schema, described(schema, description));

/**
 * A failed parse as the REST refusal: the first issue, its field the last name in its path (a
 * list item is named by its list), its detail the field and the issue's words. An issue at the
 * top (a rule between fields) is its words alone.
 */
export function refusalOf(error: z.ZodError): RestError {
  const [issue] = error.issues;
  const field = [...issue.path].reverse().find((p): p is string => typeof p === 'string');
  return { code: 'BAD_USER_INPUT', detail: field ? `${field} ${issue.message}` : issue.message, field };
}
