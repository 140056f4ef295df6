import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields named `name` directly in a selection set, through fragment spreads and inline fragments. */
function fieldsNamed(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, name: string, seen = new Set<string>()): FieldNode[] {
  if (!set) return [];
  return set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === name ? [s] : [];
    if (s.kind === Kind.INLINE_FRAGMENT) return fieldsNamed(info, s.selectionSet, name, seen);
    if (seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    return fieldsNamed(info, info.fragments[s.name.value]?.selectionSet, name, seen);
  });
}

/**
 * Whether the operation asks, below the field being resolved, for the field at `path` (e.g. `nodes`,
 * `progress`), so a list's statement reads only what its rows will show. A field under @skip/@include
 * counts as asked for (reading it anyway is harmless).
 */
export function selects(info: GraphQLResolveInfo, ...path: string[]): boolean {
  let level: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    level = level.flatMap((field) => fieldsNamed(info, field.selectionSet, name));
    if (level.length === 0) return false;
  }
  return true;
}
