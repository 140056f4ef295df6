import {
  buildASTSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isUnionType,
  isInterfaceType,
  Kind,
  parse,
  type SelectionSetNode,
} from 'graphql';
import { loadTypeDefs } from '../../server/graphql/schema.ts';
import { describe, expect, it } from 'vitest';
import * as documents from '../../client/src/gql/graphql.ts';
import { typePolicies } from '../../client/src/cache-policies.ts';

// The client cache stores an object without identity inside its parent, replacing it on each write. When two
// of the client's documents select the same such field differently, each write drops the other's fields and
// the other query, finding its data incomplete, refetches — in a loop, as the phase tab and the method 3
// banner did. Every such field must be merged (or its type normalized) by cache-policies.ts.

const sdl = loadTypeDefs().join('\n');
const schema = buildASTSchema(parse(sdl));

const normalized = (name: string) => name === 'Query' || typePolicies[name]?.keyFields !== undefined;
const merged = (name: string) => typePolicies[name]?.merge === true;
/** A field policy of the parent that merges what it stores (a merged list, for one). */
const fieldMerged = (parent: string, field: string) => {
  const policy = typePolicies[parent]?.fields?.[field];
  return typeof policy === 'object' && policy !== null && 'merge' in policy && policy.merge !== undefined && policy.merge !== false;
};

/** Field name → selected response names, per place an unnormalized object is stored (its keyed owner + field path). */
function storedSelections(doc: DocumentNode, into: Map<string, Map<string, string>>) {
  const fragments = new Map(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return;
  const name = operation.name?.value ?? '?';

  /** The fields a selection set picks on `type`, fragments flattened (by response name). */
  function fieldsOf(set: SelectionSetNode, type: GraphQLNamedType, out: Map<string, { field: string; args: string; sets: SelectionSetNode[] }>) {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const key = s.alias?.value ?? s.name.value;
        const args = (s.arguments ?? []).map((a) => a.name.value).sort().join(',');
        const entry = out.get(key) ?? { field: s.name.value, args, sets: [] };
        if (s.selectionSet) entry.sets.push(s.selectionSet);
        out.set(key, entry);
      } else {
        const set2 = s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : fragments.get(s.name.value)?.selectionSet;
        if (set2) fieldsOf(set2, type, out);
      }
    }
    return out;
  }

  function walk(sets: SelectionSetNode[], type: GraphQLNamedType, place: string, safe: boolean) {
    if (!isObjectType(type) && !isInterfaceType(type) && !isUnionType(type)) return;
    const fields = new Map<string, { field: string; args: string; sets: SelectionSetNode[] }>();
    for (const set of sets) fieldsOf(set, type, fields);
    if (!normalized(type.name) && !safe) {
      const signature = [...new Set([...fields.values()].map((f) => `${f.field}(${f.args})`))].sort().join(' ');
      const seen = into.get(place) ?? new Map<string, string>();
      if (!seen.has(signature)) seen.set(signature, name);
      into.set(place, seen);
    }
    const fieldMap = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
    for (const f of fields.values()) {
      const def = fieldMap[f.field];
      if (!def || f.sets.length === 0) continue;
      const child = getNamedType(def.type);
      const childPlace = normalized(child.name) ? child.name : `${normalized(type.name) ? type.name : place}.${f.field}(${f.args})`;
      // A type's merge applies to an object field, not to the items of a list (replaced whole unless the field merges).
      const safe = fieldMerged(type.name, f.field) || (!isListType(getNullableType(def.type)) && merged(child.name));
      walk(f.sets, child, childPlace, safe);
    }
  }
  walk([operation.selectionSet], schema.getQueryType()!, 'Query', false);
}

describe('client cache: objects without identity', () => {
  it('no two queries select the same unmerged, unnormalized object differently', () => {
    const places = new Map<string, Map<string, string>>();
    for (const value of Object.values(documents)) {
      if (value && typeof value === 'object' && 'kind' in value && value.kind === Kind.DOCUMENT) storedSelections(value as DocumentNode, places);
    }
    expect(places.size).toBeGreaterThan(10);
    const clashes = [...places].filter(([, signatures]) => signatures.size > 1).map(([place, signatures]) => `${place}: ${[...signatures.values()].join(' vs ')}`);
    expect(clashes).toEqual([]);
  });
});
