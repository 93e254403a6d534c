import fs from 'node:fs';
import path from 'node:path';
import MagicString, { type SourceMap } from 'magic-string';
import type { ESTree, Plugin } from 'vite';

/** The core package's modules (packages/core/src), the only ones this plugin rewrites. */
const CORE_MODULE = /\/packages\/core\/src\/(?![^/]*\.test\.)[^/]+\.ts$/;

/**
 * What the web app does not read of an endpoint declared in packages/core (endpoint.ts) in a
 * production build: `call()` (src/api/call.ts) reads `method` and `path`, and `response` only to
 * check answers in development and tests; the request schemas are the server's validation, the
 * rest the OpenAPI document's.
 */
export const UNREAD_IN_PRODUCTION = [
  'response',
  'summary',
  'description',
  'params',
  'query',
  'body',
  'tags',
  'security',
] as const;

/**
 * Zod calls with an effect besides their answer (the locale setting; parsing, which may throw):
 * never taken as building a schema. Every other zod call builds a schema and nothing else;
 * `.describe` and `.meta` also note it in zod's registry, which only the OpenAPI document reads.
 */
const ZOD_EFFECTS = new Set([
  'config',
  'globalRegistry',
  'parse',
  'parseAsync',
  'safeParse',
  'safeParseAsync',
  'encode',
  'encodeAsync',
  'decode',
  'decodeAsync',
  'safeEncode',
  'safeEncodeAsync',
  'safeDecode',
  'safeDecodeAsync',
]);

const PURE = '/* @__PURE__ */ ';

type Node = ESTree.Node;
type Program = ESTree.Program;
/** Another core module, parsed (ESTree), by its file's path; undefined when there is none. */
export type ReadModule = (file: string) => Program | undefined;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every node of the tree, parents before their children, in source order. */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodes(child);
  }
}

/** An expression without its parentheses and TypeScript's `as`, `satisfies` and `!`. */
function bare(node: Node): Node {
  while (
    node.type === 'ParenthesizedExpression' ||
    node.type === 'TSAsExpression' ||
    node.type === 'TSSatisfiesExpression' ||
    node.type === 'TSNonNullExpression'
  )
    node = node.expression;
  return node;
}

/** A module's value imports: local name -> the module it comes from and the name it has there. */
function imports(program: Program): Map<string, { from: string; name: string }> {
  const found = new Map<string, { from: string; name: string }>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
      const name =
        specifier.type !== 'ImportSpecifier'
          ? '*' // `import * as z` or a default import: the module itself.
          : specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : specifier.imported.value;
      found.set(specifier.local.name, { from: statement.source.value, name });
    }
  }
  return found;
}

/**
 * The module-level `const` declarators of a module: `export const`, and plain `const` (an export
 * list may name it).
 */
function moduleConsts(program: Program): ESTree.VariableDeclarator[] {
  const declarators: ESTree.VariableDeclarator[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const')
      declarators.push(...declaration.declarations);
  }
  return declarators;
}

/**
 * Which values of a module are zod schemas: those of zod's `z` (`import { z } from 'zod'`), a
 * module-level const built from one by zod calls only, and the same imported from another core
 * module (read from its file, as the build will).
 */
class Schemas {
  private readonly exported = new Map<string, Set<string>>();
  constructor(private readonly readModule: ReadModule) {}

  /** The names of `program` (of `file`) that are schemas, in source order. */
  inModule(program: Program, file: string): Set<string> {
    const schemas = new Set<string>();
    const imported = imports(program);
    for (const [local, { from, name }] of imported) {
      if (
        /^zod(\/v4)?$/.test(from)
          ? name === 'z' || name === '*'
          : from.startsWith('./') && this.exports(file, from).has(name)
      )
        schemas.add(local);
    }
    for (const declarator of moduleConsts(program)) {
      if (declarator.id.type === 'Identifier' && declarator.init && this.builds(declarator.init, schemas))
        schemas.add(declarator.id.name);
    }
    return schemas;
  }

  /**
   * Whether an expression builds a schema and does nothing else: a call whose callee is a chain of
   * member reads and calls from a schema, with a method at each step that is not in ZOD_EFFECTS.
   */
  builds(expression: Node, schemas: Set<string>): boolean {
    let node = bare(expression);
    if (node.type !== 'CallExpression') return false;
    for (;;) {
      if (node.type === 'Identifier') return schemas.has(node.name);
      if (node.type === 'CallExpression') node = bare(node.callee);
      else if (node.type === 'MemberExpression') {
        if (node.computed || node.property.type !== 'Identifier' || ZOD_EFFECTS.has(node.property.name)) return false;
        node = bare(node.object);
      } else return false;
    }
  }

  private exports(importer: string, from: string): Set<string> {
    const file = path.resolve(path.dirname(importer), from);
    let names = this.exported.get(file);
    if (names) return names;
    // Set before reading: an import cycle then sees no schemas rather than recursing.
    names = new Set();
    this.exported.set(file, names);
    const program = this.readModule(file);
    if (program) for (const name of this.inModule(program, file)) names.add(name);
    return names;
  }
}

const propertyName = (property: ESTree.ObjectExpression['properties'][number]): string | undefined => {
  if (property.type !== 'Property' || property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : undefined;
};

const within = (node: Node, ranges: [number, number][]) =>
  ranges.some(([start, end]) => node.start >= start && node.end <= end);

/** The names the code outside `removed` refers to (not a property's name, not an import's). */
function referencedNames(program: Program, removed: [number, number][]): Set<string> {
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'ImportDeclaration' || within(node, removed)) return;
    if (node.type === 'Identifier') names.add(node.name);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
      if (key === 'key' && node.type === 'Property' && !node.computed && !node.shorthand) continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return names;
}

/**
 * Removes the imports of other core modules and of zod that nothing refers to once `removed` is
 * gone: an import left behind would keep the module in the chunk of the app's first render (the
 * chunk of every module the entry imports), with the schemas other chunks take from it.
 */
function removeUnusedImports(program: Program, output: MagicString, removed: [number, number][]) {
  if (removed.length === 0) return;
  const used = referencedNames(program, removed);
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !/^(\.\/|zod$)/.test(statement.source.value)) continue;
    const { specifiers } = statement;
    const kept = specifiers.filter((specifier) => used.has(specifier.local.name));
    if (specifiers.length === 0 || kept.length === specifiers.length) continue;
    if (kept.length === 0) output.remove(statement.start, statement.end);
    else if (specifiers.every((specifier) => specifier.type === 'ImportSpecifier'))
      output.overwrite(
        specifiers[0]!.start,
        specifiers.at(-1)!.end,
        kept.map((specifier) => output.original.slice(specifier.start, specifier.end)).join(', '),
      );
  }
}

/**
 * Rewrites a core module (its JavaScript, as the build has it after TypeScript) for a production
 * build of the web app, so that what the app does not run is left out of its bundle:
 * - `endpoint({...})` declarations lose what the app does not read (UNREAD_IN_PRODUCTION) and are
 *   marked pure, so an endpoint the app never calls goes too;
 * - a module-level const that builds a schema becomes a pure call of its initialiser, so that it
 *   goes, with what it alone refers to, when nothing the app runs uses it (a pure call's arguments
 *   stay when they may have effects: a spread, a method of an imported schema);
 * - the other zod calls are marked pure (in an object of fields, a function's body).
 * Then zod itself is not bundled where no code the app runs parses with it.
 * `program` is `code` parsed (ESTree with the offsets of `code`), `file` its path; `readModule`
 * gives the other core modules it imports, to know their schemas. Null when nothing changes.
 */
export function trimCoreModule(
  code: string,
  program: Program,
  file: string,
  readModule: ReadModule,
  schemas = new Schemas(readModule),
): { code: string; map: SourceMap } | null {
  const known = schemas.inModule(program, file);
  const endpoint = new Set(
    [...imports(program)]
      .filter(([, { from, name }]) => /^\.\/endpoint(\.[jt]s)?$/.test(from) && name === 'endpoint')
      .map(([local]) => local),
  );
  const output = new MagicString(code);
  /** Ranges removed, and those removed or wrapped: nothing inside them is marked. */
  const removed: [number, number][] = [];
  const done: [number, number][] = [];
  for (const { id, init } of moduleConsts(program)) {
    if (id.type !== 'Identifier' || !init || !schemas.builds(init, known)) continue;
    output.appendLeft(init.start, `${PURE}(() => `);
    output.appendRight(init.end, ')()');
    done.push([init.start, init.end]);
  }
  // A call's start is also its callee chain's: the mark of an inner call goes inside parentheses.
  const marked = new Set<number>();
  const markPure = (node: Node) => {
    if (within(node, done)) return;
    if (marked.has(node.start)) {
      output.appendLeft(node.start, '(');
      output.appendRight(node.end, ')');
    }
    marked.add(node.start);
    output.appendLeft(node.start, PURE);
  };
  for (const node of nodes(program)) {
    if (node.type !== 'CallExpression') continue;
    if (node.callee.type === 'Identifier' && endpoint.has(node.callee.name)) {
      const [declaration] = node.arguments;
      if (declaration?.type === 'ObjectExpression' && !within(node, done)) {
        const { properties } = declaration;
        const unread = properties.map((property) =>
          (UNREAD_IN_PRODUCTION as readonly (string | undefined)[]).includes(propertyName(property)),
        );
        for (let first = 0; first < properties.length; first++) {
          if (!unread[first]) continue;
          let last = first;
          while (unread[last + 1]) last++;
          // A run of them with its commas: up to the next property, or from the end of the one
          // before to the closing brace (a comma left alone there would not parse).
          const next = properties[last + 1];
          const range: [number, number] = next
            ? [properties[first]!.start, next.start]
            : [first > 0 ? properties[first - 1]!.end : properties[first]!.start, declaration.end - 1];
          output.remove(...range);
          removed.push(range);
          done.push(range);
          first = last;
        }
      }
      markPure(node);
    } else if (schemas.builds(node, known)) markPure(node);
  }
  removeUnusedImports(program, output, removed);
  if (!output.hasChanged()) return null;
  return { code: output.toString(), map: output.generateMap({ hires: true }) };
}

/**
 * Production builds only: the core modules trimmed by `trimCoreModule`. Development and `vite build
 * --mode development` keep every declaration whole: call.ts checks answers exactly when
 * `import.meta.env.DEV`, a build not for production.
 */
export function endpointTrim(): Plugin {
  let production = false;
  let schemas: Schemas | undefined;
  return {
    name: 'endpoint-trim',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
    },
    buildStart() {
      schemas = undefined;
    },
    transform: {
      filter: { id: CORE_MODULE },
      handler(code, id) {
        if (!production || !CORE_MODULE.test(id)) return null;
        // The other modules as their files have them, TypeScript (the schemas' shapes are the same).
        const readModule: ReadModule = (file) =>
          fs.existsSync(file) ? this.parse(fs.readFileSync(file, 'utf8'), { lang: 'ts' }) : undefined;
        schemas ??= new Schemas(readModule);
        return trimCoreModule(code, this.parse(code), id, readModule, schemas);
      },
    },
  };
}
