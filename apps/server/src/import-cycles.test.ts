import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ESLint's import-x/no-cycle lets type-only imports close a cycle; here none may, in any of the
// three packages: a cycle means two files with no owner for what they share.
const repo = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/server/src', 'packages/core/src', 'apps/web/src'];
const importPattern = /^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms;

/** Each source file (tests left out) with the source files it imports, by path from `root`. */
function fileImports(root: string, dirs: readonly string[]): Map<string, string[]> {
  const files = new Set<string>();
  for (const dir of dirs)
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }))
      if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.add(path.join(dir, entry));
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : specifier.startsWith('@/')
        ? path.join('apps/web/src', specifier.slice(2))
        : specifier.startsWith('@registry/core/')
          ? path.join('packages/core/src', specifier.slice('@registry/core/'.length))
          : undefined;
    if (base === undefined) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => files.has(file));
  };
  const edges = new Map<string, string[]>();
  for (const file of [...files].sort()) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    edges.set(
      file,
      [...text.matchAll(importPattern)].flatMap(([, specifier]) => resolve(file, specifier!) ?? []),
    );
  }
  return edges;
}

/** Every cycle found by a depth-first walk, each as the files that close it. */
function findCycles(edges: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, chain: string[]) => {
    state.set(file, 'open');
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...chain.slice(chain.indexOf(next)), file, next]);
      else if (!state.has(next)) visit(next, [...chain, file]);
    }
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

describe('imports', () => {
  it('finds a cycle closed by a type-only import', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
    try {
      fs.mkdirSync(path.join(root, 'src'));
      fs.writeFileSync(path.join(root, 'src/a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
      fs.writeFileSync(path.join(root, 'src/b.ts'), "import type { A } from './a.ts';\nexport const b = 1 as A;\n");
      expect(findCycles(fileImports(root, ['src']))).toEqual([['src/a.ts', 'src/b.ts', 'src/a.ts']]);
    } finally {
      fs.rmSync(root, { recursive: true });
    }
  });

  it('form no cycle in the server, the core package or the web app, type-only imports included', () => {
    const edges = fileImports(repo, SOURCES);
    // The walk sees all three and their aliases.
    expect(edges.get('apps/server/src/services.ts')).toContain('apps/server/src/shared-services.ts');
    expect(edges.get('apps/web/src/main.tsx')?.length).toBeGreaterThan(0);
    expect(findCycles(edges)).toEqual([]);
  });
});
