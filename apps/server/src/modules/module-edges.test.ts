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

// Writes to a facility's records have one owner, which refreshes the index after each change
// (facility-records/README.md). Exempt: that module, migrations (.sql, not scanned), the demo
// seed's bulk load (db/seed/), and test code (*.test.ts, src/test/, *-fixtures.ts), which the
// index consistency check after every HTTP test file holds to the refresh instead.
const recordsOwner = 'modules/facility-records/';
const recordTables = ['facilities', 'facility_matches', 'facility_aliases', 'extended_fields'];
const serverSrc = path.resolve(modulesDir, '..');
const tableName = `(?:public\\.)?(?:${recordTables.join('|')})`;
const recordWritePatterns = [
  // Kysely: .insertInto('facilities'), .updateTable('facility_matches as m'), .deleteFrom("extended_fields")
  new RegExp(
    `\\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*['"\`]${tableName}(?:\\s+as\\s+\\w+)?['"\`]`,
    'g',
  ),
  // Raw SQL: insert into facilities, update facility_matches m set, delete from facility_aliases, truncate, merge into
  new RegExp(
    `\\b(?:insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?|merge\\s+into)\\s+(?:only\\s+)?${tableName}\\b`,
    'gi',
  ),
];
const exemptFromRecordRule = (file: string) =>
  file.startsWith(recordsOwner) ||
  file.startsWith('db/seed/') ||
  file.startsWith('test/') ||
  file.endsWith('.test.ts') ||
  file.endsWith('-fixtures.ts');

/** Each write to the record tables in a source text, as `file:line: statement`. */
function recordWritesIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const pattern of recordWritePatterns) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line}: ${match[0].replace(/\s+/g, ' ')}`);
    }
  }
  return found.sort();
}

/** Every server source file (relative to src/) with its writes to the record tables. */
function recordWrites(): Map<string, string[]> {
  const writes = new Map<string, string[]>();
  for (const entry of fs.readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts')) continue;
    const file = entry.split(path.sep).join('/');
    const found = recordWritesIn(file, fs.readFileSync(path.join(serverSrc, entry), 'utf8'));
    if (found.length) writes.set(file, found);
  }
  return writes;
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

  it('finds a write to the record tables in either form', () => {
    const text = [
      "await db.insertInto('facilities').values(row).execute();",
      'await trx.updateTable("facility_matches as m").set(values);',
      'await sql`delete from public.facility_aliases where os_id = ${osId}`;',
      'await sql`UPDATE extended_fields SET value = ${value}`;',
      "db.selectFrom('facilities').select('os_id'); // reading is anyone's",
      'await sql`update facility_list_items set facility_id = ${osId}`;',
    ].join('\n');
    expect(recordWritesIn('x.ts', text)).toEqual([
      "x.ts:1: insertInto('facilities'",
      'x.ts:2: updateTable("facility_matches as m"',
      'x.ts:3: delete from public.facility_aliases',
      'x.ts:4: UPDATE extended_fields',
    ]);
  });

  it('has the writes to facilities, matches, aliases and extended fields in facility-records only', () => {
    const writes = recordWrites();
    const owner = [...writes.keys()].filter((file) => file.startsWith(recordsOwner));
    // The owner writes every one of the four tables (so the patterns still see real code).
    for (const table of recordTables)
      expect(owner.some((file) => writes.get(file)!.some((write) => write.includes(table)))).toBe(true);
    const elsewhere = [...writes].filter(([file]) => !exemptFromRecordRule(file)).flatMap(([, found]) => found);
    expect(elsewhere).toEqual([]);
  });
});
