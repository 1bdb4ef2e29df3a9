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
