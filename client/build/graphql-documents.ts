import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = '\0fel-gql-document:';

/**
 * Replaces each `graphql(`…`)` call in the client's sources with an import of a module holding that one
 * document, so every route's chunk carries only its own documents. Without it the client preset's
 * `graphql()` looks documents up in one map of all of them (`gql/gql.ts`), which the bundler cannot
 * split, and the first page preloads all of them. The one-document modules are cut from the generated
 * `gql/graphql.ts` (one `export const XDocument = {…} as unknown as DocumentNode<…>;` line each, JSON).
 * (The same job as the preset's Babel plugin, which Vite 8's React plugin does not run.) Build only: the
 * dev server keeps the map.
 */
export function graphqlDocumentsPerRoute(gqlDir: string): Plugin {
  let byText = new Map<string, string>();
  let bodies = new Map<string, string>();
  return {
    name: 'fel:graphql-documents-per-route',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      byText = documentNames(readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8'));
      bodies = documentBodies(readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const name = id.slice(VIRTUAL.length);
      const body = bodies.get(name);
      if (body === undefined) this.error(`no document ${name} in gql/graphql.ts; run \`npm run codegen\``);
      return `export const ${name} = ${body};\n`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const imports: string[] = [];
      const out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, text: string) => {
        const name = byText.get(text);
        if (!name) this.error(`${id}: a graphql() document that codegen has not seen; run \`npm run codegen\``);
        const local = `__fel_gql_${imports.length}`;
        imports.push(`import { ${name} as ${local} } from ${JSON.stringify(VIRTUAL + name)};`);
        return local;
      });
      return imports.length === 0 ? null : { code: `${imports.join('\n')}\n${out}`, map: null };
    },
  };
}

/** The `documents` map of the preset's gql.ts: document text -> the name of its export in graphql.ts. */
function documentNames(gqlTs: string): Map<string, string> {
  const start = gqlTs.indexOf('const documents');
  const block = gqlTs.slice(start, gqlTs.indexOf('\n};', start));
  const map = new Map<string, string>();
  for (const match of block.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
    const [, key, name] = match;
    const text: unknown = key ? JSON.parse(key) : null;
    if (typeof text === 'string' && name) map.set(text, name);
  }
  if (map.size === 0) throw new Error('no documents found in client/src/gql/gql.ts');
  return map;
}

/** Each document's JSON in graphql.ts, by export name. */
function documentBodies(graphqlTs: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of graphqlTs.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    const [, name, body] = match;
    if (name && body) map.set(name, body);
  }
  return map;
}
