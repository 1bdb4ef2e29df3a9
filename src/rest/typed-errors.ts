import {
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  getNamedType,
  isUnionType,
  Kind,
  getOperationAST,
  type SelectionSetNode,
} from 'graphql';

// A REST route answers a mutation's typed error (src/schema/errors.ts) in the envelope, which it
// can only do when its document asks for it. Checked for every route at start-up.

const names = (set: SelectionSetNode | undefined) =>
  new Set((set?.selections ?? []).filter((s): s is FieldNode => s.kind === Kind.FIELD).map((s) => s.name.value));

/**
 * What a route document misses to answer its typed errors: every root field whose type is a
 * payload union with Error members must select `__typename` and `... on Error { code message
 * field }`. Null when nothing is missing.
 */
export function missingErrorSelection(schema: GraphQLSchema, document: DocumentNode): string | null {
  const op = getOperationAST(document);
  const root = op && schema.getRootType(op.operation);
  for (const selection of op?.selectionSet.selections ?? []) {
    if (selection.kind !== Kind.FIELD || !root) continue;
    const type = getNamedType(root.getFields()[selection.name.value]?.type);
    if (!isUnionType(type) || !type.getTypes().some((t) => t.getInterfaces().some((i) => i.name === 'Error'))) {
      continue;
    }
    const onError = selection.selectionSet?.selections.find(
      (s) => s.kind === Kind.INLINE_FRAGMENT && s.typeCondition?.name.value === 'Error',
    );
    const errorFields = names(onError?.kind === Kind.INLINE_FRAGMENT ? onError.selectionSet : undefined);
    if (
      !names(selection.selectionSet).has('__typename') ||
      !['code', 'message', 'field'].every((f) => errorFields.has(f))
    ) {
      return `${selection.name.value} must select __typename and ... on Error { code message field }`;
    }
  }
  return null;
}
