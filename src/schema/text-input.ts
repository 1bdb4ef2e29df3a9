import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { InvalidInputError } from '../kernel/errors.js';

// Text a caller sends may not carry control characters, whatever the field: the one rule every
// string argument and input field of the schema obeys, checked here once rather than by each
// field's own rule. Refused: NUL and the other C0 controls (U+0000–U+001F) except tab, line
// feed and carriage return, DEL (U+007F) and the C1 controls (U+0080–U+009F), i.e. Unicode's
// Cc category but for the three whitespace characters free text (a message, a payment note)
// may need. PostgreSQL cannot store NUL in text, and none of them belongs in a name, an id or
// a note. Fields with stricter rules (a usertag, an e-mail) still refuse tab and line breaks
// by those rules.
//
// The check is an argument mapper of every field that takes arguments, run before the
// validation plugin's rules, the auth scope and the resolver (a subscription's too): a mutation
// answers its typed InvalidInputError, any other field a BAD_USER_INPUT top-level error, both
// naming the innermost input field. REST routes run GraphQL operations, so they answer 400
// with the field's REST word.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const controlCharacterDetail = (field: string) =>
  `${field} must not contain control characters (only tab, line feed and carriage return are allowed)`;

/** The innermost input name of the first string holding a control character; undefined when none does. */
function offending(value: unknown, name: string): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? name : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = offending(item, name);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // Input objects as graphql-js coerces them; a custom scalar's parsed value (a Date) has none.
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const found = offending(item, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function refuseControlCharacters(args: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(args)) {
    const field = offending(value, key);
    if (field !== undefined) throw new InvalidInputError(controlCharacterDetail(field), { field });
  }
  return args;
}

export class TextInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (Object.keys(fieldConfig.args).length === 0) return fieldConfig;
    // First, so that no other rule (a trim, a transform) sees the text before this one.
    return { ...fieldConfig, argMappers: [refuseControlCharacters, ...(fieldConfig.argMappers ?? [])] };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      textInput: TextInputPlugin<Types>;
    }
  }
}

const pluginName = 'textInput';
SchemaBuilder.registerPlugin(pluginName, TextInputPlugin);
export default pluginName;
