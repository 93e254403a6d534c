import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle sees cycles between files; this sees them between modules, where two modules
// that need each other have no owner for the piece they share. Tests may reach across (a test of
// the index checks the tiles' constants), so only the modules' own code counts.
const modulesDir = import.meta.dirname;
const importPattern = /^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms;

function moduleImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const entry of fs.readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
    const from = entry.split(path.sep)[0]!;
    const file = path.join(modulesDir, entry);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier!));
      const to = target.split(path.sep)[0]!;
      if (target.startsWith('..') || to === from || !to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from)!.set(to, `${entry} imports ${target}`);
    }
  }
  return edges;
}

/** Each cycle once, as the chain of imports that closes it. */
function findCycles(edges: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const walk = (start: string, at: string, chain: string[], visited: string[]) => {
    for (const [next, why] of edges.get(at) ?? []) {
      if (next === start) {
        const key = [...visited].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...chain, why]);
        }
      } else if (!visited.includes(next) && next > start) {
        walk(start, next, [...chain, why], [...visited, next]);
      }
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [], [start]);
  return cycles;
}

describe('module edges', () => {
  it('finds a cycle when there is one', () => {
    const edges = new Map([
      ['a', new Map([['b', 'a/x.ts imports b/y.ts']])],
      ['b', new Map([['c', 'b/y.ts imports c/z.ts']])],
      ['c', new Map([['a', 'c/z.ts imports a/x.ts']])],
    ]);
    expect(findCycles(edges)).toEqual([['a/x.ts imports b/y.ts', 'b/y.ts imports c/z.ts', 'c/z.ts imports a/x.ts']]);
  });

  it('has no import cycle between modules', () => {
    const edges = moduleImports();
    expect(edges.get('downloads')?.has('search')).toBe(true);
    expect(findCycles(edges)).toEqual([]);
  });
});
