import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * In apps/server, so that the bundle's packages resolve from the server's node_modules first, as its
 * sources' do. A folder per run: two runs at once (two checkouts, or a run beside a benchmark) would
 * otherwise rewrite the files a server of the other is loading.
 */
const outDir = path.join(root, 'apps/server/node_modules/.cache/e2e-server', String(process.pid));

/**
 * Each module keeps its own import.meta.url (and dirname): the code finds its migrations, the
 * gazetteer thread and its data files next to its source, as when tsx runs it.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      return { contents, loader: 'ts' };
    });
  },
};

/** Packages stay imports (loaded from node_modules as usual); the workspace's own code is bundled. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@registry/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The server (and its worker) as two plain ES modules, for the browser tests: each of their ~30
 * server starts then loads three files instead of having tsx resolve and load ~250 (~1 s
 * of CPU a start). Built once per run by the global setup (~1 s); the paths of the entries.
 */
export async function buildServerBundle(): Promise<{ main: string; worker: string; remove(): void }> {
  await build({
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      'worker-main': path.join(root, 'apps/server/src/worker-main.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [ownImportMeta, packagesExternal],
  });
  return {
    main: path.join(outDir, 'main.mjs'),
    worker: path.join(outDir, 'worker-main.mjs'),
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}
