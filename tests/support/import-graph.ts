import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The static import graph of a source tree, resolved with TypeScript's own module resolution (the
// project's tsconfig), `import type` and re-exports included, dynamic `import()` left out.

export type ImportGraph = Map<string, string[]>;

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(root, rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every static import of the files under `dirs`, as repository-relative paths (only edges inside `dirs`). */
export function importGraph(root: string, tsconfig: string, dirs: readonly string[]): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, tsconfig), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const files = dirs.flatMap((dir) => sourceFiles(root, dir));
  const inside = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const absolute = path.join(root, file);
    // importedFiles covers `import … from`, `import type`, `export … from` and `import x = require()`; with
    // detectJavaScriptImports off, dynamic `import()` is not among them.
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, false);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, absolute, config.options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      const rel = path.relative(root, resolved.resolvedFileName);
      return inside.has(rel) ? [rel] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself): the cycles. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so a deep tree cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (!frame) break;
      const edges = graph.get(frame.node) ?? [];
      const target = edges[frame.next++];
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
