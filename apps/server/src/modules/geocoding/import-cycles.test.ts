import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle lets type-only imports close a cycle; here none may: the module's shared types
// live in types.ts, which imports nothing of the module.
const importPattern = /^(?:import|export)\s[^;]*?\sfrom\s+'(\.\/[^']+)'/gms;

function fileImports(dir: string): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    edges.set(
      file,
      [...text.matchAll(importPattern)].map(([, specifier]) => path.basename(specifier!)),
    );
  }
  return edges;
}

/** The first cycle found, as the files that close it, or none. */
function findCycle(edges: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const visit = (file: string, chain: string[]): string[] | undefined => {
    if (chain.includes(file)) return [...chain.slice(chain.indexOf(file)), file];
    if (done.has(file)) return undefined;
    for (const next of edges.get(file) ?? []) {
      const cycle = visit(next, [...chain, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return undefined;
  };
  for (const file of [...edges.keys()].sort()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('geocoding imports', () => {
  it('finds a cycle closed by a type-only import', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.ts';\nexport const b = 1 as A;\n");
      expect(findCycle(fileImports(dir))).toEqual(['a.ts', 'b.ts', 'a.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('has no import cycle among its files, type-only imports included', () => {
    const edges = fileImports(import.meta.dirname);
    expect(edges.get('service.ts')).toContain('types.ts');
    expect(edges.get('types.ts')).toEqual([]);
    expect(findCycle(edges)).toBeUndefined();
  });
});
