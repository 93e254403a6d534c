import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { endpointTrim, trimCoreModule, type ReadModule } from './endpoint-trim.ts';

const FILE = '/repo/packages/core/src/thing-api.ts';

/** Other core modules, by path, as the plugin reads them (TypeScript). */
function modules(sources: Record<string, string>): ReadModule {
  return (file) => (file in sources ? parseAst(sources[file]!, { lang: 'ts' }) : undefined);
}

const trim = (code: string, read: ReadModule = modules({})) => trimCoreModule(code, parseAst(code), FILE, read)?.code;

describe('trimCoreModule', () => {
  it('strips what the app does not read from endpoint declarations, marks them pure, and drops the imports only they used', () => {
    const code = [
      "import { z } from 'zod';",
      "import { endpoint } from './endpoint.ts';",
      "import { idParams, PAGE_SIZE } from './http-params.ts';",
      "import { thingSchema } from './thing.ts';",
      "const tags = ['things'];",
      'export const thingApi = {',
      '  get: endpoint({',
      "    method: 'GET',",
      "    path: '/api/things/:id/',",
      "    access: 'public',",
      '    tags,',
      "    summary: 'A thing',",
      "    description: 'The thing, by its id.',",
      '    params: idParams,',
      '    query: z.object({ embed: z.string().optional() }),',
      '    response: { 200: thingSchema, 404: z.object({ detail: z.string() }) },',
      '  }),',
      "  upload: endpoint({ method: 'POST', path: '/api/things/', access: 'contributor', consumes: ['multipart/form-data'], body: thingSchema, security: [{ token: [] }] }),",
      '};',
      'export const pageSize = PAGE_SIZE;',
    ].join('\n');
    expect(trim(code)).toBe(
      [
        '',
        "import { endpoint } from './endpoint.ts';",
        "import { PAGE_SIZE } from './http-params.ts';",
        '',
        "const tags = ['things'];",
        'export const thingApi = {',
        '  get: /* @__PURE__ */ endpoint({',
        "    method: 'GET',",
        "    path: '/api/things/:id/',",
        "    access: 'public'}),",
        "  upload: /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/things/', access: 'contributor', consumes: ['multipart/form-data']}),",
        '};',
        'export const pageSize = PAGE_SIZE;',
      ].join('\n'),
    );
  });

  it('makes a module-level schema a pure call, and marks the zod calls elsewhere pure, an inner call of a chain in parentheses', () => {
    const code = [
      "import { z } from 'zod';",
      "import { pageLinks } from './paging-api.ts';",
      "import { partnerFieldsSchema, LIMIT } from './partner-fields.ts';",
      'const dateTime = z.iso.datetime();',
      'export const pageSchema = z.object({ ...pageLinks, at: dateTime.nullable(), fields: partnerFieldsSchema.optional() });',
      'export const detailSchema = partnerFieldsSchema.extend({ name: z.string() });',
      "export const fields = { next: z.string().nullable().describe('The next page') };",
      'export const limitText = LIMIT.toLocaleString();',
      'export const checked = z.object({}).parse({});',
      'export const id = (max) => z.number().int().max(max);',
    ].join('\n');
    const read = modules({
      '/repo/packages/core/src/partner-fields.ts': [
        "import { z } from 'zod';",
        'export const LIMIT = 1000;',
        'export const partnerFieldsSchema = z.record(z.string(), z.string()) as z.ZodType<Record<string, string>>;',
      ].join('\n'),
      '/repo/packages/core/src/paging-api.ts': "import { z } from 'zod';\nexport const pageLinks = { next: z.url() };",
    });
    expect(trim(code, read)).toBe(
      [
        "import { z } from 'zod';",
        "import { pageLinks } from './paging-api.ts';",
        "import { partnerFieldsSchema, LIMIT } from './partner-fields.ts';",
        'const dateTime = /* @__PURE__ */ (() => z.iso.datetime())();',
        'export const pageSchema = /* @__PURE__ */ (() => z.object({ ...pageLinks, at: dateTime.nullable(), fields: partnerFieldsSchema.optional() }))();',
        'export const detailSchema = /* @__PURE__ */ (() => partnerFieldsSchema.extend({ name: z.string() }))();',
        "export const fields = { next: /* @__PURE__ */ (/* @__PURE__ */ (/* @__PURE__ */ z.string()).nullable()).describe('The next page') };",
        'export const limitText = LIMIT.toLocaleString();',
        'export const checked = /* @__PURE__ */ z.object({}).parse({});',
        'export const id = (max) => /* @__PURE__ */ (/* @__PURE__ */ (/* @__PURE__ */ z.number()).int()).max(max);',
      ].join('\n'),
    );
  });

  it('leaves a module without endpoints or schemas as it is', () => {
    expect(trim("import { LIMIT } from './limits.ts';\nexport const twice = LIMIT * 2;")).toBeUndefined();
  });
});

describe('the endpoint-trim plugin', () => {
  const code =
    "import { endpoint } from './endpoint.ts';\nexport const a = endpoint({ method: 'GET', path: '/a/', summary: 'A' });";
  const run = (isProduction: boolean, id = FILE) => {
    const plugin = endpointTrim();
    (plugin.configResolved as (config: { isProduction: boolean }) => void)({ isProduction });
    const { handler } = plugin.transform as { handler: (this: unknown, code: string, id: string) => unknown };
    return handler.call({ parse: (source: string) => parseAst(source) }, code, id) as { code: string } | null;
  };

  it('trims core modules in a production build only: development keeps the schemas call() checks answers with', () => {
    expect(run(true)?.code).toBe(
      "import { endpoint } from './endpoint.ts';\nexport const a = /* @__PURE__ */ endpoint({ method: 'GET', path: '/a/'});",
    );
    expect(run(false)).toBeNull();
    expect(run(true, '/repo/apps/web/src/thing.ts')).toBeNull();
    expect(run(true, '/repo/packages/core/src/thing-api.test.ts')).toBeNull();
  });
});
